// Pipes under the default -cl-std=CL3.0 where the target has the generic
// address space (int64): __opencl_c_pipes is on, and the packet pointer's
// implicit conversion to generic is looked through as under 2.0.
// TARGETS: desktop lavapipe
#if !defined(__opencl_c_pipes) || !defined(__opencl_c_generic_address_space)
#error "pipes and the generic address space are missing under CL3.0"
#endif
// CHECK: OpEntryPoint GLCompute {{%\w+}} "cl30_pipes"
// CHECK-NOT: OpSwitch
__kernel void cl30_pipes(__read_only pipe int p, __global int *out) {
  int v;
  out[1] = read_pipe(p, &v);
  out[0] = v;
}
