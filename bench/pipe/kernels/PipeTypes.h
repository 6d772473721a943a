// The packet types of the pipe benchmark (bench/pipe/) and the macro that
// instantiates a kernel pair for each, so that one path's producer and
// consumer read the same for every type: what differs between rows is only
// the packet size.
#ifndef VKCL_BENCH_PIPE_TYPES_H
#define VKCL_BENCH_PIPE_TYPES_H

// A 64-byte record: a key, flags, two scalars and three float4s; aligned
// to 16 bytes by its float4 members, so an array of them has no padding.
typedef struct {
  uint key;
  uint flags;
  float weight;
  float score;
  float4 data[3];
} Record;

// FOR_EACH_PACKET(M): M(T, NAME) for every packet type; NAME is the
// kernel-name suffix the host asks for (write_wi_int, read_wg_struct64).
#define FOR_EACH_PACKET(M)                                                     \
  M(int, int)                                                                  \
  M(float4, float4)                                                            \
  M(Record, struct64)

#endif
