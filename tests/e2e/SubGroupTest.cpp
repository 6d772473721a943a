// The sub-group functions of cl_khr_subgroups and
// cl_khr_subgroup_extended_types on every element type (char to double and
// half): reduce, inclusive and exclusive scans of add/min/max, broadcast from
// a lane chosen per sub-group and from the last lane, all/any of predicates
// that are any non-zero value, broadcast of 2-, 3-, 4-, 8- and 16-vectors
// (and their sub_group_non_uniform_broadcast twin of cl_khr_subgroup_ballot),
// and sub_group_barrier ordering a neighbour exchange through __local and
// __global memory, with and without a memory scope.
//
// The shapes (SubGroups.h) leave partial last sub-groups on every driver and
// add remainder groups and a 2-D NDRange; the host groups work-items by the
// ids each kernel records. Integers wrap in their own width (random bits
// make char and short sums overflow all the time); floating-point inputs
// are small integers, so every sum is exact in any order, and results are
// compared bit for bit.
#include "SubGroups.h"

namespace vkcl::e2e {
namespace {

using namespace subgroups;

/// Results per work-item: reduce, inclusive and exclusive scans of add, min
/// and max, then the broadcasts from the chosen and from the last lane.
constexpr size_t Outputs = 11;

const std::string CollectivesSource = std::string(Prelude) + R"CL(
__kernel void collectives(__global uint *ids, __global const T *in,
                          __global const uint *lanes, __global const int *pred,
                          __global T *out, __global int *votes) {
  size_t i = record_ids(ids);
  T x = in[i];
  __global T *o = out + i * 11;
  o[0] = sub_group_reduce_add(x);
  o[1] = sub_group_reduce_min(x);
  o[2] = sub_group_reduce_max(x);
  o[3] = sub_group_scan_inclusive_add(x);
  o[4] = sub_group_scan_inclusive_min(x);
  o[5] = sub_group_scan_inclusive_max(x);
  o[6] = sub_group_scan_exclusive_add(x);
  o[7] = sub_group_scan_exclusive_min(x);
  o[8] = sub_group_scan_exclusive_max(x);
  o[9] = sub_group_broadcast(x, lanes[i]);
  o[10] = sub_group_broadcast(x, get_sub_group_size() - 1);
  votes[2 * i] = sub_group_all(pred[2 * i]);
  votes[2 * i + 1] = sub_group_any(pred[2 * i + 1]);
}
)CL";

const char *OutputNames[Outputs] = {
    "reduce_add",         "reduce_min",          "reduce_max",
    "scan_inclusive_add", "scan_inclusive_min",  "scan_inclusive_max",
    "scan_exclusive_add", "scan_exclusive_min",  "scan_exclusive_max",
    "broadcast(x, lane)", "broadcast(x, size-1)"};

/// Predicates of all/any, per sub-group one of: every one non-zero (any
/// value, negative ones too), one zero planted, zeros and non-zeros mixed.
/// `any` gets the complement pattern: all zero, one non-zero planted, mixed.
std::vector<int32_t> predicates(const Layout &layout, std::mt19937_64 &rng) {
  std::vector<int32_t> pred(layout.items * 2);
  auto nonZero = [&] {
    int32_t v = int32_t(rng() >> (rng() % 32));
    return v ? v : -1;
  };
  for (const auto &lanes : layout.subGroups) {
    uint64_t kind = rng() % 3, planted = rng() % lanes.size();
    for (size_t l = 0; l < lanes.size(); ++l) {
      bool coin = rng() & 1;
      bool all = kind == 0 ? true : kind == 1 ? l != planted : coin;
      bool any = kind == 0 ? false : kind == 1 ? l == planted : coin;
      pred[2 * lanes[l]] = all ? nonZero() : 0;
      pred[2 * lanes[l] + 1] = any ? nonZero() : 0;
    }
  }
  return pred;
}

class SubGroup : public SubGroupFixture {
protected:
  template <typename T> void precompile(const char *type) {
    precompileForCache(CollectivesSource, options(type));
    precompileForCache(VectorsSource, options(type));
  }

  template <typename T> void test(const char *type) {
    collectives<T>(type);
    vectors<T>(type);
  }

