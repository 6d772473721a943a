// __local and __private null pointers are all ones: offset 0 of an arena is
// a real object, so `&first_local == NULL` must be false.
// TARGETS: desktop lavapipe swiftshader
// CHECK: %uint_4294967295 = OpConstant %uint 4294967295
kernel void arena_null_pointers(global int *out, local int *arg) {
  local int first[4];
  local int *p = first;
  local int *none = 0;
  int v = 1;
  int *q = out[0] ? &v : 0;
  out[get_global_id(0)] = (p != 0) + 2 * (none == 0) + 4 * (q != 0) +
                          8 * (arg != 0);
}
