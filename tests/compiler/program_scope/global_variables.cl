// Program-scope __global variables (OpenCL C 3.0's
// __opencl_c_program_scope_global_variables): initialized data in the
// program's data segment after the __constant data, read and written through
// its address.
#ifndef __opencl_c_program_scope_global_variables
#error "program-scope global variables work but are not announced"
#endif
// CHECK: OpEntryPoint GLCompute {{%\w+}} "global_variables"
// The segment: bias (3), then counter (5) and scale (0.5f, 2.0f).
// CHECK: OpString "AwAAAAUAAAAAAAA/AAAAQA=="
global int counter = 5;
global float scale[2] = {0.5f, 2.0f};
constant int bias = 3;
kernel void global_variables(global int *out) {
  size_t g = get_global_id(0);
  out[g] = atomic_inc(&counter) + (int)scale[g & 1] + bias;
}
