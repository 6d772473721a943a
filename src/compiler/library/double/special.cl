// erf, erfc, tgamma, lgamma and lgamma_r on double (OpenCL C 3.0, 6.15.2;
// full profile: erf, erfc, tgamma 16 ulp; lgamma and lgamma_r have no
// bound, these aim at a few ulp away from lgamma's zeros, as the float ones
// do, and keep relative precision at its zeros 1 and 2). Coefficients from
// tests/library/fit_special_f64.py (Chebyshev interpolants, near-minimax).
//  - erf: x + x P(x^2) below 1 (about 1 ulp); beyond, 1 - erfc (erfc(1) =
//    0.157, so erfc's relative error shrinks by 0.19 in erf); 1 from 6.
//  - erfc: 1 - erf below 1/2 (about 1 ulp); beyond, erfc(x) = e^(-x^2)
//    erfcx(x), erfcx (entire, smooth, slowly varying) a polynomial in x - c
//    on ten intervals of [0.5, 27.3] (0.5 ulp relative). e^(-x^2) cannot
//    take a rounded x^2 (x^2 = 729 at 27: its half ulp, 5.7e-14, is 130
//    ulp of the result), so x^2 = h + l exactly (Dekker) and e^(-x^2) =
//    e^(-h) (1 - l) with |l| <= 2^-44 (l^2 far below an ulp): the error is
//    exp's (under 1 ulp) plus four roundings, about 3 ulp in all. Where
//    e^(-h) would be subnormal (h > 700) the exponent takes + 64 ln2 (its
//    error carried in l) and the result is scaled by 2^-64 at the end, so
//    it is rounded once into the subnormal range; 0 from 27.3.
//  - tgamma: Gamma(a) = 1 / R(a - 1.5) for a in [1, 2), R = 1/Gamma (an
//    entire function: degree 14 reaches 0.1 ulp), and Gamma(x) = N / (D R)
//    with N = (x - 1)(x - 2)...(a) for x >= 2 and D = x (x + 1)...(a - 1)
//    for x < 1 (every factor x -+ k is exact). N and D are double-double
//    products (Dekker), so the up to 191 factors add no error and the
//    quotient is corrected by its exact remainder: 2 ulp in all, also
//    next to the overflow at 171.62 (N prescaled by 2^-40) and for
//    negative x down to the underflow (D rescaled by 2^-512 as it grows,
//    the scale applied at the end so that subnormal results are rounded
//    once). This costs a loop of up to 191 steps where Stirling's series
//    would need an exp and log of 2^-70 precision; the loop is exact by
//    construction. Poles: tgamma(+-0) = +-inf, NaN at negative integers
//    and -inf; +inf from 171.625; 1 / x (corrected) below 2^-56 in
//    magnitude; +-0 below -190.
//  - lgamma: t P(t) around the zeros 1 (x in [0.7, 1.25], t = x - 1) and 2
//    ([1.75, 2.5], t = x - 2), P(x - 1.5) in between (relative error about
//    1 ulp); from 8 on, Stirling's series x (log x - 1) - (log x) / 2 +
//    log sqrt(2 pi) + B2/(2 x) + ... (ten terms, exact below 2^-60 from
//    8) with log x and the products in double-double (1 ulp); log|x| below
//    2^-56 (the gamma x term is below the last place); log|Gamma(x)| from
//    tgamma's product elsewhere in (-8, 8) (a few ulp: 4 at worst near
//    2.5); below -8 the reflection log(pi / |x sin(pi x)|) - lgamma(-x).
//    Near the negative zeros (-2.457, -2.747, ...) the error is absolute
//    (about 2^-52), as in the float version.
//  - lgamma_r_sign: the sign of Gamma(x): +1 at +0, -1 at -0, 0 for NaN,
//    -inf and the negative integers.

