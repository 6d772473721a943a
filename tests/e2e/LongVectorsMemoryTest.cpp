// Long vectors in memory and as raw bytes, checked lane by lane against a
// C++ reference (LongVectors.h) for every element type the device has:
//
// - Memory: __global, __constant (argument and program scope), __local
//   (static and argument), private arrays, pointer arithmetic (32-byte
//   stride for float8), element and swizzle stores through pointers,
//   structs with vector members (OpenCL layout), by-value kernel arguments,
//   helper functions taking and returning vectors.
// - as_type between long vectors and other types of the same size.
//
// The typed test that runs checkMemory is registered with the rest of the
// LongVectors suite in LongVectorsOperatorsTest.cpp (gtest wants a typed
// suite's tests in one file); checkMemory is defined here and explicitly
// instantiated for each of AllElements.
#include "LongVectors.h"

#include <algorithm>

namespace vkcl::e2e {
namespace {

// ---------------------------------------------------------------------------
// Memory in every address space, structs, by-value arguments, functions.

const char *MemoryKernel = R"CL(
typedef struct {
  int tag;
  ${V8} a;
  ${V16} b;
  short tail;
} Rec;

__constant ${V8} table[2] = {(${V8})(1, 2, 3, 4, 5, 6, 7, 8), (${V8})(9)};

${V8} twice(${V8} v) { return v + v; }
${V16} join(${V8} lo, ${V8} hi) { return (${V16})(lo, hi); }
Rec bump(Rec r, ${V8} d) {
  r.tag += 1;
  r.a += d;
  r.b.hi = r.b.lo;
  r.tail = -r.tail;
  return r;
}
void store_reversed(__global ${V16} *p, ${V16} v) {
  *p = v.sfedcba9876543210;
}

__kernel void memory(__global const ${V8} *a8, __global const ${V16} *a16,
                     __constant ${V8} *c8, __global Rec *recs,
                     __global ${V8} *o8, __global ${V16} *o16,
                     __global uint *sizes, __local ${V16} *scratch, int k,
                     ${V8} arg8, ${V16} arg16) {
  __local ${V16} tile[16];
  size_t i = get_global_id(0), l = get_local_id(0), n = get_local_size(0);
  tile[l] = a16[i];
  scratch[l] = a16[i] + arg16;
  barrier(CLK_LOCAL_MEM_FENCE);
  __global ${V16} *p16 = o16 + 5 * i;
  p16[0] = tile[n - 1 - l];
  p16[1] = scratch[(l + 1) % n];

  ${V8} arr[4];
  for (int j = 0; j < 4; ++j)
    arr[j] = a8[(i + j) % get_global_size(0)];
  arr[k & 3].s1 = arr[(k + 1) & 3].s6;
  __global ${V8} *p8 = o8 + 6 * i;
  p8[0] = arr[k & 3];
  __global const ${V8} *q = a8 + i;
  p8[1] = *(q + 1 - 1);
  (p8 + 2)[0] = c8[i] + table[i & 1];
  p8[3] = twice(arg8);
  p16[2] = join(p8[1], arr[0]);
  store_reversed(p16 + 4, a16[i]);

  p8[4] = a8[i];
  p8[4].odd = a8[i].even;
  p8[4].s2 = (${T})k;
  p8[5] = a8[i];
  p8[5][k & 7] = (${T})(k + 1);
  p16[3] = a16[i];
  p16[3].hi.lo = a16[i].lo.hi;
  p16[3].sF = arg16.s0;

  Rec r = recs[i];
  recs[i] = bump(r, arg8);
  recs[i].b.sE = (${T})(int)i;

  if (i == 0) {
    sizes[0] = sizeof(${V8});
    sizes[1] = __alignof__(${V8});
    sizes[2] = sizeof(${V16});
    sizes[3] = __alignof__(${V16});
    sizes[4] = sizeof(Rec);
    sizes[5] = (uint)__builtin_offsetof(Rec, a);
    sizes[6] = (uint)__builtin_offsetof(Rec, b);
    sizes[7] = (uint)__builtin_offsetof(Rec, tail);
    sizes[8] = (uint)((__global char *)(o8 + 1) - (__global char *)o8);
    sizes[9] = (uint)((__global char *)(p16 + 1) - (__global char *)p16);
  }
}
)CL";

/// The host twin of the kernel's Rec: OpenCL aligns a vector to its size.
template <typename E> struct Rec {
  int32_t tag;
  alignas(8 * sizeof(E)) Vec<E, 8> a;
  alignas(16 * sizeof(E)) Vec<E, 16> b;
  int16_t tail;
};

} // namespace

