// Chaining: the event of the first copy is passed to the next ones, which
// return it; one wait covers all three.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "event_chaining"
// CHECK: OpControlBarrier
__kernel void event_chaining(__global const short2 *a, __global const short2 *b,
                             __global int *out) {
  __local short2 tile[96];
  size_t base = get_group_id(0) * 32;
  event_t e = async_work_group_copy(tile, a + base, 32, 0);
  async_work_group_copy(tile + 32, b + base, 32, e);
  e = async_work_group_strided_copy(tile + 64, a + get_group_id(0), 32, 7, e);
  wait_group_events(1, &e);
  size_t l = get_local_id(0) & 31;
  out[get_global_id(0)] = tile[l].x + tile[32 + l].y + tile[64 + l].x;
}
