// OpenCL C 3.0 announces the generic address space exactly where it works
// (targets with int64), and unqualified pointers are generic there.
// TARGETS: desktop lavapipe
#ifndef __opencl_c_generic_address_space
#error "the generic address space works here but is not announced"
#endif
// CHECK: OpSwitch
void put(int *p, int v) { *p = v; }
kernel void cl30_feature(global int *out) { put(out + get_global_id(0), 7); }
