// Work-group collective functions on every type they take (int, uint,
// long, ulong, float, double, half) and every NDRange shape: 1-D groups
// whose size is no multiple of the sub-group size, 2-D and 3-D groups, and
// the non-uniform remainder groups of each dimension. Each work-item writes
// every reduce and scan (add, min, max), a broadcast from a corner of its
// group, and work_group_all/any of a predicate true for all but a few
// planted values; the host computes the same per group in local linear id
// order. Integers wrap as two's complement; float and half inputs are small
// integers, so every sum is exact in any order (OpenCL fixes no order of
// floating-point additions here) and the comparison is bit for bit.
#include "E2eFixture.h"

#include "HalfReference.h"

namespace vkcl::e2e {
namespace {

/// Host arithmetic of each element type; half is held as its bits.
struct Half {
  uint16_t bits;
};

template <typename T> struct Ops {
  static constexpr bool isFloat = std::is_floating_point_v<T>;
  static T add(T a, T b) {
    if constexpr (isFloat)
      return a + b;
    else
      return T(std::make_unsigned_t<T>(a) + std::make_unsigned_t<T>(b));
  }
  static bool less(T a, T b) { return a < b; }
  static T lowest() {
    if constexpr (isFloat)
      return -std::numeric_limits<T>::infinity();
    else
      return std::numeric_limits<T>::lowest();
  }
  static T highest() {
    if constexpr (isFloat)
      return std::numeric_limits<T>::infinity();
    else
      return std::numeric_limits<T>::max();
  }
  static T zero() { return T(0); }
  static T random(std::mt19937_64 &rng) {
    if constexpr (isFloat)
      return T(int(rng() % 2001) - 1000); // exact sums of up to 8k terms
    else
      return T(rng());
  }
  static T planted() { return T(77); }
  static bool same(T a, T b) { return std::memcmp(&a, &b, sizeof(T)) == 0; }
};

template <> struct Ops<Half> {
  static float f(Half h) { return reference::halfToFloat(h.bits); }
  static Half h(float v) { return Half{reference::floatToHalf(v)}; }
  static Half add(Half a, Half b) { return h(f(a) + f(b)); }
  static bool less(Half a, Half b) { return f(a) < f(b); }
  static Half lowest() { return Half{0xFC00}; }
  static Half highest() { return Half{0x7C00}; }
  static Half zero() { return Half{0}; }
  /// |x| <= 4 over at most 256 work-items: every partial sum is an integer
  /// of magnitude <= 1024, exact in half.
  static Half random(std::mt19937_64 &rng) {
    return h(float(int(rng() % 9) - 4));
  }
  static Half planted() { return h(7.0f); }
  static bool same(Half a, Half b) { return a.bits == b.bits; }
};

struct Shape {
  uint32_t dims;
  std::array<uint64_t, 3> global, local;
};

/// Results per work-item: reduce add/min/max, inclusive and exclusive scans
/// of add/min/max, and the broadcast.
constexpr size_t Outputs = 10;

const char *Source = R"CL(
#ifdef NEEDS_FP16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
__kernel void collectives(__global const T *in, __global T *out,
                          __global int *flags) {
  size_t i = get_global_linear_id();
  T x = in[i];
  __global T *o = out + i * 10;
  o[0] = work_group_reduce_add(x);
  o[1] = work_group_reduce_min(x);
  o[2] = work_group_reduce_max(x);
  o[3] = work_group_scan_inclusive_add(x);
  o[4] = work_group_scan_inclusive_min(x);
  o[5] = work_group_scan_inclusive_max(x);
  o[6] = work_group_scan_exclusive_add(x);
  o[7] = work_group_scan_exclusive_min(x);
  o[8] = work_group_scan_exclusive_max(x);
  size_t lx = get_local_size(0) - 1, ly = get_local_size(1) / 2,
         lz = get_local_size(2) - 1;
#if DIMS == 1
  o[9] = work_group_broadcast(x, lx);
#elif DIMS == 2
  o[9] = work_group_broadcast(x, lx, ly);
#else
  o[9] = work_group_broadcast(x, lx, ly, lz);
#endif
  flags[2 * i] = work_group_all(x != PLANTED);
  flags[2 * i + 1] = work_group_any(x == PLANTED);
}
)CL";

class WorkGroup : public E2eTest {
protected:
  template <typename T>
  void check(const char *type, const Shape &shape, bool fp16 = false) {
    using O = Ops<T>;
    CompileOptions options;
    options.defines = {
        std::string("T=") + type, "DIMS=" + std::to_string(shape.dims),
        std::string("PLANTED=((") + type + ")" + (fp16 ? "7" : "77") + ")"};
    if (fp16)
      options.defines.push_back("NEEDS_FP16=1");
    Kernel k = kernel(Source, "collectives", options);

    const auto &G = shape.global;
    size_t n = G[0] * G[1] * G[2];
    std::vector<T> in(n);
    for (T &x : in)
      x = O::random(rng());
    // Plant the value in a few places (groups with it fail `all`).
    for (size_t i = 0; i < n; i += 97)
      in[i] = O::planted();
    Buffer bin = upload(in), out = makeBuffer(n * Outputs * sizeof(T));
    Buffer flags = makeBuffer(n * 2 * 4);
    NDRange range;
    range.dims = shape.dims;
    range.global = shape.global;
    range.local = shape.local;
    run(k, range, bin, out, flags);
    std::vector<T> got = download<T>(out, n * Outputs);
    std::vector<int32_t> gotFlags = download<int32_t>(flags, n * 2);

    // Groups: global linear ids of their work-items in local linear order.
    const auto &L = shape.local;
    size_t failures = 0;
    for (uint64_t gz = 0; gz < G[2]; gz += L[2])
      for (uint64_t gy = 0; gy < G[1]; gy += L[1])
        for (uint64_t gx = 0; gx < G[0]; gx += L[0]) {
          uint64_t sx = std::min(L[0], G[0] - gx),
                   sy = std::min(L[1], G[1] - gy),
                   sz = std::min(L[2], G[2] - gz);
          std::vector<size_t> members;
          for (uint64_t z = 0; z < sz; ++z)
            for (uint64_t y = 0; y < sy; ++y)
              for (uint64_t x = 0; x < sx; ++x)
                members.push_back(((gz + z) * G[1] + gy + y) * G[0] + gx + x);
          uint64_t bx = sx - 1, by = sy / 2, bz = sz - 1;
          if (shape.dims < 3)
            bz = 0;
          if (shape.dims < 2)
            by = 0;
          T broadcast = in[members[(bz * sy + by) * sx + bx]];
          T sum = O::zero(), mn = O::highest(), mx = O::lowest();
          bool all = true, any = false;
          for (size_t m : members) {
            sum = O::add(sum, in[m]);
            mn = O::less(in[m], mn) ? in[m] : mn;
            mx = O::less(mx, in[m]) ? in[m] : mx;
            all = all && !O::same(in[m], O::planted());
            any = any || O::same(in[m], O::planted());
          }
          T isum = O::zero(), imin = O::highest(), imax = O::lowest();
          for (size_t m : members) {
            T esum = isum, emin = imin, emax = imax;
            isum = O::add(isum, in[m]);
            imin = O::less(in[m], imin) ? in[m] : imin;
            imax = O::less(imax, in[m]) ? in[m] : imax;
            T want[Outputs] = {sum,  mn,   mx,   isum, imin,
                               imax, esum, emin, emax, broadcast};
            for (size_t j = 0; j < Outputs; ++j)
              if (!O::same(got[m * Outputs + j], want[j]) && failures++ < 8)
                ADD_FAILURE() << type << " output " << j << " of work-item "
                              << m << " (group at " << gx << "," << gy << ","
                              << gz << ") differs";
            if ((gotFlags[2 * m] != int(all) ||
                 gotFlags[2 * m + 1] != int(any)) &&
                failures++ < 8)
              ADD_FAILURE() << type << " all/any of work-item " << m << ": "
                            << gotFlags[2 * m] << "," << gotFlags[2 * m + 1]
                            << " want " << all << "," << any;
          }
        }
    EXPECT_EQ(failures, 0u) << type;
  }

