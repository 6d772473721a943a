// Operators: ++/--, compound assignment, comma, short-circuit evaluation
// with side effects, bool, vector comparisons and vector select, scalar to
// vector widening.
#include "E2eFixture.h"

namespace vkcl::e2e {
namespace {

constexpr size_t N = 2048;
using Int4 = std::array<int32_t, 4>;
using Float4 = std::array<float, 4>;

class Operators : public E2eTest {};

TEST_F(Operators, IncrementDecrement) {
  Kernel k = kernel(R"CL(
__kernel void incdec(__global const int *in, __global const float *fin,
                     __global int *out, __global float *fout) {
  size_t i = get_global_id(0);
  int x = in[i];
  __global int *o = out + 8 * i;
  o[0] = x++;
  o[1] = x;
  o[2] = ++x;
  o[3] = x--;
  o[4] = --x;
  uchar c = (uchar)x;
  c++;
  o[5] = c;
  __global int *p = o + 6;
  *p++ = x;
  *p = (int)(p - o);
  float f = fin[i];
  fout[2 * i] = f++;
  fout[2 * i + 1] = --f - 0.5f;
}
)CL");
  auto in = random<int32_t>(N, -1000000, 1000000);
  in[0] = 255;
  in[1] = -1;
  auto fin = random<float>(N, -1000.0f, 1000.0f);
  Buffer bin = upload(in), bfin = upload(fin);
  Buffer out = makeBuffer(N * 32), fout = makeBuffer(N * 8);
  run(k, NDRange::linear(N, 64), bin, bfin, out, fout);
  std::vector<int32_t> want;
  std::vector<float> wantF;
  for (size_t i = 0; i < N; ++i) {
    int32_t x = in[i];
    want.insert(want.end(),
                {x, x + 1, x + 2, x + 2, x, int32_t(uint8_t(x + 1)), x, 7});
    float f = fin[i];
    wantF.insert(wantF.end(), {f, ((f + 1.0f) - 1.0f) - 0.5f});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N * 8), want));
  EXPECT_TRUE(allEqual(download<float>(fout, N * 2), wantF));
}

TEST_F(Operators, CompoundAssignment) {
  Kernel k = kernel(R"CL(
__kernel void compound(__global const int *a, __global const int *b,
                       __global int *out, __global uchar *bytes,
                       __global int4 *vec) {
  size_t i = get_global_id(0);
  int x = a[i], y = b[i];
  __global int *o = out + 10 * i;
  int r = x;
  r += y;  o[0] = r;
  r -= 3;  o[1] = r;
  r *= y;  o[2] = r;
  r /= 7;  o[3] = r;
  r %= 5;  o[4] = r;
  r <<= 3; o[5] = r;
  r >>= 1; o[6] = r;
  r &= x;  o[7] = r;
  r |= y;  o[8] = r;
  r ^= 0x5a5a; o[9] = r;
  uchar c = (uchar)x;
  c += 100;
  c *= 3;
  bytes[i] = c;
  int4 v = (int4)(x, y, 1, 2);
  v += 10;
  v *= (int4)(1, 2, 3, 4);
  v.s13 -= (int2)(y, 5);
  vec[i] = v;
}
)CL");
  auto a = random<int32_t>(N, -30000, 30000), b = random<int32_t>(N, 1, 3000);
  Buffer ba = upload(a), bb = upload(b);
  Buffer out = makeBuffer(N * 40), bytes = makeBuffer(N),
         vec = makeBuffer(N * 16);
  run(k, NDRange::linear(N, 64), ba, bb, out, bytes, vec);
  std::vector<int32_t> want;
  std::vector<uint8_t> wantBytes;
  std::vector<Int4> wantVec;
  for (size_t i = 0; i < N; ++i) {
    int32_t x = a[i], y = b[i], r = x;
    r += y;
    want.push_back(r);
    r -= 3;
    want.push_back(r);
    r *= y;
    want.push_back(r);
    r /= 7;
    want.push_back(r);
    r %= 5;
    want.push_back(r);
    r = int32_t(uint32_t(r) << 3);
    want.push_back(r);
    r >>= 1;
    want.push_back(r);
    r &= x;
    want.push_back(r);
    r |= y;
    want.push_back(r);
    r ^= 0x5a5a;
    want.push_back(r);
    wantBytes.push_back(uint8_t(uint8_t(uint8_t(x) + 100) * 3));
    wantVec.push_back({x + 10, (y + 10) * 2 - y, 33, 48 - 5});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N * 10), want));
  EXPECT_TRUE(allEqual(download<uint8_t>(bytes, N), wantBytes));
  EXPECT_TRUE(allEqual(download<Int4>(vec, N), wantVec));
}

