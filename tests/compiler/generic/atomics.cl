// OpenCL C 2.0 atomics on a generic object: the operation on __global or
// __local memory as the tag says (on __private memory atomics are
// undefined: nothing happens).
// OPTIONS: -cl-std=CL2.0
// TARGETS: desktop lavapipe
// CHECK: OpSwitch
// CHECK: OpAtomicIAdd
// CHECK: OpAtomicIAdd
int bump(volatile atomic_int *counter) {
  return atomic_fetch_add_explicit(counter, 1, memory_order_relaxed);
}
kernel void atomics(global atomic_int *g, global int *out) {
  local atomic_int l;
  if (get_local_id(0) == 0)
    atomic_init(&l, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = bump(g) + bump(&l);
}
