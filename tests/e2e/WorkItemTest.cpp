// Work-item functions over 1-, 2- and 3-D NDRanges with global offsets and
// non-uniform global sizes: every work-item writes what each function
// returns; the host derives the expected values from the NDRange alone.
// Sub-group functions are checked through invariants (ids unique within a
// sub-group, sub-group sizes summing to the work-group size).
#include "E2eFixture.h"

#include <algorithm>
#include <map>
#include <set>

namespace vkcl::e2e {
namespace {

constexpr uint32_t Rec = 41; // uints written per work-item

const char *IdsSource = R"CL(
__kernel void ids(__global uint *out, uint total, uint beyond) {
  uint rel[3], size[3];
  for (uint d = 0; d < 3; ++d) {
    rel[d] = (uint)(get_global_id(d) - get_global_offset(d));
    size[d] = (uint)get_global_size(d);
  }
  uint lin = (rel[2] * size[1] + rel[1]) * size[0] + rel[0];
  if (lin >= total)
    lin = total; // a spare record catches out-of-range ids
  __global uint *o = out + lin * 41;
  o[0] = get_work_dim();
  for (uint d = 0; d < 3; ++d) {
    o[1 + d] = (uint)get_global_size(d);
    o[4 + d] = (uint)get_global_id(d);
    o[7 + d] = (uint)get_local_size(d);
    o[10 + d] = (uint)get_enqueued_local_size(d);
    o[13 + d] = (uint)get_local_id(d);
    o[16 + d] = (uint)get_num_groups(d);
    o[19 + d] = (uint)get_group_id(d);
    o[22 + d] = (uint)get_global_offset(d);
  }
  o[25] = (uint)get_global_linear_id();
  o[26] = (uint)get_local_linear_id();
  o[27] = get_sub_group_size();
  o[28] = get_max_sub_group_size();
  o[29] = get_num_sub_groups();
  o[30] = get_enqueued_num_sub_groups();
  o[31] = get_sub_group_id();
  o[32] = get_sub_group_local_id();
  // Dimension indices >= 3: sizes are 1, ids and offsets 0.
  o[33] = (uint)get_global_size(beyond);
  o[34] = (uint)get_global_id(beyond);
  o[35] = (uint)get_local_size(beyond);
  o[36] = (uint)get_enqueued_local_size(beyond);
  o[37] = (uint)get_local_id(beyond);
  o[38] = (uint)get_num_groups(beyond);
  o[39] = (uint)get_group_id(beyond);
  o[40] = (uint)get_global_offset(beyond);
}
)CL";

struct RangeCase {
  const char *name;
  NDRange range;
};

NDRange makeRange(uint32_t dims, std::array<uint64_t, 3> global,
                  std::array<uint64_t, 3> local,
                  std::array<uint64_t, 3> offset = {0, 0, 0}) {
  NDRange r;
  r.dims = dims;
  r.global = global;
  r.local = local;
  r.offset = offset;
  return r;
}

std::ostream &operator<<(std::ostream &os, const RangeCase &c) {
  return os << c.name;
}

class WorkItem : public E2eTest,
                 public ::testing::WithParamInterface<RangeCase> {};

TEST_P(WorkItem, EveryFunctionMatchesTheNDRange) {
  const NDRange range = GetParam().range;
  Kernel k = kernel(IdsSource);
  auto chosen = k.localSizeFor(range);
  ASSERT_TRUE(chosen) << describe(chosen);
  std::array<uint64_t, 3> enq = {1, 1, 1}, gs = {1, 1, 1}, off = {0, 0, 0};
  for (uint32_t d = 0; d < range.dims; ++d) {
    enq[d] = range.local[d] ? range.local[d] : (*chosen)[d];
    gs[d] = range.global[d];
    off[d] = range.offset[d];
    if (range.local[d])
      EXPECT_EQ((*chosen)[d], range.local[d]) << "localSizeFor, dim " << d;
  }
  ASSERT_LE(enq[0] * enq[1] * enq[2], profile().maxWorkGroupInvocations);
  const uint32_t total = uint32_t(gs[0] * gs[1] * gs[2]);
  Buffer out = makeBuffer((total + 1) * Rec * 4);
  run(k, range, out, total, uint32_t(3));
  auto got = download<uint32_t>(out, (total + 1) * Rec);

  std::vector<std::array<uint32_t, Rec>> gotRecs(total), wantRecs(total);
  // Sub-group facts per work-group: (group key) -> items.
  struct Item {
    uint32_t sgSize, maxSg, numSg, enqNumSg, sgId, sgLocal;
  };
  std::map<std::array<uint64_t, 3>, std::vector<Item>> groups;
  std::map<std::array<uint64_t, 3>, uint64_t> groupSizes;
  uint32_t maxObserved = 0;
  for (uint64_t z = 0; z < gs[2]; ++z)
    for (uint64_t y = 0; y < gs[1]; ++y)
      for (uint64_t x = 0; x < gs[0]; ++x) {
        uint64_t rel[3] = {x, y, z};
        uint64_t lin = (z * gs[1] + y) * gs[0] + x;
        const uint32_t *g = &got[lin * Rec];
        std::copy(g, g + Rec, gotRecs[lin].begin());
        std::array<uint32_t, Rec> &w = wantRecs[lin];
        w = gotRecs[lin]; // sub-group fields are checked separately
        w[0] = range.dims;
        uint64_t lsize[3], lid[3];
        std::array<uint64_t, 3> group;
        for (int d = 0; d < 3; ++d) {
          group[d] = rel[d] / enq[d];
          lid[d] = rel[d] % enq[d];
          lsize[d] = std::min(enq[d], gs[d] - group[d] * enq[d]);
          w[1 + d] = uint32_t(gs[d]);
          w[4 + d] = uint32_t(rel[d] + off[d]);
          w[7 + d] = uint32_t(lsize[d]);
          w[10 + d] = uint32_t(enq[d]);
          w[13 + d] = uint32_t(lid[d]);
          w[16 + d] = uint32_t((gs[d] + enq[d] - 1) / enq[d]);
          w[19 + d] = uint32_t(group[d]);
          w[22 + d] = uint32_t(off[d]);
        }
        w[25] = uint32_t(lin);
        w[26] = uint32_t((lid[2] * lsize[1] + lid[1]) * lsize[0] + lid[0]);
        const uint32_t beyond[8] = {1, 0, 1, 1, 0, 1, 0, 0};
        std::copy(beyond, beyond + 8, w.begin() + 33);
        groups[group].push_back({g[27], g[28], g[29], g[30], g[31], g[32]});
        groupSizes[group] = lsize[0] * lsize[1] * lsize[2];
        maxObserved = std::max(maxObserved, g[27]);
      }
  EXPECT_TRUE(allEqual(gotRecs, wantRecs));
  std::vector<uint32_t> spare(got.end() - Rec, got.end());
  EXPECT_TRUE(allEqual(spare, std::vector<uint32_t>(Rec, Poison)))
      << "a work-item computed an out-of-range linear id";

  // Sub-group invariants, reported once per kind of violation.
  const uint64_t enqLinear = enq[0] * enq[1] * enq[2];
  std::set<std::string> problems;
  for (const auto &[key, items] : groups) {
    const uint64_t size = groupSizes[key];
    std::map<uint32_t, std::vector<const Item *>> bySg;
    for (const Item &it : items) {
      bySg[it.sgId].push_back(&it);
      if (it.maxSg != maxObserved)
        problems.insert("get_max_sub_group_size " + std::to_string(it.maxSg) +
                        " != largest get_sub_group_size " +
                        std::to_string(maxObserved));
      if (it.numSg != items[0].numSg)
        problems.insert("get_num_sub_groups differs within a work-group");
      if (it.sgId >= it.numSg)
        problems.insert("get_sub_group_id >= get_num_sub_groups");
      if (it.sgLocal >= it.sgSize)
        problems.insert("get_sub_group_local_id >= get_sub_group_size");
      if (size == enqLinear && it.enqNumSg != it.numSg)
        problems.insert("get_enqueued_num_sub_groups " +
                        std::to_string(it.enqNumSg) +
                        " != get_num_sub_groups " + std::to_string(it.numSg) +
                        " in a full work-group");
    }
    if (bySg.size() != items[0].numSg)
      problems.insert("distinct sub-group ids != get_num_sub_groups");
    uint64_t sum = 0;
    for (const auto &[sg, members] : bySg) {
      std::set<uint32_t> locals;
      for (const Item *m : members) {
        locals.insert(m->sgLocal);
        if (m->sgSize != members.size())
          problems.insert("get_sub_group_size " + std::to_string(m->sgSize) +
                          " != members of the sub-group " +
                          std::to_string(members.size()));
      }
      if (locals.size() != members.size() ||
          *locals.rbegin() + 1 != locals.size())
        problems.insert("sub-group local ids not 0..n-1, unique");
      sum += members.size();
    }
    if (sum != size)
      problems.insert("sub-group sizes do not sum to the work-group size");
  }
  for (const std::string &p : problems)
    ADD_FAILURE() << "sub-groups: " << p;
}

INSTANTIATE_TEST_SUITE_P(
    Ranges, WorkItem,
    ::testing::Values(
        RangeCase{"Uniform1D", makeRange(1, {256, 1, 1}, {64, 1, 1})},
        RangeCase{"Tail1D", makeRange(1, {100, 1, 1}, {32, 1, 1})},
        RangeCase{"TailOffset1D",
                  makeRange(1, {1000, 1, 1}, {64, 1, 1}, {7, 0, 0})},
        RangeCase{"TinyGroups1D", makeRange(1, {12, 1, 1}, {3, 1, 1})},
        RangeCase{"OddGroups1D", makeRange(1, {182, 1, 1}, {91, 1, 1})},
        RangeCase{"OddGroups2D", makeRange(2, {14, 26, 1}, {7, 13, 1})},
        RangeCase{"Chosen1D", makeRange(1, {1000, 1, 1}, {0, 0, 0}, {5, 0, 0})},
        RangeCase{"Uniform2D", makeRange(2, {32, 16, 1}, {8, 8, 1})},
        RangeCase{"Chosen2D", makeRange(2, {7, 13, 1}, {0, 0, 0}, {2, 1, 0})},
        RangeCase{"Chosen3D", makeRange(3, {5, 3, 9}, {0, 0, 0})},
        RangeCase{"TailOffset2D",
                  makeRange(2, {20, 9, 1}, {8, 4, 1}, {3, 5, 0})},
        RangeCase{"Uniform3D", makeRange(3, {8, 8, 4}, {4, 4, 2})},
        RangeCase{"TailOffset3D",
                  makeRange(3, {9, 5, 3}, {4, 2, 2}, {1, 2, 3})}),
    [](const ::testing::TestParamInfo<RangeCase> &info) {
      return std::string(info.param.name);
    });

class WorkGroupSize : public E2eTest {};

TEST_F(WorkGroupSize, ReqdWorkGroupSizeIsHonoured) {
  auto program = build(R"CL(
__kernel __attribute__((reqd_work_group_size(8, 4, 1)))
void reqd2d(__global uint *out) {
  size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);
  out[4 * i] = (uint)get_local_size(0);
  out[4 * i + 1] = (uint)get_local_size(1);
  out[4 * i + 2] = (uint)get_local_size(2);
  out[4 * i + 3] = (uint)get_enqueued_local_size(0);
}
__kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void reqd1d(__global uint *out) {
  out[get_global_id(0)] = (uint)(get_local_size(0) * 1000 + get_local_id(0));
}
)CL");
  auto k2 = program->createKernel("reqd2d");
  auto k1 = program->createKernel("reqd1d");
  ASSERT_TRUE(k2 && k1);
  EXPECT_EQ(k2->info().reqdWorkGroupSize, (std::array<uint32_t, 3>{8, 4, 1}));
  NDRange r2 = makeRange(2, {16, 8, 1}, {0, 0, 0});
  auto chosen = k2->localSizeFor(r2);
  ASSERT_TRUE(chosen) << describe(chosen);
  EXPECT_EQ(*chosen, (std::array<uint32_t, 3>{8, 4, 1}));
  Buffer out2 = makeBuffer(16 * 8 * 16), out1 = makeBuffer(64 * 4);
  run(*k2, r2, out2);
  run(*k1, NDRange::linear(64), out1);
  std::vector<uint32_t> want2;
  for (int i = 0; i < 16 * 8; ++i)
    want2.insert(want2.end(), {8, 4, 1, 8});
  std::vector<uint32_t> want1(64);
  for (uint32_t i = 0; i < 64; ++i)
    want1[i] = 16000 + i % 16;
  EXPECT_TRUE(allEqual(download<uint32_t>(out2, 16 * 8 * 4), want2));
  EXPECT_TRUE(allEqual(download<uint32_t>(out1, 64), want1));
}

} // namespace
} // namespace vkcl::e2e
