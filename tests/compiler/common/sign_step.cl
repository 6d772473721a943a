// sign: 1.0 if x > 0, -1.0 if x < 0, a zero of x's sign (from x's sign
// bit: a device that flushes denormals compares a subnormal equal to 0 and
// must still give a zero, not the subnormal) and +0.0 for NaN; not GLSL's
// FSign. step(edge, x): 0.0 if x < edge, else 1.0 (a NaN gives 1.0); not
// GLSL's Step. step(float, floatn) repeats the edge.
// CHECK-COUNT-0: {{ (FSign|Step) }}
// CHECK: OpBitcast %v2uint
// CHECK: OpSLessThan %v2bool
// CHECK: OpSelect %v2float
// CHECK: OpUGreaterThan %v2bool
// CHECK: OpFOrdLessThan %v2bool
// CHECK: OpFOrdLessThan %v2bool
// CHECK: OpCompositeConstruct %v4float {{(%\w+) \1 \1 \1$}}
// CHECK: OpFOrdLessThan %v4bool
// CHECK: OpSelect %v4float {{%\w+}} {{%\w+}} {{%\w+}}
kernel void k(global float2 *x, global float4 *y, global const float *e) {
  size_t i = get_global_id(0);
  x[i] = sign(x[i]);
  y[i] = step(e[i], y[i]);
}
