// The geometric functions on half, half2, half3 and half4 (docs/mapping.md,
// geometric functions) are computed in float (OpFConvert to float, exact)
// and rounded back to nearest even once: on desktop by OpFConvert under
// RoundingModeRTE 16 (the device guarantees it), on lavapipe in integers
// (vstore_half's conversion); both then reinterpret pairs of half bit
// patterns as half2 (no 16-bit integers needed for that).
// swiftshader has no fp16: the compile fails with a diagnostic naming it.
// ERROR-swiftshader: fp16
// CHECK-COUNT-0: {{ Sqrt }}
// CHECK-COUNT-0: {{Op(FAdd|FSub|FMul) %(v[234])?half}}
// CHECK-COUNT-0: {{InverseSqrt %(v[234])?half}}
// CHECK: {{OpFConvert %v3float %\w+}}
// CHECK: {{OpBitcast %v2half %\w+}}
// CHECK-COUNT-5-desktop: RoundingModeRTE 16
// CHECK-COUNT-0-lavapipe: RoundingModeRTE
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define K(V)                                                                   \
  kernel void geometric_##V(global half *o, global V *p) {                     \
    size_t i = get_global_id(0);                                               \
    o[3 * i] = length(p[i]);                                                   \
    o[3 * i + 1] = distance(p[i], p[i + 1]);                                   \
    o[3 * i + 2] = dot(p[i], p[i + 1]);                                        \
    p[i] = normalize(p[i]);                                                    \
  }
K(half3) K(half) K(half2) K(half4)

kernel void cross_half3(global half3 *p) {
  p[0] = cross(p[1], p[2]);
}
