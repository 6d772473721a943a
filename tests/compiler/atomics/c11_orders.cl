// OpenCL 2.0 atomics: the order becomes the instruction's semantics with
// both memories named (Uniform 0x40 | Workgroup 0x100): acquire 0x142,
// release 0x144, acq_rel 0x148; loads only acquire, stores only release.
// Scopes: device 1, work-group 2, sub-group 3.
// CHECK-desktop: OpAtomicIAdd %uint {{%\w+}} %uint_1 %uint_0
// CHECK-desktop: OpAtomicLoad %uint {{%\w+}} %uint_1 %uint_16706
// CHECK-desktop: OpAtomicStore {{%\w+}} %uint_2 %uint_8516
// CHECK-desktop: OpAtomicUMax %uint {{%\w+}} %uint_3 %uint_24904
// CHECK-desktop: OpAtomicExchange %uint {{%\w+}} %uint_1 %uint_0
// CHECK-swiftshader: OpAtomicIAdd %uint {{%\w+}} %uint_1 %uint_0
// CHECK-swiftshader: OpAtomicLoad %uint {{%\w+}} %uint_1 %uint_16706
// CHECK-swiftshader: OpAtomicStore {{%\w+}} %uint_2 %uint_8516
// CHECK-swiftshader: OpAtomicUMax %uint {{%\w+}} %uint_3 %uint_24904
// CHECK-swiftshader: OpAtomicExchange %uint {{%\w+}} %uint_1 %uint_0
// lavapipe loses invocations to ordered atomics in loops; its atomic
// read-modify-writes are sequentially consistent whatever the semantics, so
// ordered atomics become unordered read-modify-writes there: the acquire
// load a fetch-and-add of 0, the release store an exchange.
// CHECK-lavapipe: OpAtomicIAdd %uint {{%\w+}} %uint_1 %uint_0
// CHECK-lavapipe: OpAtomicIAdd %uint {{%\w+}} %uint_1 %uint_0 %uint_0
// CHECK-lavapipe: OpAtomicExchange %uint {{%\w+}} %uint_2 %uint_0
// CHECK-lavapipe: OpAtomicUMax %uint {{%\w+}} %uint_3 %uint_0
// CHECK-lavapipe: OpAtomicExchange %uint {{%\w+}} %uint_1 %uint_0
// CHECK-COUNT-0-lavapipe: OpAtomicLoad
__kernel void c11_orders(__global atomic_int *p, __global atomic_uint *u,
                         __global int *out) {
  out[0] = atomic_fetch_add_explicit(p, 1, memory_order_relaxed);
  out[1] = atomic_load_explicit(p, memory_order_acquire, memory_scope_device);
  atomic_store_explicit(p, 2, memory_order_release, memory_scope_work_group);
  out[2] = atomic_fetch_max_explicit(u, 3u, memory_order_acq_rel,
                                     memory_scope_sub_group);
  out[3] = as_int(atomic_exchange_explicit((__global atomic_float *)p, 1.5f,
                                           memory_order_relaxed));
}
