// The straightforward alternative to a pipe that a GLSL programmer writes
// first: a ring buffer with two atomic counters. The producer claims a slot
// with atomicAdd on the write counter and stores its packet there, the
// consumer claims one with atomicAdd on the read counter and loads it.
// There is no per-slot state, so it is NOT a correct bounded multi-producer
// multi-consumer queue under concurrency (a consumer can claim a slot whose
// packet is not stored yet, a producer can overwrite one not yet read, and
// a failed claim cannot be undone); it is right here only because the
// producer dispatch completes before the consumer starts and each moves
// exactly n packets. It is the usual baseline, the cost of the counters
// and nothing else. Packets are stored whole (packet-major), as such code
// does. Built per (SIDE, WORDS, PATH) as pipe.comp; counters at bytes 0
// and 128 of the ring object, packets from byte 256; capacity n.
//
// PATH 2 and 3 claim once per work-group (one atomicAdd by local id 0,
// handed over in shared memory), the shape of pipe_wg.cl and pipe_wg4.cl
// step for step: 1 or 4 packets a work-item, loads in the same places.
// With no capacity check and no commit, that is the least any queue with
// work-group claims can do per reservation: the work-group paths' floor.
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 256) in;

#if WORDS == 1
#define PACKET uint
#define ALIGN 4
#elif WORDS == 4
#define PACKET uvec4
#define ALIGN 16
#else
struct Packet64 {
  uvec4 q[4];
};
#define PACKET Packet64
#define ALIGN 16
#endif

layout(buffer_reference, std430, buffer_reference_align = ALIGN) buffer
Packets { PACKET v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Ring {
  uint writeCount;
  uint pad0[31];
  uint readCount;
};

layout(push_constant) uniform Args {
  uint64_t src;  // producer: the input packets
  uint64_t dst;  // consumer: the output packets
  uint64_t ring; // the ring object
  uint n;        // packets, and the ring's capacity
};

#ifndef PATH
#define PATH 0
#endif

#if PATH == 0
void main() {
  Ring r = Ring(ring);
  Packets slots = Packets(ring + 256);
  uint stride = gl_NumWorkGroups.x * 256;
  for (uint i = gl_GlobalInvocationID.x; i < n; i += stride) {
#if SIDE == 0
    PACKET v = Packets(src).v[i];
    slots.v[atomicAdd(r.writeCount, 1) % n] = v;
#else
    Packets(dst).v[i] = slots.v[atomicAdd(r.readCount, 1) % n];
#endif
  }
}
#else
#if PATH == 2
#define PER_ITEM 1
#else
#define PER_ITEM 4
#endif
shared uint claimed;

void main() {
  Ring r = Ring(ring);
  Packets slots = Packets(ring + 256);
  uint lid = gl_LocalInvocationIndex, size = 256 * PER_ITEM;
  Packets from = Packets(src), to = Packets(dst);
  for (uint base = gl_WorkGroupID.x * size; base < n;
       base += gl_NumWorkGroups.x * size) {
#if SIDE == 0 && PER_ITEM == 4
    PACKET v[4]; // pipe_wg4.cl loads its inputs before the reservation
    for (uint k = 0; k < 4; ++k)
      v[k] = from.v[base + k * 256 + lid];
#endif
    barrier(); // the last step's claim is read
    if (lid == 0)
#if SIDE == 0
      claimed = atomicAdd(r.writeCount, size) % n;
#else
      claimed = atomicAdd(r.readCount, size) % n;
#endif
    barrier();
    uint first = claimed; // n is a multiple of size: no wrap inside
#if PER_ITEM == 1
#if SIDE == 0
    slots.v[first + lid] = from.v[base + lid];
#else
    to.v[base + lid] = slots.v[first + lid];
#endif
#else
#if SIDE == 0
    for (uint k = 0; k < 4; ++k)
      slots.v[first + k * 256 + lid] = v[k];
#else
    PACKET v[4];
    for (uint k = 0; k < 4; ++k)
      v[k] = slots.v[first + k * 256 + lid];
    for (uint k = 0; k < 4; ++k)
      to.v[base + k * 256 + lid] = v[k];
#endif
#endif
  }
}
#endif
