// Under -cl-fp32-correctly-rounded-divide-sqrt a program's own float `/`
// and `/=` call the library's correctly rounded division lane by lane
// (library/float/divide.cl): a scalar, a float4 (four calls), `int /=
// float` (a float division) and the reciprocal 1.0f / x: seven calls.
// native_divide stays the device's OpFDiv, and so do the library's own
// divisions.
// OPTIONS: -cl-fp32-correctly-rounded-divide-sqrt
// CHECK-COUNT-1: OpName %__vkcl_divide_cr_f32 "
// CHECK: %__vkcl_divide_cr_f32 = OpFunction %float
// CHECK: OpFDiv %float
// CHECK: OpFDiv %float
// CHECK: OpFunction %void
// CHECK-COUNT-7: OpFunctionCall %float %__vkcl_divide_cr_f32 %
// CHECK: OpFDiv %float
// CHECK-NOT: OpFDiv
kernel void k(global float *a, global float4 *v, global int *n) {
  a[0] = a[1] / a[2];
  v[0] /= v[1];
  n[0] /= a[3];
  a[7] = 1.0f / a[8];
  a[4] = native_divide(a[5], a[6]);
}
