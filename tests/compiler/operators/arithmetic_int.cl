// Integer + - * and unary minus/plus.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "arithmetic_int"
// CHECK: OpIAdd
// CHECK: OpISub
// CHECK: OpIMul
__kernel void arithmetic_int(__global const int *a, __global const int *b,
                             __global int *out) {
  size_t i = get_global_id(0);
  int x = a[i], y = b[i];
  int s = x + y;
  int d = s - y * 3;
  int p = d * s;
  out[i] = -p + (+x);
}
