// to_global, to_local, to_private and get_fence on generic pointers test
// the tag; on named pointers they fold.
// OPTIONS: -cl-std=CL2.0
// TARGETS: desktop lavapipe
// CHECK: OpShiftRightLogical %ulong {{%\w+}} %uint_62
// CHECK: OpSelect
int where(int *p) {
  return (to_global(p) ? 1 : 0) | (to_local(p) ? 2 : 0) |
         (to_private(p) ? 4 : 0) | ((int)get_fence(p) << 4);
}
kernel void to_named(global int *out, local int *l) {
  int v = 1;
  size_t g = get_global_id(0);
  out[g] = where(out) | where(l) << 8 | where(&v) << 16;
  out[g + 1] = to_local(l) == l;
}
