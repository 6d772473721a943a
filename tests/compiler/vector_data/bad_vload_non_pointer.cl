// vloadn's second operand must be a pointer: a float value is a clang error
// at the call.
// ERROR: no matching function for call to 'vload4'
// ERROR-AT: 6:14
__kernel void bad_vload_non_pointer(__global float *out, float x) {
  float4 v = vload4(0, x);
  vstore4(v, 0, out);
}
