// Shared by the sub-group suites (SubGroup*Test.cpp): the NDRange shapes,
// the kernel prelude, the host's view of the sub-groups and host arithmetic
// per element type.
//
// No test assumes the device's sub-group size (lavapipe 8, SwiftShader 4,
// NVIDIA 32). Every kernel records each work-item's get_sub_group_size(),
// get_sub_group_id(), get_sub_group_local_id() and get_max_sub_group_size();
// the host checks them against OpenCL's layout (sub-group k of a work-group
// holds local linear ids [k*max, (k+1)*max), the last one partial) and
// computes its reference per sub-group from that layout. The layout of each
// shape is measured once per process, before the inputs are made, so that
// inputs can be uniform per sub-group where a function needs that.
#pragma once

#include "E2eFixture.h"

#include "HalfReference.h"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>

namespace vkcl::e2e::subgroups {

/// A half value, held as its bits.
struct Half {
  uint16_t bits;
};

/// Host arithmetic of an element type, and the inputs tests feed it.
template <typename T> struct Value {
  static constexpr bool isInt = std::is_integral_v<T>;
  using Wide = std::conditional_t<sizeof(T) <= 4, uint32_t, uint64_t>;

  static T add(T a, T b) {
    if constexpr (isInt)
      return T(Wide(a) + Wide(b));
    else
      return a + b;
  }
  static T mul(T a, T b) {
    if constexpr (isInt)
      return T(Wide(a) * Wide(b));
    else
      return a * b;
  }
  static T min(T a, T b) { return b < a ? b : a; }
  static T max(T a, T b) { return a < b ? b : a; }
  static T bitAnd(T a, T b) { return T(a & b); }
  static T bitOr(T a, T b) { return T(a | b); }
  static T bitXor(T a, T b) { return T(a ^ b); }
  /// Identities of the exclusive scans: the type's largest value for min
  /// (+inf for floating point), its smallest for max (-inf).
  static T zero() { return T(0); }
  static T one() { return T(1); }
  static T ones() { return T(~Wide(0)); }
  static T highest() {
    if constexpr (isInt)
      return std::numeric_limits<T>::max();
    else
      return std::numeric_limits<T>::infinity();
  }
  static T lowest() {
    if constexpr (isInt)
      return std::numeric_limits<T>::lowest();
    else
      return -std::numeric_limits<T>::infinity();
  }

  /// Inputs of add, min, max and the bitwise operations: random bits, or
  /// small integers for floating point, whose sums are exact in any order.
  static T small(std::mt19937_64 &rng) {
    if constexpr (isInt)
      return T(rng());
    else
      return T(int(rng() % 2001) - 1000);
  }
  /// Inputs of mul: random bits, or +-1 and +-2 for floating point, whose
  /// products (powers of two) are exact in any order.
  static T factor(std::mt19937_64 &rng) {
    if constexpr (isInt) {
      return T(rng());
    } else {
      uint64_t r = rng();
      T v = r % 4 == 0 ? T(2) : T(1);
      return r & 8 ? -v : v;
    }
  }
  /// Inputs of functions that only move values: any bits (finite floats).
  static T any(std::mt19937_64 &rng) {
    if constexpr (isInt)
      return T(rng());
    else
      return T(std::ldexp(double(int64_t(rng() >> 11)) - double(1ull << 52),
                          int(rng() % 40) - 60));
  }
  static bool same(T a, T b) { return std::memcmp(&a, &b, sizeof(T)) == 0; }
  static std::string show(T v) {
    std::ostringstream os;
    os << Show<T>{v};
    return os.str();
  }
};

template <> struct Value<Half> {
  static constexpr bool isInt = false;
  static float f(Half h) { return reference::halfToFloat(h.bits); }
  static Half h(float v) { return Half{reference::floatToHalf(v)}; }
  static Half add(Half a, Half b) { return h(f(a) + f(b)); }
  static Half mul(Half a, Half b) { return h(f(a) * f(b)); }
  static Half min(Half a, Half b) { return f(b) < f(a) ? b : a; }
  static Half max(Half a, Half b) { return f(a) < f(b) ? b : a; }
  static Half zero() { return Half{0}; }
  static Half one() { return h(1.0f); }
  static Half highest() { return Half{0x7C00}; }
  static Half lowest() { return Half{0xFC00}; }
  /// |x| <= 8 over at most 128 lanes: every partial sum is an integer of
  /// magnitude <= 1024, exact in half.
  static Half small(std::mt19937_64 &rng) {
    return h(float(int(rng() % 17) - 8));
  }
  static Half factor(std::mt19937_64 &rng) {
    uint64_t r = rng();
    float v = r % 4 == 0 ? 2.0f : 1.0f;
    return h(r & 8 ? -v : v);
  }
  static Half any(std::mt19937_64 &rng) {
    uint16_t bits = uint16_t(rng());
    if ((bits & 0x7C00) == 0x7C00) // no infinities or NaNs
      bits ^= 0x4000;
    return Half{bits};
  }
  static bool same(Half a, Half b) { return a.bits == b.bits; }
  static std::string show(Half v) {
    std::ostringstream os;
    os << f(v) << " (0x" << std::hex << v.bits << ")";
    return os.str();
  }
};

/// An NDRange of 1 or 2 dimensions.
struct Shape {
  uint32_t dims;
  std::array<uint32_t, 2> global, local;
};

/// A 1-D group of 90 work-items (no multiple of 4, 8 or 32: every driver's
/// last sub-group is partial) with a remainder group of 70, a 2-D group of
/// 7x5 with remainders in both dimensions, and groups of 6 with a remainder
/// of 2 (fewer work-items than a sub-group on lavapipe and NVIDIA, where
/// get_max_sub_group_size() is then 6).
inline constexpr std::array<Shape, 3> Shapes = {{
    {1, {250, 1}, {90, 1}},
    {2, {17, 12}, {7, 5}},
    {1, {14, 1}, {6, 1}},
}};
/// The 1-D shapes only, for the costlier kernels (SwiftShader compiles a
/// pipeline per work-group size, slowly for large kernels).
inline const std::array<const Shape *, 2> LinearShapes = {&Shapes[0],
                                                          &Shapes[2]};
/// One group of 90 (a pipeline of its own), for the largest kernels.
inline constexpr Shape OneGroup = {1, {90, 1}, {90, 1}};

inline std::string shapeName(const Shape &s) {
  std::ostringstream os;
  os << "global " << s.global[0];
  if (s.dims == 2)
    os << "x" << s.global[1];
  os << " local " << s.local[0];
  if (s.dims == 2)
    os << "x" << s.local[1];
  return os.str();
}

/// Where the work-items of a shape are: `subGroups[k][l]` is the global
/// linear id of sub-group local id `l` of the k-th sub-group of the NDRange,
/// `ids[k]` that sub-group's get_sub_group_id().
struct Layout {
  uint32_t maxSize = 0;
  size_t items = 0;
  std::vector<std::vector<size_t>> subGroups;
  std::vector<uint32_t> ids;
};

/// OpenCL's layout of `shape` with sub-groups of at most `maxSize`.
inline Layout layoutFor(const Shape &s, uint32_t maxSize) {
  Layout layout;
  layout.maxSize = maxSize;
  layout.items = size_t(s.global[0]) * s.global[1];
  for (uint32_t gy = 0; gy < s.global[1]; gy += s.local[1])
    for (uint32_t gx = 0; gx < s.global[0]; gx += s.local[0]) {
      uint32_t sx = std::min(s.local[0], s.global[0] - gx);
      uint32_t sy = std::min(s.local[1], s.global[1] - gy);
      std::vector<size_t> members;
      for (uint32_t y = 0; y < sy; ++y)
        for (uint32_t x = 0; x < sx; ++x)
          members.push_back(size_t(gy + y) * s.global[0] + gx + x);
      for (size_t k = 0; k < members.size(); k += maxSize) {
        layout.subGroups.emplace_back(
            members.begin() + k,
            members.begin() + std::min(members.size(), k + maxSize));
        layout.ids.push_back(uint32_t(k / maxSize));
      }
    }
  return layout;
}

/// The ids a kernel recorded (4 per work-item: size, sub-group id, local
/// id, max size) against `layout`.
inline ::testing::AssertionResult idsMatch(const Layout &layout,
                                           const std::vector<uint32_t> &ids) {
  size_t bad = 0;
  std::ostringstream os;
  for (size_t k = 0; k < layout.subGroups.size(); ++k) {
    const std::vector<size_t> &lanes = layout.subGroups[k];
    for (size_t l = 0; l < lanes.size(); ++l) {
      const uint32_t *got = &ids[4 * lanes[l]];
      const uint32_t want[4] = {uint32_t(lanes.size()), layout.ids[k],
                                uint32_t(l), layout.maxSize};
      if (std::equal(got, got + 4, want))
        continue;
      if (++bad <= 8)
        os << "\n  work-item " << lanes[l] << ": size " << got[0]
           << " sub-group " << got[1] << " local id " << got[2] << " max "
           << got[3] << ", want " << want[0] << " " << want[1] << " " << want[2]
           << " " << want[3];
    }
  }
  if (!bad)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << bad
         << " work-items disagree with OpenCL's sub-group layout:" << os.str();
}

/// Text every sub-group kernel starts with: record_ids() writes the ids the
/// host checks the layout against.
inline const char *Prelude = R"CL(
#ifdef NEEDS_FP16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
size_t record_ids(__global uint *ids) {
  size_t i = get_global_linear_id();
  ids[4 * i] = get_sub_group_size();
  ids[4 * i + 1] = get_sub_group_id();
  ids[4 * i + 2] = get_sub_group_local_id();
  ids[4 * i + 3] = get_max_sub_group_size();
  return i;
}
)CL";

