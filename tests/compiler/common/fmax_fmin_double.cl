// fmax/fmin on double keep the float compare: double denormals are kept
// (CL_FP_DENORM), so no compare reads a subnormal as zero.
// TARGETS: desktop lavapipe
// CHECK-COUNT-0: OpSNegate
// CHECK: OpFOrdLessThan %v2bool
// CHECK: OpSelect %v2double
kernel void k(global double2 *x) {
  size_t i = get_global_id(0);
  x[i] = fmax(x[i], x[i + 1]);
}
