// Aggregates: structs (padding, pointers, helper return values, by-value
// kernel arguments), unions, private arrays, typedefs and enums.
#include "E2eFixture.h"

#include <cstddef>

namespace vkcl::e2e {
namespace {

constexpr size_t N = 1024;

uint32_t bitsOf(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

/// Host mirror of `S` below (OpenCL C layout: float4 aligned to 16).
struct alignas(16) S {
  int8_t c;
  int32_t i;
  float f;
  alignas(16) float v[4];
  int16_t s;
  uint8_t tag;
};
static_assert(sizeof(S) == 48 && offsetof(S, v) == 16 && offsetof(S, s) == 32,
              "host mirror of the OpenCL struct");

struct alignas(16) Params {
  int8_t delta;
  int32_t bias;
  float scale;
  alignas(16) float offset[4];
};
static_assert(sizeof(Params) == 32, "host mirror of the OpenCL struct");

/// Fields of S without its padding bytes (which are unspecified).
std::array<uint32_t, 9> fields(const S &s) {
  return {uint32_t(s.c),  uint32_t(s.i),  bitsOf(s.f),
          bitsOf(s.v[0]), bitsOf(s.v[1]), bitsOf(s.v[2]),
          bitsOf(s.v[3]), uint32_t(s.s),  uint32_t(s.tag)};
}

class Aggregates : public E2eTest {};

TEST_F(Aggregates, StructsByPointerReturnedAndByValue) {
  Kernel k = kernel(R"CL(
typedef struct {
  char c;
  int i;
  float f;
  float4 v;
  short s;
  uchar tag;
} S;
struct Params {
  char delta;
  int bias;
  float scale;
  float4 offset;
};

S transform(__global const S *in, struct Params p) {
  S r;
  r.c = in->c + p.delta;
  r.i = in->i * 2 + p.bias;
  r.f = in->f * p.scale;
  r.v = (*in).v + p.offset;
  r.s = (short)(in->s - 1);
  r.tag = in->tag ^ 0xFF;
  return r;
}

__kernel void structs(__global const S *in, __global S *out, struct Params p,
                      __global int *layout) {
  size_t g = get_global_id(0);
  S local_copy = in[g];
  local_copy.i += 0;
  out[g] = transform(&in[g], p);
  out[g].tag = out[g].tag + (local_copy.c == in[g].c);
  if (g == 0) {
    layout[0] = sizeof(S);
    layout[1] = __builtin_offsetof(S, v);
    layout[2] = __builtin_offsetof(S, s);
    layout[3] = __builtin_offsetof(S, tag);
    layout[4] = sizeof(struct Params);
  }
}
)CL");
  auto ints = random<int32_t>(N * 4);
  auto floats = random<float>(N * 5, -1000.0f, 1000.0f);
  std::vector<S> in(N);
  for (size_t g = 0; g < N; ++g) {
    S &s = in[g];
    std::memset(&s, 0x5A, sizeof s);
    s.c = int8_t(ints[4 * g]);
    s.i = ints[4 * g + 1] / 4;
    s.f = floats[5 * g];
    for (int j = 0; j < 4; ++j)
      s.v[j] = floats[5 * g + 1 + j];
    s.s = int16_t(ints[4 * g + 2]);
    s.tag = uint8_t(ints[4 * g + 3]);
  }
  Params p;
  std::memset(&p, 0, sizeof p);
  p.delta = -100;
  p.bias = 12345;
  p.scale = 0.75f;
  p.offset[0] = 1.5f, p.offset[1] = -2.0f, p.offset[2] = 0.25f;
  p.offset[3] = 1000.0f;
  Buffer bin = upload(in), out = makeBuffer(N * sizeof(S)),
         layout = makeBuffer(5 * 4);
  run(k, NDRange::linear(N, 64), bin, out, p, layout);
  std::vector<std::array<uint32_t, 9>> got, want;
  for (const S &s : download<S>(out, N))
    got.push_back(fields(s));
  for (const S &s : in) {
    S r;
    r.c = int8_t(s.c + p.delta);
    r.i = s.i * 2 + p.bias;
    r.f = s.f * p.scale;
    for (int j = 0; j < 4; ++j)
      r.v[j] = s.v[j] + p.offset[j];
    r.s = int16_t(s.s - 1);
    r.tag = uint8_t((s.tag ^ 0xFF) + 1);
    want.push_back(fields(r));
  }
  EXPECT_TRUE(allEqual(got, want));
  EXPECT_TRUE(allEqual(download<int32_t>(layout, 5), {48, 16, 32, 34, 32}));
}

TEST_F(Aggregates, NestedStructsWithArrayMembers) {
  Kernel k = kernel(R"CL(
struct Inner { short id; char name[3]; };
struct Outer {
  struct Inner items[3];
  int count;
  float2 pos;
};
__kernel void nested(__global const int *in, __global struct Outer *out) {
  size_t g = get_global_id(0);
  struct Outer o;
  o.count = in[g] & 3;
  for (int k = 0; k < 3; ++k) {
    o.items[k].id = (short)(in[g] + k);
    for (int c = 0; c < 3; ++c)
      o.items[k].name[c] = (char)('a' + k + c);
  }
  int pick = in[g] % 3;
  if (pick < 0)
    pick = -pick;
  o.items[pick].name[1] = 'Z';
  o.pos = (float2)((float)o.count, -(float)pick);
  out[g] = o;
}
)CL");
  struct Inner {
    int16_t id;
    char name[3];
  };
  struct Outer {
    Inner items[3];
    int32_t count;
    alignas(8) float pos[2]; // float2 is 8-byte aligned
  };
  static_assert(sizeof(Outer) == 32, "host mirror of the OpenCL struct");
  auto in = random<int32_t>(N, -30000, 30000);
  Buffer bin = upload(in), out = makeBuffer(N * sizeof(Outer));
  run(k, NDRange::linear(N, 64), bin, out);
  auto got = download<Outer>(out, N);
  std::vector<std::array<int32_t, 15>> g, w;
  for (size_t i = 0; i < N; ++i) {
    int pick = std::abs(in[i] % 3);
    std::array<int32_t, 15> a{}, b{};
    for (int k = 0; k < 3; ++k) {
      a[5 * k] = got[i].items[k].id;
      b[5 * k] = int16_t(in[i] + k);
      for (int c = 0; c < 3; ++c) {
        a[5 * k + 1 + c] = got[i].items[k].name[c];
        b[5 * k + 1 + c] = (k == pick && c == 1) ? 'Z' : 'a' + k + c;
      }
      a[5 * k + 4] = b[5 * k + 4] = 0;
    }
    a[4] = got[i].count;
    b[4] = in[i] & 3;
    a[9] = int32_t(got[i].pos[0]);
    b[9] = in[i] & 3;
    a[14] = int32_t(got[i].pos[1]);
    b[14] = -pick;
    g.push_back(a);
    w.push_back(b);
  }
  EXPECT_TRUE(allEqual(g, w));
}

TEST_F(Aggregates, UnionTypePunning) {
  Kernel k = kernel(R"CL(
typedef union {
  float f;
  uint u;
  uchar b[4];
  short2 h;
} Pun;
__kernel void unions(__global const float *in, __global uint *out,
                     __global Pun *g) {
  size_t i = get_global_id(0);
  Pun p;
  p.f = in[i];
  out[4 * i] = p.u;
  out[4 * i + 1] = p.b[3];
  p.b[0] = 0xAB;
  out[4 * i + 2] = p.u;
  out[4 * i + 3] = (uint)(ushort)p.h.y;
  g[i].u = p.u ^ 0x80000000u;
  g[i].b[1] = 0x11;
}
)CL");
  auto in = random<float>(N, -1e10f, 1e10f);
  Buffer bin = upload(in), out = makeBuffer(N * 16), g = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), bin, out, g);
  std::vector<uint32_t> want, wantG;
  for (float f : in) {
    uint32_t u = bitsOf(f);
    uint32_t patched = (u & ~0xFFu) | 0xABu;
    want.insert(want.end(), {u, u >> 24, patched, patched >> 16});
    wantG.push_back(((patched ^ 0x80000000u) & ~0xFF00u) | 0x1100u);
  }
  EXPECT_TRUE(allEqual(download<uint32_t>(out, N * 4), want));
  EXPECT_TRUE(allEqual(download<uint32_t>(g, N), wantG));
}

TEST_F(Aggregates, PrivateArraysIndexedDynamicallyAndPassedToHelpers) {
  Kernel k = kernel(R"CL(
int sum(__private const int *p, int n) {
  int s = 0;
  for (int k = 0; k < n; ++k)
    s += p[k];
  return s;
}
void scale(__private int *p, int n, int by) {
  for (int k = 0; k < n; ++k)
    p[k] *= by;
}
__kernel void arrays(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int a[16];
  for (int k = 0; k < 16; ++k)
    a[k] = in[16 * g + k];
  int m[3][4];
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 4; ++c)
      m[r][c] = a[r * 4 + c] - r;
  int idx = a[0] & 15;
  a[idx] += 100;
  out[5 * g] = a[a[1] & 15];
  out[5 * g + 1] = sum(a + 2, a[3] & 7);
  scale(&a[8], 8, 3);
  out[5 * g + 2] = sum(a, 16);
  int r = a[5] & 3;
  out[5 * g + 3] = m[r % 3][a[6] & 3];
  __private int *p = &m[1][0];
  out[5 * g + 4] = p[a[7] & 7];
}
)CL");
  auto in = random<int32_t>(N * 16, -1000, 1000);
  Buffer bin = upload(in), out = makeBuffer(N * 20);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want;
  for (size_t g = 0; g < N; ++g) {
    int a[16], m[3][4];
    std::memcpy(a, &in[16 * g], sizeof a);
    for (int r = 0; r < 3; ++r)
      for (int c = 0; c < 4; ++c)
        m[r][c] = a[r * 4 + c] - r;
    a[a[0] & 15] += 100;
    int o0 = a[a[1] & 15];
    int o1 = 0;
    for (int j = 0; j < (a[3] & 7); ++j)
      o1 += a[2 + j];
    for (int j = 8; j < 16; ++j)
      a[j] *= 3;
    int o2 = 0;
    for (int j = 0; j < 16; ++j)
      o2 += a[j];
    int r = a[5] & 3;
    int o3 = m[r % 3][a[6] & 3];
    int o4 = (&m[1][0])[a[7] & 7];
    want.insert(want.end(), {o0, o1, o2, o3, o4});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N * 5), want));
}

