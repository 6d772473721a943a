// Conversions between scalar types, as_type reinterpretation and the
// compile-time sizes sizeof / alignof / vec_step.
#include "E2eFixture.h"

namespace vkcl::e2e {
namespace {

constexpr size_t N = 4096;

int32_t bitsOf(float x) {
  int32_t r;
  std::memcpy(&r, &x, 4);
  return r;
}

class Conversions : public E2eTest {};

TEST_F(Conversions, ScalarCasts) {
  Kernel k = kernel(R"CL(
__kernel void conversions(__global const float *f, __global const float *fu,
                          __global const float *fs, __global const int *iv,
                          __global const uint *uv, __global int *out) {
  size_t g = get_global_id(0);
  int i = iv[g];
  uint u = uv[g];
  __global int *o = out + 16 * g;
  o[0] = (int)f[g];
  o[1] = (int)(uint)fu[g];
  o[2] = as_int((float)i);
  o[3] = as_int((float)(u >> 1));
  o[4] = (uchar)i;
  o[5] = (char)i;
  o[6] = (short)i;
  o[7] = (ushort)i;
  o[8] = (int)((uint)i >> 28);
  o[9] = (uchar)(fs[g] + 128.0f);
  o[10] = (char)fs[g];
  o[11] = as_int((float)(char)i);
  o[12] = as_int((float)(ushort)i);
  bool b = i & 0xF0;
  o[13] = b;
  o[14] = i < u;
  o[15] = (short)(uchar)i + (char)(ushort)u;
}
)CL");
  auto f = random<float>(N, -2e9f, 2e9f), fu = random<float>(N, 0.0f, 4e9f);
  auto fs = random<float>(N, -128.0f, 127.99f);
  auto iv = random<int32_t>(N);
  auto uv = random<uint32_t>(N);
  for (size_t i = 0; i < N; i += 5)
    uv[i] = uint32_t(iv[i]) + (i % 3) - 1; // near-equal signed/unsigned pairs
  f[0] = -3.7f;
  fu[0] = 3.9f;
  iv[0] = 300;
  iv[1] = 200;
  iv[2] = 16777217; // rounds to even in float
  Buffer bf = upload(f), bfu = upload(fu), bfs = upload(fs), bi = upload(iv),
         bu = upload(uv);
  Buffer out = makeBuffer(N * 16 * 4);
  run(k, NDRange::linear(N, 64), bf, bfu, bfs, bi, bu, out);
  auto bits = [](float x) {
    int32_t r;
    std::memcpy(&r, &x, 4);
    return r;
  };
  std::vector<int32_t> want(N * 16);
  for (size_t g = 0; g < N; ++g) {
    int32_t i = iv[g];
    uint32_t u = uv[g];
    int32_t *o = &want[16 * g];
    o[0] = int32_t(f[g]);
    o[1] = int32_t(uint32_t(fu[g]));
    o[2] = bits(float(i));
    o[3] = bits(float(u >> 1));
    o[4] = uint8_t(i);
    o[5] = int8_t(i);
    o[6] = int16_t(i);
    o[7] = uint16_t(i);
    o[8] = int32_t(uint32_t(i) >> 28);
    o[9] = uint8_t(fs[g] + 128.0f);
    o[10] = int8_t(fs[g]);
    o[11] = bits(float(int8_t(i)));
    o[12] = bits(float(uint16_t(i)));
    o[13] = (i & 0xF0) != 0;
    o[14] = uint32_t(i) < u;
    o[15] = int16_t(uint8_t(i)) + int8_t(uint16_t(u));
  }
  auto got = download<int32_t>(out, N * 16);
  EXPECT_TRUE(allEqual(got, want));
  EXPECT_EQ(got[0], -3);                     // (int)-3.7f
  EXPECT_EQ(got[1], 3);                      // (uint)3.9f
  EXPECT_EQ(got[4], 44);                     // (uchar)300
  EXPECT_EQ(got[16 + 5], -56);               // (char)200
  EXPECT_EQ(got[32 + 2], bits(16777216.0f)); // (float)16777217
}

TEST_F(Conversions, UintToFloatRoundsToNearestEven) {
  // OpenCL converts integers to float with round-to-nearest-even (Vulkan
  // leaves the rounding to the implementation). The interesting inputs are
  // at or above 2^31, where a signed conversion cannot be used directly,
  // and halfway between two floats.
  Kernel k = kernel(R"CL(
__kernel void u2f(__global const uint *u, __global float *out) {
  size_t i = get_global_id(0);
  out[i] = (float)u[i];
}
)CL");
  auto u = random<uint32_t>(N, 0x80000000u, 0xFFFFFFFFu);
  for (size_t i = 0; i < N; i += 4)
    u[i] = (u[i] & ~0xFFu) | 0x80u; // exactly halfway: ties to even
  for (size_t i = 1; i < N; i += 4)
    u[i] >>= 1;       // below 2^31 too
  u[2] = 0xFFFFFFFFu; // rounds up to 2^32
  u[3] = 0x80000001u;
  Buffer bu = upload(u), out = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), bu, out);
  std::vector<float> want(N);
  for (size_t i = 0; i < N; ++i)
    want[i] = float(u[i]);
  EXPECT_TRUE(allEqual(download<float>(out, N), want));
}

