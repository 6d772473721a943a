// OpenCL's half stores (vstore_half{,_rte,_rtz,_rtp,_rtn}, vstore_halfn…,
// vstorea_halfn…) from float and double, against the exact reference in
// tests/common/HalfReference.h. Core OpenCL C, like the loads in
// HalfConversionLoadsTest.cpp: `half` only through pointers, no
// cl_khr_fp16, and SwiftShader must run them.
//
// Each rounding suffix over a million floats (every half and every halfway
// point with their float neighbours, the edge cases, random bit patterns,
// random values in the half range) and from double where the device has
// fp64 (plus values that round differently through float); compile-time
// constants, which a compiler may fold; __local and __private destinations;
// vstore_halfn / vstorea_halfn for every n and mode at odd offsets, aligned
// and misaligned, into poisoned memory, where every half outside the stored
// vector must keep its poison. Stored NaNs compare by NaN-ness only.
#include "HalfConversion.h"

#include <algorithm>

namespace vkcl::e2e {
namespace {

/// A store suffix: "" (the default, round to nearest even) or _rte… _rtn.
struct Mode {
  const char *suffix;
  Rounding rounding;
};
const Mode Modes[] = {{"", Rounding::Rte},
                      {"_rte", Rounding::Rte},
                      {"_rtz", Rounding::Rtz},
                      {"_rtp", Rounding::Rtp},
                      {"_rtn", Rounding::Rtn}};
constexpr size_t NumModes = sizeof Modes / sizeof Modes[0];
void PrintTo(const Mode &m, std::ostream *os) {
  *os << (*m.suffix ? m.suffix + 1 : "default");
}
std::string modeName(const ::testing::TestParamInfo<Mode> &info) {
  return *info.param.suffix ? info.param.suffix + 1 : "default";
}

std::string describeFloat(float f) {
  std::ostringstream os;
  os << "from " << f << " (" << hex(bitsOf(f)) << ")";
  return os.str();
}
std::string describeDouble(double d) {
  std::ostringstream os;
  os.precision(17);
  os << "from " << d << " (" << hex(bitsOf(d)) << ")";
  return os.str();
}

/// Doubles for the store tests: the float edge cases, double denormals and
/// overflow, random bit patterns, random values in the half range, and
/// random halves and halfway points nudged by a few double ulps or by less
/// than a float ulp (where rounding through float would round twice).
std::vector<double> storeDoubles(std::mt19937_64 &rng, size_t count) {
  std::vector<double> out;
  for (float f : edgeFloats())
    out.push_back(double(f));
  for (double d :
       {0x1p-1074, 0x1p-1022, 0x1p-25 + 0x1p-60, 1.0 + 0x1p-11 + 0x1p-40,
        1.0 + 0x3p-11 - 0x1p-40, 1.0 + 0x1p-40, 65520.0 - 0x1p-30,
        65504.0 + 0x1p-30, 1e300, 65519.999999999993, 65520.000000000007})
    for (double s : {1.0, -1.0})
      out.push_back(s * d);
  std::uniform_int_distribution<uint32_t> anyHalf(0, 0x7BFF);
  std::uniform_int_distribution<int> exponent(-27, 16);
  while (out.size() < count) {
    switch (rng() % 4) {
    case 0:
      out.push_back(doubleOf(rng()));
      break;
    case 1: {
      const double m = 1.0 + double(rng() >> 11) * 0x1p-53;
      out.push_back(std::ldexp(rng() & 1 ? -m : m, exponent(rng)));
      break;
    }
    default: { // a half or a halfway point, nudged by a little
      const uint32_t h = anyHalf(rng);
      double base = halfStep(h);
      if (rng() & 1)
        base = (base + halfStep(h + 1)) / 2;
      double d = base;
      if (rng() & 1)
        d = doubleOf(bitsOf(base) + (rng() % 7) - 3); // double ulps
      else
        d = base * (1 + std::ldexp(rng() & 1 ? 1.0 : -1.0,
                                   -26 - int(rng() % 26))); // < a float ulp
      if (base == 0)
        d = std::ldexp(1.0, -30 - int(rng() % 1000));
      out.push_back(rng() & 1 ? -d : d);
    }
    }
  }
  std::shuffle(out.begin() + 150, out.end(), rng);
  out.resize(count);
  return out;
}

uint16_t convertFloat(float f, Rounding r) { return floatToHalf(f, r); }
uint16_t convertDouble(double d, Rounding r) { return doubleToHalf(d, r); }

constexpr const char *Fp64Pragma =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";

// ---------------------------------------------------------------------------
// vstore_half from float: a million floats per rounding mode into __global,
// then every mode at once into __local and __private.

constexpr size_t ManyStores = size_t(1) << 20;

class HalfConversionStores : public HalfConversion,
                             public ::testing::WithParamInterface<Mode> {};

TEST_P(HalfConversionStores, FromFloatGlobal) {
  const Mode mode = GetParam();
  Kernel k = kernel(std::string(R"CL(
__kernel void store_global(__global const float *in, __global half *out) {
  size_t i = get_global_id(0);
  vstore_half)CL") + mode.suffix +
                    R"CL((in[i], i, out);
}
)CL");
  auto in = storeFloats(rng(), ManyStores);
  Buffer bin = upload(in), out = makeBuffer(ManyStores * 2);
  run(k, NDRange::linear(ManyStores, 64), bin, out);
  std::vector<uint16_t> want(ManyStores);
  for (size_t i = 0; i < ManyStores; ++i)
    want[i] = floatToHalf(in[i], mode.rounding);
  EXPECT_TRUE(storesMatch(download<uint16_t>(out, ManyStores), want,
                          [&](size_t i) { return describeFloat(in[i]); }));
}

TEST_P(HalfConversionStores, FromDoubleGlobal) {
  E2E_REQUIRE_FP64();
  const Mode mode = GetParam();
  Kernel k = kernel(std::string(Fp64Pragma) + R"CL(
__kernel void store_global(__global const double *in, __global half *out) {
  size_t i = get_global_id(0);
  vstore_half)CL" + mode.suffix +
                    R"CL((in[i], i, out);
}
)CL");
  auto in = storeDoubles(rng(), ManyStores);
  Buffer bin = upload(in), out = makeBuffer(ManyStores * 2);
  run(k, NDRange::linear(ManyStores, 64), bin, out);
  std::vector<uint16_t> want(ManyStores);
  for (size_t i = 0; i < ManyStores; ++i)
    want[i] = doubleToHalf(in[i], mode.rounding);
  EXPECT_TRUE(storesMatch(download<uint16_t>(out, ManyStores), want,
                          [&](size_t i) { return describeDouble(in[i]); }));
}

INSTANTIATE_TEST_SUITE_P(Modes, HalfConversionStores,
                         ::testing::ValuesIn(Modes), modeName);

/// `x` as an OpenCL C constant of its exact value: a hex float literal, or
/// for infinities and NaNs an as_float / as_double of the bits (INFINITY
/// and NAN are clang builtins vkcl does not take yet).
template <typename T> std::string literal(T x) {
  const bool single = sizeof(T) == 4;
  if (std::isnan(x) || std::isinf(x))
    return std::string(single ? "as_float(" : "as_double(") +
           hex(single ? uint64_t(bitsOf(float(x))) : bitsOf(double(x))) +
           (single ? "u)" : "ul)");
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%a", double(x));
  return std::string("(") + buffer + (single ? "f" : "") + ")";
}

/// Stores of compile-time constants in every mode: a compiler that folds
/// the conversion must fold it as the device would compute it.
class HalfConversionLiterals : public HalfConversion {
protected:
  template <typename T>
  void check(const std::string &prefix, const std::vector<T> &values,
             uint16_t (*convert)(T, Rounding),
             std::string (*describeInput)(T)) {
    std::string source =
        prefix + "__kernel void literals(__global half *out) {\n";
    for (size_t i = 0; i < values.size(); ++i)
      for (size_t m = 0; m < NumModes; ++m)
        source += "  vstore_half" + std::string(Modes[m].suffix) + "(" +
                  literal(values[i]) + ", " + std::to_string(NumModes * i + m) +
                  ", out);\n";
    source += "}\n";
    Kernel k = kernel(source);
    const size_t total = values.size() * NumModes;
    Buffer out = makeBuffer(total * 2);
    run(k, NDRange::linear(1, 1), out);
    std::vector<uint16_t> want(total);
    for (size_t i = 0; i < total; ++i)
      want[i] = convert(values[i / NumModes], Modes[i % NumModes].rounding);
    EXPECT_TRUE(
        storesMatch(download<uint16_t>(out, total), want, [&](size_t i) {
          return describeInput(values[i / NumModes]) + " " +
                 (*Modes[i % NumModes].suffix ? Modes[i % NumModes].suffix + 1
                                              : "default");
        }));
  }
};

// A few values each (every constant store is code of its own).
TEST_F(HalfConversionLiterals, FloatConstants) {
  std::vector<float> values;
  for (uint32_t bits :
       {0x33000000u, 0xB3000000u, 0x33000001u, 0x33C00000u, 0x00000001u,
        0x80000001u, 0x387FE000u, 0x38800000u, 0x3F801000u, 0x3F803000u,
        0x477FE000u, 0x477FEFFFu, 0x477FF000u, 0xC77FF000u, 0x47800000u,
        0x7F7FFFFFu, 0x7F800000u, 0xFF800000u, 0x7FC00000u, 0x7F800001u,
        0x80000000u, 0x40490FDBu})
    values.push_back(floatOf(bits));
  check<float>("", values, convertFloat, describeFloat);
}

TEST_F(HalfConversionLiterals, DoubleConstants) {
  E2E_REQUIRE_FP64();
  const double inf = std::numeric_limits<double>::infinity();
  const std::vector<double> values = {0x1p-1074,
                                      -0x1p-1074,
                                      0x1p-25,
                                      0x1p-25 + 0x1p-60,
                                      -0x1p-25 - 0x1p-60,
                                      1.0 + 0x1p-11 + 0x1p-40,
                                      1.0 + 0x3p-11 - 0x1p-40,
                                      1.0 + 0x1p-40,
                                      -1.0 - 0x1p-40,
                                      65504.0 + 0x1p-30,
                                      65520.0 - 0x1p-30,
                                      65520.0,
                                      -65520.0,
                                      1e300,
                                      -1e300,
                                      inf,
                                      -inf,
                                      std::nan(""),
                                      -0.0,
                                      0.1};
  check<double>(Fp64Pragma, values, convertDouble, describeDouble);
}

// Every mode, into __local (work-item l stores at odd half 2(n-1-l) + 1 of a
// tile that starts as poison, so every other half must keep it) and into
// __private (odd halves of a poisoned array); the tiles are copied out
// whole.
constexpr size_t SpaceGroup = 64, SpaceItems = 16384;

const char *SpaceStoreKernels = R"CL(
#define STORE_ALL(x, off, p, stride)                                           \
  do {                                                                         \
    vstore_half((x), (off), (p));                                              \
    vstore_half_rte((x), (off), (p) + (stride));                               \
    vstore_half_rtz((x), (off), (p) + 2 * (stride));                           \
    vstore_half_rtp((x), (off), (p) + 3 * (stride));                           \
    vstore_half_rtn((x), (off), (p) + 4 * (stride));                           \
  } while (0)

ushort poison(size_t k) { return k & 1 ? 0xDEAD : 0xBEEF; }

__kernel void store_local(__global const T *in, __global ushort *out) {
  __local ushort tile[5 * 2 * GROUP];
  size_t l = get_local_id(0), n = get_local_size(0);
  for (size_t k = l; k < 5 * 2 * n; k += n)
    tile[k] = poison(k);
  barrier(CLK_LOCAL_MEM_FENCE);
  STORE_ALL(in[get_global_id(0)], 2 * (n - 1 - l) + 1, (__local half *)tile,
            2 * n);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t k = l; k < 5 * 2 * n; k += n)
    out[get_group_id(0) * 5 * 2 * n + k] = tile[k];
}