TEST_F(Aggregates, TypedefsAndEnums) {
  Kernel k = kernel(R"CL(
typedef int myint;
typedef float4 vec4;
typedef struct Pair { myint a; myint b; } Pair;
enum Op { OP_ADD = 1, OP_SUB, OP_MUL = 10, OP_NEG };
typedef enum Op Op;

myint apply(Op op, Pair p) {
  switch (op) {
  case OP_ADD: return p.a + p.b;
  case OP_SUB: return p.a - p.b;
  case OP_MUL: return p.a * p.b;
  case OP_NEG: return -p.a;
  }
  return 0;
}
__kernel void typedefs_enums(__global const int *ops, __global const Pair *in,
                             __global myint *out, __global vec4 *meta) {
  size_t g = get_global_id(0);
  Op op = (Op)ops[g];
  out[g] = apply(op, in[g]);
  if (g == 0)
    meta[0] = (vec4)((float)sizeof(Op), (float)OP_SUB, (float)OP_NEG,
                     (float)sizeof(Pair));
}
)CL");
  const int32_t opValues[] = {1, 2, 10, 11, 5};
  auto pick = random<int32_t>(N, 0, 4);
  auto pairs = random<int32_t>(N * 2, -30000, 30000);
  std::vector<int32_t> ops(N);
  for (size_t g = 0; g < N; ++g)
    ops[g] = opValues[pick[g]];
  Buffer bops = upload(ops), bin = upload(pairs), out = makeBuffer(N * 4),
         meta = makeBuffer(16);
  run(k, NDRange::linear(N, 64), bops, bin, out, meta);
  std::vector<int32_t> want;
  for (size_t g = 0; g < N; ++g) {
    int32_t a = pairs[2 * g], b = pairs[2 * g + 1];
    switch (ops[g]) {
    case 1:
      want.push_back(a + b);
      break;
    case 2:
      want.push_back(a - b);
      break;
    case 10:
      want.push_back(a * b);
      break;
    case 11:
      want.push_back(-a);
      break;
    default:
      want.push_back(0);
      break;
    }
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N), want));
  EXPECT_TRUE(allEqual(download<float>(meta, 4), {4.0f, 2.0f, 11.0f, 8.0f}));
}

