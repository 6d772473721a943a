// pow, powr, pown and rootn (OpenCL C 3.0, 6.15.2; full profile 16 ulp).
// All four are 2^(y log2|x|) with log2|x| in float-float (pow_log2.cl) and
// the product y log2|x| as float-float: an error d in that exponent is a
// relative error d ln2 of the result, and the exponent reaches 150 in
// magnitude, so float alone (or exp(y * log(x)) from the 3-ulp functions)
// would be thousands of ulp off.
//  - z = y log2|x| in float-float (pown's n may have 31 bits: two floats;
//    rootn divides, the quotient corrected by its exact remainder, so the
//    device's 2.5-ulp division costs nothing), then 2^z from explog.cl's
//    __vkcl_xl_exp2_split (2^k e^(f ln2) with f ln2 in float-float, or
//    the device's Exp2 where it is measured precise).
// No double and no 64-bit integers (see explog.cl).

/// |x|^y for positive finite ax (|x|, subnormal included) and finite
/// y = yh + yl (yl = 0 but for pown's widest n), or ax^(1/n) when n != 0:
/// 2^z with z = y log2(ax) (or log2(ax) / n), both in float-float, and
/// a float-float ah + al added to z where ah != 0 (tgamma's Stirling).
VKCL_LIB float __vkcl_xl_pow_core(float ax, float yh, float yl, int n, float ah,
                                  float al) {
  struct __vkcl_xl_pow_log2 l = __vkcl_xl_pow_log2_f32(ax);
  float lh = l.hi, ll = l.lo;
  float zh, zl;
  if (n != 0) {
    // z = l / n: the quotient, then its exact remainder divided again
    float nf = (float)n;
    zh = lh / nf;
    float q = zh * nf;
    float qe = __vkcl_xl_two_prod_err(zh, nf, q);
    zl = (((lh - q) - qe) + ll) / nf;
  } else {
    zh = yh * lh;
    if (!(fabs(zh) < 0x1p20f)) // far beyond 2^+-151: overflow or 0
      return zh > 0.0f ? as_float(0x7f800000u) : 0.0f;
    zl = __vkcl_xl_two_prod_err(yh, lh, zh) + (yh * ll + yl * lh);
  }
  if (ah != 0.0f || al != 0.0f) {
    float sh = zh + ah;
    zl = (zl + al) + __vkcl_two_sum_err(zh, ah, sh);
    zh = sh;
  }
  if (!(fabs(zh) < 151.0f)) // beyond 2^+-151: overflow or 0
    return zh > 0.0f ? as_float(0x7f800000u) : 0.0f;
  return __vkcl_xl_exp2_split(zh, zl);
}

/// Whether y is an odd integer (every float from 2^24 up is even).
VKCL_LIB int __vkcl_xl_is_odd(float y) {
  return fabs(y) < 0x1p24f && trunc(y) == y && ((int)y & 1);
}

/// pow where x or y is +-0, +-inf or NaN, or |x| == 1 (C99 F.9.4.4).
VKCL_LIB float __vkcl_xl_pow_special(float x, float y) {
  float inf = as_float(0x7f800000u);
  if (y == 0.0f || x == 1.0f)
    return 1.0f;
  if (isnan(x) || isnan(y))
    return x + y;
  float ax = fabs(x);
  if (isinf(y)) // |x| < 1: +inf gives 0, -inf gives inf; |x| > 1 opposite
    return ax == 1.0f ? 1.0f : ((ax < 1.0f) == (y < 0.0f) ? inf : 0.0f);
  int odd = __vkcl_xl_is_odd(y);
  if (ax == 1.0f) // x == -1, y finite
    return trunc(y) != y ? as_float(0x7fc00000u) : (odd ? -1.0f : 1.0f);
  // x is +-0 or +-inf, y finite and nonzero
  float r = (ax == 0.0f) == (y < 0.0f) ? inf : 0.0f;
  return odd ? copysign(r, x) : r;
}

VKCL_LIB float __vkcl_pow_f32(float x, float y) {
  float ax = fabs(x), ay = fabs(y);
  float inf = as_float(0x7f800000u);
  if (!(ax > 0.0f && ax < inf && ay > 0.0f && ay < inf) || ax == 1.0f)
    return __vkcl_xl_pow_special(x, y);
  if (x < 0.0f && trunc(y) != y) // negative x, non-integer y
    return as_float(0x7fc00000u);
  float r = __vkcl_xl_pow_core(ax, y, 0.0f, 0, 0.0f, 0.0f);
  return x < 0.0f && __vkcl_xl_is_odd(y) ? -r : r;
}

VKCL_LIB float __vkcl_powr_f32(float x, float y) {
  float inf = as_float(0x7f800000u);
  if (x < 0.0f || isnan(x) || isnan(y))
    return as_float(0x7fc00000u);
  if (x == 0.0f || x == inf) { // powr(0, 0) and powr(inf, 0) are NaN
    if (y == 0.0f)
      return as_float(0x7fc00000u);
    return (x == 0.0f) == (y < 0.0f) ? inf : 0.0f;
  }
  if (x == 1.0f) // powr(1, +-inf) is NaN
    return isinf(y) ? as_float(0x7fc00000u) : 1.0f;
  if (y == 0.0f)
    return 1.0f;
  if (isinf(y))
    return (x < 1.0f) == (y < 0.0f) ? inf : 0.0f;
  return __vkcl_xl_pow_core(x, y, 0.0f, 0, 0.0f, 0.0f);
}

VKCL_LIB float __vkcl_pown_f32(float x, int n) {
  if (n == 0)
    return 1.0f;
  float ax = fabs(x);
  int odd = n & 1;
  if (isnan(x))
    return x + x;
  if (ax == 0.0f || isinf(x)) {
    float r = (n < 0) == (ax == 0.0f) ? as_float(0x7f800000u) : 0.0f;
    return odd ? copysign(r, x) : r;
  }
  // n = yh + yl exactly: yh is n rounded to float, and n - yh (at most
  // 64) is (n with its low 8 bits cleared, exact as a float) - yh, exact,
  // plus those 8 bits.
  float yh = (float)n;
  float yl = ((float)(n & ~0xff) - yh) + (float)(n & 0xff);
  float r = __vkcl_xl_pow_core(ax, yh, yl, 0, 0.0f, 0.0f);
  return odd && x < 0.0f ? -r : r;
}

VKCL_LIB float __vkcl_rootn_f32(float x, int n) {
  int odd = n & 1;
  if (n == 0 || isnan(x) || (x < 0.0f && !odd))
    return as_float(0x7fc00000u);
  float ax = fabs(x);
  if (ax == 0.0f || isinf(x)) {
    float r = (n < 0) == (ax == 0.0f) ? as_float(0x7f800000u) : 0.0f;
    return odd ? copysign(r, x) : r;
  }
  return copysign(__vkcl_xl_pow_core(ax, 0.0f, 0.0f, n, 0.0f, 0.0f), x);
}
