// fmax/fmin (6.15.2) as the spec words them, not GLSL's FMax/FMin/NMax/
// NMin: "y if x < y (y < x for fmin), else x", the order taken on the
// bits (each operand a signed integer, a negative one's magnitude
// negated: a flushing compare would read subnormals as zeros), then the
// NaN tests on the bits, so a NaN operand gives the other one. The scalar
// second argument of the vector form is repeated in every lane.
// CHECK-COUNT-0: {{ (FMax|FMin|NMax|NMin) }}
// CHECK-COUNT-0: OpFOrdLessThan
// CHECK: OpBitcast %v4uint
// CHECK: OpSNegate %v4uint
// CHECK: OpSLessThan %v4bool
// CHECK: OpSelect %v4float
// CHECK: OpUGreaterThan %v4bool {{%\w+}} {{%\w+}}
// CHECK: OpSelect %v4float
// CHECK: OpUGreaterThan %v4bool {{%\w+}} {{%\w+}}
// CHECK: OpSelect %v4float
// CHECK: OpCompositeConstruct %v2float {{(%\w+) \1$}}
// CHECK: OpSNegate %v2uint
// CHECK: OpSLessThan %v2bool
// CHECK: OpSelect %v2float
kernel void k(global float4 *x, global float2 *y, global const float *s) {
  size_t i = get_global_id(0);
  x[i] = fmax(x[i], x[i + 1]);
  y[i] = fmin(y[i], s[i]);
}