/// log(x) for finite x > 0 as a double-double, within about 2^-100
/// relative: part 0 returns the high part (log x rounded), 1 the low part.
/// x = 2^e m with m in [sqrt(1/2), sqrt(2)), log m = 2 atanh(s), s = (m -
/// 1) / (m + 1) as a corrected quotient s + sl, 2 atanh(s) = 2s + s^3 P(s^2)
/// (Taylor, |s| <= 0.172: the tail is below 2^-62 of the result).
VKCL_LIB double __vkcl_dspec_log_part_f64(double x, int part) {
  int e = 0;
  if (x < 0x1p-1022) { // subnormal: scaled exactly into the normal range
    x *= 0x1p60;
    e = -60;
  }
  ulong b = as_ulong(x);
  e += (int)(b >> 52) - 1023;
  double m = as_double((b & 0xffffffffffffful) | 0x3ff0000000000000ul);
  if (m > 0x1.6a09e667f3bcdp+0) {
    m *= 0.5;
    e += 1;
  }
  double num = m - 1.0; // exact (Sterbenz)
  double dh = m + 1.0;
  double dl = __vkcl_two_sum_err_f64(m, 1.0, dh);
  double s = num / dh;
  double p = s * dh;
  double r = ((num - p) - __vkcl_two_prod_err_f64(s, dh, p)) - s * dl;
  double sl = r / dh;
  double u = s * s;
  double q = 0x1.642c8590b2164p-4;
  q = __vkcl_muladd_f64(q, u, 0x1.8618618618618p-4);
  q = __vkcl_muladd_f64(q, u, 0x1.af286bca1af28p-4);
  q = __vkcl_muladd_f64(q, u, 0x1.e1e1e1e1e1e1ep-4);
  q = __vkcl_muladd_f64(q, u, 0x1.1111111111111p-3);
  q = __vkcl_muladd_f64(q, u, 0x1.3b13b13b13b14p-3);
  q = __vkcl_muladd_f64(q, u, 0x1.745d1745d1746p-3);
  q = __vkcl_muladd_f64(q, u, 0x1.c71c71c71c71cp-3);
  q = __vkcl_muladd_f64(q, u, 0x1.2492492492492p-2);
  q = __vkcl_muladd_f64(q, u, 0x1.999999999999ap-2);
  q = __vkcl_muladd_f64(q, u, 0x1.5555555555555p-1);
  double h = 2.0 * s;
  double tail = 2.0 * sl + s * u * q;
  double ef = (double)e;
  double a = ef * 0x1.62e42fefa38p-1; // ln2's high 42 bits: exact
  double hi = a + h;
  double lo =
      __vkcl_two_sum_err_f64(a, h, hi) + (ef * 0x1.ef35793c7673p-45 + tail);
  double rh = hi + lo;
  return part ? __vkcl_fast_two_sum_err_f64(hi, lo, rh) : rh;
}

/// erf(x) / x - 1 as a polynomial in u = x^2, |x| <= 1.
VKCL_LIB double __vkcl_dspec_erf_poly_f64(double u) {
  double p = -0x1.ac9585a44fe29p-31;
  p = __vkcl_muladd_f64(p, u, 0x1.d76af6ca49787p-27);
  p = __vkcl_muladd_f64(p, u, -0x1.5c131500d3f88p-23);
  p = __vkcl_muladd_f64(p, u, 0x1.b981d78881a5dp-20);
  p = __vkcl_muladd_f64(p, u, -0x1.f4ca838adb73bp-17);
  p = __vkcl_muladd_f64(p, u, 0x1.f9a2be4f731a1p-14);
  p = __vkcl_muladd_f64(p, u, -0x1.c02db0665e53dp-11);
  p = __vkcl_muladd_f64(p, u, 0x1.565bccfa44156p-8);
  p = __vkcl_muladd_f64(p, u, -0x1.b82ce31203772p-6);
  p = __vkcl_muladd_f64(p, u, 0x1.ce2f21a040f66p-4);
  p = __vkcl_muladd_f64(p, u, -0x1.812746b0379c1p-2);
  return __vkcl_muladd_f64(p, u, 0x1.06eba8214db68p-3);
}

