// A clang builtin vkcl does not lower is refused by name, never mis-lowered.
// ERROR: '__builtin_parity' is not supported
// ERROR-AT: 5:10
kernel void builtin_refused(global uint *p) {
  p[0] = __builtin_parity(p[1]);
}
