// The geometric functions (OpenCL C 3.0, 6.15.7: cross dot distance length
// normalize fast_distance fast_length fast_normalize) for float, double and
// half, widths 1 to 4, against host references in long double (float,
// half: their products are exact there) and __float128 (double), measured
// as the CTS measures them: ulps of the reference's binade (the exact value,
// not a rounded one) for length, distance and normalize; an absolute error
// against the largest operand squared for dot and cross.
//
// The bounds are the full profile's (OpenCL C 3.0, 7.4): float length
// 2.75 + 0.5n ulp, distance 2.5 + 2n, normalize 2 + n, fast_length
// 8191.5 + n, fast_distance 8191.5 + 2n, fast_normalize 8192 + n; double
// 5.5 + n, 5.5 + 2n, 4.5 + n; half 0.25 + 0.5n, 2n, 1 + n; dot
// max^2 (2n - 1) epsilon and cross max^2 3 epsilon with the type's epsilon
// (the double table writes FLT_EPSILON, a looser bound this test does not
// use), plus half the denormal spacing per operation, which the spec's
// formula leaves out and no rounded result can avoid. Where the device
// flushes float denormals (a probe kernel says so), float and half results
// may also be those of inputs with denormals flushed, or 0 for a denormal
// result, as the spec allows; never for double.
//
// Inputs, per type and width: the type's edge values (zeros of both signs,
// 1, 3, 1 + epsilon, the smallest normal, denormals, the largest finite,
// values whose squares overflow or fall below the denormals, 1e30-like and
// 1e-30-like ones, infinities, NaN) in every pair for n = 1 and 2 and 4096
// random mixes for wider vectors; then 2^16 random vectors: moderate
// magnitudes, the whole exponent range, components clustered around a
// random exponent (so lengths of tiny and huge vectors are measured), and
// edge values mixed in; a quarter of the second operands a few ulps from
// the first (distance's cancellation). fast_* are checked where the sum of
// squares is finite and normal, as the spec defines them there only.
// Outputs start poisoned. The kernels are tests/e2e/kernels/geometric.cl.
#include "E2eFixture.h"

#include <algorithm>
#include <functional>
#include <iomanip>
#include <tuple>

namespace vkcl::e2e {
namespace {

/// A floating-point format as the device holds it, and its bounds.
struct Format {
  const char *name;
  unsigned bytes;
  int digits;      ///< significand bits, the implicit one included
  int minExponent; ///< of the normal numbers
  int maxExponent;
  double epsilon;
  /// ulp bounds: length a + b n, distance c + d n, normalize e + f n.
  double length[2], distance[2], normalize[2];
  double huge, tiny; ///< the type's "1e30f" and "1e-30f"

