// GLSL twin of bench/pipe/kernels/pipe_{wi,res4,wg}.cl: the same pipe
// written by hand, on the very Pipe object the vkcl kernels use (layout
// src/include/vkcl/PipeLayout.h), with the protocol of vkcl's lowering
// (src/compiler/builtins/PipeRing.cpp):
// - A claim never retries and never looks at a slot: one fetch-and-add of
//   this side's credits, checked against the other side's frontier (writers:
//   the read frontier plus the capacity; readers: the write frontier), the
//   credits given back when they do not fit, else a second fetch-and-add
//   takes the positions. Below the frontiers every slot is ready, so the
//   positions handed out are.
// - Work-item reservations of a sub-group are claimed together by one
//   work-item (exclusive scan of the counts, granted in lane order up to
//   the first that does not fit); a work-group reservation by local id 0,
//   handed to the others through shared memory.
// - Packets move as relaxed atomic words, word-major (word k of slot s at
//   data + k * slots + s).
// - A commit stores the slots' tags, then (after a fence or barrier: a
//   counter that says complete must not run ahead of a tag) adds to the
//   counters of the blocks the range touches, and advances the frontier when
//   it lies in the range just published (else the slot's owner or the
//   advancer that reaches it goes on): the sub-group that takes the side's
//   advancer flag (atomic exchange, and only when the slot at the frontier is
//   ready: else its owner will come) moves the frontier with compare-and-swap
//   over whole blocks whose counters are complete (8 counters per work-item),
//   else over the ready slots of the frontier's block, 16 tags per work-item;
//   on giving the flag back it looks at the frontier again. In grids of up to
//   2^19 work-items an advancer that has made 2 scan steps and finds the
//   frontier's slot ready again hands over: it sets the side's help word and
//   leaves when the newest claimed slot is not committed yet (its committer,
//   which loads the word with the frontier, advances).
//   A work-item commit is its own (res4) or its sub-group's (read_pipe and
//   write_pipe: one block update for the sub-group's run); a work-group
//   commit shares the tags and blocks out over the work-group and its first
//   sub-group advances.
// Memory ordering as in the lowering: every access to the pipe (counters,
// flags, tags, block counters, packet words) is a relaxed device-scope
// atomic, and fences order the packet words: a device-scope acquire-release
// memoryBarrier after a work-item claim and before and after a work-item
// commit's tags, work-group barriers with device memory scope after a
// work-group claim and around its commit's tags; in the advance a fence
// before the frontier's compare-and-swap and one after the flag is given
// back, as vkcl has them on every target but lavapipe (Mesa 22.3 loses
// invocations to a fence in a loop whose trip count differs between
// sub-groups: this twin is for the GPU run). No acquire/release atomics.
// Built once per (PATH, SIDE, WORDS): PATH 0 per work-item, 1 reservations
// of 4, 2 work-group reservations, 3 work-group reservations of 4 packets
// per invocation; SIDE 0 producer (input -> pipe), 1 consumer (pipe ->
// output); WORDS 1, 4 or 16 32-bit words a packet; LOOP_FENCES (below).
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_basic : require

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

// PipeLayout, in words: the counters (a cache line each), the constants,
// the advancer flags, the tags.
const uint WritePosition = 0, WriteCredits = 32, WriteFrontier = 64,
           ReadPosition = 96, ReadCredits = 128, ReadFrontier = 160,
           CapacityWord = 192, SlotsWord = 195, SlotShiftWord = 196,
           BlockShiftWord = 197, CommitBlocksWord = 198,
           ReleaseBlocksWord = 199, DataWord = 200, WriteAdvancer = 224,
           WriteHelp = 232, ReadAdvancer = 240, ReadHelp = 248, Tags = 256;
#if SIDE == 0
const uint Position = WritePosition, Credits = WriteCredits,
           Frontier = WriteFrontier, Advancer = WriteAdvancer,
           Help = WriteHelp;
#else
const uint Position = ReadPosition, Credits = ReadCredits,
           Frontier = ReadFrontier, Advancer = ReadAdvancer, Help = ReadHelp;
