// An OpenCL C 1.2 kernel.
// OPTIONS: -cl-std=CL1.2
// CHECK: OpEntryPoint GLCompute {{%\w+}} "cl12_kernel"
__kernel void cl12_kernel(__global float *data, float k) {
  size_t g = get_global_id(0);
  data[g] = data[g] * k + (float)get_local_id(0);
}
