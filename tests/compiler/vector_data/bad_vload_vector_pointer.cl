// vloadn reads elements of a scalar gentype: a pointer to float4 matches
// no overload (clang: ambiguous among the scalar ones).
// ERROR: call to 'vload4' is ambiguous
// ERROR-AT: 7:14
__kernel void bad_vload_vector_pointer(__global const float4 *in,
                                       __global float *out) {
  float4 v = vload4(0, in);
  vstore4(v, 0, out);
}
