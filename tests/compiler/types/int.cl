// CHECK: OpEntryPoint GLCompute {{%\w+}} "int_arith"
// CHECK: OpIMul
__kernel void int_arith(__global const int *a, __global const int *b,
                        __global int *out) {
  size_t i = get_global_id(0);
  int x = a[i], y = b[i];
  out[i] = x * y - (x + 7) * 3;
}