/// Collects mismatches and reports the first few of them.
class Failures {
public:
  void add(const std::string &line) {
    if (count_++ < 12)
      text_ << "\n  " << line;
  }
  template <typename T>
  void expect(const T &got, const T &want, const std::string &what) {
    if (!Value<T>::same(got, want))
      add(what + ": got " + Value<T>::show(got) + ", want " +
          Value<T>::show(want));
  }
  ::testing::AssertionResult verdict() const {
    if (!count_)
      return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure()
           << count_ << " mismatches:" << text_.str();
  }

private:
  size_t count_ = 0;
  std::ostringstream text_;
};

/// "item 12 (lane 3 of 8)".
inline std::string where(size_t item, size_t lane, size_t size) {
  return "item " + std::to_string(item) + " (lane " + std::to_string(lane) +
         " of " + std::to_string(size) + ")";
}

/// What a test needs of the device besides sub-groups.
enum class Need { Nothing, Int64, Fp64, Fp16 };

class SubGroupFixture : public E2eTest {
protected:
  /// 64 random bits from the test's generator.
  uint64_t draw() { return rng()(); }

  const char *missing(Need need) {
    if (need == Need::Int64 && !profile().int64)
      return "int64 (long/ulong)";
    if (need == Need::Fp64 && !profile().float64)
      return "fp64 (double)";
    if (need == Need::Fp16 && !profile().float16)
      return "fp16 (half)";
    return nullptr;
  }

