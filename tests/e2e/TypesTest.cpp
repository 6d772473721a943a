// Scalar types: integer and floating-point arithmetic, wrap-around,
// division, shifts, conversions, as_type, sizeof/alignof/vec_step.
#include "E2eFixture.h"

namespace vkcl::e2e {
namespace {

constexpr size_t N = 4096;

template <typename T> struct ClName;
template <> struct ClName<int8_t> {
  static constexpr const char *value = "char";
};
template <> struct ClName<uint8_t> {
  static constexpr const char *value = "uchar";
};
template <> struct ClName<int16_t> {
  static constexpr const char *value = "short";
};
template <> struct ClName<uint16_t> {
  static constexpr const char *value = "ushort";
};
template <> struct ClName<int32_t> {
  static constexpr const char *value = "int";
};
template <> struct ClName<uint32_t> {
  static constexpr const char *value = "uint";
};
template <> struct ClName<int64_t> {
  static constexpr const char *value = "long";
};
template <> struct ClName<uint64_t> {
  static constexpr const char *value = "ulong";
};

/// C semantics on the host without signed-overflow UB: operands promote as
/// in OpenCL C (char/short to int), arithmetic wraps, shift counts are masked
/// to the promoted type's width.
template <typename T> struct Ref {
  using P = decltype(T() + T());
  using U = std::make_unsigned_t<P>;
  static constexpr unsigned Bits = sizeof(P) * 8;
  static U u(T x) { return U(P(x)); }
  static T add(T x, T y) { return T(P(u(x) + u(y))); }
  static T sub(T x, T y) { return T(P(u(x) - u(y))); }
  static T mul(T x, T y) { return T(P(u(x) * u(y))); }
  static T div(T x, T y) { return T(P(x) / P(y)); }
  static T rem(T x, T y) { return T(P(x) % P(y)); }
  static T neg(T x) { return T(P(U(0) - u(x))); }
  static T shl(T x, T y) { return T(P(u(x) << (u(y) & (Bits - 1)))); }
  static T shr(T x, T y) { return T(P(x) >> (u(y) & (Bits - 1))); }
};

const char *IntOpsSource = R"CL(
__kernel void int_ops(__global const T *a, __global const T *b,
                      __global T *out, __global int *cmp) {
  size_t i = get_global_id(0);
  T x = a[i], y = b[i];
  __global T *o = out + i * 12;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x / y;
  o[4] = x % y;
  o[5] = x & y;
  o[6] = x | y;
  o[7] = x ^ y;
  o[8] = ~x;
  o[9] = -x;
  o[10] = x << y;
  o[11] = x >> y;
  __global int *c = cmp + i * 4;
  c[0] = x == y;
  c[1] = x < y;
  c[2] = x >= y;
  c[3] = x != y;
}
)CL";

template <typename T> class IntegerTypes : public E2eTest {};
using IntTypes = ::testing::Types<int8_t, uint8_t, int16_t, uint16_t, int32_t,
                                  uint32_t, int64_t, uint64_t>;
TYPED_TEST_SUITE(IntegerTypes, IntTypes);

TYPED_TEST(IntegerTypes, ArithmeticBitwiseShiftsCompare) {
  using T = TypeParam;
  using R = Ref<T>;
  if (sizeof(T) == 8 && !this->profile().int64)
    GTEST_SKIP() << "device has no int64 (long/ulong)";
  constexpr T Min = std::numeric_limits<T>::min();
  constexpr T Max = std::numeric_limits<T>::max();
  std::vector<T> a = this->template random<T>(N);
  std::vector<T> b = this->template random<T>(N);
  // Edge cases first: wrap-around, negative division, masked shifts.
  const std::vector<std::pair<T, T>> edges = {
      {T(200), T(100)}, {Max, T(1)},    {Min, T(1)},   {T(-7), T(2)},
      {T(7), T(-2)},    {T(-7), T(-2)}, {T(1), T(33)}, {T(-1), T(65)},
      {Min, Max},       {T(5), T(5)}};
  for (size_t i = 0; i < edges.size(); ++i) {
    a[i] = edges[i].first;
    b[i] = edges[i].second;
  }
  for (size_t i = 0; i < N; ++i) {
    if (b[i] == 0)
      b[i] = 1;
    // INT_MIN / -1 overflows int and long (undefined; traps on x86).
    if (std::is_signed_v<T> && sizeof(T) >= 4 && a[i] == Min && b[i] == T(-1))
      b[i] = 3;
  }
  CompileOptions options;
  options.defines = {std::string("T=") + ClName<T>::value};
  Kernel k = this->kernel(IntOpsSource, "int_ops", options);
  Buffer ba = this->upload(a), bb = this->upload(b);
  Buffer out = this->makeBuffer(N * 12 * sizeof(T));
  Buffer cmp = this->makeBuffer(N * 4 * sizeof(int32_t));
  this->run(k, NDRange::linear(N, 64), ba, bb, out, cmp);

  std::vector<T> want(N * 12);
  std::vector<int32_t> wantCmp(N * 4);
  for (size_t i = 0; i < N; ++i) {
    T x = a[i], y = b[i];
    T *o = &want[i * 12];
    o[0] = R::add(x, y);
    o[1] = R::sub(x, y);
    o[2] = R::mul(x, y);
    o[3] = R::div(x, y);
    o[4] = R::rem(x, y);
    o[5] = T(x & y);
    o[6] = T(x | y);
    o[7] = T(x ^ y);
    o[8] = T(~x);
    o[9] = R::neg(x);
    o[10] = R::shl(x, y);
    o[11] = R::shr(x, y);
    int32_t *c = &wantCmp[i * 4];
    c[0] = x == y;
    c[1] = x < y;
    c[2] = x >= y;
    c[3] = x != y;
  }
  EXPECT_TRUE(allEqual(this->template download<T>(out, N * 12), want));
  EXPECT_TRUE(allEqual(this->template download<int32_t>(cmp, N * 4), wantCmp));
}

class Types : public E2eTest {};

TEST_F(Types, SmallIntegerWrapAround) {
  Kernel k = kernel(R"CL(
__kernel void wrap(__global const int *in, __global uchar *uc, __global char *c,
                   __global ushort *us, __global short *s) {
  uchar a = (uchar)in[0], b = (uchar)in[1];
  uc[0] = a + b;
  uc[1] = b - a;
  uchar acc = a;
  acc += b;
  uc[2] = acc;
  uc[3] = a * b;
  char x = (char)in[2], y = (char)in[3];
  c[0] = x + y;
  char m = (char)in[4];
  c[1] = m - 1;
  c[2] = -m;
  c[3] = (char)(x * 3);
  ushort p = (ushort)in[5];
  us[0] = p + 1;
  us[1] = p * p;
  short q = (short)in[6];
  s[0] = q + 1;
  s[1] = (short)(q * 2);
}
)CL");
  std::vector<int32_t> in = {200, 100, 100, 100, -128, 65535, 32767};
  Buffer bin = upload(in);
  Buffer uc = makeBuffer(4), c = makeBuffer(4), us = makeBuffer(4),
         s = makeBuffer(4);
  run(k, NDRange::linear(1, 1), bin, uc, c, us, s);
  EXPECT_TRUE(allEqual(download<uint8_t>(uc, 4), {44, 156, 44, 32}));
  EXPECT_TRUE(allEqual(download<int8_t>(c, 4), {-56, 127, -128, 44}));
  EXPECT_TRUE(allEqual(download<uint16_t>(us, 2), {0, 1}));
  EXPECT_TRUE(allEqual(download<int16_t>(s, 2), {-32768, -2}));
}

TEST_F(Types, DivisionByZeroDoesNotCrash) {
  // The quotient of a division by zero is undefined: only the other
  // elements are checked; the dispatch must complete.
  Kernel k = kernel(R"CL(
__kernel void div0(__global const int *a, __global const int *b,
                   __global const uint *ua, __global const uint *ub,
                   __global int *q, __global uint *uq) {
  size_t i = get_global_id(0);
  q[2 * i] = a[i] / b[i];
  q[2 * i + 1] = a[i] % b[i];
  uq[2 * i] = ua[i] / ub[i];
  uq[2 * i + 1] = ua[i] % ub[i];
}
)CL");
  constexpr size_t M = 1024;
  auto a = random<int32_t>(M, -100000, 100000);
  auto b = random<int32_t>(M, -50, 50);
  auto ua = random<uint32_t>(M), ub = random<uint32_t>(M, 0, 20);
  for (size_t i = 0; i < M; i += 3) {
    b[i] = 0;
    ub[i] = 0;
  }
  Buffer ba = upload(a), bb = upload(b), bua = upload(ua), bub = upload(ub);
  Buffer q = makeBuffer(M * 8), uq = makeBuffer(M * 8);
  run(k, NDRange::linear(M, 64), ba, bb, bua, bub, q, uq);
  auto gq = download<int32_t>(q, 2 * M);
  auto guq = download<uint32_t>(uq, 2 * M);
  std::vector<int32_t> got, want;
  std::vector<uint32_t> ugot, uwant;
  for (size_t i = 0; i < M; ++i) {
    if (b[i] != 0) {
      got.insert(got.end(), {gq[2 * i], gq[2 * i + 1]});
      want.insert(want.end(), {a[i] / b[i], a[i] % b[i]});
    }
    if (ub[i] != 0) {
      ugot.insert(ugot.end(), {guq[2 * i], guq[2 * i + 1]});
      uwant.insert(uwant.end(), {ua[i] / ub[i], ua[i] % ub[i]});
    }
  }
  EXPECT_TRUE(allEqual(got, want));
  EXPECT_TRUE(allEqual(ugot, uwant));
}

TEST_F(Types, ShiftCountsAreMasked) {
  Kernel k = kernel(R"CL(
__kernel void shifts(__global const int *x, __global const int *n,
                     __global int *out, __global char4 *cv) {
  size_t i = get_global_id(0);
  int v = x[i];
  uint u = (uint)v;
  int s = n[i];
  __global int *o = out + 8 * i;
  o[0] = v << 33;         // == v << 1
  o[1] = v << (s + 32);   // == v << s
  o[2] = (int)(u >> 35);  // == u >> 3
  o[3] = v >> (s + 64);   // arithmetic, == v >> s
  o[4] = v << s;
  o[5] = v >> s;
  o[6] = (int)(u >> s);
  o[7] = (int)(u << (s | 96));
  char4 c = (char4)((char)v, (char)(v >> 8), -3, 100);
  cv[i] = c << (char4)(9, 10, 15, 17);  // counts masked to 3 bits
}
)CL");
  constexpr size_t M = 1024;
  auto x = random<int32_t>(M);
  auto n = random<int32_t>(M, 0, 31);
  Buffer bx = upload(x), bn = upload(n);
  Buffer out = makeBuffer(M * 32), cv = makeBuffer(M * 4);
  run(k, NDRange::linear(M, 64), bx, bn, out, cv);
  std::vector<int32_t> want(M * 8);
  std::vector<std::array<int8_t, 4>> wantCv(M);
  for (size_t i = 0; i < M; ++i) {
    uint32_t u = uint32_t(x[i]);
    int s = n[i];
    int32_t *o = &want[8 * i];
    o[0] = int32_t(u << 1);
    o[1] = int32_t(u << s);
    o[2] = int32_t(u >> 3);
    o[3] = x[i] >> s;
    o[4] = int32_t(u << s);
    o[5] = x[i] >> s;
    o[6] = int32_t(u >> s);
    o[7] = int32_t(u << ((s | 96) & 31));
    auto shl8 = [](int8_t c, int k) { return int8_t(uint8_t(c) << (k & 7)); };
    wantCv[i] = {shl8(int8_t(x[i]), 9), shl8(int8_t(x[i] >> 8), 10),
                 shl8(-3, 15), shl8(100, 17)};
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, M * 8), want));
  EXPECT_TRUE(allEqual(download<std::array<int8_t, 4>>(cv, M), wantCv));
}

