// GLSL twin of bench/pipe/kernels/pipe_{wi,res4,wg}.cl: the same pipe
// (the object layout of src/include/vkcl/PipeLayout.h, so it runs on the
// very Pipe the vkcl kernels use) written by hand, with the same protocol
// as vkcl's lowering: a reservation reads the counter, checks the slot tags
// of the range, claims it with one compare-and-swap, packets move as
// atomic words (word-major), and a commit sets the tags. Work-item
// reservations of a sub-group are claimed with one compare-and-swap
// (exclusive scan of the counts); a work-group reservation is made by one
// work-item after all have checked a share of the tags.
// Memory ordering as in the lowering: every access to the pipe (counters,
// tags, packet words) is a relaxed device-scope atomic, and fences order
// the packet words: a device-scope acquire-release memoryBarrier after a
// work-item reservation's loop and before a work-item commit's tags, a
// work-group barrier with device memory scope at the end of a work-group
// reservation's loop and before its commit. Not acquire/release atomics:
// those sit in loops whose trip counts differ between sub-groups, where
// lavapipe (Mesa 22.3) loses invocations.
// Built once per (PATH, SIDE, WORDS): PATH 0 per work-item, 1 reservations
// of 4, 2 work-group reservations; SIDE 0 producer (input -> pipe), 1
// consumer (pipe -> output); WORDS 1, 4 or 16 32-bit words a packet.
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_vote : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 4) buffer
Words { uint w[]; };
#if WORDS == 1
layout(buffer_reference, std430, buffer_reference_align = 4) buffer
Packets { uint v[]; };
#else
layout(buffer_reference, std430, buffer_reference_align = 16) buffer
Packets { uvec4 v[]; };
#endif

layout(push_constant) uniform Args {
  uint64_t src;  // producer: the input packets
  uint64_t dst;  // consumer: the output packets
  uint64_t pipe; // the pipe object
  uint n;        // packets
};

// PipeLayout's header, in words.
const uint WritePosition = 0, ReadPosition = 32, CapacityWord = 64,
           LapsWord = 67, WrapWord = 68, DataWord = 69, Tags = 96;
#if SIDE == 0
const uint Counter = WritePosition;
#else
const uint Counter = ReadPosition;
#endif

Words P;
uint capacity, laps, wrap, data;

uint loadCounter() {
  return atomicLoad(P.w[Counter], gl_ScopeDevice, 0, gl_SemanticsRelaxed);
}

// Orders this work-item's pipe accesses before and after it (the lowering's
// OpMemoryBarrier Device, AcquireRelease|UniformMemory).
void fence() {
  memoryBarrier(gl_ScopeDevice, gl_StorageSemanticsBuffer,
                gl_SemanticsAcquireRelease);
}

uint advance(uint position, uint k) {
  uint sum = position + k;
  return sum >= wrap ? sum - wrap : sum;
}

bool claim(uint position, uint count) {
  return atomicCompSwap(P.w[Counter], position, advance(position, count),
                        gl_ScopeDevice, 0, gl_SemanticsRelaxed, 0,
                        gl_SemanticsRelaxed) == position;
}

uint nextLap(uint lap) { return lap + 1 == laps ? 0 : lap + 1; }

// The tag of a slot ready for this side in `lap`, and the one its commit
// leaves: a writer's commit makes it readable in the lap, a reader's frees
// it for the writer of the next lap.
uint readyTag(uint lap) { return SIDE == 0 ? 2 * lap : 2 * lap + 1; }
uint committedTag(uint lap) {
  return SIDE == 0 ? 2 * lap + 1 : 2 * nextLap(lap);
}

// Whether positions first + k, k = start, start + step, ... < count, are
// all ready for this side (relaxed: the reservation's fence or barrier
// orders the packet accesses after these loads).
bool rangeReady(uint first, uint start, uint count, uint step) {
  for (uint k = start; k < count; k += step) {
    uint position = advance(first, k);
    uint tag = atomicLoad(P.w[Tags + position % capacity], gl_ScopeDevice, 0,
                          gl_SemanticsRelaxed);
    if (tag != readyTag(position / capacity))
      return false;
  }
  return true;
}

// Relaxed: the commit's fence or barrier, before it, orders the packet
// accesses before these stores.
void publishRange(uint first, uint start, uint count, uint step) {
  for (uint k = start; k < count; k += step) {
    uint position = advance(first, k);
    atomicStore(P.w[Tags + position % capacity],
                committedTag(position / capacity), gl_ScopeDevice, 0,
                gl_SemanticsRelaxed);
  }
}

// A work-item's commit of `count` positions from `first`.
void commitItem(uint first, uint count) {
  fence(); // the packet accesses come before the tags
  publishRange(first, 0, count, 1);
}

// A work-item's reservation of `wanted` positions, claimed together with
// those of the sub-group's other active work-items; the first position,
// and in `granted` the count (0: no room, or not enough packets).
// The fence comes after the loop, not in it: the sub-groups' trip counts
// differ.
uint reserveItem(uint wanted, out uint granted) {
  uint first, mine;
  bool again;
  do {
    uint position =
        subgroupBroadcastFirst(subgroupElect() ? loadCounter() : 0u);
    uint before = subgroupExclusiveAdd(wanted);
    bool fits = before <= capacity && wanted <= capacity - before;
    first = advance(position, fits ? before : 0);
    bool ready = fits && rangeReady(first, 0, wanted, 1);
    bool anyNotReady = subgroupAny(!ready);
    uint firstNotReady = subgroupBallotFindLSB(subgroupBallot(!ready));
    // Granted in lane order up to the first range that is not ready.
    bool got =
        ready && (!anyNotReady || gl_SubgroupInvocationID < firstNotReady);
    mine = got ? wanted : 0;
    uint total = subgroupAdd(mine);
    bool retry = false;
    if (subgroupElect()) {
      if (total != 0)
        retry = !claim(position, total);
      else // nothing fits: a stale view of the counter, or no room
        retry = anyNotReady && loadCounter() != position;
    }
    again = subgroupBroadcastFirst(retry);
  } while (again);
  fence(); // the packet accesses come after the tag checks
  granted = mine;
  return first;
}

