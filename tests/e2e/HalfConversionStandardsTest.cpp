// OpenCL's half load/store family under every OpenCL C version the
// compiler takes, loads and stores mixed in one kernel from and to every
// address space: the builtins are declared differently per version (see
// below), and each set of declarations must reach the same lowering. Loads
// alone are in HalfConversionLoadsTest.cpp, stores in
// HalfConversionStoresTest.cpp.
#include "HalfConversion.h"

namespace vkcl::e2e {
namespace {

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

} // namespace
} // namespace vkcl::e2e
