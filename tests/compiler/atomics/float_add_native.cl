// atomic_fetch_add and atomic_fetch_sub on float are the device's float
// atomic add (VK_EXT_shader_atomic_float) where it has one: in __global
// memory on both, in __local memory where the arena has a float view
// (explicit layouts: desktop; lavapipe's __local adds stay loops).
// Subtraction adds the negated operand. min and max stay loops everywhere.
// TARGETS: desktop lavapipe
// OPTIONS: -cl-std=CL2.0
// CHECK: OpCapability AtomicFloat32AddEXT
// CHECK: OpExtension "SPV_EXT_shader_atomic_float_add"
// CHECK: OpAtomicFAddEXT %float
// CHECK: OpFNegate %float
// CHECK: OpAtomicFAddEXT %float
// CHECK-COUNT-2-lavapipe: OpAtomicFAddEXT
// CHECK-COUNT-3-desktop: OpAtomicFAddEXT
// CHECK-COUNT-2-lavapipe: OpAtomicCompareExchange
// CHECK-COUNT-1-desktop: OpAtomicCompareExchange
__kernel void float_add_native(__global atomic_float *p, __global float *old,
                               __local atomic_float *l) {
  old[0] = atomic_fetch_add_explicit(p, old[4], memory_order_relaxed);
  old[1] = atomic_fetch_sub_explicit(p + 1, old[5], memory_order_relaxed);
  old[2] = atomic_fetch_add_explicit(l, old[6], memory_order_relaxed,
                                     memory_scope_work_group);
  old[3] = atomic_fetch_min_explicit(p + 2, 3.0f, memory_order_relaxed);
}
