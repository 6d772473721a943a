// The exact math functions that take floats apart (OpenCL C 3.0, 6.15.2,
// all 0 ulp): fdim, maxmag, minmag, nextafter, ldexp, frexp, ilogb, logb,
// fmod, remainder, remquo, fract and modf; and hypot and rsqrt, which need
// the same care about scaling.
//
// Everything works on the bits or on exactly scaled values, so subnormal
// inputs and results are exact wherever the device keeps subnormals (a
// device that flushes them flushes the final multiply, as the CTS allows).
// fmod divides the mantissas eight quotient bits per step in 32-bit integers
// (at most 35 steps for float's exponent range), which also yields the low
// quotient bits remquo returns.

#define vkcl_f32_inf as_float(0x7f800000u)
#define vkcl_f32_nan as_float(0x7fc00000u)

// A flushing device (SwiftShader) compares a subnormal equal to zero and
// flushes it as an operand: zeros, subnormals and the order of two values
// are told apart on the bits here, so subnormal inputs get their exact
// results everywhere.

/// Whether x is +-0 (not a subnormal).
VKCL_LIB int __vkcl_is_zero_f32(float x) {
  return (as_uint(x) & 0x7fffffffu) == 0u;
}

/// |x| as an integer, ordered as the magnitudes are (x not NaN).
VKCL_LIB uint __vkcl_magnitude_f32(float x) { return as_uint(x) & 0x7fffffffu; }

/// x's place in float order as an unsigned integer (-0 just below +0; x
/// not NaN).
VKCL_LIB uint __vkcl_order_f32(float x) {
  uint b = as_uint(x);
  return (b & 0x80000000u) ? ~b : b | 0x80000000u;
}

VKCL_LIB float __vkcl_fdim_f32(float x, float y) {
  if (x != x || y != y)
    return vkcl_f32_nan;
  return x > y ? x - y : 0.0f;
}

/// fmax on the bits: the larger in float order, the other operand for a
/// NaN (the library's own, so that subnormals order exactly).
VKCL_LIB float __vkcl_max_bits_f32(float x, float y) {
  if (x != x)
    return y;
  if (y != y)
    return x;
  return __vkcl_order_f32(x) >= __vkcl_order_f32(y) ? x : y;
}

VKCL_LIB float __vkcl_min_bits_f32(float x, float y) {
  if (x != x)
    return y;
  if (y != y)
    return x;
  return __vkcl_order_f32(x) <= __vkcl_order_f32(y) ? x : y;
}

VKCL_LIB float __vkcl_maxmag_f32(float x, float y) {
  if (x != x || y != y)
    return __vkcl_max_bits_f32(x, y);
  uint ax = __vkcl_magnitude_f32(x), ay = __vkcl_magnitude_f32(y);
  return ax > ay ? x : ay > ax ? y : __vkcl_max_bits_f32(x, y);
}

VKCL_LIB float __vkcl_minmag_f32(float x, float y) {
  if (x != x || y != y)
    return __vkcl_min_bits_f32(x, y);
  uint ax = __vkcl_magnitude_f32(x), ay = __vkcl_magnitude_f32(y);
  return ax < ay ? x : ay < ax ? y : __vkcl_min_bits_f32(x, y);
}

VKCL_LIB float __vkcl_nextafter_f32(float x, float y) {
  if (x != x || y != y)
    return vkcl_f32_nan;
  uint ox = __vkcl_order_f32(x), oy = __vkcl_order_f32(y);
  if (ox == oy || (__vkcl_is_zero_f32(x) && __vkcl_is_zero_f32(y)))
    return y;
  if (__vkcl_is_zero_f32(x)) // the smallest subnormal of y's sign
    return as_float((as_uint(y) & 0x80000000u) | 1u);
  // One step up or down the float order, which is the bits' order for
  // positive x and its reverse for negative x.
  uint bits = as_uint(x);
  int up = ox < oy, negative = (bits >> 31) != 0u;
  return as_float(up != negative ? bits + 1u : bits - 1u);
}