#endif
// Tags and block counters a frontier scan checks per work-item and step.
const uint ScanSlots = 16, ScanBlocks = 8;

Words P;
uint capacity, mask, slots, slotShift, blockShift, blockSlots, blocks, data;

// The pipe's words: relaxed device-scope atomics, all of them.
uint load(uint word) {
  return atomicLoad(P.w[word], gl_ScopeDevice, 0, gl_SemanticsRelaxed);
}
void store(uint word, uint value) {
  atomicStore(P.w[word], value, gl_ScopeDevice, 0, gl_SemanticsRelaxed);
}
uint add(uint word, uint value) {
  return atomicAdd(P.w[word], value, gl_ScopeDevice, 0, gl_SemanticsRelaxed);
}
uint exchange(uint word, uint value) {
  return atomicExchange(P.w[word], value, gl_ScopeDevice, 0,
                        gl_SemanticsRelaxed);
}

// Orders this work-item's pipe accesses before and after it.
void fence() {
  memoryBarrier(gl_ScopeDevice, gl_StorageSemanticsBuffer,
                gl_SemanticsAcquireRelease);
}

// fence() in the advance's loops, as vkcl's lowering has it on every
// target but lavapipe (which loses invocations to a fence in a loop whose
// trip count differs between sub-groups): LOOP_FENCES 1 for the GPU run,
// 0 for a lavapipe smoke test.
void loopFence() {
#if LOOP_FENCES
  fence();
#endif
}

// A work-group barrier that orders device memory too.
void deviceBarrier() {
  controlBarrier(gl_ScopeWorkgroup, gl_ScopeDevice,
                 gl_StorageSemanticsBuffer | gl_StorageSemanticsShared,
                 gl_SemanticsAcquireRelease);
}

// The tag this side's commit leaves at a position of lap l: committed
// (2l + 1) for writers, free for the next lap's writer (2l + 2) for readers.
uint committedTag(uint position) {
  uint lap = position >> slotShift;
  return SIDE == 0 ? 2 * lap + 1 : 2 * lap + 2;
}

// Whether a position is committed (writers) or released (readers).
bool ready(uint position) {
  return load(Tags + (position & mask)) == committedTag(position);
}

// This side's counter of the block holding a position, and whether the
// block is complete in the position's lap (one per slot and lap).
uint blockCounter(uint position) {
  return blocks + ((position & mask) >> blockShift);
}
bool blockComplete(uint position) {
  return load(blockCounter(position)) == ((position >> slotShift) + 1)
                                             << blockShift;
}

// --- Claims ---

// Adds `wanted` to this side's credits: the room there was for them (0
// when the pipe is full for writers, empty for readers). The bound is
// loaded first: it only grows, so an older one is safe, and both loads are
// in flight together.
uint takeCredits(uint wanted) {
#if SIDE == 0
  uint bound = load(ReadFrontier) + capacity;
#else
  uint bound = load(WriteFrontier);
#endif
  return uint(max(int(bound - add(Credits, wanted)), 0));
}

// A work-item's reservation and the sub-group's run of granted positions it
// is part of (one block update for all of them in read_pipe/write_pipe).
struct Reservation {
  uint first, count;
  uint runFirst, runCount;
};

// A reservation of `count` positions by this work-item, claimed together
// with the other active work-items of its sub-group by one of them. Count
// 0 when the pipe had no room for it (or not the packets).
Reservation reserveItem(uint count) {
  uint wanted = count <= capacity ? count : 0;
  uint before = subgroupExclusiveAdd(wanted);
  uint total = subgroupAdd(wanted);
  bool leader = subgroupElect();
  uint room = 0;
  if (leader && total != 0)
    room = takeCredits(total);
  room = subgroupBroadcastFirst(room);
  // Granted in lane order up to the first range that does not fit.
  bool fits = wanted != 0 && before <= room && wanted <= room - before;
  uint mine = fits ? wanted : 0;
  uint granted = subgroupAdd(mine);
  uint base = 0;
  if (leader) {
    if (granted != total)
      add(Credits, granted - total); // the credits that did not fit back
    if (granted != 0)
      base = add(Position, granted);
  }
  base = subgroupBroadcastFirst(base);
  fence(); // the packet accesses come after the claim
  return Reservation(base + before, mine, base, granted);
}

