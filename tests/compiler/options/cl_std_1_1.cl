// -cl-std=CL1.1 reaches clang: __OPENCL_C_VERSION__ is 110.
// OPTIONS: -cl-std=CL1.1
// CHECK: OpEntryPoint GLCompute
#if __OPENCL_C_VERSION__ != 110
#error "not OpenCL C 1.1"
#endif
kernel void cl_std_1_1(global int *out) { out[get_global_id(0)] = 11; }