  template <typename T> void everyShape(const char *type, bool fp16 = false) {
    uint32_t maxLocal =
        std::min<uint32_t>(256, profile().maxWorkGroupInvocations);
    // 1-D: a group size no multiple of any sub-group size, and a remainder.
    check<T>(type, {1, {1000, 1, 1}, {100, 1, 1}}, fp16);
    check<T>(type, {1, {2 * maxLocal + 37, 1, 1}, {maxLocal, 1, 1}}, fp16);
    // 2-D and 3-D, with remainder groups in every dimension.
    check<T>(type, {2, {50, 9, 1}, {16, 4, 1}}, fp16);
    check<T>(type, {3, {9, 7, 5}, {4, 3, 2}}, fp16);
  }
};

TEST_F(WorkGroup, Int) { everyShape<int32_t>("int"); }
TEST_F(WorkGroup, Uint) { everyShape<uint32_t>("uint"); }
TEST_F(WorkGroup, Float) { everyShape<float>("float"); }

TEST_F(WorkGroup, Long) {
  E2E_REQUIRE_INT64();
  everyShape<int64_t>("long");
}
TEST_F(WorkGroup, Ulong) {
  E2E_REQUIRE_INT64();
  everyShape<uint64_t>("ulong");
}
TEST_F(WorkGroup, Double) {
  E2E_REQUIRE_FP64();
  everyShape<double>("double");
}
TEST_F(WorkGroup, Half) {
  if (!profile().float16)
    GTEST_SKIP() << "device has no fp16 (half)";
  everyShape<Half>("half", true);
}

/// Collectives in a loop and in a helper function: the scratch is reused
/// call after call (each collective starts with a barrier).
TEST_F(WorkGroup, RepeatedInLoopAndHelper) {
  Kernel k = kernel(R"CL(
int twice(int v) { return work_group_reduce_add(v) + work_group_reduce_max(v); }
__kernel void repeated(__global int *out) {
  int acc = 0;
  for (int r = 0; r < 5; ++r)
    acc += twice((int)get_local_id(0) * (r + 1)) +
           work_group_scan_exclusive_add(r);
  out[get_global_id(0)] = acc;
}
)CL");
  constexpr size_t N = 96 * 3 + 5, L = 96;
  Buffer out = makeBuffer(N * 4);
  run(k, NDRange::linear(N, L), out);
  std::vector<int32_t> got = download<int32_t>(out, N);
  for (size_t g = 0; g < N; ++g) {
    size_t start = g / L * L, size = std::min(L, N - start), l = g - start;
    int32_t want = 0;
    for (int r = 0; r < 5; ++r) {
      int32_t sum = 0;
      for (size_t i = 0; i < size; ++i)
        sum += int32_t(i) * (r + 1);
      want += sum + int32_t(size - 1) * (r + 1) + int32_t(l) * r;
    }
    ASSERT_EQ(got[g], want) << "work-item " << g;
  }
}

/// Collectives back to back, five a round, one nested in another's operand
/// (the inner one completes before the outer one starts), in
/// 256-item groups (8 sub-groups on NVIDIA, 32 on lavapipe) and a
/// non-uniform remainder: the scratch is rewritten collective after
/// collective while slower sub-groups may still be reading it.
TEST_F(WorkGroup, BackToBackAndNestedCollectives) {
  Kernel k = kernel(R"CL(
__kernel void back_to_back(__global const int *in, __global uint *out,
                           int rounds) {
  size_t i = get_global_id(0);
  int x = in[i];
  uint acc = 0;
  for (int r = 0; r < rounds; ++r) {
    int s = work_group_reduce_add(x + r);
    int m = work_group_scan_inclusive_max(x ^ r);
    int b = work_group_broadcast(work_group_reduce_min(x - r),
                                 (size_t)r % get_local_size(0));
    int e = work_group_scan_exclusive_add(r + 1);
    acc = acc * 31u + (uint)s + 3u * (uint)m + 7u * (uint)b + 11u * (uint)e;
  }
  out[i] = acc;
}
)CL",
                    "back_to_back");
  constexpr size_t L = 256, N = L * 3 + 40;
  constexpr int Rounds = 7;
  std::vector<int32_t> in(N);
  for (int32_t &x : in)
    x = int32_t(rng()() % 2001) - 1000;
  Buffer bin = upload(in), out = makeBuffer(N * 4);
  run(k, NDRange::linear(N, L), bin, out, int32_t(Rounds));
  std::vector<uint32_t> got = download<uint32_t>(out, N);
  for (size_t start = 0; start < N; start += L) {
    size_t size = std::min(L, N - start);
    for (size_t l = 0; l < size; ++l) {
      uint32_t want = 0;
      for (int r = 0; r < Rounds; ++r) {
        int32_t sum = 0, max = INT32_MIN, min = INT32_MAX;
        for (size_t j = 0; j < size; ++j) {
          sum += in[start + j] + r;
          min = std::min(min, in[start + j] - r);
          if (j <= l)
            max = std::max(max, in[start + j] ^ r);
        }
        uint32_t e = uint32_t(l) * uint32_t(r + 1);
        want = want * 31u + uint32_t(sum) + 3u * uint32_t(max) +
               7u * uint32_t(min) + 11u * e;
      }
      ASSERT_EQ(got[start + l], want) << "work-item " << start + l;
    }
  }
}

} // namespace
} // namespace vkcl::e2e
