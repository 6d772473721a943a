// Work-group and sub-group reservations of OpenCL C 2.0 pipes:
// work_group_reserve_{write,read}_pipe / work_group_commit_*_pipe and the
// sub_group_* forms, over 1-D work-groups of 1, 7, 32, 60, 64 and 256
// work-items (multiples of the sub-group size and not: 8 on lavapipe, 4 on
// SwiftShader, so the last sub-group is partial), a non-uniform NDRange
// whose tail group is smaller, and 2-D and 3-D work-groups. Each work-item
// moves the packets at indices local id, local id + group size, … of the
// group's reservation (sub-group local id and size for the sub-group
// forms), so reservations of fewer and of more packets than work-items are
// covered too.
//
// Checked: one reservation's validity is the same for the whole group; a
// pipe with room for some groups' reservations takes exactly those and
// refuses the rest (claiming nothing); reservations of 0 or of more than
// the capacity are refused; in pipe order (one reader) each group's packets
// are one contiguous run in index order; readers reserving as a group get
// contiguous packets in index order; nothing is lost or duplicated.
#include "Pipes.h"

#include <numeric>
#include <set>

namespace vkcl::e2e {
namespace {

const char *GroupKernels = R"CL(
uint group_linear(void) {
  return (uint)(get_group_id(0) +
                get_num_groups(0) *
                    (get_group_id(1) + get_num_groups(1) * get_group_id(2)));
}
uint group_items(void) {
  return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}
// Where a work-item's records go: enqueued group size per group.
uint item_slot(void) {
  uint enq = (uint)(get_enqueued_local_size(0) * get_enqueued_local_size(1) *
                    get_enqueued_local_size(2));
  return group_linear() * enq + (uint)get_local_linear_id();
}
uint mix(uint seed, uint key, uint i) {
  return seed ^ (key * 0x9E3779B1u) ^ (i * 0x85EBCA77u);
}

// Packets (group, index, payload[group * n + index], 0x46).
__kernel void wg_write(__write_only pipe uint4 p, uint n,
                       __global const uint *payload, __global int *valid,
                       __global int *status) {
  uint l = (uint)get_local_linear_id(), L = group_items(), g = group_linear();
  reserve_id_t r = work_group_reserve_write_pipe(p, n);
  bool ok = is_valid_reserve_id(r);
  valid[item_slot()] = ok;
  if (ok) {
    for (uint i = l; i < n; i += L) {
      uint4 v = (uint4)(g, i, payload[g * n + i], 0x46);
      status[g * n + i] = write_pipe(p, r, i, &v);
    }
    work_group_commit_write_pipe(p, r);
  }
}
__kernel void wg_read(__read_only pipe uint4 p, uint n, __global uint4 *out,
                      __global int *valid, __global int *status) {
  uint l = (uint)get_local_linear_id(), L = group_items(), g = group_linear();
  reserve_id_t r = work_group_reserve_read_pipe(p, n);
  bool ok = is_valid_reserve_id(r);
  valid[item_slot()] = ok;
  if (ok) {
    for (uint i = l; i < n; i += L) {
      uint4 v;
      int s = read_pipe(p, r, i, &v);
      status[g * n + i] = s;
      if (s == 0)
        out[g * n + i] = v;
    }
    work_group_commit_read_pipe(p, r);
  }
}

// Each sub-group reserves mul * get_sub_group_size() + add packets: packets
// (key = group * 256 + sub-group id, index, mix(seed, key, index), n).
// info per work-item: valid, sub-group id, size, local id, worst status.
__kernel void sg_write(__write_only pipe uint4 p, uint mul, uint add,
                       uint seed, __global int *info) {
  uint g = group_linear(), sg = get_sub_group_id();
  uint S = get_sub_group_size(), sl = get_sub_group_local_id();
  uint n = mul * S + add, key = g * 256 + sg;
  reserve_id_t r = sub_group_reserve_write_pipe(p, n);
  bool ok = is_valid_reserve_id(r);
  int worst = 0;
  if (ok) {
    for (uint i = sl; i < n; i += S) {
      uint4 v = (uint4)(key, i, mix(seed, key, i), n);
      int s = write_pipe(p, r, i, &v);
      if (s != 0)
        worst = s;
    }
    sub_group_commit_write_pipe(p, r);
  }
  __global int *o = info + 5 * item_slot();
  o[0] = ok;
  o[1] = sg;
  o[2] = S;
  o[3] = sl;
  o[4] = worst;
}
// The k-th packet a work-item reads (index sl + k * S) goes to
// out[item_slot() * perItem + k].
__kernel void sg_read(__read_only pipe uint4 p, uint mul, uint add,
                      uint perItem, __global uint4 *out, __global int *info) {
  uint sg = get_sub_group_id(), S = get_sub_group_size();
  uint sl = get_sub_group_local_id(), n = mul * S + add;
  reserve_id_t r = sub_group_reserve_read_pipe(p, n);
  bool ok = is_valid_reserve_id(r);
  int worst = 0;
  if (ok) {
    uint k = 0;
    for (uint i = sl; i < n; i += S, ++k) {
      uint4 v;
      int s = read_pipe(p, r, i, &v);
      if (s != 0)
        worst = s;
      else if (k < perItem)
        out[item_slot() * perItem + k] = v;
    }
    sub_group_commit_read_pipe(p, r);
  }
  __global int *o = info + 5 * item_slot();
  o[0] = ok;
  o[1] = sg;
  o[2] = S;
  o[3] = sl;
  o[4] = worst;
}
)CL";

struct Shape {
  const char *name;
  uint32_t dims;
  std::array<uint32_t, 3> global, local;
};
void PrintTo(const Shape &s, std::ostream *os) { *os << s.name; }

const Shape Shapes[] = {
    {"L1", 1, {512, 1, 1}, {1, 1, 1}},
    {"L7", 1, {7 * 80, 1, 1}, {7, 1, 1}},
    {"L32", 1, {32 * 20, 1, 1}, {32, 1, 1}},
    {"L60", 1, {60 * 10, 1, 1}, {60, 1, 1}},
    {"L64", 1, {64 * 10, 1, 1}, {64, 1, 1}},
    {"L256", 1, {256 * 3, 1, 1}, {256, 1, 1}},
    {"L32Tail5", 1, {32 * 6 + 5, 1, 1}, {32, 1, 1}},
    {"L5x3", 2, {5 * 8, 3 * 5, 1}, {5, 3, 1}},
    {"L4x4x2", 3, {4 * 3, 4 * 2, 2 * 4}, {4, 4, 2}},
};

class PipeGroups : public PipeFixture,
                   public ::testing::WithParamInterface<Shape> {
protected:
  void SetUp() override {
    PipeFixture::SetUp();
    if (HasFatalFailure())
      return;
    const Shape &s = GetParam();
    const DeviceInfo &info = device().info();
    enqueued_ = 1;
    for (uint32_t d = 0; d < 3; ++d) {
      if (s.local[d] > info.maxWorkGroupSize[d])
        GTEST_SKIP() << "local size " << s.local[d] << " in dimension " << d
                     << " over the device's " << info.maxWorkGroupSize[d];
      counts_[d] = (s.global[d] + s.local[d] - 1) / s.local[d];
      enqueued_ *= s.local[d];
    }
    if (enqueued_ > profile().maxWorkGroupInvocations)
      GTEST_SKIP() << enqueued_ << " work-items per group, over the device's "
                   << profile().maxWorkGroupInvocations;
    // The actual size of each group (tails are smaller), by linear id.
    for (uint32_t z = 0; z < counts_[2]; ++z)
      for (uint32_t y = 0; y < counts_[1]; ++y)
        for (uint32_t x = 0; x < counts_[0]; ++x) {
          const uint32_t at[3] = {x, y, z};
          uint32_t items = 1;
          for (uint32_t d = 0; d < 3; ++d)
            items *= std::min(s.local[d], s.global[d] - at[d] * s.local[d]);
          sizes_.push_back(items);
        }
    buildUint4(GroupKernels);
  }

  NDRange range() const {
    const Shape &s = GetParam();
    NDRange r;
    r.dims = s.dims;
    for (uint32_t d = 0; d < 3; ++d) {
      r.global[d] = s.global[d];
      r.local[d] = s.local[d];
    }
    return r;
  }
  uint32_t groups() const { return uint32_t(sizes_.size()); }
  uint32_t slots() const { return groups() * enqueued_; }

  struct Outcome {
    std::vector<bool> valid;     ///< per group
    std::vector<int32_t> status; ///< per packet, at group * n + index
    std::vector<Packet> packets; ///< written or read, likewise
    ::testing::AssertionResult uniform = ::testing::AssertionSuccess();
  };
  /// Per group: every work-item saw the same validity.
  void groupValidity(const std::vector<int32_t> &perItem, Outcome &o) {
    Problems problems;
    for (uint32_t g = 0; g < groups(); ++g) {
      const int32_t first = perItem[g * enqueued_];
      for (uint32_t l = 0; l < sizes_[g]; ++l) {
        const int32_t v = perItem[g * enqueued_ + l];
        if (uint32_t(v) == Poison)
          problems.add("group " + std::to_string(g) + " work-item " +
                       std::to_string(l) +
                       " stored nothing (did not run past the reservation)");
        else if (v != first || (v != 0 && v != 1))
          problems.add("group " + std::to_string(g) + " work-item " +
                       std::to_string(l) + ": is_valid_reserve_id " +
                       std::to_string(v) + ", work-item 0 " +
                       std::to_string(first));
      }
      o.valid.push_back(first == 1);
    }
    o.uniform = problems.result();
  }
  Outcome wgWrite(const Pipe &pipe, uint32_t n) {
    Kernel k = uint4Kernel("wg_write");
    // Counts too large to write are only ever refused: no room for them.
    const uint32_t per = n < (1u << 20) ? n : 0;
    const size_t packets = size_t(groups()) * per;
    auto payload = random<uint32_t>(std::max<size_t>(packets, 1));
    Buffer bp = upload(payload), valid = makeBuffer(slots() * 4),
           status = makeBuffer(packets * 4);
    launch(k, range(), pipe, n, bp, valid, status);
    Outcome o;
    groupValidity(download<int32_t>(valid, slots()), o);
    if (packets)
      o.status = download<int32_t>(status, packets);
    for (uint32_t g = 0; g < groups(); ++g)
      for (uint32_t i = 0; i < per; ++i)
        o.packets.push_back({g, i, payload[size_t(g) * n + i], 0x46});
    return o;
  }
  Outcome wgRead(const Pipe &pipe, uint32_t n) {
    Kernel k = uint4Kernel("wg_read");
    const size_t packets = size_t(groups()) * n;
    Buffer out = makeBuffer(packets * 16), valid = makeBuffer(slots() * 4),
           status = makeBuffer(packets * 4);
    launch(k, range(), pipe, n, out, valid, status);
    Outcome o;
    groupValidity(download<int32_t>(valid, slots()), o);
    o.status = download<int32_t>(status, packets);
    o.packets = download<Packet>(out, packets);
    return o;
  }
  /// The packets and statuses of the valid groups, in group order.
  static std::pair<std::vector<Packet>, std::vector<int32_t>>
  ofValid(const Outcome &o, uint32_t n) {
    std::pair<std::vector<Packet>, std::vector<int32_t>> r;
    for (size_t g = 0; g < o.valid.size(); ++g)
      if (o.valid[g])
        for (uint32_t i = 0; i < n; ++i) {
          r.first.push_back(o.packets[g * n + i]);
          r.second.push_back(o.status[g * n + i]);
        }
    return r;
  }

  /// Per work-item records of sg_write/sg_read.
  struct SgItem {
    int32_t valid, sg, size, local, worst;
  };
  struct SubGroup {
    uint32_t size = 0;
    bool valid = false;
  };
  /// Checks the records (sub-groups partition each group, validity
  /// uniform, no failed 4-argument call) and returns the sub-groups by key.
  /// nullopt (and a failure) when they do not.
  std::optional<std::map<uint64_t, SubGroup>>
  subGroups(const std::vector<SgItem> &items) {
    std::map<uint64_t, SubGroup> out;
    std::map<uint64_t, std::set<int32_t>> locals;
    Problems problems;
    for (uint32_t g = 0; g < groups(); ++g)
      for (uint32_t l = 0; l < sizes_[g]; ++l) {
        const SgItem &it = items[g * enqueued_ + l];
        const std::string who =
            "group " + std::to_string(g) + " work-item " + std::to_string(l);
        if (uint32_t(it.valid) == Poison) {
          problems.add(who +
                       " stored nothing (did not run past the reservation)");
          continue;
        }
        if (it.sg < 0 || it.sg >= 256 || it.size <= 0 || it.local < 0 ||
            it.local >= it.size) {
          problems.add(who + ": sub-group " + std::to_string(it.sg) +
                       ", size " + std::to_string(it.size) + ", local id " +
                       std::to_string(it.local));
          continue;
        }
        const uint64_t key = uint64_t(g) * 256 + uint32_t(it.sg);
        auto [at, fresh] = out.try_emplace(key, SubGroup{});
        if (fresh)
          at->second = {uint32_t(it.size), it.valid == 1};
        if (at->second.size != uint32_t(it.size))
          problems.add(who + ": get_sub_group_size differs in its sub-group");
        if (at->second.valid != (it.valid == 1))
          problems.add(who + ": validity " + std::to_string(it.valid) +
                       " differs in sub-group " + std::to_string(it.sg));
        if (it.worst != 0)
          problems.add(who + ": a 4-argument call returned " +
                       std::to_string(it.worst));
        if (!locals[key].insert(it.local).second)
          problems.add(who + ": sub-group local id " +
                       std::to_string(it.local) + " twice in its sub-group");
      }
    for (const auto &[key, sg] : out)
      if (locals[key].size() != sg.size)
        problems.add("group " + std::to_string(key / 256) + " sub-group " +
                     std::to_string(key % 256) + " has " +
                     std::to_string(locals[key].size()) +
                     " work-items, get_sub_group_size " +
                     std::to_string(sg.size));
    EXPECT_TRUE(problems.result()) << "sub-group records";
    if (problems.count())
      return std::nullopt;
    return out;
  }
  std::vector<SgItem> sgWrite(const Pipe &pipe, uint32_t mul, uint32_t add,
                              uint32_t seed) {
    Kernel k = uint4Kernel("sg_write");
    Buffer info = makeBuffer(slots() * sizeof(SgItem));
    launch(k, range(), pipe, mul, add, seed, info);
    return download<SgItem>(info, slots());
  }

  std::array<uint32_t, 3> counts_{};
  uint32_t enqueued_ = 1;
  std::vector<uint32_t> sizes_; ///< work-items of each group
};

TEST_P(PipeGroups, WorkGroupReservations) {
  const uint32_t L = enqueued_, G = groups();
  const bool tail = sizes_.back() != L;
  // Room for all groups' reservations of L but the last's: the last group
  // (any of them) is refused.
  const uint32_t C = (G - 1) * L + L / 2;
  Pipe pipe = makePipe(16, C);
  auto key = [](const Packet &p) { return uint64_t(p[0]); };
  auto index = [](const Packet &p) { return p[1]; };
  {
    SCOPED_TRACE("reservations of the enqueued group size");
    Outcome w = wgWrite(pipe, L);
    ASSERT_TRUE(w.uniform);
    ASSERT_EQ(std::count(w.valid.begin(), w.valid.end(), true), G - 1);
    auto [written, status] = ofValid(w, L);
    EXPECT_TRUE(countSuccesses(status, written.size()));
    EXPECT_EQ(hostPackets(pipe), (G - 1) * L);
    std::vector<Packet> read = drain(pipe, C + 1);
    EXPECT_TRUE(contiguousRuns(read, key, index, [&](uint64_t) { return L; }));
    EXPECT_TRUE(sameMultiset(read, written));
    ASSERT_EQ(hostPackets(pipe), 0u) << "left in the pipe";
  }
  {
    SCOPED_TRACE("reservations of 0 and of more than the capacity");
    for (uint32_t n : {0u, C + 1, 0xFFFFFFFFu}) {
      Outcome w = wgWrite(pipe, n);
      ASSERT_TRUE(w.uniform);
      EXPECT_EQ(std::count(w.valid.begin(), w.valid.end(), true), 0)
          << "n = " << n;
    }
    ASSERT_EQ(hostPackets(pipe), 0u);
  }
  for (uint32_t n : {L + 3, (L + 1) / 2}) {
    SCOPED_TRACE("reservations of " + std::to_string(n) + " by groups of " +
                 std::to_string(L) + (tail ? " (and a tail group)" : ""));
    const uint32_t fit = std::min(G, C / n);
    Outcome w = wgWrite(pipe, n);
    ASSERT_TRUE(w.uniform);
    ASSERT_EQ(std::count(w.valid.begin(), w.valid.end(), true), fit);
    auto [written, wstatus] = ofValid(w, n);
    EXPECT_TRUE(countSuccesses(wstatus, written.size()));
    EXPECT_EQ(hostPackets(pipe), fit * n);
    // Readers reserving as groups too: every reservation of n lines up
    // with one writing group's.
    Outcome r = wgRead(pipe, n);
    ASSERT_TRUE(r.uniform);
    ASSERT_EQ(std::count(r.valid.begin(), r.valid.end(), true), fit);
    auto [got, rstatus] = ofValid(r, n);
    EXPECT_TRUE(countSuccesses(rstatus, got.size()));
    EXPECT_TRUE(contiguousRuns(got, key, index, [&](uint64_t) { return n; }));
    EXPECT_TRUE(sameMultiset(got, written));
    EXPECT_EQ(hostPackets(pipe), 0u);
  }
}

TEST_P(PipeGroups, SubGroupReservations) {
  const uint32_t total = std::accumulate(sizes_.begin(), sizes_.end(), 0u);
  const uint32_t C = total; // room for one packet per work-item
  Pipe pipe = makePipe(16, C);
  const uint32_t seed = random<uint32_t>(1)[0];
  auto key = [](const Packet &p) { return uint64_t(p[0]); };
  auto index = [](const Packet &p) { return p[1]; };
  auto mix = [&](uint32_t k, uint32_t i) {
    return seed ^ (k * 0x9E3779B1u) ^ (i * 0x85EBCA77u);
  };
  // In pipe order: the valid sub-groups' runs of n packets each, every
  // packet as the kernel made it.
  auto checkDrained = [&](const std::map<uint64_t, SubGroup> &sgs, uint32_t mul,
                          uint32_t add) {
    std::vector<Packet> read = drain(pipe, C + 1);
    std::vector<uint64_t> keys;
    EXPECT_TRUE(contiguousRuns(
        read, key, index,
        [&](uint64_t k) {
          auto it = sgs.find(k);
          return it == sgs.end() ? 0u : mul * it->second.size + add;
        },
        &keys));
    std::vector<Packet> want;
    std::vector<uint64_t> validKeys;
    for (const auto &[k, sg] : sgs)
      if (sg.valid) {
        validKeys.push_back(k);
        for (uint32_t i = 0; i < mul * sg.size + add; ++i)
          want.push_back(
              {uint32_t(k), i, mix(uint32_t(k), i), mul * sg.size + add});
      }
    EXPECT_TRUE(sameMultiset(keys, validKeys)) << "sub-groups in the pipe";
    EXPECT_TRUE(sameMultiset(read, want));
  };
  {
    SCOPED_TRACE("each sub-group reserves its size");
    auto sgs = subGroups(sgWrite(pipe, 1, 0, seed));
    ASSERT_TRUE(sgs);
    Problems refused;
    for (const auto &[k, sg] : *sgs)
      if (!sg.valid)
        refused.add("sub-group " + std::to_string(k) + " refused");
    EXPECT_TRUE(refused.result());
    EXPECT_EQ(hostPackets(pipe), C);
    checkDrained(*sgs, 1, 0);
    ASSERT_EQ(hostPackets(pipe), 0u) << "left in the pipe";
  }
  {
    SCOPED_TRACE("reservations of 0 and of more than the capacity");
    for (auto [mul, add] : {std::pair<uint32_t, uint32_t>{0, 0}, {0, C + 1}}) {
      auto sgs = subGroups(sgWrite(pipe, mul, add, seed));
      ASSERT_TRUE(sgs);
      Problems accepted;
      for (const auto &[k, sg] : *sgs)
        if (sg.valid)
          accepted.add("sub-group " + std::to_string(k) +
                       " got a reservation of " + std::to_string(add));
      EXPECT_TRUE(accepted.result());
    }
    ASSERT_EQ(hostPackets(pipe), 0u);
  }
  {
    SCOPED_TRACE("each sub-group reserves 5 packets: exactly those that fit");
    auto sgs = subGroups(sgWrite(pipe, 0, 5, seed));
    ASSERT_TRUE(sgs);
    const size_t fit = std::min<size_t>(sgs->size(), C / 5);
    size_t valid = 0;
    for (const auto &[k, sg] : *sgs)
      valid += sg.valid;
    EXPECT_EQ(valid, fit);
    EXPECT_EQ(hostPackets(pipe), 5 * valid);
    checkDrained(*sgs, 0, 5);
    ASSERT_EQ(hostPackets(pipe), 0u) << "left in the pipe";
  }
  {
    // Requests of different sizes (partial sub-groups ask for less): which
    // fit depends on the order they come in; what was granted is whole and
    // within the capacity.
    SCOPED_TRACE("each sub-group reserves 2 * its size + 1: some fit");
    auto sgs = subGroups(sgWrite(pipe, 2, 1, seed));
    ASSERT_TRUE(sgs);
    uint32_t claimed = 0, refused = 0;
    for (const auto &[k, sg] : *sgs) {
      claimed += sg.valid ? 2 * sg.size + 1 : 0;
      refused += !sg.valid;
    }
    ASSERT_LE(claimed, C);
    EXPECT_GT(refused, 0u) << "twice the capacity was asked for";
    EXPECT_GT(claimed, 0u);
    EXPECT_EQ(hostPackets(pipe), claimed);
    checkDrained(*sgs, 2, 1);
    ASSERT_EQ(hostPackets(pipe), 0u) << "left in the pipe";
  }
  {
    SCOPED_TRACE("one work-item writes, sub-groups read their size");
    std::vector<Packet> written;
    ASSERT_TRUE(countSuccesses(produce(pipe, 1, C, 9, &written), C));
    Kernel k = uint4Kernel("sg_read");
    constexpr uint32_t PerItem = 2;
    Buffer out = makeBuffer(slots() * PerItem * 16),
           info = makeBuffer(slots() * sizeof(SgItem));
    launch(k, range(), pipe, 1u, 0u, PerItem, out, info);
    auto items = download<SgItem>(info, slots());
    auto packets = download<Packet>(out, slots() * PerItem);
    auto sgs = subGroups(items);
    ASSERT_TRUE(sgs);
    // Each sub-group's packets are consecutive sequence numbers in index
    // (= sub-group local id) order.
    std::map<uint64_t, std::vector<Packet>> bySg;
    for (uint32_t g = 0; g < groups(); ++g)
      for (uint32_t l = 0; l < sizes_[g]; ++l) {
        const SgItem &it = items[g * enqueued_ + l];
        auto &v = bySg[uint64_t(g) * 256 + uint32_t(it.sg)];
        v.resize(it.size);
        v[it.local] = packets[(g * enqueued_ + l) * PerItem];
      }
    std::vector<Packet> all;
    Problems problems;
    for (const auto &[k, v] : bySg) {
      if (!(*sgs)[k].valid)
        problems.add("sub-group " + std::to_string(k) + " refused");
      for (uint32_t i = 1; i < v.size(); ++i)
        if (v[i][1] != v[0][1] + i) {
          std::ostringstream os;
          os << "sub-group " << k << ", index " << i << ": "
             << Show<Packet>{v[i]} << " after " << Show<Packet>{v[0]};
          problems.add(os.str());
        }
      all.insert(all.end(), v.begin(), v.end());
    }
    EXPECT_TRUE(problems.result());
    EXPECT_TRUE(sameMultiset(all, written));
    EXPECT_EQ(hostPackets(pipe), 0u);
  }
}

INSTANTIATE_TEST_SUITE_P(Shapes, PipeGroups, ::testing::ValuesIn(Shapes),
                         [](const ::testing::TestParamInfo<Shape> &info) {
                           return std::string(info.param.name);
                         });

} // namespace
} // namespace vkcl::e2e
