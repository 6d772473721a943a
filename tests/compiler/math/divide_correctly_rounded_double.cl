// -cl-fp32-correctly-rounded-divide-sqrt is about float: a half division
// stays vkcl's own (in float, corrected once: operators/divide_half.cl),
// and a double one the library's correctly rounded division, which it is
// without the option too.
// TARGETS: desktop lavapipe
// OPTIONS: -cl-fp32-correctly-rounded-divide-sqrt
// CHECK-NOT: __vkcl_divide_cr_f32
// CHECK: OpFunction %void
// CHECK: OpFunctionCall %double %__vkcl_divide_f64
// CHECK-NOT: OpFDiv %half
// CHECK: OpFDiv %float
// CHECK: OpFDiv %float
// CHECK-NOT: OpFDiv %half
// CHECK: OpReturn
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void k(global double *a, global half *h) {
  a[0] = a[1] / a[2];
  h[0] = h[1] / h[2];
}
