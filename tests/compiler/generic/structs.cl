// Generic pointers in structs and arrays: 8 bytes in memory, whatever space
// they point into.
// OPTIONS: -cl-std=CL2.0
// TARGETS: desktop lavapipe
// CHECK: OpSwitch
typedef struct {
  int *data;
  int n;
} Span;
int total(Span s) {
  int t = 0;
  for (int i = 0; i < s.n; ++i)
    t += s.data[i];
  return t;
}
kernel void structs(global int *g, local int *l) {
  int priv[2] = {g[0], g[1]};
  l[0] = g[2];
  Span spans[3] = {{g, 4}, {l, 1}, {priv, 2}};
  int *ptrs[3] = {g, l, priv};
  size_t i = get_global_id(0) % 3;
  g[get_global_id(0) + 8] = total(spans[i]) + *ptrs[i];
}