template <typename E> void LongVectors<E>::checkMemory() {
  using V8 = Vec<E, 8>;
  using V16 = Vec<E, 16>;
  Kernel k = this->kernel(forType<E, 8>(MemoryKernel));
  auto a8 = this->template vectors<8>(Items, false);
  auto a16 = this->template vectors<16>(Items, false);
  auto c8 = this->template vectors<8>(Items, false);
  std::vector<Rec<E>> recs(Items);
  for (Rec<E> &r : recs) {
    r.tag = int32_t(this->rng()());
    r.a = this->template vectors<8>(1, false)[0];
    r.b = this->template vectors<16>(1, false)[0];
    r.tail = int16_t(this->rng()());
  }
  const V8 arg8 = this->template vectors<8>(1, false)[0];
  const V16 arg16 = this->template vectors<16>(1, false)[0];
  const int32_t kk = int32_t(this->rng()() % 100);
  Buffer ba8 = this->upload(a8), ba16 = this->upload(a16),
         bc8 = this->upload(c8), brecs = this->upload(recs),
         o8 = this->makeBuffer(Items * 6 * sizeof(V8)),
         o16 = this->makeBuffer(Items * 5 * sizeof(V16)),
         sizes = this->makeBuffer(10 * 4);
  this->run(k, NDRange::linear(Items, Local), ba8, ba16, bc8, brecs, o8, o16,
            sizes, LocalBytes{Local * sizeof(V16)}, kk, arg8, arg16);

  const uint32_t s = sizeof(E);
  EXPECT_TRUE(
      allEqual(this->template download<uint32_t>(sizes, 10),
               {8 * s, 8 * s, 16 * s, 16 * s, uint32_t(sizeof(Rec<E>)),
                uint32_t(offsetof(Rec<E>, a)), uint32_t(offsetof(Rec<E>, b)),
                uint32_t(offsetof(Rec<E>, tail)), 8 * s, 16 * s}))
      << "sizeof, alignment, struct offsets and pointer strides";

  Expected<E> w8, w16;
  w8.lanes = 8;
  w8.rowNames = {"private array[k]",       "*(q + 1 - 1)",
                 "__constant arg + table", "twice(by-value arg)",
                 ".odd/.s2 stores",        "p[5][k] store"};
  w16.lanes = 16;
  w16.rowNames = {"static __local", "__local argument", "join(lo, hi)",
                  ".hi.lo/.sF stores", "store_reversed"};
  for (size_t i = 0; i < Items; ++i) {
    const size_t l = i % Local, g0 = i - l;
    V16 t0 = a16[g0 + Local - 1 - l], t1;
    const V16 &neighbour = a16[g0 + (l + 1) % Local];
    for (size_t j = 0; j < 16; ++j)
      t1[j] = add(neighbour[j], arg16[j]);
    V8 arr[4];
    for (size_t j = 0; j < 4; ++j)
      arr[j] = a8[(i + j) % Items];
    arr[kk & 3][1] = arr[(kk + 1) & 3][6];
    V8 sum, tw, odd = a8[i], dyn = a8[i];
    for (size_t j = 0; j < 8; ++j) {
      sum[j] = add(c8[i][j], fromInt<E>(i & 1 ? 9 : int(j) + 1));
      tw[j] = add(arg8[j], arg8[j]);
    }
    for (size_t j = 0; j < 4; ++j)
      odd[2 * j + 1] = a8[i][2 * j];
    odd[2] = fromInt<E>(kk);
    dyn[kk & 7] = fromInt<E>(kk + 1);
    w8.push(arr[kk & 3]);
    w8.push(a8[i]);
    w8.push(sum);
    w8.push(tw);
    w8.push(odd);
    w8.push(dyn);
    V16 joined, part = a16[i], reversed;
    for (size_t j = 0; j < 8; ++j) {
      joined[j] = a8[i][j];
      joined[8 + j] = arr[0][j];
    }
    for (size_t j = 0; j < 4; ++j)
      part[8 + j] = a16[i][4 + j];
    part[15] = arg16[0];
    for (size_t j = 0; j < 16; ++j)
      reversed[j] = a16[i][15 - j];
    w16.push(t0);
    w16.push(t1);
    w16.push(joined);
    w16.push(part);
    w16.push(reversed);
  }
  EXPECT_TRUE(matches(this->template download<E>(o8, w8.size()), w8));
  EXPECT_TRUE(matches(this->template download<E>(o16, w16.size()), w16));

  // The structs, field by field (padding is not compared).
  auto got = this->template download<Rec<E>>(brecs, Items);
  Expected<E> wa, wb;
  wa.lanes = 8;
  wa.rowNames = {"Rec.a"};
  wb.lanes = 16;
  wb.rowNames = {"Rec.b"};
  std::vector<E> gotA, gotB;
  std::vector<int32_t> tags, wantTags;
  std::vector<int16_t> tails, wantTails;
  for (size_t i = 0; i < Items; ++i) {
    Rec<E> r = recs[i];
    for (size_t j = 0; j < 8; ++j) {
      r.a[j] = add(r.a[j], arg8[j]);
      r.b[8 + j] = r.b[j];
    }
    r.b[14] = fromInt<E>(int(i));
    wa.push(r.a);
    wb.push(r.b);
    gotA.insert(gotA.end(), got[i].a.begin(), got[i].a.end());
    gotB.insert(gotB.end(), got[i].b.begin(), got[i].b.end());
    tags.push_back(got[i].tag);
    wantTags.push_back(int32_t(uint32_t(r.tag) + 1));
    tails.push_back(got[i].tail);
    wantTails.push_back(int16_t(-r.tail));
  }
  EXPECT_TRUE(matches(gotA, wa));
  EXPECT_TRUE(matches(gotB, wb));
  EXPECT_TRUE(allEqual(tags, wantTags)) << "Rec.tag";
  EXPECT_TRUE(allEqual(tails, wantTails)) << "Rec.tail";
}