TEST_F(Types, FloatArithmetic) {
  // + - * and negation are exact in IEEE-754; division: OpenCL allows
  // 2.5 ulp, checked at 3 ulp.
  Kernel k = kernel(R"CL(
__kernel void float_ops(__global const float *a, __global const float *b,
                        __global float *out, __global int *cmp) {
  size_t i = get_global_id(0);
  float x = a[i], y = b[i];
  out[5 * i] = x + y;
  out[5 * i + 1] = x - y;
  out[5 * i + 2] = x * y;
  out[5 * i + 3] = -x;
  out[5 * i + 4] = x / y;
  cmp[4 * i] = x < y;
  cmp[4 * i + 1] = x == y;
  cmp[4 * i + 2] = x >= y;
  cmp[4 * i + 3] = x != y;
}
)CL");
  auto a = random<float>(N, -1000.0f, 1000.0f);
  auto b = random<float>(N, -1000.0f, 1000.0f);
  for (size_t i = 0; i < N; i += 17)
    b[i] = a[i]; // equal pairs for the comparisons
  for (size_t i = 0; i < N; ++i)
    if (std::fabs(b[i]) < 0.5f)
      b[i] = 0.5f;
  Buffer ba = upload(a), bb = upload(b);
  Buffer out = makeBuffer(N * 5 * 4), cmp = makeBuffer(N * 4 * 4);
  run(k, NDRange::linear(N, 64), ba, bb, out, cmp);
  auto got = download<float>(out, N * 5);
  std::vector<float> exact, wantExact, quot, wantQuot;
  std::vector<int32_t> wantCmp;
  for (size_t i = 0; i < N; ++i) {
    float x = a[i], y = b[i];
    exact.insert(exact.end(),
                 {got[5 * i], got[5 * i + 1], got[5 * i + 2], got[5 * i + 3]});
    wantExact.insert(wantExact.end(), {x + y, x - y, x * y, -x});
    quot.push_back(got[5 * i + 4]);
    wantQuot.push_back(x / y);
    wantCmp.insert(wantCmp.end(), {x < y, x == y, x >= y, x != y});
  }
  EXPECT_TRUE(allEqual(exact, wantExact));
  EXPECT_TRUE(allNear(quot, wantQuot, 3));
  EXPECT_TRUE(allEqual(download<int32_t>(cmp, N * 4), wantCmp));
}

