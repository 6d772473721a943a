// OpenCL C 2.0: an unqualified pointer parameter is in the generic address
// space: tagged 64-bit pointers, a switch on the tag for each access. A
// target without int64 gets a diagnostic naming the feature.
// OPTIONS: -cl-std=CL2.0
// ERROR-swiftshader: the generic address space needs int64
// ERROR-AT-swiftshader: 7:17
void store(int *p, int v) { *p = v; }

__kernel void generic_address_space(__global int *out) {
  store(&out[get_global_id(0)], 1);
}
// CHECK-desktop: OpSwitch
// CHECK-lavapipe: OpSwitch
