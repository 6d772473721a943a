// Pipe benchmark, work-item reservations of 4: each work-item reserves 4
// packets, writes (reads) them by index 0..3 and commits, per grid-stride
// step over n / 4 groups of 4 consecutive packets. n is a multiple of 1024
// (the host's size unit), so there is no partial step.
#include "PipeTypes.h"

#define RESERVE4_KERNELS(T, NAME)                                              \
  kernel void write_res4_##NAME(global const T *in, write_only pipe T p,       \
                                uint n) {                                      \
    for (uint i = 4 * get_global_id(0); i < n; i += 4 * get_global_size(0)) {  \
      reserve_id_t r = reserve_write_pipe(p, 4);                               \
      if (!is_valid_reserve_id(r))                                             \
        continue;                                                              \
      for (uint k = 0; k < 4; ++k) {                                           \
        T v = in[i + k];                                                       \
        write_pipe(p, r, k, &v);                                               \
      }                                                                        \
      commit_write_pipe(p, r);                                                 \
    }                                                                          \
  }                                                                            \
  kernel void read_res4_##NAME(read_only pipe T p, global T *out, uint n) {    \
    for (uint i = 4 * get_global_id(0); i < n; i += 4 * get_global_size(0)) {  \
      reserve_id_t r = reserve_read_pipe(p, 4);                                \
      if (!is_valid_reserve_id(r))                                             \
        continue;                                                              \
      for (uint k = 0; k < 4; ++k) {                                           \
        T v;                                                                   \
        if (read_pipe(p, r, k, &v) == 0)                                       \
          out[i + k] = v;                                                      \
      }                                                                        \
      commit_read_pipe(p, r);                                                  \
    }                                                                          \
  }

FOR_EACH_PACKET(RESERVE4_KERNELS)
