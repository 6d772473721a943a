// distance(p, q) is length(p - q) (docs/mapping.md, geometric functions):
// the difference decorated NoContraction, then length's refined root and
// scaled path; a scalar is |p - q|, one subtraction and an FAbs.
// CHECK-COUNT-0: {{ Sqrt }}
// CHECK-COUNT-6: InverseSqrt
// CHECK-COUNT-3: OpSelectionMerge
// CHECK-COUNT-1: {{OpExtInst %float %\w+ FAbs}}
// CHECK: FSub %v2float
// CHECK: InverseSqrt
// CHECK: FSub %v3float
// CHECK: FSub %v4float
#define K(V)                                                                   \
  kernel void distance_##V(global float *o, global V *p) {                     \
    size_t i = get_global_id(0);                                               \
    o[i] = distance(p[i], p[i + 1]);                                           \
  }
K(float) K(float2) K(float3) K(float4)
