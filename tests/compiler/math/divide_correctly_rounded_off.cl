// Without -cl-fp32-correctly-rounded-divide-sqrt a float division is the
// device's OpFDiv (2.5 ulp) and the library is not parsed for it.
// CHECK-NOT: __vkcl_divide_cr_f32
// CHECK: OpFDiv %float
// CHECK-NOT: OpFunctionCall
kernel void k(global float *a) { a[0] = a[1] / a[2]; }
