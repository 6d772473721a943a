// CHECK: OpEntryPoint GLCompute {{%\w+}} "uint4_mix"
// CHECK: OpTypeVector {{%u?int}} 4
__kernel void uint4_mix(__global const uint4 *in, __global uint4 *out) {
  size_t i = get_global_id(0);
  uint4 v = in[i];
  out[i] = (v ^ (v >> 3)) + (uint4)(1, 2, 3, 4);
}