__kernel void store_private(__global const T *in, __global ushort *out) {
  ushort priv[5 * 8];
  size_t g = get_global_id(0);
  for (int k = 0; k < 5 * 8; ++k)
    priv[k] = poison(k);
  for (int k = 0; k < 4; ++k)
    STORE_ALL(in[4 * g + k], 2 * k + 1, (half *)priv, 8);
  for (int k = 0; k < 5 * 8; ++k)
    out[5 * 8 * g + k] = priv[k];
}
)CL";

class HalfConversionSpaceStores : public HalfConversion {
protected:
  /// Runs store_local and store_private of a program built with element
  /// type T over `in`, checks both against `convert`.
  template <typename T>
  void checkBoth(const std::string &prefix, const std::vector<T> &in,
                 uint16_t (*convert)(T, Rounding),
                 std::string (*describeInput)(T)) {
    auto program = build(prefix + "#define GROUP " +
                         std::to_string(SpaceGroup) + "\n" + SpaceStoreKernels);
    Buffer bin = upload(in);
    {
      SCOPED_TRACE("__local");
      auto k = program->createKernel("store_local");
      ASSERT_TRUE(k) << describe(k);
      const size_t total = SpaceItems * 5 * 2;
      Buffer out = makeBuffer(total * 2);
      run(*k, NDRange::linear(SpaceItems, SpaceGroup), bin, out);
      std::vector<uint16_t> want = poisonedHalves(total);
      std::vector<size_t> source(total, SIZE_MAX);
      for (size_t i = 0; i < SpaceItems; ++i) {
        const size_t g = i / SpaceGroup, l = i % SpaceGroup,
                     off = 2 * (SpaceGroup - 1 - l) + 1;
        for (size_t m = 0; m < NumModes; ++m) {
          const size_t at = g * 5 * 2 * SpaceGroup + m * 2 * SpaceGroup + off;
          want[at] = convert(in[i], Modes[m].rounding);
          source[at] = i;
        }
      }
      EXPECT_TRUE(
          storesMatch(download<uint16_t>(out, total), want, [&](size_t e) {
            return source[e] == SIZE_MAX ? std::string("poison (untouched)")
                                         : describeInput(in[source[e]]);
          }));
    }
    {
      SCOPED_TRACE("__private");
      auto k = program->createKernel("store_private");
      ASSERT_TRUE(k) << describe(k);
      const size_t items = in.size() / 4, total = items * 5 * 8;
      Buffer out = makeBuffer(total * 2);
      run(*k, NDRange::linear(items, 64), bin, out);
      std::vector<uint16_t> want(total);
      std::vector<size_t> source(total, SIZE_MAX);
      for (size_t g = 0; g < items; ++g)
        for (size_t e = 0; e < 5 * 8; ++e)
          want[g * 40 + e] = poisonHalf(e);
      for (size_t i = 0; i < in.size(); ++i) {
        const size_t g = i / 4, off = 2 * (i % 4) + 1;
        for (size_t m = 0; m < NumModes; ++m) {
          const size_t at = g * 40 + m * 8 + off;
          want[at] = convert(in[i], Modes[m].rounding);
          source[at] = i;
        }
      }
      EXPECT_TRUE(
          storesMatch(download<uint16_t>(out, total), want, [&](size_t e) {
            return source[e] == SIZE_MAX ? std::string("poison (untouched)")
                                         : describeInput(in[source[e]]);
          }));
    }
  }
};