/// erfcx(x) = e^(x^2) erfc(x) on [0.5, 27.5] as polynomials in x - c, one
/// per interval (row i: [knot i, knot i + 1], c its midpoint), highest
/// coefficient first, zero-padded to 20.
// clang-format off
__constant double __vkcl_dspec_erfcx_tab_f64[200] = {
    // [0.5, 1]
    0.0, 0.0, 0.0,
    0.0, 0.0, 0.0,
    -0x1.e34f70587b39cp-17, 0x1.6be408e744acbp-15, -0x1.02a2c5796f3cap-13,
    0x1.6b80da7254f0fp-12, -0x1.ec0d1ccb09b6fp-11, 0x1.3f81a9597de0ap-9,
    -0x1.8c97dd32ae0e1p-8, 0x1.d43a7c4dbe65p-7, -0x1.054d68296477dp-5,
    0x1.1192f5bd775ccp-4, -0x1.09e77d40e0214p-3, 0x1.d90093ae108bp-3,
    -0x1.78cdd551ee51ap-2, 0x1.038d54ea3d834p-1,
    // [1, 1.5]
    0.0, 0.0, 0.0,
    0.0, 0.0, 0.0,
    0.0, 0x1.70b353cb354eap-18, -0x1.289a0084dc522p-16,
    0x1.c55fa55721438p-15, -0x1.55b2667098bebp-13, 0x1.f0fe839e2a71ap-12,
    -0x1.5b8bda3b71eep-10, 0x1.d1b6959f1cb6ap-9, -0x1.299636cce287fp-7,
    0x1.68a25a6644da8p-6, -0x1.9b635ac6299f6p-5, 0x1.b56f45eef7e51p-4,
    -0x1.abaacdbfa8afbp-3, 0x1.78a692138767ap-2,
    // [1.5, 2]
    0.0, 0.0, 0.0,
    0.0, 0.0, 0.0,
    0.0, 0x1.c2cbcb12e7513p-21, -0x1.8f3eefeb58947p-19,
    0x1.526b82cc3d117p-17, -0x1.1b21385b931bep-15, 0x1.cb4c72a23ca01p-14,
    -0x1.683891ba8746ep-12, 0x1.106bd5bd4d867p-10, -0x1.8bf716a3687cp-9,
    0x1.13648a1200a4bp-7, -0x1.6cb52fe48aa6ap-6, 0x1.c8d0cef0f810bp-5,
    -0x1.0c3d538446446p-3, 0x1.23cfc2f1dc7ep-2,
    // [2, 2.75]
    0.0, 0.0, 0.0,
    0.0, 0.0, 0.0,
    -0x1.b1bbfcf1ab32p-26, 0x1.b90a0a8930745p-24, -0x1.a97e03554a11fp-22,
    0x1.9d304b96c8c4p-20, -0x1.87bc8cc3901e8p-18, 0x1.69c382742b611p-16,
    -0x1.44f8e89533022p-14, 0x1.1b649b6ae0b01p-12, -0x1.deb45e9d206c5p-11,
    0x1.8680d2876d3b3p-9, -0x1.32a8abc8db34bp-7, 0x1.cdc880a056982p-6,
    -0x1.4baeac94dc8b2p-4, 0x1.c3987d04d0b98p-3,
    // [2.75, 3.75]
    0.0, 0.0, 0.0,
    0.0, 0.0, 0.0,
    -0x1.c0b46e01e9b6bp-30, 0x1.0892c381b16a8p-27, -0x1.265e5c02799a6p-25,
    0x1.4e88b02ef1f9fp-23, -0x1.753d28e10308cp-21, 0x1.97de11c57ce6p-19,
    -0x1.b45d01af8fb2bp-17, 0x1.c882ef4cfe9d7p-15, -0x1.d25ebba23a126p-13,
    0x1.d085857aa71c8p-11, -0x1.c24b49c47a0eep-9, 0x1.a7eddc9ee61e8p-7,
    -0x1.82a8522b868a1p-5, 0x1.54a7a08d4bb45p-3,
    // [3.75, 5]
    0.0, 0.0, 0.0,
    0.0, 0.0, 0.0,
    -0x1.604e7c03939ddp-34, 0x1.ee6b7f4950794p-32, -0x1.475c28e47b533p-29,
    0x1.bec2c96085e6fp-27, -0x1.2cd30e015d37bp-24, 0x1.8ee390c81cbfp-22,
    -0x1.0471a413bd69ap-19, 0x1.4eb8a537b250bp-17, -0x1.a712d1a18db0cp-15,
    0x1.06bf9a35852bfp-12, -0x1.406f090aa3e27p-10, 0x1.7f51652a460e7p-8,
    -0x1.c14b6f7f3c2fp-6, 0x1.01afcc22e71b8p-3,
    // [5, 7]
    0.0, 0.0, 0.0,
    0.0, 0.0, 0x1.6bc10b0e17248p-42,
    -0x1.412742ededb3p-39, 0x1.03c2693304f38p-36, -0x1.c1f7bef5e662bp-34,
    0x1.8323e3d357f32p-31, -0x1.491f178fc2739p-28, 0x1.1513406715133p-25,
    -0x1.cde4c3a0307dep-23, 0x1.7d0e03f828daep-20, -0x1.370d064adfc8cp-17,
    0x1.f64cd9c073a5dp-15, -0x1.9106a7cd72e97p-12, 0x1.3c7764a81f46fp-9,
    -0x1.ed7f66d9d0a16p-7, 0x1.7c0348489d721p-4,
    // [7, 10]
    0.0, 0.0, 0.0,
    0.0, -0x1.a068e48ada481p-52, 0x1.e74108dac0e2ap-49,
    -0x1.fc9e4b0c3eaa1p-46, 0x1.261864e2b85d8p-42, -0x1.53f05ba92651fp-39,
    0x1.84e42a80917b5p-36, -0x1.ba5cc802701ecp-33, 0x1.f4638d29da626p-30,
    -0x1.19623faa53616p-26, 0x1.3a9b817ebfab6p-23, -0x1.5da898d7f214fp-20,
    0x1.82426c74ea31p-17, -0x1.a80f2934e8cafp-14, 0x1.cea22f2be0823p-11,
    -0x1.f57cad15dbe3cp-8, 0x1.0e078051f491dp-4,
    // [10, 15]
    0.0, 0.0, 0.0,
    0.0, -0x1.66f69a72195d9p-60, 0x1.265590faebca4p-56,
    -0x1.9b3c40ed1c731p-53, 0x1.4f00ac96835f7p-49, -0x1.12e92f653cfc9p-45,
    0x1.bd699bef20b53p-42, -0x1.67ada1169ffd5p-38, 0x1.21b20087c4d6cp-34,
    -0x1.d14be3cc5c0d4p-31, 0x1.7490dd4c4a0ecp-27, -0x1.296db576bece9p-23,
    0x1.d976d0b17054fp-20, -0x1.77b3f7978ed69p-16, 0x1.2937870fce90fp-12,
    -0x1.d4cddeef787a7p-9, 0x1.7093453935bb9p-5,
    // [15, 27.5]
    -0x1.35664a3e7baa3p-89, 0x1.a4337c367f887p-85, -0x1.4e0a170c2a283p-81,
    0x1.c40fe2475421cp-77, -0x1.57d74b56422adp-72, 0x1.d0a4138d99f4ep-68,
    -0x1.362cea96c27efp-63, 0x1.a23b9564b2ce5p-59, -0x1.19dae828c238dp-54,
    0x1.7b3e4851ed763p-50, -0x1.fdb9c16a41c7p-46, 0x1.56317017b1481p-41,
    -0x1.caf49b5a04be8p-37, 0x1.3372d2232f4bep-32, -0x1.9b77aaf50a2dap-28,
    0x1.130aa3c1b4fe2p-23, -0x1.6f4c77134221p-19, 0x1.e9f7a36d17b03p-15,
    -0x1.4671ebdfcp-10, 0x1.b2844916e18bcp-6,
};
__constant double __vkcl_dspec_erfcx_mid_f64[10] = {0.75, 1.25, 1.75, 2.375, 3.25, 4.375, 6.0, 8.5, 12.5, 21.25};
// clang-format on

