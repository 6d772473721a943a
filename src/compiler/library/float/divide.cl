// Float x / y correctly rounded, for -cl-fp32-correctly-rounded-divide-sqrt
// (OpenCL C 3.0, 7.4; the compiler calls it for a program's own float `/`
// under that option, and for nothing else: native_divide and the library's
// own divisions keep the device's 2.5 ulp).
//
// The device's OpFDiv is only 2.5 ulp (Vulkan), and an Fma may round
// twice (lavapipe, SwiftShader), so the quotient is decided from its exact
// remainder, in float arithmetic and 32-bit integers only (SwiftShader has
// no 64-bit ones):
//  - x = mx 2^ex and y = my 2^ey with mx, my in [1, 2) are read on the
//    bits (subnormal operands too: a flushing device would flush them in
//    any float operation), and mx doubled where mx < my, so the quotient is
//    Q 2^e with Q = mx / my in [1, 2): one binade, one unit u = 2^-23;
//  - q = OpFDiv(mx, my) is within 2.5 u of Q; one correction by the
//    remainder mx - q my (Dekker's product, one fma where Fma is fused)
//    brings it within 0.5 u + 2^-20 u: q is then faithful, and the
//    remainder r = mx - q my of a faithful q is exact in float (a multiple
//    of 2^-46 below 2^-22);
//  - the sign of r and its size against the half unit h = my u / 2 (exact)
//    decide the rounding: q + u where r > h, q - u where r < -h, else q.
//    r = +-h would be a quotient exactly halfway between two floats, which
//    no two normal mantissas give (mx has 24 bits, a midpoint times my at
//    least 25);
//  - a subnormal quotient rounds at its own unit 2^-149: the bits of q
//    below that unit, compared with half of it, and the sign of r where
//    they are exactly half, give the rounding without a second remainder.
// No loop, two OpFDiv, about 30 instructions on the common path.
//
// Where Fma is fused (FP_FAST_FMAF: NVIDIA), operands and quotient well
// inside the normal range skip the scaling: the remainder of |x| / |y|
// itself is exact in one fma (__vkcl_divide_cr_ordinary_f32).

/// |x| = m 2^e with m in [1, 2), for the magnitude bits `a` of a finite
/// nonzero float, read on the bits: how far a subnormal's leading one lies
/// below bit 23 (0 for a normal float), then m and e.
VKCL_LIB uint __vkcl_divide_shift_f32(uint a) {
  return a < 0x800000u ? clz(a) - 8u : 0u;
}
VKCL_LIB float __vkcl_divide_mantissa_f32(uint a, uint shift) {
  return as_float(((a << shift) & 0x7fffffu) | 0x3f800000u);
}
VKCL_LIB int __vkcl_divide_exponent_f32(uint a, uint shift) {
  return a < 0x800000u ? -126 - (int)shift : (int)(a >> 23) - 127;
}

/// A quotient estimate held inside [1, 2): Q lies there, so this only
/// moves it closer.
VKCL_LIB float __vkcl_divide_clamp_f32(float q) {
  return q < 1.0f ? 1.0f : q > 0x1.fffffep0f ? 0x1.fffffep0f : q;
}

/// mx - q my, for mx in [1, 4) and q, my in [1, 2) with q my near mx: mx
/// - p is exact (Sterbenz), and so is the whole where the remainder is
/// representable (q faithful); within its last bit otherwise.
VKCL_LIB float __vkcl_divide_remainder_f32(float mx, float my, float q) {
  float p = q * my;
  return (mx - p) - __vkcl_xl_two_prod_err(q, my, p);
}

#ifdef FP_FAST_FMAF
/// Whether ax / ay takes the ordinary path: biased exponent fields bx in
/// [32, 253] and by in [1, 252], bx - by in [-100, 125]. Then 1 / ay is
/// normal (OpFDiv's 2.5 ulp hold), the quotient Q lies in [2^-101, 2^126)
/// (normal, and one unit up never overflows), and the half unit of Q
/// times ay, about ax 2^-25, is normal: a flushing device keeps it.
VKCL_LIB int __vkcl_divide_cr_is_ordinary_f32(uint xa, uint ya) {
  uint bx = xa >> 23, by = ya >> 23;
  return bx - 32u <= 221u && by - 1u <= 251u && bx - by + 100u <= 225u;
}

