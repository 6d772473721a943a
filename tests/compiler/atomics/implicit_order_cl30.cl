// Without __opencl_c_atomic_order_seq_cst, OpenCL C 3.0 has no forms
// without _explicit: clang itself reports them undeclared.
// ERROR: use of undeclared identifier 'atomic_fetch_add'
__kernel void implicit_order_cl30(__global atomic_int *p) {
  atomic_fetch_add(p, 1);
}
