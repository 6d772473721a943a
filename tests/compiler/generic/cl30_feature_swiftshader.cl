// Without int64 (SwiftShader) OpenCL C 3.0 has no generic address space:
// the feature macro is undefined and unqualified pointers stay __private.
// TARGETS: swiftshader
#ifdef __opencl_c_generic_address_space
#error "the generic address space is announced without int64"
#endif
// CHECK-NOT: OpSwitch
void put(int *p, int v) { *p = v; }
kernel void cl30_feature_swiftshader(global int *out) {
  int v;
  put(&v, 7);
  out[get_global_id(0)] = v;
}