/// x * 2^n for a finite non-zero x, rounded once to nearest even (also
/// into the subnormal range); n in [-400, 400].
VKCL_LIB float __vkcl_scale_f32(float x, int n) {
  if (__vkcl_magnitude_f32(x) < 0x800000u) { // subnormal: normalize first
    x = __vkcl_subnormal_up24_f32(x);
    n -= 24;
  }
  uint bits = as_uint(x);
  int e = (int)((bits >> 23) & 0xffu) - 127 + n;
  if (e > 127)
    return copysign(vkcl_f32_inf, x);
  if (e >= -126)
    return as_float((bits & 0x807fffffu) | ((uint)(e + 127) << 23));
  if (e < -151) // below half the smallest subnormal
    return copysign(0.0f, x);
  // A subnormal result, rounded to nearest even in integers: a float
  // multiply would do it too, but a flushing device flushes a result that
  // is tiny before rounding even where it rounds up to 2^-126.
  uint m = (bits & 0x7fffffu) | 0x800000u;
  uint shift = (uint)(-126 - e); // 1 .. 25
  uint kept = m >> shift, rest = m & ((1u << shift) - 1u);
  uint midpoint = 1u << (shift - 1u);
  if (rest > midpoint || (rest == midpoint && (kept & 1u)))
    kept += 1u; // a carry into bit 23 makes it 2^-126, as it should
  return as_float((bits & 0x80000000u) | kept);
}

VKCL_LIB float __vkcl_ldexp_f32(float x, int n) {
  if (__vkcl_is_zero_f32(x) || isinf(x) || x != x)
    return x;
  return __vkcl_scale_f32(x, n < -400 ? -400 : n > 400 ? 400 : n);
}

/// The unbiased exponent of a finite non-zero x, subnormals included.
VKCL_LIB int __vkcl_exponent_f32(float x) {
  uint a = as_uint(x) & 0x7fffffffu;
  if (a < 0x800000u) // subnormal: 2^-126 scaled by its leading bit
    return (int)((as_uint((float)a) >> 23) & 0xffu) - 127 - 149;
  return (int)(a >> 23) - 127;
}

VKCL_LIB float __vkcl_frexp_f32(float x) {
  if (__vkcl_is_zero_f32(x) || isinf(x) || x != x)
    return x;
  return __vkcl_scale_f32(x, -__vkcl_exponent_f32(x) - 1);
}

VKCL_LIB int __vkcl_frexp_exp_f32(float x) {
  if (__vkcl_is_zero_f32(x) || isinf(x) || x != x)
    return 0;
  return __vkcl_exponent_f32(x) + 1;
}

VKCL_LIB int __vkcl_ilogb_f32(float x) {
  if (x != x)
    return 2147483647; // FP_ILOGBNAN
  if (__vkcl_is_zero_f32(x))
    return -2147483647 - 1; // FP_ILOGB0
  if (isinf(x))
    return 2147483647;
  return __vkcl_exponent_f32(x);
}

VKCL_LIB float __vkcl_logb_f32(float x) {
  if (x != x)
    return x;
  if (__vkcl_is_zero_f32(x))
    return -vkcl_f32_inf;
  if (isinf(x))
    return vkcl_f32_inf;
  return (float)__vkcl_exponent_f32(x);
}

/// For finite x and non-zero finite y with |x| >= |y|: |x| mod |y| as the
/// integer remainder r (the result is r * 2^(ey - 23)), and the low bits
/// of the quotient.
VKCL_LIB float __vkcl_fmod_loop_f32(float x, float y, __private uint *quo) {
  uint ax = as_uint(x) & 0x7fffffffu, ay = as_uint(y) & 0x7fffffffu;
  int ex = ax < 0x800000u ? -126 : (int)(ax >> 23) - 127;
  int ey = ay < 0x800000u ? -126 : (int)(ay >> 23) - 127;
  uint mx = ax < 0x800000u ? ax : (ax & 0x7fffffu) | 0x800000u;
  uint my = ay < 0x800000u ? ay : (ay & 0x7fffffu) | 0x800000u;
  uint q = mx / my;
  uint r = mx % my;
  // Bring down the exponent difference, eight bits per step at most.
  for (int d = ex - ey; d > 0;) {
    int step = d < 8 ? d : 8;
    uint wide = r << step;
    q = (q << step) | (wide / my);
    r = wide % my;
    d -= step;
  }
  *quo = q;
  return __vkcl_ldexp_f32((float)r, ey - 23);
}

VKCL_LIB float __vkcl_fmod_f32(float x, float y) {
  if (x != x || y != y || isinf(x) || __vkcl_is_zero_f32(y))
    return vkcl_f32_nan;
  if (isinf(y) || __vkcl_magnitude_f32(x) < __vkcl_magnitude_f32(y))
    return x;
  uint quo;
  return copysign(__vkcl_fmod_loop_f32(x, y, &quo), x);
}

