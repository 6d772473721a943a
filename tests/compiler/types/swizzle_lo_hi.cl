// .lo/.hi halves, including on a 3-vector (hi = (z, undefined)).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "swizzle_lo_hi"
__kernel void swizzle_lo_hi(__global const float4 *in,
                            __global const float3 *in3, __global float2 *out,
                            __global float *out3) {
  size_t i = get_global_id(0);
  float4 v = in[i];
  float3 w = in3[i];
  out[i] = v.lo * v.hi;
  out3[i] = w.lo.y + w.hi.x;
}
