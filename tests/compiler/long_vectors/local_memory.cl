// 8- and 16-wide vectors in __local memory: a static tile (1024 bytes, in
// the reflection's static local size) and a __local argument, with
// element writes through __local pointers.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "local_memory"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
// CHECK: {{OpVariable %\w+ Workgroup}}
// The reflection's static local size (record 6) is the tile's 1024 bytes.
// CHECK: {{OpExtInst %void %\w+ 6 %\w+ %uint_1024(_\d)?$}}
// CHECK: OpControlBarrier
__kernel void local_memory(__global float16 *out, __global const float16 *in,
                           __local char8 *scratch) {
  __local float16 tile[16];
  size_t i = get_global_id(0), l = get_local_id(0);
  tile[l] = in[i];
  scratch[l] = (char8)((char)l);
  scratch[l].s3 = (char)i;
  barrier(CLK_LOCAL_MEM_FENCE);
  __local float16 *t = tile + (15 - l);
  float16 v = *t;
  v.hi += tile[l].lo;
  v.s0 = (float)scratch[(l + 1) & 15].s3;
  out[i] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  t->s5 = 0.0f;
  t->odd = v.even;
}
