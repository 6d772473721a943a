// Explicit casts between generic and named pointers, integers and
// pointer arithmetic on generic pointers.
// OPTIONS: -cl-std=CL2.0
// TARGETS: desktop lavapipe
// Every tag is known after inlining: the optimizer folds the switches.
// CHECK-NOT: OpSwitch
kernel void casts(global int *g, local int *l) {
  int *p = l + 1;
  local int *back = (local int *)p;
  back[0] = 5;
  int *q = g;
  q += 3;
  size_t bits = (size_t)q;
  global int *gq = (global int *)q;
  gq[0] = (int)(bits & 3) + (int)(q - (int *)g);
  int *null = 0;
  g[1] = null == 0 && !to_local(null) && !to_private(null) && !to_global(null);
}