TEST_F(Types, DoubleArithmetic) {
  E2E_REQUIRE_FP64();
  Kernel k = kernel(R"CL(
__kernel void double_ops(__global const double *a, __global const double *b,
                         __global double *out, __global float *narrow) {
  size_t i = get_global_id(0);
  double x = a[i], y = b[i];
  out[4 * i] = x + y;
  out[4 * i + 1] = x - y;
  out[4 * i + 2] = x * y;
  out[4 * i + 3] = (double)(float)x + (double)(int)y;
  narrow[i] = (float)(x * y);
}
)CL");
  auto a = random<double>(N, -1e6, 1e6), b = random<double>(N, -1e6, 1e6);
  Buffer ba = upload(a), bb = upload(b);
  Buffer out = makeBuffer(N * 32), narrow = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), ba, bb, out, narrow);
  std::vector<double> want;
  std::vector<float> wantNarrow;
  for (size_t i = 0; i < N; ++i) {
    double x = a[i], y = b[i];
    want.insert(want.end(),
                {x + y, x - y, x * y, double(float(x)) + double(int32_t(y))});
    wantNarrow.push_back(float(x * y));
  }
  EXPECT_TRUE(allEqual(download<double>(out, N * 4), want));
  EXPECT_TRUE(allEqual(download<float>(narrow, N), wantNarrow));
}

