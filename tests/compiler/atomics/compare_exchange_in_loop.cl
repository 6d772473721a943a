// On SwiftShader a compare-exchange result inside a loop is right only in
// the exchange's own block (TargetProfile::loopCompareExchange): a
// program's compare-exchange in a loop gets a warning there, under both
// OpenCL C 1.x and 2.0 names, and compiles everywhere.
// OPTIONS: -cl-std=CL2.0
// WARNING-swiftshader: compare-exchange in a loop finds may be wrong on this device: SwiftShader
// CHECK: OpAtomicCompareExchange
kernel void k(global int *out, volatile global atomic_int *counter,
              volatile global int *c) {
  int i = get_global_id(0);
  int old = atomic_load_explicit(counter, memory_order_relaxed);
  while (!atomic_compare_exchange_strong_explicit(
      counter, &old, old + 1, memory_order_relaxed, memory_order_relaxed))
    ;
  out[i] = old;
  for (int k = 0; k < 4; ++k) {
    int seen = atomic_cmpxchg(c, k, k + 1);
    out[i + k] = seen;
  }
}