shared uint claimFirst, claimCount;

// A reservation of `count` positions by the work-group (every work-item
// calls it): local id 0 claims, the others read the claim from shared
// memory. Count 0 when the pipe had no room (or not the packets).
uvec2 reserveGroup(uint count) {
  barrier(); // the shared words' last use is over
  if (gl_LocalInvocationIndex == 0) {
    uint wanted = count <= capacity ? count : 0;
    claimFirst = 0;
    claimCount = 0;
    if (wanted != 0) {
      if (wanted <= takeCredits(wanted)) {
        claimFirst = add(Position, wanted);
        claimCount = wanted;
      } else {
        add(Credits, -wanted);
      }
    }
  }
  deviceBarrier(); // and the packet accesses come after the claim
  return uvec2(claimFirst, claimCount);
}

// --- Commits ---

// Tags of positions first + k, k = start, start + step, ... < count.
void storeTags(uint first, uint count, uint start, uint step) {
  for (uint k = start; k < count; k += step)
    store(Tags + ((first + k) & mask), committedTag(first + k));
}

// The range's slots added to the counters of the blocks it touches, the
// j-th block for j = start, start + step, ...
void addToBlocks(uint first, uint count, uint start, uint step) {
  if (count == 0)
    return;
  uint base = first & ~(blockSlots - 1);
  uint end = first + count;
  uint touched = (end - base + blockSlots - 1) >> blockShift;
  for (uint j = start; j < touched; j += step) {
    uint at = base + (j << blockShift);
    uint low = j == 0 ? first : at;
    uint high = end - at < blockSlots ? end : at + blockSlots;
    add(blockCounter(at), high - low);
  }
}

// Leading ready positions among the ScanSlots from `first`, at most `limit`.
uint readyRun(uint first, uint limit) {
  uint tags[ScanSlots];
  [[unroll]] for (uint j = 0; j < ScanSlots; ++j) // all in flight together
    tags[j] = load(Tags + ((first + j) & mask));
  uint run = 0;
  bool alive = true;
  [[unroll]] for (uint j = 0; j < ScanSlots; ++j) {
    alive = alive && j < limit && tags[j] == committedTag(first + j);
    run += alive ? 1 : 0;
  }
  return run;
}

// Scan steps an advancer makes before it hands over: 2 in grids the GPU
// holds at once (up to 2^19 work-items), else unbounded.
uint budget() {
  return gl_NumWorkGroups.x <= (1u << 19) / gl_WorkGroupSize.x ? 2u : ~0u;
}

