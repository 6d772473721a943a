// vstoren has no __constant overload: storing through a __constant pointer
// is a clang error at the call.
// ERROR: no matching function for call to 'vstore4'
// ERROR-AT: 8:3
__kernel void bad_vstore_to_constant(__constant float *in,
                                     __global float *out) {
  float4 v = vload4(0, in);
  vstore4(v, 0, in);
  vstore4(v, 1, out);
}
