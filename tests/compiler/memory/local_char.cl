// Byte stores into the word-based local arena.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "local_char"
// CHECK: {{OpVariable %\w+ Workgroup}}
__kernel void local_char(__global const uchar *in, __global uchar *out) {
  __local uchar bytes[256];
  size_t lid = get_local_id(0) & 255;
  bytes[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = bytes[255 - lid];
}
