// Where Fma is fused (the desktop profile: NVIDIA), the correctly rounded
// float and double divisions take an ordinary path for operands and
// quotients well inside the normal range (library/float/divide.cl,
// library/double/divide.cl): a float OpFDiv for the reciprocal, q = x c,
// one correction and the exact remainder in fused multiply-adds (three),
// and for double one Newton step on the reciprocal first (five), no
// double OpFDiv. lavapipe, whose Fma may round twice, keeps the scaled
// path alone: no Fma at all, and a double OpFDiv for the reciprocal.
// TARGETS: desktop lavapipe
// OPTIONS: -cl-fp32-correctly-rounded-divide-sqrt
// CHECK-COUNT-0-lavapipe: Fma
// CHECK-COUNT-0-lavapipe: __vkcl_divide_cr_ordinary_f32
// CHECK-COUNT-0-lavapipe: __vkcl_divide_ordinary_f64
// CHECK-lavapipe: OpFDiv %double
// CHECK-desktop: %__vkcl_divide_ordinary_f64 = OpFunction %double
// CHECK-desktop: OpFConvert %float
// CHECK-desktop: OpFDiv %float
// CHECK-desktop: OpFConvert %double
// CHECK-COUNT-1-desktop: OpFDiv %double
// CHECK-desktop: Fma
// CHECK-desktop: Fma
// CHECK-desktop: Fma
// CHECK-desktop: Fma
// CHECK-desktop: Fma
// CHECK-NOT-desktop: Fma
// CHECK-desktop: OpFunctionEnd
// CHECK-desktop: %__vkcl_divide_cr_ordinary_f32 = OpFunction %float
// CHECK-desktop: OpFDiv %float
// CHECK-desktop: Fma
// CHECK-desktop: Fma
// CHECK-desktop: Fma
// CHECK-NOT-desktop: Fma
// CHECK-desktop: OpFunctionEnd
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void k(global float *a, global double *d) {
  a[0] = a[1] / a[2];
  d[0] = d[1] / d[2];
}
