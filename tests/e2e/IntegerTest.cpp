// The integer functions (OpenCL C 3.0, 6.15.4: abs abs_diff add_sat
// sub_sat hadd rhadd clamp min max clz ctz popcount rotate mul_hi mad_hi
// mad_sat mul24 mad24 upsample) against host references that compute in
// 128-bit integers, so no reference shares the lowering's tricks (carries,
// split words, 32-bit registers for char and short).
//
// Inputs, by element type, at width 1:
//  - 8-bit: every value, every pair, every triple (2^24);
//  - 16-bit: every value; pairs: every value against each of 64 others
//    (48 of the edge values, 16 random ones) on either side, plus 2^20 random
//    pairs (all 2^32 pairs would take minutes on a CPU driver); triples:
//    the small edge set cubed plus 2^20 random ones;
//  - 32/64-bit: the edge values (0, ±1, MIN, MAX, ±2^k, ±2^k ± 1) and
//    2^20 random ones, mixing uniform bits, random magnitudes and values
//    near the edges; pairs: the edges squared plus 2^20 random; triples:
//    the small edge set cubed plus 2^20 random.
// Every function also runs at widths 2, 3, 4, 8 and 16 for every type, on
// a sample of those inputs (vloadn/vstoren reshape the same arrays, so the
// reference is the same), with the scalar second-argument forms of min,
// max and clamp, and at widths 3 and 16 without the optimizer. Outputs
// start poisoned. mul24/mad24 take inputs brought into the 24-bit range
// where the spec defines them; clamp gets lo <= hi.
// The kernels are tests/e2e/kernels/integer.cl.
#include "E2eFixture.h"
#include "IntegerTypes.h"

#include <algorithm>
#include <functional>
#include <map>

