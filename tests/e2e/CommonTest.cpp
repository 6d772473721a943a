// The common functions (OpenCL C 3.0, 6.15.5: clamp degrees max min mix
// radians step smoothstep sign) and fmax/fmin (6.15.2) on half, float and
// double, against host references written from the spec's sentences.
//
//  - Exact functions, bit for bit (a NaN result may be any NaN): fmax, fmin
//    ("y if x < y, else x"; a NaN operand gives the other one), step
//    ("0.0 if x < edge, else 1.0", so a NaN gives 1.0), sign (±0 keeps its
//    sign, NaN gives +0.0), max/min on finite operands only (the spec leaves
//    infinities and NaNs undefined), clamp as fmin(fmax(x, lo), hi) with
//    lo <= hi (x may be anything, NaN included).
//  - degrees and radians within 2 ulp of a long double reference; NaN
//    stays NaN, infinities stay themselves.
//  - mix and smoothstep have implementation-defined precision: the spec's
//    formula computed in the same type is the reference, with a tolerance
//    of 4 ulp of max(|x|, |y|) (mix, a in [0, 1], |x|, |y| <= max/4 so that
//    y - x cannot overflow) and 8 ulp of 1.0 (smoothstep, e0 < e1); and the
//    values the spec states exactly: smoothstep is 0.0 for x <= e0 and 1.0
//    for x >= e1, and within [0, 1] between; mix(x, y, 0) is x.
// Inputs: every pair of the edge values (±0, ±smallest and ±largest
// subnormal, ±smallest normal, ±1, ±max, ±inf, quiet NaN, NaN with payload,
// signalling NaN, each of either sign) plus random pairs (random bits,
// equal, opposite, neighbouring and same-exponent values), 2^16 for
// scalars and 2^13 at each vector width; every half for the one-argument
// functions. Every function runs at widths 1, 2, 3, 4, 8
// and 16, the vector forms with scalar arguments too (fmax/fmin/max/min
// (vector, scalar), clamp(vector, scalar, scalar), mix(vector, vector,
// scalar), step(scalar, vector), smoothstep(scalar, scalar, vector)), and
// at -O0 at widths 3 and 16.
// float and half may flush subnormals (vkcl reports no CL_FP_DENORM for
// them; SwiftShader does, and NVIDIA in fmas and half divisions): a result
// may then also be the one for subnormal operands read as zeros of their
// sign (selects still return the operand itself; not fmax, fmin and
// clamp, which order float and half on the bits), a subnormal result may
// be ±0, mix may be off by a few smallest normals more, and smoothstep
// whose differences are subnormal may be anything in [0, 1]. double must
// not flush.
// The kernels are tests/e2e/kernels/common.cl.
#include "E2eFixture.h"
#include "FloatFormat.h"

#include <functional>
#include <map>

