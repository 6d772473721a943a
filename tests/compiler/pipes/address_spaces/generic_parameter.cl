// OpenCL C 2.0: a helper's unqualified pointer parameter is in the generic
// address space; passing the packet pointer through it is diagnosed at the
// parameter, naming the generic address space.
// OPTIONS: -cl-std=CL2.0
// ERROR: generic address space
// ERROR-AT: 7:44
int take(__read_only pipe float in, float *packet) {
  return read_pipe(in, packet);
}

__kernel void generic_parameter(__read_only pipe float in,
                                __global float *out) {
  float v = 0.0f;
  int s = take(in, &v);
  out[get_global_id(0)] = s == 0 ? v : -1.0f;
}
