// 8- and 16-wide vectors as first-class values, run on the device and
// compared lane by lane with a C++ reference on random data (the reference,
// element types and typed fixture are in LongVectors.h). Vulkan's SPIR-V has
// no vectors of 8 or 16 components, so vkcl holds them as arrays operated on
// lane by lane; these tests check that every lane of every operator, swizzle
// and literal is the one OpenCL C defines:
//
// - Operators: every arithmetic, bitwise, shift (count masked to the element
//   width), unary, comparison (-1/0 lanes), logical and ternary (vector
//   condition: each lane's MSB; scalar condition) operator, ++/--, compound
//   assignments, vector op scalar and scalar op vector, for every element
//   type the device has, both widths. Integer lanes wrap (char16 overflow);
//   float inputs include NaN, infinities and signed zeros.
// - Integer division by zero and INT_MIN / -1 do not crash and leave the
//   other lanes right (their own results are unspecified).
// - Swizzles (.sN/.SN, hex lanes, .lo/.hi/.even/.odd, nested) as rvalues and
//   lvalues, literals (constant, splat, from halves, mixed), v[k].
// - The -O0 emitter output of the operator and swizzle kernels.
//
// gtest wants a typed suite's tests in one file, so the LongVectors suite's
// memory test is registered here too; its check is in
// LongVectorsMemoryTest.cpp. Memory and as_type are there, corner cases in
// LongVectorsCornerCasesTest.cpp.
//
// Element types the device lacks (long/ulong without int64, double, half)
// are skipped. Kernels are batched (one per width and concern) to keep the
// SwiftShader run short.
#include "LongVectors.h"

namespace vkcl::e2e {
namespace {

TYPED_TEST_SUITE(LongVectors, AllElements, TypeNames);

// ---------------------------------------------------------------------------
// Operators.

const char *IntOpsKernel = R"CL(
__kernel void ops(__global const ${V} *a, __global const ${V} *b,
                  __global const ${T} *s, __global const ${T} *s2,
                  __global const ${S} *m, __global ${V} *out,
                  __global ${S} *cmp) {
  size_t i = get_global_id(0);
  ${V} x = a[i], y = b[i];
  ${T} z = s[i], w = s2[i];
  ${S} c = m[i];
  __global ${V} *o = out + 34 * i;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x / y;
  o[4] = x % y;
  o[5] = x & y;
  o[6] = x | y;
  o[7] = x ^ y;
  o[8] = ~x;
  o[9] = x << y;
  o[10] = x >> y;
  o[11] = -x;
  o[12] = +x;
  o[13] = x + z;
  o[14] = z - x;
  o[15] = x * z;
  o[16] = x / z;
  o[17] = x << z;
  o[18] = x >> z;
  o[19] = z % y;
  o[20] = c ? x : y;
  o[21] = w ? x : y;
  o[22] = x < y ? x : y;
  ${V} t = x;
  o[23] = t++;
  o[24] = t;
  o[25] = --t;
  o[26] = t--;
  o[27] = ++t;
  t += y;
  t -= z;
  t *= y;
  t /= y;
  t %= y;
  t <<= y;
  t >>= z;
  t ^= x;
  t |= y;
  t &= x;
  o[28] = t;
  o[29] = (x & (${T})0x5A) | (${T})3;
  o[30] = y ? x : ~x;
  o[31] = (~x) >> 1;
  o[32] = (x + y) >> 1;
  o[33] = (x * y) / y;
  __global ${S} *q = cmp + 12 * i;
  q[0] = x == y;
  q[1] = x != y;
  q[2] = x < y;
  q[3] = x <= y;
  q[4] = x > y;
  q[5] = x >= y;
  q[6] = !x;
  q[7] = x && y;
  q[8] = x || y;
  q[9] = x > z;
  q[10] = z == x;
  q[11] = (x + y) < x;
}
)CL";

const char *FloatOpsKernel = R"CL(
__kernel void ops(__global const ${V} *a, __global const ${V} *b,
                  __global const ${T} *s, __global const ${T} *s2,
                  __global const ${S} *m, __global ${V} *out,
                  __global ${S} *cmp) {
  size_t i = get_global_id(0);
  ${V} x = a[i], y = b[i];
  ${T} z = s[i], w = s2[i];
  ${S} c = m[i];
  __global ${V} *o = out + 16 * i;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x / y;
  o[4] = -x;
  o[5] = +x;
  o[6] = x + z;
  o[7] = z - x;
  o[8] = x * z;
  o[9] = z / x;
  o[10] = c ? x : y;
  o[11] = w != 0 ? x : y;
  o[12] = x < y ? x : y;
  ${V} t = x;
  t += y;
  t -= z;
  t *= y;
  o[13] = t;
  t /= z;
  o[14] = t;
  o[15] = x - 1;
  __global ${S} *q = cmp + 12 * i;
  q[0] = x == y;
  q[1] = x != y;
  q[2] = x < y;
  q[3] = x <= y;
  q[4] = x > y;
  q[5] = x >= y;
  q[6] = !x;
  q[7] = x && y;
  q[8] = x || y;
  q[9] = x > z;
  q[10] = z == x;
  q[11] = (x + y) < x;
}
)CL";

} // namespace

