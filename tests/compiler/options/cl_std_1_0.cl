// -cl-std=CL1.0 and CL1.1 reach clang: __OPENCL_C_VERSION__ is 100.
// OPTIONS: -cl-std=CL1.0
// CHECK: OpEntryPoint GLCompute
#if __OPENCL_C_VERSION__ != 100
#error "not OpenCL C 1.0"
#endif
kernel void cl_std_1_0(global int *out) { out[get_global_id(0)] = 10; }