namespace vkcl::e2e {
namespace {

using reference::floatToHalf;
using reference::halfToFloat;

std::string hexOf(uint64_t v) {
  std::ostringstream os;
  os << "0x" << std::hex << v;
  return os.str();
}

/// An IEEE binary format of W bits (half, float, double), as bit patterns.
template <int W> struct Format : FloatFormat<W> {
  using typename FloatFormat<W>::Bits;
  using FloatFormat<W>::MinExp;
  using FloatFormat<W>::Mant;
  using FloatFormat<W>::Inf;

  static long double maxFinite() {
    return FloatFormat<W>::value(Bits(Inf - 1));
  }
  static long double minNormal() { return std::ldexp(1.0L, MinExp); }
  /// The unit in the last place at |v| (subnormal spacing below normals).
  static long double ulp(long double v) {
    int e = v == 0 ? MinExp : std::max(std::ilogb(v), MinExp);
    return std::ldexp(1.0L, e - Mant);
  }
  static std::vector<Bits> edges() { return FloatFormat<W>::specials(); }
};

/// The functions as the spec words them, on T's values. `flush` models a
/// device without denormals: subnormal operands read as zeros of their
/// sign and subnormal results of arithmetic become zeros, but a result that
/// is an operand is that operand's bits.
template <int W> struct Spec {
  using F = Format<W>;
  using Bits = typename F::Bits;
  bool flush;

  Bits in(Bits b) const { return flush ? F::flushed(b) : b; }
  long double v(Bits b) const { return F::value(in(b)); }
  bool less(Bits a, Bits b) const { return v(a) < v(b); }
  /// fmax and fmin compare the values the bits hold, flushing or not
  /// (fmax(-tiny, +tiny') is +tiny' everywhere): they are exact, and a
  /// flushed compare would give an operand that is neither the exact
  /// result nor the flushed one.
  bool exactLess(Bits a, Bits b) const { return F::value(a) < F::value(b); }
  Bits fmax(Bits x, Bits y) const {
    if (F::isNan(x))
      return y;
    if (F::isNan(y))
      return x;
    return exactLess(x, y) ? y : x;
  }
  Bits fmin(Bits x, Bits y) const {
    if (F::isNan(x))
      return y;
    if (F::isNan(y))
      return x;
    return exactLess(y, x) ? y : x;
  }
  Bits max(Bits x, Bits y) const { return less(x, y) ? y : x; }
  Bits min(Bits x, Bits y) const { return less(y, x) ? y : x; }
  Bits step(Bits edge, Bits x) const { return less(x, edge) ? 0 : F::One; }
  Bits sign(Bits x) const {
    if (F::isNan(x))
      return 0;
    if (v(x) > 0)
      return F::One;
    if (v(x) < 0)
      return Bits(F::One | F::Sign);
    return Bits(x & F::Sign); // ±0 (a flushed subnormal reads as one)
  }
  Bits clamp(Bits x, Bits lo, Bits hi) const { return fmin(fmax(x, lo), hi); }

  /// A result computed in long double, rounded to the type (through float
  /// for half: exact operands and 24 >= 2 * 11 + 2 bits make that one
  /// correct rounding; double may be off by one rounding, which the
  /// tolerances of mix and smoothstep, its only users, dwarf).
  Bits out(long double a) const { return in(F::bits(typename F::Arith(a))); }
  Bits add(Bits a, Bits b) const { return out(v(a) + v(b)); }
  Bits sub(Bits a, Bits b) const { return out(v(a) - v(b)); }
  Bits mul(Bits a, Bits b) const { return out(v(a) * v(b)); }
  Bits div(Bits a, Bits b) const { return out(v(a) / v(b)); }
  /// x + (y - x) * a
  Bits mix(Bits x, Bits y, Bits a) const { return add(x, mul(sub(y, x), a)); }
  /// t = clamp((x - e0) / (e1 - e0), 0, 1); t * t * (3 - 2 * t)
  Bits smoothstep(Bits e0, Bits e1, Bits x) const {
    Bits t = clamp(div(sub(x, e0), sub(e1, e0)), 0, F::One);
    return mul(mul(t, t), sub(F::constant(3), mul(F::constant(2), t)));
  }
};

/// Pads to a multiple of every width (48) by repeating the first element.
template <typename T> void pad(std::vector<T> &v) {
  while (v.size() % 48)
    v.push_back(v[0]);
}

class CommonFunctions : public E2eTest,
                        public ::testing::WithParamInterface<std::string> {
  template <int W> friend class Runner;
};

template <int W> class Runner {
public:
  using F = Format<W>;
  using Bits = typename F::Bits;
  explicit Runner(CommonFunctions &t) : t_(t) {}

  /// The specs a result may follow: exact, and for float and half (which
  /// may flush denormals) with flushing.
  static std::vector<Spec<W>> specs() {
    if (F::MayFlush)
      return {Spec<W>{false}, Spec<W>{true}};
    return {Spec<W>{false}};
  }

  Bits randomBits() { return Bits(t_.rng()()); }
  Bits randomEdge() {
    static const std::vector<Bits> e = F::edges();
    return e[t_.rng()() % e.size()];
  }
  /// A value in [0, 1]: 0, 1, 0.5, the smallest subnormal or random bits
  /// below 1.0.
  Bits unitInterval() {
    switch (t_.rng()() % 6) {
    case 0:
      return 0;
    case 1:
      return F::One;
    case 2:
      return F::constant(0.5);
    case 3:
      return 1;
    default:
      return Bits(randomBits() % F::One);
    }
  }
  /// A finite value of magnitude at most max/4, either sign.
  Bits moderate() {
    const Bits limit = F::bits(typename F::Arith(F::maxFinite() / 4));
    Bits b = t_.rng()() % 4 == 0 ? randomEdge() : randomBits();
    Bits m = Bits(b & ~F::Sign);
    if (m > limit)
      m = Bits(m % limit);
    return Bits(m | (b & F::Sign));
  }

  /// Random cases: 2^16 for scalars, 2^13 for each vector width.
  static size_t randoms(unsigned n) { return size_t(1) << (n == 1 ? 16 : 13); }

  void pairs(std::vector<Bits> &x, std::vector<Bits> &y, unsigned n) {
    const std::vector<Bits> e = F::edges();
    for (Bits a : e)
      for (Bits b : e)
        x.push_back(a), y.push_back(b);
    const Bits m = Bits((Bits(1) << F::Mant) - 1);
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
        a = randomEdge();
        break;
      case 5:
        b = Bits((a & ~m) | (b & m));
        break;
      }
      x.push_back(a), y.push_back(b);
    }
    pad(x), pad(y);
  }

