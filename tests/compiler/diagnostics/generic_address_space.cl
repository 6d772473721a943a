// OpenCL C 2.0: an unqualified pointer parameter is in the generic address
// space, which vkcl does not support.
// OPTIONS: -cl-std=CL2.0
// ERROR: generic address space
void store(int *p, int v) { *p = v; }

__kernel void generic_address_space(__global int *out) {
  store(&out[get_global_id(0)], 1);
}
