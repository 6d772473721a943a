// Conditions nested in conditions count as control flow too: a ?: whose
// sides read memory is a selection (only the chosen side may run), and a
// chain of 300 nests one in the other past the emitter's 256 levels.
// ERROR: control flow nested more than 256 levels deep is not supported
#define T(e) x == __COUNTER__ ? out[2] : e
#define T4(e) T(T(T(T(e))))
#define T16(e) T4(T4(T4(T4(e))))
#define T64(e) T16(T16(T16(T16(e))))
__kernel void conditional_too_deep(__global int *out) {
  int x = out[0];
  out[1] = T64(T64(T64(T64(T16(T16(T4(out[3])))))));
}
