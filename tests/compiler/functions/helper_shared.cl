// One helper called from three kernels; each kernel is an entry point.
// CHECK-COUNT-3: OpEntryPoint GLCompute
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "shared_add"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "shared_sub"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "shared_mul"
int apply(int op, int a, int b) {
  switch (op) {
  case 0:
    return a + b;
  case 1:
    return a - b;
  default:
    return a * b;
  }
}

__kernel void shared_add(__global int *io, int k) {
  io[get_global_id(0)] = apply(0, io[get_global_id(0)], k);
}

__kernel void shared_sub(__global int *io, int k) {
  io[get_global_id(0)] = apply(1, io[get_global_id(0)], k);
}

__kernel void shared_mul(__global int *io, int k) {
  io[get_global_id(0)] = apply(2, io[get_global_id(0)], k);
}
