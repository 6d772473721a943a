// Functions: helpers taking pointers into __global, __local, __private and
// __constant memory, helpers with vector and struct parameters, a kernel
// calling a kernel, and program-scope __constant data.
#include "E2eFixture.h"

#include <limits>

namespace vkcl::e2e {
namespace {

constexpr size_t N = 1024;

class Functions : public E2eTest {};

TEST_F(Functions, HelpersWithPointersIntoEveryAddressSpace) {
  Kernel k = kernel(R"CL(
__constant int weights[4] = {3, -1, 4, 10};

int dot4_global(__global const int *p, __constant int *w) {
  int s = 0;
  for (int k = 0; k < 4; ++k)
    s += p[k] * w[k];
  return s;
}
void store_global(__global int *p, int v) { *p = v; }
void twice_local(__local int *p) { *p *= 2; }
int sum_private(__private int *p, int n) {
  int s = 0;
  while (n-- > 0)
    s += *p++;
  return s;
}
void swap_private(__private int *a, __private int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}

__kernel void helpers(__global const int *in, __global int *out) {
  __local int scratch[64];
  size_t g = get_global_id(0), l = get_local_id(0);
  scratch[l] = in[4 * g];
  twice_local(&scratch[l]);
  barrier(CLK_LOCAL_MEM_FENCE);
  int priv[4] = {in[4 * g], in[4 * g + 1], in[4 * g + 2], in[4 * g + 3]};
  swap_private(&priv[0], &priv[3]);
  store_global(&out[4 * g], dot4_global(in + 4 * g, weights));
  store_global(out + 4 * g + 1, scratch[l ^ 1]);
  out[4 * g + 2] = sum_private(priv + 1, 3);
  out[4 * g + 3] = priv[0] - priv[3];
}
)CL");
  auto in = random<int32_t>(N * 4, -10000, 10000);
  Buffer bin = upload(in), out = makeBuffer(N * 16);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want;
  for (size_t g = 0; g < N; ++g) {
    const int32_t *p = &in[4 * g];
    int dot = p[0] * 3 - p[1] + p[2] * 4 + p[3] * 10;
    int neighbour = 2 * in[4 * (g ^ 1)];
    want.insert(want.end(), {dot, neighbour, p[1] + p[2] + p[0], p[3] - p[0]});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N * 4), want));
}

TEST_F(Functions, VectorAndStructParameters) {
  Kernel k = kernel(R"CL(
struct Box { float2 lo; float2 hi; int id; };
float4 lerp4(float4 a, float4 b, float t) { return a + (b - a) * t; }
int inside(struct Box b, float2 p) {
  return p.x >= b.lo.x && p.x < b.hi.x && p.y >= b.lo.y && p.y < b.hi.y;
}
struct Box grow(struct Box b, float by) {
  b.lo -= by;
  b.hi += by;
  b.id += 1;
  return b;
}
__kernel void params(__global const float4 *a, __global const float2 *pts,
                     __global float4 *out, __global int *hits) {
  size_t g = get_global_id(0);
  out[g] = lerp4(a[g], (float4)(1.0f), 0.5f);
  struct Box box = {(float2)(-1.0f, -1.0f), (float2)(1.0f, 1.0f), 7};
  struct Box big = grow(box, 1.0f);
  hits[g] = inside(box, pts[g]) + 2 * inside(big, pts[g]) + 10 * big.id;
}
)CL");
  auto av = random<float>(N * 4, -8.0f, 8.0f);
  auto pv = random<float>(N * 2, -3.0f, 3.0f);
  std::vector<std::array<float, 4>> a(N);
  std::vector<std::array<float, 2>> pts(N);
  std::memcpy(a.data(), av.data(), N * 16);
  std::memcpy(pts.data(), pv.data(), N * 8);
  Buffer ba = upload(a), bp = upload(pts), out = makeBuffer(N * 16),
         hits = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), ba, bp, out, hits);
  std::vector<std::array<float, 4>> want(N);
  std::vector<int32_t> wantHits;
  for (size_t g = 0; g < N; ++g) {
    for (int j = 0; j < 4; ++j) {
      // (b - a) * 0.5 is exact, so contraction cannot change the sum.
      float half = (1.0f - a[g][j]) * 0.5f;
      want[g][j] = a[g][j] + half;
    }
    auto in = [&](float lo, float hi) {
      return pts[g][0] >= lo && pts[g][0] < hi && pts[g][1] >= lo &&
             pts[g][1] < hi;
    };
    wantHits.push_back(in(-1, 1) + 2 * in(-2, 2) + 80);
  }
  EXPECT_TRUE(allEqual(download<std::array<float, 4>>(out, N), want));
  EXPECT_TRUE(allEqual(download<int32_t>(hits, N), wantHits));
}

TEST_F(Functions, KernelCallsKernel) {
  auto program = build(R"CL(
__kernel void fill(__global int *p, int v) { p[get_global_id(0)] = v; }
__kernel void fill_twice(__global int *a, __global int *b, int v) {
  fill(a, v);
  fill(b, v + 1);
}
)CL");
  auto twice = program->createKernel("fill_twice");
  auto fill = program->createKernel("fill");
  ASSERT_TRUE(twice) << describe(twice);
  ASSERT_TRUE(fill) << describe(fill);
  Buffer a = makeBuffer(N * 4), b = makeBuffer(N * 4), c = makeBuffer(N * 4);
  run(*twice, NDRange::linear(N, 64), a, b, int32_t(41));
  run(*fill, NDRange::linear(N / 2, 64), c, int32_t(-5));
  EXPECT_TRUE(allEqual(download<int32_t>(a, N), std::vector<int32_t>(N, 41)));
  EXPECT_TRUE(allEqual(download<int32_t>(b, N), std::vector<int32_t>(N, 42)));
  std::vector<int32_t> wantC(N, int32_t(Poison));
  std::fill(wantC.begin(), wantC.begin() + N / 2, -5);
  EXPECT_TRUE(allEqual(download<int32_t>(c, N), wantC));
}