// The advancer's scans, with the active work-items of the sub-group: move
// the frontier until the slot at it is not ready, or `steps` (counted
// across scans) reaches the budget.
void scan(inout uint steps) {
  uvec4 members = subgroupBallot(true);
  uint rank = subgroupBallotExclusiveBitCount(members);
  uint lanes = subgroupBallotBitCount(members);
  bool again;
  do {
    uint seen = 0;
    bool head = false;
    if (subgroupElect()) {
      seen = load(Frontier);
      head = ready(seen);
    }
    seen = subgroupBroadcastFirst(seen);
    again = false;
    if (subgroupBroadcastFirst(head)) {
      uint start = seen & ~(blockSlots - 1);
      uint left = start + blockSlots - seen; // the frontier's block from it
      // Whole blocks, ScanBlocks per work-item: how many complete ones in
      // a row.
      uint laneFirst = rank * ScanBlocks;
      uint run = 0;
      bool alive = true;
      [[unroll]] for (uint j = 0; j < ScanBlocks; ++j) {
        alive = alive && blockComplete(start + ((laneFirst + j) << blockShift));
        run += alive ? 1 : 0;
      }
      uint complete = subgroupMin(run < ScanBlocks ? laneFirst + run
                                                   : lanes * ScanBlocks);
      uint length;
      bool sawAll; // the scan ended on a ready position: go on after it
      if (complete != 0) {
        length = start + (complete << blockShift) - seen;
        sawAll = complete == lanes * ScanBlocks;
      } else {
        // Else the ready slots of the frontier's block, ScanSlots a lane.
        uint offset = rank * ScanSlots;
        uint run = readyRun(seen + offset, left > offset ? left - offset : 0);
        uint firstShort = subgroupMin(run < ScanSlots ? rank : lanes);
        length = firstShort * ScanSlots +
                 subgroupAdd(rank == firstShort ? run : 0);
        sawAll = length == left || length == lanes * ScanSlots;
      }
      // Again when the compare-and-swap lost (another advancer's step: look
      // at the frontier anew) or the scan saw nothing but ready positions.
      if (subgroupElect() && length != 0) {
        loopFence(); // what the scan saw ready before the move
        again = atomicCompSwap(P.w[Frontier], seen, seen + length,
                               gl_ScopeDevice, 0, gl_SemanticsRelaxed, 0,
                               gl_SemanticsRelaxed) != seen ||
                sawAll;
      }
      again = subgroupBroadcastFirst(again);
    }
    ++steps;
  } while (again && steps < budget());
}

// The flag is given back and the frontier's slot is ready again: ask for
// help, then leave (false) when the newest claimed slot is at or past the
// frontier and not committed: its committer stores its tags, then loads
// the word, so one of the two sees the other's store.
bool goOn() {
  store(Help, 1);
  loopFence();
  uint seen = load(Frontier);
  uint claimed = load(Position);
  uint room = claimed - seen;
  return !(room != 0 && room < 0x80000000u && !ready(claimed - 1));
}

// Moves this side's frontier over what is ready, with the active
// work-items of the sub-group: only when the frontier lies in a range one
// of them has just published, [first, first + count) (else the slot's owner
// or the advancer that reaches it goes on), only when the slot at the
// frontier is ready (else its owner will come), and only one sub-group at a
// time (the advancer flag; the others leave their slots to it).
void advance(uint first, uint count) {
  uint frontier = 0, help = 0;
  if (subgroupElect()) {
    frontier = load(Frontier);
    help = load(Help);
  }
  bool mine = subgroupBroadcastFirst(frontier) - first < count;
  bool helping = subgroupBroadcastFirst(help) != 0;
  if (subgroupMax(mine ? 1u : 0u) == 0 && !helping)
    return;
  if (helping)
    fence(); // see the ready slots the one that asked saw
  uint steps = 0;
  bool again;
  do {
    bool advancing = false;
    if (subgroupElect()) {
      advancing = ready(load(Frontier)) && exchange(Advancer, 1) == 0;
      if (advancing && helping)
        store(Help, 0); // the call is answered
    }
    again = false;
    if (subgroupBroadcastFirst(advancing)) {
      scan(steps);
      if (subgroupElect()) {
        // Exchanged, not stored: reading the flag from a committer that
        // found it taken orders its tags before this look at the frontier.
        exchange(Advancer, 0);
        loopFence();
        again = ready(load(Frontier));
        if (again && steps >= budget())
          again = goOn();
      }
      again = subgroupBroadcastFirst(again);
    }
  } while (again);
}

// A work-item's commit of its own reservation (res4).
void commitItem(uint first, uint count) {
  fence(); // the packet accesses come before the tags
  storeTags(first, count, 0, 1);
  fence(); // the tags before the block counters and the frontier scan
  addToBlocks(first, count, 0, 1);
  advance(first, count);
}

// The commit of a reservation from reserveItem by every work-item that
// made one together (read_pipe, write_pipe): each its tags, one the blocks
// of the sub-group's run.
void commitRun(Reservation r) {
  fence();
  storeTags(r.first, r.count, 0, 1);
  fence();
  if (subgroupElect())
    addToBlocks(r.runFirst, r.runCount, 0, 1);
  advance(r.runFirst, r.runCount);
}

