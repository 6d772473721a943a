// The stress test's packet (bench/pipe/stress/): who wrote it, its place in
// that producer's sequence, a payload that depends on both, and a checksum
// over everything, so the host can tell a packet that was lost, read twice,
// read out of its producer's order, or torn (words from different writes).
// The host computes the same function (PipeStress.cpp: packetOf).
//
// The kernels use no atomics besides the pipe's own (vkcl has no atomic
// builtins yet), which shapes the bookkeeping: every producer entity owns
// its sent[] word, every failure flag has one writer, and consumers write
// their packets to fixed places of a per-round log the host reads, checks
// and clears between rounds.
#ifndef VKCL_PIPE_STRESS_PACKET_H
#define VKCL_PIPE_STRESS_PACKET_H

typedef struct {
  uint producer;   // a work-item (wi, res4 producers) or a work-group (wg)
  uint seq;        // the producer's sequence number: 0, 1, 2, ...
  uint payload[5]; // hashes of (producer, seq, k)
  uint check;      // checksum of the seven words before
} Packet;          // 32 bytes

// Log slots no packet went to keep the host's fill (producer 0xFFFFFFFF);
// a read that failed inside a valid reservation leaves this producer.
#define FAILED_READ 0xFFFFFFFEu

inline uint mixBits(uint h) {
  h ^= h >> 16;
  h *= 0x7feb352du;
  h ^= h >> 15;
  h *= 0x846ca68bu;
  h ^= h >> 16;
  return h;
}

inline Packet packetOf(uint producer, uint seq) {
  Packet p;
  p.producer = producer;
  p.seq = seq;
  uint c = mixBits(0x5bd1e995u ^ producer);
  c = mixBits(c ^ seq);
  for (uint k = 0; k < 5; ++k) {
    p.payload[k] =
        mixBits(producer * 0x9e3779b1u + mixBits(seq + k * 0x632be5abu));
    c = mixBits(c ^ p.payload[k]);
  }
  p.check = c;
  return p;
}

#endif
