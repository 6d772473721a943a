// offsetof of long-vector struct members used as a value (not only in a
// _Static_assert): where size_t is 32 bits (swiftshader) clang leaves no
// conversion around __builtin_offsetof, and the emitter must fold the
// OffsetOfExpr itself.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "offsetof_runtime"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
typedef struct {
  char tag;
  float8 f;
  int16 w;
} Mixed;

__kernel void offsetof_runtime(__global uint *out) {
  out[0] = __builtin_offsetof(Mixed, f);
  out[1] = __builtin_offsetof(Mixed, w);
  out[2] = sizeof(Mixed);
}
