// Else-if chains of 64 links or more whose conditions are not all
// equalities with one value but may all be evaluated before they are
// reached (no side effects, calls or reads through pointers:
// safeToSpeculate) become a switch on the index of the first that holds
// (src/compiler/IfChains.cpp): every condition evaluated, the index folded
// from the last link with OpSelect, case i running link i's statement, the
// final else the default. Shorter chains stay flat (a `switch (0)` around
// the links; guarded links on lavapipe): 63 links here, then 64, whose
// conditions' `&&` and `||` are evaluated without branches (OpLogicalAnd,
// OpLogicalOr). tests/e2e ElseIfChains.* runs such chains.
// OPTIONS: -O0
// CHECK-desktop: OpSwitch %uint_0 {{%\w+}}{{$}}
// CHECK-swiftshader: OpSwitch %uint_0 {{%\w+}}{{$}}
// CHECK-COUNT-64: OpSelect %uint
// CHECK-COUNT-64: OpLogicalAnd
// CHECK-COUNT-1: OpLogicalOr
// CHECK: OpSwitch {{%\w+}} {{%\w+}} 0 {{%\w+}} 1 {{%\w+}} 2 {{%\w+}}
// CHECK-COUNT-2-desktop: OpSwitch
// CHECK-COUNT-2-swiftshader: OpSwitch
// CHECK-COUNT-1-lavapipe: OpSwitch
__kernel void else_if_chain_speculated(__global const int *in,
                                       __global int *out) {
  int x = in[0], y = in[1], a = -1, b = -1;
  if (x < 0) a = 0;
  else if (x < 3) a = 1;
  else if (x < 6) a = 2;
  else if (x < 9) a = 3;
  else if (x < 12) a = 4;
  else if (x < 15) a = 5;
  else if (x < 18) a = 6;
  else if (x < 21) a = 7;
  else if (x < 24) a = 8;
  else if (x < 27) a = 9;
  else if (x < 30) a = 10;
  else if (x < 33) a = 11;
  else if (x < 36) a = 12;
  else if (x < 39) a = 13;
  else if (x < 42) a = 14;
  else if (x < 45) a = 15;
  else if (x < 48) a = 16;
  else if (x < 51) a = 17;
  else if (x < 54) a = 18;
  else if (x < 57) a = 19;
  else if (x < 60) a = 20;
  else if (x < 63) a = 21;
  else if (x < 66) a = 22;
  else if (x < 69) a = 23;
  else if (x < 72) a = 24;
  else if (x < 75) a = 25;
  else if (x < 78) a = 26;
  else if (x < 81) a = 27;
  else if (x < 84) a = 28;
  else if (x < 87) a = 29;
  else if (x < 90) a = 30;
  else if (x < 93) a = 31;
  else if (x < 96) a = 32;
  else if (x < 99) a = 33;
  else if (x < 102) a = 34;
  else if (x < 105) a = 35;
  else if (x < 108) a = 36;
  else if (x < 111) a = 37;
  else if (x < 114) a = 38;
  else if (x < 117) a = 39;
  else if (x < 120) a = 40;
  else if (x < 123) a = 41;
  else if (x < 126) a = 42;
  else if (x < 129) a = 43;
  else if (x < 132) a = 44;
  else if (x < 135) a = 45;
  else if (x < 138) a = 46;
  else if (x < 141) a = 47;
  else if (x < 144) a = 48;
  else if (x < 147) a = 49;
  else if (x < 150) a = 50;
  else if (x < 153) a = 51;
  else if (x < 156) a = 52;
  else if (x < 159) a = 53;
  else if (x < 162) a = 54;
  else if (x < 165) a = 55;
  else if (x < 168) a = 56;
  else if (x < 171) a = 57;
  else if (x < 174) a = 58;
  else if (x < 177) a = 59;
  else if (x < 180) a = 60;
  else if (x < 183) a = 61;
  else if (x < 186) a = 62;
  else a = 99;
  if (y >= -3 && y < 0) b = 0;
  else if (y >= 0 && y < 3) b = 1;
  else if (y >= 3 && y < 6) b = 2;
  else if (y >= 6 && y < 9) b = 3;
  else if (y >= 9 && y < 12) b = 4;
  else if (y >= 12 && y < 15) b = 5;
  else if (y >= 15 && y < 18) b = 6;
  else if (y >= 18 && y < 21) b = 7;
  else if (y >= 21 && y < 24) b = 8;
  else if (y >= 24 && y < 27) b = 9;
  else if ((y >= 27 && y < 30) || y == 1000) b = 10;
  else if (y >= 30 && y < 33) b = 11;
  else if (y >= 33 && y < 36) b = 12;
  else if (y >= 36 && y < 39) b = 13;
  else if (y >= 39 && y < 42) b = 14;
  else if (y >= 42 && y < 45) b = 15;
  else if (y >= 45 && y < 48) b = 16;
  else if (y >= 48 && y < 51) b = 17;
  else if (y >= 51 && y < 54) b = 18;
  else if (y >= 54 && y < 57) b = 19;
  else if (y >= 57 && y < 60) b = 20;
  else if (y >= 60 && y < 63) b = 21;
  else if (y >= 63 && y < 66) b = 22;
  else if (y >= 66 && y < 69) b = 23;
  else if (y >= 69 && y < 72) b = 24;
  else if (y >= 72 && y < 75) b = 25;
  else if (y >= 75 && y < 78) b = 26;
  else if (y >= 78 && y < 81) b = 27;
  else if (y >= 81 && y < 84) b = 28;
  else if (y >= 84 && y < 87) b = 29;
  else if (y >= 87 && y < 90) b = 30;
  else if (y >= 90 && y < 93) b = 31;
  else if (y >= 93 && y < 96) b = 32;
  else if (y >= 96 && y < 99) b = 33;
  else if (y >= 99 && y < 102) b = 34;
  else if (y >= 102 && y < 105) b = 35;
  else if (y >= 105 && y < 108) b = 36;
  else if (y >= 108 && y < 111) b = 37;
  else if (y >= 111 && y < 114) b = 38;
  else if (y >= 114 && y < 117) b = 39;
  else if (y >= 117 && y < 120) b = 40;
  else if (y >= 120 && y < 123) b = 41;
  else if (y >= 123 && y < 126) b = 42;
  else if (y >= 126 && y < 129) b = 43;
  else if (y >= 129 && y < 132) b = 44;
  else if (y >= 132 && y < 135) b = 45;
  else if (y >= 135 && y < 138) b = 46;
  else if (y >= 138 && y < 141) b = 47;
  else if (y >= 141 && y < 144) b = 48;
  else if (y >= 144 && y < 147) b = 49;
  else if (y >= 147 && y < 150) b = 50;
  else if (y >= 150 && y < 153) b = 51;
  else if (y >= 153 && y < 156) b = 52;
  else if (y >= 156 && y < 159) b = 53;
  else if (y >= 159 && y < 162) b = 54;
  else if (y >= 162 && y < 165) b = 55;
  else if (y >= 165 && y < 168) b = 56;
  else if (y >= 168 && y < 171) b = 57;
  else if (y >= 171 && y < 174) b = 58;
  else if (y >= 174 && y < 177) b = 59;
  else if (y >= 177 && y < 180) b = 60;
  else if (y >= 180 && y < 183) b = 61;
  else if (y >= 183 && y < 186) b = 62;
  else if (y >= 186 && y < 189) b = 63;
  else b = 99;
  out[0] = a;
  out[1] = b;
}
