// cl_khr_subgroup_non_uniform_vote and cl_khr_subgroup_ballot: elect,
// non-uniform all/any/all_equal, non-uniform broadcast and broadcast_first
// on every element type, then ballot and the functions on ballot values
// (inverse ballot, bit extract and count, inclusive and exclusive bit
// scans, find lsb/msb) and the eq/ge/gt/le/lt masks. Each function runs
// once with every work-item active and once inside `if (lid % 3 != 0)`:
// only the active lanes vote, elect picks the lowest active lane, and a
// ballot has bits only for active lanes whose predicate is non-zero.
//
// Values given to the ballot functions are uniform per sub-group and carry
// random bits at and above get_max_sub_group_size(), which represent no
// work-item and must be ignored. In a partial last sub-group the bits from
// get_sub_group_size() up to the maximum are left clear: whether they
// count is read differently by the specification's text (bits of work-items
// in the sub-group) and the CTS (bits below the maximum size).
// get_sub_group_ge/gt_mask are compared below the maximum size only.
#include "SubGroups.h"

#include <bitset>

namespace vkcl::e2e {
namespace {

using namespace subgroups;

using Bits = std::bitset<128>;
using Uint4 = std::array<uint32_t, 4>;

Bits toBits(const Uint4 &v) {
  Bits b;
  for (size_t i = 0; i < 128; ++i)
    b[i] = (v[i / 32] >> (i % 32)) & 1;
  return b;
}
Uint4 toUint4(const Bits &b) {
  Uint4 v{};
  for (size_t i = 0; i < 128; ++i)
    v[i / 32] |= uint32_t(b[i]) << (i % 32);
  return v;
}
/// Bits [from, to).
Bits bitRange(size_t from, size_t to) {
  Bits b;
  for (size_t i = from; i < to && i < 128; ++i)
    b.set(i);
  return b;
}
std::string hex(const Uint4 &v) {
  std::ostringstream os;
  os << std::hex << "(0x" << v[0] << ", 0x" << v[1] << ", 0x" << v[2] << ", 0x"
     << v[3] << ")";
  return os.str();
}

const std::string VoteSource = std::string(Prelude) + R"CL(
__kernel void vote(__global uint *ids, __global const T *in,
                   __global const int *pred, __global const uint *lanes,
                   __global int *flags, __global T *out, uint subset) {
  size_t i = record_ids(ids);
  if (!subset || get_sub_group_local_id() % 3 != 0) {
    T x = in[i];
    __global int *f = flags + i * 4;
    f[0] = sub_group_elect();
    f[1] = sub_group_non_uniform_all(pred[i]);
    f[2] = sub_group_non_uniform_any(pred[i]);
    f[3] = sub_group_non_uniform_all_equal(x);
    out[2 * i] = sub_group_non_uniform_broadcast(x, lanes[i]);
    out[2 * i + 1] = sub_group_broadcast_first(x);
  }
}
)CL";

class SubGroupBallot : public SubGroupFixture {
protected:
  template <typename T> void precompile(const char *type) {
    precompileForCache(VoteSource, options(type));
  }