/// erfc(x) for x in [0.5, 27.3): e^(-x^2) erfcx(x) (header comment).
VKCL_LIB double __vkcl_dspec_erfc_pos_f64(double x) {
  int i = (x >= 1.0) + (x >= 1.5) + (x >= 2.0) + (x >= 2.75) + (x >= 3.75) +
          (x >= 5.0) + (x >= 7.0) + (x >= 10.0) + (x >= 15.0);
  double s = x - __vkcl_dspec_erfcx_mid_f64[i]; // exact: x >= c / 2
  double q = 0.0;
  for (int k = 0; k < 20; ++k)
    q = q * s + __vkcl_dspec_erfcx_tab_f64[i * 20 + k];
  double h = x * x;
  double l = __vkcl_two_prod_err_f64(x, x, h); // x^2 = h + l exactly
  if (h < 700.0)
    return __vkcl_exp_f64(-h) * (q - q * l);
  // e^(-h + 64 ln2) is normal; 64 ln2's and the sum's errors join l
  double k64 = 0x1.62e42fefa39efp+5;
  double e = k64 - h;
  double el = (__vkcl_two_sum_err_f64(k64, -h, e) + 0x1.abc9e3b39803fp-50) - l;
  return (__vkcl_exp_f64(e) * (q + q * el)) * 0x1p-64;
}

