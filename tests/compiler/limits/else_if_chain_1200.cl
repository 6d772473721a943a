// An else-if chain of 1200 links: nested selections, one level per link,
// exceeded SPIR-V's 1023 levels (an internal error before 2026-12-06);
// emitted flat it is two levels deep and compiles in about a second (its
// links call a function: as `x == k` or `x - k == 0` it would be a switch,
// else_if_chain_switch_2100.cl, control/else_if_chain_speculated.cl). On
// lavapipe, which nests what follows each taken link of the flat form
// (vkcl/spirv/ControlFlowDepth.h), it is a sequence of guarded links
// instead, no switch.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "else_if_chain_1200"
// CHECK-desktop: OpSwitch
// CHECK-swiftshader: OpSwitch
// CHECK-NOT-lavapipe: OpSwitch
#define L if (same(x, __COUNTER__)) y = __COUNTER__; else
#define L10 L L L L L L L L L L
#define L100 L10 L10 L10 L10 L10 L10 L10 L10 L10 L10
int same(int a, int b) { return a == b; }
__kernel void else_if_chain_1200(__global int *out) {
  int x = out[0], y;
  L100 L100 L100 L100 L100 L100 L100 L100 L100 L100 L100 L100
  y = -1;
  out[1] = y;
}
