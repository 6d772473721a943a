// Long-vector corner cases, each a kernel of its own with a hand-written
// reference: concurrent lane stores by different work-items (no lost
// lanes), vectors at odd offsets of packed structs, pointer casts to and
// from the element type, loops and unions, implicit scalar conversions,
// ++/-- on swizzles, overlapping swizzle assignments, push-constant and
// struct arguments, and __local argument alignment. The per-type operator,
// swizzle and memory tests are in LongVectorsOperatorsTest.cpp and
// LongVectorsMemoryTest.cpp.
#include "LongVectors.h"

#include <algorithm>

namespace vkcl::e2e {
namespace {

// ---------------------------------------------------------------------------
// Memory corners, control flow, conversions and arguments.

class LongVectorsMore : public E2eTest {};

TEST_F(LongVectorsMore, ConcurrentLaneStoresKeepOtherLanes) {
  // Each work-item writes one lane of a vector shared with 7 or 15 others:
  // a lane store must not rewrite the lanes other work-items store.
  Kernel k = kernel(R"CL(
__kernel void lane_stores(__global const int *in, __global char16 *c,
                          __global short8 *s, __global int8 *w,
                          __global float16 *f, __global char16 *lc) {
  __local char16 tile[4];
  size_t i = get_global_id(0), l = get_local_id(0);
  size_t e = i / 16, j = i % 16;
  int x = in[i];
  c[e][j] = (char)x;
  s[i / 8][i % 8] = (short)x;
  w[i / 8][i % 8] = x;
  switch ((int)j) {
  case 0:
    f[e].s0 = (float)x;
    break;
  case 7:
    f[e].s7 = (float)x;
    break;
  case 10:
    f[e].sA = (float)x;
    break;
  case 15:
    f[e].sF = (float)x;
    break;
  default:
    f[e][j] = (float)x;
    break;
  }
  tile[l / 16][l % 16] = (char)(x >> 8);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (j == 0)
    lc[e] = tile[l / 16];
}
)CL");
  const size_t n = 256;
  auto in = random<int32_t>(n, -1000000, 1000000);
  Buffer bin = upload(in), c = makeBuffer(n), s = makeBuffer(2 * n),
         w = makeBuffer(4 * n), f = makeBuffer(4 * n), lc = makeBuffer(n);
  run(k, NDRange::linear(n, 64), bin, c, s, w, f, lc);
  std::vector<int8_t> wantC(n), wantL(n);
  std::vector<int16_t> wantS(n);
  std::vector<float> wantF(n);
  for (size_t i = 0; i < n; ++i) {
    wantC[i] = int8_t(in[i]);
    wantS[i] = int16_t(in[i]);
    wantF[i] = float(in[i]);
    wantL[i] = int8_t(in[i] >> 8);
  }
  EXPECT_TRUE(allEqual(download<int8_t>(c, n), wantC)) << "char16 lanes";
  EXPECT_TRUE(allEqual(download<int16_t>(s, n), wantS)) << "short8 lanes";
  EXPECT_TRUE(allEqual(download<int32_t>(w, n), in)) << "int8 lanes";
  EXPECT_TRUE(allEqual(download<float>(f, n), wantF)) << "float16 lanes";
  EXPECT_TRUE(allEqual(download<int8_t>(lc, n), wantL))
      << "__local char16 lanes";
}

#pragma pack(push, 1)
struct Packed {
  int8_t c;
  std::array<int8_t, 8> v;
  std::array<float, 8> f;
  std::array<int16_t, 16> s;
};
#pragma pack(pop)
static_assert(sizeof(Packed) == 73, "packed layout");

TEST_F(LongVectorsMore, PackedStructsAndPointerCasts) {
  // Vectors at odd offsets of packed structs (no alignment at all), and
  // vectors reached through pointers cast from and to their element type.
  Kernel k = kernel(R"CL(
typedef struct __attribute__((packed)) {
  char c;
  char8 v;
  float8 f;
  short16 s;
} Packed;

__kernel void packed(__global Packed *p, __global float *floats,
                     __global float8 *o, __global uint *sizes, int k) {
  size_t i = get_global_id(0);
  Packed x = p[i];
  x.c += 1;
  x.v += (char8)(1, 2, 3, 4, 5, 6, 7, 8);
  x.s.hi = x.s.lo;
  p[i] = x;
  p[i].f.s3 = (float)k;
  p[i].s[k & 15] = -1;
  o[i] = x.f;
  __global float *fp = (__global float *)(o + i);
  fp[k & 7] = 0.5f;
  __global float8 *vp = (__global float8 *)(floats + 8 * i);
  vp->s1 = vp->s0 * 2.0f;
  vp[0].hi = vp[0].lo;
  if (i == 0) {
    sizes[0] = sizeof(Packed);
    sizes[1] = (uint)__builtin_offsetof(Packed, f);
  }
}
)CL");
  std::vector<Packed> recs(Items);
  auto bytes = random<uint8_t>(Items * sizeof(Packed));
  std::memcpy(recs.data(), bytes.data(), bytes.size());
  auto fl = random<float>(Items * 8, -1000.0f, 1000.0f);
  for (Packed &r : recs)
    for (float &x : r.f)
      x = float(int32_t(rng()() % 2000000) - 1000000) / 8.0f;
  const int32_t kk = int32_t(rng()() % 1000);
  Buffer bp = upload(recs), bf = upload(fl), o = makeBuffer(Items * 32),
         sizes = makeBuffer(8);
  run(k, NDRange::linear(Items, Local), bp, bf, o, sizes, kk);
  std::vector<uint8_t> wantP(Items * sizeof(Packed));
  std::vector<float> wantO, wantF = fl;
  for (size_t i = 0; i < Items; ++i) {
    Packed x = recs[i];
    x.c = int8_t(x.c + 1);
    for (size_t j = 0; j < 8; ++j) {
      x.v[j] = int8_t(x.v[j] + int(j) + 1);
      x.s[8 + j] = x.s[j];
    }
    std::array<float, 8> of = x.f;
    of[kk & 7] = 0.5f;
    wantO.insert(wantO.end(), of.begin(), of.end());
    x.f[3] = float(kk);
    x.s[kk & 15] = -1;
    std::memcpy(&wantP[i * sizeof(Packed)], &x, sizeof(Packed));
    float *v = &wantF[8 * i];
    v[1] = v[0] * 2.0f;
    for (size_t j = 0; j < 4; ++j)
      v[4 + j] = v[j];
  }
  EXPECT_TRUE(allEqual(download<uint32_t>(sizes, 2), {73u, 9u}));
  EXPECT_TRUE(allEqual(download<uint8_t>(bp, wantP.size()), wantP))
      << "packed structs, byte by byte";
  EXPECT_TRUE(allEqual(download<float>(o, wantO.size()), wantO))
      << "float8 written, then one lane through a float *";
  EXPECT_TRUE(allEqual(download<float>(bf, wantF.size()), wantF))
      << "float8 lanes through a float8 * cast from a float *";
}

TEST_F(LongVectorsMore, LoopsUnionsAndPrivatePointers) {
  // Long vectors carried around loops, updated under branches on one lane,
  // passed by pointer to a helper, written through an int pointer into the
  // private arena, and seen through a union.
  Kernel k = kernel(R"CL(
typedef union {
  float8 f;
  uint8 u;
  uchar16 b[2];
} Bits;

void bump(int16 *p, int k) {
  *p += (int16)(k);
  p->s2 = 7;
}

__kernel void loops(__global const int16 *in, __global const int *counts,
                    __global const float8 *fin, __global int16 *out,
                    __global uint8 *uout) {
  size_t i = get_global_id(0);
  int n = counts[i];
  int16 acc = in[i];
  for (int j = 0; j < n; ++j) {
    acc = acc * 3 + (int16)(j);
    if ((acc < 0).s0)
      acc.hi ^= acc.lo;
  }
  int16 v = in[i];
  int m = n;
  while ((v != 0).sF && m-- > 0)
    v.sF >>= 1;
  out[3 * i] = acc;
  out[3 * i + 1] = v;
  int16 b = in[i];
  bump(&b, n);
  int *ip = (int *)&b;
  ip[n & 15] = 100;
  out[3 * i + 2] = b;
  Bits u;
  u.f = fin[i];
  u.u.s0 ^= 0x80000000u;
  u.b[1].s3 = 0;
  uout[i] = u.u;
}
)CL");
  using Int16 = std::array<int32_t, 16>;
  using Uint8 = std::array<uint32_t, 8>;
  auto flat = random<int32_t>(Items * 16);
  std::vector<Int16> in(Items);
  std::memcpy(in.data(), flat.data(), flat.size() * 4);
  auto counts = random<int32_t>(Items, 0, 20);
  std::vector<Uint8> fin(Items);
  for (Uint8 &f : fin)
    for (uint32_t &x : f)
      x = uint32_t(rng()());
  Buffer bin = upload(in), bc = upload(counts), bf = upload(fin),
         out = makeBuffer(Items * 3 * 64), uout = makeBuffer(Items * 32);
  run(k, NDRange::linear(Items, Local), bin, bc, bf, out, uout);
  std::vector<Int16> want;
  std::vector<Uint8> wantU;
  for (size_t i = 0; i < Items; ++i) {
    const int n = counts[i];
    Int16 acc = in[i], v = in[i], b = in[i];
    for (int j = 0; j < n; ++j) {
      for (int32_t &x : acc)
        x = int32_t(uint32_t(x) * 3u + uint32_t(j));
      if (acc[0] < 0)
        for (size_t l = 0; l < 8; ++l)
          acc[8 + l] ^= acc[l];
    }
    for (int m = n; v[15] != 0 && m-- > 0;)
      v[15] >>= 1;
    for (int32_t &x : b)
      x = int32_t(uint32_t(x) + uint32_t(n));
    b[2] = 7;
    b[size_t(n) & 15] = 100;
    want.insert(want.end(), {acc, v, b});
    Uint8 u = fin[i];
    u[0] ^= 0x80000000u;
    u[4] &= 0x00FFFFFFu;
    wantU.push_back(u);
  }
  EXPECT_TRUE(allEqual(download<Int16>(out, want.size()), want));
  EXPECT_TRUE(allEqual(download<Uint8>(uout, wantU.size()), wantU));
}

TEST_F(LongVectorsMore, ImplicitConversionsLaneIncrementsAndSideEffects) {
  // Scalars become vectors in initializations, assignments, returns and
  // arguments, and are converted to the element type in literals (uint to
  // float exactly, also on SwiftShader); ++/-- on lanes, halves and nested
  // swizzles; a ternary whose arms assign (only the chosen one runs).
  Kernel k = kernel(R"CL(
float8 splat_ret(float x) { return x; }
int16 add_vec(int16 a, int16 b) { return a + b; }

__kernel void conversions(__global const float *fs, __global const int *is,
                          __global float8 *fo, __global int16 *io,
                          __global char16 *co, int k) {
  size_t i = get_global_id(0);
  float z = fs[i];
  int n = is[i];
  float8 a = z;
  int16 w;
  w = n;
  uint u = (uint)n;
  fo[5 * i] = a;
  fo[5 * i + 1] = splat_ret(z * 2.0f);
  fo[5 * i + 2] = a.s3 + (float8)(0.25f);
  fo[5 * i + 3] = (float8)(u, n, (char)n, 1.5f, 2u, (short)n, u >> 1, -n);
  fo[5 * i + 4] = (float8)(0.0f) + u;
  io[4 * i] = add_vec(w, n);
  w.s3++;
  ++w.hi;
  w[k & 15]--;
  --w.odd.s1;
  io[4 * i + 1] = w;
  int16 t = w.sA;
  t += 1;
  t.even <<= 1;
  io[4 * i + 2] = t;
  io[4 * i + 3] = (int16)(n) == w;
  char16 s = (char16)((char)n);
  char16 r = n & 1 ? (s += (char16)(1)) : (s -= (char16)(2));
  co[2 * i] = r;
  co[2 * i + 1] = s;
}
)CL");
  auto fs = random<float>(Items, -1000.0f, 1000.0f);
  auto is = random<int32_t>(Items, -2000000000, 2000000000);
  const int32_t kk = int32_t(rng()() % 1000);
  Buffer bf = upload(fs), bi = upload(is), fo = makeBuffer(Items * 5 * 32),
         io = makeBuffer(Items * 4 * 64), co = makeBuffer(Items * 2 * 16);
  run(k, NDRange::linear(Items, Local), bf, bi, fo, io, co, kk);
  using Int16 = std::array<int32_t, 16>;
  using Float8 = std::array<float, 8>;
  using Char16 = std::array<int8_t, 16>;
  std::vector<Float8> wantF;
  std::vector<Int16> wantI;
  std::vector<Char16> wantC;
  auto wrap = [](int64_t x) { return int32_t(uint32_t(uint64_t(x))); };
  for (size_t i = 0; i < Items; ++i) {
    const float z = fs[i];
    const int32_t n = is[i];
    const uint32_t u = uint32_t(n);
    Float8 a, a2, a3, lit, plusU;
    a.fill(z);
    a2.fill(z * 2.0f);
    a3.fill(z + 0.25f);
    lit = {float(u), float(n),          float(int8_t(n)), 1.5f,
           2.0f,     float(int16_t(n)), float(u >> 1),    float(-n)};
    plusU.fill(float(u));
    wantF.insert(wantF.end(), {a, a2, a3, lit, plusU});
    Int16 w, sum, t, eq;
    w.fill(n);
    sum.fill(wrap(int64_t(n) * 2));
    w[3] = wrap(int64_t(w[3]) + 1);
    for (size_t j = 8; j < 16; ++j)
      w[j] = wrap(int64_t(w[j]) + 1);
    w[kk & 15] = wrap(int64_t(w[kk & 15]) - 1);
    w[3] = wrap(int64_t(w[3]) - 1);
    t.fill(wrap(int64_t(w[10]) + 1));
    for (size_t j = 0; j < 16; j += 2)
      t[j] = int32_t(uint32_t(t[j]) << 1);
    for (size_t j = 0; j < 16; ++j)
      eq[j] = n == w[j] ? -1 : 0;
    wantI.insert(wantI.end(), {sum, w, t, eq});
    Char16 r, s;
    s.fill(int8_t(n));
    for (int8_t &x : s)
      x = int8_t(n & 1 ? x + 1 : x - 2);
    r = s;
    wantC.insert(wantC.end(), {r, s});
  }
  EXPECT_TRUE(allEqual(download<Float8>(fo, wantF.size()), wantF));
  EXPECT_TRUE(allEqual(download<Int16>(io, wantI.size()), wantI));
  EXPECT_TRUE(allEqual(download<Char16>(co, wantC.size()), wantC));
}

struct Packet {
  alignas(64) std::array<int32_t, 16> w;
  alignas(32) std::array<float, 8> f;
  alignas(8) std::array<int8_t, 8> c;
};
static_assert(sizeof(Packet) == 128, "OpenCL layout of Packet");

TEST_F(LongVectorsMore, ByValueArgumentsInPushConstantsAndStructs) {
  // Small long-vector arguments fit the push constants (char8, uchar16 and
  // short8 are read from them as bytes and halves); a struct of long
  // vectors goes by value in an argument buffer.
  Kernel small = kernel(R"CL(
__kernel void small_args(__global int *out, char8 c, uchar16 d, short8 s) {
  __global int *o = out + 32 * get_global_id(0);
  for (int j = 0; j < 8; ++j) {
    o[j] = c[j];
    o[24 + j] = s[j];
  }
  for (int j = 0; j < 16; ++j)
    o[8 + j] = d[j];
}
)CL");
  Kernel big = kernel(R"CL(
typedef struct {
  int16 w;
  float8 f;
  char8 c;
} Packet;

__kernel void struct_arg(__global int16 *wo, __global float8 *fo,
                         __global char8 *co, int k, Packet p) {
  size_t i = get_global_id(0);
  wo[i] = p.w + k;
  fo[i] = p.f;
  co[i] = p.c.s76543210;
}
)CL");
  auto c = random<int8_t>(8);
  auto d = random<uint8_t>(16);
  auto sv = random<int16_t>(8);
  std::array<int8_t, 8> ca;
  std::array<uint8_t, 16> da;
  std::array<int16_t, 8> sa;
  std::copy(c.begin(), c.end(), ca.begin());
  std::copy(d.begin(), d.end(), da.begin());
  std::copy(sv.begin(), sv.end(), sa.begin());
  Buffer out = makeBuffer(4 * 32 * 4);
  run(small, NDRange::linear(4), out, ca, da, sa);
  std::vector<int32_t> want;
  for (int item = 0; item < 4; ++item) {
    want.insert(want.end(), c.begin(), c.end());
    want.insert(want.end(), d.begin(), d.end());
    want.insert(want.end(), sv.begin(), sv.end());
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, want.size()), want))
      << "char8, uchar16, short8 by value";