template <typename E>
template <size_t N>
void LongVectors<E>::checkOperators() {
  using S = Signed<E>;
  using V = Vec<E, N>;
  using SV = Vec<S, N>;
  SCOPED_TRACE(vecName<E>(N));
  Kernel k = this->kernel(
      forType<E, N>(isFloat<E> ? FloatOpsKernel : IntOpsKernel), "", options_);

  auto a = this->template vectors<N>(Items, true);
  auto b = this->template vectors<N>(Items, true);
  std::vector<E> s = this->values(Items, false), s2 = this->values(Items, true);
  std::vector<SV> m(Items);
  for (size_t i = 0; i < Items; ++i) {
    s[i] = this->plain(this->divisor(s[i]));
    if (i % 3 == 0)
      s2[i] = fromInt<E>(0); // the scalar condition is false
    for (size_t j = 0; j < N; ++j) {
      b[i][j] = this->divisor(b[i][j]);
      if (this->rng()() % 5 == 0)
        a[i][j] = b[i][j]; // equal lanes for == and friends
      m[i][j] = S(this->rng()());
    }
  }
  if constexpr (std::is_same_v<E, int8_t>) { // char lanes that overflow
    a[0].fill(127);
    b[0].fill(1);
  }

  const size_t rows = isFloat<E> ? 16 : 34;
  Buffer ba = this->upload(a), bb = this->upload(b), bs = this->upload(s),
         bs2 = this->upload(s2), bm = this->upload(m),
         out = this->makeBuffer(Items * rows * sizeof(V)),
         cmp = this->makeBuffer(Items * 12 * sizeof(SV));
  this->run(k, NDRange::linear(Items, Local), ba, bb, bs, bs2, bm, out, cmp);

  Expected<E> want;
  Expected<S> wantCmp;
  want.lanes = wantCmp.lanes = N;
  wantCmp.rowNames = {"==", "!=", "<",  "<=",    ">",      ">=",
                      "!x", "&&", "||", "x > z", "z == x", "(x + y) < x"};
  auto each = [](const V &x, auto f) {
    V r;
    for (size_t j = 0; j < N; ++j)
      r[j] = f(x[j], j);
    return r;
  };
  for (size_t i = 0; i < Items; ++i) {
    const V x = a[i], y = b[i];
    const E z = s[i], w = s2[i];
    const SV c = m[i];
    auto lanes = [&](auto f) {
      return each(x, [&](E, size_t j) { return f(x[j], y[j], j); });
    };
    if constexpr (isFloat<E>) {
      want.rowNames = {"x + y",
                       "x - y",
                       "x * y",
                       "x / y",
                       "-x",
                       "+x",
                       "x + z",
                       "z - x",
                       "x * z",
                       "z / x",
                       "c ? x : y",
                       "w ? x : y",
                       "x < y ? x : y",
                       "t += y -= z *= y",
                       "t /= z",
                       "x - 1"};
      std::array<uint8_t, N> divXY, divZX, divChain;
      V t;
      for (size_t j = 0; j < N; ++j) {
        divXY[j] = isPlain(x[j]) && isPlain(y[j]) ? Near : Skip;
        divZX[j] = isPlain(x[j]) ? Near : Skip;
        t[j] = mul(sub(add(x[j], y[j]), z), y[j]);
        divChain[j] = isPlain(t[j]) ? Near : Skip;
      }
      want.push(lanes([](E p, E q, size_t) { return add(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return sub(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return mul(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return E(p / q); }), divXY);
      want.push(lanes([](E p, E, size_t) { return neg(p); }));
      want.push(x);
      want.push(lanes([&](E p, E, size_t) { return add(p, z); }));
      want.push(lanes([&](E p, E, size_t) { return sub(z, p); }));
      want.push(lanes([&](E p, E, size_t) { return mul(p, z); }));
      want.push(lanes([&](E p, E, size_t) { return E(z / p); }), divZX);
      want.push(lanes([&](E p, E q, size_t j) { return msb(c[j]) ? p : q; }));
      want.push(truth(w) ? x : y);
      want.push(lanes([](E p, E q, size_t) { return p < q ? p : q; }));
      want.push(t);
      want.push(each(t, [&](E p, size_t) { return E(p / z); }), divChain);
      want.push(lanes([](E p, E, size_t) { return sub(p, fromInt<E>(1)); }));
    } else {
      want.rowNames = {"x + y",
                       "x - y",
                       "x * y",
                       "x / y",
                       "x % y",
                       "x & y",
                       "x | y",
                       "x ^ y",
                       "~x",
                       "x << y",
                       "x >> y",
                       "-x",
                       "+x",
                       "x + z",
                       "z - x",
                       "x * z",
                       "x / z",
                       "x << z",
                       "x >> z",
                       "z % y",
                       "c ? x : y",
                       "w ? x : y",
                       "x < y ? x : y",
                       "t++",
                       "t",
                       "--t",
                       "t--",
                       "++t",
                       "compound chain",
                       "(x & 0x5A) | 3",
                       "y ? x : ~x (condition of the operands' type)",
                       "(~x) >> 1",
                       "(x + y) >> 1",
                       "(x * y) / y"};
      want.push(lanes([](E p, E q, size_t) { return add(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return sub(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return mul(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return div(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return rem(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return E(p & q); }));
      want.push(lanes([](E p, E q, size_t) { return E(p | q); }));
      want.push(lanes([](E p, E q, size_t) { return E(p ^ q); }));
      want.push(lanes([](E p, E, size_t) { return E(~p); }));
      want.push(lanes([](E p, E q, size_t) { return shl(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return shr(p, q); }));
      want.push(lanes([](E p, E, size_t) { return neg(p); }));
      want.push(x);
      want.push(lanes([&](E p, E, size_t) { return add(p, z); }));
      want.push(lanes([&](E p, E, size_t) { return sub(z, p); }));
      want.push(lanes([&](E p, E, size_t) { return mul(p, z); }));
      want.push(lanes([&](E p, E, size_t) { return div(p, z); }));
      want.push(lanes([&](E p, E, size_t) { return shl(p, z); }));
      want.push(lanes([&](E p, E, size_t) { return shr(p, z); }));
      want.push(lanes([&](E, E q, size_t) { return rem(z, q); }));
      want.push(lanes([&](E p, E q, size_t j) { return msb(c[j]) ? p : q; }));
      want.push(truth(w) ? x : y);
      want.push(lanes([](E p, E q, size_t) { return p < q ? p : q; }));
      const V x1 = lanes([](E p, E, size_t) { return add(p, E(1)); });
      want.push(x);
      want.push(x1);
      want.push(x);
      want.push(x);
      want.push(x);
      want.push(lanes([&](E p, E q, size_t) {
        E t = add(p, q);
        t = sub(t, z);
        t = mul(t, q);
        t = div(t, q);
        t = rem(t, q);
        t = shl(t, q);
        t = shr(t, z);
        t = E(t ^ p);
        t = E(t | q);
        return E(t & p);
      }));
      want.push(lanes([](E p, E, size_t) { return E((p & E(0x5A)) | E(3)); }));
      // An unsigned condition selects on its MSB too (OpenCL's select()).
      want.push(lanes([](E p, E q, size_t) { return msb(S(q)) ? p : E(~p); }));
      want.push(lanes([](E p, E, size_t) { return shr(E(~p), E(1)); }));
      want.push(lanes([](E p, E q, size_t) { return shr(add(p, q), E(1)); }));
      want.push(lanes([](E p, E q, size_t) { return div(mul(p, q), q); }));
    }
    auto cmpLanes = [&](auto f) {
      SV r;
      for (size_t j = 0; j < N; ++j)
        r[j] = mask<E>(f(x[j], y[j]));
      return r;
    };
    wantCmp.push(cmpLanes([](E p, E q) { return p == q; }));
    wantCmp.push(cmpLanes([](E p, E q) { return p != q; }));
    wantCmp.push(cmpLanes([](E p, E q) { return p < q; }));
    wantCmp.push(cmpLanes([](E p, E q) { return p <= q; }));
    wantCmp.push(cmpLanes([](E p, E q) { return p > q; }));
    wantCmp.push(cmpLanes([](E p, E q) { return p >= q; }));
    wantCmp.push(cmpLanes([](E p, E) { return !truth(p); }));
    wantCmp.push(cmpLanes([](E p, E q) { return truth(p) && truth(q); }));
    wantCmp.push(cmpLanes([](E p, E q) { return truth(p) || truth(q); }));
    wantCmp.push(cmpLanes([&](E p, E) { return p > z; }));
    wantCmp.push(cmpLanes([&](E p, E) { return z == p; }));
    wantCmp.push(cmpLanes([](E p, E q) { return add(p, q) < p; }));
  }
  EXPECT_TRUE(matches(this->template download<E>(out, want.size()), want));
  EXPECT_TRUE(
      matches(this->template download<S>(cmp, wantCmp.size()), wantCmp));
}

namespace {

TYPED_TEST(LongVectors, Operators) {
  if (this->unsupported())
    GTEST_SKIP() << Elem<TypeParam>::name << " is not on this device";
  this->template checkOperators<8>();
  this->template checkOperators<16>();
}

// ---------------------------------------------------------------------------
// Integer division edge cases: x / 0, x % 0 and MIN / -1 are unspecified
// but must not crash, and the other lanes of the same vectors stay right.

const char *DivEdgesKernel = R"CL(
__kernel void div_edges(__global const ${V} *a, __global const ${V} *b,
                        __global ${V} *out) {
  size_t i = get_global_id(0);
  ${V} x = a[i], y = b[i];
  __global ${V} *o = out + 5 * i;
  o[0] = x / y;
  o[1] = x % y;
  ${V} t = x;
  t /= y;
  o[2] = t;
  o[3] = x / y.s1;
  o[4] = x % y.s1;
}
)CL";

template <typename E> class LongVectorsInt : public LongVectors<E> {};
using IntElements = ::testing::Types<int8_t, uint8_t, int16_t, uint16_t,
                                     int32_t, uint32_t, int64_t, uint64_t>;
TYPED_TEST_SUITE(LongVectorsInt, IntElements, TypeNames);

TYPED_TEST(LongVectorsInt, DivisionByZeroAndOverflowDoNotCrash) {
  using E = TypeParam;
  constexpr size_t N = 16;
  using V = Vec<E, N>;
  if (this->unsupported())
    GTEST_SKIP() << Elem<E>::name << " is not on this device";
  Kernel k = this->kernel(forType<E, N>(DivEdgesKernel));
  auto a = this->template vectors<N>(Items, false);
  auto b = this->template vectors<N>(Items, false);
  const E min = std::numeric_limits<E>::min();
  for (size_t i = 0; i < Items; ++i)
    for (size_t j = 0; j < N; ++j) {
      switch (this->rng()() % 4) {
      case 0:
        b[i][j] = 0;
        break;
      case 1:
        a[i][j] = min;
        b[i][j] = E(-1);
        break;
      case 2:
        b[i][j] = E(-1);
        break;
      default:
        break;
      }
      if (b[i][j] == E(0) && j == 1 && i % 2)
        b[i][j] = E(5); // half the scalar divisors are usable
    }
  Buffer ba = this->upload(a), bb = this->upload(b),
         out = this->makeBuffer(Items * 5 * sizeof(V));
  this->run(k, NDRange::linear(Items, Local), ba, bb, out);

  auto unspecified = [&](E x, E y) {
    return y == E(0) || (std::is_signed_v<E> && x == min && y == E(-1));
  };
  Expected<E> want;
  want.lanes = N;
  want.rowNames = {"x / y", "x % y", "t /= y", "x / y.s1", "x % y.s1"};
  for (size_t i = 0; i < Items; ++i) {
    V q, r, qs, rs;
    std::array<uint8_t, N> care, careS;
    const E d = b[i][1];
    for (size_t j = 0; j < N; ++j) {
      const E x = a[i][j], y = b[i][j];
      care[j] = unspecified(x, y) ? Skip : Exact;
      careS[j] = unspecified(x, d) ? Skip : Exact;
      q[j] = care[j] ? div(x, y) : E(0);
      r[j] = care[j] ? rem(x, y) : E(0);
      qs[j] = careS[j] ? div(x, d) : E(0);
      rs[j] = careS[j] ? rem(x, d) : E(0);
    }
    want.push(q, care);
    want.push(r, care);
    want.push(q, care);
    want.push(qs, careS);
    want.push(rs, careS);
  }
  EXPECT_TRUE(matches(this->template download<E>(out, want.size()), want));
}

// ---------------------------------------------------------------------------
// Swizzles, literals and dynamic indices.

const char *Swizzles8Kernel = R"CL(
__kernel void swizzles(__global const ${V} *a, __global const int *idx,
                       __global ${V} *out, __global ${T} *lanes) {
  size_t i = get_global_id(0);
  ${V} v = a[i];
  int k = idx[i];
  __global ${V} *o = out + 13 * i;
  o[0] = v.s76543210;
  o[1] = (${V})(v.hi, v.lo);
  o[2] = (${V})(v.even, v.odd);
  o[3] = (${V})(v.hi.lo.s1, v.S0, v.s35, v.odd.even, v.lo.hi);
  o[4] = (${V})(v.s0123, v.s4567.wzyx);
  o[5] = (${V})(v.s7, v.s6, v.s5, v.s4, v.s3, v.s2, v.s1, v.s0);
  o[6] = (${V})(v.s0);
  o[7] = (${V})(1, 2, 3, 4, 5, 6, 7, 8);
  o[8] = (${V})(v.s01, v.s2, v.s3, v.s4567);
  o[9] = (${V})(v.lo.even.yx, v.hi.odd, v.s7777);
  ${V} w = v;
  w.s35 = v.s53;
  w.hi += v.lo;
  w.odd = w.even;
  w.lo.hi = v.s77;
  w.S0 = v.s7;
  w.hi.odd.y = v.s2;
  w.s7654 = v.lo;
  o[10] = w;
  ${V} d = v;
  d[k & 7] = v[(k + 3) & 7];
  d[(k + 1) & 7] += 1;
  o[11] = d;
  lanes[3 * i] = v[k & 7];
  lanes[3 * i + 1] = v.odd[k & ${H}];
  lanes[3 * i + 2] = (v + v)[(k + 5) & ${M}];
  ${V} e = v;
  e.odd[k & ${H}] = v.s0;
  e.hi.even[(k + 1) & ${Q}] = v.s1;
  o[12] = e;
  o[12].lo[(k + 2) & ${H}] = v.s2;
}
)CL";

const char *Swizzles16Kernel = R"CL(
__kernel void swizzles(__global const ${V} *a, __global const int *idx,
                       __global ${V} *out, __global ${T} *lanes) {
  size_t i = get_global_id(0);
  ${V} v = a[i];
  int k = idx[i];
  __global ${V} *o = out + 13 * i;
  o[0] = v.sfedcba9876543210;
  o[1] = (${V})(v.hi, v.lo);
  o[2] = (${V})(v.even, v.odd);
  o[3] = (${V})(v.hi.lo.s1, v.SF, v.s3a, v.odd.even.hi, v.lo.hi, v.sBAD0,
                v.s9C);
  o[4] = (${V})(v.s01234567, v.s89ABCDEF.s76543210);
  o[5] = (${V})(v.lo.lo, v.hi.hi, v.lo.hi.s3210, v.hi.lo.wzyx);
  o[6] = (${V})(v.sA);
  o[7] = (${V})(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
  o[8] = (${V})(v.s01, v.s2, v.s3, v.s4567, v.hi);
  o[9] = (${V})(v.even.odd, v.odd.even.hi, v.s0, v.sf, v.hi.hi.hi, v.s3333,
                v.lo.odd.odd);
  ${V} w = v;
  w.s35 = v.s53;
  w.hi += v.lo;
  w.odd = w.even;
  w.lo.hi.s1 = v.sF;
  w.sE = v.s0;
  w.Sa = v.s1;
  w.hi.odd -= v.lo.even;
  w.sfedc = v.s0123;
  o[10] = w;
  ${V} d = v;
  d[k & 15] = v[(k + 3) & 15];
  d[(k + 1) & 15] += 1;
  o[11] = d;
  lanes[3 * i] = v[k & 15];
  lanes[3 * i + 1] = v.odd[k & ${H}];
  lanes[3 * i + 2] = (v + v)[(k + 5) & ${M}];
  ${V} e = v;
  e.odd[k & ${H}] = v.s0;
  e.hi.even[(k + 1) & ${Q}] = v.s1;
  o[12] = e;
  o[12].lo[(k + 2) & ${H}] = v.s2;
}
)CL";

template <typename E, size_t N>
Vec<E, N> pick(const Vec<E, N> &v, const std::array<int, N> &lanes) {
  Vec<E, N> r;
  for (size_t j = 0; j < N; ++j)
    r[j] = v[size_t(lanes[j])];
  return r;
}
template <size_t N> std::array<int, N> iota(int from = 0, int step = 1) {
  std::array<int, N> r;
  for (size_t j = 0; j < N; ++j)
    r[j] = from + int(j) * step;
  return r;
}

} // namespace

template <typename E> template <size_t N> void LongVectors<E>::checkSwizzles() {
  using V = Vec<E, N>;
  SCOPED_TRACE(vecName<E>(N));
  Kernel k = this->kernel(
      forType<E, N>(N == 8 ? Swizzles8Kernel : Swizzles16Kernel), "", options_);
  auto a = this->template vectors<N>(Items, false);
  std::vector<int32_t> idx =
      this->template random<int32_t>(Items, -1000000, 1000000);
  Buffer ba = this->upload(a), bi = this->upload(idx),
         out = this->makeBuffer(Items * 13 * sizeof(V)),
         lanes = this->makeBuffer(Items * 3 * sizeof(E));
  this->run(k, NDRange::linear(Items, Local), ba, bi, out, lanes);

  Expected<E> want, wantLanes;
  want.lanes = N;
  want.rowNames = {"reversed",
                   "(hi, lo)",
                   "(even, odd)",
                   "nested",
                   "(s0123, s4567.wzyx)",
                   "from lanes",
                   "splat",
                   "constant",
                   "(s01, s2, s3, ...)",
                   "mixed nested",
                   "lvalues",
                   "v[k]",
                   "swizzle[k] stores"};
  wantLanes.lanes = 1;
  wantLanes.rowNames = {"v[k]", "v.odd[k]", "(v + v)[k]"};
  for (size_t i = 0; i < Items; ++i) {
    const V v = a[i];
    const int k = idx[i];
    V w = v, constants, d = v;
    for (size_t j = 0; j < N; ++j)
      constants[j] = fromInt<E>(int(j) + 1);
    std::array<int, N> reversed = iota<N>(int(N) - 1, -1), halves, evenOdd;
    for (size_t j = 0; j < N / 2; ++j) {
      halves[j] = int(N / 2 + j);
      halves[N / 2 + j] = int(j);
      evenOdd[j] = int(2 * j);
      evenOdd[N / 2 + j] = int(2 * j + 1);
    }
    want.push(pick(v, reversed));
    want.push(pick(v, halves));
    want.push(pick(v, evenOdd));
    if constexpr (N == 8) {
      want.push(pick(v, {5, 0, 3, 5, 1, 5, 2, 3}));
      want.push(pick(v, {0, 1, 2, 3, 7, 6, 5, 4}));
    } else {
      want.push(
          pick(v, {9, 15, 3, 10, 9, 13, 4, 5, 6, 7, 11, 10, 13, 0, 9, 12}));
      want.push(
          pick(v, {0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8}));
    }
    if constexpr (N == 8) {
      want.push(pick(v, reversed));
      V splat;
      splat.fill(v[0]);
      want.push(splat);
    } else {
      want.push(
          pick(v, {0, 1, 2, 3, 12, 13, 14, 15, 7, 6, 5, 4, 11, 10, 9, 8}));
      V splat;
      splat.fill(v[10]);
      want.push(splat);
    }
    want.push(constants);
    want.push(v);
    if constexpr (N == 8) {
      want.push(pick(v, {2, 0, 5, 7, 7, 7, 7, 7}));
      w[3] = v[5];
      w[5] = v[3];
      for (size_t j = 0; j < 4; ++j)
        w[4 + j] = add(w[4 + j], v[j]);
      for (size_t j = 0; j < 4; ++j)
        w[2 * j + 1] = w[2 * j];
      w[2] = w[3] = v[7];
      w[0] = v[7];
      w[7] = v[2];
      for (size_t j = 0; j < 4; ++j)
        w[7 - j] = v[j];
    } else {
      want.push(
          pick(v, {2, 6, 10, 14, 9, 13, 0, 15, 14, 15, 3, 3, 3, 3, 3, 7}));
      w[3] = v[5];
      w[5] = v[3];
      for (size_t j = 0; j < 8; ++j)
        w[8 + j] = add(w[8 + j], v[j]);
      for (size_t j = 0; j < 8; ++j)
        w[2 * j + 1] = w[2 * j];
      w[5] = v[15];
      w[14] = v[0];
      w[10] = v[1];
      for (size_t j = 0; j < 4; ++j)
        w[9 + 2 * j] = sub(w[9 + 2 * j], v[2 * j]);
      for (size_t j = 0; j < 4; ++j)
        w[15 - j] = v[j];
    }
    want.push(w);
    d[size_t(k) & (N - 1)] = v[size_t(k + 3) & (N - 1)];
    d[size_t(k + 1) & (N - 1)] = add(d[size_t(k + 1) & (N - 1)], fromInt<E>(1));
    want.push(d);
    V e = v;
    e[2 * (size_t(k) & (N / 2 - 1)) + 1] = v[0];
    e[N / 2 + 2 * (size_t(k + 1) & (N / 4 - 1))] = v[1];
    e[size_t(k + 2) & (N / 2 - 1)] = v[2];
    want.push(e);
    wantLanes.pushScalar(v[size_t(k) & (N - 1)]);
    wantLanes.pushScalar(v[2 * (size_t(k) & (N / 2 - 1)) + 1]);
    const E lane = v[size_t(k + 5) & (N - 1)];
    wantLanes.pushScalar(add(lane, lane));
  }
  EXPECT_TRUE(matches(this->template download<E>(out, want.size()), want));
  EXPECT_TRUE(
      matches(this->template download<E>(lanes, wantLanes.size()), wantLanes));
}

namespace {

TYPED_TEST(LongVectors, SwizzlesLiteralsAndDynamicIndex) {
  if (this->unsupported())
    GTEST_SKIP() << Elem<TypeParam>::name << " is not on this device";
  this->template checkSwizzles<8>();
  this->template checkSwizzles<16>();
}

// ---------------------------------------------------------------------------
// Memory in every address space, structs, by-value arguments, functions: the
// check is in LongVectorsMemoryTest.cpp.

TYPED_TEST(LongVectors, MemoryStructsArgumentsAndFunctions) {
  if (this->unsupported())
    GTEST_SKIP() << Elem<TypeParam>::name << " is not on this device";
  this->checkMemory();
}

// ---------------------------------------------------------------------------
// The emitter's own code (-O0) for the operator and swizzle kernels.

template <typename E> class LongVectorsUnoptimized : public LongVectors<E> {
protected:
  void SetUp() override {
    LongVectors<E>::SetUp();
    this->options_.optimize = false;
  }
};
using UnoptimizedElements =
    ::testing::Types<int8_t, int32_t, int64_t, float, double, Half>;
TYPED_TEST_SUITE(LongVectorsUnoptimized, UnoptimizedElements, TypeNames);

TYPED_TEST(LongVectorsUnoptimized, OperatorsAndSwizzles) {
  if (this->unsupported())
    GTEST_SKIP() << Elem<TypeParam>::name << " is not on this device";
  this->template checkOperators<8>();
  this->template checkSwizzles<16>();
}

} // namespace
} // namespace vkcl::e2e
