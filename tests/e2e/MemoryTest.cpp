// Sub-word stores: many work-items storing bytes and shorts into the same
// 32-bit words, in __global and __local memory. Where the device has no
// 8/16-bit storage (SwiftShader) these become atomic read-modify-writes of
// the word; a plain read-modify-write loses neighbours' stores.
#include "E2eFixture.h"

namespace vkcl::e2e {
namespace {

class Memory : public E2eTest {};

TEST_F(Memory, ByteStoresFromManyWorkItemsToGlobal) {
  Kernel k = kernel(R"CL(
__kernel void byte_stores(__global uchar *out, __global char *odd) {
  size_t i = get_global_id(0);
  out[i] = (uchar)(i * 7 + 3);
  odd[2 * i + 1] = (char)(-(int)i);   // even bytes keep the poison
}
)CL");
  constexpr size_t M = 4093; // not a multiple of 4 or of the group size
  Buffer out = makeBuffer(M), odd = makeBuffer(2 * M);
  run(k, NDRange::linear(M, 64), out, odd);
  std::vector<uint8_t> want(M), wantOdd(2 * M);
  for (size_t i = 0; i < M; ++i) {
    want[i] = uint8_t(i * 7 + 3);
    wantOdd[2 * i] = uint8_t(Poison >> (8 * ((2 * i) % 4)));
    wantOdd[2 * i + 1] = uint8_t(-int(i));
  }
  EXPECT_TRUE(allEqual(download<uint8_t>(out, M), want));
  EXPECT_TRUE(allEqual(download<uint8_t>(odd, 2 * M), wantOdd));
}

TEST_F(Memory, ShortStoresFromManyWorkItemsToGlobal) {
  Kernel k = kernel(R"CL(
__kernel void short_stores(__global ushort *out, __global short *strided,
                           __global const int *in) {
  size_t i = get_global_id(0);
  out[i] = (ushort)in[i];
  strided[3 * i] = (short)(in[i] >> 16);
}
)CL");
  constexpr size_t M = 3001;
  auto in = random<int32_t>(M);
  Buffer bin = upload(in), out = makeBuffer(M * 2), strided = makeBuffer(M * 6);
  run(k, NDRange::linear(M, 32), out, strided, bin);
  std::vector<uint16_t> want(M), wantStrided(3 * M);
  for (size_t i = 0; i < 3 * M; ++i)
    wantStrided[i] = uint16_t(Poison >> (16 * (i % 2)));
  for (size_t i = 0; i < M; ++i) {
    want[i] = uint16_t(in[i]);
    wantStrided[3 * i] = uint16_t(uint32_t(in[i]) >> 16);
  }
  EXPECT_TRUE(allEqual(download<uint16_t>(out, M), want));
  EXPECT_TRUE(allEqual(download<uint16_t>(strided, 3 * M), wantStrided));
}

TEST_F(Memory, SubWordStoresToLocal) {
  Kernel k = kernel(R"CL(
__kernel void local_subword(__global const int *in, __global int *out) {
  __local uchar bytes[256];
  __local short shorts[256];
  __local char pairs[512];
  size_t l = get_local_id(0), n = get_local_size(0);
  int x = in[get_global_id(0)];
  bytes[l] = (uchar)x;
  shorts[l] = (short)(x >> 8);
  pairs[2 * l] = (char)l;
  pairs[2 * l + 1] = (char)(x >> 24);
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t m = n - 1 - l;
  out[get_global_id(0)] = bytes[m] + 1000 * shorts[(l + 1) % n] +
                          (pairs[2 * m] == (char)m) * 7 + pairs[2 * m + 1];
}
)CL");
  constexpr size_t Groups = 16;
  const size_t local = std::min<size_t>(256, profile().maxWorkGroupInvocations);
  const size_t M = Groups * local;
  auto in = random<int32_t>(M);
  Buffer bin = upload(in), out = makeBuffer(M * 4);
  run(k, NDRange::linear(M, local), bin, out);
  std::vector<int32_t> want(M);
  for (size_t g = 0; g < M; ++g) {
    size_t base = g - g % local, l = g % local, m = local - 1 - l;
    int32_t xm = in[base + m], xn = in[base + (l + 1) % local];
    want[g] = uint8_t(xm) + 1000 * int16_t(xn >> 8) + 7 + int8_t(xm >> 24);
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, M), want));
}

TEST_F(Memory, CharStructMembersFromManyWorkItems) {
  // Each work-item writes one member of a 4-byte struct another work-item
  // shares.
  Kernel k = kernel(R"CL(
struct Rgba { uchar r, g, b, a; };
__kernel void rgba(__global struct Rgba *px, __global const uchar *in) {
  size_t i = get_global_id(0);
  __global struct Rgba *p = px + i / 4;
  uchar v = in[i];
  switch ((int)(i % 4)) {
  case 0: p->r = v; break;
  case 1: p->g = v; break;
  case 2: p->b = v; break;
  default: p->a = v; break;
  }
}
)CL");
  constexpr size_t M = 4096;
  auto in = random<uint8_t>(M);
  Buffer bin = upload(in), px = makeBuffer(M);
  run(k, NDRange::linear(M, 64), px, bin);
  EXPECT_TRUE(allEqual(download<uint8_t>(px, M), in));
}

TEST_F(Memory, GlobalStoresVisibleToNextDispatch) {
  // Consecutive dispatches in one queue: the second reads the bytes the
  // first wrote.
  auto program = build(R"CL(
__kernel void produce(__global uchar *bytes) {
  size_t i = get_global_id(0);
  bytes[i] = (uchar)(i ^ 0x5A);
}
__kernel void consume(__global const uchar *bytes, __global int *sums) {
  size_t i = get_global_id(0);
  sums[i] = bytes[4 * i] + bytes[4 * i + 1] + bytes[4 * i + 2] +
            bytes[4 * i + 3];
}
)CL");
  auto produce = program->createKernel("produce");
  auto consume = program->createKernel("consume");
  ASSERT_TRUE(produce && consume);
  constexpr size_t M = 4096;
  Buffer bytes = makeBuffer(M), sums = makeBuffer(M);
  setArgs(*produce, bytes);
  setArgs(*consume, bytes, sums);
  check(queue().enqueue(*produce, NDRange::linear(M, 64)), "enqueue");
  check(queue().enqueue(*consume, NDRange::linear(M / 4, 64)), "enqueue");
  check(queue().finish(), "finish");
  std::vector<int32_t> want(M / 4);
  for (size_t i = 0; i < M / 4; ++i)
    for (size_t j = 0; j < 4; ++j)
      want[i] += uint8_t((4 * i + j) ^ 0x5A);
  EXPECT_TRUE(allEqual(download<int32_t>(sums, M / 4), want));
}

} // namespace
} // namespace vkcl::e2e
