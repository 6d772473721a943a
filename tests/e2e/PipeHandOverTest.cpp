// The frontier advance's hand-over, made to happen on every driver.
//
// In a grid the GPU holds at once, an advancer that has made its budget of
// scan steps and finds the frontier's slot ready again does not go on: it
// sets the side's help word and leaves when the newest claimed slot is not
// committed yet, and that slot's committer advances the rest. Under a
// full GPU whether that happens depends on timing. Here one work-item
// makes it certain: it claims a long range and then one packet, commits
// the long range (the frontier is in it, so it advances, a run of ready
// slots far longer than the budget's steps cover) and, with the one packet
// still uncommitted, looks at the frontier; then commits the packet and
// looks again. The first look must find the advance stopped short of the
// end (it handed over), the second at the end (the last commit took the
// hand-over): a hand-over lost would leave the frontier short for good, and
// the packets or the released slots past it out of reach.
//
// Both sides: writers (the committed packets readers can claim) and readers
// (the released slots writers can claim, which the full pipe makes the
// only room).
#include "Pipes.h"

namespace vkcl::e2e {
namespace {

// `seen` gets what one work-item observes around its two commits. The
// reader kernel binds one Pipe to both arguments (vkcl's pipes allow it;
// OpenCL C does not say a kernel cannot be given one pipe twice).
const char *HandOverKernels = R"CL(
__kernel void write_then_one(__write_only pipe uint4 p, uint first,
                             __global const uint *payload,
                             __global uint *seen, __global int *status) {
  reserve_id_t run = reserve_write_pipe(p, first);
  reserve_id_t last = reserve_write_pipe(p, 1);
  seen[0] = is_valid_reserve_id(run) && is_valid_reserve_id(last);
  for (uint i = 0; i < first; ++i) {
    uint4 v = (uint4)(0, i, payload[i], 0x4A4A);
    status[i] = write_pipe(p, run, i, &v);
  }
  uint4 v = (uint4)(0, first, payload[first], 0x4A4A);
  status[first] = write_pipe(p, last, 0, &v);
  commit_write_pipe(p, run);
  seen[1] = get_pipe_num_packets(p);
  commit_write_pipe(p, last);
  seen[2] = get_pipe_num_packets(p);
}

__kernel void read_then_one(__read_only pipe uint4 p,
                            __write_only pipe uint4 same, uint first,
                            __global uint4 *out, __global uint *seen,
                            __global int *status) {
  reserve_id_t run = reserve_read_pipe(p, first);
  reserve_id_t last = reserve_read_pipe(p, 1);
  seen[0] = is_valid_reserve_id(run) && is_valid_reserve_id(last);
  for (uint i = 0; i < first; ++i)
    status[i] = read_pipe(p, run, i, &out[i]);
  status[first] = read_pipe(p, last, 0, &out[first]);
  commit_read_pipe(p, run);
  // The pipe was full: writers' room is exactly the released slots. A
  // reservation fails when it does not fit, and then claims nothing. Some
  // are released (one packet fits), not all of the run (first - 1 more do
  // not).
  uint4 zero = (uint4)(0);
  reserve_id_t one = reserve_write_pipe(same, 1);
  seen[1] = is_valid_reserve_id(one);
  if (is_valid_reserve_id(one)) {
    write_pipe(same, one, 0, &zero);
    commit_write_pipe(same, one);
  }
  seen[2] = is_valid_reserve_id(reserve_write_pipe(same, first - 1));
  commit_read_pipe(p, last);
  reserve_id_t rest = reserve_write_pipe(same, first);
  seen[3] = is_valid_reserve_id(rest);
  if (is_valid_reserve_id(rest)) {
    for (uint i = 0; i < first; ++i)
      write_pipe(same, rest, i, &zero);
    commit_write_pipe(same, rest);
  }
}
)CL";

class PipeHandOver : public PipeFixture {
protected:
  // Far more than the advance's budget (2 steps of 16 slots for one
  // work-item) and under one 4096-slot block, so the scan goes slot by slot.
  static constexpr uint32_t First = 200, Total = First + 1;

  /// write_then_one on an empty pipe of Total packets; returns `seen`.
  std::vector<uint32_t> writeThenOne(const Pipe &pipe,
                                     std::vector<Packet> &written) {
    Kernel k = pipeKernel(HandOverKernels, "write_then_one");
    auto payload = random<uint32_t>(Total);
    Buffer bpayload = upload(payload), seen = makeBuffer(12),
           status = makeBuffer(Total * 4);
    launch(k, NDRange::linear(1, 1), pipe, First, bpayload, seen, status);
    EXPECT_TRUE(countSuccesses(download<int32_t>(status, Total), Total));
    written.clear();
    for (uint32_t i = 0; i < Total; ++i)
      written.push_back({0, i, payload[i], 0x4A4A});
    return download<uint32_t>(seen, 3);
  }
};

TEST_F(PipeHandOver, WriterLeavesTheRestToThePendingCommit) {
  Pipe pipe = makePipe(16, Total);
  std::vector<Packet> written;
  std::vector<uint32_t> seen = writeThenOne(pipe, written);
  ASSERT_EQ(seen[0], 1u) << "the two reservations must fit an empty pipe";
  EXPECT_GT(seen[1], 0u) << "the long range's commit did not advance at all";
  EXPECT_LT(seen[1], First)
      << "the advancer went on to the end instead of handing over";
  EXPECT_EQ(seen[2], Total) << "the hand-over was lost: the frontier stayed "
                               "behind committed packets";
  EXPECT_EQ(hostPackets(pipe), Total);
  // Everything readable, in pipe order.
  EXPECT_EQ(drain(pipe, Total + 1), written);
}

TEST_F(PipeHandOver, ReaderLeavesTheRestToThePendingCommit) {
  Pipe pipe = makePipe(16, Total);
  std::vector<Packet> written;
  ASSERT_EQ(writeThenOne(pipe, written)[2], Total);
  Kernel k = pipeKernel(HandOverKernels, "read_then_one");
  Buffer out = makeBuffer(Total * 16), seen = makeBuffer(16),
         status = makeBuffer(Total * 4);
  launch(k, NDRange::linear(1, 1), pipe, pipe, First, out, seen, status);
  EXPECT_TRUE(countSuccesses(download<int32_t>(status, Total), Total));
  EXPECT_EQ(download<Packet>(out, Total), written);
  std::vector<uint32_t> s = download<uint32_t>(seen, 4);
  ASSERT_EQ(s[0], 1u) << "the two reservations must fit a full pipe";
  EXPECT_EQ(s[1], 1u) << "the long range's commit released nothing";
  EXPECT_EQ(s[2], 0u) << "the advancer released every slot of the long "
                         "range instead of handing over";
  EXPECT_EQ(s[3], 1u) << "the hand-over was lost: slots read stayed "
                         "unreleased";
  // The zero packets written since fill the pipe again.
  EXPECT_EQ(hostPackets(pipe), Total);
  std::vector<Packet> zeros(Total, Packet{0, 0, 0, 0});
  EXPECT_EQ(drain(pipe, Total + 1), zeros);
}

} // namespace
} // namespace vkcl::e2e