/// a - b for 0 <= b <= a finite, exact where b >= a / 2 (Sterbenz), also
/// for tiny operands: below 2^-100 both are scaled up by 2^64 on the bits
/// first, since a flushing device would flush subnormal operands.
VKCL_LIB float __vkcl_sub_exact_f32(float a, float b) {
  if (as_uint(a) >= 0x0d800000u) // a >= 2^-100
    return a - b;
  float as = __vkcl_is_zero_f32(a) ? 0.0f : __vkcl_scale_f32(a, 64);
  float bs = __vkcl_is_zero_f32(b) ? 0.0f : __vkcl_scale_f32(b, 64);
  float d = as - bs;
  return __vkcl_is_zero_f32(d) ? 0.0f : __vkcl_scale_f32(d, -64);
}

/// remainder's result, and its quotient's sign and low seven bits, as the
/// shared part of remainder and remquo.
VKCL_LIB float __vkcl_remquo_both_f32(float x, float y, __private int *quo) {
  *quo = 0;
  if (x != x || y != y || isinf(x) || __vkcl_is_zero_f32(y))
    return vkcl_f32_nan;
  if (isinf(y))
    return x;
  float ax = fabs(x), ay = fabs(y);
  uint q = 0;
  float r = ax;
  if (as_uint(ax) >= as_uint(ay))
    r = __vkcl_fmod_loop_f32(x, y, &q);
  // r in [0, |y|): round the quotient to nearest, ties to even. 2r may
  // overflow only when |y| > MAXFLOAT / 2, where r > |y| / 2 reads as r >
  // |y| - r, exact by Sterbenz.
  // r and rest are not negative: their bits order them, subnormals too.
  float rest = __vkcl_sub_exact_f32(ay, r);
  if (as_uint(r) > as_uint(rest) || (as_uint(r) == as_uint(rest) && (q & 1u))) {
    r = -rest;
    q += 1u;
  }
  int sign = (as_uint(x) ^ as_uint(y)) >> 31 ? -1 : 1;
  *quo = sign * (int)(q & 0x7fu);
  return __vkcl_is_zero_f32(r) ? copysign(0.0f, x)
                               : (as_uint(x) >> 31 ? -r : r);
}

VKCL_LIB float __vkcl_remainder_f32(float x, float y) {
  int quo;
  return __vkcl_remquo_both_f32(x, y, &quo);
}

VKCL_LIB float __vkcl_remquo_f32(float x, float y) {
  return __vkcl_remainder_f32(x, y);
}

VKCL_LIB int __vkcl_remquo_quo_f32(float x, float y) {
  int quo;
  __vkcl_remquo_both_f32(x, y, &quo);
  return quo;
}

VKCL_LIB float __vkcl_fract_f32(float x) {
  if (x != x)
    return x;
  if (isinf(x))
    return copysign(0.0f, x);
  if (__vkcl_magnitude_f32(x) < 0x800000u) // a subnormal reads as +-0
    return copysign(0.0f, x);
  return fmin(x - floor(x), 0x1.fffffep-1f);
}

VKCL_LIB float __vkcl_fract_floor_f32(float x) {
  if (__vkcl_magnitude_f32(x) < 0x800000u) // as fract: +-0
    return copysign(0.0f, x);
  return floor(x);
}

VKCL_LIB float __vkcl_modf_f32(float x) {
  if (isinf(x))
    return copysign(0.0f, x);
  return copysign(x - trunc(x), x);
}

VKCL_LIB float __vkcl_modf_trunc_f32(float x) { return trunc(x); }

/// hypot without overflow or underflow: both operands scaled by a power of
/// two near the larger one's inverse, the sum of squares (1.5 ulp at most)
/// rooted correctly rounded (halving its error), scaled back: <= 1.3 ulp.
VKCL_LIB float __vkcl_hypot_f32(float x, float y) {
  float ax = fabs(x), ay = fabs(y);
  if (isinf(ax) || isinf(ay))
    return vkcl_f32_inf;
  if (ax != ax || ay != ay)
    return vkcl_f32_nan;
  float big = __vkcl_max_bits_f32(ax, ay), small = __vkcl_min_bits_f32(ax, ay);
  if (__vkcl_is_zero_f32(small))
    return big;
  int e = __vkcl_exponent_f32(big);
  float bs = __vkcl_scale_f32(big, -e), ss = __vkcl_scale_f32(small, -e);
  float root = __vkcl_sqrt_f32(bs * bs + ss * ss);
  return __vkcl_ldexp_f32(root, e);
}