TEST_F(Conversions, ConstantCasts) {
  // Casts of literals (folded by the compiler) and of the same values
  // loaded at run time must agree.
  Kernel k = kernel(R"CL(
__kernel void constant_casts(__global const int *in, __global const float *f,
                             __global int *out) {
  out[0] = (uchar)300;
  out[1] = (char)200;
  out[2] = (int)-3.7f;
  out[3] = (uint)3.9f;
  out[4] = (short)70000;
  out[5] = (ushort)-1;
  out[6] = (int)(uint)-1;
  out[7] = -1 < 1u;
  out[8] = (uchar)in[0];
  out[9] = (char)in[1];
  out[10] = (int)f[0];
  out[11] = (uint)f[1];
  out[12] = (short)in[2];
  out[13] = (ushort)in[3];
  out[14] = in[3] < 1u;
  out[15] = as_int((float)16777217);
}
)CL");
  Buffer in = upload(std::vector<int32_t>{300, 200, 70000, -1});
  Buffer f = upload(std::vector<float>{-3.7f, 3.9f});
  Buffer out = makeBuffer(16 * 4);
  run(k, NDRange::linear(1, 1), in, f, out);
  std::vector<int32_t> want = {
      44, -56, -3, 3, 4464, 65535, -1, 0,
      44, -56, -3, 3, 4464, 65535, 0,  bitsOf(16777216.0f)};
  EXPECT_TRUE(allEqual(download<int32_t>(out, 16), want));
}

TEST_F(Conversions, SixtyFourBitCasts) {
  E2E_REQUIRE_INT64();
  Kernel k = kernel(R"CL(
__kernel void casts64(__global const long *lv, __global const int *iv,
                      __global const uint *uv, __global const float *f,
                      __global long *out) {
  size_t g = get_global_id(0);
  long l = lv[g];
  __global long *o = out + 8 * g;
  o[0] = (long)iv[g];               // sign extension
  o[1] = (long)(ulong)uv[g];        // zero extension
  o[2] = (ulong)iv[g];              // sign extension, then unsigned
  o[3] = (int)l;                    // truncation
  o[4] = (long)f[g];                // float -> long, toward zero
  o[5] = as_int((float)l);          // long -> float, to nearest
  o[6] = as_int((float)(ulong)l);
  o[7] = (long)((ulong)l >> 40) + (l >> 40);
}
)CL");
  auto lv = random<int64_t>(N);
  auto iv = random<int32_t>(N);
  auto uv = random<uint32_t>(N);
  auto f = random<float>(N, -9e18f, 9e18f);
  Buffer bl = upload(lv), bi = upload(iv), bu = upload(uv), bf = upload(f);
  Buffer out = makeBuffer(N * 64);
  run(k, NDRange::linear(N, 64), bl, bi, bu, bf, out);
  std::vector<int64_t> want(N * 8);
  for (size_t g = 0; g < N; ++g) {
    int64_t l = lv[g];
    int64_t *o = &want[8 * g];
    o[0] = iv[g];
    o[1] = int64_t(uint64_t(uv[g]));
    o[2] = int64_t(uint64_t(int64_t(iv[g])));
    o[3] = int32_t(l);
    o[4] = int64_t(f[g]);
    o[5] = bitsOf(float(l));
    o[6] = bitsOf(float(uint64_t(l)));
    o[7] = int64_t(uint64_t(l) >> 40) + (l >> 40);
  }
  EXPECT_TRUE(allEqual(download<int64_t>(out, N * 8), want));
}

