// OpenCL C 2.0 pipes, the basics: write_pipe/read_pipe round trips between
// a producer and a consumer kernel (every packet exactly once, each
// producer work-item's order kept), a full pipe refusing exactly the writes
// that do not fit and an empty one every read, get_pipe_num_packets and
// get_pipe_max_packets (through either access) against the host's count,
// pipes that persist across dispatches and programs, wrap-around of a small
// pipe over many laps (one work-item against a host FIFO model, and many
// work-items per dispatch), the 32-bit position counters wrapping at the
// end of their range (for a pipe of one block and one of several), and
// Pipe::reset.
//
// Reservations are in PipeReservationTest.cpp, work-group and sub-group
// forms in PipeGroupsTest.cpp, packet types and address spaces in
// PipeTypesTest.cpp, producers and consumers running at the same time in
// PipeConcurrencyTest.cpp.
#include "Pipes.h"

#include "vkcl/PipeLayout.h"

#include <deque>

namespace vkcl::e2e {
namespace {

class Pipes : public PipeFixture {};

TEST_F(Pipes, CreateReportsItsShape) {
  Pipe pipe = makePipe(16, 37);
  EXPECT_EQ(pipe.packetSize(), 16u);
  EXPECT_EQ(pipe.maxPackets(), 37u);
  EXPECT_GE(pipe.buffer().size(), PipeLayout::geometry(16, 37).totalBytes);
  EXPECT_EQ(hostPackets(pipe), 0u);
  EXPECT_EQ(kernelInfo(pipe, true), std::make_pair(0u, 37u));
  EXPECT_EQ(kernelInfo(pipe, false), std::make_pair(0u, 37u));
  // A pipe of one packet works like any other.
  Pipe one = makePipe(16, 1);
  EXPECT_TRUE(countSuccesses(produce(one, 4, 1, 9), 1));
  EXPECT_EQ(kernelInfo(one, false), std::make_pair(1u, 1u));
  std::vector<Packet> out;
  EXPECT_TRUE(countSuccesses(consume(one, 4, 1, out), 1));
  EXPECT_EQ(hostPackets(one), 0u);
}

TEST_F(Pipes, RoundTripEveryPacketOnce) {
  constexpr uint32_t Producers = 64, PerProducer = 8, Consumers = 128,
                     PerConsumer = 4, Total = Producers * PerProducer;
  Pipe pipe = makePipe(16, Total);
  std::vector<Packet> written;
  auto ws = produce(pipe, Producers, PerProducer, 7, &written, 16);
  ASSERT_TRUE(countSuccesses(ws, Total));
  EXPECT_EQ(hostPackets(pipe), Total);
  EXPECT_EQ(kernelInfo(pipe, true), std::make_pair(Total, Total));

  std::vector<Packet> read;
  auto rs = consume(pipe, Consumers, PerConsumer, read, 32);
  ASSERT_TRUE(countSuccesses(rs, Total));
  EXPECT_TRUE(sameMultiset(read, written));
  // Each consumer work-item's reads come in pipe order, so what it got from
  // one producer comes in that producer's order.
  for (uint32_t c = 0; c < Consumers; ++c)
    EXPECT_TRUE(perProducerIncreasing(
        {read.begin() + c * PerConsumer, read.begin() + (c + 1) * PerConsumer},
        "consumer " + std::to_string(c)));
  EXPECT_EQ(hostPackets(pipe), 0u);
  EXPECT_EQ(kernelInfo(pipe, false), std::make_pair(0u, Total));
  EXPECT_TRUE(countSuccesses(consume(pipe, Consumers, 1, read), 0))
      << "reads of the drained pipe";
}

TEST_F(Pipes, OneReaderSeesEveryWriterInOrder) {
  constexpr uint32_t Producers = 32, PerProducer = 16;
  Pipe pipe = makePipe(16, 600);
  std::vector<Packet> written;
  ASSERT_TRUE(countSuccesses(produce(pipe, Producers, PerProducer, 1, &written),
                             Producers * PerProducer));
  std::vector<Packet> read = drain(pipe, 1000);
  EXPECT_TRUE(sameMultiset(read, written));
  EXPECT_TRUE(perProducerIncreasing(read));
}

TEST_F(Pipes, OneWriterManyReaders) {
  constexpr uint32_t Count = 256, Readers = 64, PerReader = 4;
  Pipe pipe = makePipe(16, Count);
  std::vector<Packet> written;
  ASSERT_TRUE(countSuccesses(produce(pipe, 1, Count, 3, &written), Count));
  std::vector<Packet> read;
  ASSERT_TRUE(
      countSuccesses(consume(pipe, Readers, PerReader, read, 8), Count));
  EXPECT_TRUE(sameMultiset(read, written));
  for (uint32_t r = 0; r < Readers; ++r)
    EXPECT_TRUE(perProducerIncreasing(
        {read.begin() + r * PerReader, read.begin() + (r + 1) * PerReader},
        "reader " + std::to_string(r)));
}

TEST_F(Pipes, FullPipeRefusesExactlyTheRest) {
  constexpr uint32_t Capacity = 37, Writers = 100;
  Pipe pipe = makePipe(16, Capacity);
  std::vector<Packet> written;
  auto ws = produce(pipe, Writers, 1, 5, &written, 4);
  ASSERT_TRUE(countSuccesses(ws, Capacity));
  EXPECT_EQ(hostPackets(pipe), Capacity);
  EXPECT_EQ(kernelInfo(pipe, true), std::make_pair(Capacity, Capacity));
  EXPECT_EQ(kernelInfo(pipe, false), std::make_pair(Capacity, Capacity));
  EXPECT_TRUE(countSuccesses(produce(pipe, 10, 2, 6), 0))
      << "writes to the full pipe";
  EXPECT_EQ(hostPackets(pipe), Capacity);

  std::vector<Packet> read;
  auto rs = consume(pipe, Writers, 1, read, 4);
  ASSERT_TRUE(countSuccesses(rs, Capacity));
  EXPECT_TRUE(sameMultiset(succeeded(read, rs), succeeded(written, ws)))
      << "what was read against the writes that returned 0";
  EXPECT_EQ(hostPackets(pipe), 0u);
}

TEST_F(Pipes, EmptyPipeRefusesEveryRead) {
  Pipe pipe = makePipe(16, 16);
  std::vector<Packet> read;
  EXPECT_TRUE(countSuccesses(consume(pipe, 64, 2, read), 0));
  EXPECT_EQ(hostPackets(pipe), 0u);
  std::vector<Packet> written;
  ASSERT_TRUE(countSuccesses(produce(pipe, 1, 1, 11, &written), 1));
  auto rs = consume(pipe, 64, 1, read);
  ASSERT_TRUE(countSuccesses(rs, 1));
  EXPECT_TRUE(sameMultiset(succeeded(read, rs), written));
  EXPECT_EQ(kernelInfo(pipe, true), std::make_pair(0u, 16u));
}

TEST_F(Pipes, PersistAcrossDispatches) {
  constexpr uint32_t PerDispatch = 100;
  Pipe pipe = makePipe(16, 3 * PerDispatch);
  std::vector<Packet> written[3];
  for (uint32_t d = 0; d < 3; ++d) {
    ASSERT_TRUE(countSuccesses(
        produce(pipe, PerDispatch, 1, d + 1, &written[d], 4), PerDispatch));
    EXPECT_EQ(hostPackets(pipe), (d + 1) * PerDispatch);
  }
  std::vector<Packet> read = drain(pipe, 4 * PerDispatch);
  ASSERT_EQ(read.size(), 3 * PerDispatch);
  // Pipe order: all of dispatch 1, then 2, then 3.
  for (uint32_t d = 0; d < 3; ++d)
    EXPECT_TRUE(
        sameMultiset(std::vector<Packet>(read.begin() + d * PerDispatch,
                                         read.begin() + (d + 1) * PerDispatch),
                     written[d]))
        << "packets " << d * PerDispatch << ".. of the pipe, dispatch "
        << d + 1;
  EXPECT_EQ(hostPackets(pipe), 0u);
}

// One work-item writes n packets, one reads n, each recording its results
// and get_pipe_num_packets after every operation, indexed by the running
// count of operations of its kind (`base`).
const char *StepKernels = R"CL(
__kernel void write_n(__write_only pipe uint4 p, __global const uint *payload,
                      uint base, uint n, __global int *status,
                      __global uint *nums) {
  for (uint i = 0; i < n; ++i) {
    uint4 v = (uint4)(base + i, payload[base + i], ~payload[base + i], 0xC0DE);
    status[base + i] = write_pipe(p, &v);
    nums[base + i] = get_pipe_num_packets(p);
  }
}
__kernel void read_n(__read_only pipe uint4 p, uint base, uint n,
                     __global uint4 *out, __global int *status,
                     __global uint *nums) {
  for (uint i = 0; i < n; ++i) {
    uint4 v;
    int r = read_pipe(p, &v);
    status[base + i] = r;
    if (r == 0)
      out[base + i] = v;
    nums[base + i] = get_pipe_num_packets(p);
  }
}
)CL";

class PipeSteps : public PipeFixture {
protected:
  /// For each (w, r) of `rounds`, a dispatch of write_n writing w packets
  /// then one of read_n reading r, all enqueued before one wait; checks
  /// every status, packet and count against a FIFO model of an initially
  /// empty pipe of `capacity`. Returns the packets that went in.
  uint32_t steps(const Pipe &pipe, uint32_t capacity,
                 const std::vector<std::pair<uint32_t, uint32_t>> &rounds) {
    if (!stepProgram_)
      stepProgram_ = pipeProgram(StepKernels);
    Kernel w = kernelOf(stepProgram_, "write_n");
    Kernel r = kernelOf(stepProgram_, "read_n");
    uint32_t writes = 0, reads = 0;
    for (auto [nw, nr] : rounds)
      writes += nw, reads += nr;
    auto payload = random<uint32_t>(writes);
    Buffer bpayload = upload(payload);
    Buffer wstatus = makeBuffer(writes * 4), wnums = makeBuffer(writes * 4);
    Buffer rstatus = makeBuffer(reads * 4), rnums = makeBuffer(reads * 4);
    Buffer out = makeBuffer(reads * 16);
    uint32_t wbase = 0, rbase = 0;
    for (auto [nw, nr] : rounds) {
      enqueue(w, NDRange::linear(1, 1), pipe, bpayload, wbase, nw, wstatus,
              wnums);
      enqueue(r, NDRange::linear(1, 1), pipe, rbase, nr, out, rstatus, rnums);
      wbase += nw, rbase += nr;
    }
    check(queue().finish(), "Queue::finish");

    std::vector<int32_t> wantWs, wantRs;
    std::vector<uint32_t> wantWn, wantRn;
    std::vector<Packet> wantOut;
    std::deque<uint32_t> fifo; // write indices of the packets in the pipe
    uint32_t through = 0;
    wbase = 0;
    for (auto [nw, nr] : rounds) {
      for (uint32_t i = 0; i < nw; ++i, ++wbase) {
        bool fits = fifo.size() < capacity;
        if (fits)
          fifo.push_back(wbase), ++through;
        wantWs.push_back(fits ? 0 : -1);
        wantWn.push_back(uint32_t(fifo.size()));
      }
      for (uint32_t i = 0; i < nr; ++i) {
        if (fifo.empty()) {
          wantRs.push_back(-1);
          wantOut.push_back({Poison, Poison, Poison, Poison});
        } else {
          uint32_t j = fifo.front();
          fifo.pop_front();
          wantRs.push_back(0);
          wantOut.push_back({j, payload[j], ~payload[j], 0xC0DE});
        }
        wantRn.push_back(uint32_t(fifo.size()));
      }
    }
    auto sign = [](std::vector<int32_t> v) {
      for (int32_t &s : v)
        s = s < 0 ? -1 : s;
      return v;
    };
    EXPECT_TRUE(allEqual(sign(download<int32_t>(wstatus, writes)), wantWs))
        << "write_pipe results (-1: any negative value)";
    EXPECT_TRUE(allEqual(download<uint32_t>(wnums, writes), wantWn))
        << "get_pipe_num_packets after each write";
    EXPECT_TRUE(allEqual(sign(download<int32_t>(rstatus, reads)), wantRs))
        << "read_pipe results (-1: any negative value)";
    EXPECT_TRUE(allEqual(download<Packet>(out, reads), wantOut))
        << "packets read";
    EXPECT_TRUE(allEqual(download<uint32_t>(rnums, reads), wantRn))
        << "get_pipe_num_packets after each read";
    EXPECT_EQ(hostPackets(pipe), fifo.size());
    return through;
  }
  std::vector<std::pair<uint32_t, uint32_t>> randomRounds(int n) {
    std::uniform_int_distribution<uint32_t> count(1, 8);
    std::vector<std::pair<uint32_t, uint32_t>> rounds;
    for (int i = 0; i < n; ++i) {
      uint32_t w = count(rng());
      rounds.push_back({w, count(rng())});
    }
    return rounds;
  }

private:
  std::shared_ptr<Program> stepProgram_;
};

TEST_F(PipeSteps, SmallPipeWrapsManyLaps) {
  constexpr uint32_t Capacity = 5;
  Pipe pipe = makePipe(16, Capacity);
  // Fill to the brim, drain, and random traffic: many laps of the ring.
  auto rounds = randomRounds(40);
  rounds.insert(rounds.begin(), {{Capacity + 2, 0}, {0, Capacity + 1}});
  uint32_t through = steps(pipe, Capacity, rounds);
  EXPECT_GT(through, 8 * Capacity) << "too few laps to mean anything";
  // Still whole after all that: a reset pipe takes its full capacity again.
  check(pipe.reset(queue()), "Pipe::reset");
  EXPECT_EQ(hostPackets(pipe), 0u);
  steps(pipe, Capacity, {{Capacity + 1, Capacity + 1}});
}

TEST_F(PipeSteps, OnePacketPipe) {
  Pipe pipe = makePipe(16, 1);
  EXPECT_GT(steps(pipe, 1, randomRounds(12)), 3u);
}

TEST_F(Pipes, ManyWorkItemsWrapAroundManyLaps) {
  // Each round, 16 writers and then 20 readers of one packet each: exactly
  // the writes that fit succeed and exactly as many reads as there are
  // packets, and the readers get the oldest packets (FIFO: the rounds'
  // tags come out in order).
  constexpr uint32_t Capacity = 24, Writers = 16, Readers = 20, Rounds = 24;
  Pipe pipe = makePipe(16, Capacity);
  std::deque<uint32_t> tags; // the model: tags of the packets in the pipe
  std::vector<Packet> allWritten, allRead;
  for (uint32_t round = 1; round <= Rounds; ++round) {
    SCOPED_TRACE("round " + std::to_string(round));
    const uint32_t fit = std::min<uint32_t>(Writers, Capacity - tags.size());
    std::vector<Packet> written;
    auto ws = produce(pipe, Writers, 1, round, &written, 4);
    ASSERT_TRUE(countSuccesses(ws, fit));
    auto ok = succeeded(written, ws);
    allWritten.insert(allWritten.end(), ok.begin(), ok.end());
    tags.insert(tags.end(), fit, round);

    std::vector<Packet> read;
    const uint32_t available = std::min<uint32_t>(Readers, tags.size());
    auto rs = consume(pipe, Readers, 1, read, 4);
    ASSERT_TRUE(countSuccesses(rs, available));
    std::vector<uint32_t> gotTags,
        wantTags(tags.begin(), tags.begin() + available);
    for (const Packet &p : succeeded(read, rs)) {
      gotTags.push_back(p[3]);
      allRead.push_back(p);
    }
    EXPECT_TRUE(sameMultiset(gotTags, wantTags)) << "tags of the packets read";
    tags.erase(tags.begin(), tags.begin() + available);
  }
  auto rest = drain(pipe, Capacity + 1);
  EXPECT_EQ(rest.size(), tags.size());
  allRead.insert(allRead.end(), rest.begin(), rest.end());
  EXPECT_TRUE(sameMultiset(allRead, allWritten));
  EXPECT_GT(allWritten.size(), 8 * Capacity);
}

// The position counters are 32-bit and wrap (PipeLayout.h). Reaching the
// end of their range by traffic takes 2^32 packets, so the test moves an
// empty pipe to `lapsBefore` laps of the ring before it, as traffic would
// have left it: every counter at S = 2^32 - lapsBefore * Slots, every
// slot's tag "free for lap S / Slots", every block counter at S / Slots
// completed laps; then traffic runs across the end of the range.
class PipeWrap : public PipeSteps {
protected:
  void moveToTheEnd(const Pipe &pipe, uint32_t capacity, uint32_t packetSize,
                    uint32_t lapsBefore) {
    const PipeLayout::Geometry g = PipeLayout::geometry(packetSize, capacity);
    const uint32_t words = uint32_t(g.dataOffset / 4);
    auto image = download<uint32_t>(pipe.buffer(), words);
    auto at = [&](uint64_t byteOffset) -> uint32_t & {
      return image[byteOffset / 4];
    };
    ASSERT_EQ(at(PipeLayout::Capacity), capacity);
    ASSERT_EQ(at(PipeLayout::PacketSize), packetSize);
    ASSERT_EQ(at(PipeLayout::PacketWords), g.packetWords);
    ASSERT_EQ(at(PipeLayout::Slots), g.slots);
    ASSERT_EQ(at(PipeLayout::SlotShift), g.slotShift);
    ASSERT_EQ(at(PipeLayout::BlockShift), g.blockShift);
    ASSERT_EQ(at(PipeLayout::CommitBlocks), g.commitBlocks);
    ASSERT_EQ(at(PipeLayout::ReleaseBlocks), g.releaseBlocks);
    ASSERT_EQ(at(PipeLayout::DataOffset), g.dataOffset);
    for (uint32_t counter :
         {PipeLayout::WritePosition, PipeLayout::WriteCredits,
          PipeLayout::WriteFrontier, PipeLayout::ReadPosition,
          PipeLayout::ReadCredits, PipeLayout::ReadFrontier})
      ASSERT_EQ(at(counter), 0u) << "counter at byte " << counter;

    const uint32_t start =
        uint32_t((uint64_t(1) << 32) - uint64_t(lapsBefore) * g.slots);
    const uint32_t lap = start >> g.slotShift;
    for (uint32_t counter :
         {PipeLayout::WritePosition, PipeLayout::WriteCredits,
          PipeLayout::WriteFrontier, PipeLayout::ReadPosition,
          PipeLayout::ReadCredits, PipeLayout::ReadFrontier})
      at(counter) = start;
    for (uint32_t slot = 0; slot < g.slots; ++slot)
      at(PipeLayout::TagsOffset + 4ull * slot) = 2 * lap;
    const uint32_t blocks = g.slots >> g.blockShift;
    for (uint32_t b = 0; b < blocks; ++b) {
      at(g.commitBlocks + 4ull * b) = lap << g.blockShift;
      at(g.releaseBlocks + 4ull * b) = lap << g.blockShift;
    }
    if (!poke_)
      poke_ = std::make_unique<Kernel>(pipeKernel(R"CL(
__kernel void poke(__global uint *dst, __global const uint *src, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    dst[i] = src[i];
}
)CL"));
    Buffer bimage = upload(image);
    launch(*poke_, NDRange::linear(256, 64), pipe.buffer(), bimage, words);
    start_ = start;
  }
  /// The write position now, from the header.
  uint32_t writePosition(const Pipe &pipe) {
    return download<uint32_t>(pipe.buffer(), 1)[0];
  }

  std::unique_ptr<Kernel> poke_;
  uint32_t start_ = 0;
};

TEST_F(PipeWrap, SmallPipeCrossesTheEndOfTheRange) {
  constexpr uint32_t Capacity = 6, PacketSize = 16; // 8 slots, one block
  Pipe pipe = makePipe(PacketSize, Capacity);
  ASSERT_NO_FATAL_FAILURE(moveToTheEnd(pipe, Capacity, PacketSize, 2));
  EXPECT_EQ(hostPackets(pipe), 0u);
  EXPECT_EQ(kernelInfo(pipe, true), std::make_pair(0u, Capacity));
  // Full and empty several times on both sides of the end of the range.
  auto rounds = randomRounds(30);
  rounds.insert(rounds.begin(), {{Capacity + 1, 0}, {0, Capacity + 1}});
  const uint32_t through = steps(pipe, Capacity, rounds);
  ASSERT_GT(through, 4 * Capacity) << "too little traffic to cross the end";
  EXPECT_EQ(writePosition(pipe), uint32_t(start_ + through));
}

TEST_F(PipeWrap, PipeOfSeveralBlocksCrossesTheEndOfTheRange) {
  // 5000 packets: 8192 slots in blocks of 4096, one lap before the end.
  constexpr uint32_t Capacity = 5000, PacketSize = 16;
  Pipe pipe = makePipe(PacketSize, Capacity);
  ASSERT_NO_FATAL_FAILURE(moveToTheEnd(pipe, Capacity, PacketSize, 1));
  EXPECT_EQ(hostPackets(pipe), 0u);
  const uint32_t through = steps(pipe, Capacity,
                                 {{Capacity, 4000},
                                  {3100, 4000},
                                  {4000, 4100},
                                  {1, 1},
                                  {Capacity + 1, Capacity + 1}});
  EXPECT_EQ(through, 17101u);
  EXPECT_EQ(writePosition(pipe), uint32_t(start_ + through));
}

TEST_F(Pipes, ResetEmptiesThePipe) {
  constexpr uint32_t Capacity = 32;
  Pipe pipe = makePipe(16, Capacity);
  ASSERT_TRUE(countSuccesses(produce(pipe, 20, 1, 1), 20));
  std::vector<Packet> read;
  ASSERT_TRUE(countSuccesses(consume(pipe, 5, 1, read), 5));
  EXPECT_EQ(hostPackets(pipe), 15u);
  check(pipe.reset(queue()), "Pipe::reset");
  EXPECT_EQ(hostPackets(pipe), 0u);
  EXPECT_EQ(kernelInfo(pipe, true), std::make_pair(0u, Capacity));
  EXPECT_TRUE(countSuccesses(consume(pipe, 8, 1, read), 0))
      << "reads after reset";
  // The whole capacity again, and only the new packets come out.
  std::vector<Packet> written;
  ASSERT_TRUE(
      countSuccesses(produce(pipe, Capacity + 3, 1, 2, &written), Capacity));
  auto rest = drain(pipe, 2 * Capacity);
  EXPECT_EQ(rest.size(), Capacity);
  for (const Packet &p : rest)
    EXPECT_EQ(p[3], 2u) << "a packet from before the reset";
  // Reset of an empty pipe, and of a full one.
  check(pipe.reset(queue()), "Pipe::reset");
  EXPECT_EQ(hostPackets(pipe), 0u);
  ASSERT_TRUE(countSuccesses(produce(pipe, Capacity, 1, 3), Capacity));
  check(pipe.reset(queue()), "Pipe::reset");
  EXPECT_EQ(hostPackets(pipe), 0u);
  EXPECT_TRUE(countSuccesses(consume(pipe, 8, 1, read), 0));
}

TEST_F(Pipes, TwoProgramsShareAPipe) {
  // Written by a kernel of one program, read with reservations by a kernel
  // of another; the packet type is declared in each.
  const char *writer = R"CL(
typedef struct { uint key; float value; ushort tag[3]; } Item;
__kernel void put(__write_only pipe Item p, __global const uint *keys,
                  __global const float *values, __global int *status) {
  uint g = get_global_id(0);
  Item it;
  it.key = keys[g];
  it.value = values[g];
  it.tag[0] = (ushort)g;
  it.tag[1] = (ushort)(g >> 16);
  it.tag[2] = (ushort)0xBEEF;
  status[g] = write_pipe(p, &it);
}
)CL";
  const char *reader = R"CL(
typedef struct { uint key; float value; ushort tag[3]; } Item;
__kernel void take(__read_only pipe Item p, __global uint *out) {
  uint g = get_global_id(0);
  reserve_id_t r = reserve_read_pipe(p, 4);
  if (!is_valid_reserve_id(r))
    return;
  for (uint i = 0; i < 4; ++i) {
    Item it;
    if (read_pipe(p, r, i, &it) != 0)
      continue;
    __global uint *o = out + 4 * (4 * g + i);
    o[0] = it.key;
    o[1] = as_uint(it.value);
    o[2] = it.tag[0] | ((uint)it.tag[1] << 16);
    o[3] = it.tag[2];
  }
  commit_read_pipe(p, r);
}
)CL";
  constexpr uint32_t N = 128;
  Kernel put = pipeKernel(writer), take = pipeKernel(reader);
  Pipe pipe = makePipe(16, N);
  auto keys = random<uint32_t>(N);
  auto values = random<float>(N, -1e6f, 1e6f);
  Buffer bk = upload(keys), bv = upload(values), status = makeBuffer(N * 4);
  launch(put, NDRange::linear(N, 16), pipe, bk, bv, status);
  ASSERT_TRUE(countSuccesses(download<int32_t>(status, N), N));
  Buffer out = makeBuffer(N * 16);
  launch(take, NDRange::linear(N / 4, 8), pipe, out);
  std::vector<Packet> want;
  for (uint32_t g = 0; g < N; ++g) {
    uint32_t v;
    std::memcpy(&v, &values[g], 4);
    want.push_back({keys[g], v, g, 0xBEEF});
  }
  EXPECT_TRUE(sameMultiset(download<Packet>(out, N), want));
  EXPECT_EQ(hostPackets(pipe), 0u);
}

} // namespace
} // namespace vkcl::e2e