/// 1/sqrt(x) for every x: the correctly rounded root, its reciprocal, and
/// one Newton step on the exact residual 1 - s*y (Dekker's product, no
/// fma), which makes up for the device's division (2.5 ulp): <= 1.5 ulp.
/// Subnormals and special values take it (__vkcl_rsqrt_f32).
VKCL_LIB float __vkcl_rsqrt_general_f32(float x) {
  if (x != x || x <= -0x1p-126f)
    return vkcl_f32_nan;
  if (x < 0.0f || x == 0.0f) // a negative subnormal may be read as -0
    return copysign(vkcl_f32_inf, x);
  if (isinf(x))
    return 0.0f;
  float s = __vkcl_sqrt_f32(x);
  int e = __vkcl_exponent_f32(s);
  float sm = __vkcl_scale_f32(s, -e); // in [1, 2)
  float y = 1.0f / sm;
  // p + pl = sm * y exactly.
  float p = sm * y;
  float pl = __vkcl_xl_two_prod_err(sm, y, p);
  float residual = (1.0f - p) - pl;
  return __vkcl_ldexp_f32(y + y * residual, -e);
}

/// 1/sqrt(x) for positive normal x: x = m * 2^2k with m in [1, 4), the
/// device's estimate y of 1/sqrt(m) and one Newton step on the residual
/// 1 - m*y^2, computed exactly but for its last, smallest part (Dekker's
/// products, no fma): y + y/2 (1 - m*y^2) is within 2^-20 ulp of the
/// reciprocal root for an estimate within 2 ulp, so the result is within
/// 0.5 + 2^-20 ulp (1.25 ulp for an estimate of only 12 good bits, host
/// sweeps). No square root and no division.
VKCL_LIB float __vkcl_rsqrt_f32(float x) {
  uint bits = as_uint(x);
  if (bits < 0x800000u || bits >= 0x7f800000u)
    return __vkcl_rsqrt_general_f32(x);
  int k = __vkcl_half_exponent_f32(bits); // rsqrt(x) = rsqrt(m) * 2^-k
  float m = as_float(bits - ((uint)(2 * k) << 23));
  // 1/sqrt(m) lies in (1/2, 1]: an estimate outside only comes closer.
  float y = native_rsqrt(m);
  y = y < 0.5f ? 0.5f : y > 1.0f ? 1.0f : y;
  // y^2 = s + sl and m * s = t + tl exactly; m * sl is some 2^-24 of the
  // rest and rounded.
  float s = y * y;
  float sl = __vkcl_xl_two_prod_err(y, y, s);
  float t = m * s;
  float tl = __vkcl_xl_two_prod_err(m, s, t);
  // 1 - t is exact (Sterbenz: t is within a few ulp of 1).
  float residual = ((1.0f - t) - tl) - m * sl;
  float r = y + y * (0.5f * residual);
  return as_float(as_uint(r) - ((uint)k << 23));
}

/// The bits of a half that x (a float) holds exactly: half's nextafter and
/// fract compute in float on half values, and step half's own units.
VKCL_LIB uint __vkcl_half_bits_f32(float x) {
  uint sign = (as_uint(x) >> 16) & 0x8000u;
  float ax = fabs(x);
  if (ax != ax)
    return sign | 0x7e00u;
  if (isinf(ax))
    return sign | 0x7c00u;
  if (ax < 0x1p-14f) // subnormal half: a multiple of 2^-24
    return sign | (uint)(ax * 0x1p24f);
  uint b = as_uint(ax);
  return sign | ((((b >> 23) - 112u) << 10) | ((b >> 13) & 0x3ffu));
}

/// The float value of half bits h (exact).
VKCL_LIB float __vkcl_half_value_f32(uint h) {
  float sign = (h & 0x8000u) ? -1.0f : 1.0f;
  uint e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  if (e == 0u)
    return sign * (float)m * 0x1p-24f;
  if (e == 31u)
    return m ? as_float(0x7fc00000u) : sign * vkcl_f32_inf;
  return as_float(((h & 0x8000u) << 16) | ((e + 112u) << 23) | (m << 13));
}

/// nextafter on half operands (held in floats): one unit of half.
VKCL_LIB float __vkcl_nextafter_half_f32(float x, float y) {
  if (x != x || y != y)
    return vkcl_f32_nan;
  if (x == y)
    return y;
  if (x == 0.0f) // half's smallest subnormal, of y's sign
    return copysign(0x1p-24f, y);
  uint h = __vkcl_half_bits_f32(x);
  int away = (x < y) == (x > 0.0f);
  return __vkcl_half_value_f32(away ? h + 1u : h - 1u);
}

/// fract on a half operand (held in a float): x - floor(x) is exact in
/// float, and clamping it below 1 at half's largest value there before the
/// one rounding to half is the spec's min(x - floor(x), 0x1.ffcp-1h).
VKCL_LIB float __vkcl_fract_half_f32(float x) {
  if (x != x)
    return x;
  if (isinf(x))
    return copysign(0.0f, x);
  if (x == 0.0f)
    return x;
  return fmin(x - floor(x), 0x1.ffcp-1f);
}
