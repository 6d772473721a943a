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
// does. Built per (SIDE, WORDS) as pipe.comp; counters at bytes 0 and 128
// of the ring object, packets from byte 256; capacity n.
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
