// Work-sharing loops (`i = <an id>; i < N; i += <a size>`) are emitted over
// uniform rounds from 0, each work-item taking item round + its id when
// below N: the same items in the same order, with a trip count the same
// for every work-item of the group.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "share_uint"
// CHECK: OpEntryPoint GLCompute {{%\w+}} "share_int"
// CHECK: OpEntryPoint GLCompute {{%\w+}} "share_constant_bound"
// The three kernels' loops: a round counter from 0, the round test, then the
// per-item guard inside the loop.
// CHECK-COUNT-3: {{= OpPhi %uint %uint_0 }}
// CHECK: {{= OpPhi %uint %uint_0 }}
// CHECK: OpLoopMerge
// CHECK: OpULessThan
// CHECK: OpSelectionMerge
// CHECK: {{= OpPhi %uint %uint_0 }}
// CHECK: OpLoopMerge
// CHECK: OpSLessThan
// CHECK: OpSelectionMerge
__kernel void share_uint(__global const float *in, __global float *out) {
  __local float tile[300];
  for (uint i = get_local_id(0); i < 300; i += get_local_size(0))
    tile[i] = in[get_group_id(0) * 300 + i];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[get_local_id(0)];
}

__kernel void share_int(__global int *out, int n) {
  for (int i = get_local_linear_id(); i < n;
       i += get_local_size(0) * get_local_size(1)) {
    if (i % 3 == 0)
      continue;
    if (out[i] < 0)
      break;
    out[i] = i;
  }
}

// A bound that is a constant expression (a quarter of a tile, say).
__kernel void share_constant_bound(__global float *out) {
  for (uint i = get_local_id(0); i < 1200 / 4; i += get_local_size(0))
    vstore4((float4)(1.0f), i, out);
}