  /// Runs kernel `name` at width n over `in` (each padded to a multiple of
  /// 48) and returns its `slots` result slots.
  std::vector<Bits> run(const char *name, unsigned n, bool optimize,
                        const std::vector<std::vector<Bits>> &in,
                        unsigned slots) {
    std::shared_ptr<Program> &p = programs_[{n, optimize}];
    if (!p) {
      CompileOptions o;
      const std::string v = n == 1 ? F::name : F::name + std::to_string(n);
      o.defines = {std::string("T=") + F::name, "VT=" + v,
                   "N=" + std::to_string(n)};
      if (W == 16)
        o.defines.push_back("HALF");
      if (W == 64)
        o.defines.push_back("DOUBLE");
      o.optimize = optimize;
      p = t_.build(readKernelFile("common.cl"), o);
    }
    auto made = p->createKernel(name);
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
    t_.run(k, NDRange::linear(count / n, 64));
    return t_.template download<Bits>(out, slots * count);
  }

  /// Compares slot `slot` of `got` element by element with `ok`, which
  /// says whether a result is right and, if not, what was wanted.
  void verify(const std::string &fn, unsigned n, const std::vector<Bits> &got,
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
    const std::string type = n == 1 ? F::name : F::name + std::to_string(n);
    EXPECT_EQ(bad, 0u) << fn << " on " << type << ": " << bad << " of " << count
                       << " wrong" << os.str();
  }

  /// An exact result: `want(spec)` bit for bit (a NaN: any NaN) for one
  /// of specs().
  bool exactOk(Bits have, const std::function<Bits(const Spec<W> &)> &want,
               std::string *shown) {
    for (const Spec<W> &spec : specs()) {
      Bits w = want(spec);
      if (F::isNan(w) ? F::isNan(have) : have == w)
        return true;
      if (!spec.flush && shown)
        *shown = hexOf(w) + " (" + std::to_string(double(F::value(w))) + ")";
    }
    return false;
  }

  void unary(unsigned n, bool optimize) {
    std::vector<Bits> x = F::edges();
    if (W == 16)
      for (uint32_t u = 0; u < 65536; ++u)
        x.push_back(Bits(u));
    else
      for (size_t i = 0; i < randoms(n); ++i)
        x.push_back(randomBits());
    pad(x);
    const size_t count = x.size();
    std::vector<Bits> got = run("unary", n, optimize, {x}, 3);
    auto input = [&](size_t e) { return "x=" + hexOf(x[e]); };
    verify(
        "sign", n, got, 0, count,
        [&](size_t e, Bits h, std::string *w) {
          return exactOk(
              h, [&](const Spec<W> &r) { return r.sign(x[e]); }, w);
        },
        input);
    const long double pi = 3.14159265358979323846264338327950288L;
    for (int f = 0; f < 2; ++f) {
      const long double factor = f == 0 ? 180 / pi : pi / 180;
      verify(
          f == 0 ? "degrees" : "radians", n, got, 1 + f, count,
          [&](size_t e, Bits h, std::string *w) {
            return withinUlps(x[e], h, F::value(x[e]) * factor, 2, w);
          },
          input);
    }
  }

