// The body runs at least once.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "do_while"
// CHECK: OpLoopMerge
__kernel void do_while(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int x = in[g];
  int digits = 0;
  do {
    ++digits;
    x /= 10;
  } while (x != 0);
  out[g] = digits;
}
