// Stress test, work-item reservations of 4: producer work-item e reserves 4
// packets and writes (e, sent[e] + k) at index k; consumer work-item c
// reserves 4 and reads index k into log[4c + k], so the log keeps the
// reservation's order (the host checks that packets of one producer in it
// have increasing sequence numbers). A write or read that fails inside a
// valid reservation is flagged (failed[e], or FAILED_READ in the log).
#include "StressPacket.h"

kernel void produce_res4(write_only pipe Packet p, global uint *sent,
                         global uint *failed, uint perEntity) {
  uint e = get_global_id(0);
  uint seq = sent[e];
  if (seq >= perEntity)
    return;
  reserve_id_t r = reserve_write_pipe(p, 4);
  if (!is_valid_reserve_id(r))
    return;
  for (uint k = 0; k < 4; ++k) {
    Packet v = packetOf(e, seq + k);
    if (write_pipe(p, r, k, &v) != 0)
      failed[e] = 1;
  }
  commit_write_pipe(p, r);
  sent[e] = seq + 4;
}

kernel void consume_res4(read_only pipe Packet p, global Packet *log) {
  reserve_id_t r = reserve_read_pipe(p, 4);
  if (!is_valid_reserve_id(r))
    return;
  uint base = 4 * get_global_id(0);
  for (uint k = 0; k < 4; ++k) {
    Packet v;
    v.producer = FAILED_READ;
    read_pipe(p, r, k, &v);
    log[base + k] = v;
  }
  commit_read_pipe(p, r);
}
