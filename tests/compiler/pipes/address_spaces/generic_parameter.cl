// OpenCL C 2.0: a helper's unqualified pointer parameter is in the generic
// address space; read_pipe through it stores the packet in the space the
// pointer's tag names. SwiftShader (no int64) has no generic address space.
// OPTIONS: -cl-std=CL2.0
// ERROR-swiftshader: the generic address space needs int64
// ERROR-AT-swiftshader: 7:44
int take(__read_only pipe float in, float *packet) {
  return read_pipe(in, packet);
}

__kernel void generic_parameter(__read_only pipe float in,
                                __global float *out) {
  float v = 0.0f;
  int s = take(in, &v);
  out[get_global_id(0)] = s == 0 ? v : -1.0f;
}
// CHECK-desktop: OpSwitch
// CHECK-lavapipe: OpSwitch
