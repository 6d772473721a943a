// Pipe benchmark, work-group reservations: per grid-stride step each
// work-group reserves get_local_size(0) packets, every work-item writes
// (reads) index get_local_id(0), and the group commits. The loop bound is
// the group's base, the same for all its work-items, as the work-group
// functions require; n is a multiple of 1024, so every step is whole.
#include "PipeTypes.h"

#define WORK_GROUP_KERNELS(T, NAME)                                            \
  kernel void write_wg_##NAME(global const T *in, write_only pipe T p,         \
                              uint n) {                                        \
    uint size = get_local_size(0), lid = get_local_id(0);                      \
    for (uint base = get_group_id(0) * size; base < n;                         \
         base += get_num_groups(0) * size) {                                   \
      reserve_id_t r = work_group_reserve_write_pipe(p, size);                 \
      if (is_valid_reserve_id(r)) {                                            \
        T v = in[base + lid];                                                  \
        write_pipe(p, r, lid, &v);                                             \
        work_group_commit_write_pipe(p, r);                                    \
      }                                                                        \
    }                                                                          \
  }                                                                            \
  kernel void read_wg_##NAME(read_only pipe T p, global T *out, uint n) {      \
    uint size = get_local_size(0), lid = get_local_id(0);                      \
    for (uint base = get_group_id(0) * size; base < n;                         \
         base += get_num_groups(0) * size) {                                   \
      reserve_id_t r = work_group_reserve_read_pipe(p, size);                  \
      if (is_valid_reserve_id(r)) {                                            \
        T v;                                                                   \
        if (read_pipe(p, r, lid, &v) == 0)                                     \
          out[base + lid] = v;                                                 \
        work_group_commit_read_pipe(p, r);                                     \
      }                                                                        \
    }                                                                          \
  }

FOR_EACH_PACKET(WORK_GROUP_KERNELS)
