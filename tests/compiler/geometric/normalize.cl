// normalize of float, float2, float3 and float4 (docs/mapping.md,
// geometric functions). A scalar is +-1 by its sign, or itself for +-0 and
// NaN: two comparisons and two selects, no arithmetic. A vector is
// multiplied by 1 / sqrt of its sum of squares, refined (InverseSqrt, one
// Newton step for the root and one for its reciprocal, exact residuals);
// outside [2^-96, 2^96] a structured branch scales the vector instead (no
// scaling back), replaces infinities by +-1 and the rest by +-0, returns
// the vector itself when it is zero and NaNs for a NaN.
// CHECK-COUNT-0: {{ Sqrt }}
// CHECK-COUNT-0: Fma
// CHECK-COUNT-6: InverseSqrt
// CHECK-COUNT-3: OpSelectionMerge
// CHECK-COUNT-2: OpConstant %float {{-?1$}}
// The scalar kernel comes first: compare and select only.
// CHECK: {{OpFOrdLessThan %bool %\w+ %float_0$}}
// CHECK: {{OpSelect %float %\w+ %float_n1 %\w+}}
// CHECK: {{OpFOrdLessThan %bool %float_0 %\w+}}
// CHECK: {{OpSelect %float %\w+ %float_1 %\w+}}
// CHECK: {{OpExtInst %float %\w+ InverseSqrt}}
#define K(V)                                                                   \
  kernel void normalize_##V(global V *p) {                                     \
    size_t i = get_global_id(0);                                               \
    p[i] = normalize(p[i]);                                                    \
  }
K(float) K(float2) K(float3) K(float4)
