// Float atomic arithmetic (cl_ext_float_atomics) is not lowered yet: named.
// OPTIONS: -cl-std=CL2.0
// ERROR: floating-point atomic arithmetic
__kernel void float_add_refused(__global atomic_float *p) {
  atomic_fetch_add_explicit(p, 1.0f, memory_order_relaxed);
}