VKCL_LIB double __vkcl_erf_f64(double x) {
  double ax = fabs(x);
  if (ax < 1.0) // x^2 may underflow to 0: then erf(x) = x + 0.128 x
    return x + x * __vkcl_dspec_erf_poly_f64(x * x);
  if (!(ax < 6.0)) // erfc(6) = 2.2e-17 is below half an ulp of 1; NaN
    return x != x ? x : copysign(1.0, x);
  return copysign(1.0 - __vkcl_dspec_erfc_pos_f64(ax), x);
}

VKCL_LIB double __vkcl_erfc_f64(double x) {
  double ax = fabs(x);
  if (ax < 0.5)
    return 1.0 - (x + x * __vkcl_dspec_erf_poly_f64(x * x));
  if (!(ax < 27.3)) // NaN; 0 from 27.23 on, 2 below -6
    return x != x ? x : (x > 0.0 ? 0.0 : 2.0);
  double r = __vkcl_dspec_erfc_pos_f64(ax);
  return x < 0.0 ? 2.0 - r : r;
}

/// 1 / Gamma(1.5 + t), |t| <= 1/2.
VKCL_LIB double __vkcl_dspec_rgamma_f64(double t) {
  double p = -0x1.826a5aa845763p-24;
  p = __vkcl_muladd_f64(p, t, 0x1.3d1d48621c7fap-24);
  p = __vkcl_muladd_f64(p, t, 0x1.217128c6a4734p-19);
  p = __vkcl_muladd_f64(p, t, -0x1.d27fb0958996cp-17);
  p = __vkcl_muladd_f64(p, t, 0x1.a963867b157cep-16);
  p = __vkcl_muladd_f64(p, t, 0x1.3f84fbacf6632p-13);
  p = __vkcl_muladd_f64(p, t, -0x1.232bd85edd4acp-10);
  p = __vkcl_muladd_f64(p, t, 0x1.15f7ef626246ap-9);
  p = __vkcl_muladd_f64(p, t, 0x1.b16203e58badfp-8);
  p = __vkcl_muladd_f64(p, t, -0x1.5955cc389c842p-5);
  p = __vkcl_muladd_f64(p, t, 0x1.a18540be330b4p-5);
  p = __vkcl_muladd_f64(p, t, 0x1.669be41a924cbp-3);
  p = __vkcl_muladd_f64(p, t, -0x1.0da5a671c048ap-1);
  p = __vkcl_muladd_f64(p, t, -0x1.514d3d905842cp-5);
  return __vkcl_muladd_f64(p, t, 0x1.20dd750429b6dp+0);
}