  template <typename T> void collectives(const char *type) {
    using V = Value<T>;
    Kernel k = kernel(CollectivesSource, "collectives", options(type));
    for (const Shape &shape : Shapes) {
      SCOPED_TRACE(shapeName(shape));
      const Layout &layout = this->layout(shape);
      size_t n = layout.items;
      std::vector<T> in(n);
      for (T &x : in)
        x = V::small(rng());
      std::vector<uint32_t> lanes = lanePerSubGroup(layout);
      std::vector<int32_t> pred = predicates(layout, rng());
      Buffer ids = makeBuffer(n * 16), bin = upload(in), blanes = upload(lanes),
             bpred = upload(pred), out = makeBuffer(n * Outputs * sizeof(T)),
             votes = makeBuffer(n * 8);
      run(k, range(shape), ids, bin, blanes, bpred, out, votes);
      if (!sameLayout(layout, ids))
        continue;
      std::vector<T> got = download<T>(out, n * Outputs);
      std::vector<int32_t> gotVotes = download<int32_t>(votes, n * 2);

      Failures failures;
      for (const auto &sg : layout.subGroups) {
        T sum = V::zero(), mn = V::highest(), mx = V::lowest();
        bool all = true, any = false;
        for (size_t m : sg) {
          sum = V::add(sum, in[m]);
          mn = V::min(mn, in[m]);
          mx = V::max(mx, in[m]);
          all = all && pred[2 * m] != 0;
          any = any || pred[2 * m + 1] != 0;
        }
        T isum = V::zero(), imin = V::highest(), imax = V::lowest();
        for (size_t l = 0; l < sg.size(); ++l) {
          size_t m = sg[l];
          T esum = isum, emin = imin, emax = imax;
          isum = V::add(isum, in[m]);
          imin = V::min(imin, in[m]);
          imax = V::max(imax, in[m]);
          const T want[Outputs] = {
              sum,          mn,   mx,   isum, imin,
              imax,         esum, emin, emax, in[sg[lanes[m]]],
              in[sg.back()]};
          for (size_t j = 0; j < Outputs; ++j)
            failures.expect(got[m * Outputs + j], want[j],
                            std::string(type) + " " + OutputNames[j] + " " +
                                where(m, l, sg.size()));
          if ((gotVotes[2 * m] != 0) != all)
            failures.add("sub_group_all " + where(m, l, sg.size()) + ": got " +
                         std::to_string(gotVotes[2 * m]));
          if ((gotVotes[2 * m + 1] != 0) != any)
            failures.add("sub_group_any " + where(m, l, sg.size()) + ": got " +
                         std::to_string(gotVotes[2 * m + 1]));
        }
      }
      EXPECT_TRUE(failures.verdict());
    }
  }

  /// Components per work-item: 2 + 3 + 4 + 8 + 16.
  static constexpr size_t Components = 33;

  static inline const std::string VectorsSource = std::string(Prelude) + R"CL(
#define BROADCASTS(f, o)                                                       \
  vstore2(f(vload2(0, p), l), 0, o);                                           \
  vstore3(f(vload3(0, p + 2), l), 0, o + 2);                                   \
  vstore4(f(vload4(0, p + 5), l), 0, o + 5);                                   \
  vstore8(f(vload8(0, p + 9), l), 0, o + 9);                                   \
  vstore16(f(vload16(0, p + 17), l), 0, o + 17);
__kernel void vectors(__global uint *ids, __global const T *in,
                      __global const uint *lanes, __global T *out) {
  size_t i = record_ids(ids);
  uint l = lanes[i];
  __global const T *p = in + i * 33;
  BROADCASTS(sub_group_broadcast, out + i * 66)
  BROADCASTS(sub_group_non_uniform_broadcast, out + i * 66 + 33)
}
)CL";

