// vstoren takes exactly an n-element vector: a float3 given to vstore4 is
// a clang error (OpenCL C has no implicit vector conversions), and there is
// no vload5.
// ERROR: no matching function for call to 'vstore4'
// ERROR-AT: 8:3
// ERROR: use of undeclared identifier 'vload5'
__kernel void bad_vstore_width(__global float *out) {
  vstore4((float3)(1.0f), 0, out);
  float4 v = vload5(0, out);
  vstore4(v, 1, out);
}
