// Broadcasts of vectors: 2-4 wide at once, 8/16 wide (arrays in SPIR-V)
// lane by lane (short2 lives in 32-bit lanes); broadcast_first of scalars.
// CHECK: OpGroupNonUniformBroadcast %v4float %uint_3
// CHECK-COUNT-16: OpGroupNonUniformBroadcast %uint %uint_3
// CHECK: OpGroupNonUniformBroadcast %v2uint %uint_3
// CHECK: OpGroupNonUniformBroadcastFirst %float %uint_3
__kernel void broadcast_vectors(__global float4 *a, __global uchar16 *b,
                                __global short2 *c, __global float *d) {
  size_t i = get_global_id(0);
  a[i] = sub_group_broadcast(a[i], 1u);
  b[i] = sub_group_non_uniform_broadcast(b[i], 0u);
  c[i] = sub_group_non_uniform_broadcast(c[i], 2u);
  d[i] = sub_group_broadcast_first(d[i]);
}