TEST_F(HalfConversionSpaceStores, FromFloatLocalAndPrivate) {
  checkBoth<float>("#define T float\n", storeFloats(rng(), SpaceItems),
                   convertFloat, describeFloat);
}

TEST_F(HalfConversionSpaceStores, FromDoubleLocalAndPrivate) {
  E2E_REQUIRE_FP64();
  checkBoth<double>(std::string(Fp64Pragma) + "#define T double\n",
                    storeDoubles(rng(), SpaceItems), convertDouble,
                    describeDouble);
}

// ---------------------------------------------------------------------------
// vstore_halfn and vstorea_halfn, every width and mode. Work-item i stores
// its vector at offset 2i + 1 (odd, so the even offsets between stay
// poison); vstore_halfn into an aligned base (every address aligned to the
// vector: the run-time wide path) and into bases one and three halves past
// it (the element path), vstorea_halfn into an aligned base (a 3-vector
// then fills 3 of 4 halves: the 4th keeps its poison). One kernel and
// __global destination per function; __local and __private get two modes
// each.

constexpr size_t VecStoreItems = 256;

/// Halves per __global destination: every offset, the misalignment, a multiple
/// of 16 so that every region is aligned for vstorea_half16.
size_t storeRegion(int n) { return 2 * VecStoreItems * slots(n) + 16; }

