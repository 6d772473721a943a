// The geometric functions on double, double2, double3 and double4
// (docs/mapping.md, geometric functions). Vulkan promises double
// InverseSqrt only single precision's accuracy, so roots and reciprocals
// take two Newton steps with exact residuals (Veltkamp's splitter
// 2^27 + 1); exponents come from the high word of the double (bits 20 to
// 30, through a uvec2), so no 64-bit integers are needed; the exact range
// of the fast path is [2^-900, 2^900].
// swiftshader has no fp64: the compile fails with a diagnostic naming it.
// ERROR-swiftshader: fp64
// CHECK-COUNT-0: {{ Sqrt }}
// CHECK-COUNT-0: Fma
// CHECK-COUNT-1: OpConstant %double 134217729
// CHECK-COUNT-1: OpConstant %double 1.1830521861667747e-271
// CHECK-COUNT-1: OpConstant %double 8.4527124981706439e+270
// length of double2: the fast path, InverseSqrt, two squares of splits.
// CHECK: {{OpExtInst %double %\w+ InverseSqrt}}
// CHECK: {{OpFMul %double %double_134217729 %\w+}}
// CHECK: {{OpFMul %double %double_134217729 %\w+}}
// CHECK: OpSelectionMerge
// CHECK: {{OpBitcast %v2uint %\w+}}
// CHECK: {{OpShiftRightLogical %uint %\w+ %uint_20}}
#define K(V)                                                                   \
  kernel void geometric_##V(global double *o, global V *p) {                   \
    size_t i = get_global_id(0);                                               \
    o[i] = length(p[i]) + distance(p[i], p[i + 1]) + dot(p[i], p[i + 1]);      \
    p[i] = normalize(p[i]);                                                    \
  }
K(double2) K(double) K(double3) K(double4)

kernel void cross_double3(global double3 *p) {
  p[0] = cross(p[1], p[2]);
}
kernel void cross_double4(global double4 *p) {
  p[0] = cross(p[1], p[2]);
}
