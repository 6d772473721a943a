// A private array indexed at run time.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "private_array"
__kernel void private_array(__global const int *in, __global int *out, int k) {
  size_t i = get_global_id(0);
  int a[8];
  for (int j = 0; j < 8; ++j)
    a[j] = in[i] * j;
  out[i] = a[k & 7] + a[(k + 3) & 7];
}