  /// -D T=`type` (and what half needs), INTEGER for integer types, then
  /// `extra`.
  CompileOptions options(const std::string &type,
                         std::vector<std::string> extra = {}) {
    CompileOptions o;
    o.defines = {"T=" + type};
    if (type == "half")
      o.defines.push_back("NEEDS_FP16=1");
    if (type != "float" && type != "double" && type != "half")
      o.defines.push_back("INTEGER=1");
    for (std::string &d : extra)
      o.defines.push_back(std::move(d));
    return o;
  }

  /// The sub-group size of the profile a kernel cache is being filled for
  /// besides this device ($VKCL_KERNEL_CACHE_ALSO, see precompileForCache),
  /// else this device's: a kernel with the size as a -D (cluster sizes)
  /// must be precompiled with that profile's, which the GPU will ask for.
  uint32_t cacheProfileSubgroupSize() {
    if (const char *also = std::getenv("VKCL_KERNEL_CACHE_ALSO"))
      if (std::optional<TargetProfile> p = TargetProfile::preset(also))
        return p->subgroupSize;
    return profile().subgroupSize;
  }

  NDRange range(const Shape &s) {
    NDRange r;
    r.dims = s.dims;
    r.global = {s.global[0], s.global[1], 1};
    r.local = {s.local[0], s.local[1], 1};
    return r;
  }

