// A void helper with an early return.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "helper_void_early_return"
void store_if_positive(__global int *dst, int v) {
  if (v <= 0)
    return;
  *dst = v;
}

__kernel void helper_void_early_return(__global const int *in,
                                       __global int *out) {
  size_t i = get_global_id(0);
  store_if_positive(out + i, in[i]);
}
