// Histogram of bytes into 256 bins, the textbook shape of contended
// atomics: each work-group counts its share in __local bins with
// atomic_inc (16 a work-item per step, one per byte of a uint4, a quarter
// of them on one bin in the benchmark's input, so work-items of a group
// collide on it), then adds its non-zero bins into the global ones with
// atomic_add (at most 256 a group, contended across groups). Grid-stride
// over the buffer, one uint4 per work-item per step, as the other
// benchmarks read. OpenCL C 1.2 (NVIDIA's OpenCL runs the same source):
// the 1.1 atomic_* functions. Work-groups of 256, one local bin a
// work-item to zero and flush (required: another size would miscount).
// n: the number of uint4s; bins: zeroed by the host before every run.
#define COUNT(word)                                                            \
  atomic_inc(&local_bins[(word) & 0xFFu]);                                     \
  atomic_inc(&local_bins[((word) >> 8) & 0xFFu]);                              \
  atomic_inc(&local_bins[((word) >> 16) & 0xFFu]);                             \
  atomic_inc(&local_bins[(word) >> 24])

kernel __attribute__((reqd_work_group_size(256, 1, 1))) void
hist256(global const uint4 *in, global uint *bins, uint n) {
  local uint local_bins[256];
  uint lid = get_local_id(0);
  local_bins[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = get_global_id(0); i < n; i += get_global_size(0)) {
    uint4 v = in[i];
    COUNT(v.x);
    COUNT(v.y);
    COUNT(v.z);
    COUNT(v.w);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  uint count = local_bins[lid];
  if (count != 0)
    atomic_add(&bins[lid], count);
}
