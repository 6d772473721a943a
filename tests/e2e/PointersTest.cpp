// Pointers: arithmetic, difference, comparison, casts between pointee types,
// pointer-to-integer (alignment checks), buffer offsets, private pointers.
#include "E2eFixture.h"

#include <algorithm>

namespace vkcl::e2e {
namespace {

constexpr size_t N = 1024;

class Pointers : public E2eTest {};

TEST_F(Pointers, ArithmeticDifferenceComparison) {
  Kernel k = kernel(R"CL(
__kernel void ptr_ops(__global const int *data, __global const int *steps,
                      __global int *out) {
  size_t g = get_global_id(0);
  __global const int *base = data + 8 * g;
  int s = steps[g];                 // 0..7
  __global const int *p = base + s;
  __global const int *q = &base[7 - s];
  __global int *o = out + 8 * g;
  o[0] = *p;
  o[1] = p[-s + 1];                 // base[1]
  o[2] = (int)(q - p);              // ptrdiff_t
  o[3] = p < q;
  o[4] = (p == q) * 10 + (p != base) + (p >= base) * 100;
  __global const int *walk = base;
  int sum = 0;
  while (walk != base + 8)
    sum += *walk++;
  o[5] = sum;
  __global const int *back = base + 8;
  int last = *--back;
  o[6] = last + *(back - 1);
  o[7] = (int)((__global const char *)q - (__global const char *)p);
}
)CL");
  auto data = random<int32_t>(N * 8, -1000, 1000);
  auto steps = random<int32_t>(N, 0, 7);
  Buffer bd = upload(data), bs = upload(steps), out = makeBuffer(N * 32);
  run(k, NDRange::linear(N, 64), bd, bs, out);
  std::vector<int32_t> want;
  for (size_t g = 0; g < N; ++g) {
    const int32_t *base = &data[8 * g];
    int s = steps[g];
    const int32_t *p = base + s, *q = base + 7 - s;
    int sum = 0;
    for (int j = 0; j < 8; ++j)
      sum += base[j];
    want.insert(want.end(), {*p, base[1], int(q - p), p < q,
                             (p == q) * 10 + (p != base) + (p >= base) * 100,
                             sum, base[7] + base[6], int(q - p) * 4});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N * 8), want));
}

TEST_F(Pointers, CastBetweenPointeeTypes) {
  Kernel k = kernel(R"CL(
__kernel void ptr_casts(__global const float *f, __global int *bits,
                        __global uchar *bytes, __global const uint *words,
                        __global ushort *halves) {
  size_t g = get_global_id(0);
  __global const int *ip = (__global const int *)f;
  bits[g] = ip[g];
  __global const uchar *bp = (__global const uchar *)(words + g);
  bytes[g] = bp[0] ^ bp[3];
  __global const ushort *hp = (__global const ushort *)words;
  halves[g] = hp[2 * g + 1];
}
)CL");
  auto f = random<float>(N, -1e6f, 1e6f);
  auto words = random<uint32_t>(N);
  Buffer bf = upload(f), bw = upload(words), bits = makeBuffer(N * 4),
         bytes = makeBuffer(N), halves = makeBuffer(N * 2);
  run(k, NDRange::linear(N, 64), bf, bits, bytes, bw, halves);
  std::vector<int32_t> wantBits(N);
  std::vector<uint8_t> wantBytes(N);
  std::vector<uint16_t> wantHalves(N);
  for (size_t g = 0; g < N; ++g) {
    std::memcpy(&wantBits[g], &f[g], 4);
    wantBytes[g] = uint8_t(words[g] ^ (words[g] >> 24));
    wantHalves[g] = uint16_t(words[g] >> 16);
  }
  EXPECT_TRUE(allEqual(download<int32_t>(bits, N), wantBits));
  EXPECT_TRUE(allEqual(download<uint8_t>(bytes, N), wantBytes));
  EXPECT_TRUE(allEqual(download<uint16_t>(halves, N), wantHalves));
}

TEST_F(Pointers, PointerToIntegerAndBufferOffsets) {
  // (uintptr_t)p is the device address; on 32-bit-size_t targets its low
  // word. The buffer is bound at a byte offset of 20.
  Kernel k = kernel(R"CL(
__kernel void ptr_to_int(__global const float *data, __global uint *out) {
  size_t g = get_global_id(0);
  uintptr_t a = (uintptr_t)(data + g);
  out[3 * g] = (uint)a;
  out[3 * g + 1] = (uint)(a & 15);
  out[3 * g + 2] = (uint)((uintptr_t)(data + g + 1) - a);
}
)CL");
  constexpr size_t Offset = 20;
  Buffer data = makeBuffer(N * 4 + Offset), out = makeBuffer(N * 12);
  check(k.setArg(0, data, Offset), "setArg(offset)");
  check(k.setArg(1, out), "setArg");
  run(k, NDRange::linear(N, 64));
  uint64_t base = data.deviceAddress() + Offset;
  std::vector<uint32_t> want;
  for (size_t g = 0; g < N; ++g) {
    uint64_t a = base + 4 * g;
    want.insert(want.end(), {uint32_t(a), uint32_t(a & 15), 4u});
  }
  EXPECT_TRUE(allEqual(download<uint32_t>(out, N * 3), want));
}

TEST_F(Pointers, SubBufferOffsetsForReadAndWrite) {
  Kernel k = kernel(R"CL(
__kernel void offsets(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  out[g] = in[g] * 2;
}
)CL");
  auto in = random<int32_t>(N, -100000, 100000);
  Buffer bin = upload(in), out = makeBuffer(N * 4);
  // Elements [256, 768) of `in` into elements [128, 640) of `out`.
  check(k.setArg(0, bin, 256 * 4), "setArg(in)");
  check(k.setArg(1, out, 128 * 4), "setArg(out)");
  run(k, NDRange::linear(512, 64));
  std::vector<int32_t> want(N, int32_t(Poison));
  for (size_t g = 0; g < 512; ++g)
    want[128 + g] = in[256 + g] * 2;
  EXPECT_TRUE(allEqual(download<int32_t>(out, N), want));
}

TEST_F(Pointers, PrivatePointerArithmetic) {
  Kernel k = kernel(R"CL(
void reverse(__private int *first, __private int *last) {
  while (first < last) {
    int t = *first;
    *first++ = *last;
    *last-- = t;
  }
}
__kernel void private_ptrs(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int a[8];
  for (int k = 0; k < 8; ++k)
    a[k] = in[8 * g + k];
  int n = 2 + (a[0] & 3);     // reverse a[0..n]
  reverse(a, a + n);
  __private int *mid = &a[4];
  mid[1] += (int)(mid - a);   // a[5] += 4
  for (int k = 0; k < 8; ++k)
    out[8 * g + k] = a[k];
}
)CL");
  auto in = random<int32_t>(N * 8, -1000, 1000);
  Buffer bin = upload(in), out = makeBuffer(N * 32);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want(in);
  for (size_t g = 0; g < N; ++g) {
    int32_t *a = &want[8 * g];
    int n = 2 + (a[0] & 3);
    std::reverse(a, a + n + 1);
    a[5] += 4;
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N * 8), want));
}

} // namespace
} // namespace vkcl::e2e