  Packet p{};
  auto w = random<int32_t>(16);
  auto f = random<float>(8, -100.0f, 100.0f);
  auto pc = random<int8_t>(8);
  std::copy(w.begin(), w.end(), p.w.begin());
  std::copy(f.begin(), f.end(), p.f.begin());
  std::copy(pc.begin(), pc.end(), p.c.begin());
  const int32_t kk = int32_t(rng()() % 1000);
  Buffer wo = makeBuffer(4 * 64), fo = makeBuffer(4 * 32), co = makeBuffer(32);
  run(big, NDRange::linear(4), wo, fo, co, kk, p);
  std::vector<int32_t> wantW;
  std::vector<float> wantF;
  std::vector<int8_t> wantC;
  for (int item = 0; item < 4; ++item) {
    for (int32_t x : w)
      wantW.push_back(int32_t(uint32_t(x) + uint32_t(kk)));
    wantF.insert(wantF.end(), f.begin(), f.end());
    wantC.insert(wantC.end(), pc.rbegin(), pc.rend());
  }
  EXPECT_TRUE(allEqual(download<int32_t>(wo, wantW.size()), wantW));
  EXPECT_TRUE(allEqual(download<float>(fo, wantF.size()), wantF));
  EXPECT_TRUE(allEqual(download<int8_t>(co, wantC.size()), wantC));
}