  /// The layout of `shape` on this device: get_max_sub_group_size() as a
  /// kernel reads it, measured once per process and shape.
  const Layout &layout(const Shape &shape) {
    static std::map<const Shape *, Layout> measured;
    auto found = measured.find(&shape);
    if (found != measured.end())
      return found->second;
    Kernel k = kernel(std::string(Prelude) +
                          "__kernel void ids(__global uint *ids) {\n"
                          "  record_ids(ids);\n}\n",
                      "ids", options("int"));
    size_t n = size_t(shape.global[0]) * shape.global[1];
    Buffer ids = makeBuffer(n * 16);
    run(k, range(shape), ids);
    std::vector<uint32_t> got = download<uint32_t>(ids, n * 4);
    uint32_t max = got[3];
    if (max == 0 || max > 128)
      throw E2eError("get_max_sub_group_size() returned " +
                     std::to_string(max));
    Layout l = layoutFor(shape, max);
    if (::testing::AssertionResult same = idsMatch(l, got); !same)
      throw E2eError(shapeName(shape) + ": " + same.message());
    return measured.emplace(&shape, std::move(l)).first->second;
  }

  /// Whether the ids `buffer` holds match `layout` (a failure says how not).
  bool sameLayout(const Layout &layout, const Buffer &buffer) {
    ::testing::AssertionResult same =
        idsMatch(layout, download<uint32_t>(buffer, layout.items * 4));
    EXPECT_TRUE(same);
    return bool(same);
  }

  /// `make(lanes, l)` for every work-item, by global linear id.
  template <typename V>
  std::vector<V>
  perItem(const Layout &layout,
          const std::function<V(const std::vector<size_t> &, size_t)> &make) {
    std::vector<V> v(layout.items);
    for (const auto &lanes : layout.subGroups)
      for (size_t l = 0; l < lanes.size(); ++l)
        v[lanes[l]] = make(lanes, l);
    return v;
  }

  /// One random lane per sub-group, the same for all of its work-items (a
  /// broadcast's source).
  std::vector<uint32_t> lanePerSubGroup(const Layout &layout) {
    return perItem<uint32_t>(
        layout, [&, pick = uint32_t(0)](const std::vector<size_t> &sg,
                                        size_t l) mutable {
          if (l == 0)
            pick = uint32_t(draw() % sg.size());
          return pick;
        });
  }
};

/// One test per element type; a suite defines test<H>(type) and
/// precompile<H>(type) (for the types this device lacks).
#define SUBGROUP_TYPE_TEST(Suite, Name, H, type, need)                         \
  TEST_F(Suite, Name) {                                                        \
    if (const char *why = missing(need)) {                                     \
      precompile<H>(type);                                                     \
      GTEST_SKIP() << "device has no " << why;                                 \
    }                                                                          \
    test<H>(type);                                                             \
  }
#define SUBGROUP_TYPED_TESTS(Suite)                                            \
  SUBGROUP_TYPE_TEST(Suite, Char, int8_t, "char", Need::Nothing)               \
  SUBGROUP_TYPE_TEST(Suite, Uchar, uint8_t, "uchar", Need::Nothing)            \
  SUBGROUP_TYPE_TEST(Suite, Short, int16_t, "short", Need::Nothing)            \
  SUBGROUP_TYPE_TEST(Suite, Ushort, uint16_t, "ushort", Need::Nothing)         \
  SUBGROUP_TYPE_TEST(Suite, Int, int32_t, "int", Need::Nothing)                \
  SUBGROUP_TYPE_TEST(Suite, Uint, uint32_t, "uint", Need::Nothing)             \
  SUBGROUP_TYPE_TEST(Suite, Float, float, "float", Need::Nothing)              \
  SUBGROUP_TYPE_TEST(Suite, Long, int64_t, "long", Need::Int64)                \
  SUBGROUP_TYPE_TEST(Suite, Ulong, uint64_t, "ulong", Need::Int64)             \
  SUBGROUP_TYPE_TEST(Suite, Double, double, "double", Need::Fp64)              \
  SUBGROUP_TYPE_TEST(Suite, Half, Half, "half", Need::Fp16)

} // namespace vkcl::e2e::subgroups
