// cl_khr_integer_dot_product (docs/mapping.md, integer dot product): exact
// 32-bit integer code on every target: four OpIMul lanes summed, bytes of
// packed operands extracted with shifts; no 8-bit types, no dot-product
// capability (the hardware path is not used yet).
// CHECK-COUNT-0: {{OpCapability Int8$}}
// CHECK-COUNT-0: DotProduct
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
// CHECK: OpIMul %v4uint
kernel void vectors(global uchar4 *u, global char4 *s, global uint *r,
                    global int *q) {
  size_t i = get_global_id(0);
  r[i] = dot(u[i], u[i + 1]) + dot_acc_sat(u[i], u[i + 1], r[i]);
  q[i] = dot(s[i], s[i + 1]) + dot(u[i], s[i]) + dot(s[i], u[i]) +
         dot_acc_sat(s[i], s[i + 1], q[i]) + dot_acc_sat(u[i], s[i], q[i]) +
         dot_acc_sat(s[i], u[i], q[i]);
}

// CHECK: OpShiftRightArithmetic %uint
kernel void packed(global uint *r, global int *q) {
  size_t i = get_global_id(0);
  uint a = r[i], b = r[i + 1];
  r[i] = dot_4x8packed_uu_uint(a, b) + dot_acc_sat_4x8packed_uu_uint(a, b, a);
  q[i] = dot_4x8packed_ss_int(a, b) + dot_4x8packed_us_int(a, b) +
         dot_4x8packed_su_int(a, b) + dot_acc_sat_4x8packed_ss_int(a, b, q[i]) +
         dot_acc_sat_4x8packed_us_int(a, b, q[i]) +
         dot_acc_sat_4x8packed_su_int(a, b, q[i]);
}
