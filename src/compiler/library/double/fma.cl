// fma on double (OpenCL C 3.0, 6.15.2: correctly rounded) without a fused
// instruction, for devices whose GLSL.std.450 Fma is a multiply and an add
// (lavapipe rounds twice; where the target's Fma is fused the compiler
// emits it directly and never calls this).
//
// Why integers and not double-word arithmetic: the exact product needs 106
// bits and Dekker's split overflows near the top of the range and loses
// bits near the bottom, so every edge would need its own scaling; in 64-bit
// integers (every fp64 target has them) the whole computation is exact and
// the edges are one code path. The 53-bit mantissas (subnormals normalized
// first) give the exact 106-bit product through mul_hi and the low product;
// it and c's mantissa are placed in 128-bit words (two ulongs) with their
// top bits at 124..125, so the sum never reaches bit 127 and the lowest bit
// of each is zero. The operand with the smaller exponent is shifted right,
// the bits it loses ORed into bit 0 (a sticky bit): the unshifted operand
// has a zero bit 0, so the approximate sum lies in the same pair of
// integers [2j, 2j + 2) as the exact one and the rounding, decided at bit 1
// or above, is the same. Bits are lost only when the exponents differ by
// more than 20 (the product shifted) or 72 (c shifted); then the sum has
// its top bit at 123 or above and the unit of the result is far above bit 1.
// The sum is normalized with clz and rounded once to nearest even at the
// unit of its own exponent, or at 2^-1074 for a subnormal result. Error: 0
// ulp (every input; exact zeros +0, -0 only from -0 + -0 in the special
// path; overflow to inf by the carry into the exponent field).

/// The 53-bit mantissa of |x| (bits u, finite, not zero), normalized so its
/// top bit is bit 52 (subnormals shifted up).
VKCL_LIB ulong __vkcl_dfma_mant_f64(ulong u) {
  ulong m = u & 0xffffffffffffful;
  if ((u >> 52) != 0ul)
    m |= 0x10000000000000ul;
  return m << (clz(m) - 11ul);
}

/// The exponent of the last bit of __vkcl_dfma_mant_f64(u): |x| =
/// mant * 2^exp.
VKCL_LIB int __vkcl_dfma_exp_f64(ulong u) {
  int e = (int)(u >> 52);
  ulong m = u & 0xffffffffffffful;
  if (e != 0)
    return e - 1075;
  return -1074 - ((int)clz(m) - 11);
}

/// The low word of the 128-bit hi:lo shifted right by n (0 <= n < 128).
/// Every shift amount is kept within 0..63: OpenCL C takes it modulo 64.
VKCL_LIB ulong __vkcl_dfma_shr_lo_f64(ulong hi, ulong lo, int n) {
  if (n == 0)
    return lo;
  if (n < 64)
    return (lo >> n) | (hi << (64 - n));
  return hi >> (n - 64);
}

/// The high word of hi:lo shifted right by n (0 <= n < 128).
VKCL_LIB ulong __vkcl_dfma_shr_hi_f64(ulong hi, int n) {
  return n < 64 ? hi >> n : 0ul;
}

/// Whether the bits that hi:lo >> n drops are not all zero (0 <= n < 128).
VKCL_LIB int __vkcl_dfma_lost_f64(ulong hi, ulong lo, int n) {
  if (n == 0)
    return 0;
  if (n < 64)
    return (lo << (64 - n)) != 0ul;
  if (n == 64)
    return lo != 0ul;
  return lo != 0ul || (hi << (128 - n)) != 0ul;
}

