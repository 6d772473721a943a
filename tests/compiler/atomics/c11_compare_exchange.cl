// compare_exchange: success and failure semantics (acq_rel 0x148, acquire
// 0x142), the value found written back to *expected (a __private variable
// in the private arena) only on failure, and the success as the result;
// weak is strong.
// CHECK-lavapipe: OpAtomicCompareExchange %uint {{%\w+}} %uint_1 %uint_0 %uint_0
// CHECK-desktop: OpAtomicCompareExchange %uint {{%\w+}} %uint_1 %uint_24904 %uint_16706
// CHECK-swiftshader: OpAtomicCompareExchange %uint {{%\w+}} %uint_1 %uint_24904 %uint_16706
// CHECK: OpIEqual %bool
// CHECK: OpAtomicCompareExchange %uint {{%\w+}} %uint_1 %uint_0 %uint_0
__kernel void c11_compare_exchange(__global atomic_int *p, __global int *out) {
  int expected = out[0];
  bool ok = atomic_compare_exchange_strong_explicit(
      p, &expected, 7, memory_order_acq_rel, memory_order_acquire,
      memory_scope_device);
  out[1] = ok;
  out[2] = expected;
  out[3] = atomic_compare_exchange_weak_explicit(
      p, &expected, 8, memory_order_relaxed, memory_order_relaxed);
}
