// Pipe benchmark, work-group reservations of 4 packets per work-item: per
// grid-stride step each work-group reserves 4 * get_local_size(0) packets,
// every work-item writes (reads) indices lid, lid + size, lid + 2 size and
// lid + 3 size (neighbouring work-items on neighbouring slots), and the
// group commits. The streaming form for small packets: a reservation costs
// the same whatever its size (bench/NOTES.md), so moving more packets per
// reservation is how a kernel amortises it. All loads of a step come before
// its stores (the inputs before the reservation, the packets before the
// outputs): `in`, `out` and the pipe are all device memory that may alias
// for the driver, which then cannot move a later load above an earlier
// store, and one load after another costs a memory round trip each. n is a
// multiple of 1024 = 4 x the bench's 256 work-items, so every step is
// whole.
#include "PipeTypes.h"

#define WORK_GROUP4_KERNELS(T, NAME)                                           \
  kernel void write_wg4_##NAME(global const T *in, write_only pipe T p,        \
                               uint n) {                                       \
    uint size = get_local_size(0), lid = get_local_id(0);                      \
    for (uint base = get_group_id(0) * 4 * size; base < n;                     \
         base += get_num_groups(0) * 4 * size) {                               \
      T v[4];                                                                  \
      for (uint k = 0; k < 4; ++k)                                             \
        v[k] = in[base + k * size + lid];                                      \
      reserve_id_t r = work_group_reserve_write_pipe(p, 4 * size);             \
      if (is_valid_reserve_id(r)) {                                            \
        for (uint k = 0; k < 4; ++k)                                           \
          write_pipe(p, r, k * size + lid, &v[k]);                             \
        work_group_commit_write_pipe(p, r);                                    \
      }                                                                        \
    }                                                                          \
  }                                                                            \
  kernel void read_wg4_##NAME(read_only pipe T p, global T *out, uint n) {     \
    uint size = get_local_size(0), lid = get_local_id(0);                      \
    for (uint base = get_group_id(0) * 4 * size; base < n;                     \
         base += get_num_groups(0) * 4 * size) {                               \
      reserve_id_t r = work_group_reserve_read_pipe(p, 4 * size);              \
      if (is_valid_reserve_id(r)) {                                            \
        T v[4];                                                                \
        uint got = 0;                                                          \
        for (uint k = 0; k < 4; ++k)                                           \
          if (read_pipe(p, r, k * size + lid, &v[k]) == 0)                     \
            got |= 1u << k;                                                    \
        for (uint k = 0; k < 4; ++k)                                           \
          if (got >> k & 1)                                                    \
            out[base + k * size + lid] = v[k];                                 \
        work_group_commit_read_pipe(p, r);                                     \
      }                                                                        \
    }                                                                          \
  }

FOR_EACH_PACKET(WORK_GROUP4_KERNELS)
