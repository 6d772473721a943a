// 8- and 16-wide vectors under -cl-std=CL1.2.
// OPTIONS: -cl-std=CL1.2
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "cl12"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
__kernel void cl12(__global float16 *out, __global const int8 *in) {
  size_t i = get_global_id(0);
  int8 v = in[i];
  out[i] = (float16)(as_float8(v), as_float8(v.s76543210)) * 2.0f;
}
