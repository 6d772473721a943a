// The comma operator, in a for header and as an expression.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "comma"
__kernel void comma(__global int *out, int n) {
  size_t g = get_global_id(0);
  int sum = 0;
  for (int i = 0, j = n; i < j; ++i, --j)
    sum += j - i;
  int a = 1;
  int b = (a += 2, a * sum);
  out[g] = b;
}