TEST_F(LongVectorsMore, OverlappingSwizzleAssignmentsInRegistersAndMemory) {
  // A swizzle assignment whose source lanes are its own destination lanes
  // reads every source lane before writing any, in registers and in
  // memory; compound assignments and ++/-- on swizzles of vectors in memory.
  Kernel k = kernel(R"CL(
__kernel void overlap(__global int16 *g, __global char16 *c,
                      __global int16 *out, int k) {
  size_t i = get_global_id(0);
  __global int16 *p = g + 5 * i;
  __global int16 *o = out + 4 * i;
  int16 w = p[0];
  w.sfedcba9876543210 = w;
  o[0] = w;
  w = p[0];
  w.s123456789abcdef0 = w;
  o[1] = w;
  w = p[0];
  w.hi = w.lo + w.hi;
  w.lo = w.hi;
  o[2] = w;
  w = p[0];
  w.s70615243 = w.lo;
  o[3] = w;
  p[1].sfedcba9876543210 = p[1];
  p[2].odd += p[2].even;
  p[3][k & 15]++;
  --p[3].hi.s3;
  p[4].s0123 *= p[4].sCDEF;
  __global char16 *q = c + 3 * i;
  q[0].hi += q[0].lo;
  q[1][k & 15] -= 100;
  q[2].odd = q[2].even++;
}
)CL");
  using Int16 = std::array<int32_t, 16>;
  using Char16 = std::array<int8_t, 16>;
  auto gv = random<int32_t>(Items * 5 * 16, -100000, 100000);
  auto cv = random<int8_t>(Items * 3 * 16);
  std::vector<Int16> g(Items * 5);
  std::vector<Char16> c(Items * 3);
  std::memcpy(g.data(), gv.data(), gv.size() * 4);
  std::memcpy(c.data(), cv.data(), cv.size());
  const int32_t kk = int32_t(rng()() % 1000);
  Buffer bg = upload(g), bc = upload(c), out = makeBuffer(Items * 4 * 64);
  run(k, NDRange::linear(Items, Local), bg, bc, out, kk);
  std::vector<Int16> wantG = g, wantO;
  std::vector<Char16> wantC = c;
  for (size_t i = 0; i < Items; ++i) {
    const Int16 v = g[5 * i];
    Int16 r, rot, hl, mixed = v;
    for (size_t j = 0; j < 16; ++j) {
      r[j] = v[15 - j];
      rot[(j + 1) % 16] = v[j];
    }
    for (size_t j = 0; j < 8; ++j)
      hl[j] = hl[8 + j] = v[j] + v[8 + j];
    const int order[8] = {7, 0, 6, 1, 5, 2, 4, 3};
    for (size_t j = 0; j < 8; ++j)
      mixed[size_t(order[j])] = v[j];
    wantO.insert(wantO.end(), {r, rot, hl, mixed});
    Int16 *p = &wantG[5 * i];
    std::reverse(p[1].begin(), p[1].end());
    for (size_t j = 0; j < 8; ++j)
      p[2][2 * j + 1] += p[2][2 * j];
    p[3][kk & 15] += 1;
    p[3][11] -= 1;
    for (size_t j = 0; j < 4; ++j)
      p[4][j] *= p[4][12 + j];
    Char16 *q = &wantC[3 * i];
    for (size_t j = 0; j < 8; ++j)
      q[0][8 + j] = int8_t(q[0][8 + j] + q[0][j]);
    q[1][kk & 15] = int8_t(q[1][kk & 15] - 100);
    for (size_t j = 0; j < 8; ++j) {
      q[2][2 * j + 1] = q[2][2 * j];
      q[2][2 * j] = int8_t(q[2][2 * j] + 1);
    }
  }
  EXPECT_TRUE(allEqual(download<Int16>(out, wantO.size()), wantO))
      << "in registers";
  EXPECT_TRUE(allEqual(download<Int16>(bg, wantG.size()), wantG))
      << "int16 in memory";
  EXPECT_TRUE(allEqual(download<Char16>(bc, wantC.size()), wantC))
      << "char16 in memory";
}

