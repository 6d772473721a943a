// Helpers taking __private pointers: out-parameters and arrays.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "helper_private_ptr"
void divmod(int a, int b, __private int *q, __private int *r) {
  *q = a / b;
  *r = a % b;
}

void swap(__private int *x, __private int *y) {
  int t = *x;
  *x = *y;
  *y = t;
}

__kernel void helper_private_ptr(__global const int *a, __global const int *b,
                                 __global int *out) {
  size_t i = get_global_id(0);
  int q, r;
  divmod(a[i], b[i], &q, &r);
  swap(&q, &r);
  out[i] = q * 1000 + r;
}