// The work-group's commit (every work-item calls it).
void commitGroup(uint first, uint count) {
  deviceBarrier(); // every work-item's packet accesses before the tags
  storeTags(first, count, gl_LocalInvocationIndex, gl_WorkGroupSize.x);
  deviceBarrier(); // all the tags before the blocks and the frontier scan
  addToBlocks(first, count, gl_LocalInvocationIndex, gl_WorkGroupSize.x);
  if (gl_SubgroupID == 0)
    advance(first, count);
}

// --- Packets: WORDS words, loaded and stored as uvec4s where whole ---

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

void writeSlot(uint position, Packet p) {
  uint slot = position & mask;
  for (uint k = 0; k < WORDS; ++k)
    store(data + k * slots + slot, p.w[k]);
}

Packet readSlot(uint position) {
  uint slot = position & mask;
  Packet p;
  for (uint k = 0; k < WORDS; ++k)
    p.w[k] = load(data + k * slots + slot);
  return p;
}

void main() {
  P = Words(pipe);
  capacity = P.w[CapacityWord];
  slots = P.w[SlotsWord];
  mask = slots - 1;
  slotShift = P.w[SlotShiftWord];
  blockShift = P.w[BlockShiftWord];
  blockSlots = 1u << blockShift;
  blocks = P.w[SIDE == 0 ? CommitBlocksWord : ReleaseBlocksWord] / 4;
  data = P.w[DataWord] / 4;
  uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
#if PATH == 0
  for (uint i = gl_GlobalInvocationID.x; i < n; i += stride) {
#if SIDE == 0
    Packet v = loadPacket(i);
    Reservation r = reserveItem(1);
    if (r.count != 0)
      writeSlot(r.first, v);
    commitRun(r);
#else
    Reservation r = reserveItem(1);
    Packet v;
    if (r.count != 0)
      v = readSlot(r.first);
    commitRun(r);
    if (r.count != 0)
      storePacket(i, v);
#endif
  }
#elif PATH == 1
  for (uint i = 4 * gl_GlobalInvocationID.x; i < n; i += 4 * stride) {
    Reservation r = reserveItem(4);
    if (r.count == 0)
      continue;
    for (uint k = 0; k < 4; ++k) {
#if SIDE == 0
      writeSlot(r.first + k, loadPacket(i + k));
#else
      storePacket(i + k, readSlot(r.first + k));
#endif
    }
    commitItem(r.first, r.count);
  }
#elif PATH == 2
  uint item = gl_LocalInvocationIndex;
  for (uint base = gl_WorkGroupID.x * gl_WorkGroupSize.x; base < n;
       base += stride) {
    uvec2 r = reserveGroup(gl_WorkGroupSize.x);
    if (r.y != 0) {
#if SIDE == 0
      writeSlot(r.x + item, loadPacket(base + item));
#else
      storePacket(base + item, readSlot(r.x + item));
#endif
      commitGroup(r.x, r.y);
    }
  }
#else
  // Work-group reservations of 4 packets per invocation, neighbouring
  // invocations on neighbouring slots; all loads of a step before its
  // stores, as in pipe_wg4.cl.
  uint item = gl_LocalInvocationIndex;
  uint size = gl_WorkGroupSize.x;
  for (uint base = gl_WorkGroupID.x * 4 * size; base < n; base += 4 * stride) {
    Packet v[4];
#if SIDE == 0
    for (uint k = 0; k < 4; ++k)
      v[k] = loadPacket(base + k * size + item);
    uvec2 r = reserveGroup(4 * size);
    if (r.y != 0) {
      for (uint k = 0; k < 4; ++k)
        writeSlot(r.x + k * size + item, v[k]);
      commitGroup(r.x, r.y);
    }
#else
    uvec2 r = reserveGroup(4 * size);
    if (r.y != 0) {
      for (uint k = 0; k < 4; ++k)
        v[k] = readSlot(r.x + k * size + item);
      for (uint k = 0; k < 4; ++k)
        storePacket(base + k * size + item, v[k]);
      commitGroup(r.x, r.y);
    }
#endif
  }
#endif
}
