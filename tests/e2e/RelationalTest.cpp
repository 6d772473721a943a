// The relational functions (OpenCL C 3.0, 6.15.6) against host references
// written from the spec's sentences, on long double values and raw bits, so
// no reference shares the lowering's tricks (integer classification,
// ordered/unordered compares, 32-bit registers for char and short).
//
//  - Comparisons (isequal isnotequal isgreater isgreaterequal isless
//    islessequal islessgreater isordered isunordered) on half, float and
//    double: every pair of the edge values (±0, ±smallest and ±largest
//    subnormal, ±smallest normal, ±1, ±max, ±inf, quiet NaN, NaN with a
//    payload, signalling NaN, each of either sign) plus random pairs
//    (random bits, equal values, opposite signs, neighbours, edge against
//    random, same exponent): 2^16 for scalars, 2^13 at each vector width
//    (2, 3, 4, 8, 16).
//  - Classification (isfinite isinf isnan isnormal signbit): every half
//    bit pattern at every width; for float and double every exponent with
//    four mantissas and both signs, the edges, and random patterns (2^16
//    for scalars, 2^13 per vector width).
//  - bitselect and select (c signed and unsigned) on every integer type,
//    half, float and double; any and all on the signed integer types (the
//    only ones the spec gives them): random bits, with select's c drawn from
//    0, the MSB alone, 1, nonzero values without the MSB, all ones and random
//    bits, so the scalar form (c != 0) and the vector form (MSB of c) differ.
// Scalar results must be 1/0 (int), vector results -1/0 in the integer of
// the element's width; the kernels store them in that type, so a wrong
// width or value shows. Every kernel also runs at -O0 at widths 3 and 16.
// float and half may flush subnormals (vkcl reports no CL_FP_DENORM for
// them; SwiftShader does): a comparison may then also give the result for
// its subnormal operands replaced by zeros of the same sign. double
// (CL_FP_DENORM) must not. Classification never may: it reads bits.
// Outputs start poisoned.
// The kernels are tests/e2e/kernels/relational.cl.
#include "E2eFixture.h"
#include "FloatFormat.h"

#include <map>