  /// In one group of 90 only: SwiftShader takes long to compile this kernel
  /// for each work-group size, and the shape matters little here.
  template <typename T> void vectors(const char *type) {
    using V = Value<T>;
    Kernel k = kernel(VectorsSource, "vectors", options(type));
    const Shape &shape = OneGroup;
    const Layout &layout = this->layout(shape);
    size_t n = layout.items;
    std::vector<T> in(n * Components);
    for (T &x : in)
      x = V::any(rng());
    std::vector<uint32_t> lanes = lanePerSubGroup(layout);
    Buffer ids = makeBuffer(n * 16), bin = upload(in), blanes = upload(lanes),
           out = makeBuffer(n * 2 * Components * sizeof(T));
    run(k, range(shape), ids, bin, blanes, out);
    if (!sameLayout(layout, ids))
      return;
    std::vector<T> got = download<T>(out, n * 2 * Components);
    Failures failures;
    for (const auto &sg : layout.subGroups)
      for (size_t l = 0; l < sg.size(); ++l) {
        size_t m = sg[l], from = sg[lanes[m]];
        for (size_t j = 0; j < 2 * Components; ++j) {
          size_t c = j % Components;
          size_t width = c < 2 ? 2 : c < 5 ? 3 : c < 9 ? 4 : c < 17 ? 8 : 16;
          failures.expect(
              got[m * 2 * Components + j], in[from * Components + c],
              std::string(j < Components ? "" : "non_uniform_") + "broadcast(" +
                  type + std::to_string(width) + ") component " +
                  std::to_string(c) + " " + where(m, l, sg.size()) +
                  " from lane " + std::to_string(lanes[m]));
        }
      }
    EXPECT_TRUE(failures.verdict());
  }
};

SUBGROUP_TYPED_TESTS(SubGroup)

/// Each work-item hands values to the next lanes of its own sub-group
/// through __local and __global memory, a sub_group_barrier between every
/// write and the read of it (lanes of other sub-groups are not waited for).
TEST_F(SubGroup, BarrierOrdersNeighbourExchange) {
  Kernel k = kernel(std::string(Prelude) + R"CL(
__kernel void exchange(__global uint *ids, __global const int *in,
                       __global int *scratch, __global int *out) {
  __local int tile[128];
  size_t i = record_ids(ids);
  uint l = get_local_linear_id(), lid = get_sub_group_local_id(),
       n = get_sub_group_size(), first = l - lid;
  uint next = first + (lid + 1) % n, second = first + (lid + 2) % n;
  tile[l] = in[i];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  int a = tile[next];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_sub_group);
  tile[l] = a * 3;
  sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_sub_group);
  int b = tile[second];
  __global int *s =
      scratch + (get_group_id(1) * get_num_groups(0) + get_group_id(0)) * 128;
  s[l] = in[i] + 1;
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
  int c = s[next];
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE,
                    memory_scope_sub_group);
  s[l] = c ^ 0x5555;
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_sub_group);
  int d = s[second];
  out[4 * i] = a;
  out[4 * i + 1] = b;
  out[4 * i + 2] = c;
  out[4 * i + 3] = d;
}
)CL",
                    "exchange", options("int"));
  for (const Shape &shape : Shapes) {
    SCOPED_TRACE(shapeName(shape));
    const Layout &layout = this->layout(shape);
    size_t n = layout.items;
    size_t groups =
        size_t((shape.global[0] + shape.local[0] - 1) / shape.local[0]) *
        ((shape.global[1] + shape.local[1] - 1) / shape.local[1]);
    std::vector<int32_t> in = random<int32_t>(n, -(1 << 20), 1 << 20);
    Buffer ids = makeBuffer(n * 16), bin = upload(in),
           scratch = makeBuffer(groups * 128 * 4), out = makeBuffer(n * 16);
    run(k, range(shape), ids, bin, scratch, out);
    if (!sameLayout(layout, ids))
      continue;
    std::vector<int32_t> got = download<int32_t>(out, n * 4);
    Failures failures;
    for (const auto &sg : layout.subGroups)
      for (size_t l = 0; l < sg.size(); ++l) {
        auto at = [&](size_t ahead) { return in[sg[(l + ahead) % sg.size()]]; };
        int32_t want[4] = {at(1), 3 * at(3), at(1) + 1, (at(3) + 1) ^ 0x5555};
        for (size_t j = 0; j < 4; ++j)
          failures.expect(got[4 * sg[l] + j], want[j],
                          "value " + std::to_string(j) + " of " +
                              where(sg[l], l, sg.size()));
      }
    EXPECT_TRUE(failures.verdict());
  }
}

} // namespace
} // namespace vkcl::e2e
