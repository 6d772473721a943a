// -cl-fp32-correctly-rounded-divide-sqrt is about float: a double or half
// division stays the device's OpFDiv.
// TARGETS: desktop lavapipe
// OPTIONS: -cl-fp32-correctly-rounded-divide-sqrt
// CHECK-NOT: __vkcl_divide_cr_f32
// CHECK: OpFDiv %double
// CHECK: OpFDiv %half
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void k(global double *a, global half *h) {
  a[0] = a[1] / a[2];
  h[0] = h[1] / h[2];
}
