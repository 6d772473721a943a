// %p records the pointer's value as a size_t: device addresses, and byte
// offsets for __local and __private data.
// CHECK-desktop: OpString "p8 p8 p8 p8"
// CHECK-swiftshader: OpString "p4 p4 p4 p4"
__kernel void pointers(__global int *g, __constant int *c, __local int *l) {
  int x = g[0];
  printf("%p %p %p %p\n", g, c, l, &x);
  g[1] = x;
}
