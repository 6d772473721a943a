// OpenCL's half loads to float (vload_half, vload_halfn, vloada_halfn),
// against the exact reference in tests/common/HalfReference.h. These are core
// OpenCL C: the kernels use `half` only through pointers, with no
// cl_khr_fp16, and must run on SwiftShader, which has no 16-bit types or
// storage at all.
//
// Every one of the 65,536 half bit patterns goes through vload_half from
// __global, __constant (argument and program scope), __local and __private
// memory; vload_halfn and vloada_halfn for n = 2, 3, 4, 8, 16 from each
// space at odd offsets, from aligned and misaligned bases (an aligned
// address takes vkcl's run-time wide path, a misaligned one the element
// path). Floats compare bit for bit (a NaN: any NaN of the same sign).
// Stores are in HalfConversionStoresTest.cpp, the family under each OpenCL C
// version in HalfConversionStandardsTest.cpp, shared helpers in
// HalfConversion.h.
#include "HalfConversion.h"

namespace vkcl::e2e {
namespace {

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

} // namespace
} // namespace vkcl::e2e