TEST_F(Conversions, AsType) {
  Kernel k = kernel(R"CL(
__kernel void as_types(__global const float *f, __global const uint *u,
                       __global const int4 *v, __global const uint *fbits,
                       __global int *o1, __global uchar4 *o2,
                       __global float4 *o3, __global float *o4,
                       __global ushort2 *o5, __global uint *o6) {
  size_t i = get_global_id(0);
  o1[i] = as_int(f[i]);
  o2[i] = as_uchar4(u[i]);
  o3[i] = as_float4(v[i]);
  o4[i] = as_float(fbits[i]);
  o5[i] = as_ushort2(u[i]);
  o6[i] = as_uint(as_char4(u[i]).wzyx);
}
)CL");
  constexpr size_t M = 1024;
  auto f = random<float>(M, -1e30f, 1e30f);
  auto u = random<uint32_t>(M);
  u[0] = 0x11223344u;
  // Bit patterns of ordinary floats: as_float must not meet NaN payloads.
  auto fv = random<float>(M * 4, -1e20f, 1e20f);
  std::vector<std::array<int32_t, 4>> v(M);
  std::vector<uint32_t> fbits(M);
  for (size_t i = 0; i < M; ++i) {
    for (int c = 0; c < 4; ++c)
      v[i][c] = bitsOf(fv[4 * i + c]);
    fbits[i] = uint32_t(bitsOf(fv[i] * 3.0f));
  }
  Buffer bf = upload(f), bu = upload(u), bv = upload(v), bfb = upload(fbits);
  Buffer o1 = makeBuffer(M * 4), o2 = makeBuffer(M * 4),
         o3 = makeBuffer(M * 16), o4 = makeBuffer(M * 4),
         o5 = makeBuffer(M * 4), o6 = makeBuffer(M * 4);
  run(k, NDRange::linear(M, 64), bf, bu, bv, bfb, o1, o2, o3, o4, o5, o6);
  std::vector<int32_t> w1(M);
  std::vector<std::array<uint8_t, 4>> w2(M);
  std::vector<std::array<float, 4>> w3(M);
  std::vector<float> w4(M);
  std::vector<std::array<uint16_t, 2>> w5(M);
  std::vector<uint32_t> w6(M);
  for (size_t i = 0; i < M; ++i) {
    w1[i] = bitsOf(f[i]);
    std::memcpy(&w2[i], &u[i], 4); // little-endian: .x is the low byte
    std::memcpy(&w3[i], &v[i], 16);
    std::memcpy(&w4[i], &fbits[i], 4);
    std::memcpy(&w5[i], &u[i], 4);
    w6[i] = __builtin_bswap32(u[i]);
  }
  EXPECT_TRUE(allEqual(download<int32_t>(o1, M), w1));
  auto g2 = download<std::array<uint8_t, 4>>(o2, M);
  EXPECT_TRUE(allEqual(g2, w2));
  EXPECT_EQ(g2[0], (std::array<uint8_t, 4>{0x44, 0x33, 0x22, 0x11}));
  EXPECT_TRUE(allEqual(download<std::array<float, 4>>(o3, M), w3));
  EXPECT_TRUE(allEqual(download<float>(o4, M), w4));
  EXPECT_TRUE(allEqual(download<std::array<uint16_t, 2>>(o5, M), w5));
  EXPECT_TRUE(allEqual(download<uint32_t>(o6, M), w6));
}

TEST_F(Conversions, SizeofAlignofVecStep) {
  Kernel k = kernel(R"CL(
struct CharInt { char c; int i; };
struct CharFloat4 { char c; float4 v; };
struct Nested { short s; struct CharInt ci; char tail; };
__kernel void sizes(__global int *out) {
  int i = 0;
  out[i++] = sizeof(char);
  out[i++] = sizeof(uchar);
  out[i++] = sizeof(short);
  out[i++] = sizeof(ushort);
  out[i++] = sizeof(int);
  out[i++] = sizeof(uint);
  out[i++] = sizeof(float);
  out[i++] = sizeof(float2);
  out[i++] = sizeof(float3);
  out[i++] = sizeof(float4);
  out[i++] = sizeof(int3);
  out[i++] = sizeof(short3);
  out[i++] = sizeof(char3);
  out[i++] = sizeof(uchar4);
  out[i++] = __alignof__(float4);
  out[i++] = __alignof__(float3);
  out[i++] = __alignof__(char2);
  out[i++] = __alignof__(int);
  out[i++] = vec_step(int3);
  out[i++] = vec_step(float2);
  out[i++] = vec_step(char4);
  out[i++] = vec_step(float);
  out[i++] = sizeof(struct CharInt);
  out[i++] = sizeof(struct CharFloat4);
  out[i++] = __alignof__(struct CharFloat4);
  out[i++] = sizeof(struct Nested);
  out[i++] = __builtin_offsetof(struct Nested, tail);
  out[i++] = sizeof(size_t);
  out[i++] = sizeof(ptrdiff_t);
  int arr[7];
  out[i++] = sizeof(arr);
  out[i] = i + 1;
}
)CL");
  Buffer out = makeBuffer(31 * 4);
  run(k, NDRange::linear(1, 1), out);
  int sizeT = profile().int64 ? 8 : 4;
  std::vector<int32_t> want = {1, 1,  2,  2,  4,  4,     4,     8,  16, 16, 16,
                               8, 4,  4,  16, 16, 2,     4,     4,  2,  4,  1,
                               8, 32, 16, 16, 12, sizeT, sizeT, 28, 31};
  EXPECT_TRUE(allEqual(download<int32_t>(out, 31), want));
}

} // namespace
} // namespace vkcl::e2e
