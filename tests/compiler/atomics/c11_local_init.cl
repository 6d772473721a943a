// atomic_init is a plain store; a __local atomic's scope never exceeds the
// work-group (memory_scope_device becomes 2).
// CHECK: OpAtomicIAdd %uint {{%\w+}} %uint_2 %uint_0
__kernel void c11_local_init(__global int *out) {
  __local atomic_int count;
  if (get_local_id(0) == 0)
    atomic_init(&count, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add_explicit(&count, 1, memory_order_relaxed,
                            memory_scope_device);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = atomic_load_explicit(&count, memory_order_relaxed);
}
