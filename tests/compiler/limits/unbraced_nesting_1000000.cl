// A million statements nested without braces. clang's parser looks each
// name up through every enclosing scope, so it took time quadratic in the
// depth (10,000 levels: 1 s; 100,000: 400 s), all for a program the emitter
// refuses at 256 levels. The parse now stops at 16,384 nested scopes (about
// 8,000 unbraced statements) with one fatal, located error, and the rest of
// the file is not parsed: this fails in under a second.
// ERROR: fatal error: code nested more than 16384 levels deep is not supported
// ERROR-AT: 20:3
#define IF if (x > 0)
#define I4 IF IF IF IF
#define I16 I4 I4 I4 I4
#define I64 I16 I16 I16 I16
#define I256 I64 I64 I64 I64
#define I1K I256 I256 I256 I256
#define I16K I1K I1K I1K I1K I1K I1K I1K I1K I1K I1K I1K I1K I1K I1K I1K I1K
#define I256K I16K I16K I16K I16K I16K I16K I16K I16K I16K I16K I16K I16K \
              I16K I16K I16K I16K
__kernel void unbraced_nesting_1000000(__global int *out) {
  int x = out[0];
  I256K I256K I256K I256K
  out[1] = x;
}
