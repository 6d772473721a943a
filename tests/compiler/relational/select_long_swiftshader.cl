// select on long lanes needs int64: swiftshader names it.
// ERROR-swiftshader: int64
// CHECK: OpSLessThan %v2bool
// CHECK: OpSelect %v2ulong
kernel void k(global long2 *x, global const ulong2 *c) {
  size_t i = get_global_id(0);
  x[i] = select(x[i], x[i + 1], c[i]);
}
