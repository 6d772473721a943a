// long lanes (and their ulong masks) need int64: swiftshader names it.
// ERROR-swiftshader: int64
// CHECK: OpVectorShuffle %v4ulong {{%\w+ %\w+}} 1 0 7 6
kernel void k(global long4 *x) {
  size_t i = get_global_id(0);
  x[i] = shuffle2(x[i], x[i + 1], (ulong4)(1, 0xFFFFFFFF00000000, 15, 6));
}