  /// `have` is within `ulps` of `ref`, the exact result for input x.
  bool withinUlps(Bits x, Bits have, long double ref, double ulps,
                  std::string *shown) {
    if (shown) {
      std::ostringstream os;
      os << double(ref) << " within " << ulps << " ulp";
      *shown = os.str();
    }
    const long double h = F::value(have);
    if (std::isnan(ref))
      return std::isnan(h);
    if (std::isnan(h))
      return false;
    if (std::isinf(h) && !std::isinf(ref))
      return std::signbit(h) == std::signbit(ref) &&
             std::fabs(ref) >= F::maxFinite();
    if (std::isinf(ref))
      return h == ref;
    if (std::fabs(h - ref) <= ulps * F::ulp(ref))
      return true;
    // Without denormals: a subnormal input read as zero, a subnormal
    // result written as zero.
    return F::MayFlush && h == 0 &&
           (F::subnormal(x) || std::fabs(ref) < F::minNormal());
  }

  void binary(unsigned n, bool optimize) {
    std::vector<Bits> x, y;
    pairs(x, y, n);
    const size_t count = x.size();
    std::vector<Bits> got = run("binary", n, optimize, {x, y}, 10);
    using Fn = std::function<Bits(const Spec<W> &, Bits, Bits)>;
    struct Case {
      const char *name;
      unsigned slot;
      bool scalarForm; ///< y is y's first element of the vector (x's: step)
      bool finiteOnly;
      Fn f;
    };
    const std::vector<Case> cases = {
        {"fmax", 0, false, false,
         [](auto &r, Bits a, Bits b) { return r.fmax(a, b); }},
        {"fmin", 1, false, false,
         [](auto &r, Bits a, Bits b) { return r.fmin(a, b); }},
        {"max", 2, false, true,
         [](auto &r, Bits a, Bits b) { return r.max(a, b); }},
        {"min", 3, false, true,
         [](auto &r, Bits a, Bits b) { return r.min(a, b); }},
        {"step", 4, false, false,
         [](auto &r, Bits a, Bits b) { return r.step(a, b); }},
        {"fmax(vector, scalar)", 5, true, false,
         [](auto &r, Bits a, Bits b) { return r.fmax(a, b); }},
        {"fmin(vector, scalar)", 6, true, false,
         [](auto &r, Bits a, Bits b) { return r.fmin(a, b); }},
        {"max(vector, scalar)", 7, true, true,
         [](auto &r, Bits a, Bits b) { return r.max(a, b); }},
        {"min(vector, scalar)", 8, true, true,
         [](auto &r, Bits a, Bits b) { return r.min(a, b); }},
        {"step(scalar, vector)", 9, true, false,
         [](auto &r, Bits a, Bits b) { return r.step(a, b); }},
    };
    for (const Case &c : cases) {
      if (c.scalarForm && n == 1)
        continue;
      const bool isStep = c.slot == 9;
      auto args = [&](size_t e) {
        size_t first = e - e % n;
        if (!c.scalarForm)
          return std::make_pair(x[e], y[e]);
        return isStep ? std::make_pair(x[first], y[e])
                      : std::make_pair(x[e], y[first]);
      };
      verify(
          c.name, n, got, c.slot, count,
          [&](size_t e, Bits h, std::string *w) {
            auto [a, b] = args(e);
            auto finite = [](Bits v) { return Bits(v & ~F::Sign) < F::Inf; };
            if (c.finiteOnly && !(finite(a) && finite(b)))
              return true; // undefined
            return exactOk(
                h, [&](const Spec<W> &r) { return c.f(r, a, b); }, w);
          },
          [&](size_t e) {
            auto [a, b] = args(e);
            return "x=" + hexOf(a) + " y=" + hexOf(b);
          });
    }
  }

  void clamp(unsigned n, bool optimize) {
    std::vector<Bits> x, lo, hi, u, v;
    pairs(u, v, n);
    for (size_t e = 0; e < u.size(); ++e) {
      // Bounds: the pair's values without NaNs, in order.
      Bits a = F::isNan(u[e]) ? Bits(u[e] & F::Sign) : u[e];
      Bits b = F::isNan(v[e]) ? F::One : v[e];
      if (F::value(b) < F::value(a))
        std::swap(a, b);
      lo.push_back(a), hi.push_back(b);
      x.push_back(e % 3 == 0 ? randomEdge() : e % 3 == 1 ? randomBits() : a);
    }
    const size_t count = x.size();
    std::vector<Bits> got = run("clamps", n, optimize, {x, lo, hi}, 2);
    for (unsigned s = 0; s < (n == 1 ? 1u : 2u); ++s) {
      auto at = [&](const std::vector<Bits> &b, size_t e) {
        return s ? b[e - e % n] : b[e];
      };
      verify(
          s ? "clamp(vector, scalar, scalar)" : "clamp", n, got, s, count,
          [&](size_t e, Bits h, std::string *w) {
            return exactOk(
                h,
                [&](const Spec<W> &r) {
                  return r.clamp(x[e], at(lo, e), at(hi, e));
                },
                w);
          },
          [&](size_t e) {
            return "x=" + hexOf(x[e]) + " lo=" + hexOf(at(lo, e)) +
                   " hi=" + hexOf(at(hi, e));
          });
    }
  }

