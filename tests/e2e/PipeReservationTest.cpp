// Work-item reservations of OpenCL C 2.0 pipes: reserve_write_pipe /
// reserve_read_pipe, the 4-argument write_pipe/read_pipe, commit_*_pipe and
// is_valid_reserve_id. A reservation's packets are contiguous in the pipe
// and placed by their index, not by the order of the calls (the kernels
// write some reservations backwards); a reservation that does not fit is
// invalid and claims nothing, and so are reservations of 0 packets, of more
// than the capacity, and of counts near 2^32; reservations and plain
// reads/writes mix.
#include "Pipes.h"

namespace vkcl::e2e {
namespace {

// Work-item g reserves n packets and puts packet i = (g, i, payload, tag)
// at index i, forwards for even g and backwards for odd g; readers reserve
// n and read likewise. `valid` gets is_valid_reserve_id, `status` each
// 4-argument call's result.
const char *ReservationKernels = R"CL(
__kernel void reserve_write(__write_only pipe uint4 p, uint n,
                            __global const uint *payload,
                            __global int *valid, __global int *status) {
  uint g = get_global_id(0);
  reserve_id_t r = reserve_write_pipe(p, n);
  valid[g] = is_valid_reserve_id(r) ? 1 : 0;
  if (!is_valid_reserve_id(r))
    return;
  for (uint k = 0; k < n; ++k) {
    uint i = (g & 1) ? n - 1 - k : k;
    uint4 v = (uint4)(g, i, payload[g * n + i], 0x5E5E);
    status[g * n + i] = write_pipe(p, r, i, &v);
  }
  commit_write_pipe(p, r);
}
__kernel void reserve_read(__read_only pipe uint4 p, uint n,
                           __global uint4 *out, __global int *valid,
                           __global int *status) {
  uint g = get_global_id(0);
  reserve_id_t r = reserve_read_pipe(p, n);
  valid[g] = is_valid_reserve_id(r) ? 1 : 0;
  if (!is_valid_reserve_id(r))
    return;
  for (uint k = 0; k < n; ++k) {
    uint i = (g & 1) ? n - 1 - k : k;
    uint4 v;
    int s = read_pipe(p, r, i, &v);
    status[g * n + i] = s;
    if (s == 0)
      out[g * n + i] = v;
  }
  commit_read_pipe(p, r);
}
// One work-item: for each count, a reservation (packets (step, i, count,
// tag) when valid), is_valid_reserve_id and get_pipe_num_packets after it.
__kernel void write_script(__write_only pipe uint4 p,
                           __global const uint *counts, uint steps,
                           uint tag, __global int *valid,
                           __global uint *nums) {
  for (uint k = 0; k < steps; ++k) {
    uint n = counts[k];
    reserve_id_t r = reserve_write_pipe(p, n);
    bool ok = is_valid_reserve_id(r);
    valid[k] = ok;
    if (ok) {
      for (uint i = 0; i < n; ++i) {
        uint4 v = (uint4)(k, i, n, tag);
        write_pipe(p, r, i, &v);
      }
      commit_write_pipe(p, r);
    }
    nums[k] = get_pipe_num_packets(p);
  }
}
// The reads of every valid reservation, in order, go to out[].
__kernel void read_script(__read_only pipe uint4 p,
                          __global const uint *counts, uint steps,
                          __global int *valid, __global uint *nums,
                          __global uint4 *out, __global uint *count) {
  uint at = 0;
  for (uint k = 0; k < steps; ++k) {
    uint n = counts[k];
    reserve_id_t r = reserve_read_pipe(p, n);
    bool ok = is_valid_reserve_id(r);
    valid[k] = ok;
    if (ok) {
      for (uint i = 0; i < n; ++i) {
        uint4 v;
        if (read_pipe(p, r, i, &v) == 0)
          out[at + i] = v;
      }
      at += n;
      commit_read_pipe(p, r);
    }
    nums[k] = get_pipe_num_packets(p);
  }
  count[0] = at;
}
// Plain writes and reservations of 2 or 3 in one dispatch: g % 3 == 0
// writes (g, 0, payload, tag) alone, the others reserve 1 + g % 3.
__kernel void mixed_write(__write_only pipe uint4 p,
                          __global const uint *payload, __global int *status) {
  uint g = get_global_id(0), n = 1 + g % 3;
  if (n == 1) {
    uint4 v = (uint4)(g, 0, payload[3 * g], 0x3131);
    status[g] = write_pipe(p, &v);
    return;
  }
  reserve_id_t r = reserve_write_pipe(p, n);
  if (!is_valid_reserve_id(r)) {
    status[g] = -1000;
    return;
  }
  int s = 0;
  for (uint i = 0; i < n; ++i) {
    uint4 v = (uint4)(g, i, payload[3 * g + i], 0x3131);
    s |= write_pipe(p, r, i, &v);
  }
  commit_write_pipe(p, r);
  status[g] = s;
}
)CL";

class PipeReservations : public PipeFixture {
protected:
  void SetUp() override {
    PipeFixture::SetUp();
    if (!HasFatalFailure())
      buildUint4(ReservationKernels);
  }
  struct Outcome {
    std::vector<int32_t> valid, status;
    std::vector<Packet> packets; ///< written or read, at g * n + i
  };
  /// `items` work-items reserve `n` packets each and write them.
  Outcome reserveWrite(const Pipe &pipe, uint32_t items, uint32_t n,
                       uint32_t local = 0) {
    Kernel k = uint4Kernel("reserve_write");
    auto payload = random<uint32_t>(size_t(items) * n);
    Buffer bp = upload(payload), valid = makeBuffer(items * 4),
           status = makeBuffer(size_t(items) * n * 4);
    launch(k, NDRange::linear(items, local), pipe, n, bp, valid, status);
    Outcome o{download<int32_t>(valid, items),
              download<int32_t>(status, size_t(items) * n),
              {}};
    for (uint32_t g = 0; g < items; ++g)
      for (uint32_t i = 0; i < n; ++i)
        o.packets.push_back({g, i, payload[g * n + i], 0x5E5E});
    return o;
  }
  Outcome reserveRead(const Pipe &pipe, uint32_t items, uint32_t n,
                      uint32_t local = 0) {
    Kernel k = uint4Kernel("reserve_read");
    Buffer out = makeBuffer(size_t(items) * n * 16),
           valid = makeBuffer(items * 4),
           status = makeBuffer(size_t(items) * n * 4);
    launch(k, NDRange::linear(items, local), pipe, n, out, valid, status);
    return {download<int32_t>(valid, items),
            download<int32_t>(status, size_t(items) * n),
            download<Packet>(out, size_t(items) * n)};
  }
  /// The packets of the valid reservations, and their statuses.
  static std::pair<std::vector<Packet>, std::vector<int32_t>>
  ofValid(const Outcome &o, uint32_t n) {
    std::pair<std::vector<Packet>, std::vector<int32_t>> r;
    for (size_t g = 0; g < o.valid.size(); ++g)
      if (o.valid[g] == 1)
        for (uint32_t i = 0; i < n; ++i) {
          r.first.push_back(o.packets[g * n + i]);
          r.second.push_back(o.status[g * n + i]);
        }
    return r;
  }
  static size_t validCount(const std::vector<int32_t> &valid) {
    return std::count(valid.begin(), valid.end(), 1);
  }
};

TEST_F(PipeReservations, ReservedPacketsAreContiguousInIndexOrder) {
  constexpr uint32_t Writers = 16, N = 5;
  Pipe pipe = makePipe(16, Writers * N);
  Outcome w = reserveWrite(pipe, Writers, N, 4);
  ASSERT_EQ(validCount(w.valid), Writers);
  EXPECT_TRUE(countSuccesses(w.status, Writers * N));
  EXPECT_EQ(hostPackets(pipe), Writers * N);

  // One reader: each writer's packets are one run, in index order.
  std::vector<Packet> read = drain(pipe, 2 * Writers * N);
  EXPECT_TRUE(contiguousRuns(
      read, [](const Packet &p) { return uint64_t(p[0]); },
      [](const Packet &p) { return p[1]; }, [](uint64_t) { return N; }));
  EXPECT_TRUE(sameMultiset(read, w.packets));

  // Readers reserving the same count: each gets one writer's run, in
  // order (all reservations are N, so they line up).
  w = reserveWrite(pipe, Writers, N, 4);
  ASSERT_EQ(validCount(w.valid), Writers);
  Outcome r = reserveRead(pipe, Writers + 4, N, 4);
  ASSERT_EQ(validCount(r.valid), Writers) << "readers of " << N << " packets";
  auto [got, status] = ofValid(r, N);
  EXPECT_TRUE(countSuccesses(status, Writers * N));
  EXPECT_TRUE(contiguousRuns(
      got, [](const Packet &p) { return uint64_t(p[0]); },
      [](const Packet &p) { return p[1]; }, [](uint64_t) { return N; }));
  EXPECT_TRUE(sameMultiset(got, w.packets));
  EXPECT_EQ(hostPackets(pipe), 0u);
}

TEST_F(PipeReservations, ReadReservationsOfOneWritersPackets) {
  // One work-item writes sequence numbers 0..59 in order; readers reserving
  // 3 each get runs 3j, 3j+1, 3j+2, at indices 0, 1, 2.
  constexpr uint32_t Count = 60, N = 3, Readers = 25;
  Pipe pipe = makePipe(16, Count);
  std::vector<Packet> written;
  ASSERT_TRUE(countSuccesses(produce(pipe, 1, Count, 4, &written), Count));
  Outcome r = reserveRead(pipe, Readers, N, 5);
  ASSERT_EQ(validCount(r.valid), Count / N);
  auto [got, status] = ofValid(r, N);
  EXPECT_TRUE(countSuccesses(status, Count));
  EXPECT_TRUE(contiguousRuns(
      got, [](const Packet &p) { return uint64_t(p[1] / N); },
      [](const Packet &p) { return p[1] % N; }, [](uint64_t) { return N; }));
  EXPECT_TRUE(sameMultiset(got, written));
}

TEST_F(PipeReservations, PartialAndImpossibleReservationsClaimNothing) {
  constexpr uint32_t C = 16;
  Pipe pipe = makePipe(16, C);
  Kernel ws = uint4Kernel("write_script"), rs = uint4Kernel("read_script");
  struct Step {
    uint32_t count;
    bool valid;
    uint32_t num; ///< get_pipe_num_packets after it
  };
  auto script = [&](Kernel &k, bool reading, uint32_t tag,
                    const std::vector<Step> &steps, std::vector<Packet> *read) {
    std::vector<uint32_t> counts;
    std::vector<int32_t> wantValid;
    std::vector<uint32_t> wantNums;
    for (const Step &s : steps) {
      counts.push_back(s.count);
      wantValid.push_back(s.valid);
      wantNums.push_back(s.num);
    }
    const uint32_t n = uint32_t(steps.size());
    Buffer bc = upload(counts), valid = makeBuffer(n * 4),
           nums = makeBuffer(n * 4);
    if (reading) {
      Buffer out = makeBuffer(4 * C * 16), count = makeBuffer(4);
      launch(k, NDRange::linear(1, 1), pipe, bc, n, valid, nums, out, count);
      uint32_t got = download<uint32_t>(count, 1)[0];
      ASSERT_LE(got, 4 * C);
      *read = download<Packet>(out, got);
    } else {
      launch(k, NDRange::linear(1, 1), pipe, bc, n, tag, valid, nums);
    }
    EXPECT_TRUE(allEqual(download<int32_t>(valid, n), wantValid))
        << "is_valid_reserve_id of each reservation";
    EXPECT_TRUE(allEqual(download<uint32_t>(nums, n), wantNums))
        << "get_pipe_num_packets after each reservation";
  };
  // Writes into an empty pipe of 16: nothing, too many, counts near 2^32
  // (no wrap-around in the room check), then 10, 7 (6 left: refused,
  // nothing claimed), 6, and 1 and 16 into the full pipe.
  script(ws, false, 1,
         {{0, false, 0},
          {C + 1, false, 0},
          {0xFFFFFFFFu, false, 0},
          {0x80000000u, false, 0},
          {0xFFFFFFF8u, false, 0},
          {10, true, 10},
          {7, false, 10},
          {6, true, 16},
          {1, false, 16},
          {C, false, 16}},
         nullptr);
  EXPECT_EQ(hostPackets(pipe), C);
  // Reads: the same refusals, then 3, 14 (13 left), 13, and the empty pipe.
  std::vector<Packet> read;
  script(rs, true, 0,
         {{0, false, 16},
          {C + 1, false, 16},
          {0xFFFFFFFFu, false, 16},
          {0x80000000u, false, 16},
          {3, true, 13},
          {14, false, 13},
          {13, true, 0},
          {1, false, 0},
          {0, false, 0}},
         &read);
  std::vector<Packet> want;
  for (uint32_t i = 0; i < 10; ++i)
    want.push_back({5, i, 10, 1});
  for (uint32_t i = 0; i < 6; ++i)
    want.push_back({7, i, 6, 1});
  EXPECT_TRUE(allEqual(read, want)) << "the packets of the two reservations";
  // The whole capacity in one reservation, each way.
  script(ws, false, 2, {{C + 1, false, 0}, {C, true, C}, {1, false, C}},
         nullptr);
  script(rs, true, 0, {{C + 1, false, C}, {C, true, 0}, {C, false, 0}}, &read);
  ASSERT_EQ(read.size(), C);
  for (uint32_t i = 0; i < C; ++i)
    EXPECT_EQ(read[i], (Packet{1, i, C, 2}));
  EXPECT_EQ(hostPackets(pipe), 0u);
}

TEST_F(PipeReservations, ConcurrentReservationsClaimOnlyWhatFits) {
  // 10 work-items reserve 3 of 16: exactly 5 fit; one plain write still
  // fits after them, the rest do not.
  constexpr uint32_t C = 16;
  Pipe pipe = makePipe(16, C);
  Outcome w = reserveWrite(pipe, 10, 3, 2);
  ASSERT_EQ(validCount(w.valid), 5u);
  auto [written, wstatus] = ofValid(w, 3);
  EXPECT_TRUE(countSuccesses(wstatus, 15));
  EXPECT_EQ(hostPackets(pipe), 15u);
  std::vector<Packet> plain;
  auto ps = produce(pipe, 6, 1, 0x77, &plain, 2);
  ASSERT_TRUE(countSuccesses(ps, 1));
  EXPECT_EQ(hostPackets(pipe), C);

  // 10 readers of 3: exactly 5, and they get the 5 writers' runs; the
  // plain packet is left.
  Outcome r = reserveRead(pipe, 10, 3, 2);
  ASSERT_EQ(validCount(r.valid), 5u);
  auto [got, rstatus] = ofValid(r, 3);
  EXPECT_TRUE(countSuccesses(rstatus, 15));
  EXPECT_TRUE(contiguousRuns(
      got, [](const Packet &p) { return uint64_t(p[0]); },
      [](const Packet &p) { return p[1]; }, [](uint64_t) { return 3u; }));
  EXPECT_TRUE(sameMultiset(got, written));
  EXPECT_TRUE(sameMultiset(drain(pipe, C), succeeded(plain, ps)));
}

TEST_F(PipeReservations, MixWithPlainWritesAndReads) {
  constexpr uint32_t Items = 96; // 32 plain writes, 32 x 2 and 32 x 3
  constexpr uint32_t Total = 32 * (1 + 2 + 3);
  Pipe pipe = makePipe(16, Total);
  Kernel k = uint4Kernel("mixed_write");
  auto payload = random<uint32_t>(3 * Items);
  Buffer bp = upload(payload), status = makeBuffer(Items * 4);
  launch(k, NDRange::linear(Items, 8), pipe, bp, status);
  ASSERT_TRUE(countSuccesses(download<int32_t>(status, Items), Items));
  std::vector<Packet> want;
  for (uint32_t g = 0; g < Items; ++g)
    for (uint32_t i = 0; i < 1 + g % 3; ++i)
      want.push_back({g, i, payload[3 * g + i], 0x3131});

  // Plain reads of half by many work-items, then one reader for the rest:
  // in pipe order, every reservation is one run.
  std::vector<Packet> read;
  auto rs = consume(pipe, Total / 2, 1, read, 8);
  ASSERT_TRUE(countSuccesses(rs, Total / 2));
  std::vector<Packet> rest = drain(pipe, Total);
  ASSERT_EQ(rest.size(), Total / 2);
  auto key = [](const Packet &p) { return uint64_t(p[0]); };
  auto index = [](const Packet &p) { return p[1]; };
  auto length = [](uint64_t g) { return uint32_t(1 + g % 3); };
  // The drained half may start inside a run: skip to the first index 0.
  size_t first = 0;
  while (first < rest.size() && rest[first][1] != 0)
    ++first;
  EXPECT_TRUE(
      contiguousRuns({rest.begin() + first, rest.end()}, key, index, length))
      << "the second half, from packet " << first;
  std::vector<Packet> all = read;
  all.insert(all.end(), rest.begin(), rest.end());
  EXPECT_TRUE(sameMultiset(all, want));

  // Written again, read in pipe order by one work-item: every run whole.
  launch(k, NDRange::linear(Items, 8), pipe, bp, status);
  ASSERT_TRUE(countSuccesses(download<int32_t>(status, Items), Items));
  std::vector<Packet> ordered = drain(pipe, 2 * Total);
  EXPECT_TRUE(contiguousRuns(ordered, key, index, length));
  EXPECT_TRUE(sameMultiset(ordered, want));
}

TEST_F(PipeReservations, RefusedReservationsLeaveThePipeAsItWas) {
  // Many work-items at once: the reservations that fit succeed, the rest
  // are refused and change nothing; every packet comes out once.
  constexpr uint32_t C = 40;
  Pipe pipe = makePipe(16, C);
  Outcome w = reserveWrite(pipe, 32, 4, 8); // 10 fit
  ASSERT_EQ(validCount(w.valid), C / 4);
  Outcome again = reserveWrite(pipe, 8, 1, 8); // full
  EXPECT_EQ(validCount(again.valid), 0u);
  EXPECT_EQ(hostPackets(pipe), C);
  Outcome r = reserveRead(pipe, 8, 6, 8); // 6 of 6 fit, 4 left
  ASSERT_EQ(validCount(r.valid), 6u);
  EXPECT_EQ(hostPackets(pipe), 4u);
  Outcome r2 = reserveRead(pipe, 8, 5, 8); // none fit
  EXPECT_EQ(validCount(r2.valid), 0u);
  EXPECT_EQ(hostPackets(pipe), 4u);
  auto [got, status] = ofValid(r, 6);
  EXPECT_TRUE(countSuccesses(status, 36));
  std::vector<Packet> all = got, rest = drain(pipe, C);
  all.insert(all.end(), rest.begin(), rest.end());
  EXPECT_TRUE(sameMultiset(all, ofValid(w, 4).first));
}

} // namespace
} // namespace vkcl::e2e