/// Gamma(x) for 2^-56 <= |x| <= 171.625, x >= -190 and not an integer <=
/// 0: N / (D R(a - 1.5)) with double-double N and D (header comment).
VKCL_LIB double __vkcl_dspec_gamma_f64(double x) {
  double a = x, nh = 0x1p-40, nl = 0.0, dh = 1.0, dl = 0.0;
  int scale = 0;
  for (int k = 0; k < 171 && a >= 2.0; ++k) {
    a -= 1.0; // exact
    double p = nh * a;
    double pl = __vkcl_two_prod_err_f64(nh, a, p) + nl * a;
    nh = p + pl;
    nl = __vkcl_fast_two_sum_err_f64(p, pl, nh);
  }
  for (int k = 1; k < 193 && a < 1.0; ++k) {
    double p = dh * a;
    double pl = __vkcl_two_prod_err_f64(dh, a, p) + dl * a;
    dh = p + pl;
    dl = __vkcl_fast_two_sum_err_f64(p, pl, dh);
    if (fabs(dh) > 0x1p512) {
      dh *= 0x1p-512;
      dl *= 0x1p-512;
      scale += 1;
    }
    a = x + (double)k; // exact where |x| >= k; else it only feeds R
  }
  double r = __vkcl_dspec_rgamma_f64(a - 1.5);
  double ph = dh * r;
  double pl = __vkcl_two_prod_err_f64(dh, r, ph) + dl * r;
  double q = nh / ph;
  double m = q * ph;
  double rem = (((nh - m) - __vkcl_two_prod_err_f64(q, ph, m)) + nl) - q * pl;
  q = (q + rem / ph) * 0x1p40;
  for (int k = 0; k < 2 && k < scale; ++k)
    q *= 0x1p-512; // the first product exact unless the result is tiny
  return q;
}

VKCL_LIB double __vkcl_tgamma_f64(double x) {
  if (x == 0.0) // +-inf with the sign of the zero
    return copysign(as_double(0x7ff0000000000000ul), x);
  if (x != x)
    return x;
  if (x < 0.0 && trunc(x) == x) // negative integers and -inf
    return as_double(0x7ff8000000000000ul);
  if (x > 171.625) // overflow from 171.6243769563027, +inf
    return as_double(0x7ff0000000000000ul);
  if (fabs(x) < 0x1p-56) {
    // 1 / x (gamma is below its last place), corrected by the exact
    // remainder; x scaled by 2^100 so that the remainder is representable
    double xs = x * 0x1p100;
    double q = 1.0 / xs;
    double p = q * xs;
    double rem = (1.0 - p) - __vkcl_two_prod_err_f64(q, xs, p);
    return (q + q * rem) * 0x1p100;
  }
  if (x < -190.0) // |Gamma| below 2^-1100: 0 with Gamma's sign
    return ((long)floor(x) & 1l) ? -0.0 : 0.0;
  return __vkcl_dspec_gamma_f64(x);
}

/// lgamma(1 + t) / t for t in [-0.3, 0.25].
VKCL_LIB double __vkcl_dspec_lgamma1_f64(double t) {
  double p = 0x1.e16b44a3932a8p-4;
  p = __vkcl_muladd_f64(p, t, -0x1.08928231b9befp-4);
  p = __vkcl_muladd_f64(p, t, 0x1.3446719ccca15p-5);
  p = __vkcl_muladd_f64(p, t, -0x1.dac85d6b0ee59p-5);
  p = __vkcl_muladd_f64(p, t, 0x1.09065519bdc26p-4);
  p = __vkcl_muladd_f64(p, t, -0x1.1111be916dcb1p-4);
  p = __vkcl_muladd_f64(p, t, 0x1.23f67e5b168e1p-4);
  p = __vkcl_muladd_f64(p, t, -0x1.3b21234cfce7bp-4);
  p = __vkcl_muladd_f64(p, t, 0x1.557194db5b01p-4);
  p = __vkcl_muladd_f64(p, t, -0x1.748bfed6f0b57p-4);
  p = __vkcl_muladd_f64(p, t, 0x1.9a01b706cdcd4p-4);
  p = __vkcl_muladd_f64(p, t, -0x1.c80671cb5bc81p-4);
  p = __vkcl_muladd_f64(p, t, 0x1.010b3706ba575p-3);
  p = __vkcl_muladd_f64(p, t, -0x1.2703a1da99ca2p-3);
  p = __vkcl_muladd_f64(p, t, 0x1.5b40cb0f513b7p-3);
  p = __vkcl_muladd_f64(p, t, -0x1.a8b9c17aa9bf8p-3);
  p = __vkcl_muladd_f64(p, t, 0x1.151322ac7de06p-2);
  p = __vkcl_muladd_f64(p, t, -0x1.9a4d55beab2c6p-2);
  p = __vkcl_muladd_f64(p, t, 0x1.a51a6625307d2p-1);
  return __vkcl_muladd_f64(p, t, -0x1.2788cfc6fb619p-1);
}

