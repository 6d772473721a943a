// Float division: Vulkan bounds OpFDiv only for |y| <= 2^126 (NVIDIA returns
// 0 beyond), so a larger divisor scales both operands by 1/4 first. Half
// divides in float (operators/divide_half.cl), whose range holds every
// half, so both float divisions test the divisor against 2^126. Double calls the library's correctly rounded
// division (library/double/divide.cl; its one OpFDiv is a reciprocal).
// CHECK: {{%\w+ = OpExtInst %float %\w+ FAbs}}
// CHECK: {{OpFOrdGreaterThan %bool %\w+ %float_8_50705917e_37}}
// CHECK: {{OpSelect %float %\w+ %float_0_25 %float_1}}
// CHECK: OpFDiv %float
// CHECK-desktop: OpFConvert %float
// CHECK-desktop: {{OpFOrdGreaterThan %bool %\w+ %float_8_50705917e_37}}
// CHECK-desktop: OpFDiv %float
// CHECK-desktop: OpFDiv %float
// CHECK-NOT-desktop: OpFDiv %half
// CHECK-desktop: OpFunction %void
// CHECK-NOT-desktop: FAbs
// CHECK-desktop: OpFunctionCall %double %__vkcl_divide_f64
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
kernel void divide(global float *f) {
  size_t i = get_global_id(0);
  f[i] = f[i] / f[i + 1];
}

#ifdef cl_khr_fp16
kernel void divide_half(global half *h) {
  size_t i = get_global_id(0);
  h[i] = h[i] / h[i + 1];
}
#endif

#ifdef cl_khr_fp64
kernel void divide_double(global double *d) {
  size_t i = get_global_id(0);
  d[i] = d[i] / d[i + 1];
}
#endif