/// ax / ay correctly rounded for positive ax, ay with
/// __vkcl_divide_cr_is_ordinary_f32, with fused fma:
///  - c = OpFDiv(1, ay) within 2.5 ulp, q = ax c within 3.5 ulp, and one
///    correction q + (ax - q ay) c (the remainder rounded once) makes q
///    faithful (within 0.5 ulp + 2^-20 ulp);
///  - the remainder r = ax - q ay of a faithful q is exact in one fma (a
///    multiple of ulp(q) ulp(ay), below 2^24 of them); its tiny values
///    may flush to zero, which decides nothing: only |r| near h does;
///  - h = ay ulp(q) / 2 (exact): q + ulp where r > h, q - ulp where
///    r < -h. No quotient lies exactly halfway (the argument above), and
///    none strictly between a power of two 2^k and the float below it
///    (X / Y <= 1 - 1 / Y for mantissas X < Y < 2^24), so the corrected
///    q, Q rounded after a tiny error, is never 2^k above such a Q, where
///    the float below would be only half a unit down.
VKCL_LIB float __vkcl_divide_cr_ordinary_f32(float ax, float ay) {
  float c = native_divide(1.0f, ay);
  float q = ax * c;
  q = fma(fma(-q, ay, ax), c, q);
  float r = fma(-q, ay, ax); // exact
  uint qb = as_uint(q);
  float h = ay * as_float((qb & 0x7f800000u) - (24u << 23));
  return as_float(r > h ? qb + 1u : r < -h ? qb - 1u : qb);
}
#endif

VKCL_LIB float __vkcl_divide_cr_f32(float x, float y) {
  uint xa = as_uint(x) & 0x7fffffffu, ya = as_uint(y) & 0x7fffffffu;
  uint sign = (as_uint(x) ^ as_uint(y)) & 0x80000000u;
#ifdef FP_FAST_FMAF
  if (__vkcl_divide_cr_is_ordinary_f32(xa, ya))
    return as_float(sign | as_uint(__vkcl_divide_cr_ordinary_f32(
                               as_float(xa), as_float(ya))));
#endif
  if (xa > 0x7f800000u || ya > 0x7f800000u)
    return x + y; // a NaN operand: a NaN
  if (xa == 0x7f800000u || ya == 0u) // inf / y or x / 0
    return xa == ya ? as_float(0x7fc00000u) // inf / inf, 0 / 0
                    : as_float(sign | 0x7f800000u);
  if (xa == 0u || ya == 0x7f800000u) // 0 / y or x / inf
    return as_float(sign);
  uint sx = __vkcl_divide_shift_f32(xa), sy = __vkcl_divide_shift_f32(ya);
  float mx = __vkcl_divide_mantissa_f32(xa, sx);
  float my = __vkcl_divide_mantissa_f32(ya, sy);
  int e = __vkcl_divide_exponent_f32(xa, sx) - __vkcl_divide_exponent_f32(ya, sy);
  if (mx < my) {
    mx *= 2.0f;
    e -= 1;
  }
  float q = __vkcl_divide_clamp_f32(native_divide(mx, my));
  float r = __vkcl_divide_remainder_f32(mx, my, q);
  q = __vkcl_divide_clamp_f32(q + native_divide(r, my));
  r = __vkcl_divide_remainder_f32(mx, my, q); // exact
  if (e >= -126) {
    float h = my * 0x1p-24f;
    uint qb = as_uint(q);
    if (r > h)
      qb += 1u; // 0x1.fffffep0 + u carries into 2.0
    else if (r < -h)
      qb -= 1u; // never below 1: Q >= 1
    if ((int)(qb >> 23) + e > 254)
      return as_float(sign | 0x7f800000u);
    return as_float(sign | (qb + ((uint)e << 23)));
  }
  // A subnormal quotient: Q 2^e in units of 2^-149 is m 2^-s, m the
  // 24-bit mantissa of q (plus the fraction r / (my u) in (-1, 1)).
  uint s = (uint)(-126 - e);
  if (s > 24u) // below half the smallest subnormal
    return as_float(sign);
  uint m = (as_uint(q) & 0x7fffffu) | 0x800000u;
  uint low = m & ((1u << s) - 1u), halfway = 1u << (s - 1u);
  uint k = m >> s;
  if (low > halfway ||
      (low == halfway && (r > 0.0f || (r == 0.0f && (k & 1u) != 0u))))
    k += 1u; // may carry into the smallest normal
  return as_float(sign | k);
}
