// Kernel arguments: scalars of every width (sub-word values in the argument
// block), vectors, structs small enough for push constants and large enough
// to need an argument buffer, __constant pointer arguments.
#include "E2eFixture.h"

namespace vkcl::e2e {
namespace {

class Args : public E2eTest {};

TEST_F(Args, ScalarAndVectorValues) {
  Kernel k = kernel(R"CL(
__kernel void values(__global int *out, char c, uchar uc, short s, ushort us,
                     int i, uint u, float f, char4 c4, int2 i2, float4 f4,
                     uchar tail) {
  out[0] = c;
  out[1] = uc;
  out[2] = s;
  out[3] = us;
  out[4] = i;
  out[5] = (int)u;
  out[6] = as_int(f);
  out[7] = c4.x + c4.y * 1000 + c4.z * 1000000;
  out[8] = c4.w;
  out[9] = i2.x - i2.y;
  out[10] = as_int(f4.w) ^ as_int(f4.x);
  out[11] = (int)(f4.y * f4.z);
  out[12] = tail;
}
)CL");
  Buffer out = makeBuffer(13 * 4);
  const std::array<int8_t, 4> c4 = {-5, 7, -9, 127};
  const std::array<int32_t, 2> i2 = {123456, -654321};
  const std::array<float, 4> f4 = {1.5f, -2.0f, 3.25f, 1e20f};
  run(k, NDRange::linear(1), out, int8_t(-100), uint8_t(200), int16_t(-30000),
      uint16_t(60000), int32_t(-123456789), uint32_t(0xFEDCBA98u), 3.14159f, c4,
      i2, f4, uint8_t(0xA5));
  auto bits = [](float x) {
    int32_t r;
    std::memcpy(&r, &x, 4);
    return r;
  };
  std::vector<int32_t> want = {-100,
                               200,
                               -30000,
                               60000,
                               -123456789,
                               int32_t(0xFEDCBA98u),
                               bits(3.14159f),
                               -5 + 7 * 1000 - 9 * 1000000,
                               127,
                               123456 + 654321,
                               bits(1e20f) ^ bits(1.5f),
                               int32_t(-2.0f * 3.25f),
                               0xA5};
  EXPECT_TRUE(allEqual(download<int32_t>(out, 13), want));
}

TEST_F(Args, SixtyFourBitValues) {
  E2E_REQUIRE_INT64();
  Kernel k = kernel(R"CL(
__kernel void values64(__global long *out, char c, long l, ulong u, int i,
                       long2 v) {
  out[0] = c;
  out[1] = l;
  out[2] = (long)u;
  out[3] = i;
  out[4] = v.x - v.y;
}
)CL");
  Buffer out = makeBuffer(5 * 8);
  const std::array<int64_t, 2> v = {int64_t(1) << 50, -(int64_t(1) << 40)};
  run(k, NDRange::linear(1), out, int8_t(-3), int64_t(-0x123456789ABCLL),
      uint64_t(0xF000000000000001ull), int32_t(77), v);
  std::vector<int64_t> want = {-3, -0x123456789ABCLL,
                               int64_t(0xF000000000000001ull), 77,
                               (int64_t(1) << 50) + (int64_t(1) << 40)};
  EXPECT_TRUE(allEqual(download<int64_t>(out, 5), want));
}

TEST_F(Args, DoubleValues) {
  E2E_REQUIRE_FP64();
  Kernel k = kernel(R"CL(
__kernel void values_fp64(__global double *out, float f, double d, int i) {
  out[0] = d;
  out[1] = d * f + i;
}
)CL");
  Buffer out = makeBuffer(16);
  run(k, NDRange::linear(1), out, 0.5f, 1.0e300, int32_t(3));
  std::vector<double> want = {1.0e300, 1.0e300 * 0.5 + 3};
  EXPECT_TRUE(allEqual(download<double>(out, 2), want));
}

/// Host mirrors of the structs below.
struct Small {
  int8_t tag;
  int16_t weight;
  int32_t base;
};
struct alignas(16) Large {
  float coeffs[16][4]; // float4 coeffs[16]
  int32_t count;
  int8_t flags[3];
  alignas(16) int32_t extra[4]; // int4 extra
};
static_assert(sizeof(Small) == 8 && sizeof(Large) == 288, "C layout");

const char *StructArgsSource = R"CL(
struct Small { char tag; short weight; int base; };
struct Large {
  float4 coeffs[16];
  int count;
  char flags[3];
  int4 extra;
};
__kernel void small_struct(__global int *out, struct Small s) {
  size_t i = get_global_id(0);
  out[i] = s.base + (int)i * s.weight + s.tag;
}
__kernel void large_struct(__global float *out, struct Large L, uchar pick,
                           __global const int *idx) {
  size_t i = get_global_id(0);
  int k = idx[i] % L.count;
  float4 c = L.coeffs[k];
  out[2 * i] = c.x + c.y + c.z + c.w;
  out[2 * i + 1] = (float)(L.flags[k % 3] + L.extra[pick & 3]);
}
)CL";

TEST_F(Args, StructsInPushConstantsAndInAnArgumentBuffer) {
  auto program = build(StructArgsSource);
  auto small = program->createKernel("small_struct");
  auto large = program->createKernel("large_struct");
  ASSERT_TRUE(small && large);
  // 288 bytes cannot be push constants: this exercises the argument buffer.
  EXPECT_TRUE(large->info().argsInBuffer);
  EXPECT_EQ(large->info().args[1].size, sizeof(Large));

  constexpr size_t N = 1024;
  Small s{-7, 300, -100000};
  Buffer outSmall = makeBuffer(N * 4);
  run(*small, NDRange::linear(N, 64), outSmall, s);
  std::vector<int32_t> wantSmall(N);
  for (size_t i = 0; i < N; ++i)
    wantSmall[i] = -100000 + int32_t(i) * 300 - 7;
  EXPECT_TRUE(allEqual(download<int32_t>(outSmall, N), wantSmall));

  Large L;
  std::memset(&L, 0, sizeof L);
  auto values = random<float>(64, -100.0f, 100.0f);
  std::memcpy(L.coeffs, values.data(), sizeof L.coeffs);
  L.count = 16;
  L.flags[0] = -1, L.flags[1] = 50, L.flags[2] = 120;
  L.extra[0] = 1000, L.extra[1] = 2000, L.extra[2] = -3000, L.extra[3] = 4;
  auto idx = random<int32_t>(N, 0, 1000);
  Buffer bidx = upload(idx), outLarge = makeBuffer(N * 8);
  run(*large, NDRange::linear(N, 64), outLarge, L, uint8_t(6), bidx);
  std::vector<float> want(2 * N);
  for (size_t i = 0; i < N; ++i) {
    int k = idx[i] % 16;
    const float *c = L.coeffs[k];
    want[2 * i] = ((c[0] + c[1]) + c[2]) + c[3];
    want[2 * i + 1] = float(L.flags[k % 3] + L.extra[2]);
  }
  EXPECT_TRUE(allEqual(download<float>(outLarge, 2 * N), want));
}

TEST_F(Args, ConstantPointerArguments) {
  Kernel k = kernel(R"CL(
typedef struct { float scale; int shift; } Coeff;
__kernel void constant_args(__constant float *table, __constant Coeff *coeffs,
                            __global const int *in, __global float *out) {
  size_t i = get_global_id(0);
  int x = in[i];
  __constant Coeff *c = coeffs + (x & 3);
  out[i] = table[x & 63] * c->scale + (float)(x >> c->shift);
}
)CL");
  constexpr size_t N = 2048;
  auto table = random<float>(64, -10.0f, 10.0f);
  struct Coeff {
    float scale;
    int32_t shift;
  };
  std::vector<Coeff> coeffs = {{0.5f, 1}, {2.0f, 3}, {-1.0f, 0}, {0.25f, 7}};
  auto in = random<int32_t>(N, 0, 100000);
  Buffer bt = upload(table), bc = upload(coeffs), bin = upload(in),
         out = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), bt, bc, bin, out);
  std::vector<float> want(N);
  for (size_t i = 0; i < N; ++i) {
    const Coeff &c = coeffs[in[i] & 3];
    // Scaling by a power of two is exact: a fused multiply-add cannot
    // change the result.
    float scaled = table[in[i] & 63] * c.scale;
    want[i] = scaled + float(in[i] >> c.shift);
  }
  EXPECT_TRUE(allEqual(download<float>(out, N), want));
}

} // namespace
} // namespace vkcl::e2e
