// OpenCL's half load/store family (vload_half, vload_halfn, vloada_halfn,
// vstore_half{,_rte,_rtz,_rtp,_rtn}, vstore_halfn…, vstorea_halfn…) from
// float and double, against the exact reference in tests/common/
// HalfReference.h. These are core OpenCL C: the kernels use `half` only
// through pointers, with no cl_khr_fp16, and must run on SwiftShader, which
// has no 16-bit types or storage at all.
//
// Loads: every one of the 65,536 half bit patterns through vload_half from
// __global, __constant (argument and program scope), __local and __private
// memory; vload_halfn and vloada_halfn for n = 2, 3, 4, 8, 16 from each
// space at odd offsets, from aligned and misaligned bases (an aligned
// address takes vkcl's run-time wide path, a misaligned one the element
// path). Floats compare bit for bit (a NaN: any NaN of the same sign).
// Stores: each rounding suffix over a million floats (every half and every
// halfway point with their float neighbours, the edge cases, random bit
// patterns, random values in the half range) and from double where the
// device has fp64 (plus values that round differently through float);
// __local and __private destinations; vstore_halfn / vstorea_halfn for every
// n and mode at odd offsets, aligned and misaligned, into poisoned memory,
// where every half outside the stored vector must keep its poison. Stored NaNs
// compare by NaN-ness only.
#include "E2eFixture.h"
#include "HalfReference.h"

#include <algorithm>
#include <functional>

