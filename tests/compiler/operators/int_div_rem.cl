// Signed division truncates; % takes the dividend's sign. The remainder is
// a - (a / b) * b, never OpSRem, which NVIDIA's driver gets wrong for
// negative operands.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "int_div_rem"
// CHECK: OpSDiv
// CHECK-NOT: OpSRem
// CHECK: OpIMul
// CHECK: OpISub
// CHECK-COUNT-0: OpSRem
__kernel void int_div_rem(__global const int *a, __global const int *b,
                          __global int *q, __global int *r) {
  size_t i = get_global_id(0);
  q[i] = a[i] / b[i];
  r[i] = a[i] % b[i];
}
