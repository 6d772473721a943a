// -D options reach the preprocessor.
// OPTIONS: -DSTEP=3 -DUSE_SQUARE
// CHECK: OpEntryPoint GLCompute {{%\w+}} "preprocessor_defines"
#ifndef STEP
#error "STEP not defined"
#endif
__kernel void preprocessor_defines(__global int *out, int n) {
  size_t g = get_global_id(0);
  int acc = 0;
  for (int i = 0; i < n; i += STEP)
#ifdef USE_SQUARE
    acc += i * i;
#else
    acc += i;
#endif
  out[g] = acc;
}