namespace vkcl::e2e {
namespace {

using reference::doubleToHalf;
using reference::floatToHalf;
using reference::halfIsNan;
using reference::halfToFloat;
using reference::Rounding;

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

const int Widths[] = {2, 3, 4, 8, 16};
std::string widthName(const ::testing::TestParamInfo<int> &info) {
  return "n" + std::to_string(info.param);
}
/// The elements a vector of `n` occupies in memory (a 3-vector takes 4).
size_t slots(int n) { return n == 3 ? 4 : size_t(n); }

/// The half a fresh (Poison-filled) buffer holds at half index `k`.
uint16_t poisonHalf(size_t k) { return k & 1 ? 0xDEAD : 0xBEEF; }
std::vector<uint16_t> poisonedHalves(size_t n) {
  std::vector<uint16_t> v(n);
  for (size_t k = 0; k < n; ++k)
    v[k] = poisonHalf(k);
  return v;
}

std::string hex(uint64_t v) {
  std::ostringstream os;
  os << "0x" << std::hex << v;
  return os.str();
}
uint32_t bitsOf(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
float floatOf(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
uint64_t bitsOf(double d) {
  uint64_t b;
  std::memcpy(&b, &d, 8);
  return b;
}
double doubleOf(uint64_t b) {
  double d;
  std::memcpy(&d, &b, 8);
  return d;
}

/// Loaded floats: bit for bit, except that a NaN may be any NaN of the
/// same sign. `input(i)` says what element i was loaded from.
::testing::AssertionResult
loadsMatch(const std::vector<float> &got, const std::vector<float> &want,
           const std::function<std::string(size_t)> &input) {
  if (got.size() != want.size())
    return ::testing::AssertionFailure()
           << "size " << got.size() << " != " << want.size();
  size_t bad = 0;
  std::ostringstream os;
  for (size_t i = 0; i < got.size(); ++i) {
    const uint32_t g = bitsOf(got[i]), w = bitsOf(want[i]);
    const bool ok = std::isnan(want[i])
                        ? std::isnan(got[i]) && (g >> 31) == (w >> 31)
                        : g == w;
    if (!ok && ++bad <= 10)
      os << "\n  [" << i << "] " << input(i) << ": got " << got[i] << " ("
         << hex(g) << "), want " << want[i] << " (" << hex(w) << ")";
  }
  if (!bad)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << bad << " of " << got.size() << " floats differ:" << os.str();
}

/// Stored halves: equal, or both NaN (any payload, any sign).
::testing::AssertionResult
storesMatch(const std::vector<uint16_t> &got, const std::vector<uint16_t> &want,
            const std::function<std::string(size_t)> &input) {
  if (got.size() != want.size())
    return ::testing::AssertionFailure()
           << "size " << got.size() << " != " << want.size();
  size_t bad = 0;
  std::ostringstream os;
  for (size_t i = 0; i < got.size(); ++i) {
    const bool ok = halfIsNan(want[i]) ? halfIsNan(got[i]) : got[i] == want[i];
    if (!ok && ++bad <= 10)
      os << "\n  [" << i << "] " << input(i) << ": got " << hex(got[i])
         << ", want " << hex(want[i]);
  }
  if (!bad)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << bad << " of " << got.size() << " halves differ:" << os.str();
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

/// The value of a non-negative half magnitude, 0x7C00 standing for 65536.
double halfStep(uint32_t magnitude) {
  return magnitude == 0x7C00 ? 65536.0
                             : double(halfToFloat(uint16_t(magnitude)));
}

/// Floats every store test meets: zeros, float denormals, every half
/// boundary that matters, overflow, infinities, NaNs; both signs.
std::vector<float> edgeFloats() {
  std::vector<float> out;
  const uint32_t patterns[] = {
      0x00000000, 0x00000001, 0x00000002, 0x007FFFFF, 0x00800000, 0x00800001,
      0x33000000, // 2^-25: half the smallest denormal half (tie to 0)
      0x33000001, 0x32FFFFFF, 0x33400000, 0x33800000, // 2^-24 and neighbours
      0x337FFFFF, 0x33800001, 0x33C00000,             // 1.5 * 2^-24: tie
      0x387FC000, // the largest denormal half
      0x387FE000, // halfway to the smallest normal half
      0x387FDFFF, 0x387FE001, 0x38800000, 0x3F800000, 0x3F801000, 0x3F801001,
      0x3F800FFF, 0x3F803000, 0x477FE000, // 65504
      0x477FEFFF,                         // 65519.99
      0x477FF000,                         // 65520: tie, to infinity
      0x477FF001, 0x477FE001, 0x47800000, // 65536
      0x4F800000, 0x7F7FFFFF, 0x7F800000, // infinity
      0x7FC00000, 0x7F800001, 0x7FFFFFFF, 0x7FA00000, 0x7F802000, 0x7FBFE000,
      0x3EAAAAAB, 0x40490FDB};
  for (uint32_t p : patterns) {
    out.push_back(floatOf(p));
    out.push_back(floatOf(p | 0x80000000u));
  }
  return out;
}

/// `count` floats for the store tests: the edge cases, every finite half
/// with its float neighbours and the halfway point to the next half with
/// its neighbours (random signs), random bit patterns and random values in
/// the half range, shuffled.
std::vector<float> storeFloats(std::mt19937_64 &rng, size_t count) {
  std::vector<float> out = edgeFloats();
  // Half of the budget near halves: all of them in order when they fit,
  // else random ones.
  const size_t nearBudget = count / 2, perHalf = 5, finite = 0x7C00;
  const bool all = nearBudget >= perHalf * finite;
  std::uniform_int_distribution<uint32_t> anyHalf(0, finite - 1);
  for (uint32_t k = 0; k < (all ? finite : nearBudget / perHalf); ++k) {
    const uint32_t h = all ? k : anyHalf(rng);
    const uint32_t v = bitsOf(halfToFloat(uint16_t(h)));
    const uint32_t m =
        bitsOf(float((halfStep(h) + halfStep(h + 1)) / 2)); // exact
    const uint32_t sign = rng() & 1 ? 0x80000000u : 0;
    for (uint32_t p : {v + 1, m - 1, m, m + 1, h ? v - 1 : v})
      out.push_back(floatOf(p | sign));
  }
  std::uniform_int_distribution<int> exponent(-27, 16);
  while (out.size() < count) {
    if (rng() & 1) {
      out.push_back(floatOf(uint32_t(rng())));
    } else {
      const float m = 1.0f + float(rng() >> 40) * 0x1p-24f;
      out.push_back(std::ldexp(rng() & 1 ? -m : m, exponent(rng)));
    }
  }
  std::shuffle(out.begin() + 100, out.end(), rng); // edge cases stay first
  out.resize(count);
  return out;
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

class HalfConversion : public E2eTest {};

// ---------------------------------------------------------------------------
// vload_half over every half bit pattern, from each address space.

constexpr size_t AllHalves = 65536;

class HalfConversionLoads : public HalfConversion {
protected:
  std::vector<uint16_t> allPatterns() {
    std::vector<uint16_t> v(AllHalves);
    for (size_t i = 0; i < AllHalves; ++i)
      v[i] = uint16_t(i);
    return v;
  }
  /// Element i of `got` was loaded from half `source[i]`.
  void expectLoaded(const std::vector<float> &got,
                    const std::vector<uint16_t> &source) {
    std::vector<float> want(source.size());
    for (size_t i = 0; i < source.size(); ++i)
      want[i] = halfToFloat(source[i]);
    EXPECT_TRUE(loadsMatch(
        got, want, [&](size_t i) { return "from half " + hex(source[i]); }));
  }
};

TEST_F(HalfConversionLoads, VloadHalfGlobalEveryPattern) {
  Kernel k = kernel(R"CL(
__kernel void load_global(__global const half *p, __global float *out) {
  size_t i = get_global_id(0);
  out[i] = vload_half(i, p);
}
)CL");
  auto in = allPatterns();
  Buffer bin = upload(in), out = makeBuffer(AllHalves * 4);
  run(k, NDRange::linear(AllHalves, 64), bin, out);
  expectLoaded(download<float>(out, AllHalves), in);
}

TEST_F(HalfConversionLoads, VloadHalfConstantEveryPattern) {
  Kernel k = kernel(R"CL(
__kernel void load_constant(__constant half *p, __global float *out) {
  size_t i = get_global_id(0);
  out[i] = vload_half(i, p);
}
)CL");
  auto in = allPatterns();
  Buffer bin = upload(in), out = makeBuffer(AllHalves * 4);
  run(k, NDRange::linear(AllHalves, 64), bin, out);
  expectLoaded(download<float>(out, AllHalves), in);
}

TEST_F(HalfConversionLoads, VloadHalfProgramScopeConstant) {
  // A program-scope __constant table, read at a run-time index and at a
  // misaligned base.
  Kernel k = kernel(R"CL(
__constant ushort table[8] = {0x3C00, 0x8001, 0x7BFF, 0xFC00,
                              0x03FF, 0x7E01, 0x3555, 0xC000};
__kernel void load_table(__global const uint *index, __global float *out) {
  size_t i = get_global_id(0);
  out[2 * i] = vload_half(index[i], (__constant half *)table);
  out[2 * i + 1] = vload_half(0, (__constant half *)table + (index[i] ^ 1));
}
)CL");
  const uint16_t table[8] = {0x3C00, 0x8001, 0x7BFF, 0xFC00,
                             0x03FF, 0x7E01, 0x3555, 0xC000};
  auto index = random<uint32_t>(256, 0, 7);
  Buffer bindex = upload(index), out = makeBuffer(512 * 4);
  run(k, NDRange::linear(256, 64), bindex, out);
  std::vector<uint16_t> source(512);
  for (size_t i = 0; i < 256; ++i) {
    source[2 * i] = table[index[i]];
    source[2 * i + 1] = table[index[i] ^ 1];
  }
  expectLoaded(download<float>(out, 512), source);
}

TEST_F(HalfConversionLoads, VloadHalfLocalEveryPattern) {
  // Each work-group copies its halves into a __local argument, then every
  // work-item reads a half another work-item copied.
  Kernel k = kernel(R"CL(
__kernel void load_local(__global const ushort *in, __global float *out,
                         __local ushort *tile) {
  size_t l = get_local_id(0), n = get_local_size(0);
  size_t base = get_group_id(0) * n;
  tile[l] = in[base + l];
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t j = n - 1 - l;
  out[base + j] = vload_half(j, (__local const half *)tile);
}
)CL");
  auto in = allPatterns();
  Buffer bin = upload(in), out = makeBuffer(AllHalves * 4);
  run(k, NDRange::linear(AllHalves, 128), bin, out, LocalBytes{128 * 2});
  expectLoaded(download<float>(out, AllHalves), in);
}

TEST_F(HalfConversionLoads, VloadHalfPrivateEveryPattern) {
  Kernel k = kernel(R"CL(
__kernel void load_private(__global const ushort *in, __global float *out) {
  size_t g = get_global_id(0);
  ushort priv[16];
  for (int i = 0; i < 16; ++i)
    priv[i] = in[16 * g + i];
  const half *p = (const half *)priv;
  for (int i = 0; i < 16; ++i) // offsets known only at run time
    out[16 * g + i] = vload_half((i + g) & 15, p);
}
)CL");
  auto in = allPatterns();
  std::shuffle(in.begin(), in.end(), rng());
  Buffer bin = upload(in), out = makeBuffer(AllHalves * 4);
  run(k, NDRange::linear(AllHalves / 16, 64), bin, out);
  std::vector<uint16_t> source(AllHalves);
  for (size_t g = 0; g < AllHalves / 16; ++g)
    for (size_t i = 0; i < 16; ++i)
      source[16 * g + i] = in[16 * g + ((i + g) & 15)];
  expectLoaded(download<float>(out, AllHalves), source);
}

// ---------------------------------------------------------------------------
// vload_halfn and vloada_halfn from every address space: work-item l of a
// group reads at offset 2l + 1 of its group's region (vload_halfn from an
// aligned base, where every address is aligned to the vector, and from bases
// one and three halves past it, where none is); in __private, each
// work-item reads at offsets 1 and 3 of its own region.

constexpr size_t VecGroup = 64, VecGroups = 4;

class HalfConversionVectorLoads : public HalfConversion,
                                  public ::testing::WithParamInterface<int> {};

/// Per work-group region of the source (halves): room for offsets up to
/// 2 * VecGroup - 1 plus a misalignment, a multiple of 16 halves so that
/// every region is aligned for the widest vloada.
size_t loadRegion(int n) { return 2 * VecGroup * slots(n) + 16; }
/// Per work-item region in __private.
size_t privateRegion(int n) { return 4 * slots(n) + 16; }

const char *VectorLoadKernels = R"CL(
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define VLOAD XCAT(vload_half, N)
#define VLOADA XCAT(vloada_half, N)
#if N == 3
typedef float4 Out; /* 3-vectors are written as float4 with w = -1 */
#define OUT(v) (float4)((v), -1.0f)
#else
typedef XCAT(float, N) Out;
#define OUT(v) (v)
#endif

__kernel void loadn_global(__global const half *in, __global Out *out,
                           __global Out *outa, uint shift) {
  size_t i = get_global_id(0), off = 2 * get_local_id(0) + 1;
  __global const half *p = in + get_group_id(0) * REGION;
  out[i] = OUT(VLOAD(off, p + shift));
  outa[i] = OUT(VLOADA(off, p));
}

__kernel void loadn_constant(__constant half *in, __global Out *out,
                             __global Out *outa, uint shift) {
  size_t i = get_global_id(0), off = 2 * get_local_id(0) + 1;
  __constant half *p = in + get_group_id(0) * REGION;
  out[i] = OUT(VLOAD(off, p + shift));
  outa[i] = OUT(VLOADA(off, p));
}

__kernel void loadn_local(__global const ushort *in, __global Out *out,
                          __global Out *outa, uint shift) {
  __local ushort tile[REGION] __attribute__((aligned(32)));
  size_t l = get_local_id(0), i = get_global_id(0), off = 2 * l + 1;
  for (size_t k = l; k < REGION; k += get_local_size(0))
    tile[k] = in[get_group_id(0) * REGION + k];
  barrier(CLK_LOCAL_MEM_FENCE);
  __local const half *p = (__local const half *)tile;
  out[i] = OUT(VLOAD(off, p + shift));
  outa[i] = OUT(VLOADA(off, p));
}

__kernel void loadn_private(__global const ushort *in, __global Out *out,
                            __global Out *outa, uint shift) {
  ushort priv[PRIVATE] __attribute__((aligned(32)));
  size_t i = get_global_id(0);
  for (int k = 0; k < PRIVATE; ++k)
    priv[k] = in[i * PRIVATE + k];
  const half *p = (const half *)priv;
  for (uint k = 0; k < 2; ++k) {
    size_t off = 2 * k + 1;
    out[2 * i + k] = OUT(VLOAD(off, p + shift));
    outa[2 * i + k] = OUT(VLOADA(off, p));
  }
}
)CL";

TEST_P(HalfConversionVectorLoads, EveryAddressSpaceOddOffsets) {
  const int n = GetParam();
  const size_t S = slots(n), region = loadRegion(n), priv = privateRegion(n),
               items = VecGroup * VecGroups;
  std::string source = "#define N " + std::to_string(n) + "\n#define REGION " +
                       std::to_string(region) + "\n#define PRIVATE " +
                       std::to_string(priv) + "\n" + VectorLoadKernels;
  auto program = build(source);
  // Random halves, every pattern alike (NaNs, infinities, denormals too).
  auto in = random<uint16_t>(std::max(VecGroups * region, items * priv));
  Buffer bin = upload(in);

  struct Space {
    const char *kernel;
    bool perItem; // __private: two loads per work-item from its own region
  };
  const Space spaces[] = {{"loadn_global", false},
                          {"loadn_constant", false},
                          {"loadn_local", false},
                          {"loadn_private", true}};
  for (const Space &space : spaces)
    for (uint32_t shift : {0u, 1u, 3u}) {
      SCOPED_TRACE(std::string(space.kernel) + ", n = " + std::to_string(n) +
                   ", vload_halfn base + " + std::to_string(shift));
      auto k = program->createKernel(space.kernel);
      ASSERT_TRUE(k) << describe(k);
      const size_t loads = space.perItem ? 2 * items : items;
      Buffer out = makeBuffer(loads * S * 4), outa = makeBuffer(loads * S * 4);
      run(*k, NDRange::linear(items, VecGroup), bin, out, outa, shift);
      // Load j: region start, offset; the expected floats, 3-vectors padded.
      std::vector<float> want(loads * S), wanta(loads * S);
      std::vector<size_t> from(loads * S), froma(loads * S);
      for (size_t j = 0; j < loads; ++j) {
        size_t base, off;
        if (space.perItem) {
          base = (j / 2) * priv;
          off = 2 * (j % 2) + 1;
        } else {
          base = (j / VecGroup) * region;
          off = 2 * (j % VecGroup) + 1;
        }
        for (size_t c = 0; c < S; ++c) {
          const size_t at = base + shift + off * n + c,
                       ata = base + off * S + c;
          const bool pad = c >= size_t(n);
          from[j * S + c] = at;
          froma[j * S + c] = ata;
          want[j * S + c] = pad ? -1.0f : halfToFloat(in[at]);
          wanta[j * S + c] = pad ? -1.0f : halfToFloat(in[ata]);
        }
      }
      auto what = [&in, S](const std::vector<size_t> &source, const char *fn) {
        return [&in, S, fn, at = &source](size_t e) {
          return std::string(fn) + " element " + std::to_string(e % S) +
                 " of load " + std::to_string(e / S) + ", from half " +
                 hex(in[(*at)[e]]) + " at " + std::to_string((*at)[e]);
        };
      };
      EXPECT_TRUE(loadsMatch(download<float>(out, loads * S), want,
                             what(from, "vload_halfn")));
      EXPECT_TRUE(loadsMatch(download<float>(outa, loads * S), wanta,
                             what(froma, "vloada_halfn")));
    }
}

INSTANTIATE_TEST_SUITE_P(Widths, HalfConversionVectorLoads,
                         ::testing::ValuesIn(Widths), widthName);

// ---------------------------------------------------------------------------
// The family under every language version: OpenCL C 2.0 declares the
// builtins on generic pointers only (a named-space argument converts to
// one); 1.2, and 3.0 without the generic address space feature, on each
// named space. Private pointers are qualified, as unqualified ones are
// generic in 2.0.

struct Standard {
  ClStd std;
  const char *name;
};
void PrintTo(const Standard &s, std::ostream *os) { *os << s.name; }

class HalfConversionStandards : public HalfConversion,
                                public ::testing::WithParamInterface<Standard> {
};

TEST_P(HalfConversionStandards, MixedFunctionsEverySpace) {
  CompileOptions options;
  options.clStd = GetParam().std;
  Kernel k = kernel(R"CL(
__kernel void mixed(__global const half *in, __constant half *cin,
                    __global const float *fin, __global float *out,
                    __global half *hout, __global ushort *spaces) {
  __local ushort tile[4 * 64];
  ushort priv[8];
  size_t i = get_global_id(0), l = get_local_id(0);
  __global const ushort *bits = (__global const ushort *)in;
  for (int k = 0; k < 4; ++k)
    tile[4 * l + k] = bits[4 * i + k];
  for (int k = 0; k < 8; ++k)
    priv[k] = bits[4 * i + k];
  barrier(CLK_LOCAL_MEM_FENCE);
  float a = vload_half(i, in);
  float4 b = vload_half4(i, cin + 1);
  float3 c = vloada_half3(i, in);
  float2 d = vload_half2(2 * l, (__local const half *)tile + 1);
  float e = vload_half(5, (__private const half *)priv);
  __global float *o = out + 11 * i;
  o[0] = a;
  o[1] = b.x;
  o[2] = b.y;
  o[3] = b.z;
  o[4] = b.w;
  o[5] = c.x;
  o[6] = c.y;
  o[7] = c.z;
  o[8] = d.x;
  o[9] = d.y;
  o[10] = e;
  __global const float *f = fin + 4 * i;
  vstore_half_rtz(f[0], 8 * i, hout);
  vstore_half2_rtp((float2)(f[1], f[2]), 4 * i + 1, hout);
  vstorea_half3_rtn((float3)(f[0], f[1], f[3]), 2 * i + 1, hout);
  barrier(CLK_LOCAL_MEM_FENCE);
  vstore_half(f[2], 4 * l + 1, (__local half *)tile);
  vstore_half_rtp(f[3], 6, (__private half *)priv);
  barrier(CLK_LOCAL_MEM_FENCE);
  spaces[2 * i] = tile[4 * l + 1];
  spaces[2 * i + 1] = priv[6];
}
)CL",
                    "mixed", options);
  constexpr size_t Items = 256, Group = 64;
  auto in = random<uint16_t>(4 * Items + 8);
  auto fin = storeFloats(rng(), 4 * Items);
  Buffer bin = upload(in), bfin = upload(fin), out = makeBuffer(Items * 44),
         hout = makeBuffer(Items * 16), spaces = makeBuffer(Items * 4);
  run(k, NDRange::linear(Items, Group), bin, bin, bfin, out, hout, spaces);

  std::vector<float> want(Items * 11);
  std::vector<size_t> from(Items * 11);
  std::vector<uint16_t> wantH = poisonedHalves(Items * 8), wantS(Items * 2);
  for (size_t i = 0; i < Items; ++i) {
    const size_t at[11] = {i,         4 * i + 1, 4 * i + 2, 4 * i + 3,
                           4 * i + 4, 4 * i,     4 * i + 1, 4 * i + 2,
                           4 * i + 1, // tile[4l + 1], tile[4l + 2]
                           4 * i + 2, 4 * i + 5};
    for (size_t c = 0; c < 11; ++c) {
      from[11 * i + c] = at[c];
      want[11 * i + c] = halfToFloat(in[at[c]]);
    }
    const float *f = &fin[4 * i];
    wantH[8 * i] = floatToHalf(f[0], Rounding::Rtz);
    wantH[8 * i + 2] = floatToHalf(f[1], Rounding::Rtp);
    wantH[8 * i + 3] = floatToHalf(f[2], Rounding::Rtp);
    wantH[8 * i + 4] = floatToHalf(f[0], Rounding::Rtn);
    wantH[8 * i + 5] = floatToHalf(f[1], Rounding::Rtn);
    wantH[8 * i + 6] = floatToHalf(f[3], Rounding::Rtn);
    wantS[2 * i] = floatToHalf(f[2], Rounding::Rte);
    wantS[2 * i + 1] = floatToHalf(f[3], Rounding::Rtp);
  }
  EXPECT_TRUE(loadsMatch(download<float>(out, Items * 11), want, [&](size_t e) {
    return "load " + std::to_string(e % 11) + " of item " +
           std::to_string(e / 11) + " from half " + hex(in[from[e]]);
  }));
  EXPECT_TRUE(
      storesMatch(download<uint16_t>(hout, Items * 8), wantH, [&](size_t e) {
        return "half " + std::to_string(e % 8) + " of item " +
               std::to_string(e / 8);
      }));
  EXPECT_TRUE(
      storesMatch(download<uint16_t>(spaces, Items * 2), wantS, [&](size_t e) {
        return std::string(e % 2 ? "__private" : "__local") +
               " store of item " + std::to_string(e / 2);
      }));
}

INSTANTIATE_TEST_SUITE_P(Versions, HalfConversionStandards,
                         ::testing::Values(Standard{ClStd::CL1_2, "CL1_2"},
                                           Standard{ClStd::CL2_0, "CL2_0"},
                                           Standard{ClStd::CL3_0, "CL3_0"}),
                         [](const ::testing::TestParamInfo<Standard> &info) {
                           return std::string(info.param.name);
                         });

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