// The typed tests calling checkMemory are in LongVectorsOperatorsTest.cpp,
// which sees only its declaration: one instantiation per type of AllElements.
template void LongVectors<int8_t>::checkMemory();
template void LongVectors<uint8_t>::checkMemory();
template void LongVectors<int16_t>::checkMemory();
template void LongVectors<uint16_t>::checkMemory();
template void LongVectors<int32_t>::checkMemory();
template void LongVectors<uint32_t>::checkMemory();
template void LongVectors<int64_t>::checkMemory();
template void LongVectors<uint64_t>::checkMemory();
template void LongVectors<float>::checkMemory();
template void LongVectors<double>::checkMemory();
template void LongVectors<Half>::checkMemory();

namespace {

// ---------------------------------------------------------------------------
// as_type: the bytes of a long vector seen as another type of its size.

class LongVectorsAsType : public E2eTest {
protected:
  std::vector<uint32_t> words(size_t n) { return random<uint32_t>(n); }
};

/// Bytes of `v` as a vector of T.
template <typename T, typename U> std::vector<T> reinterpret(const U &v) {
  std::vector<T> r(sizeof(U) / sizeof(T));
  std::memcpy(r.data(), &v, sizeof(U));
  return r;
}

TEST_F(LongVectorsAsType, ThirtyTwoBitAndNarrowerLanes) {
  Kernel k = kernel(R"CL(
__kernel void as_types(__global const uint16 *in, __global uint16 *out,
                       __global float8 *fout) {
  size_t i = get_global_id(0);
  uint16 u = in[i];
  __global uint16 *o = out + 4 * i;
  float8 f = as_float8(as_int8(u.lo));
  uchar16 b = as_uchar16(as_float4(u.s4567));
  char16 c = as_char16(as_short8(u.s89ab));
  ushort16 s = as_ushort16(f);
  uchar8 e = as_uchar8(u.sEF);
  b.odd += (uchar8)(1);
  c = c.sfedcba9876543210;
  s.even = s.odd;
  fout[i] = f;
  o[0] = (uint16)(as_uint4(b), as_uint4(c), as_uint8(s));
  o[1] = as_uint16(as_float16(u));
  o[2] = (uint16)(as_uint8(as_short16(as_int8(u.hi)) + (short16)(1)),
                  as_uint4(as_char16(u.s0123) - (char16)(3)),
                  as_uint2(e.s76543210), as_uint2(as_ushort4(e) >> (ushort)4));
  o[3] = as_uint16(as_int16(u) >> 3);
}
)CL");
  auto in = words(Items * 16);
  Buffer bin = upload(in), out = makeBuffer(Items * 4 * 64),
         fout = makeBuffer(Items * 32);
  run(k, NDRange::linear(Items, Local), bin, out, fout);
  std::vector<uint32_t> want, wantF;
  for (size_t i = 0; i < Items; ++i) {
    const uint32_t *u = &in[16 * i];
    std::array<uint32_t, 16> o0, o2, o3;
    auto b =
        reinterpret<uint8_t>(std::array<uint32_t, 4>{u[4], u[5], u[6], u[7]});
    for (size_t j = 1; j < 16; j += 2)
      b[j] = uint8_t(b[j] + 1);
    auto c =
        reinterpret<int8_t>(std::array<uint32_t, 4>{u[8], u[9], u[10], u[11]});
    std::reverse(c.begin(), c.end());
    auto s = reinterpret<uint16_t>(std::array<uint32_t, 8>{
        u[0], u[1], u[2], u[3], u[4], u[5], u[6], u[7]});
    for (size_t j = 0; j < 16; j += 2)
      s[j] = s[j + 1];
    std::memcpy(&o0[0], b.data(), 16);
    std::memcpy(&o0[4], c.data(), 16);
    std::memcpy(&o0[8], s.data(), 32);
    auto h = reinterpret<int16_t>(std::array<uint32_t, 8>{
        u[8], u[9], u[10], u[11], u[12], u[13], u[14], u[15]});
    for (int16_t &x : h)
      x = int16_t(x + 1);
    auto c2 =
        reinterpret<int8_t>(std::array<uint32_t, 4>{u[0], u[1], u[2], u[3]});
    for (int8_t &x : c2)
      x = int8_t(x - 3);
    auto e = reinterpret<uint8_t>(std::array<uint32_t, 2>{u[14], u[15]});
    std::vector<uint8_t> er(e.rbegin(), e.rend());
    auto es = reinterpret<uint16_t>(std::array<uint32_t, 2>{u[14], u[15]});
    for (uint16_t &x : es)
      x = uint16_t(x >> 4);
    std::memcpy(&o2[0], h.data(), 32);
    std::memcpy(&o2[8], c2.data(), 16);
    std::memcpy(&o2[12], er.data(), 8);
    std::memcpy(&o2[14], es.data(), 8);
    for (size_t j = 0; j < 16; ++j)
      o3[j] = uint32_t(int32_t(u[j]) >> 3);
    want.insert(want.end(), o0.begin(), o0.end());
    want.insert(want.end(), u, u + 16);
    want.insert(want.end(), o2.begin(), o2.end());
    want.insert(want.end(), o3.begin(), o3.end());
    wantF.insert(wantF.end(), u, u + 8);
  }
  EXPECT_TRUE(allEqual(download<uint32_t>(out, want.size()), want));
  EXPECT_TRUE(allEqual(download<uint32_t>(fout, wantF.size()), wantF))
      << "float8 from random bits, stored unchanged";
}

TEST_F(LongVectorsAsType, SixtyFourBitLanes) {
  E2E_REQUIRE_INT64();
  E2E_REQUIRE_FP64();
  Kernel k = kernel(R"CL(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void as_types64(__global const ulong8 *in, __global ulong8 *out) {
  size_t i = get_global_id(0);
  ulong8 v = in[i];
  __global ulong8 *o = out + 4 * i;
  int8 w = as_int8(as_long4(v.lo));
  w.even = w.odd;
  o[0] = (ulong8)(as_ulong4(w), as_ulong4(as_int8(v.hi) + (int8)(1)));
  o[1] = as_ulong8(as_double8(v));
  o[2] = as_ulong8(as_long8(as_int16(v).s1032547698badcfe));
  uchar16 b = as_uchar16(v.s25);
  o[3] = (ulong8)(as_ulong2(b.sfedcba9876543210), as_ulong2(as_double2(v.s01)),
                  as_ulong4(as_short16(v.hi) * (short16)(3)));
}
)CL");
  auto in = random<uint64_t>(Items * 8);
  Buffer bin = upload(in), out = makeBuffer(Items * 4 * 64);
  run(k, NDRange::linear(Items, Local), bin, out);
  std::vector<uint64_t> want;
  for (size_t i = 0; i < Items; ++i) {
    const uint64_t *v = &in[8 * i];
    std::array<uint64_t, 8> o0, o2, o3;
    auto w =
        reinterpret<int32_t>(std::array<uint64_t, 4>{v[0], v[1], v[2], v[3]});
    for (size_t j = 0; j < 8; j += 2)
      w[j] = w[j + 1];
    auto h =
        reinterpret<uint32_t>(std::array<uint64_t, 4>{v[4], v[5], v[6], v[7]});
    for (uint32_t &x : h)
      x += 1;
    std::memcpy(&o0[0], w.data(), 32);
    std::memcpy(&o0[4], h.data(), 32);
    for (size_t j = 0; j < 8; ++j)
      o2[j] = (v[j] << 32) | (v[j] >> 32);
    auto b = reinterpret<uint8_t>(std::array<uint64_t, 2>{v[2], v[5]});
    std::reverse(b.begin(), b.end());
    auto s =
        reinterpret<int16_t>(std::array<uint64_t, 4>{v[4], v[5], v[6], v[7]});
    for (int16_t &x : s)
      x = int16_t(x * 3);
    std::memcpy(&o3[0], b.data(), 16);
    o3[2] = v[0];
    o3[3] = v[1];
    std::memcpy(&o3[4], s.data(), 32);
    want.insert(want.end(), o0.begin(), o0.end());
    want.insert(want.end(), v, v + 8);
    want.insert(want.end(), o2.begin(), o2.end());
    want.insert(want.end(), o3.begin(), o3.end());
  }
  EXPECT_TRUE(allEqual(download<uint64_t>(out, want.size()), want));
}