/// lgamma(1.5 + s) for s in [-0.25, 0.25].
VKCL_LIB double __vkcl_dspec_lgamma15_f64(double s) {
  double p = -0x1.60ac77ca23d4ep-13;
  p = __vkcl_muladd_f64(p, s, 0x1.1b3ff39fb62aep-12);
  p = __vkcl_muladd_f64(p, s, -0x1.9d467e61358adp-12);
  p = __vkcl_muladd_f64(p, s, 0x1.501d60a45cfe7p-11);
  p = __vkcl_muladd_f64(p, s, -0x1.149012fd01a7cp-10);
  p = __vkcl_muladd_f64(p, s, 0x1.c97cb8f54f805p-10);
  p = __vkcl_muladd_f64(p, s, -0x1.7edb6b04233c8p-9);
  p = __vkcl_muladd_f64(p, s, 0x1.456f092e3a724p-8);
  p = __vkcl_muladd_f64(p, s, -0x1.1a8ba5078f701p-7);
  p = __vkcl_muladd_f64(p, s, 0x1.f9ca39febb64p-7);
  p = __vkcl_muladd_f64(p, s, -0x1.da59d53733a3fp-6);
  p = __vkcl_muladd_f64(p, s, 0x1.e0f840dac40bap-5);
  p = __vkcl_muladd_f64(p, s, -0x1.1ae55b180728fp-3);
  p = __vkcl_muladd_f64(p, s, 0x1.de9e64df22f0ep-2);
  p = __vkcl_muladd_f64(p, s, 0x1.2aed059bd608ap-5);
  return __vkcl_muladd_f64(p, s, -0x1.eeb95b094c191p-4);
}

/// lgamma(2 + t) / t for t in [-0.25, 0.5].
VKCL_LIB double __vkcl_dspec_lgamma2_f64(double t) {
  double p = 0x1.cc8d8564eda46p-22;
  p = __vkcl_muladd_f64(p, t, -0x1.dcd58e26bec4ap-20);
  p = __vkcl_muladd_f64(p, t, 0x1.25c2c5249dbb5p-18);
  p = __vkcl_muladd_f64(p, t, -0x1.3e7b994e71c65p-17);
  p = __vkcl_muladd_f64(p, t, 0x1.5847fcefe9ec4p-16);
  p = __vkcl_muladd_f64(p, t, -0x1.78d86d593bb7ap-15);
  p = __vkcl_muladd_f64(p, t, 0x1.a126239231367p-14);
  p = __vkcl_muladd_f64(p, t, -0x1.d3fd4d75badbap-13);
  p = __vkcl_muladd_f64(p, t, 0x1.0b36b1afb3ca5p-11);
  p = __vkcl_muladd_f64(p, t, -0x1.38ac5c3a60fcp-10);
  p = __vkcl_muladd_f64(p, t, 0x1.7add6eaadd2p-9);
  p = __vkcl_muladd_f64(p, t, -0x1.e404fc21778bfp-8);
  p = __vkcl_muladd_f64(p, t, 0x1.51322ac7d91b6p-6);
  p = __vkcl_muladd_f64(p, t, -0x1.13e001a557632p-4);
  p = __vkcl_muladd_f64(p, t, 0x1.4a34cc4a60fa6p-2);
  return __vkcl_muladd_f64(p, t, 0x1.b0ee6072093cep-2);
}

