// A private array whose address goes to a helper (private arena).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "private_array_address_taken"
void fill_squares(__private int *a, int n, int base) {
  for (int k = 0; k < n; ++k)
    a[k] = (base + k) * (base + k);
}

int sum(__private const int *a, int n) {
  int s = 0;
  for (int k = 0; k < n; ++k)
    s += a[k];
  return s;
}

__kernel void private_array_address_taken(__global const int *in,
                                          __global int *out, int n) {
  size_t i = get_global_id(0);
  int values[16];
  int m = n < 16 ? n : 16;
  fill_squares(values, m, in[i]);
  out[i] = sum(values, m) + values[m / 2];
}
