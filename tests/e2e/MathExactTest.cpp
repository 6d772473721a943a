// The exact math functions (OpenCL C 3.0, 6.15.2, 0 ulp): fabs, copysign,
// ceil, floor, trunc, rint, round and nan on half, float and double, bit for
// bit against host references from <cmath> (half computed in float, whose
// results for half inputs are integers or the input, exact in half).
//
//  - fabs and copysign are exact for every input, NaN payloads included:
//    fabs clears the sign bit only, copysign(x, y) is x's other bits with
//    y's sign (signalling NaNs keep their bits too).
//  - ceil, floor, trunc, rint (ties to even) and round (ties away from zero)
//    are exact, signed zeros included (ceil(-0.5) = -0.0, round(-0.4) =
//    -0.0, floor(-0.0) = -0.0); infinities stay themselves; a NaN gives any
//    NaN. float and half may flush subnormals (vkcl reports no CL_FP_DENORM
//    for them): for a subnormal input the result may also be the one for the
//    zero of its sign (floor(-tiny) = -1.0 or -0.0). double must be exact.
//  - nan(code) (code uint for float, ulong for double, ushort for half) is
//    a quiet NaN: exponent all ones, the top mantissa bit set.
// Inputs: every half; for float and double the edge values (±0, ±smallest
// and ±largest subnormal, ±smallest normal, ±0.5, ±1, ±1.5, ±2.5, ±2^23 and
// ±(2^23 ± 0.5), ±2^52 and ±(2^52 ± 0.5) for double, k + 0.5 and its
// neighbours 1 ulp away, ±max, ±inf, quiet, payload and signalling NaNs)
// plus 2^16 random bit patterns and 2^16 random values within ±2^24 for
// scalars, a 2^12 sample of them at each vector width (2, 3, 4, 8, 16);
// widths 3 and 16 also at -O0 (a SPIR-V vector and an array of lanes
// from the emitter itself). copysign takes every pair of the special
// values, then random sign operands; nan random codes and the codes with
// the bits that matter (0, quiet bit, all ones).
// The kernels are tests/e2e/kernels/math_exact.cl.
#include "E2eFixture.h"
#include "FloatFormat.h"

#include <cfenv>
#include <cmath>
#include <functional>
#include <tuple>

