// Else-if chains of eight links or more whose links test different values
// (here `v - k == 0`, not `v == k`: else_if_chain_switch.cl) are emitted
// flat: one switch of a single (default) case around a selection per link,
// whose taken branches leave the switch. Four OpSwitch: the user's switch,
// and the chains of the loop body, of the first link and of the `default`
// case; the chain of `case 0` stays nested, since its `break` leaves the
// user's switch and SPIR-V lets only the innermost switch be left. The
// seven-link chain after the loop is a short one: nested as always.
// tests/e2e ElseIfChains.* runs such chains. On lavapipe, which nests what
// follows each exit from inside a selection, every long chain is a
// sequence of guarded links instead (`if (!done) { if (c) { done = true;
// ... } }`): the user's switch is the only one.
// OPTIONS: -O0
// CHECK-COUNT-4-desktop: OpSwitch
// CHECK-desktop: OpSwitch %uint_0 {{%\w+}}{{$}}
// CHECK-COUNT-4-swiftshader: OpSwitch
// CHECK-swiftshader: OpSwitch %uint_0 {{%\w+}}{{$}}
// CHECK-COUNT-1-lavapipe: OpSwitch
// CHECK-lavapipe: OpStore {{%\w+}} %true
#define CHAIN7(v, a)                                                           \
  if (v - 1 == 0) a += 1; else if (v - 2 == 0) a += 2;                         \
  else if (v - 3 == 0) a += 3; else if (v - 4 == 0) a += 4;                    \
  else if (v - 5 == 0) a += 5; else if (v - 6 == 0) a += 6;                    \
  else if (v - 7 == 0) a += 7;
__kernel void else_if_chain_flat(__global const int *in, __global int *out) {
  int a = 0;
  for (int i = 0; i < in[0]; ++i) {
    int v = in[i];
    if (v - 0 == 0) {
      int w = v >> 4;
      if (w - 0 == 0) a -= 1; else CHAIN7(w, a)
    } else if (v - 10 == 0) continue;
    else if (v - 11 == 0) break;
    else if (v - 12 == 0) {
      switch (a & 1) {
      case 0:
        if (i - 0 == 0) break; else CHAIN7(i, a)
        a *= 2;
        break;
      default:
        if (i - 0 == 0) a = 5; else CHAIN7(i, a) else a = 6;
      }
    } else CHAIN7(v, a)
  }
  CHAIN7(a, out[1])
  out[0] = a;
}