const char *VectorStoreKernels = R"CL(
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define VSTORE(m) XCAT(XCAT(vstore_half, N), m)
#define VSTOREA(m) XCAT(XCAT(vstorea_half, N), m)
#if N == 3
#define LOADV(i) ((__global const XCAT(T, 4) *)in)[i].xyz
#else
#define LOADV(i) ((__global const XCAT(T, N) *)in)[i]
#endif
#define EMPTY

ushort poison(size_t k) { return k & 1 ? 0xDEAD : 0xBEEF; }

/* One small kernel per function (one kernel with all ten takes the
   drivers' compilers far longer than ten kernels). */
#define GLOBAL(name, store)                                                    \
  __kernel void name(__global const T *in, __global half *out, uint shift) {   \
    size_t i = get_global_id(0), off = 2 * i + 1;                              \
    XCAT(T, N) v = LOADV(i);                                                   \
    store;                                                                     \
  }
GLOBAL(storen_global0, VSTORE(EMPTY)(v, off, out + shift))
GLOBAL(storen_global1, VSTORE(_rte)(v, off, out + shift))
GLOBAL(storen_global2, VSTORE(_rtz)(v, off, out + shift))
GLOBAL(storen_global3, VSTORE(_rtp)(v, off, out + shift))
GLOBAL(storen_global4, VSTORE(_rtn)(v, off, out + shift))
GLOBAL(storen_global5, VSTOREA(EMPTY)(v, off, out))
GLOBAL(storen_global6, VSTOREA(_rte)(v, off, out))
GLOBAL(storen_global7, VSTOREA(_rtz)(v, off, out))
GLOBAL(storen_global8, VSTOREA(_rtp)(v, off, out))
GLOBAL(storen_global9, VSTOREA(_rtn)(v, off, out))