  double largest() const {
    return std::ldexp(2.0 - std::ldexp(1.0, 1 - digits), maxExponent);
  }
  double smallestNormal() const { return std::ldexp(1.0, minExponent); }
  double denormalStep() const {
    return std::ldexp(1.0, minExponent + 1 - digits);
  }
};

// The bounds are OpenCL C 3.0 section 7.4's full-profile rows; huge and tiny
// stand for 1e30f and 1e-30f.
const Format Formats[] = {
    // clang-format off
    // name     bytes digits min    max   epsilon  length       distance   normalize  huge           tiny
    {"half",    2,    11,    -14,   15,   0x1p-10, {0.25, 0.5}, {0.0, 2},  {1.0, 1},  60000.0,       0x1p-20},
    {"float",   4,    24,    -126,  127,  0x1p-23, {2.75, 0.5}, {2.5, 2},  {2.0, 1},  double(1e30f), double(1e-30f)},
    {"double",  8,    53,    -1022, 1023, 0x1p-52, {5.5, 1.0},  {5.5, 2},  {4.5, 1},  1e300,         1e-300},
    // clang-format on
};
const Format &Half = Formats[0], &Float = Formats[1], &Double = Formats[2];

const Format &formatNamed(const std::string &name) {
  return name == "half" ? Half : name == "double" ? Double : Float;
}

// --- Values and their storage. ---

uint16_t halfBits(double v) { // v exactly representable
  uint16_t sign = std::signbit(v) ? 0x8000 : 0;
  double a = std::fabs(v);
  if (std::isnan(v))
    return 0x7e00;
  if (std::isinf(v))
    return sign | 0x7c00;
  if (a < 0x1p-14)
    return sign | uint16_t(a * 0x1p24);
  int e = std::ilogb(a);
  return sign | uint16_t((e + 15) << 10) |
         uint16_t((std::ldexp(a, -e) - 1) * 1024);
}

double halfValue(uint16_t h) {
  double sign = (h & 0x8000) ? -1 : 1;
  int e = (h >> 10) & 0x1f, m = h & 0x3ff;
  if (e == 31)
    return m ? NAN : sign * INFINITY;
  return sign * (e ? std::ldexp(1024 + m, e - 25) : std::ldexp(m, -24));
}

uint64_t toBits(const Format &f, double v) {
  if (f.bytes == 2)
    return halfBits(v);
  uint64_t bits = 0;
  if (f.bytes == 4) {
    float x = float(v);
    std::memcpy(&bits, &x, 4);
  } else {
    std::memcpy(&bits, &v, 8);
  }
  return bits;
}

double fromBits(const Format &f, uint64_t bits) {
  if (f.bytes == 2)
    return halfValue(uint16_t(bits));
  if (f.bytes == 4) {
    float x;
    uint32_t w = uint32_t(bits);
    std::memcpy(&x, &w, 4);
    return x;
  }
  double d;
  std::memcpy(&d, &bits, 8);
  return d;
}

std::vector<uint8_t> pack(const Format &f, const std::vector<double> &v) {
  std::vector<uint8_t> bytes(v.size() * f.bytes);
  for (size_t i = 0; i < v.size(); ++i) {
    uint64_t bits = toBits(f, v[i]);
    std::memcpy(&bytes[i * f.bytes], &bits, f.bytes);
  }
  return bytes;
}

double unpack(const Format &f, const std::vector<uint8_t> &bytes, size_t i) {
  uint64_t bits = 0;
  std::memcpy(&bits, &bytes[i * f.bytes], f.bytes);
  return fromBits(f, bits);
}

/// v moved by `steps` representable values away from or towards zero
/// (finite nonzero v only; others are returned as they are).
double neighbour(const Format &f, double v, int steps) {
  if (v == 0 || !std::isfinite(v))
    return v;
  uint64_t bits = toBits(f, v), sign = uint64_t(1) << (8 * f.bytes - 1);
  uint64_t magnitude = bits & (sign - 1);
  uint64_t inf = toBits(f, INFINITY);
  int64_t moved =
      std::clamp<int64_t>(int64_t(magnitude) + steps, 1, int64_t(inf) - 1);
  return fromBits(f, (bits & sign) | uint64_t(moved));
}

/// A random value with exponent in [lo, hi] (below the normal range: a
/// denormal), uniformly random significand and sign.
double randomValue(const Format &f, std::mt19937_64 &rng, int lo, int hi) {
  lo = std::max(lo, f.minExponent - f.digits + 1);
  hi = std::min(hi, f.maxExponent);
  int e = lo + int(rng() % uint64_t(hi - lo + 1));
  double m = double(rng() & ((uint64_t(1) << (f.digits - 1)) - 1));
  double v = e < f.minExponent
                 ? std::ldexp(m, f.minExponent + 1 - f.digits)
                 : std::ldexp(1.0 + std::ldexp(m, 1 - f.digits), e);
  return (rng() & 1) ? -v : v;
}

std::vector<double> edgeValues(const Format &f) {
  int half = f.maxExponent / 2, low = (f.minExponent - f.digits) / 2;
  std::vector<double> v = {0.0,
                           1.0,
                           3.0,
                           1.0 + std::ldexp(1.0, 1 - f.digits),
                           f.smallestNormal(),
                           f.denormalStep(),
                           f.smallestNormal() - f.denormalStep(),
                           f.largest(),
                           std::ldexp(1.0, f.maxExponent),
                           std::ldexp(1.0, half + 1), // square overflows
                           std::ldexp(1.5, half - 1),
                           std::ldexp(1.0, low - 1), // square below denormals
                           std::ldexp(1.0, f.minExponent / 2 - 2),
                           f.huge,
                           f.tiny,
                           INFINITY};
  size_t n = v.size();
  for (size_t i = 0; i < n; ++i)
    v.push_back(-v[i]);
  v.push_back(NAN);
  return v;
}

// --- References. ---

template <typename R> bool isNan(R x) { return x != x; }
template <typename R> bool isInf(R x) { return !isNan(x) && isNan(x - x); }
template <typename R> R magnitude(R x) { return x < 0 ? -x : x; }
template <typename R> R root(R x) {
  long double y = std::sqrt(static_cast<long double>(x));
  if constexpr (std::is_same_v<R, long double>)
    return y;
  if (!(y > 0) || isInf(y))
    return R(y);
  R r = y; // two Newton steps from long double's root: __float128 exact
  r = (r + x / r) / 2;
  return (r + x / r) / 2;
}

/// Sum of a few terms, each exact in R, with every addition's rounding
/// error kept (TwoSum) and added at the end: a dot product's terms span far
/// more than R's precision (double's products 2^-2148 to 2^2048 against
/// __float128's 113 bits), and a pair that cancels exactly must not take a
/// smaller term with it: 2^1024 + 2^2019 - 2^2019 is 2^1024, not 0 (an
/// overflowing double dot product the plain sum called 0). Sums with an
/// infinity or a NaN are the plain ones.
template <typename R> R compensatedSum(const R *terms, unsigned n) {
  R plain = 0, sum = 0, error = 0;
  for (unsigned i = 0; i < n; ++i) {
    plain += terms[i];
    R s = sum + terms[i];
    R bv = s - sum, av = s - bv;
    error += (sum - av) + (terms[i] - bv);
    sum = s;
  }
  return isNan(plain) || isInf(plain) ? plain : sum + error;
}

/// The outcome of one check: the error in the bound's unit (ulps, or the
/// fraction of the absolute bound), infinity for a wrong special value.
struct Outcome {
  double error = 0;
  bool pass(double bound) const { return error <= bound; }
};

/// Error measures for format `f` with references in R.
template <typename R> struct Judge {
  const Format &f;
  bool flushes; ///< the device flushes denormals (never for double)

  /// ulps of `got` against the exact `ref`: ulps of ref's binade (the
  /// denormal step below the normal range); an infinity for a finite ref is
  /// right where ref lies within `bound` ulps of leaving the range.
  double ulps(double got, R ref, double bound) const {
    if (isNan(ref))
      return std::isnan(got) ? 0 : INFINITY;
    if (std::isnan(got))
      return INFINITY;
    if (isInf(ref))
      return got == static_cast<double>(static_cast<long double>(ref))
                 ? 0
                 : INFINITY;
    long double r = static_cast<long double>(ref);
    int e = std::max(std::ilogb(r), f.minExponent);
    long double ulp = std::ldexp(1.0L, e + 1 - f.digits);
    if (std::isinf(got)) {
      long double edge =
          f.largest() - bound * std::ldexp(1.0L, f.maxExponent + 1 - f.digits);
      return (got > 0) == (r > 0) && std::fabs(r) >= edge ? 0 : INFINITY;
    }
    if (flushes && got == 0 && std::fabs(r) < f.smallestNormal())
      return 0;
    return double(std::fabs(static_cast<long double>(R(got) - ref)) / ulp);
  }

  /// With an infinite or NaN operand the absolute bounds are infinite;
  /// still a NaN must stay a NaN, and an infinity may only become a NaN
  /// (finite products that overflow here but not in R meet it).
  double specials(double got, R ref) const {
    if (isNan(ref))
      return std::isnan(got) ? 0 : INFINITY;
    if (isInf(ref))
      return std::isnan(got) || R(got) == ref ? 0 : INFINITY;
    return 0;
  }

  /// |got - ref| / allowed (1 at the bound), with the same special cases.
  double relative(double got, R ref, R allowed) const {
    if (isNan(ref))
      return std::isnan(got) ? 0 : INFINITY;
    if (std::isnan(got))
      return INFINITY;
    if (isInf(ref) || std::isinf(got)) {
      bool overflow = !isInf(ref) && magnitude(ref) >= R(f.largest()) - allowed;
      return (got > 0) == (ref > 0) && (isInf(ref) ? R(got) == ref : overflow)
                 ? 0
                 : INFINITY;
    }
    if (flushes && got == 0 && magnitude(ref) < R(f.smallestNormal()))
      return 0;
    return double(static_cast<long double>(magnitude(R(got) - ref) / allowed));
  }
};

/// Worst error of one function over the inputs, and its failures.
struct Tally {
  std::string name;
  double bound; ///< ulps, or 1 for the absolute bounds
  bool absolute;
  double worst = 0;
  size_t checked = 0, bad = 0, flushed = 0;
  std::ostringstream report;

