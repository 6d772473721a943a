// Every geometric function without the optimizer, so the emitter's own
// output (its branches and phis) is validated: float, float2, float3,
// float4, and double3 and half4 where the target has them.
// OPTIONS: -O0
// CHECK: OpSelectionMerge
// CHECK: OpPhi
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#define ALL(V, S)                                                              \
  kernel void all_##V(global S *o, global V *p) {                              \
    size_t i = get_global_id(0);                                               \
    V a = p[i], b = p[i + 1];                                                  \
    o[i] = length(a) + distance(a, b) + dot(a, b);                             \
    p[i] = normalize(a);                                                       \
  }
#define FAST(V)                                                                \
  kernel void fast_##V(global float *o, global V *p) {                         \
    size_t i = get_global_id(0);                                               \
    V a = p[i], b = p[i + 1];                                                  \
    o[i] = fast_length(a) + fast_distance(a, b);                               \
    p[i] = fast_normalize(a);                                                  \
  }
ALL(float, float) ALL(float2, float) ALL(float3, float) ALL(float4, float)
FAST(float) FAST(float2) FAST(float3) FAST(float4)
kernel void cross_float(global float3 *p, global float4 *q) {
  p[0] = cross(p[1], p[2]);
  q[0] = cross(q[1], q[2]);
}
#ifdef cl_khr_fp64
ALL(double3, double)
kernel void cross_double(global double4 *p) { p[0] = cross(p[1], p[2]); }
#endif
#ifdef cl_khr_fp16
ALL(half4, half)
kernel void cross_half(global half4 *p) { p[0] = cross(p[1], p[2]); }
#endif
