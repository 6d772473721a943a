// A lane past the end of a float8 (.s8) is clang's error, reported at its
// place in the file.
// ERROR: vector component access exceeds type
// ERROR-AT: 7:16
__kernel void bad_swizzle(__global float8 *out) {
  float8 v = out[0];
  out[1].s0 = v.s8;
}