  /// `error` measured as if nothing were flushed; `lenient` the least
  /// error against the results a device that flushes denormals may give.
  void add(double error, double lenient,
           const std::function<std::string()> &describe) {
    ++checked;
    if (std::min(error, lenient) <= bound) {
      worst = std::max(worst, std::min(error, lenient));
      flushed += error > bound;
      return;
    }
    if (++bad <= 5)
      report << "\n  " << describe() << " (error "
             << (absolute ? "" : "in ulps ") << error << ")";
  }
};

std::string shown(const double *v, unsigned n) {
  std::ostringstream os;
  os << std::hexfloat << "(";
  for (unsigned i = 0; i < n; ++i)
    os << (i ? ", " : "") << v[i];
  return os.str() + ")";
}

/// Vectors a[i], b[i] of n components, stored one after the other.
struct Inputs {
  std::vector<double> a, b;
  size_t size(unsigned n) const { return a.size() / n; }
};

class GeometricTest : public E2eTest {
protected:
  /// Generates, runs and checks format f at width n.
  void verify(const Format &f, unsigned n, const Inputs &in,
              bool optimize = true);
  Inputs edgeInputs(const Format &f, unsigned n);
  Inputs randomInputs(const Format &f, unsigned n, size_t count);
  bool deviceFlushes();
  /// Why the device cannot run format f (empty: it can).
  std::string missing(const Format &f);

private:
  template <typename R>
  void check(const Format &f, unsigned n, const Inputs &in,
             const std::vector<uint8_t> &scalars,
             const std::vector<uint8_t> &vectors);
  int flushes_ = -1;
};

std::string GeometricTest::missing(const Format &f) {
  if (&f == &Double && !profile().float64)
    return "device has no fp64 (double)";
  if (&f == &Half && !profile().float16)
    return "device has no fp16 (half arithmetic)";
  return {};
}

bool GeometricTest::deviceFlushes() {
  if (flushes_ < 0) {
    CompileOptions o;
    o.defines = {"T=float", "N=1"};
    Kernel k = kernel(readKernelFile("geometric.cl"), "flushes", o);
    Buffer in = upload(std::vector<float>{0x1p-140f, 0.5f});
    Buffer out = makeBuffer(4);
    run(k, NDRange::linear(1, 1), in, out);
    flushes_ = download<float>(out, 1)[0] == 0;
  }
  return flushes_ != 0;
}

Inputs GeometricTest::edgeInputs(const Format &f, unsigned n) {
  std::vector<double> e = edgeValues(f);
  Inputs in;
  if (n <= 2) {
    for (double x : e)
      for (double y : e) {
        in.a.push_back(x);
        in.b.push_back(y);
        if (n == 2) {
          in.a.push_back(y);
          in.b.push_back(x);
        }
      }
    return in;
  }
  for (size_t i = 0; i < 4096 * n; ++i) {
    in.a.push_back(e[rng()() % e.size()]);
    in.b.push_back(e[rng()() % e.size()]);
  }
  return in;
}

Inputs GeometricTest::randomInputs(const Format &f, unsigned n, size_t count) {
  std::mt19937_64 &r = rng();
  const std::vector<double> edges = edgeValues(f);
  const int lowest = f.minExponent - f.digits + 1, moderate = n == 1 ? 8 : 16;
  auto vector = [&](unsigned kind, std::vector<double> &out) {
    int center = lowest + int(r() % uint64_t(f.maxExponent - lowest + 1));
    for (unsigned c = 0; c < n; ++c) {
      if (kind == 0)
        out.push_back(randomValue(f, r, -moderate, moderate));
      else if (kind == 1)
        out.push_back(randomValue(f, r, lowest, f.maxExponent));
      else if (kind == 3 && r() % 3 == 0)
        out.push_back(edges[r() % edges.size()]);
      else
        out.push_back(randomValue(f, r, center - 12, center));
    }
  };
  Inputs in;
  for (size_t i = 0; i < count; ++i) {
    unsigned kind = unsigned(r() % 8);
    kind = kind < 3 ? 0 : kind < 4 ? 1 : kind < 7 ? 2 : 3;
    vector(kind, in.a);
    if (r() % 4 == 0) {
      for (unsigned c = 0; c < n; ++c)
        in.b.push_back(neighbour(f, in.a[i * n + c], int(r() % 7) - 3));
    } else {
      vector(kind, in.b);
    }
  }
  return in;
}

void GeometricTest::verify(const Format &f, unsigned n, const Inputs &in,
                           bool optimize) {
  const size_t count = in.size(n);
  CompileOptions o;
  o.optimize = optimize;
  o.defines = {std::string("T=") + f.name, "N=" + std::to_string(n)};
  if (&f == &Float)
    o.defines.push_back("FAST");
  if (&f == &Half)
    o.defines.push_back("HALF");
  std::shared_ptr<Program> program = build(readKernelFile("geometric.cl"), o);
  Buffer x = upload(pack(f, in.a)), y = upload(pack(f, in.b));
  Buffer scalarsOut = makeBuffer(5 * count * f.bytes);
  Buffer vectorsOut = makeBuffer(3 * count * n * f.bytes);
  for (const char *name : {"scalars", "vectors"}) {
    auto made = program->createKernel(name);
    if (!made)
      throw E2eError("createKernel failed: " + describe(made));
    Kernel k = std::move(made.value());
    const Buffer &out = name[0] == 's' ? scalarsOut : vectorsOut;
    run(k, NDRange::linear(count, 64), x, y, out, uint32_t(count));
  }
  auto scalars = download<uint8_t>(scalarsOut, 5 * count * f.bytes);
  auto vectors = download<uint8_t>(vectorsOut, 3 * count * n * f.bytes);
  if (&f == &Double)
    check<__float128>(f, n, in, scalars, vectors);
  else
    check<long double>(f, n, in, scalars, vectors);
}

template <typename R>
void GeometricTest::check(const Format &f, unsigned n, const Inputs &in,
                          const std::vector<uint8_t> &scalars,
                          const std::vector<uint8_t> &vectors) {
  const size_t count = in.size(n);
  const bool fast = &f == &Float, flushes = &f != &Double && deviceFlushes();
  const Judge<R> judge{f, false};
  const Judge<R> lenient{f, flushes};
  const double dn = n, eps = f.epsilon;
  // What an operation may lose below the normal range: half the denormal
  // spacing, or all of it where the device flushes.
  const R slack = flushes ? R(f.smallestNormal()) : R(f.denormalStep()) / 2;
  Tally dotT{"dot", 1, true}, crossT{"cross", 1, true},
      lengthT{"length", f.length[0] + f.length[1] * dn, false},
      distanceT{"distance", f.distance[0] + f.distance[1] * dn, false},
      normalizeT{"normalize", f.normalize[0] + f.normalize[1] * dn, false},
      fastLengthT{"fast_length", 8191.5 + dn, false},
      fastDistanceT{"fast_distance", 8191.5 + 2 * dn, false},
      fastNormalizeT{"fast_normalize", 8192 + dn, false};
  auto flushed = [&](double v) {
    return std::fabs(v) < f.smallestNormal() ? std::copysign(0.0, v) : v;
  };
  // Of a, or of a - b. A device that flushes denormals may lose
  // differences below the normal range (`level` 1), and where the sum is
  // computed as written (fast_*) squares below it too (`level` 2).
  auto sumOfSquares = [&](const double *a, const double *b, int level = 0) {
    const R low = R(f.smallestNormal());
    R s = 0;
    for (unsigned c = 0; c < n; ++c) {
      R d = b ? R(a[c]) - R(b[c]) : R(a[c]);
      d = level > 0 && magnitude(d) < low ? R(0) : d;
      s += level > 1 && d * d < low ? R(0) : d * d;
    }
    return s;
  };
  auto largest = [](const double *a, const double *b, unsigned k) {
    R m = 0;
    for (unsigned c = 0; c < k; ++c)
      for (R v : {R(a[c]), R(b[c])})
        m = isNan(v) || isNan(m) ? R(NAN) : std::max(m, magnitude(v));
    return m;
  };
  auto finite = [&](const double *a) {
    return std::all_of(a, a + n, [](double v) { return std::isfinite(v); });
  };
  // Each measure takes the inputs (possibly flushed) and the judge to use.
  using Measure =
      std::function<double(const double *, const double *, const Judge<R> &)>;
  std::vector<double> fa(n), fb(n);
  auto judgeOne = [&](Tally &t, size_t i, const Measure &measure) {
    const double *a = &in.a[i * n], *b = &in.b[i * n];
    double error = measure(a, b, judge), relaxed = error;
    if (flushes && error > 0) {
      for (unsigned c = 0; c < n; ++c) {
        fa[c] = flushed(a[c]);
        fb[c] = flushed(b[c]);
      }
      relaxed = std::min(measure(fa.data(), fb.data(), lenient),
                         measure(a, b, lenient));
    }
    t.add(error, relaxed, [&] {
      return "a=" + shown(a, n) + " b=" + shown(b, n) + " #" +
             std::to_string(i);
    });
  };
  auto scalar = [&](unsigned slot, size_t i) {
    return unpack(f, scalars, slot * count + i);
  };
  auto lane = [&](unsigned slot, size_t i, unsigned c) {
    return unpack(f, vectors, (slot * count + i) * n + c);
  };
  for (size_t i = 0; i < count; ++i) {
    judgeOne(dotT, i, [&](const double *a, const double *b, const Judge<R> &j) {
      R m = largest(a, b, n), terms[4];
      for (unsigned c = 0; c < n; ++c)
        terms[c] = R(a[c]) * R(b[c]);
      R ref = compensatedSum(terms, n);
      if (isNan(m) || isInf(m))
        return j.specials(scalar(0, i), ref);
      R allowed = (m * m * R(eps) + slack) * R(2 * dn - 1);
      return j.relative(scalar(0, i), ref, allowed);
    });
    judgeOne(lengthT, i,
             [&](const double *a, const double *, const Judge<R> &j) {
               return j.ulps(scalar(1, i), root(sumOfSquares(a, nullptr)),
                             lengthT.bound);
             });
    judgeOne(distanceT, i,
             [&](const double *a, const double *b, const Judge<R> &j) {
               return j.ulps(scalar(2, i), root(sumOfSquares(a, b, j.flushes)),
                             distanceT.bound);
             });
    judgeOne(
        normalizeT, i, [&](const double *a, const double *, const Judge<R> &j) {
          std::vector<R> v(a, a + n);
          bool nan =
              std::any_of(a, a + n, [](double x) { return std::isnan(x); });
          bool inf =
              std::any_of(a, a + n, [](double x) { return std::isinf(x); });
          double worst = 0;
          if (inf && !nan) // the spec's replacement
            for (unsigned c = 0; c < n; ++c)
              v[c] = std::isinf(a[c]) ? R(std::copysign(1.0, a[c]))
                                      : R(std::copysign(0.0, a[c]));
          R s = 0;
          for (R x : v)
            s += x * x;
          for (unsigned c = 0; c < n; ++c) {
            double got = lane(0, i, c);
            if (nan)
              worst = std::max(worst, std::isnan(got) ? 0.0 : INFINITY);
            else if (s == 0) // v itself, signs included
              worst =
                  std::max(worst, toBits(f, j.flushes ? flushed(got) : got) ==
                                          toBits(f, a[c])
                                      ? 0.0
                                      : INFINITY);
            else
              worst = std::max(worst,
                               j.ulps(got, v[c] / root(s), normalizeT.bound));
          }
          return worst;
        });
    if (n >= 3) {
      judgeOne(crossT, i,
               [&](const double *a, const double *b, const Judge<R> &j) {
                 R m = largest(a, b, 3);
                 R allowed = (m * m * R(eps) + slack) * 3;
                 double worst = 0;
                 for (unsigned c = 0; c < 3; ++c) {
                   unsigned c1 = (c + 1) % 3, c2 = (c + 2) % 3;
                   R ref = R(a[c1]) * R(b[c2]) - R(a[c2]) * R(b[c1]);
                   double got = lane(2, i, c);
                   if (isNan(m) || isInf(m))
                     worst = std::max(worst, j.specials(got, ref));
                   else
                     worst = std::max(worst, j.relative(got, ref, allowed));
                 }
                 if (n == 4 && lane(2, i, 3) != 0)
                   worst = INFINITY; // w is 0
                 return worst;
               });
    }
    if (!fast)
      continue;
    // Defined by the spec where the sum of squares is finite and normal.
    auto defined = [&](const double *a, const double *b) {
      R s = sumOfSquares(a, b);
      return finite(a) && (!b || finite(b)) && s >= R(f.smallestNormal()) &&
             s <= R(f.largest());
    };
    judgeOne(fastLengthT, i,
             [&](const double *a, const double *, const Judge<R> &j) {
               if (!defined(a, nullptr))
                 return 0.0;
               return j.ulps(scalar(3, i),
                             root(sumOfSquares(a, nullptr, 2 * j.flushes)),
                             fastLengthT.bound);
             });
    judgeOne(fastDistanceT, i,
             [&](const double *a, const double *b, const Judge<R> &j) {
               if (!defined(a, b))
                 return 0.0;
               return j.ulps(scalar(4, i),
                             root(sumOfSquares(a, b, 2 * j.flushes)),
                             fastDistanceT.bound);
             });
    judgeOne(fastNormalizeT, i,
             [&](const double *a, const double *, const Judge<R> &j) {
               R s = sumOfSquares(a, nullptr, 2 * j.flushes);
               double worst = 0, same = 0;
               if (!finite(a) || s > R(f.largest()))
                 return 0.0;
               for (unsigned c = 0; c < n; ++c) {
                 double got = lane(1, i, c);
                 same = std::max(same, got == a[c] ? 0.0 : INFINITY);
                 if (s > 0)
                   worst = std::max(worst, j.ulps(got, R(a[c]) / root(s),
                                                  fastNormalizeT.bound));
               }
               // p itself for a zero vector, and allowed below FLT_MIN.
               if (s == 0)
                 return same;
               return s < R(f.smallestNormal()) ? std::min(same, worst) : worst;
             });
  }
  std::ostringstream summary;
  summary << std::setprecision(3) << "[ geometric ] " << f.name
          << (n > 1 ? std::to_string(n) : "") << " on " << profile().name
          << ":";
  for (Tally *t : {&dotT, &crossT, &lengthT, &distanceT, &normalizeT,
                   &fastLengthT, &fastDistanceT, &fastNormalizeT}) {
    if (!t->checked || (!fast && t->name.rfind("fast", 0) == 0))
      continue;
    if (t->absolute)
      summary << " " << t->name << " " << t->worst << " of bound;";
    else
      summary << " " << t->name << " " << t->worst << "/" << t->bound
              << " ulp;";
    if (t->flushed)
      summary << " (" << t->flushed << " right only as flushed)";
    EXPECT_EQ(t->bad, 0u) << t->name << "(" << f.name << n << "): " << t->bad
                          << " of " << t->checked << " beyond the bound"
                          << t->report.str();
  }
  std::cout << summary.str() << (flushes ? " (denormals flushed)" : "") << "\n";
}

/// The tests, by type and width ("float3").
class GeometricFunctions
    : public GeometricTest,
      public ::testing::WithParamInterface<std::tuple<std::string, unsigned>> {
};

TEST_P(GeometricFunctions, EdgesAndRandom) {
  const Format &f = formatNamed(std::get<0>(GetParam()));
  const unsigned n = std::get<1>(GetParam());
  if (std::string why = missing(f); !why.empty())
    GTEST_SKIP() << why;
  Inputs in = edgeInputs(f, n), random = randomInputs(f, n, 1 << 16);
  in.a.insert(in.a.end(), random.a.begin(), random.a.end());
  in.b.insert(in.b.end(), random.b.begin(), random.b.end());
  verify(f, n, in);
}

// The emitter's own code, without the optimizer, on fewer inputs.
TEST_P(GeometricFunctions, Unoptimized) {
  const Format &f = formatNamed(std::get<0>(GetParam()));
  const unsigned n = std::get<1>(GetParam());
  if (std::string why = missing(f); !why.empty())
    GTEST_SKIP() << why;
  Inputs in = edgeInputs(f, n), random = randomInputs(f, n, 4096);
  in.a.insert(in.a.end(), random.a.begin(), random.a.end());
  in.b.insert(in.b.end(), random.b.begin(), random.b.end());
  verify(f, n, in, false);
}

INSTANTIATE_TEST_SUITE_P(Geometric, GeometricFunctions,
                         ::testing::Combine(::testing::Values("half", "float",
                                                              "double"),
                                            ::testing::Values(1u, 2u, 3u, 4u)),
                         [](const auto &info) {
                           unsigned n = std::get<1>(info.param);
                           return std::get<0>(info.param) +
                                  (n > 1 ? std::to_string(n) : "");
                         });

// The spec's cases, spelled out (float, so every device runs them): no
// overflow or underflow where the result is finite, normalize's special
// cases, cross's w.
TEST_F(GeometricTest, SpecExamples) {
  const char *source = R"CL(
kernel void examples(global const float *in, global float *o) {
  float big = in[0], tiny = in[1], inf = in[2], zero = in[3];
  o[0] = length((float2)(big, big));
  o[1] = length((float4)(tiny));
  o[2] = distance((float3)(tiny, 0, 0), (float3)(-tiny, tiny, 0));
  o[3] = dot((float2)(2e19f, 2e19f), (float2)(2e19f, -2e19f) * in[4]);
  o[4] = length((float2)(3e38f * in[4], 3e38f));
  vstore4(normalize((float4)(inf, -inf, 5.0f, -zero)), 2, o);
  vstore4(normalize((float4)(-zero, zero, -zero, zero)), 3, o);
  vstore4(cross((float4)(2e19f * in[4], 1e19f, 0, 7), (float4)(1e19f, 2e19f, 0, 9)), 4, o);
  vstore2(normalize((float2)(tiny, tiny * 0.5f)), 10, o);
  o[5] = normalize(-inf);
  o[6] = length((float3)(tiny, big, -inf));
  o[7] = fast_length((float2)(3.0f, 4.0f) * in[4]);
  float c = in[5], d = in[6], most = in[7], p127 = in[8];
  o[22] = dot((float4)(-c, -d, -most, -d), (float4)(most, p127, -c, -p127));
  float ay = in[9], bz = in[10], e80 = in[11];
  vstore4(cross((float4)(0, ay, e80, 0), (float4)(0, e80, bz, 0)), 6, o);
}
)CL";
  Kernel k = kernel(source, "examples");
  Buffer in = upload(std::vector<float>{
      1e30f, 1e-30f, INFINITY, 0.0f, 1.0f, 0x1.93e594p+99f, 0x1.8p+62f, FLT_MAX,
      0x1p127f, 0x1.000002p+80f, 0x1.fffffcp+79f, 0x1p80f});
  Buffer out = makeBuffer(28 * 4);
  run(k, NDRange::linear(1, 1), in, out);
  std::vector<float> o = download<float>(out, 28);
  EXPECT_NEAR(o[0], 1.41421356e30f, 1e24f) << "length((float2)(1e30f, 1e30f))";
  EXPECT_NEAR(o[1], 2e-30f, 1e-36f) << "length of (float4)(1e-30f)";
  EXPECT_NEAR(o[2], 2.2360680e-30f, 1e-36f) << "distance of tiny vectors";
  EXPECT_EQ(o[3], 0.0f) << "dot whose products overflow";
  EXPECT_TRUE(std::isinf(o[4]) && o[4] > 0) << "length beyond FLT_MAX";
  EXPECT_NEAR(o[8], 0.70710678f, 1e-7f) << "normalize(inf, -inf, 5, -0).x";
  EXPECT_NEAR(o[9], -0.70710678f, 1e-7f) << "normalize(inf, -inf, 5, -0).y";
  EXPECT_EQ(o[10], 0.0f);
  EXPECT_TRUE(o[11] == 0.0f && std::signbit(o[11])) << "-0 stays -0";
  for (int c = 0; c < 4; ++c)
    EXPECT_TRUE(o[12 + c] == 0.0f && std::signbit(o[12 + c]) == !(c & 1))
        << "normalize of a zero vector returns it, lane " << c;
  EXPECT_EQ(o[16], 0.0f);
  EXPECT_EQ(o[17], 0.0f);
  EXPECT_NEAR(o[18], 3e38f, 1e32f) << "cross whose products overflow";
  EXPECT_TRUE(o[19] == 0.0f && !std::signbit(o[19])) << "cross's w is +0";
  EXPECT_NEAR(o[20], 0.89442719f, 1e-7f) << "normalize of a tiny vector";
  EXPECT_NEAR(o[21], 0.44721360f, 1e-7f) << "normalize of a tiny vector";
  EXPECT_EQ(o[5], -1.0f) << "normalize(-inf)";
  EXPECT_TRUE(std::isinf(o[6]) && o[6] > 0) << "length with an infinity";
  EXPECT_NEAR(o[7], 5.0f, 1e-3f) << "fast_length(3, 4)";
  // Products beyond FLT_MAX that cancel exactly (c FLT_MAX twice, d 2^127
  // twice): 0, or within the spec's bound, but finite; a plain sum of the
  // scaled products lost d 2^127 to c FLT_MAX and scaled its error back to
  // infinity.
  EXPECT_TRUE(std::isfinite(o[22]))
      << "dot of cancelling huge products " << o[22];
  EXPECT_LE(std::fabs(o[22]), 0x1p100f) << "dot of cancelling huge products";
  // (1 + 2^-23) 2^80 (1 - 2^-23) 2^80 - 2^160 = -2^114 exactly; the scaled
  // products round to equal floats, so only the compensated difference
  // keeps it.
  EXPECT_EQ(o[24], -0x1p114f) << "cross whose products overflow and cancel";
  EXPECT_EQ(o[25], 0.0f);
  EXPECT_EQ(o[26], 0.0f);
}

} // namespace
} // namespace vkcl::e2e
