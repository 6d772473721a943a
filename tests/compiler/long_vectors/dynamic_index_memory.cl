// v[k] with a run-time k on 8- and 16-wide vectors held in registers and in
// memory (__global, __local, private arrays), read and written.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "dynamic_index_memory"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
__kernel void dynamic_index_memory(__global float16 *f, __global char8 *c,
                                   __global const int *idx) {
  __local char8 tile[16];
  size_t i = get_global_id(0), l = get_local_id(0);
  int k = idx[i];
  float16 v = f[i];
  float s = v[k & 15];
  v[(k + 3) & 15] = s;
  f[i][k & 15] = v[(k + 1) & 15];
  f[i + 1][(k * 5) & 15] += 1.0f;
  tile[l & 15] = c[i];
  tile[l & 15][k & 7] = (char)k;
  barrier(CLK_LOCAL_MEM_FENCE);
  char8 arr[2] = {tile[(l + 1) & 15], c[i + 1]};
  arr[k & 1][(k >> 1) & 7] -= 1;
  c[i] = arr[0] ^ arr[1];
  f[i + 2] = v;
}
