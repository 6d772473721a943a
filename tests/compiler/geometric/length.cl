// length of float, float2, float3 and float4 (docs/mapping.md, geometric
// functions). A scalar is its FAbs. A vector's sum of squares, where it
// lies in [2^-96, 2^96], gives the length through InverseSqrt refined by
// one Newton step whose residual is exact (Dekker's product, Veltkamp's
// splitter 4097): Vulkan's Sqrt (1 / InverseSqrt, about 4.5 ulp) is never
// used. Elsewhere (overflow, underflow, 0, infinities, NaN) a structured
// branch scales the vector by a power of two from its largest component's
// exponent and scales the length back: one more refined root per kernel.
// Every float multiply, add and subtract is decorated NoContraction.
// CHECK-COUNT-0: {{ Sqrt }}
// CHECK-COUNT-0: Fma
// CHECK-COUNT-6: InverseSqrt
// CHECK-COUNT-3: OpSelectionMerge
// CHECK-COUNT-1: {{OpExtInst %float %\w+ FAbs}}
// CHECK-COUNT-159: {{OpF(Mul|Add|Sub) }}
// CHECK-COUNT-159: NoContraction
// CHECK: OpConstant %float 1.26217745e-29
// CHECK: OpConstant %float 7.92281625e+28
// CHECK: OpConstant %float 4097
#define K(V)                                                                   \
  kernel void length_##V(global float *o, global V *p) {                       \
    size_t i = get_global_id(0);                                               \
    o[i] = length(p[i]);                                                       \
  }
K(float) K(float2) K(float3) K(float4)
