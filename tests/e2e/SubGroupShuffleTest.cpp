// cl_khr_subgroup_shuffle, cl_khr_subgroup_shuffle_relative and
// cl_khr_subgroup_rotate on every element type: shuffle by an index and by
// an xor mask, shuffle up and down by a delta (all three chosen per lane),
// rotate by a delta uniform per sub-group (negative ones too) modulo
// get_max_sub_group_size(), and clustered rotate within aligned clusters
// of 1, 2, 4 and the device's sub-group size.
//
// A result is defined only where its source lane exists: indices past a
// partial last sub-group are skipped, as are cluster sizes larger than the
// sub-groups. Groups of 6 (SubGroups.h) make get_max_sub_group_size() 6 on
// lavapipe and NVIDIA, so rotates wrap at 6 and not at the hardware width.
// Inputs are random bits (finite floats), compared bit for bit.
#include "SubGroups.h"

namespace vkcl::e2e {
namespace {

using namespace subgroups;

constexpr size_t Outputs = 9;

const std::string ShuffleSource = std::string(Prelude) + R"CL(
__kernel void shuffles(__global uint *ids, __global const T *in,
                       __global const uint *sel, __global const int *delta,
                       __global T *out) {
  size_t i = record_ids(ids);
  T x = in[i];
  __global const uint *s = sel + 4 * i;
  __global T *o = out + i * 9;
  o[0] = sub_group_shuffle(x, s[0]);
  o[1] = sub_group_shuffle_xor(x, s[1]);
  o[2] = sub_group_shuffle_up(x, s[2]);
  o[3] = sub_group_shuffle_down(x, s[3]);
  int d = delta[i];
  o[4] = sub_group_rotate(x, d);
  o[5] = sub_group_clustered_rotate(x, d, 1);
  o[6] = sub_group_clustered_rotate(x, d, 2);
  o[7] = sub_group_clustered_rotate(x, d, 4);
  o[8] = sub_group_clustered_rotate(x, d, FULL);
}
)CL";

class SubGroupShuffle : public SubGroupFixture {
protected:
  template <typename T> void precompile(const char *type) {
    precompileForCache(
        ShuffleSource,
        options(type, {"FULL=" + std::to_string(cacheProfileSubgroupSize())}));
  }

  template <typename T> void test(const char *type) {
    const uint32_t full = profile().subgroupSize;
    Kernel k = kernel(ShuffleSource, "shuffles",
                      options(type, {"FULL=" + std::to_string(full)}));
    if (uint32_t other = cacheProfileSubgroupSize(); other != full)
      precompileForCache(ShuffleSource,
                         options(type, {"FULL=" + std::to_string(other)}));
    for (const Shape &shape : Shapes) {
      SCOPED_TRACE(shapeName(shape));
      const Layout &layout = this->layout(shape);
      const size_t n = layout.items, max = layout.maxSize;
      const bool powerOfTwo = (max & (max - 1)) == 0;
      std::vector<T> in(n);
      for (T &x : in)
        x = Value<T>::any(rng());
      // Index, xor mask, up and down deltas per lane; the rotate delta per
      // sub-group, negative only where every reading of "modulo" agrees.
      std::vector<uint32_t> sel(n * 4);
      std::vector<int32_t> delta(n);
      for (const auto &sg : layout.subGroups) {
        int32_t d = int32_t(draw() % (4 * max + 1)) - int32_t(2 * max);
        if (!powerOfTwo)
          d = std::abs(d);
        for (size_t m : sg) {
          sel[4 * m] = uint32_t(draw() % max);
          sel[4 * m + 1] = uint32_t(draw() % max);
          sel[4 * m + 2] = uint32_t(draw() % (max + 1));
          sel[4 * m + 3] = uint32_t(draw() % (max + 1));
          delta[m] = d;
        }
      }
      Buffer ids = makeBuffer(n * 16), bin = upload(in), bsel = upload(sel),
             bdelta = upload(delta), out = makeBuffer(n * Outputs * sizeof(T));
      run(k, range(shape), ids, bin, bsel, bdelta, out);
      if (!sameLayout(layout, ids))
        continue;
      std::vector<T> got = download<T>(out, n * Outputs);
      Failures failures;
      const int64_t clusters[4] = {1, 2, 4, full};
      for (const auto &sg : layout.subGroups)
        for (size_t l = 0; l < sg.size(); ++l) {
          const size_t m = sg[l];
          const int64_t d = delta[m], lane = int64_t(l);
          const uint32_t *s = &sel[4 * m];
          // Source lane of each output, or -1 where none is defined.
          int64_t from[Outputs] = {
              s[0], lane ^ s[1], lane - int64_t(s[2]), lane + int64_t(s[3]),
              ((lane + d) % int64_t(max) + int64_t(max)) % int64_t(max)};
          for (size_t c = 0; c < 4; ++c)
            from[5 + c] = clusters[c] > int64_t(max)
                              ? -1
                              : (lane & ~(clusters[c] - 1)) +
                                    ((lane + d) & (clusters[c] - 1));
          const char *names[Outputs] = {"shuffle",
                                        "shuffle_xor",
                                        "shuffle_up",
                                        "shuffle_down",
                                        "rotate",
                                        "clustered_rotate/1",
                                        "clustered_rotate/2",
                                        "clustered_rotate/4",
                                        "clustered_rotate/full"};
          const int64_t args[Outputs] = {s[0], s[1], s[2], s[3], d, d, d, d, d};
          for (size_t j = 0; j < Outputs; ++j) {
            if (from[j] < 0 || from[j] >= int64_t(sg.size()))
              continue;
            failures.expect(got[m * Outputs + j], in[sg[size_t(from[j])]],
                            std::string(type) + " " + names[j] + "(x, " +
                                std::to_string(args[j]) + ") " +
                                where(m, l, sg.size()) + " (source lane " +
                                std::to_string(from[j]) + ")");
          }
        }
      EXPECT_TRUE(failures.verdict());
    }
  }
};

SUBGROUP_TYPED_TESTS(SubGroupShuffle)

} // namespace
} // namespace vkcl::e2e