TEST_F(Operators, Comma) {
  Kernel k = kernel(R"CL(
__kernel void comma(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int x = in[g];
  int r = (x += 1, x * 2);
  int s = 0;
  for (int i = 0, j = 10; i < j; i++, j--)
    s += i * j;
  out[2 * g] = r;
  out[2 * g + 1] = s + x;
}
)CL");
  auto in = random<int32_t>(N, -100000, 100000);
  Buffer bin = upload(in), out = makeBuffer(N * 8);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want;
  for (int32_t x : in)
    want.insert(want.end(), {(x + 1) * 2,
                             0 * 10 + 1 * 9 + 2 * 8 + 3 * 7 + 4 * 6 + (x + 1)});
  EXPECT_TRUE(allEqual(download<int32_t>(out, N * 2), want));
}

TEST_F(Operators, ShortCircuitSkipsSideEffects) {
  // Stores in the right operand of && / || and in the unselected arm of ?:
  // must not happen: those slots keep the poison.
  Kernel k = kernel(R"CL(
__kernel void short_circuit(__global const int *in, __global int *andSide,
                            __global int *orSide, __global int *ternSide,
                            __global int *result) {
  size_t g = get_global_id(0);
  int x = in[g];
  int a = (x > 0) && ((andSide[g] = x) != 7);
  int o = (x > 0) || ((orSide[g] = -x) == 3);
  int t = (x & 1) ? (ternSide[2 * g] = 1) : (ternSide[2 * g + 1] = 2);
  result[g] = a * 100 + o * 10 + t;
}
)CL");
  auto in = random<int32_t>(N, -100, 100);
  in[0] = 7;
  Buffer bin = upload(in), andSide = makeBuffer(N * 4),
         orSide = makeBuffer(N * 4), ternSide = makeBuffer(N * 8),
         result = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), bin, andSide, orSide, ternSide, result);
  const int32_t P = int32_t(Poison);
  std::vector<int32_t> wantAnd, wantOr, wantTern, wantResult;
  for (int32_t x : in) {
    wantAnd.push_back(x > 0 ? x : P);
    wantOr.push_back(x > 0 ? P : -x);
    bool odd = x & 1;
    wantTern.insert(wantTern.end(), {odd ? 1 : P, odd ? P : 2});
    int a = x > 0 && x != 7, o = x > 0 || -x == 3, t = odd ? 1 : 2;
    wantResult.push_back(a * 100 + o * 10 + t);
  }
  EXPECT_TRUE(allEqual(download<int32_t>(andSide, N), wantAnd));
  EXPECT_TRUE(allEqual(download<int32_t>(orSide, N), wantOr));
  EXPECT_TRUE(allEqual(download<int32_t>(ternSide, 2 * N), wantTern));
  EXPECT_TRUE(allEqual(download<int32_t>(result, N), wantResult));
}

TEST_F(Operators, Bool) {
  Kernel k = kernel(R"CL(
__kernel void bools(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int x = in[g];
  bool b = x;           // nonzero -> true
  bool c = !x;
  bool flags[4] = {x > 10, x < -10, b, c};
  int count = 0;
  for (int i = 0; i < 4; ++i)
    count += flags[i];
  bool pick = flags[(x & 3)];
  out[4 * g] = b;
  out[4 * g + 1] = b + b + c;
  out[4 * g + 2] = count;
  out[4 * g + 3] = pick ? 7 : -7;
}
)CL");
  auto in = random<int32_t>(N, -20, 20);
  Buffer bin = upload(in), out = makeBuffer(N * 16);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want;
  for (int32_t x : in) {
    bool b = x, c = !x;
    bool flags[4] = {x > 10, x < -10, b, c};
    int count = flags[0] + flags[1] + flags[2] + flags[3];
    want.insert(want.end(), {b, b + b + c, count, flags[x & 3] ? 7 : -7});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N * 4), want));
}

