// Copies of large aggregates (AggregateCopy.cpp): above 256 bytes an
// assignment whose value is unused, or a local's initialization, copies
// memory to memory in a loop of 16 bytes per step, then the tail; local
// aggregates above 4096 bytes live in the private arena. Checked for each
// way a copy can go (global to global, global to a private local, private
// to __local, __local to global, private to global), for word-aligned
// (10,000 bytes), 16-aligned (336 bytes, uvec4 steps) and 2-aligned types
// of a size no multiple of 16 (1,004 bytes: ushort units and a tail), and
// that an assignment's value still reads (the register path). Output
// buffers are poisoned first.
#include "E2eFixture.h"

namespace vkcl::e2e {
namespace {

const char *Source = R"CL(
typedef struct { uint w[2500]; } Words;                 // 10000 bytes
typedef struct { float4 v[20]; int tail; } Vecs;        // 336 bytes
typedef struct { char c[1001]; short s; } Odd;          // 1004 bytes

kernel void words(global const Words *src, global Words *copy,
                  global Words *viaPrivate, global Words *viaLocal,
                  local Words *tile) {
  size_t g = get_global_id(0), l = get_local_id(0);
  copy[g] = src[g];
  Words t = src[g];
  t.w[(g * 7) % 2500] += 1u;
  viaPrivate[g] = t;
  for (size_t k = 0; k < get_local_size(0); ++k) {
    if (l == k)
      *tile = t;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l == k)
      viaLocal[g] = *tile;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}

kernel void vecs(global const Vecs *src, global Vecs *copy,
                 global Vecs *chained, global int *tails) {
  size_t g = get_global_id(0);
  copy[g] = src[g];
  tails[g] = (chained[g] = src[g]).tail; // the value of an assignment
}

kernel void odd(global const Odd *src, global Odd *copy) {
  size_t g = get_global_id(0);
  copy[g] = src[g];
}
)CL";

constexpr size_t Items = 32, Local = 8;

class AggregateCopy : public E2eTest {
protected:
  std::vector<uint8_t> randomBytes(size_t n) {
    std::vector<uint8_t> v(n);
    for (uint8_t &b : v)
      b = static_cast<uint8_t>(rng()());
    return v;
  }
};

TEST_F(AggregateCopy, WordsThroughEverySpace) {
  const size_t size = 10000;
  std::vector<uint32_t> src = random<uint32_t>(Items * size / 4);
  Kernel k = kernel(Source, "words");
  Buffer in = upload(src), copy = makeBuffer(Items * size),
         viaPrivate = makeBuffer(Items * size),
         viaLocal = makeBuffer(Items * size);
  run(k, NDRange::linear(Items, Local), in, copy, viaPrivate, viaLocal,
      LocalBytes{size});
  std::vector<uint32_t> want = src;
  for (size_t g = 0; g < Items; ++g)
    want[g * 2500 + (g * 7) % 2500] += 1u;
  EXPECT_TRUE(allEqual(download<uint32_t>(copy, src.size()), src));
  EXPECT_TRUE(allEqual(download<uint32_t>(viaPrivate, src.size()), want));
  EXPECT_TRUE(allEqual(download<uint32_t>(viaLocal, src.size()), want));
}

TEST_F(AggregateCopy, SixteenAlignedAndAssignmentValue) {
  const size_t size = 336;
  std::vector<uint8_t> src = randomBytes(Items * size);
  Kernel k = kernel(Source, "vecs");
  Buffer in = upload(src), copy = makeBuffer(Items * size),
         chained = makeBuffer(Items * size), tails = makeBuffer(Items * 4);
  run(k, NDRange::linear(Items), in, copy, chained, tails);
  EXPECT_TRUE(allEqual(download<uint8_t>(copy, src.size()), src));
  // The chained assignment goes through registers, which leave the 12
  // bytes of padding after `tail` as they were.
  std::vector<uint8_t> got = download<uint8_t>(chained, src.size());
  for (size_t g = 0; g < Items; ++g)
    std::memcpy(&got[g * size + 324], &src[g * size + 324], 12);
  EXPECT_TRUE(allEqual(got, src));
  std::vector<int32_t> want(Items);
  for (size_t g = 0; g < Items; ++g)
    std::memcpy(&want[g], &src[g * size + 320], 4);
  EXPECT_TRUE(allEqual(download<int32_t>(tails, Items), want));
}

TEST_F(AggregateCopy, TwoAlignedWithATail) {
  const size_t size = 1004;
  std::vector<uint8_t> src = randomBytes(Items * size);
  Kernel k = kernel(Source, "odd");
  Buffer in = upload(src), copy = makeBuffer(Items * size);
  run(k, NDRange::linear(Items), in, copy);
  std::vector<uint8_t> got = download<uint8_t>(copy, src.size());
  // Byte 1001 of each element is padding: copied too, but not promised.
  for (size_t g = 0; g < Items; ++g)
    got[g * size + 1001] = src[g * size + 1001];
  EXPECT_TRUE(allEqual(got, src));
}

} // namespace
} // namespace vkcl::e2e
