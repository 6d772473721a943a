// A copy loops over rounds of one unit per work-item with a uniform counter
// from 0 (so the driver sees the trip count of a tile copy once the
// work-group size is specialized), each work-item moving unit round + local
// id when it is below the count; not `for (k = id; k < n; k += size)`.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "uniform_rounds"
// CHECK-COUNT-2: {{= OpPhi %uint %uint_0 }}
// CHECK: {{= OpPhi %uint %uint_0 }}
// CHECK: OpLoopMerge
// CHECK: {{= OpIAdd %uint %\w+ %\w+}}
// CHECK: OpULessThan
// CHECK: OpSelectionMerge
__kernel void uniform_rounds(__global const float4 *in, __global float4 *out) {
  __local float4 tile[64];
  size_t base = get_group_id(0) * 64;
  event_t e = async_work_group_copy(tile, in + base, 64, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(out + base, tile, 64, 0);
  wait_group_events(1, &e);
}