/// lgamma(x) for x >= 8: x (log x - 1) - (log x) / 2 + log sqrt(2 pi) + S
/// with S = sum B_2k / (2k (2k - 1) x^(2k - 1)), k = 1..10 (the next term
/// is below 2^-59 from 8 on), in double-double up to the last sum.
VKCL_LIB double __vkcl_dspec_lgamma_big_f64(double x) {
  double lh = __vkcl_dspec_log_part_f64(x, 0);
  if (x > 0x1p60) // x (log x - 1); overflows from 2.5e305
    return x * (lh - 1.0);
  double ll = __vkcl_dspec_log_part_f64(x, 1);
  double ah = lh - 1.0; // exact: lh >= 2
  double ph = x * ah;
  double pl = __vkcl_two_prod_err_f64(x, ah, ph) + x * ll;
  double hl = -0.5 * lh;
  double sh = ph + hl;
  double sl = __vkcl_fast_two_sum_err_f64(ph, hl, sh) + (pl - 0.5 * ll);
  double c = 0x1.d67f1c864beb5p-1; // log sqrt(2 pi)
  double th = sh + c;
  double tl = __vkcl_fast_two_sum_err_f64(sh, c, th) + sl;
  // 1/x's division error (2.5 ulp) is far below the result's last place
  double u = 1.0 / x, v = u * u;
  double s = -0x1.6476701181f3ap+0;
  s = __vkcl_muladd_f64(s, v, 0x1.6fe96381e068p-3);
  s = __vkcl_muladd_f64(s, v, -0x1.e4286cb0f5398p-6);
  s = __vkcl_muladd_f64(s, v, 0x1.a41a41a41a41ap-8);
  s = __vkcl_muladd_f64(s, v, -0x1.f6ab0d9993c7dp-10);
  s = __vkcl_muladd_f64(s, v, 0x1.b951e2b18ff23p-11);
  s = __vkcl_muladd_f64(s, v, -0x1.3813813813814p-11);
  s = __vkcl_muladd_f64(s, v, 0x1.a01a01a01a01ap-11);
  s = __vkcl_muladd_f64(s, v, -0x1.6c16c16c16c17p-9);
  s = __vkcl_muladd_f64(s, v, 0x1.5555555555555p-4);
  return th + (tl + (u * s + -0x1.65b5a1b7ff5dfp-55));
}

VKCL_LIB double __vkcl_lgamma_f64(double x) {
  double ax = fabs(x);
  if (x != x)
    return x;
  if (isinf(x) || (x <= 0.0 && trunc(x) == x)) // poles, +-0, +-inf
    return as_double(0x7ff0000000000000ul);
  if (ax < 0x1p-56) // -log|x| - gamma x, the second below the last place
    return -__vkcl_dspec_log_part_f64(ax, 0);
  if (x >= 8.0)
    return __vkcl_dspec_lgamma_big_f64(x);
  // +0 at the zeros 1 and 2 (t P(t) gives -0 at 1; device compilers may
  // drop a "+ 0.0" that would fix it)
  if (x == 1.0 || x == 2.0)
    return 0.0;
  if (x >= 0.7 && x < 1.25) {
    double t = x - 1.0;
    return t * __vkcl_dspec_lgamma1_f64(t);
  }
  if (x >= 1.25 && x < 1.75)
    return __vkcl_dspec_lgamma15_f64(x - 1.5);
  if (x >= 1.75 && x < 2.5) {
    double t = x - 2.0;
    return t * __vkcl_dspec_lgamma2_f64(t);
  }
  if (x > -8.0)
    return __vkcl_dspec_log_part_f64(fabs(__vkcl_dspec_gamma_f64(x)), 0);
  // log(pi / |x sin(pi x)|) - lgamma(|x|); |x| < 2^52 here (larger doubles
  // are integers), so |x sin(pi x)| is a normal number
  double v = ax * fabs(__vkcl_sinpi_f64(x));
  return (0x1.250d048e7a1bdp+0 - __vkcl_dspec_log_part_f64(v, 0)) -
         __vkcl_dspec_lgamma_big_f64(ax);
}

VKCL_LIB double __vkcl_lgamma_r_f64(double x) { return __vkcl_lgamma_f64(x); }

/// lgamma_r's sign output: the sign of Gamma(x); +1 at +0, -1 at -0, 0 for
/// NaN and the negative integers (Gamma has no sign there).
VKCL_LIB int __vkcl_lgamma_r_sign_f64(double x) {
  if (x != x)
    return 0;
  if (x == 0.0)
    return signbit(x) ? -1 : 1;
  if (x > 0.0)
    return 1;
  if (isinf(x) || trunc(x) == x)
    return 0;
  return ((long)floor(x) & 1l) ? -1 : 1;
}
