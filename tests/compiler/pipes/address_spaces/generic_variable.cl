// OpenCL C 2.0: an unqualified pointer variable is in the generic address
// space; write_pipe through it takes the packet from the space its tag
// names. SwiftShader (no int64) refuses it at the declaration.
// OPTIONS: -cl-std=CL2.0
// ERROR-swiftshader: the generic address space needs int64
// ERROR-AT-swiftshader: 10:8
__kernel void generic_variable(__write_only pipe int out, __global int *in) {
  size_t g = get_global_id(0);
  int v = in[g];
  int *p = &v;
  in[g] = write_pipe(out, p);
}
// CHECK-desktop: OpSwitch
// CHECK-lavapipe: OpSwitch
