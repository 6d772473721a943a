// vload4 from a __global float * and vstore4 to one: p + offset * 4 is only
// known to be 4-byte aligned (here the pointers are in + 1 and out + 3), so
// each is a 4-float vector access aligned to the element; a 16-byte aligned
// access only behind a test of the address's low 4 bits. No scalar float
// loads, no per-element loop.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "float4_global"
// CHECK: {{OpBitwiseAnd %uint %\w+ %uint_15}}
// CHECK: OpBranchConditional
// CHECK: {{OpLoad %v4float %\w+ Aligned\|NonPrivatePointer 16$}}
// CHECK: {{OpLoad %v4float %\w+ Aligned\|NonPrivatePointer 4$}}
// CHECK: {{OpBitwiseAnd %uint %\w+ %uint_15}}
// CHECK: OpBranchConditional
// CHECK: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 16$}}
// CHECK: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 4$}}
// CHECK-COUNT-2: {{Aligned\|NonPrivatePointer 16$}}
// CHECK-COUNT-0: OpLoad %float
// CHECK-COUNT-0: OpLoopMerge
__kernel void float4_global(__global const float *in, __global float *out) {
  size_t i = get_global_id(0);
  vstore4(vload4(i, in + 1), i, out + 3);
}