  void mix(unsigned n, bool optimize) {
    std::vector<Bits> x, y, a;
    for (size_t i = 0; i < randoms(n); ++i) {
      x.push_back(moderate());
      y.push_back(i % 8 == 0 ? x.back() : moderate());
      a.push_back(unitInterval());
    }
    pad(x), pad(y), pad(a);
    const size_t count = x.size();
    std::vector<Bits> got = run("mixes", n, optimize, {x, y, a}, 2);
    for (unsigned s = 0; s < (n == 1 ? 1u : 2u); ++s) {
      auto t = [&](size_t e) { return s ? a[e - e % n] : a[e]; };
      verify(
          s ? "mix(vector, vector, scalar)" : "mix", n, got, s, count,
          [&](size_t e, Bits h, std::string *w) {
            long double big =
                std::max(std::fabs(F::value(x[e])), std::fabs(F::value(y[e])));
            // Flushing may drop a subnormal at each of the formula's
            // steps, whichever the driver flushes (an fma's result, say).
            const long double tol =
                4 * F::ulp(big) + (F::MayFlush ? 4 * F::minNormal() : 0);
            const long double hv = F::value(h);
            if (t(e) == 0 && hv != F::value(x[e]) &&
                !(F::MayFlush && F::subnormal(x[e]) && hv == 0)) {
              if (w)
                *w = "x itself (a = 0)";
              return false;
            }
            for (const Spec<W> &r : specs()) {
              Bits ref = r.mix(x[e], y[e], t(e));
              if (!r.flush && w)
                *w = hexOf(ref) + " within " + std::to_string(double(tol));
              if (std::fabs(hv - F::value(ref)) <= tol)
                return true;
            }
            return false;
          },
          [&](size_t e) {
            return "x=" + hexOf(x[e]) + " y=" + hexOf(y[e]) +
                   " a=" + hexOf(t(e));
          });
    }
  }

