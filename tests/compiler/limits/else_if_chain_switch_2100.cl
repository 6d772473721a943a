// An else-if chain of 2100 `x == k` links is a switch on x
// (src/compiler/IfChains.cpp): two OpSwitch, since vkcl puts at most 2,048
// labels in one (SwitchRunLabels), the second in the first's default, the
// final else in the second's. As flat selections the links formed a
// dominator chain 2,100 blocks long that SPIRV-Tools' validator walked
// once per block (2 s of a compile at 2,000 links; 0.6 s as a switch). Not
// on SwiftShader, whose JIT segfaults on large switches: flat selections
// there (one `switch (0)`), as for any chain of more than 1,024 labels. tests/e2e
// ElseIfChains.Of2100Links runs it.
// CHECK-COUNT-2-desktop: OpSwitch
// CHECK-desktop: OpSwitch {{%\w+}} {{%\w+}} 0 {{%\w+}} 2 {{%\w+}}
// CHECK-desktop: OpSwitch {{%\w+}} {{%\w+}} 4096 {{%\w+}} 4098 {{%\w+}}
// CHECK-COUNT-2-lavapipe: OpSwitch
// CHECK-COUNT-1-swiftshader: OpSwitch
// CHECK-swiftshader: OpSwitch %uint_0 {{%\w+}}{{$}}
#define L if (x == __COUNTER__) y = __COUNTER__; else
#define L10 L L L L L L L L L L
#define L100 L10 L10 L10 L10 L10 L10 L10 L10 L10 L10
__kernel void else_if_chain_switch_2100(__global int *out) {
  int x = out[0], y;
  L100 L100 L100 L100 L100 L100 L100 L100 L100 L100 L100 L100 L100 L100 L100
  L100 L100 L100 L100 L100 L100
  y = -1;
  out[1] = y;
}
