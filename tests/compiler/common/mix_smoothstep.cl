// mix and smoothstep as the spec's formulas, x + (y - x) * a and
// t * t * (3 - 2 * t) with t = clamp((x - e0) / (e1 - e0), 0, 1); not
// GLSL's FMix/SmoothStep. The scalar forms repeat a (mix) and the edges
// (smoothstep) in every lane. The spec lets both contract their multiplies
// and adds, and on swiftshader (no float controls) spirv-opt does: Fma.
// CHECK-COUNT-0: {{ (FMix|SmoothStep|FClamp|NClamp) }}
// CHECK: OpCompositeConstruct %v4float {{(%\w+) \1 \1 \1$}}
// CHECK: OpFSub %v4float
// CHECK-desktop: OpFMul %v4float
// CHECK-desktop: OpFAdd %v4float
// CHECK-lavapipe: OpFMul %v4float
// CHECK-lavapipe: OpFAdd %v4float
// CHECK-swiftshader: OpExtInst %v4float {{%\w+}} Fma
// CHECK: OpCompositeConstruct %v2float {{(%\w+) \1$}}
// CHECK: OpCompositeConstruct %v2float {{(%\w+) \1$}}
// CHECK: OpFSub %v2float
// CHECK: OpFSub %v2float
// CHECK: OpFDiv %v2float
// CHECK: OpFMul %v2float
kernel void k(global float4 *x, global float2 *y, global const float *s) {
  size_t i = get_global_id(0);
  x[i] = mix(x[i], x[i + 1], s[i]);
  y[i] = smoothstep(s[i], s[i + 1], y[i]);
}