TEST_F(LongVectorsAsType, HalfLanes) {
  if (!profile().float16)
    GTEST_SKIP() << "device has no fp16 (half)";
  Kernel k = kernel(R"CL(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void as_types_half(__global const ushort16 *in,
                            __global ushort16 *out) {
  size_t i = get_global_id(0);
  ushort16 u = in[i];
  __global ushort16 *o = out + 3 * i;
  half16 h = as_half16(u);
  o[0] = as_ushort16(h);
  half8 g = as_half8(as_short8(u.lo));
  o[1] = (ushort16)(as_ushort8(g.s76543210), as_ushort8(as_half8(as_int4(u.hi))));
  o[2] = as_ushort16(as_half16(as_int8(u)).sfedcba9876543210);
}
)CL");
  auto in = random<uint16_t>(Items * 16);
  for (uint16_t &h : in)
    if ((h & 0x7C00) == 0x7C00 && (h & 0x3FF))
      h |= 0x200; // quiet NaNs only: CPUs may quiet signalling ones on a move
  Buffer bin = upload(in), out = makeBuffer(Items * 3 * 32);
  run(k, NDRange::linear(Items, Local), bin, out);
  std::vector<uint16_t> want;
  for (size_t i = 0; i < Items; ++i) {
    const uint16_t *u = &in[16 * i];
    want.insert(want.end(), u, u + 16);
    for (size_t j = 0; j < 8; ++j)
      want.push_back(u[7 - j]);
    want.insert(want.end(), u + 8, u + 16);
    for (size_t j = 0; j < 16; ++j)
      want.push_back(u[15 - j]);
  }
  EXPECT_TRUE(allEqual(download<uint16_t>(out, want.size()), want));
}

} // namespace
} // namespace vkcl::e2e
