// Stress test, per-work-item path: producer work-item e writes its next
// packet (e, sent[e]) with write_pipe and advances sent[e] only when the
// write succeeded; consumer work-item c reads one packet with read_pipe
// into log[c]. Neither waits: a full or empty pipe fails the call and the
// host's next round tries again.
#include "StressPacket.h"

kernel void produce_wi(write_only pipe Packet p, global uint *sent,
                       global uint *failed, uint perEntity) {
  uint e = get_global_id(0);
  uint seq = sent[e];
  if (seq >= perEntity)
    return;
  Packet v = packetOf(e, seq);
  if (write_pipe(p, &v) == 0)
    sent[e] = seq + 1;
}

kernel void consume_wi(read_only pipe Packet p, global Packet *log) {
  Packet v;
  if (read_pipe(p, &v) == 0)
    log[get_global_id(0)] = v;
}
