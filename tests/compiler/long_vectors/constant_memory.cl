// 8- and 16-wide vectors in __constant memory: a kernel argument and a
// program-scope table (evaluated by clang, uploaded as the data segment).
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "constant_memory"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
__constant float8 table[2] = {(float8)(1, 2, 3, 4, 5, 6, 7, 8),
                              (float8)(-1.5f)};
__constant int16 ramp = (int16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
                                14, 15);

__kernel void constant_memory(__global float8 *out, __global int16 *iout,
                              __constant float8 *c, __constant int16 *ci) {
  size_t i = get_global_id(0);
  out[i] = c[i] + table[i & 1];
  iout[i] = ci[i].sfedcba9876543210 * ramp + (int16)(ramp.s3);
}