TEST_F(Functions, ProgramScopeConstantData) {
  auto program = build(R"CL(
struct Entry { char tag; int value; float scale; };
__constant int primes[8] = {2, 3, 5, 7, 11, 13, 17, 19};
__constant struct Entry entries[3] = {{'a', 100, 0.5f}, {'b', -7, 2.0f},
                                      {'c', 1 << 20, -1.0f}};
__constant char message[] = "hello, vkcl";
__constant float4 axes[2] = {(float4)(1.0f, 0.0f, 0.0f, 0.0f),
                             (float4)(0.0f, 2.0f, 0.0f, 0.5f)};
__constant uchar bytes[5] = {1, 2, 250, 251, 255};

int lookup(__constant struct Entry *e, int i) { return e[i].value; }

__kernel void use_constants(__global const int *idx, __global int *out,
                            __global float4 *fout) {
  size_t g = get_global_id(0);
  int i = idx[g];
  out[6 * g] = primes[i & 7];
  out[6 * g + 1] = entries[i % 3].tag;
  out[6 * g + 2] = lookup(entries, i % 3);
  out[6 * g + 3] = message[i % 12];
  out[6 * g + 4] = bytes[i % 5];
  out[6 * g + 5] = (int)(entries[i % 3].scale * 4.0f);
  fout[g] = axes[i & 1] * (float)i;
}
// A second kernel sharing the same constants.
__kernel void message_length(__global int *out) {
  int n = 0;
  while (message[n] != 0)
    ++n;
  out[0] = n;
  out[1] = sizeof(message);
}
)CL");
  auto use = program->createKernel("use_constants");
  auto length = program->createKernel("message_length");
  ASSERT_TRUE(use) << describe(use);
  ASSERT_TRUE(length) << describe(length);
  auto idx = random<int32_t>(N, 0, 1000);
  Buffer bidx = upload(idx), out = makeBuffer(N * 24),
         fout = makeBuffer(N * 16), len = makeBuffer(8);
  run(*use, NDRange::linear(N, 64), bidx, out, fout);
  run(*length, NDRange::linear(1, 1), len);
  const int primes[8] = {2, 3, 5, 7, 11, 13, 17, 19};
  const char tags[3] = {'a', 'b', 'c'};
  const int values[3] = {100, -7, 1 << 20};
  const float scales[3] = {0.5f, 2.0f, -1.0f};
  const char message[] = "hello, vkcl";
  const uint8_t bytes[5] = {1, 2, 250, 251, 255};
  std::vector<int32_t> want;
  std::vector<std::array<float, 4>> wantF;
  for (int32_t i : idx) {
    want.insert(want.end(),
                {primes[i & 7], tags[i % 3], values[i % 3], message[i % 12],
                 bytes[i % 5], int(scales[i % 3] * 4.0f)});
    float f = float(i);
    wantF.push_back((i & 1)
                        ? std::array<float, 4>{0.0f, 2.0f * f, 0.0f, 0.5f * f}
                        : std::array<float, 4>{f, 0.0f, 0.0f, 0.0f});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N * 6), want));
  EXPECT_TRUE(allEqual(download<std::array<float, 4>>(fout, N), wantF));
  EXPECT_TRUE(allEqual(download<int32_t>(len, 2), {11, 12}));
}

// clang's optimizer hints keep their operand's value (also where a long
// does not exist: SwiftShader), and __builtin_assume does not evaluate its
// operand: the counter it would bump stays untouched.
TEST_F(Functions, OptimizerHintsKeepValues) {
  Kernel k = kernel(R"CL(
int bump(__global int *counter) { return atomic_inc(counter); }
__kernel void hints(__global const int *in, __global const uchar *bytes,
                    __global int *out, __global int *counter) {
  size_t g = get_global_id(0);
  int x = in[g];
  int r = 0;
  if (__builtin_expect(x > 3, 0))
    r += 1;
  if (!__builtin_expect_with_probability(bytes[g], 7, 0.25f))
    r += 2;
  __builtin_assume(bump(counter) >= 0);
  if (x == 0x7fffffff)
    __builtin_unreachable();
  out[2 * g] = r;
  out[2 * g + 1] = (int)__builtin_expect(x, 9) - (int)__builtin_expect(bytes[g], 1);
}
)CL");
  auto in = random<int32_t>(N, -10, 10);
  in[0] = std::numeric_limits<int32_t>::min();
  in[1] = 0x7ffffffe;
  auto bytes = random<uint8_t>(N, 0, 3);
  Buffer bin = upload(in), bbytes = upload(bytes), out = makeBuffer(N * 8),
         counter = upload(std::vector<int32_t>{5});
  run(k, NDRange::linear(N, 64), bin, bbytes, out, counter);
  std::vector<int32_t> want;
  for (size_t g = 0; g < N; ++g) {
    int r = (in[g] > 3 ? 1 : 0) + (bytes[g] == 0 ? 2 : 0);
    want.insert(want.end(), {r, int32_t(uint32_t(in[g]) - bytes[g])});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, 2 * N), want));
  EXPECT_TRUE(allEqual(download<int32_t>(counter, 1), {5}));
}

} // namespace
} // namespace vkcl::e2e
