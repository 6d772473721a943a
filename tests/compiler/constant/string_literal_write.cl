// A string literal is __constant: writing to one is an error (clang's).
// ERROR: read-only variable is not assignable
kernel void k(global int *out) { "abc"[0] = 'x'; }
