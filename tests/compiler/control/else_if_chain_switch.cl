// Else-if chains of eight links or more whose every condition compares one
// value with constants (`==`, or an `||` of such) become a switch on that
// value (src/compiler/IfChains.cpp), on every target: the loop body's
// chain, with `continue`, `break` and `return` links, an `||` link of two
// labels, and a value an earlier link took (dropped: never taken again);
// `(a & 7)` tested as an expression. A chain inside the user's switch whose
// `break` leaves that switch stays nested (SPIR-V lets only the innermost
// switch be left), and one whose links test different values is flat (a
// `switch (0)` around them; guarded links on lavapipe). tests/e2e
// ElseIfChains.* runs such chains.
// OPTIONS: -O0
// CHECK: OpSwitch {{%\w+}} {{%\w+}} 0 {{%\w+}} 1 {{%\w+}} 2 {{%\w+}} 3 {{%\w+}} 9 {{%\w+}} 4 {{%\w+}} 5 {{%\w+}} 6 {{%\w+}} 7 {{%\w+}}{{$}}
// CHECK: OpSwitch {{%\w+}} {{%\w+}} 0 {{%\w+}}{{$}}
// CHECK: OpSwitch {{%\w+}} {{%\w+}} 1 {{%\w+}} 2 {{%\w+}} 3 {{%\w+}} 4 {{%\w+}} 5 {{%\w+}} 6 {{%\w+}} 7 {{%\w+}} 8 {{%\w+}}{{$}}
// CHECK-desktop: OpSwitch %uint_0 {{%\w+}}{{$}}
// CHECK-swiftshader: OpSwitch %uint_0 {{%\w+}}{{$}}
// CHECK-COUNT-4-desktop: OpSwitch
// CHECK-COUNT-4-swiftshader: OpSwitch
// CHECK-COUNT-3-lavapipe: OpSwitch
__kernel void else_if_chain_switch(__global const int *in, __global int *out) {
  int a = 0;
  for (int i = 0; i < in[0]; ++i) {
    int v = in[i + 1];
    if (v == 0) a += 1;
    else if (v == 1) continue;
    else if (v == 2) break;
    else if (v == 3 || v == 9) a *= 3;
    else if (v == 4) { out[2] = a; return; }
    else if (v == 5) a ^= 5;
    else if (v == 1) a = 99;
    else if (v == 6) a -= 6;
    else if (v == 7) a <<= 1;
    else a -= 1;
  }
  switch (a & 1) {
  case 0:
    if (in[1] == 0) a += 1; else if (in[1] == 1) break;
    else if (in[1] == 2) a += 2; else if (in[1] == 3) a += 3;
    else if (in[1] == 4) a += 4; else if (in[1] == 5) a += 5;
    else if (in[1] == 6) a += 6; else if (in[1] == 7) a += 7;
    a *= 2;
    break;
  default:
    if ((a & 7) == 1) a = 1; else if ((a & 7) == 2) a = 2;
    else if ((a & 7) == 3) a = 3; else if ((a & 7) == 4) a = 4;
    else if ((a & 7) == 5) a = 5; else if ((a & 7) == 6) a = 6;
    else if ((a & 7) == 7) a = 7; else if ((a & 7) == 8) a = 8;
  }
  int b = in[2];
  if (a == 0) b = 1; else if (b == 1) b = 2; else if (a == 2) b = 3;
  else if (b == 3) b = 4; else if (a == 4) b = 5; else if (b == 5) b = 6;
  else if (a == 6) b = 7; else if (b == 7) b = 8;
  out[0] = a;
  out[1] = b;
}