/* __local: the group's two regions (vstore_halfn _rtn, vstorea_halfn
   default), poisoned, stored into, copied out. */
__kernel void storen_local(__global const T *in, __global ushort *out,
                           uint shift) {
  __local ushort tile[2 * LREGION] __attribute__((aligned(32)));
  size_t l = get_local_id(0), n = get_local_size(0);
  for (size_t k = l; k < 2 * LREGION; k += n)
    tile[k] = poison(k);
  barrier(CLK_LOCAL_MEM_FENCE);
  XCAT(T, N) v = LOADV(get_global_id(0));
  __local half *p = (__local half *)tile;
  VSTORE(_rtn)(v, 2 * l + 1, p + shift);
  VSTOREA(EMPTY)(v, 2 * l + 1, p + LREGION);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t k = l; k < 2 * LREGION; k += n)
    out[get_group_id(0) * 2 * LREGION + k] = tile[k];
}

/* __private: two regions per work-item (vstore_halfn _rtz, vstorea_halfn
   _rtp) at offset 1. */
__kernel void storen_private(__global const T *in, __global ushort *out,
                             uint shift) {
  ushort priv[2 * PREGION] __attribute__((aligned(32)));
  size_t i = get_global_id(0);
  for (int k = 0; k < 2 * PREGION; ++k)
    priv[k] = poison(k);
  XCAT(T, N) v = LOADV(i);
  VSTORE(_rtz)(v, 1, (half *)priv + shift);
  VSTOREA(_rtp)(v, 1, (half *)priv + PREGION);
  for (int k = 0; k < 2 * PREGION; ++k)
    out[i * 2 * PREGION + k] = priv[k];
}
)CL";

