// One helper with generic pointer parameters serves __global, __local and
// __private data; every access through them switches on the pointer's tag.
// OPTIONS: -cl-std=CL2.0
// TARGETS: desktop lavapipe
// CHECK: OpSwitch
int sum(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += p[i];
  return s;
}
void scale(int *p, int n, int by) {
  for (int i = 0; i < n; ++i)
    p[i] *= by;
}
kernel void helper_any_space(global int *g, local int *l) {
  int priv[4] = {g[0], g[1], g[2], g[3]};
  l[get_local_id(0)] = g[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  scale(priv, 4, 3);
  scale(l, 1, 2);
  g[get_global_id(0)] = sum(g, 4) + sum(l, 2) + sum(priv, 4);
}
