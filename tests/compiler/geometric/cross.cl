// cross of float3 and float4 (docs/mapping.md, geometric functions):
// a.yzx * b.zxy - a.zxy * b.yzx as three vector operations on the xyz
// parts, decorated NoContraction; a float4's w is the constant +0. Where
// a component is infinite or NaN, a structured branch recomputes with each
// operand scaled by a power of two and scales the result back.
// CHECK-COUNT-2: OpSelectionMerge
// CHECK-COUNT-0: Fma
// CHECK-COUNT-8: {{OpVectorShuffle %v3float %\w+ %\w+ 1 2 0}}
// CHECK-COUNT-8: {{OpVectorShuffle %v3float %\w+ %\w+ 2 0 1}}
// CHECK-COUNT-2: {{OpVectorShuffle %v3float %\w+ %\w+ 0 1 2}}
// CHECK: {{OpCompositeConstruct %v4float %\w+ %float_0}}
#define K(V)                                                                   \
  kernel void cross_##V(global V *p) {                                         \
    size_t i = get_global_id(0);                                               \
    p[i] = cross(p[i], p[i + 1]);                                              \
  }
K(float3) K(float4)
