// Comparing pointers.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "pointer_compare"
__kernel void pointer_compare(__global int *begin, __global int *end,
                              __global int *out) {
  int n = 0;
  for (__global int *p = begin; p < end; ++p)
    n += *p;
  out[0] = n;
  out[1] = begin == end;
  out[2] = begin != out;
  out[3] = end >= begin;
}