TEST_F(Types, FloatSpecialValues) {
  // IEEE-754 as OpenCL requires: signed zeros, infinities, and NaN in
  // comparisons (every ordered comparison with NaN is false, != is true).
  Kernel k = kernel(R"CL(
__kernel void specials(__global const float *a, __global const float *b,
                       __global float *out, __global int *cmp) {
  size_t i = get_global_id(0);
  float x = a[i], y = b[i];
  out[3 * i] = x + y;
  out[3 * i + 1] = x * y;
  out[3 * i + 2] = x - y;
  __global int *c = cmp + 7 * i;
  c[0] = x == y;
  c[1] = x != y;
  c[2] = x < y;
  c[3] = x <= y;
  c[4] = x > y;
  c[5] = x >= y;
  c[6] = !(x < y);
}
)CL");
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const std::vector<std::pair<float, float>> pairs = {
      {0.0f, -0.0f},   {-0.0f, -0.0f}, {-0.0f, 0.0f}, {1.0f, -1.0f},
      {inf, 1.0f},     {-inf, 2.0f},   {inf, -inf},   {1e30f, 1e30f},
      {-1e30f, 1e30f}, {nan, 1.0f},    {1.0f, nan},   {nan, nan},
      {inf, inf},      {0.0f, inf},    {-0.0f, 3.0f}, {2.5f, 2.5f}};
  std::vector<float> a, b;
  for (auto [x, y] : pairs) {
    a.push_back(x);
    b.push_back(y);
  }
  const size_t M = pairs.size();
  Buffer ba = upload(a), bb = upload(b), out = makeBuffer(M * 12),
         cmp = makeBuffer(M * 28);
  run(k, NDRange::linear(M), ba, bb, out, cmp);
  auto got = download<float>(out, M * 3);
  std::vector<float> gotNumbers, wantNumbers;
  std::vector<int32_t> nanness, wantNanness;
  std::vector<int32_t> wantCmp;
  for (size_t i = 0; i < M; ++i) {
    float x = a[i], y = b[i];
    const float want[3] = {x + y, x * y, x - y};
    for (int j = 0; j < 3; ++j) {
      // NaN payloads and signs are unspecified: only NaN-ness is checked.
      nanness.push_back(std::isnan(got[3 * i + j]));
      wantNanness.push_back(std::isnan(want[j]));
      if (!std::isnan(want[j])) {
        gotNumbers.push_back(got[3 * i + j]);
        wantNumbers.push_back(want[j]);
      }
    }
    wantCmp.insert(wantCmp.end(),
                   {x == y, x != y, x<y, x <= y, x> y, x >= y, !(x < y)});
  }
  EXPECT_TRUE(allEqual(nanness, wantNanness));
  EXPECT_TRUE(allEqual(gotNumbers, wantNumbers));
  EXPECT_TRUE(allEqual(download<int32_t>(cmp, M * 7), wantCmp));
}

