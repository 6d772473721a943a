// fast_length, fast_distance and fast_normalize (float only; docs/mapping.md,
// geometric functions): the plain sum of squares (NoContraction), then
// Vulkan's Sqrt (about 4.5 ulp, against the spec's 8191.5 + n) or the
// vector times InverseSqrt, selected back to the vector itself where the
// sum is below FLT_MIN (the spec allows it; 0 would give NaNs). No
// refinement, no scaled path, no branch. Scalars are |x|, |x - y| and +-1.
// CHECK-COUNT-0: OpSelectionMerge
// CHECK-COUNT-0: OpConstant %float 4097
// CHECK-COUNT-6: {{ Sqrt }}
// CHECK-COUNT-3: InverseSqrt
// CHECK-COUNT-3: {{OpFOrdLessThan %bool %\w+ %float_1_17549435en38}}
// CHECK-COUNT-2: {{OpExtInst %float %\w+ FAbs}}
#define K(V)                                                                   \
  kernel void fast_##V(global float *o, global V *p) {                         \
    size_t i = get_global_id(0);                                               \
    o[i] = fast_length(p[i]) + fast_distance(p[i], p[i + 1]);                  \
    p[i] = fast_normalize(p[i]);                                               \
  }
K(float) K(float2) K(float3) K(float4)