shared uint seen, notReady, outcome;
const uint Retry = 0, Claimed = 1, NoRoom = 2;

// The work-group's reservation of `count` positions (every work-item
// calls it): the first position, `claimed` false when there was no room.
uint reserveGroup(uint count, out bool claimed) {
  uint item = gl_LocalInvocationIndex;
  for (;;) {
    barrier(); // the last use of the shared words
    if (item == 0) {
      seen = loadCounter();
      notReady = 0;
    }
    barrier();
    uint position = seen;
    if (!rangeReady(position, item, count, 256))
      atomicStore(notReady, 1u, gl_ScopeWorkgroup, 0, gl_SemanticsRelaxed);
    barrier();
    if (item == 0) {
      if (notReady == 0)
        outcome = claim(position, count) ? Claimed : Retry;
      else
        outcome = loadCounter() != position ? Retry : NoRoom;
    }
    // Device scope: the packet accesses come after the tag checks (the
    // loop's trip count is the same for the whole work-group).
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeDevice,
                   gl_StorageSemanticsBuffer | gl_StorageSemanticsShared,
                   gl_SemanticsAcquireRelease);
    uint attempt = outcome;
    if (attempt != Retry) {
      claimed = attempt == Claimed;
      return position;
    }
  }
}

void commitGroup(uint first, uint count) {
  // Device scope: every work-item's packet accesses come before the tags.
  controlBarrier(gl_ScopeWorkgroup, gl_ScopeDevice,
                 gl_StorageSemanticsBuffer | gl_StorageSemanticsShared,
                 gl_SemanticsAcquireRelease);
  publishRange(first, gl_LocalInvocationIndex, count, 256);
}

// Packets: WORDS words, loaded and stored as uvec4s where they are whole.
struct Packet {
  uint w[WORDS];
};

Packet loadPacket(uint i) {
  Packet p;
  Packets s = Packets(src);
#if WORDS == 1
  p.w[0] = s.v[i];
#else
  for (uint q = 0; q < WORDS / 4; ++q) {
    uvec4 v = s.v[i * (WORDS / 4) + q];
    p.w[4 * q] = v.x;
    p.w[4 * q + 1] = v.y;
    p.w[4 * q + 2] = v.z;
    p.w[4 * q + 3] = v.w;
  }
#endif
  return p;
}

void storePacket(uint i, Packet p) {
  Packets d = Packets(dst);
#if WORDS == 1
  d.v[i] = p.w[0];
#else
  for (uint q = 0; q < WORDS / 4; ++q)
    d.v[i * (WORDS / 4) + q] =
        uvec4(p.w[4 * q], p.w[4 * q + 1], p.w[4 * q + 2], p.w[4 * q + 3]);
#endif
}

// Word k of a slot's packet is at data + k * capacity + slot.
void writeSlot(uint position, Packet p) {
  uint slot = position % capacity;
  for (uint k = 0; k < WORDS; ++k)
    atomicStore(P.w[data + k * capacity + slot], p.w[k], gl_ScopeDevice, 0,
                gl_SemanticsRelaxed);
}

Packet readSlot(uint position) {
  uint slot = position % capacity;
  Packet p;
  for (uint k = 0; k < WORDS; ++k)
    p.w[k] = atomicLoad(P.w[data + k * capacity + slot], gl_ScopeDevice, 0,
                        gl_SemanticsRelaxed);
  return p;
}

void main() {
  P = Words(pipe);
  capacity = P.w[CapacityWord];
  laps = P.w[LapsWord];
  wrap = P.w[WrapWord];
  data = P.w[DataWord] / 4;
  uint stride = gl_NumWorkGroups.x * 256;
#if PATH == 0
  for (uint i = gl_GlobalInvocationID.x; i < n; i += stride) {
#if SIDE == 0
    Packet v = loadPacket(i);
#endif
    uint granted;
    uint first = reserveItem(1, granted);
    if (granted != 0) {
#if SIDE == 0
      writeSlot(first, v);
      commitItem(first, 1);
#else
      Packet v = readSlot(first);
      commitItem(first, 1);
      storePacket(i, v);
#endif
    }
  }
#elif PATH == 1
  for (uint i = 4 * gl_GlobalInvocationID.x; i < n; i += 4 * stride) {
    uint granted;
    uint first = reserveItem(4, granted);
    if (granted == 0)
      continue;
    for (uint k = 0; k < 4; ++k) {
#if SIDE == 0
      writeSlot(advance(first, k), loadPacket(i + k));
#else
      storePacket(i + k, readSlot(advance(first, k)));
#endif
    }
    commitItem(first, 4);
  }
#else
  uint item = gl_LocalInvocationIndex;
  for (uint base = gl_WorkGroupID.x * 256; base < n;
       base += gl_NumWorkGroups.x * 256) {
    bool claimed;
    uint first = reserveGroup(256, claimed);
    if (claimed) {
#if SIDE == 0
      writeSlot(advance(first, item), loadPacket(base + item));
#else
      storePacket(base + item, readSlot(advance(first, item)));
#endif
      commitGroup(first, 256);
    }
  }
#endif
}