TEST_F(LongVectorsMore, LocalArgumentsAreAlignedForTheirType) {
  // OpenCL aligns every object to its type: a __local float8 * argument is
  // 32-byte aligned and an int16 * one 64-byte aligned, whatever static
  // __local data and earlier arguments take.
  Kernel k = kernel(R"CL(
__kernel void local_align(__global const float8 *in, __global float8 *out,
                          __global uint *addresses, __local char *bytes,
                          __local float8 *f8, __local int16 *i16,
                          __local char16 *c16) {
  __local uchar pad[5];
  size_t l = get_local_id(0), g = get_global_id(0);
  if (l < 5)
    pad[l] = 1;
  bytes[l] = (char)l;
  f8[l] = in[g];
  i16[l] = (int16)((int)l);
  c16[l] = (char16)((char)l);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = f8[(l + 1) % get_local_size(0)] +
           (float)(i16[l].s3 + c16[l].sF + bytes[l] + pad[4] - 1);
  if (l == 0) {
    addresses[0] = (uint)(size_t)f8;
    addresses[1] = (uint)(size_t)i16;
    addresses[2] = (uint)(size_t)c16;
  }
}
)CL");
  using Float8 = std::array<float, 8>;
  auto flat = random<float>(Items * 8, -1000.0f, 1000.0f);
  std::vector<Float8> in(Items);
  std::memcpy(in.data(), flat.data(), flat.size() * 4);
  Buffer bin = upload(in), out = makeBuffer(Items * 32),
         mis = makeBuffer(3 * 4);
  run(k, NDRange::linear(Items, Local), bin, out, mis, LocalBytes{Local},
      LocalBytes{Local * 32}, LocalBytes{Local * 64}, LocalBytes{Local * 16});
  std::vector<Float8> want(Items);
  for (size_t i = 0; i < Items; ++i) {
    const size_t l = i % Local;
    for (size_t j = 0; j < 8; ++j)
      want[i][j] = in[i - l + (l + 1) % Local][j] + float(3 * l);
  }
  EXPECT_TRUE(allEqual(download<Float8>(out, Items), want));
  // The addresses come back raw: a compiler may fold `address % 64` to 0
  // for an int16 *, trusting the alignment the runtime must provide.
  auto addresses = download<uint32_t>(mis, 3);
  EXPECT_TRUE(
      allEqual(std::vector<uint32_t>{addresses[0] % 32, addresses[1] % 64,
                                     addresses[2] % 16},
               {0u, 0u, 0u}))
      << "__local arena offsets " << addresses[0] << ", " << addresses[1]
      << ", " << addresses[2]
      << " of the float8, int16 and char16 arguments, modulo 32, 64, 16";
}

} // namespace
} // namespace vkcl::e2e