namespace vkcl::e2e {
namespace {

using reference::floatToHalf;
using reference::halfToFloat;

std::string hexOf(uint64_t v) {
  std::ostringstream os;
  os << "0x" << std::hex << v;
  return os.str();
}

/// An IEEE binary format of W bits (half, float, double), as bit patterns;
/// values convert exactly to and from `Arith` (float for half).
template <int W> struct Format : FloatFormat<W> {
  using typename FloatFormat<W>::Bits;
  using F = FloatFormat<W>;
  using F::constant, F::Inf, F::Mant, F::Quiet, F::Sign, F::specials;
  /// nan's argument type.
  static constexpr const char *code = W == 16   ? "ushort"
                                      : W == 32 ? "uint"
                                                : "ulong";

  static bool isQuietNan(Bits b) {
    return Bits(b & Inf) == Inf && (b & Quiet) != 0;
  }

  /// The specials and the values where rounding turns: halves, integers
  /// near 2^Mant (above which every value is an integer), each of either
  /// sign, and each half-way value's neighbours.
  static std::vector<Bits> edges() {
    std::vector<Bits> v = specials();
    std::vector<double> m = {0.5,
                             1.5,
                             2.5,
                             3.5,
                             0.25,
                             0.75,
                             std::ldexp(1.0, 23),
                             std::ldexp(1.0, 23) - 0.5,
                             std::ldexp(1.0, 23) + 0.5,
                             std::ldexp(1.0, 23) + 1,
                             std::ldexp(1.0, 24),
                             std::ldexp(1.0, Mant),
                             std::ldexp(1.0, Mant) - 0.5,
                             std::ldexp(1.0, Mant) - 1,
                             std::ldexp(1.0, Mant) - 1.5,
                             std::ldexp(1.0, Mant) + 1,
                             std::ldexp(1.0, Mant + 1)};
    if (W == 64)
      for (double d : {0.0, 0.5, 1.0, 2.0})
        m.push_back(std::ldexp(1.0, 52) + d),
            m.push_back(std::ldexp(1.0, 52) - d);
    for (int k = 0; k < 20; ++k)
      m.push_back(k + 0.5);
    for (double d : m) {
      Bits b = constant(d);
      if (Bits(b & ~Sign) >= Inf) // beyond half's range
        continue;
      for (Bits s : {Bits(0), Sign}) {
        v.push_back(Bits(b | s));
        if (d - std::floor(d) == 0.5) // k + 0.5 ± 1 ulp
          v.insert(v.end(), {Bits((b | s) + 1), Bits((b | s) - 1)});
      }
    }
    return v;
  }
};

/// Pads to a multiple of every width (48) by repeating the first element.
template <typename T> void pad(std::vector<T> &v) {
  while (v.size() % 48)
    v.push_back(v[0]);
}

enum Fn { Fabs, Ceil, Floor, Trunc, Rint, Round };
const char *const FnNames[] = {"fabs",  "ceil", "floor",
                               "trunc", "rint", "round"};

/// (type, vector width, optimize)
using Param = std::tuple<std::string, unsigned, bool>;

class MathExactFunctions : public E2eTest,
                           public ::testing::WithParamInterface<Param> {
  template <int W> friend class Runner;
};

template <int W> class Runner {
public:
  using F = Format<W>;
  using Bits = typename F::Bits;
  using Arith = typename F::Arith;

  Runner(MathExactFunctions &t, unsigned n, bool optimize)
      : t_(t), n_(n), optimize_(optimize) {}

  Bits randomBits() { return Bits(t_.rng()()); }
  /// A value within ±2^24: uniform, uniform in exponent (2^-8 .. 2^24),
  /// or k + 0.5.
  Bits randomValue(size_t i) {
    std::uniform_real_distribution<double> unit(0, 1);
    double v;
    switch (i % 3) {
    case 0:
      v = unit(t_.rng()) * std::ldexp(1.0, 24);
      break;
    case 1:
      v = std::ldexp(1 + unit(t_.rng()), int(t_.rng()() % 33) - 8);
      break;
    default:
      v = double(t_.rng()() % (1u << 23)) + 0.5;
      break;
    }
    return Bits(F::constant(v) | (t_.rng()() & 1 ? F::Sign : 0));
  }

  /// Scalars: 2^16 of each kind; vectors: 2^12 in all.
  size_t randoms() const { return n_ == 1 ? size_t(1) << 16 : 1u << 11; }

  /// The inputs of the one-argument functions: every half, or the edges
  /// and random bits and values.
  std::vector<Bits> inputs() {
    std::vector<Bits> x = F::edges();
    if (W == 16) {
      for (uint32_t u = 0; u < 65536; ++u)
        x.push_back(Bits(u));
    } else {
      for (size_t i = 0; i < randoms(); ++i)
        x.push_back(randomBits());
      for (size_t i = 0; i < randoms(); ++i)
        x.push_back(randomValue(i));
    }
    pad(x);
    return x;
  }

  /// Runs kernel `name` over `in` (each padded to a multiple of 48) and
  /// returns its `slots` result slots.
  std::vector<Bits> run(const char *name,
                        const std::vector<std::vector<Bits>> &in,
                        unsigned slots) {
    if (!program_) {
      CompileOptions o;
      const std::string sfx = n_ == 1 ? "" : std::to_string(n_);
      o.defines = {std::string("T=") + F::name, "VT=" + (F::name + sfx),
                   std::string("U=") + F::code, "VU=" + (F::code + sfx),
                   "N=" + std::to_string(n_)};
      if (W == 16)
        o.defines.push_back("HALF");
      if (W == 64)
        o.defines.push_back("DOUBLE");
      o.optimize = optimize_;
      program_ = t_.build(readKernelFile("math_exact.cl"), o);
    }
    auto made = program_->createKernel(name);
    if (!made)
      throw E2eError("createKernel failed: " + describe(made));
    Kernel k = std::move(made.value());
    const size_t count = in[0].size();
    Buffer out = t_.makeBuffer(slots * count * sizeof(Bits));
    std::vector<Buffer> buffers; // alive until the kernel has run
    for (uint32_t a = 0; a < in.size(); ++a) {
      buffers.push_back(t_.upload(in[a]));
      t_.check(k.setArg(a, buffers.back()), "Kernel::setArg");
    }
    t_.check(k.setArg(uint32_t(in.size()), out), "Kernel::setArg");
    t_.check(k.setValue(uint32_t(in.size() + 1), uint32_t(count)),
             "Kernel::setValue");
    t_.run(k, NDRange::linear(count / n_, 64));
    return t_.template download<Bits>(out, slots * count);
  }

  /// Compares slot `slot` of `got` element by element: `want(e, &shown)`
  /// says whether element e is right (and, if not, what was wanted).
  void verify(const std::string &fn, const std::vector<Bits> &got,
              unsigned slot, size_t count,
              const std::function<bool(size_t, Bits, std::string *)> &ok,
              const std::function<std::string(size_t)> &input) {
    size_t bad = 0;
    std::ostringstream os;
    for (size_t e = 0; e < count; ++e) {
      Bits have = got[slot * count + e];
      if (ok(e, have, nullptr))
        continue;
      std::string want;
      ok(e, have, &want);
      if (++bad <= 8)
        os << "\n  " << input(e) << ": got " << hexOf(have) << " ("
           << double(F::value(have)) << "), want " << want;
    }
    const std::string type = n_ == 1 ? F::name : F::name + std::to_string(n_);
    EXPECT_EQ(bad, 0u) << fn << " on " << type << (optimize_ ? "" : " at -O0")
                       << ": " << bad << " of " << count << " wrong"
                       << os.str();
  }

  static std::string show(Bits b) {
    std::ostringstream os;
    os << hexOf(b) << " (" << double(F::value(b)) << ")";
    return os.str();
  }

  static Bits reference(Fn fn, Bits x) {
    const Arith v = F::value(x);
    switch (fn) {
    case Fabs:
      return Bits(x & ~F::Sign);
    case Ceil:
      return F::bits(std::ceil(v));
    case Floor:
      return F::bits(std::floor(v));
    case Trunc:
      return F::bits(std::trunc(v));
    case Rint:
      return F::bits(std::nearbyint(v)); // ties to even: FE_TONEAREST
    case Round:
      return F::bits(std::round(v));
    }
    return 0;
  }

  void unary() {
    ASSERT_EQ(std::fegetround(), FE_TONEAREST);
    const std::vector<Bits> x = inputs();
    const size_t count = x.size();
    const std::vector<Bits> got = run("unary", {x}, 6);
    for (Fn fn : {Fabs, Ceil, Floor, Trunc, Rint, Round})
      verify(
          FnNames[fn], got, unsigned(fn), count,
          [&](size_t e, Bits h, std::string *w) {
            const Bits want = reference(fn, x[e]);
            if (w)
              *w = F::isNan(x[e]) && fn != Fabs ? "a NaN" : show(want);
            if (fn == Fabs) // bit for bit, NaNs included
              return h == want;
            if (F::isNan(x[e]))
              return F::isNan(h);
            if (h == want)
              return true;
            // Without denormals: the result for the zero of x's sign.
            const Bits zero = Bits(x[e] & F::Sign);
            if (F::MayFlush && F::subnormal(x[e]) && h == reference(fn, zero))
              return true;
            if (w && F::MayFlush && F::subnormal(x[e]) &&
                reference(fn, zero) != want)
              *w += " or " + show(reference(fn, zero));
            return false;
          },
          [&](size_t e) { return "x=" + show(x[e]); });
  }

  void copysign() {
    std::vector<Bits> x, y;
    const std::vector<Bits> s = F::specials();
    for (Bits a : s)
      for (Bits b : s)
        x.push_back(a), y.push_back(b);
    std::vector<Bits> in = inputs();
    for (size_t i = 0; i < in.size(); ++i) {
      x.push_back(in[i]);
      Bits b = randomBits();
      y.push_back(i % 3 == 0 ? Bits(in[i] ^ F::Sign) : b);
    }
    pad(x), pad(y);
    const size_t count = x.size();
    const std::vector<Bits> got = run("signs", {x, y}, 1);
    verify(
        "copysign", got, 0, count,
        [&](size_t e, Bits h, std::string *w) {
          const Bits want = Bits((x[e] & ~F::Sign) | (y[e] & F::Sign));
          if (w)
            *w = show(want);
          return h == want;
        },
        [&](size_t e) { return "x=" + show(x[e]) + " y=" + show(y[e]); });
  }

  void nan() {
    std::vector<Bits> code = {0,
                              1,
                              Bits(~Bits(0)),
                              F::Quiet,
                              Bits(F::Quiet - 1),
                              Bits(F::Quiet << 1),
                              F::Inf,
                              F::Sign,
                              Bits(F::Inf | F::Quiet)};
    for (size_t i = 0; i < randoms(); ++i)
      code.push_back(randomBits());
    pad(code);
    const size_t count = code.size();
    const std::vector<Bits> got = run("nans", {code}, 1);
    verify(
        "nan", got, 0, count,
        [&](size_t, Bits h, std::string *w) {
          if (w)
            *w = "a quiet NaN (exponent all ones, top mantissa bit set)";
          return F::isQuietNan(h);
        },
        [&](size_t e) { return std::string(F::code) + " " + hexOf(code[e]); });
  }

private:
  MathExactFunctions &t_;
  unsigned n_;
  bool optimize_;
  std::shared_ptr<Program> program_;
};

TEST_P(MathExactFunctions, Exact) {
  const auto &[type, n, optimize] = GetParam();
  if (type == "half" && !profile().float16)
    GTEST_SKIP() << "device has no fp16 (half)";
  if (type == "double" && !profile().float64)
    GTEST_SKIP() << "device has no fp64 (double)";
  auto all = [](auto &&r) {
    r.unary();
    r.copysign();
    r.nan();
  };
  if (type == "half")
    all(Runner<16>(*this, n, optimize));
  else if (type == "float")
    all(Runner<32>(*this, n, optimize));
  else
    all(Runner<64>(*this, n, optimize));
}

std::string paramName(const ::testing::TestParamInfo<Param> &info) {
  const auto &[type, n, optimize] = info.param;
  return type + (n == 1 ? "" : std::to_string(n)) + (optimize ? "" : "_O0");
}

INSTANTIATE_TEST_SUITE_P(
    MathExact, MathExactFunctions,
    ::testing::Combine(::testing::Values("half", "float", "double"),
                       ::testing::Values(1u, 2u, 3u, 4u, 8u, 16u),
                       ::testing::Values(true)),
    paramName);
// The emitter's own code: a 3-wide vector (a SPIR-V vector) and a 16-wide
// one (an array of lanes).
INSTANTIATE_TEST_SUITE_P(
    MathExactUnoptimized, MathExactFunctions,
    ::testing::Combine(::testing::Values("half", "float", "double"),
                       ::testing::Values(3u, 16u), ::testing::Values(false)),
    paramName);

} // namespace
} // namespace vkcl::e2e
