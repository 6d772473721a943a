// OpenCL C 2.0: `read_pipe(in, &v)` converts the __private pointer to the
// generic packet parameter implicitly, and vkcl looks through that (see
// private.cl). An explicit cast to the generic address space in the call,
// `(int *)&v`, is a generic pointer of the kernel's own: the packet moves in
// the space its tag names. SwiftShader (no int64) refuses it at the cast.
// OPTIONS: -cl-std=CL2.0
// ERROR-swiftshader: the generic address space needs int64
// ERROR-AT-swiftshader: 13:22
__kernel void generic_cast(__read_only pipe int in, __write_only pipe int out,
                           __global int *status) {
  int v = 0;
  int s = write_pipe(out, &v);
  s |= read_pipe(in, (int *)&v);
  status[get_global_id(0)] = s;
}
// CHECK-desktop: OpSwitch
// CHECK-lavapipe: OpSwitch
