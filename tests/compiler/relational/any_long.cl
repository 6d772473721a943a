// any/all of long need int64: swiftshader names it; elsewhere the 64-bit
// lanes are compared with 0 as they are.
// ERROR-swiftshader: int64
// CHECK: OpSLessThan %v2bool {{%\w+}} {{%\w+}}
// CHECK: OpAll %bool
kernel void k(global const long2 *x, global int *r) {
  size_t i = get_global_id(0);
  r[i] = all(x[i]);
}