VKCL_LIB double __vkcl_fma_f64(double a, double b, double c) {
  const ulong sign_bit = 0x8000000000000000ul;
  const ulong inf_bits = 0x7ff0000000000000ul;
  ulong ua = as_ulong(a), ub = as_ulong(b), uc = as_ulong(c);
  ulong sign_p = (ua ^ ub) & sign_bit, sign_c = uc & sign_bit;
  ua &= ~sign_bit;
  ub &= ~sign_bit;
  uc &= ~sign_bit;
  // Special operands by their bits: a device that flushed subnormals in
  // a * b + c would get inf * subnormal or 0 + subnormal wrong.
  if (ua > inf_bits || ub > inf_bits || uc > inf_bits)
    return a * b + c; // a NaN operand: a NaN
  if (ua == inf_bits || ub == inf_bits) {
    if (ua == 0ul || ub == 0ul) // inf * 0
      return as_double(0x7ff8000000000000ul);
    if (uc == inf_bits && sign_c != sign_p) // inf - inf
      return as_double(0x7ff8000000000000ul);
    return as_double(sign_p | inf_bits);
  }
  if (uc == inf_bits) // finite * finite + inf: c
    return c;
  if (ua == 0ul || ub == 0ul) // an exact zero product: c, or a zero sum
    return uc != 0ul ? c : as_double(sign_p & sign_c);

  // x = a * b << 20 = xh:xl * 2^ex, top bit at 124 or 125, bits 0..19 zero.
  ulong ma = __vkcl_dfma_mant_f64(ua), mb = __vkcl_dfma_mant_f64(ub);
  ulong ph = mul_hi(ma, mb), pl = ma * mb;
  ulong xh = (ph << 20) | (pl >> 44), xl = pl << 20;
  int ex = __vkcl_dfma_exp_f64(ua) + __vkcl_dfma_exp_f64(ub) - 20;
  ulong sign = sign_p;
  // y = c << 72 = yh:yl * 2^ey, top bit at 124, bits 0..71 zero; c == 0
  // adds nothing (the product's sign stays, as IEEE's for a nonzero sum).
  ulong yh = 0ul, yl = 0ul;
  int ey = ex;
  if (uc != 0ul) {
    yh = __vkcl_dfma_mant_f64(uc) << 8;
    ey = __vkcl_dfma_exp_f64(uc) - 72;
  }
  int subtract = sign_p != sign_c && uc != 0ul;
  if (ey > ex) { // c's exponent is the larger: c is x, the product y
    ulong th = xh, tl = xl;
    int te = ex;
    xh = yh;
    xl = yl;
    ex = ey;
    yh = th;
    yl = tl;
    ey = te;
    sign = sign_c;
  }
  // Align y to x's exponent; what falls off becomes the sticky bit 0.
  int d = ex - ey;
  if (d >= 128) {
    yl = 1ul; // y is nonzero here: it was a product or c != 0
    yh = 0ul;
  } else {
    int lost = __vkcl_dfma_lost_f64(yh, yl, d);
    yl = __vkcl_dfma_shr_lo_f64(yh, yl, d) | (ulong)lost;
    yh = __vkcl_dfma_shr_hi_f64(yh, d);
  }
  ulong rh, rl;
  if (subtract) {
    rl = xl - yl;
    rh = xh - yh - (ulong)(xl < yl);
    if ((rh & sign_bit) != 0ul) { // y > x (equal exponents): negate
      rl = ~rl + 1ul;
      rh = ~rh + (ulong)(rl == 0ul);
      sign ^= sign_bit;
    }
  } else {
    rl = xl + yl;
    rh = xh + yh + (ulong)(rl < xl);
  }
  if ((rh | rl) == 0ul) // exact cancellation: +0 in round to nearest
    return 0.0;

  // r = rh:rl * 2^ex, its top bit at h; its last unit is at bit k (the
  // 53rd bit from the top, or 2^-1074's bit for a subnormal result).
  int h = rh != 0ul ? 127 - (int)clz(rh) : 63 - (int)clz(rl);
  int top = h + ex; // the exponent of r's top bit
  if (top > 1023)
    return as_double(sign | inf_bits);
  int k = h - 52 > -1074 - ex ? h - 52 : -1074 - ex;
  ulong q = 0ul; // r in units of 2^(ex + k), rounded
  if (k <= 0) {  // exact: r < 2^53 fits in rl
    q = rl << (-k);
  } else if (k < 128) { // r < 2^127: k >= 128 leaves below half a unit
    int s = k - 1;      // t = r >> s: q and the rounding bit
    ulong t = __vkcl_dfma_shr_lo_f64(rh, rl, s);
    int sticky = __vkcl_dfma_lost_f64(rh, rl, s);
    q = t >> 1;
    if ((t & 1ul) != 0ul && (sticky || (q & 1ul) != 0ul))
      q += 1ul; // to nearest, ties to even
  }
  // A normal result's q has its top bit at 52 (53 after a carry): the
  // exponent field adds to it, and a carry out of 2^1023's binade gives
  // inf's bits. A subnormal q is the bits themselves (2^52: the least
  // normal number).
  if (top >= -1022)
    q += (ulong)(top + 1022) << 52;
  return as_double(sign | q);
}