TEST_F(Operators, VectorComparisonsGiveMinusOne) {
  Kernel k = kernel(R"CL(
__kernel void vcmp(__global const int4 *a, __global const int4 *b,
                   __global const float4 *fa, __global const float4 *fb,
                   __global int4 *out) {
  size_t i = get_global_id(0);
  out[5 * i] = a[i] < b[i];
  out[5 * i + 1] = a[i] == b[i];
  out[5 * i + 2] = fa[i] >= fb[i];
  out[5 * i + 3] = as_int4(as_uint4(a[i]) > as_uint4(b[i]));
  out[5 * i + 4] = !a[i] + (a[i] && b[i]) * 10;
}
)CL");
  auto av = random<int32_t>(N * 4, -4, 4), bv = random<int32_t>(N * 4, -4, 4);
  auto fav = random<float>(N * 4, -2.0f, 2.0f);
  std::vector<Int4> a(N), b(N);
  std::vector<Float4> fa(N), fb(N);
  for (size_t i = 0; i < N; ++i)
    for (int c = 0; c < 4; ++c) {
      a[i][c] = av[4 * i + c];
      b[i][c] = bv[4 * i + c];
      fa[i][c] = fav[4 * i + c];
      fb[i][c] = (c == 1) ? fa[i][c] : float(bv[4 * i + c]) / 2.0f;
    }
  Buffer ba = upload(a), bb = upload(b), bfa = upload(fa), bfb = upload(fb);
  Buffer out = makeBuffer(N * 5 * 16);
  run(k, NDRange::linear(N, 64), ba, bb, bfa, bfb, out);
  std::vector<Int4> want;
  for (size_t i = 0; i < N; ++i) {
    Int4 r[5];
    for (int c = 0; c < 4; ++c) {
      int32_t x = a[i][c], y = b[i][c];
      r[0][c] = x < y ? -1 : 0;
      r[1][c] = x == y ? -1 : 0;
      r[2][c] = fa[i][c] >= fb[i][c] ? -1 : 0;
      r[3][c] = uint32_t(x) > uint32_t(y) ? -1 : 0;
      r[4][c] = (x ? 0 : -1) + ((x && y) ? -10 : 0);
    }
    want.insert(want.end(), r, r + 5);
  }
  EXPECT_TRUE(allEqual(download<Int4>(out, N * 5), want));
}

TEST_F(Operators, VectorSelectUsesMostSignificantBit) {
  // c ? a : b with a vector c picks a where c's MSB is set: a nonzero
  // component without its MSB selects b.
  Kernel k = kernel(R"CL(
__kernel void vselect(__global const int4 *c, __global const float4 *a,
                      __global const float4 *b, __global float4 *out,
                      __global int4 *iout) {
  size_t i = get_global_id(0);
  out[i] = c[i] ? a[i] : b[i];
  iout[i] = (a[i] > b[i]) ? (int4)(1, 2, 3, 4) : (int4)(-1);
}
)CL");
  auto cv = random<int32_t>(N * 4);
  auto av = random<float>(N * 4, -10.0f, 10.0f),
       bv = random<float>(N * 4, -10.0f, 10.0f);
  std::vector<Int4> c(N);
  std::vector<Float4> a(N), b(N);
  for (size_t i = 0; i < N; ++i)
    for (int j = 0; j < 4; ++j) {
      c[i][j] = cv[4 * i + j];
      a[i][j] = av[4 * i + j];
      b[i][j] = bv[4 * i + j];
    }
  c[0] = {1, -1, 0, INT32_MIN};
  Buffer bc = upload(c), ba = upload(a), bb = upload(b);
  Buffer out = makeBuffer(N * 16), iout = makeBuffer(N * 16);
  run(k, NDRange::linear(N, 64), bc, ba, bb, out, iout);
  std::vector<Float4> want(N);
  std::vector<Int4> wantI(N);
  for (size_t i = 0; i < N; ++i)
    for (int j = 0; j < 4; ++j) {
      want[i][j] = c[i][j] < 0 ? a[i][j] : b[i][j];
      wantI[i][j] = a[i][j] > b[i][j] ? j + 1 : -1;
    }
  EXPECT_TRUE(allEqual(download<Float4>(out, N), want));
  EXPECT_TRUE(allEqual(download<Int4>(iout, N), wantI));
}

