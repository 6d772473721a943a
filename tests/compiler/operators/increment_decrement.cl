// Pre/post ++ and -- on ints, floats, pointers and memory.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "increment_decrement"
__kernel void increment_decrement(__global int *io, __global float *f) {
  size_t i = get_global_id(0);
  int x = io[i];
  int a = x++;
  int b = ++x;
  int c = x--;
  int d = --x;
  __global int *p = &io[i];
  (*p)++;
  ++*p;
  float g = f[i];
  g++;
  --g;
  f[i] = g;
  p++;
  p--;
  *p += a * 1000 + b * 100 + c * 10 + d;
}