constexpr size_t VecStoreGroup = 64;
size_t localStoreRegion(int n) { return 2 * VecStoreGroup * slots(n) + 16; }
size_t privateStoreRegion(int n) { return (2 * slots(n) + 3 + 15) / 16 * 16; }

class HalfConversionVectorStores : public HalfConversion,
                                   public ::testing::WithParamInterface<int> {
protected:
  /// Expected halves after vector j of `in` went to offset `off` of
  /// `base` (+ `shift` unaligned, else aligned) in `want`.
  template <typename T>
  void expectStore(std::vector<uint16_t> &want, std::vector<size_t> &source,
                   const std::vector<T> &in, size_t j, size_t base,
                   size_t shift, size_t off, bool aligned, Rounding r,
                   uint16_t (*convert)(T, Rounding)) {
    const int n = GetParam();
    const size_t S = slots(n);
    const size_t at = aligned ? base + off * S : base + shift + off * n;
    for (int c = 0; c < n; ++c) {
      want[at + c] = convert(in[j * S + c], r);
      source[at + c] = j * S + c;
    }
  }

  template <typename T>
  void checkAll(const std::string &prefix, uint16_t (*convert)(T, Rounding),
                std::string (*describeInput)(T),
                std::vector<T> (*generate)(std::mt19937_64 &, size_t)) {
    const int n = GetParam();
    const size_t S = slots(n), region = storeRegion(n),
                 lregion = localStoreRegion(n), pregion = privateStoreRegion(n);
    auto program =
        build(prefix + "#define N " + std::to_string(n) + "\n#define REGION " +
              std::to_string(region) + "\n#define LREGION " +
              std::to_string(lregion) + "\n#define PREGION " +
              std::to_string(pregion) + "\n" + VectorStoreKernels);
    // Vector j is in[j * S .. j * S + n) (3-vectors padded to 4).
    std::vector<T> in = generate(rng(), VecStoreItems * S);
    Buffer bin = upload(in);
    auto label = [&in, S, describeInput](const std::vector<size_t> &source) {
      return [&in, S, describeInput, from = &source](size_t e) {
        const size_t i = (*from)[e];
        return i == SIZE_MAX
                   ? std::string("poison (untouched)")
                   : "component " + std::to_string(i % S) + " of vector " +
                         std::to_string(i / S) + " " + describeInput(in[i]);
      };
    };
    for (uint32_t shift : {0u, 1u, 3u}) {
      SCOPED_TRACE("n = " + std::to_string(n) + ", vstore_halfn base + " +
                   std::to_string(shift));
      for (size_t m = 0; m < 10; ++m) {
        const bool aligned = m >= 5;
        if (aligned && shift != 0)
          continue; // vstorea_halfn takes no misaligned base
        const std::string function =
            std::string(aligned ? "vstorea_half" : "vstore_half") +
            std::to_string(n) + Modes[m % 5].suffix;
        SCOPED_TRACE("__global, " + function);
        auto k = program->createKernel("storen_global" + std::to_string(m));
        ASSERT_TRUE(k) << describe(k);
        Buffer out = makeBuffer(region * 2);
        run(*k, NDRange::linear(VecStoreItems, VecStoreGroup), bin, out, shift);
        std::vector<uint16_t> want = poisonedHalves(region);
        std::vector<size_t> source(region, SIZE_MAX);
        for (size_t j = 0; j < VecStoreItems; ++j)
          expectStore(want, source, in, j, 0, shift, 2 * j + 1, aligned,
                      Modes[m % 5].rounding, convert);
        EXPECT_TRUE(
            storesMatch(download<uint16_t>(out, region), want, label(source)));
      }
      {
        SCOPED_TRACE("__local, vstore_halfn_rtn then vstorea_halfn");
        auto k = program->createKernel("storen_local");
        ASSERT_TRUE(k) << describe(k);
        const size_t groups = VecStoreItems / VecStoreGroup,
                     total = groups * 2 * lregion;
        Buffer out = makeBuffer(total * 2);
        run(*k, NDRange::linear(VecStoreItems, VecStoreGroup), bin, out, shift);
        std::vector<uint16_t> want = poisonedHalves(total);
        std::vector<size_t> source(total, SIZE_MAX);
        for (size_t j = 0; j < VecStoreItems; ++j) {
          const size_t g = j / VecStoreGroup, l = j % VecStoreGroup,
                       base = g * 2 * lregion;
          expectStore(want, source, in, j, base, shift, 2 * l + 1, false,
                      Rounding::Rtn, convert);
          expectStore(want, source, in, j, base + lregion, shift, 2 * l + 1,
                      true, Rounding::Rte, convert);
        }
        EXPECT_TRUE(
            storesMatch(download<uint16_t>(out, total), want, label(source)));
      }
      {
        SCOPED_TRACE("__private, vstore_halfn_rtz then vstorea_halfn_rtp");
        auto k = program->createKernel("storen_private");
        ASSERT_TRUE(k) << describe(k);
        const size_t total = VecStoreItems * 2 * pregion;
        Buffer out = makeBuffer(total * 2);
        run(*k, NDRange::linear(VecStoreItems, VecStoreGroup), bin, out, shift);
        std::vector<uint16_t> want(total);
        for (size_t e = 0; e < total; ++e)
          want[e] = poisonHalf(e % (2 * pregion));
        std::vector<size_t> source(total, SIZE_MAX);
        for (size_t j = 0; j < VecStoreItems; ++j) {
          const size_t base = j * 2 * pregion;
          expectStore(want, source, in, j, base, shift, 1, false, Rounding::Rtz,
                      convert);
          expectStore(want, source, in, j, base + pregion, shift, 1, true,
                      Rounding::Rtp, convert);
        }
        EXPECT_TRUE(
            storesMatch(download<uint16_t>(out, total), want, label(source)));
      }
    }
  }
};

std::vector<float> vectorFloats(std::mt19937_64 &rng, size_t count) {
  return storeFloats(rng, count);
}
std::vector<double> vectorDoubles(std::mt19937_64 &rng, size_t count) {
  return storeDoubles(rng, count);
}

TEST_P(HalfConversionVectorStores, FromFloat) {
  checkAll<float>("#define T float\n", convertFloat, describeFloat,
                  vectorFloats);
}

TEST_P(HalfConversionVectorStores, FromDouble) {
  E2E_REQUIRE_FP64();
  checkAll<double>(std::string(Fp64Pragma) + "#define T double\n",
                   convertDouble, describeDouble, vectorDoubles);
}

INSTANTIATE_TEST_SUITE_P(Widths, HalfConversionVectorStores,
                         ::testing::ValuesIn(Widths), widthName);

} // namespace
} // namespace vkcl::e2e
