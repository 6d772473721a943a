// Common max/min/clamp on floats (min, max and clamp name integer
// functions too; float operands route here): max is "y if x < y, else x",
// min "y if y < x, else x", clamp fmin(fmax(x, minval), maxval), never
// GLSL's FMax/FMin/FClamp/NClamp, whose NaN and zero behaviour is their
// own. The vector forms with scalar bounds repeat them in every lane.
// CHECK-COUNT-0: {{ (FMax|FMin|NMax|NMin|FClamp|NClamp) }}
// CHECK: OpFOrdLessThan %v3bool
// CHECK: OpSelect %v3float
// CHECK: OpFOrdLessThan %v3bool
// CHECK: OpSelect %v3float
// CHECK: OpCompositeConstruct %v4float {{(%\w+) \1 \1 \1$}}
// CHECK: OpCompositeConstruct %v4float {{(%\w+) \1 \1 \1$}}
// CHECK: OpSLessThan %v4bool
// CHECK: OpUGreaterThan %v4bool
// CHECK: OpSLessThan %v4bool
// CHECK: OpUGreaterThan %v4bool
kernel void k(global float *x, global float4 *c, global const float *s) {
  size_t i = get_global_id(0);
  float3 a = vload3(i, x), b = vload3(i + 1, x);
  vstore3(max(a, b) + min(a, b), i, x);
  c[i] = clamp(c[i], s[0], s[1]);
}