namespace vkcl::e2e {
namespace {

template <int W>
using UInt = std::conditional_t<
    W == 8, uint8_t,
    std::conditional_t<W == 16, uint16_t,
                       std::conditional_t<W == 32, uint32_t, uint64_t>>>;

std::string hexOf(uint64_t v) {
  std::ostringstream os;
  os << "0x" << std::hex << v;
  return os.str();
}

/// An IEEE binary format of W bits (half, float, double), as bit patterns,
/// with the integer type of a vector result's lanes.
template <int W> struct Format : FloatFormat<W> {
  using typename FloatFormat<W>::Bits;
  using Result = std::make_signed_t<Bits>; ///< a vector result's lane
  static constexpr const char *intName = W == 16   ? "short"
                                         : W == 32 ? "int"
                                                   : "long";

  /// The special values and one's predecessor, both signs.
  static std::vector<Bits> edges() {
    return FloatFormat<W>::specials({Bits(FloatFormat<W>::One - 1)});
  }
};

/// The comparison of slot `f` (relational.cl's order), from the spec's
/// words: C's operators on the values, isordered as isequal(x, x) &&
/// isequal(y, y), isunordered as isnan(x) || isnan(y).
bool compareRef(int f, long double a, long double b) {
  switch (f) {
  case 0:
    return a == b;
  case 1:
    return a != b;
  case 2:
    return a > b;
  case 3:
    return a >= b;
  case 4:
    return a < b;
  case 5:
    return a <= b;
  case 6:
    return a < b || a > b;
  case 7:
    return a == a && b == b;
  default:
    return std::isnan(a) || std::isnan(b);
  }
}
const char *const CompareNames[] = {
    "isequal",     "isnotequal",    "isgreater", "isgreaterequal", "isless",
    "islessequal", "islessgreater", "isordered", "isunordered"};
const char *const ClassifyNames[] = {"isfinite", "isinf", "isnan", "isnormal",
                                     "signbit"};

template <int W> bool classifyRef(int f, UInt<W> bits) {
  using F = Format<W>;
  long double v = F::value(bits);
  switch (f) {
  case 0:
    return std::isfinite(v);
  case 1:
    return std::isinf(v);
  case 2:
    return std::isnan(v);
  case 3: // normal in the format itself, not in long double
    return std::isfinite(v) && std::fabs(v) >= std::ldexp(1.0L, F::MinExp);
  default:
    return (bits & F::Sign) != 0;
  }
}

/// Pads to a multiple of every width (48) by repeating the first element.
template <typename T> void pad(std::vector<T> &v) {
  while (v.size() % 48)
    v.push_back(v[0]);
}

class RelationalTest : public E2eTest,
                       public ::testing::WithParamInterface<std::string> {
public:
  template <int W> friend class FloatRunner;
  template <int W> friend class BitsRunner;

  std::shared_ptr<Program> program(std::vector<std::string> defines, unsigned n,
                                   bool optimize) {
    CompileOptions o;
    o.defines = std::move(defines);
    o.defines.push_back("N=" + std::to_string(n));
    o.optimize = optimize;
    return build(readKernelFile("relational.cl"), o);
  }
  Kernel make(Program &p, const char *name) {
    auto made = p.createKernel(name);
    if (!made)
      throw E2eError("createKernel failed: " + describe(made));
    return std::move(made.value());
  }
  static std::string vec(const std::string &t, unsigned n) {
    return n == 1 ? t : t + std::to_string(n);
  }
};

/// Comparisons and classification of one float format.
template <int W> class FloatRunner {
public:
  using F = Format<W>;
  using Bits = UInt<W>;
  explicit FloatRunner(RelationalTest &t) : t_(t) {}

  std::vector<std::string> defines(unsigned n) {
    std::string rt = n == 1 ? "int" : F::intName;
    std::vector<std::string> d = {"FLOATS", std::string("T=") + F::name,
                                  "VT=" + t_.vec(F::name, n), "RT=" + rt,
                                  "VRT=" + t_.vec(rt, n)};
    if (W == 16)
      d.push_back("HALF");
    if (W == 64)
      d.push_back("DOUBLE");
    return d;
  }

  Bits randomBits() { return Bits(t_.rng()()); }
  /// Random cases: 2^16 for scalars, 2^13 for each vector width.
  static size_t randoms(unsigned n) { return size_t(1) << (n == 1 ? 16 : 13); }

  void pairs(std::vector<Bits> &x, std::vector<Bits> &y, unsigned n) {
    const std::vector<Bits> e = F::edges();
    for (Bits a : e)
      for (Bits b : e)
        x.push_back(a), y.push_back(b);
    for (size_t i = 0; i < randoms(n); ++i) {
      Bits a = randomBits(), b = randomBits();
      switch (i % 6) {
      case 1:
        b = a;
        break;
      case 2:
        b = Bits(a ^ F::Sign);
        break;
      case 3:
        b = Bits(a + (i & 8 ? 1 : -1));
        break;
      case 4:
        a = e[t_.rng()() % e.size()];
        break;
      case 5: { // the same sign and exponent, another mantissa
        const Bits m = Bits((Bits(1) << F::Mant) - 1);
        b = Bits((a & ~m) | (b & m));
        break;
      }
      }
      x.push_back(a), y.push_back(b);
    }
  }

  std::vector<Bits> singles(unsigned n) {
    std::vector<Bits> x;
    if (W == 16) {
      for (uint32_t u = 0; u < 65536; ++u)
        x.push_back(Bits(u));
      return x;
    }
    x = F::edges();
    const Bits mantissaMask = Bits((Bits(1) << F::Mant) - 1);
    for (Bits e = 0; e <= (F::Inf >> F::Mant); ++e)
      for (Bits m :
           {Bits(0), Bits(1), mantissaMask, Bits(randomBits() & mantissaMask)})
        for (Bits s : {Bits(0), F::Sign})
          x.push_back(Bits(s | Bits(e << F::Mant) | m));
    for (size_t i = 0; i < randoms(n); ++i)
      x.push_back(randomBits());
    return x;
  }

  /// The lane value a scalar (1/0) or vector (-1/0) result must have.
  static int64_t truth(bool b, unsigned n) { return b ? (n == 1 ? 1 : -1) : 0; }

  template <typename R>
  void check(const char *fn, unsigned n, const std::vector<R> &got, size_t slot,
             size_t count, const std::function<int64_t(size_t)> &want,
             const std::function<bool(size_t, int64_t)> &alsoOk,
             const std::function<std::string(size_t)> &input) {
    size_t bad = 0;
    std::ostringstream os;
    for (size_t e = 0; e < count; ++e) {
      int64_t have = got[slot * count + e], w = want(e);
      if (have == w || alsoOk(e, have))
        continue;
      if (++bad <= 8)
        os << "\n  " << input(e) << ": got " << have << " ("
           << hexOf(uint64_t(have) & (~uint64_t(0) >> (64 - 8 * sizeof(R))))
           << "), want " << w;
    }
    EXPECT_EQ(bad, 0u) << fn << "(" << t_.vec(F::name, n) << "): " << bad
                       << " of " << count << " wrong" << os.str();
  }

  template <typename R>
  void runCompare(Program &p, unsigned n, const std::vector<Bits> &x,
                  const std::vector<Bits> &y) {
    Kernel k = t_.make(p, "compare");
    const size_t count = x.size();
    Buffer out = t_.makeBuffer(9 * count * sizeof(R));
    t_.run(k, NDRange::linear(count / n, 64), t_.upload(x), t_.upload(y), out,
           uint32_t(count));
    std::vector<R> got = t_.template download<R>(out, 9 * count);
    for (int f = 0; f < 9; ++f)
      check<R>(
          CompareNames[f], n, got, f, count,
          [&](size_t e) {
            return truth(compareRef(f, F::value(x[e]), F::value(y[e])), n);
          },
          [&](size_t e, int64_t have) {
            return F::MayFlush &&
                   have == truth(compareRef(f, F::value(F::flushed(x[e])),
                                            F::value(F::flushed(y[e]))),
                                 n);
          },
          [&](size_t e) { return "x=" + hexOf(x[e]) + " y=" + hexOf(y[e]); });
  }

  template <typename R>
  void runClassify(Program &p, unsigned n, const std::vector<Bits> &x) {
    Kernel k = t_.make(p, "classify");
    const size_t count = x.size();
    Buffer out = t_.makeBuffer(5 * count * sizeof(R));
    t_.run(k, NDRange::linear(count / n, 64), t_.upload(x), out,
           uint32_t(count));
    std::vector<R> got = t_.template download<R>(out, 5 * count);
    for (int f = 0; f < 5; ++f)
      check<R>(
          ClassifyNames[f], n, got, f, count,
          [&](size_t e) { return truth(classifyRef<W>(f, x[e]), n); },
          [](size_t, int64_t) { return false; },
          [&](size_t e) { return "x=" + hexOf(x[e]); });
  }

  void run(unsigned n, bool optimize, bool compare) {
    SCOPED_TRACE(std::string(optimize ? "" : "-O0, ") + "width " +
                 std::to_string(n));
    std::shared_ptr<Program> p = t_.program(defines(n), n, optimize);
    std::vector<Bits> x, y;
    if (compare) {
      pairs(x, y, n);
      pad(x), pad(y);
      if (n == 1)
        runCompare<int32_t>(*p, n, x, y);
      else
        runCompare<typename F::Result>(*p, n, x, y);
    } else {
      x = singles(n);
      pad(x);
      if (n == 1)
        runClassify<int32_t>(*p, n, x);
      else
        runClassify<typename F::Result>(*p, n, x);
    }
  }

private:
  RelationalTest &t_;
};

/// bitselect, select and any/all on the element type of W bits named
/// `type` (an integer type, or half/float/double).
template <int W> class BitsRunner {
public:
  using Bits = UInt<W>;
  BitsRunner(RelationalTest &t, std::string type) : t_(t), type_(type) {}

  static std::string intName(bool isSigned) {
    const char *s[] = {"char", "short", "int", "long"};
    int k = W == 8 ? 0 : W == 16 ? 1 : W == 32 ? 2 : 3;
    return (isSigned ? "" : "u") + std::string(s[k]);
  }
  bool anyAll() const { return type_ == intName(true); }

  std::vector<std::string> defines(unsigned n) {
    std::vector<std::string> d = {
        "T=" + type_, "VT=" + t_.vec(type_, n), "UT=" + intName(false),
        "VUT=" + t_.vec(intName(false), n), "VST=" + t_.vec(intName(true), n)};
    if (anyAll())
      d.push_back("ANYALL");
    if (type_ == "half")
      d.push_back("HALF");
    if (type_ == "double")
      d.push_back("DOUBLE");
    return d;
  }

  Bits randomBits() { return Bits(t_.rng()()); }
  static constexpr Bits Msb = Bits(Bits(1) << (W - 1));
  /// select's c: the cases where MSB and nonzero tests disagree, and more.
  Bits selector() {
    switch (t_.rng()() % 8) {
    case 0:
      return 0;
    case 1:
      return Msb;
    case 2:
      return 1;
    case 3:
      return Bits(randomBits() & Bits(Msb - 1)) | 1;
    case 4:
      return Bits(~Bits(0));
    case 5:
      return Bits(Msb - 1);
    default:
      return randomBits();
    }
  }
  /// A vector's lanes for any/all: no MSB, every MSB, exactly one MSB,
  /// all but one, or random MSBs; the other bits random, zero or all ones.
  void anyAllLanes(std::vector<Bits> &v, unsigned n) {
    unsigned mode = unsigned(t_.rng()() % 5), pick = unsigned(t_.rng()() % n);
    for (unsigned l = 0; l < n; ++l) {
      bool msb = mode == 0   ? false
                 : mode == 1 ? true
                 : mode == 2 ? l == pick
                 : mode == 3 ? l != pick
                             : (t_.rng()() & 1) != 0;
      unsigned low = unsigned(t_.rng()() % 3);
      Bits rest = low == 0 ? 0 : low == 1 ? Bits(Msb - 1) : randomBits();
      v.push_back(Bits((rest & Bits(Msb - 1)) | (msb ? Msb : 0)));
    }
  }

  void run(unsigned n, bool optimize) {
    SCOPED_TRACE(std::string(optimize ? "" : "-O0, ") + "width " +
                 std::to_string(n));
    std::shared_ptr<Program> p = t_.program(defines(n), n, optimize);
    const size_t count = 48 * 512;
    std::vector<Bits> a(count), b(count), c(count);
    for (size_t e = 0; e < count; ++e)
      a[e] = randomBits(), b[e] = randomBits(), c[e] = selector();
    Kernel k = t_.make(*p, "bits");
    Buffer out = t_.makeBuffer(3 * count * sizeof(Bits));
    t_.run(k, NDRange::linear(count / n, 64), t_.upload(a), t_.upload(b),
           t_.upload(c), out, uint32_t(count));
    std::vector<Bits> got = t_.template download<Bits>(out, 3 * count);
    const char *names[] = {"bitselect", "select(signed c)",
                           "select(unsigned c)"};
    for (int f = 0; f < 3; ++f) {
      size_t bad = 0;
      std::ostringstream os;
      for (size_t e = 0; e < count; ++e) {
        // bitselect: each bit from a where c's bit is 0, else from b.
        // select: vector lanes take b where c's MSB is set, scalars where
        // c is nonzero; signed and unsigned c alike.
        Bits want = f == 0 ? Bits((a[e] & ~c[e]) | (b[e] & c[e]))
                    : (n == 1 ? c[e] != 0 : (c[e] & Msb) != 0) ? b[e]
                                                               : a[e];
        Bits have = got[f * count + e];
        if (have != want && ++bad <= 8)
          os << "\n  a=" << hexOf(a[e]) << " b=" << hexOf(b[e])
             << " c=" << hexOf(c[e]) << ": got " << hexOf(have) << ", want "
             << hexOf(want);
      }
      EXPECT_EQ(bad, 0u) << names[f] << " on " << t_.vec(type_, n) << ": "
                         << bad << " of " << count << " wrong" << os.str();
    }
    if (anyAll())
      runAnyAll(*p, n);
  }

  void runAnyAll(Program &p, unsigned n) {
    const size_t vectors = 4096;
    std::vector<Bits> x;
    for (size_t v = 0; v < vectors; ++v)
      anyAllLanes(x, n);
    Kernel k = t_.make(p, "anyall");
    Buffer out = t_.makeBuffer(2 * vectors * sizeof(int32_t));
    t_.run(k, NDRange::linear(vectors, 64), t_.upload(x), out,
           uint32_t(vectors));
    std::vector<int32_t> got = t_.template download<int32_t>(out, 2 * vectors);
    for (int f = 0; f < 2; ++f) {
      size_t bad = 0;
      std::ostringstream os;
      for (size_t v = 0; v < vectors; ++v) {
        unsigned set = 0;
        for (unsigned l = 0; l < n; ++l)
          set += (x[v * n + l] & Msb) != 0;
        // 1 if the MSB of any (all) component is set, else 0.
        int32_t want = f == 0 ? set > 0 : set == n;
        if (got[f * vectors + v] == want)
          continue;
        if (++bad <= 8) {
          os << "\n  {";
          for (unsigned l = 0; l < n; ++l)
            os << (l ? ", " : "") << hexOf(x[v * n + l]);
          os << "}: got " << got[f * vectors + v] << ", want " << want;
        }
      }
      EXPECT_EQ(bad, 0u) << (f == 0 ? "any" : "all") << "(" << t_.vec(type_, n)
                         << "): " << bad << " of " << vectors << " wrong"
                         << os.str();
    }
  }

private:
  RelationalTest &t_;
  std::string type_;
};

/// Skips where the device lacks the type; the name says which feature.
bool skipUnsupported(const std::string &type, const TargetProfile &p) {
  if ((type == "long" || type == "ulong") && !p.int64)
    return true;
  if (type == "half" && !p.float16)
    return true;
  return type == "double" && !p.float64;
}
std::string missingFeature(const std::string &type) {
  if (type == "half")
    return "device has no fp16 (half)";
  if (type == "double")
    return "device has no fp64 (double)";
  return "device has no int64 (long/ulong)";
}

template <typename F> void withFloat(RelationalTest &t, F f) {
  const std::string type = t.GetParam();
  if (type == "half")
    f(FloatRunner<16>(t));
  else if (type == "float")
    f(FloatRunner<32>(t));
  else
    f(FloatRunner<64>(t));
}

class RelationalFloats : public RelationalTest {};

TEST_P(RelationalFloats, Compare) {
  if (skipUnsupported(GetParam(), profile()))
    GTEST_SKIP() << missingFeature(GetParam());
  withFloat(*this, [](auto &&r) {
    for (unsigned n : {1u, 2u, 3u, 4u, 8u, 16u})
      r.run(n, true, true);
  });
}
TEST_P(RelationalFloats, Classify) {
  if (skipUnsupported(GetParam(), profile()))
    GTEST_SKIP() << missingFeature(GetParam());
  withFloat(*this, [](auto &&r) {
    for (unsigned n : {1u, 2u, 3u, 4u, 8u, 16u})
      r.run(n, true, false);
  });
}
// The emitter's own code: a 3-wide vector (a SPIR-V vector) and a 16-wide
// one (an array of lanes).
TEST_P(RelationalFloats, Unoptimized) {
  if (skipUnsupported(GetParam(), profile()))
    GTEST_SKIP() << missingFeature(GetParam());
  withFloat(*this, [](auto &&r) {
    for (unsigned n : {3u, 16u}) {
      r.run(n, false, true);
      r.run(n, false, false);
    }
  });
}
INSTANTIATE_TEST_SUITE_P(Relational, RelationalFloats,
                         ::testing::Values("half", "float", "double"),
                         [](const auto &info) { return info.param; });

class RelationalBits : public RelationalTest {
protected:
  template <typename F> void withRunner(F f) {
    const std::string type = GetParam();
    if (type == "char" || type == "uchar")
      f(BitsRunner<8>(*this, type));
    else if (type == "short" || type == "ushort" || type == "half")
      f(BitsRunner<16>(*this, type));
    else if (type == "int" || type == "uint" || type == "float")
      f(BitsRunner<32>(*this, type));
    else
      f(BitsRunner<64>(*this, type));
  }
};

// bitselect, select and (signed integers) any/all at every width.
TEST_P(RelationalBits, Widths) {
  if (skipUnsupported(GetParam(), profile()))
    GTEST_SKIP() << missingFeature(GetParam());
  withRunner([](auto &&r) {
    for (unsigned n : {1u, 2u, 3u, 4u, 8u, 16u})
      r.run(n, true);
  });
}
TEST_P(RelationalBits, Unoptimized) {
  if (skipUnsupported(GetParam(), profile()))
    GTEST_SKIP() << missingFeature(GetParam());
  withRunner([](auto &&r) {
    for (unsigned n : {3u, 16u})
      r.run(n, false);
  });
}
INSTANTIATE_TEST_SUITE_P(Relational, RelationalBits,
                         ::testing::Values("char", "uchar", "short", "ushort",
                                           "int", "uint", "long", "ulong",
                                           "half", "float", "double"),
                         [](const auto &info) { return info.param; });

} // namespace
} // namespace vkcl::e2e
