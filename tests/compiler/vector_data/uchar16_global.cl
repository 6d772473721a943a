// vload16/vstore16 of uchar at an element-aligned address: behind one
// run-time test of the address's low 4 bits, the 16 bytes move as one uvec4
// (stores write whole words, no atomics: the vector owns every byte of
// them); else with 8-bit storage four 4-byte vectors aligned to the byte,
// and without it (swiftshader) each byte from its aligned word, stored by
// merging it into the word atomically (other work-items own the word's
// other bytes). No 16-wide SPIR-V vector, no per-element loop.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "uchar16_global"
// CHECK-COUNT-2: {{OpBitwiseAnd %uint %\w+ %uint_15$}}
// CHECK-COUNT-1: {{OpLoad %v4uint %\w+ Aligned\|NonPrivatePointer 16$}}
// CHECK-COUNT-1: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 16$}}
// CHECK-COUNT-4-desktop: {{OpLoad %v4uchar %\w+ Aligned\|NonPrivatePointer 1$}}
// CHECK-COUNT-4-lavapipe: {{OpLoad %v4uchar %\w+ Aligned\|NonPrivatePointer 1$}}
// CHECK-COUNT-4-desktop: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 1$}}
// CHECK-COUNT-4-lavapipe: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 1$}}
// CHECK-COUNT-0-desktop: OpAtomic
// CHECK-COUNT-0-lavapipe: OpAtomic
// CHECK-swiftshader: {{OpAtomic(Or|And|Xor|Exchange|CompareExchange) %uint}}
// CHECK-COUNT-1-swiftshader: {{OpStore %\w+ %\w+ Aligned}}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*8}}
// CHECK-COUNT-0: OpLoopMerge
// CHECK-COUNT-0: Vector16
__kernel void uchar16_global(__global const uchar *in, __global uchar *out) {
  size_t i = get_global_id(0);
  vstore16(vload16(i, in + 1), i, out + 1);
}
