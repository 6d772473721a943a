// Stress test, work-group reservations: producer work-group g reserves
// get_local_size(0) packets and work-item l writes (g, sent[g] + l) at
// index l; consumer work-group c reserves as many and work-item l reads
// index l into log[c * size + l], so the log keeps the reservation's order.
#include "StressPacket.h"

kernel void produce_wg(write_only pipe Packet p, global uint *sent,
                       global uint *failed, uint perEntity) {
  uint g = get_group_id(0), lid = get_local_id(0), size = get_local_size(0);
  // Every work-item reads sent[g] before work-item 0 changes it: that is
  // after the commit, which is a work-group barrier.
  uint seq = sent[g];
  if (seq >= perEntity)
    return;
  reserve_id_t r = work_group_reserve_write_pipe(p, size);
  if (!is_valid_reserve_id(r))
    return;
  Packet v = packetOf(g, seq + lid);
  if (write_pipe(p, r, lid, &v) != 0)
    failed[get_global_id(0)] = 1;
  work_group_commit_write_pipe(p, r);
  if (lid == 0)
    sent[g] = seq + size;
}

kernel void consume_wg(read_only pipe Packet p, global Packet *log) {
  reserve_id_t r = work_group_reserve_read_pipe(p, get_local_size(0));
  if (!is_valid_reserve_id(r))
    return;
  Packet v;
  v.producer = FAILED_READ;
  read_pipe(p, r, get_local_id(0), &v);
  work_group_commit_read_pipe(p, r);
  log[get_global_id(0)] = v;
}