TEST_F(Aggregates, PrivateByteAndShortArrays) {
  // Sub-word elements of address-taken private arrays, written through a
  // pointer in a helper and read back with dynamic indices.
  Kernel k = kernel(R"CL(
void fill_bytes(__private uchar *p, int n, uchar seed) {
  for (int i = 0; i < n; ++i)
    p[i] = (uchar)(seed + i * 37);
}
__kernel void private_bytes(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int x = in[g];
  uchar bytes[13];
  short halves[7];
  fill_bytes(bytes, 13, (uchar)x);
  for (int i = 0; i < 7; ++i)
    halves[i] = (short)(x * (i + 1));
  bytes[(x >> 8) % 13] ^= 0xFF;
  halves[(x >> 4) % 7] = -1;
  int a = bytes[x % 13], b = bytes[(x + 5) % 13];
  int c = halves[(x >> 2) % 7];
  __private uchar *p = &bytes[3];
  out[4 * g] = a;
  out[4 * g + 1] = b;
  out[4 * g + 2] = c;
  out[4 * g + 3] = p[x % 10] + (int)(p - bytes);
}
)CL");
  auto in = random<int32_t>(N, 0, 1 << 20);
  Buffer bin = upload(in), out = makeBuffer(N * 16);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want;
  for (int32_t x : in) {
    uint8_t bytes[13];
    int16_t halves[7];
    for (int i = 0; i < 13; ++i)
      bytes[i] = uint8_t(uint8_t(x) + i * 37);
    for (int i = 0; i < 7; ++i)
      halves[i] = int16_t(x * (i + 1));
    bytes[(x >> 8) % 13] ^= 0xFF;
    halves[(x >> 4) % 7] = -1;
    want.insert(want.end(), {bytes[x % 13], bytes[(x + 5) % 13],
                             halves[(x >> 2) % 7], bytes[3 + x % 10] + 3});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N * 4), want));
}

} // namespace
} // namespace vkcl::e2e
