// dot on float, float2, float3 and float4 (docs/mapping.md, geometric
// functions): the products summed left to right, each multiply and add
// decorated NoContraction (NVIDIA would fuse them across statements), no
// OpDot (Vulkan promises nothing of its rounding) and no Fma (which may be
// a multiply and an add). A scalar is one multiply. Where a sum is
// infinite or NaN, a structured branch (one per vector kernel) recomputes
// it with each operand scaled by a power of two built from its largest
// component's exponent, in integers: the sum is then finite where the
// exact one is, though the products overflowed.
// CHECK-COUNT-0: OpDot
// CHECK-COUNT-0: Fma
// CHECK-COUNT-3: OpSelectionMerge
// The scalar: one multiply, no branch.
// CHECK: {{OpDecorate %\w+ NoContraction}}
// The first vector: its sum's exponent bits tested, then the scaled path.
// CHECK: {{OpBitwiseAnd %uint %\w+ %uint_2139095040}}
// CHECK: OpSelectionMerge
// CHECK: {{OpShiftLeftLogical %uint %\w+ %uint_23}}
#define K(V)                                                                   \
  kernel void dot_##V(global float *o, global V *p) {                          \
    size_t i = get_global_id(0);                                               \
    o[i] = dot(p[i], p[i + 1]);                                                \
  }
K(float) K(float2) K(float3) K(float4)