TEST_F(Types, NegativeConstantsInNarrowVariables) {
  // char/short variables initialised from negative constants must behave
  // as the negative value once promoted back to int.
  Kernel k = kernel(R"CL(
__kernel void narrow_constants(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int x = in[g];
  char c = -3;
  short s = -1;
  uchar uc = 250;
  ushort us = 65000;
  short picked = (short)x;
  if (x & 1)
    picked = -2;
  short h[4] = {(short)x, (short)x, (short)x, (short)x};
  h[x & 3] = -7;
  char wrapped = 200;               // -56
  char4 v = (char4)(-1, -2, 3, -4);
  __global int *o = out + 10 * g;
  o[0] = c + x;
  o[1] = s + x;
  o[2] = uc + x;
  o[3] = us + x;
  o[4] = picked;
  o[5] = h[(x >> 2) & 3];
  o[6] = wrapped + x;
  o[7] = v.w + v.y + x;
  o[8] = (char)x == (char)-1;
  o[9] = (short)x < (short)-3;
}
)CL");
  constexpr size_t M = 1024;
  auto in = random<int32_t>(M, -100000, 100000);
  for (size_t i = 0; i < M; i += 8)
    in[i] = -1 - int32_t(i % 3); // (char)x == -1, (short)x < -3 cases
  Buffer bin = upload(in), out = makeBuffer(M * 40);
  run(k, NDRange::linear(M, 64), bin, out);
  std::vector<int32_t> want;
  for (int32_t x : in) {
    int16_t h[4] = {int16_t(x), int16_t(x), int16_t(x), int16_t(x)};
    h[x & 3] = -7;
    want.insert(want.end(), {x - 3, x - 1, x + 250, x + 65000,
                             (x & 1) ? -2 : int16_t(x), h[(x >> 2) & 3], x - 56,
                             x - 6, int8_t(x) == -1, int16_t(x) < -3});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, M * 10), want));
}

} // namespace
} // namespace vkcl::e2e
