// CHECK: OpEntryPoint GLCompute {{%\w+}} "uint_div_rem"
// CHECK: OpUDiv
// CHECK: OpUMod
__kernel void uint_div_rem(__global const uint *a, __global const uint *b,
                           __global uint *q, __global uint *r) {
  size_t i = get_global_id(0);
  q[i] = a[i] / b[i];
  r[i] = a[i] % b[i];
}
