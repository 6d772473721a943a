// prefetch emits nothing: no memory access, no barrier, no arena.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "prefetch_only"
// CHECK-COUNT-0: {{OpLoad %\w+ %\w+ Aligned}}
// CHECK-COUNT-0: OpControlBarrier
// CHECK-COUNT-0: OpMemoryBarrier
// CHECK-COUNT-0: {{OpVariable %\w+ Workgroup}}
__kernel void prefetch_only(__global const float4 *in, __global int *out) {
  prefetch(in + get_global_id(0) * 4, 4);
  prefetch((__global const char *)in, 1024);
  out[get_global_id(0)] = (int)get_global_id(0);
}
