// prefetch before an ordinary load: the one load is the kernel's own.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "prefetch_then_load"
// CHECK-COUNT-1: {{OpLoad %\w+ %\w+ Aligned}}
__kernel void prefetch_then_load(__global const int *in, __global int *out,
                                 uint n) {
  size_t g = get_global_id(0);
  prefetch(in + g, n);
  out[g] = in[g] + 1;
}
