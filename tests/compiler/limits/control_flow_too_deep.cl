// 257 statements nested without braces: past the emitter's 256 levels of
// structured control flow (clang's own -fbracket-depth default), a located
// diagnostic. SPIR-V allows 1023 levels, but SPIRV-Tools' validator takes
// time cubic in the depth: 600 levels took 19 s to compile, 1200 ended in
// an internal error ("Maximum Control Flow nesting depth exceeded").
// ERROR: control flow nested more than 256 levels deep is not supported
// ERROR-AT: 16:3
#define IF if (x > 0)
#define I4 IF IF IF IF
#define I16 I4 I4 I4 I4
#define I64 I16 I16 I16 I16
#define I256 I64 I64 I64 I64
__kernel void control_flow_too_deep(__global int *out) {
  int x = out[0];
  I256
  if (x > 1)
    out[1] = x;
}
