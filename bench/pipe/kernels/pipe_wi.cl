// Pipe benchmark, per-work-item path: every packet goes in with one
// write_pipe(p, &v) and out with one read_pipe(p, &v). Grid-stride loops
// over the n packets (the bench grid: up to 32768 groups of 256), as the
// other benchmarks' kernels; the pipe's capacity is n, so no call may fail,
// and the host checks that none did (the output is a permutation of the
// input). A failed read leaves its output slot as it was (the poison).
#include "PipeTypes.h"

#define WORK_ITEM_KERNELS(T, NAME)                                             \
  kernel void write_wi_##NAME(global const T *in, write_only pipe T p,         \
                              uint n) {                                        \
    for (uint i = get_global_id(0); i < n; i += get_global_size(0)) {          \
      T v = in[i];                                                             \
      write_pipe(p, &v);                                                       \
    }                                                                          \
  }                                                                            \
  kernel void read_wi_##NAME(read_only pipe T p, global T *out, uint n) {      \
    for (uint i = get_global_id(0); i < n; i += get_global_size(0)) {          \
      T v;                                                                     \
      if (read_pipe(p, &v) == 0)                                               \
        out[i] = v;                                                            \
    }                                                                          \
  }

FOR_EACH_PACKET(WORK_ITEM_KERNELS)
