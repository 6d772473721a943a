// Pointer arithmetic within a private array.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "private_pointer_arithmetic"
__kernel void private_pointer_arithmetic(__global const int *in,
                                         __global int *out, int k) {
  size_t i = get_global_id(0);
  int a[8];
  for (int j = 0; j < 8; ++j)
    a[j] = in[i] + j;
  __private int *p = a + 2;
  *(p + (k & 3)) = 100;
  p++;
  int before = p[-1];
  __private int *end = &a[8];
  out[i] = before + (int)(end - p) + *p;
}
