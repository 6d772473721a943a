// atomic_flag: test-and-set is an exchange with 1, clear a store of 0;
// atomic_work_item_fence is a memory barrier (relaxed: nothing).
// CHECK-desktop: OpAtomicExchange %uint {{%\w+}} %uint_1 %uint_16706 %uint_1
// CHECK-desktop: OpAtomicStore {{%\w+}} %uint_2 %uint_8516 %uint_0
// CHECK-desktop: OpMemoryBarrier %uint_1 %uint_8260
// CHECK-COUNT-1-desktop: OpMemoryBarrier
// CHECK-swiftshader: OpAtomicExchange %uint {{%\w+}} %uint_1 %uint_16706 %uint_1
// CHECK-swiftshader: OpAtomicStore {{%\w+}} %uint_2 %uint_8516 %uint_0
// CHECK-swiftshader: OpMemoryBarrier %uint_1 %uint_8260
// CHECK-COUNT-1-swiftshader: OpMemoryBarrier
// lavapipe: unordered read-modify-writes, which its driver makes
// sequentially consistent, and no fence (see Atomics.cpp).
// CHECK-lavapipe: OpAtomicExchange %uint {{%\w+}} %uint_1 %uint_0 %uint_1
// CHECK-lavapipe: OpAtomicExchange %uint {{%\w+}} %uint_2 %uint_0 %uint_0
// CHECK-COUNT-0-lavapipe: OpMemoryBarrier
__kernel void c11_flag_fence(__global atomic_flag *flag, __global int *out) {
  out[0] = atomic_flag_test_and_set_explicit(flag, memory_order_acquire);
  atomic_flag_clear_explicit(flag, memory_order_release,
                             memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release,
                         memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_relaxed,
                         memory_scope_device);
}
