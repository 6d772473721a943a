// Vulkan has no sequentially consistent atomics: an explicit seq_cst is
// refused by name (and OpenCL C 3.0 does not declare memory_order_seq_cst,
// so this needs -cl-std=CL2.0, which declares it).
// OPTIONS: -cl-std=CL2.0
// ERROR: sequentially consistent ordering
// ERROR-AT: 8:3
__kernel void seq_cst_refused(__global atomic_int *p) {
  atomic_fetch_add_explicit(p, 1, memory_order_seq_cst);
}
