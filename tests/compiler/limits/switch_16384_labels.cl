// 16,384 case labels in one switch: an OpSwitch takes at most 16,383
// (literal, label) pairs, and one merge of thousands of predecessors costs
// the optimizer time quadratic in them. A switch of more than 2,048 labels
// is therefore nested switches, each the next one's default target, cut
// after cases that cannot fall through: here eight of 2,048 labels, each
// with its own merge (refused with a diagnostic before 2026-12-07).
// SwiftShader's profile refuses it by name: its JIT crashes on such
// switches (swiftshader_switch_cases.cl).
// ERROR-swiftshader: and 16384 switch cases
// CHECK: OpEntryPoint GLCompute {{%\w+}} "switch_16384_labels"
// CHECK-COUNT-8: OpSwitch
#define C case __COUNTER__: r ^= __LINE__; break;
#define C16 C C C C C C C C C C C C C C C C
#define C256 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16
#define C4K C256 C256 C256 C256 C256 C256 C256 C256 \
            C256 C256 C256 C256 C256 C256 C256 C256
__kernel void switch_16384_labels(__global int *out) {
  int r = 0;
  switch (out[0]) {
    C4K C4K C4K C4K
  }
  out[1] = r;
}