  void smoothstep(unsigned n, bool optimize) {
    std::vector<Bits> e0, e1, x;
    for (size_t i = 0; i < randoms(n); ++i) {
      // Edges: moderate values, a quarter of them a few ulp apart.
      Bits a = moderate();
      Bits b = i % 4 == 0 ? Bits(a + 1 + t_.rng()() % 64) : moderate();
      if (F::value(b) < F::value(a))
        std::swap(a, b);
      if (!(F::value(a) < F::value(b)))
        a = Bits(F::One | F::Sign), b = F::One;
      e0.push_back(a), e1.push_back(b);
      long double lo = F::value(a), hi = F::value(b);
      switch (i % 5) {
      case 0:
        x.push_back(a);
        break;
      case 1:
        x.push_back(b);
        break;
      case 2: // outside, anything but NaN
        x.push_back(F::isNan(randomEdge()) ? F::Inf : randomEdge());
        break;
      default: { // in and around [e0, e1]
        double u = double(t_.rng()() % 1500) / 1000 - 0.25;
        x.push_back(F::bits(typename F::Arith(lo + (hi - lo) * u)));
      }
      }
      if (F::isNan(x.back()))
        x.back() = a;
    }
    pad(e0), pad(e1), pad(x);
    const size_t count = x.size();
    std::vector<Bits> got = run("smooth", n, optimize, {e0, e1, x}, 2);
    for (unsigned s = 0; s < (n == 1 ? 1u : 2u); ++s) {
      auto at = [&](const std::vector<Bits> &b, size_t e) {
        return s ? b[e - e % n] : b[e];
      };
      verify(
          s ? "smoothstep(scalar, scalar, vector)" : "smoothstep", n, got, s,
          count,
          [&](size_t e, Bits h, std::string *w) {
            const Bits a = at(e0, e), b = at(e1, e);
            const long double hv = F::value(h), tol = 8 * F::ulp(1);
            // Where a difference is subnormal, which of them a driver
            // flushes decides between 0/0, d/0 and the quotient: any
            // value in [0, 1] then.
            const long double xv = F::value(x[e]), av = F::value(a),
                              bv = F::value(b);
            auto tiny = [](long double d) {
              return d != 0 && std::fabs(d) < F::minNormal();
            };
            if (F::MayFlush &&
                (F::subnormal(x[e]) || F::subnormal(a) || F::subnormal(b) ||
                 tiny(xv - av) || tiny(bv - av)) &&
                hv >= 0 && hv <= 1)
              return true;
            for (const Spec<W> &r : specs()) {
              // The values the spec states exactly; with flushing, only
              // the formula (whose differences may flush to zero).
              if (!r.flush && r.v(x[e]) <= r.v(a)) {
                if (w)
                  *w = "0.0 (x <= edge0)";
                if (hv == 0)
                  return true;
                continue;
              }
              if (!r.flush && r.v(x[e]) >= r.v(b)) {
                if (w)
                  *w = "1.0 (x >= edge1)";
                if (hv == 1)
                  return true;
                continue;
              }
              Bits ref = r.smoothstep(a, b, x[e]);
              if (!r.flush && w)
                *w = hexOf(ref) + " within " + std::to_string(double(tol));
              if (hv >= 0 && hv <= 1 && std::fabs(hv - F::value(ref)) <= tol)
                return true;
            }
            return false;
          },
          [&](size_t e) {
            return "e0=" + hexOf(at(e0, e)) + " e1=" + hexOf(at(e1, e)) +
                   " x=" + hexOf(x[e]);
          });
    }
  }

private:
  CommonFunctions &t_;
  std::map<std::pair<unsigned, bool>, std::shared_ptr<Program>> programs_;
};

bool skipType(const std::string &type, const TargetProfile &p,
              std::string &why) {
  if (type == "half" && !p.float16)
    why = "device has no fp16 (half)";
  if (type == "double" && !p.float64)
    why = "device has no fp64 (double)";
  return !why.empty();
}

template <typename F> void withRunner(CommonFunctions &t, F f) {
  const std::string type = t.GetParam();
  if (type == "half")
    f(Runner<16>(t));
  else if (type == "float")
    f(Runner<32>(t));
  else
    f(Runner<64>(t));
}

#define COMMON_TEST(Name, call)                                                \
  TEST_P(CommonFunctions, Name) {                                              \
    std::string why;                                                           \
    if (skipType(GetParam(), profile(), why))                                  \
      GTEST_SKIP() << why;                                                     \
    withRunner(*this, [](auto &&r) {                                           \
      for (unsigned n : {1u, 2u, 3u, 4u, 8u, 16u}) {                           \
        SCOPED_TRACE("width " + std::to_string(n));                            \
        r.call(n, true);                                                       \
      }                                                                        \
    });                                                                        \
  }
COMMON_TEST(SignDegreesRadians, unary)
COMMON_TEST(MinMaxStep, binary)
COMMON_TEST(Clamp, clamp)
COMMON_TEST(Mix, mix)
COMMON_TEST(Smoothstep, smoothstep)
#undef COMMON_TEST

// The emitter's own code: a 3-wide vector (a SPIR-V vector) and a 16-wide
// one (an array of lanes).
TEST_P(CommonFunctions, Unoptimized) {
  std::string why;
  if (skipType(GetParam(), profile(), why))
    GTEST_SKIP() << why;
  withRunner(*this, [](auto &&r) {
    for (unsigned n : {3u, 16u}) {
      SCOPED_TRACE("-O0, width " + std::to_string(n));
      r.unary(n, false);
      r.binary(n, false);
      r.clamp(n, false);
      r.mix(n, false);
      r.smoothstep(n, false);
    }
  });
}

INSTANTIATE_TEST_SUITE_P(Common, CommonFunctions,
                         ::testing::Values("half", "float", "double"),
                         [](const auto &info) { return info.param; });

} // namespace
} // namespace vkcl::e2e
