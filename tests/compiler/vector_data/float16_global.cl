// vload16/vstore16 of floats: the memory layer moves wide vectors four
// lanes at a time, so each is four 4-float vector accesses: behind one
// run-time test of the address's low 4 bits, 16-byte aligned ones, else
// ones aligned to the element. No 16-wide SPIR-V vector, no scalar loads,
// no per-element loop.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "float16_global"
// CHECK-COUNT-2: {{OpBitwiseAnd %uint %\w+ %uint_15}}
// CHECK-COUNT-4: {{OpLoad %v4float %\w+ Aligned\|NonPrivatePointer 16$}}
// CHECK-COUNT-4: {{OpLoad %v4float %\w+ Aligned\|NonPrivatePointer 4$}}
// CHECK-COUNT-4: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 16$}}
// CHECK-COUNT-4: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 4$}}
// CHECK-COUNT-0: OpLoad %float
// CHECK-COUNT-0: OpLoopMerge
// CHECK-COUNT-0: Vector16
// CHECK-COUNT-0: {{OpTypeVector %\w+ 16$}}
__kernel void float16_global(__global const float *in, __global float *out) {
  size_t i = get_global_id(0);
  float16 v = vload16(i, in + 1);
  vstore16(v, i, out + 1);
}