namespace vkcl::e2e {
namespace {

using i128 = __int128;
using u128 = unsigned __int128;

/// The references, on 128-bit integers.
template <typename T> struct Ref {
  using U = std::make_unsigned_t<T>;
  static constexpr int W = 8 * sizeof(T);
  static constexpr bool S = std::is_signed_v<T>;
  static constexpr i128 Lo = std::numeric_limits<T>::min(),
                        Hi = std::numeric_limits<T>::max();

  static T sat(i128 v) { return T(v < Lo ? Lo : v > Hi ? Hi : v); }
  static i128 floorHalf(i128 v) { return (v - (v & 1)) / 2; }

  static U abs(T x) { return U(x < 0 ? -i128(x) : i128(x)); }
  static U absDiff(T x, T y) {
    i128 d = i128(x) - i128(y);
    return U(d < 0 ? -d : d);
  }
  static T addSat(T x, T y) { return sat(i128(x) + i128(y)); }
  static T subSat(T x, T y) { return sat(i128(x) - i128(y)); }
  static T hadd(T x, T y) { return T(floorHalf(i128(x) + i128(y))); }
  static T rhadd(T x, T y) { return T(floorHalf(i128(x) + i128(y) + 1)); }
  static T clz(T x) {
    int n = 0;
    for (int b = W - 1; b >= 0 && !((U(x) >> b) & 1); --b)
      ++n;
    return T(n);
  }
  static T ctz(T x) {
    int n = 0;
    for (int b = 0; b < W && !((U(x) >> b) & 1); ++b)
      ++n;
    return T(n);
  }
  static T popcount(T x) {
    int n = 0;
    for (int b = 0; b < W; ++b)
      n += int((U(x) >> b) & 1);
    return T(n);
  }
  static T rotate(T v, T by) {
    unsigned n = unsigned(U(by) % W); // two's complement: the count mod W
    u128 u = U(v);
    return T(U(n ? (u << n) | (u >> (W - n)) : u));
  }
  static T mulHi(T x, T y) {
    if constexpr (S)
      return T((i128(x) * i128(y)) >> W);
    else
      return T((u128(x) * u128(y)) >> W);
  }
  static T madHi(T x, T y, T z) { return T(U(U(mulHi(x, y)) + U(z))); }
  static T madSat(T x, T y, T z) {
    if constexpr (S)
      return sat(i128(x) * i128(y) + i128(z));
    else {
      u128 v = u128(x) * u128(y) + u128(z);
      return v > u128(Hi) ? T(Hi) : T(v);
    }
  }
  /// The 24-bit operand integer.cl's IN24 makes of x.
  static T in24(T x) {
    if constexpr (S)
      return T(int32_t(uint32_t(x) << 8) >> 8);
    else
      return T(x & 0xFFFFFF);
  }
  static T mul24(T x, T y) { return T(U(i128(in24(x)) * i128(in24(y)))); }
  static T mad24(T x, T y, T z) { return T(U(U(mul24(x, y)) + U(z))); }
  /// upsample's bits, zero-extended to 64.
  static uint64_t upsample(T hi, T lo) {
    uint64_t bits = (uint64_t(U(hi)) << W) | U(lo);
    return W == 32 ? bits : bits & ((uint64_t(1) << (2 * W)) - 1);
  }
};

/// The inputs of one arity: element e is (x[e], y[e], z[e]).
template <typename T> struct Inputs {
  std::vector<T> x, y, z;
  size_t size() const { return x.size(); }
};

/// One result slot of a kernel and its reference. `first` is the element
/// that starts e's vector (the scalar argument forms take it).
template <typename T> struct Slot {
  const char *name;
  unsigned slot;
  bool vectorsOnly;
  bool int32Only;
  std::function<T(const Inputs<T> &, size_t e, size_t first)> ref;
};

template <typename T> std::vector<Slot<T>> slots(int arity) {
  using R = Ref<T>;
  using In = const Inputs<T> &;
  if (arity == 1)
    return {
        {"abs", 0, false, false,
         [](In in, size_t e, size_t) { return T(R::abs(in.x[e])); }},
        {"clz", 1, false, false,
         [](In in, size_t e, size_t) { return R::clz(in.x[e]); }},
        {"ctz", 2, false, false,
         [](In in, size_t e, size_t) { return R::ctz(in.x[e]); }},
        {"popcount", 3, false, false,
         [](In in, size_t e, size_t) { return R::popcount(in.x[e]); }},
    };
  if (arity == 2)
    return {
        {"abs_diff", 0, false, false,
         [](In in, size_t e, size_t) {
           return T(R::absDiff(in.x[e], in.y[e]));
         }},
        {"add_sat", 1, false, false,
         [](In in, size_t e, size_t) { return R::addSat(in.x[e], in.y[e]); }},
        {"sub_sat", 2, false, false,
         [](In in, size_t e, size_t) { return R::subSat(in.x[e], in.y[e]); }},
        {"hadd", 3, false, false,
         [](In in, size_t e, size_t) { return R::hadd(in.x[e], in.y[e]); }},
        {"rhadd", 4, false, false,
         [](In in, size_t e, size_t) { return R::rhadd(in.x[e], in.y[e]); }},
        {"min", 5, false, false,
         [](In in, size_t e, size_t) { return std::min(in.x[e], in.y[e]); }},
        {"max", 6, false, false,
         [](In in, size_t e, size_t) { return std::max(in.x[e], in.y[e]); }},
        {"mul_hi", 7, false, false,
         [](In in, size_t e, size_t) { return R::mulHi(in.x[e], in.y[e]); }},
        {"rotate", 8, false, false,
         [](In in, size_t e, size_t) { return R::rotate(in.x[e], in.y[e]); }},
        {"min(vector, scalar)", 9, true, false,
         [](In in, size_t e, size_t f) { return std::min(in.x[e], in.y[f]); }},
        {"max(vector, scalar)", 10, true, false,
         [](In in, size_t e, size_t f) { return std::max(in.x[e], in.y[f]); }},
        {"mul24", 11, false, true,
         [](In in, size_t e, size_t) { return R::mul24(in.x[e], in.y[e]); }},
    };
  return {
      {"clamp", 0, false, false,
       [](In in, size_t e, size_t) {
         return std::min(std::max(in.x[e], std::min(in.y[e], in.z[e])),
                         std::max(in.y[e], in.z[e]));
       }},
      {"mad_hi", 1, false, false,
       [](In in, size_t e, size_t) {
         return R::madHi(in.x[e], in.y[e], in.z[e]);
       }},
      {"mad_sat", 2, false, false,
       [](In in, size_t e, size_t) {
         return R::madSat(in.x[e], in.y[e], in.z[e]);
       }},
      {"clamp(vector, scalar, scalar)", 3, true, false,
       [](In in, size_t e, size_t f) {
         return std::min(std::max(in.x[e], std::min(in.y[f], in.z[f])),
                         std::max(in.y[f], in.z[f]));
       }},
      {"mad24", 4, false, true,
       [](In in, size_t e, size_t) {
         return R::mad24(in.x[e], in.y[e], in.z[e]);
       }},
  };
}
constexpr unsigned SlotCount = 12;

template <typename V> std::string shown(V v) {
  std::ostringstream os;
  os << Show<V>{v};
  return os.str();
}

/// Elements per dispatch: a multiple of every width, about 2^20.
constexpr size_t Chunk = (size_t(1) << 20) / 48 * 48;

/// The tests, by element type name.
class IntegerFunctions : public E2eTest,
                         public ::testing::WithParamInterface<std::string> {
  template <typename T> friend class Runner;
};

/// Inputs, kernels and checks for element type T, on the test's device.
template <typename T> class Runner {
public:
  explicit Runner(IntegerFunctions &test) : t_(test) {}

  using U = std::make_unsigned_t<T>;
  static constexpr int W = 8 * sizeof(T);
  static constexpr bool S = std::is_signed_v<T>;

  /// 0, ±1, MIN, MAX, MIN + 1, MAX - 1 and ±2^k, ±2^k ± 1.
  std::vector<T> edges() {
    std::vector<T> v = {T(0),
                        T(1),
                        T(-1),
                        std::numeric_limits<T>::min(),
                        std::numeric_limits<T>::max(),
                        T(std::numeric_limits<T>::min() + 1),
                        T(std::numeric_limits<T>::max() - 1)};
    for (int k = 1; k < W; ++k) {
      U p = U(U(1) << k);
      for (U u : {p, U(p - 1), U(p + 1)}) {
        v.push_back(T(u));
        v.push_back(T(U(0) - u));
      }
    }
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
  }
  /// 0, ±1, 2, MIN, MAX, MIN + 1, MAX - 1, ±2^(W/2), 2^(W-2) and
  /// 2^(W-2) - 1: few enough to cube.
  std::vector<T> smallEdges() {
    return {T(0),
            T(1),
            T(-1),
            T(2),
            std::numeric_limits<T>::min(),
            std::numeric_limits<T>::max(),
            T(std::numeric_limits<T>::min() + 1),
            T(std::numeric_limits<T>::max() - 1),
            T(U(1) << (W / 2)),
            T(U(0) - (U(1) << (W / 2))),
            T(U(1) << (W - 2)),
            T(U(U(1) << (W - 2)) - 1)};
  }
  /// Uniform bits, random magnitudes (random bits shifted right by a
  /// random count, either sign) and values within 4 of an edge, in turn.
  std::vector<T> mixed(size_t n) {
    std::vector<T> v(n);
    const std::vector<T> near = smallEdges();
    for (size_t i = 0; i < n; ++i) {
      U bits = U(t_.rng()());
      if (i % 3 == 1) {
        bits = U(bits >> (t_.rng()() % W));
        if (S && (t_.rng()() & 1))
          bits = U(U(0) - bits);
      } else if (i % 3 == 2) {
        bits = U(U(near[t_.rng()() % near.size()]) + U(t_.rng()() % 9) - U(4));
      }
      v[i] = T(bits);
    }
    return v;
  }
  /// Every value (8- and 16-bit types).
  std::vector<T> all() {
    std::vector<T> v;
    if constexpr (W <= 16)
      for (uint32_t u = 0; u < (uint32_t(1) << W); ++u)
        v.push_back(T(U(u)));
    return v;
  }
  /// upsample of int and uint gives long/ulong.
  bool hasUpsample() {
    return TypeName<T>::upsample && (W < 32 || t_.profile().int64);
  }

  Inputs<T> unaryInputs(bool sample) {
    Inputs<T> in;
    if (W <= 16 && !sample)
      in.x = all();
    else {
      in.x = edges();
      std::vector<T> r = mixed(sample ? 1 << 12 : 1 << 20);
      in.x.insert(in.x.end(), r.begin(), r.end());
    }
    return in;
  }
  void addRandomPairs(Inputs<T> &in, size_t n) {
    std::vector<T> a = mixed(n), b = mixed(n);
    in.x.insert(in.x.end(), a.begin(), a.end());
    in.y.insert(in.y.end(), b.begin(), b.end());
  }
  Inputs<T> binaryInputs(bool sample) {
    Inputs<T> in;
    std::vector<T> xs = sample ? smallEdges() : edges();
    if (W == 8 && !sample)
      xs = all();
    for (T a : xs)
      for (T b : xs)
        in.x.push_back(a), in.y.push_back(b);
    if (W == 16 && !sample) {
      // Every value against 64 others (edges and random ones), both sides.
      std::vector<T> others = edges();
      std::shuffle(others.begin(), others.end(), t_.rng());
      others.resize(48);
      std::vector<T> r = mixed(16);
      others.insert(others.end(), r.begin(), r.end());
      for (T a : all())
        for (T b : others) {
          in.x.insert(in.x.end(), {a, b});
          in.y.insert(in.y.end(), {b, a});
        }
    }
    if (W > 8 || sample)
      addRandomPairs(in, sample ? 1 << 13 : 1 << 20);
    return in;
  }
  Inputs<T> ternaryInputs(bool sample) {
    Inputs<T> in;
    std::vector<T> xs = smallEdges();
    if (W == 8 && !sample)
      xs = all();
    for (T a : xs)
      for (T b : xs)
        for (T c : xs) {
          in.x.push_back(a);
          in.y.push_back(b);
          in.z.push_back(c);
        }
    if (W > 8 || sample) {
      size_t n = sample ? 1 << 13 : 1 << 20;
      addRandomPairs(in, n);
      std::vector<T> c = mixed(n);
      in.z.insert(in.z.end(), c.begin(), c.end());
    }
    return in;
  }

  CompileOptions options(unsigned n) {
    const std::string t = TypeName<T>::s, u = TypeName<T>::u;
    const std::string suffix = n == 1 ? "" : std::to_string(n);
    CompileOptions o;
    o.defines = {"T=" + t, "UT=" + u, "VT=" + t + suffix, "UVT=" + u + suffix,
                 "N=" + std::to_string(n)};
    if (hasUpsample()) {
      const std::string up = TypeName<T>::upsample;
      o.defines.insert(o.defines.end(), {"UPT=" + up, "UPVT=" + up + suffix});
    }
    if (W == 32)
      o.defines.push_back(S ? "IN24(v)=(((v) << 8) >> 8)"
                            : "IN24(v)=((v) & 0xFFFFFFu)");
    return o;
  }

  /// Runs `arity`'s kernel at width n over `in` (padded to a multiple of
  /// n), a chunk at a time, and compares every slot with its reference.
  void verify(int arity, unsigned n, Inputs<T> in, bool optimize = true) {
    while (in.size() % n) {
      in.x.push_back(in.x[0]);
      if (arity > 1)
        in.y.push_back(in.y[0]);
      if (arity > 2)
        in.z.push_back(in.z[0]);
    }
    std::shared_ptr<Program> &program = programs_[{n, optimize}];
    if (!program) { // one program holds the three kernels
      CompileOptions o = options(n);
      o.optimize = optimize;
      program = t_.build(readKernelFile("integer.cl"), o);
    }
    static const char *names[] = {"", "unary", "binary", "ternary"};
    auto made = program->createKernel(names[arity]);
    if (!made)
      throw E2eError("createKernel failed: " + describe(made));
    Kernel k = std::move(made.value());
    std::vector<Slot<T>> all = slots<T>(arity);
    std::vector<Slot<T>> used;
    for (const Slot<T> &s : all)
      if ((!s.vectorsOnly || n > 1) && (!s.int32Only || W == 32))
        used.push_back(s);
    const bool upsample = arity == 2 && hasUpsample();
    std::vector<size_t> bad(SlotCount + 1);
    std::vector<std::ostringstream> reports(SlotCount + 1);
    auto report = [&](size_t slot, size_t e, const std::string &got,
                      const std::string &want) {
      if (++bad[slot] > 5)
        return;
      reports[slot] << "\n  x=" << Show<T>{in.x[e]};
      if (arity > 1)
        reports[slot] << " y=" << Show<T>{in.y[e]};
      if (arity > 2)
        reports[slot] << " z=" << Show<T>{in.z[e]};
      reports[slot] << ": got " << got << ", want " << want;
    };
    for (size_t base = 0; base < in.size(); base += Chunk) {
      const size_t count = std::min(Chunk, in.size() - base);
      auto part = [&](const std::vector<T> &v) {
        return t_.upload(
            std::vector<T>(v.begin() + base, v.begin() + base + count));
      };
      Buffer out = t_.makeBuffer(SlotCount * count * sizeof(T));
      Buffer up = t_.makeBuffer(upsample ? count * 2 * sizeof(T) : 4);
      const NDRange range = NDRange::linear(count / n, 64);
      if (arity == 1)
        t_.run(k, range, part(in.x), out, uint32_t(count));
      else if (arity == 2 && upsample)
        t_.run(k, range, part(in.x), part(in.y), out, uint32_t(count), up);
      else if (arity == 2)
        t_.run(k, range, part(in.x), part(in.y), out, uint32_t(count));
      else
        t_.run(k, range, part(in.x), part(in.y), part(in.z), out,
               uint32_t(count));
      std::vector<U> got = t_.download<U>(out, SlotCount * count);
      for (const Slot<T> &s : used)
        for (size_t i = 0; i < count; ++i) {
          size_t e = base + i;
          U want = U(s.ref(in, e, e - e % n));
          U have = got[s.slot * count + i];
          if (have != want)
            report(s.slot, e, shown(T(have)), shown(T(want)));
        }
      if (upsample)
        checkUpsample(up, count, base, in, report);
    }
    for (const Slot<T> &s : used)
      EXPECT_EQ(bad[s.slot], 0u)
          << s.name << "(" << TypeName<T>::s << (n > 1 ? std::to_string(n) : "")
          << "): " << bad[s.slot] << " of " << in.size() << " wrong"
          << reports[s.slot].str();
    if (upsample)
      EXPECT_EQ(bad[SlotCount], 0u)
          << "upsample(" << TypeName<T>::s << (n > 1 ? std::to_string(n) : "")
          << "): " << bad[SlotCount] << " of " << in.size() << " wrong"
          << reports[SlotCount].str();
  }

  template <typename Report>
  void checkUpsample(const Buffer &up, size_t count, size_t base,
                     const Inputs<T> &in, Report &report) {
    if constexpr (W < 64) {
      using Up =
          std::conditional_t<W == 8, uint16_t,
                             std::conditional_t<W == 16, uint32_t, uint64_t>>;
      std::vector<Up> got = t_.download<Up>(up, count);
      for (size_t i = 0; i < count; ++i) {
        size_t e = base + i;
        Up want = Up(Ref<T>::upsample(in.x[e], in.y[e]));
        if (got[i] != want)
          report(SlotCount, e, shown(got[i]), shown(want));
      }
    }
  }

private:
  IntegerFunctions &t_;
  std::map<std::pair<unsigned, bool>, std::shared_ptr<Program>> programs_;
};

/// Calls f(runner) with the Runner of the test's element type; skips
/// long/ulong where the device has no int64.
template <typename F> void withRunner(IntegerFunctions &test, F f) {
  const std::string type = test.GetParam();
  if (type == "char")
    f(Runner<int8_t>(test));
  else if (type == "uchar")
    f(Runner<uint8_t>(test));
  else if (type == "short")
    f(Runner<int16_t>(test));
  else if (type == "ushort")
    f(Runner<uint16_t>(test));
  else if (type == "int")
    f(Runner<int32_t>(test));
  else if (type == "uint")
    f(Runner<uint32_t>(test));
  else if (type == "long")
    f(Runner<int64_t>(test));
  else if (type == "ulong")
    f(Runner<uint64_t>(test));
  else
    FAIL() << "no element type " << type;
}

bool needsInt64(const std::string &type) {
  return type == "long" || type == "ulong";
}

TEST_P(IntegerFunctions, Unary) {
  if (needsInt64(GetParam()) && !profile().int64)
    GTEST_SKIP() << "device has no int64 (long/ulong)";
  withRunner(*this, [](auto &&r) { r.verify(1, 1, r.unaryInputs(false)); });
}
TEST_P(IntegerFunctions, Binary) {
  if (needsInt64(GetParam()) && !profile().int64)
    GTEST_SKIP() << "device has no int64 (long/ulong)";
  withRunner(*this, [](auto &&r) { r.verify(2, 1, r.binaryInputs(false)); });
}
TEST_P(IntegerFunctions, Ternary) {
  if (needsInt64(GetParam()) && !profile().int64)
    GTEST_SKIP() << "device has no int64 (long/ulong)";
  withRunner(*this, [](auto &&r) { r.verify(3, 1, r.ternaryInputs(false)); });
}
TEST_P(IntegerFunctions, Vectors) {
  if (needsInt64(GetParam()) && !profile().int64)
    GTEST_SKIP() << "device has no int64 (long/ulong)";
  withRunner(*this, [](auto &&r) {
    for (unsigned n : {2u, 3u, 4u, 8u, 16u}) {
      SCOPED_TRACE("width " + std::to_string(n));
      r.verify(1, n, r.unaryInputs(true));
      r.verify(2, n, r.binaryInputs(true));
      r.verify(3, n, r.ternaryInputs(true));
    }
  });
}

// The emitter's own code, without the optimizer: a 3-wide vector type
// (SPIR-V vectors) and a 16-wide one (arrays of lanes).
TEST_P(IntegerFunctions, Unoptimized) {
  if (needsInt64(GetParam()) && !profile().int64)
    GTEST_SKIP() << "device has no int64 (long/ulong)";
  withRunner(*this, [](auto &&r) {
    for (unsigned n : {3u, 16u}) {
      SCOPED_TRACE("-O0, width " + std::to_string(n));
      r.verify(1, n, r.unaryInputs(true), false);
      r.verify(2, n, r.binaryInputs(true), false);
      r.verify(3, n, r.ternaryInputs(true), false);
    }
  });
}

INSTANTIATE_TEST_SUITE_P(Types, IntegerFunctions,
                         ::testing::Values("char", "uchar", "short", "ushort",
                                           "int", "uint", "long", "ulong"),
                         [](const auto &info) { return info.param; });

} // namespace
} // namespace vkcl::e2e