TEST_F(Operators, ScalarWidensToVector) {
  Kernel k = kernel(R"CL(
__kernel void widen(__global const int4 *v, __global const int *s,
                    __global const float4 *fv, __global const float *fs,
                    __global int4 *out, __global float4 *fout) {
  size_t i = get_global_id(0);
  out[3 * i] = v[i] + s[i];
  out[3 * i + 1] = s[i] - v[i] * 3;
  out[3 * i + 2] = v[i] > s[i];
  float4 prod = fv[i] * fs[i]; // separate statements: no contraction
  fout[2 * i] = prod + 2.0f;
  fout[2 * i + 1] = (float4)(fs[i]) - fv[i];
}
)CL");
  auto vv = random<int32_t>(N * 4, -1000, 1000),
       s = random<int32_t>(N, -1000, 1000);
  auto fvv = random<float>(N * 4, -100.0f, 100.0f),
       fs = random<float>(N, -100.0f, 100.0f);
  std::vector<Int4> v(N);
  std::vector<Float4> fv(N);
  for (size_t i = 0; i < N; ++i)
    for (int j = 0; j < 4; ++j) {
      v[i][j] = vv[4 * i + j];
      fv[i][j] = fvv[4 * i + j];
    }
  Buffer bv = upload(v), bs = upload(s), bfv = upload(fv), bfs = upload(fs);
  Buffer out = makeBuffer(N * 48), fout = makeBuffer(N * 32);
  run(k, NDRange::linear(N, 64), bv, bs, bfv, bfs, out, fout);
  std::vector<Int4> want;
  std::vector<Float4> wantF;
  for (size_t i = 0; i < N; ++i) {
    Int4 r0, r1, r2;
    Float4 f0, f1;
    for (int j = 0; j < 4; ++j) {
      r0[j] = v[i][j] + s[i];
      r1[j] = s[i] - v[i][j] * 3;
      r2[j] = v[i][j] > s[i] ? -1 : 0;
      float prod = fv[i][j] * fs[i];
      f0[j] = prod + 2.0f;
      f1[j] = fs[i] - fv[i][j];
    }
    want.insert(want.end(), {r0, r1, r2});
    wantF.insert(wantF.end(), {f0, f1});
  }
  EXPECT_TRUE(allEqual(download<Int4>(out, N * 3), want));
  EXPECT_TRUE(allEqual(download<Float4>(fout, N * 2), wantF));
}

// Float arithmetic is not re-associated: (a + b) - b rounds twice, as C
// says. Mesa folds it to `a` when the operations are undecorated.
TEST_F(Operators, FloatAddSubtractNotReassociated) {
  Kernel k = kernel(R"CL(
__kernel void no_reassoc(__global const float *a, __global const float *b,
                         __global float *out) {
  size_t i = get_global_id(0);
  float s = a[i] + b[i];
  out[i] = s - b[i];
}
)CL");
  auto a = random<float>(N, -1.0f, 1.0f);
  auto b = random<float>(N, -1000.0f, 1000.0f);
  Buffer ba = upload(a), bb = upload(b), out = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), ba, bb, out);
  std::vector<float> want(N);
  size_t changed = 0;
  for (size_t i = 0; i < N; ++i) {
    volatile float s = a[i] + b[i];
    want[i] = s - b[i];
    changed += want[i] != a[i];
  }
  ASSERT_GT(changed, N / 2) << "inputs must make the roundings visible";
  EXPECT_TRUE(allEqual(download<float>(out, N), want));
}

// Float division within OpenCL's 2.5 ulp also where the divisor's magnitude
// exceeds 2^126, beyond the range Vulkan bounds OpFDiv in (NVIDIA returns 0
// there: 1e38f / 2e38f). Quotients stay normal, so flushing changes nothing;
// the reference is the correctly rounded float of the exact double quotient,
// and 2.5 ulp from the exact value is at most 3 from it.
TEST_F(Operators, FloatDivisionByHugeDivisors) {
  Kernel k = kernel(R"CL(
__kernel void quotient(__global const float *a, __global const float *b,
                       __global float *out) {
  size_t i = get_global_id(0);
  out[i] = a[i] / b[i];
}
)CL");
  std::vector<float> a, b;
  auto mantissa = random<float>(N, 1.0f, 2.0f);
  auto exponent = random<int>(2 * N, 0, 1 << 20);
  for (size_t i = 0; i < N; ++i) {
    float sign = exponent[i] & 1 ? -1.0f : 1.0f;
    // |b| in [2^126, 2^128), |a| in [2^100, 2^128): |a / b| in [2^-28, 4).
    b.push_back(sign * std::ldexp(mantissa[i], 126 + exponent[i] % 2));
    a.push_back(std::ldexp(mantissa[(i * 7) % N], 100 + exponent[N + i] % 28));
  }
  a.insert(a.end(), {1e38f, 3e38f, -3.4e38f, 1.0e30f});
  b.insert(b.end(), {2e38f, 3.4e38f, 1.7e38f, -1e38f});
  Buffer out = makeBuffer(a.size() * 4);
  run(k, NDRange::linear(a.size(), 1), upload(a), upload(b), out);
  std::vector<float> want;
  for (size_t i = 0; i < a.size(); ++i)
    want.push_back(float(double(a[i]) / double(b[i])));
  EXPECT_TRUE(allNear(download<float>(out, a.size()), want, 3));
}

} // namespace
} // namespace vkcl::e2e
