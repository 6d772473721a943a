// A program's own double `/` and `/=` call the library's correctly rounded
// division lane by lane (library/double/divide.cl): OpenCL wants double
// division correctly rounded, and Vulkan promises double OpFDiv only
// single precision's accuracy. Scalar, double2 (two calls), and `long /=
// double` (a double division): four calls; a constant quotient is folded.
// TARGETS: desktop lavapipe
// CHECK-COUNT-1: OpName %__vkcl_divide_f64 "
// CHECK-COUNT-4: OpFunctionCall %double %__vkcl_divide_f64 %
// CHECK: OpFunction %void
// CHECK-NOT: OpFDiv
// CHECK: OpReturn
kernel void k(global double *a, global double2 *v, global long *n) {
  a[0] = a[1] / a[2];
  v[0] /= v[1];
  n[0] /= a[3];
  a[4] = 1.0 / 3.0;
}