  template <typename T> void test(const char *type) {
    using V = Value<T>;
    Kernel k = kernel(VoteSource, "vote", options(type));
    for (const Shape &shape : Shapes)
      for (uint32_t subset : {0u, 1u}) {
        SCOPED_TRACE(shapeName(shape) +
                     (subset ? ", lanes with lid % 3 != 0" : ", all lanes"));
        const Layout &layout = this->layout(shape);
        size_t n = layout.items;
        auto active = [&](size_t l) { return !subset || l % 3 != 0; };
        // Per sub-group: one value everywhere, one lane with another value
        // (perhaps an inactive one), or random values; predicates as in
        // the vote of cl_khr_subgroups.
        std::vector<T> in(n);
        std::vector<int32_t> pred(n);
        std::vector<uint32_t> lanes(n);
        for (const auto &sg : layout.subGroups) {
          uint64_t kind = draw() % 3, planted = draw() % sg.size();
          T common = V::small(rng()), other;
          do
            other = V::small(rng());
          while (V::same(other, common));
          uint64_t predKind = draw() % 4;
          std::vector<uint32_t> candidates;
          for (size_t l = 0; l < sg.size(); ++l)
            if (active(l))
              candidates.push_back(uint32_t(l));
          uint32_t pick =
              candidates.empty() ? 0 : candidates[draw() % candidates.size()];
          for (size_t l = 0; l < sg.size(); ++l) {
            size_t m = sg[l];
            in[m] = kind == 2                   ? V::small(rng())
                    : kind == 1 && l == planted ? other
                                                : common;
            bool on = predKind == 0   ? true
                      : predKind == 1 ? false
                      : predKind == 2 ? l != planted
                                      : (draw() & 1) != 0;
            pred[m] = on ? int32_t(draw() | 1) : 0;
            lanes[m] = pick;
          }
        }
        Buffer ids = makeBuffer(n * 16), bin = upload(in), bpred = upload(pred),
               blanes = upload(lanes), flags = makeBuffer(n * 16),
               out = makeBuffer(n * 2 * sizeof(T));
        run(k, range(shape), ids, bin, bpred, blanes, flags, out, subset);
        if (!sameLayout(layout, ids))
          continue;
        std::vector<int32_t> gotFlags = download<int32_t>(flags, n * 4);
        std::vector<T> got = download<T>(out, n * 2);
        Failures failures;
        for (const auto &sg : layout.subGroups) {
          size_t first = sg.size();
          bool all = true, any = false, equal = true;
          for (size_t l = 0; l < sg.size(); ++l) {
            if (!active(l))
              continue;
            first = std::min(first, l);
            all = all && pred[sg[l]] != 0;
            any = any || pred[sg[l]] != 0;
            equal = equal && V::same(in[sg[l]], in[sg[first]]);
          }
          for (size_t l = 0; l < sg.size(); ++l) {
            if (!active(l))
              continue;
            size_t m = sg[l];
            std::string at = std::string(type) + " " + where(m, l, sg.size());
            const bool want[4] = {l == first, all, any, equal};
            const char *names[4] = {"elect", "non_uniform_all",
                                    "non_uniform_any", "non_uniform_all_equal"};
            for (size_t j = 0; j < 4; ++j)
              if ((gotFlags[4 * m + j] != 0) != want[j])
                failures.add(std::string(names[j]) + " " + at + ": got " +
                             std::to_string(gotFlags[4 * m + j]) + ", want " +
                             (want[j] ? "non-zero" : "0"));
            failures.expect(got[2 * m], in[sg[lanes[m]]],
                            "non_uniform_broadcast from lane " +
                                std::to_string(lanes[m]) + " " + at);
            failures.expect(got[2 * m + 1], in[sg[first]],
                            "broadcast_first " + at);
          }
        }
        EXPECT_TRUE(failures.verdict());
      }
  }
};

SUBGROUP_TYPED_TESTS(SubGroupBallot)

/// Results per work-item of the ballot-value functions: inverse ballot, bit
/// extract, bit count, inclusive and exclusive scans, find lsb and msb.
constexpr size_t BitOps = 7;

TEST_F(SubGroupBallot, BallotsAndMasks) {
  Kernel k = kernel(std::string(Prelude) + R"CL(
__kernel void ballot(__global uint *ids, __global const int *pred,
                     __global const uint4 *values, __global const uint *index,
                     __global uint4 *masks, __global uint4 *ballots,
                     __global uint *bits, uint subset) {
  size_t i = record_ids(ids);
  __global uint4 *m = masks + i * 5;
  m[0] = get_sub_group_eq_mask();
  m[1] = get_sub_group_ge_mask();
  m[2] = get_sub_group_gt_mask();
  m[3] = get_sub_group_le_mask();
  m[4] = get_sub_group_lt_mask();
  if (!subset || get_sub_group_local_id() % 3 != 0) {
    uint4 v = values[i];
    __global uint *b = bits + i * 7;
    ballots[i] = sub_group_ballot(pred[i]);
    b[0] = sub_group_inverse_ballot(v);
    b[1] = sub_group_ballot_bit_extract(v, index[i]);
    b[2] = sub_group_ballot_bit_count(v);
    b[3] = sub_group_ballot_inclusive_scan(v);
    b[4] = sub_group_ballot_exclusive_scan(v);
    b[5] = sub_group_ballot_find_lsb(v);
    b[6] = sub_group_ballot_find_msb(v);
  }
}
)CL",
                    "ballot", options("uint"));
  for (const Shape &shape : Shapes)
    for (uint32_t subset : {0u, 1u}) {
      SCOPED_TRACE(shapeName(shape) +
                   (subset ? ", lanes with lid % 3 != 0" : ", all lanes"));
      const Layout &layout = this->layout(shape);
      const size_t n = layout.items, max = layout.maxSize;
      auto active = [&](size_t l) { return !subset || l % 3 != 0; };
      std::vector<int32_t> pred(n);
      std::vector<Uint4> values(n);
      std::vector<uint32_t> index(n);
      for (const auto &sg : layout.subGroups) {
        // Random bits, all ones, one bit, or none below the maximum size;
        // random bits above it; none from the size to the maximum.
        Bits v = toBits({uint32_t(draw()), uint32_t(draw()), uint32_t(draw()),
                         uint32_t(draw())});
        switch (draw() % 4) {
        case 1:
          v |= bitRange(0, max);
          break;
        case 2:
          v &= ~bitRange(0, max);
          v.set(draw() % sg.size());
          break;
        case 3:
          v &= ~bitRange(0, max);
          break;
        }
        v &= ~bitRange(sg.size(), max);
        for (size_t l = 0; l < sg.size(); ++l) {
          values[sg[l]] = toUint4(v);
          index[sg[l]] = uint32_t(draw() % max);
          pred[sg[l]] = draw() % 4 ? int32_t(draw() >> (draw() % 32)) : 0;
        }
      }
      Buffer ids = makeBuffer(n * 16), bpred = upload(pred),
             bvalues = upload(values), bindex = upload(index),
             masks = makeBuffer(n * 5 * 16), ballots = makeBuffer(n * 16),
             bits = makeBuffer(n * BitOps * 4);
      run(k, range(shape), ids, bpred, bvalues, bindex, masks, ballots, bits,
          subset);
      if (!sameLayout(layout, ids))
        continue;
      std::vector<Uint4> gotMasks = download<Uint4>(masks, n * 5);
      std::vector<Uint4> gotBallots = download<Uint4>(ballots, n);
      std::vector<uint32_t> gotBits = download<uint32_t>(bits, n * BitOps);
      Failures failures;
      for (const auto &sg : layout.subGroups) {
        Bits ballot;
        for (size_t l = 0; l < sg.size(); ++l)
          ballot[l] = active(l) && pred[sg[l]] != 0;
        for (size_t l = 0; l < sg.size(); ++l) {
          const size_t m = sg[l];
          const std::string at = where(m, l, sg.size());
          // Masks: ge and gt only below the maximum size.
          const Bits below = bitRange(0, max);
          const Bits want[5] = {bitRange(l, l + 1), bitRange(l, max),
                                bitRange(l + 1, max), bitRange(0, l + 1),
                                bitRange(0, l)};
          const Bits care[5] = {~Bits(), below, below, ~Bits(), ~Bits()};
          const char *maskNames[5] = {"eq", "ge", "gt", "le", "lt"};
          for (size_t j = 0; j < 5; ++j)
            if ((toBits(gotMasks[5 * m + j]) & care[j]) != want[j])
              failures.add(std::string("get_sub_group_") + maskNames[j] +
                           "_mask " + at + ": got " + hex(gotMasks[5 * m + j]) +
                           ", want " + hex(toUint4(want[j])));
          if (!active(l))
            continue;
          if (toBits(gotBallots[m]) != ballot)
            failures.add("ballot " + at + ": got " + hex(gotBallots[m]) +
                         ", want " + hex(toUint4(ballot)));
          const Bits v = toBits(values[m]) & bitRange(0, sg.size());
          const uint32_t *got = &gotBits[m * BitOps];
          auto expectBit = [&](const char *name, uint32_t value, bool bit) {
            if ((value != 0) != bit)
              failures.add(std::string(name) + " of " + hex(values[m]) + " " +
                           at + ": got " + std::to_string(value) + ", want " +
                           (bit ? "non-zero" : "0"));
          };
          auto expectCount = [&](const char *name, uint32_t value,
                                 size_t count) {
            if (value != count)
              failures.add(std::string(name) + " of " + hex(values[m]) + " " +
                           at + ": got " + std::to_string(value) + ", want " +
                           std::to_string(count));
          };
          expectBit("inverse_ballot", got[0], v[l]);
          expectBit(("bit_extract at " + std::to_string(index[m])).c_str(),
                    got[1], toBits(values[m])[index[m]]);
          expectCount("bit_count", got[2], v.count());
          expectCount("inclusive_scan", got[3],
                      (v & bitRange(0, l + 1)).count());
          expectCount("exclusive_scan", got[4], (v & bitRange(0, l)).count());
          if (v.none())
            continue; // find_lsb/msb of no bits is undefined
          size_t lsb = 0, msb = sg.size() - 1;
          while (!v[lsb])
            ++lsb;
          while (!v[msb])
            --msb;
          expectCount("find_lsb", got[5], lsb);
          expectCount("find_msb", got[6], msb);
        }
      }
      EXPECT_TRUE(failures.verdict());
    }
}

} // namespace
} // namespace vkcl::e2e
