// log2|x| in float-float for pow, powr, pown, rootn and tgamma (pow.cl),
// to about 2^-40 relative unfused and 2^-34 fused: enough for y log2|x| up
// to 151 in magnitude to lose under a tenth of the result's unit. Both
// reduce x = 2^e m by a table entry c ~ 1/m of the interval holding m
// (consecutive float bit patterns): log2|x| = e + log2(1/c) + log2(1 + r),
// r = m c - 1.
//  - Unfused: m in [sqrt(1/2), sqrt(2)), 64 intervals, c with 12 bits, r
//    as a float-float (Dekker's exact product), ln(1 + r) = r - r^2/2 +
//    r^3 Q(r) with its first two terms exact, then the sum with
//    e - log2(c) and the product with 1/ln2 in float-float.
//  - Fused (FP_FAST_FMAF): m in [0x1.6bp-1, 0x1.6bp0), 128 intervals with
//    1 in the middle of one (so that -log2(c) and r/ln2 cancel by a
//    factor 2 at most next to it), c with so few bits (7 to 9) that
//    r = fma(m, c, -1) is exact (|r| < 2^-7.5 spans at most 24 bits from
//    m's last place times c's), -log2(c) = th + tl with th on the grid of
//    2^-16 so that e + th is exact, and log2(1 + r) = r/ln2 + r^2 P(r)
//    with only r/ln2 in float-float: the rest, below 2^-15, is rounded at
//    some 2^-39. One 16-byte row per call; about a third fewer
//    instructions.
// tests/library/fit_explog.py "powtable", "powlog", "powtable_fused" and
// "powlog2_fused" print the tables and coefficients.

/// log2 of a positive finite float (subnormals included) as hi + lo.
struct __vkcl_xl_pow_log2 {
  float hi, lo;
};

#ifdef FP_FAST_FMAF
/// Per interval j of m, {c, th, tl, 0} (fit_explog.py "powtable_fused"):
/// a row is one 16-byte load.
// clang-format off
__constant float4 __vkcl_xl_pow_ftab[128] = {
    {0x1.68p+0f, -0x1.f7a8p-2f, -0x1.5a32c2p-20f, 0.0f},
    {0x1.66p+0f, -0x1.ef6cp-2f, -0x1.67328ep-18f, 0.0f},
    {0x1.64p+0f, -0x1.e728p-2f, 0x1.55e18ap-18f, 0.0f},
    {0x1.62p+0f, -0x1.ded4p-2f, 0x1.5dee4ep-25f, 0.0f},
    {0x1.6p+0f, -0x1.d674p-2f, -0x1.3e032ep-18f, 0.0f},
    {0x1.5ep+0f, -0x1.ce0cp-2f, 0x1.b6dc5ap-18f, 0.0f},
    {0x1.5dp+0f, -0x1.c9dp-2f, -0x1.7b6524p-21f, 0.0f},
    {0x1.5bp+0f, -0x1.c154p-2f, 0x1.593db4p-18f, 0.0f},
    {0x1.59p+0f, -0x1.b8c8p-2f, -0x1.1b7f1p-19f, 0.0f},
    {0x1.57p+0f, -0x1.b03p-2f, -0x1.befe06p-18f, 0.0f},
    {0x1.55p+0f, -0x1.a79p-2f, 0x1.eb9084p-18f, 0.0f},
    {0x1.54p+0f, -0x1.a338p-2f, 0x1.3eb014p-19f, 0.0f},
    {0x1.52p+0f, -0x1.9a8p-2f, -0x1.1c8f12p-21f, 0.0f},
    {0x1.5p+0f, -0x1.91bcp-2f, 0x1.5db83ap-20f, 0.0f},
    {0x1.4ep+0f, -0x1.88e8p-2f, -0x1.c72e0cp-18f, 0.0f},
    {0x1.4dp+0f, -0x1.847cp-2f, 0x1.e613dp-21f, 0.0f},
    {0x1.4bp+0f, -0x1.7b94p-2f, -0x1.7ac51ap-18f, 0.0f},
    {0x1.49p+0f, -0x1.72ap-2f, -0x1.637cbcp-18f, 0.0f},
    {0x1.48p+0f, -0x1.6e24p-2f, 0x1.e3263p-18f, 0.0f},
    {0x1.46p+0f, -0x1.6518p-2f, -0x1.fc8cfp-19f, 0.0f},
    {0x1.44p+0f, -0x1.5cp-2f, -0x1.a39fbep-18f, 0.0f},
    {0x1.43p+0f, -0x1.577p-2f, -0x1.23667p-19f, 0.0f},
    {0x1.41p+0f, -0x1.4e44p-2f, 0x1.dfc5c2p-20f, 0.0f},
    {0x1.4p+0f, -0x1.49a8p-2f, 0x1.ed0cbap-20f, 0.0f},
    {0x1.3ep+0f, -0x1.4064p-2f, -0x1.8ec6c2p-20f, 0.0f},
    {0x1.3dp+0f, -0x1.3bbcp-2f, -0x1.3a0a1ep-18f, 0.0f},
    {0x1.3bp+0f, -0x1.3264p-2f, 0x1.a72536p-20f, 0.0f},
    {0x1.3ap+0f, -0x1.2dbp-2f, -0x1.0fc4dap-18f, 0.0f},
    {0x1.38p+0f, -0x1.244p-2f, -0x1.eac382p-20f, 0.0f},
    {0x1.37p+0f, -0x1.1f84p-2f, 0x1.a09278p-18f, 0.0f},
    {0x1.35p+0f, -0x1.15fcp-2f, 0x1.98945p-18f, 0.0f},
    {0x1.34p+0f, -0x1.113p-2f, -0x1.f6b4c2p-20f, 0.0f},
    {0x1.32p+0f, -0x1.079p-2f, -0x1.5b7606p-19f, 0.0f},
    {0x1.31p+0f, -0x1.02bcp-2f, 0x1.45db3p-18f, 0.0f},
    {0x1.2fp+0f, -0x1.f208p-3f, 0x1.6636fcp-18f, 0.0f},
    {0x1.2ep+0f, -0x1.e84p-3f, -0x1.7ce9cep-20f, 0.0f},
    {0x1.2dp+0f, -0x1.de7p-3f, -0x1.ff1d8ap-18f, 0.0f},
    {0x1.2bp+0f, -0x1.cacp-3f, -0x1.63c77p-19f, 0.0f},
    {0x1.2ap+0f, -0x1.c0d8p-3f, -0x1.b66ecap-18f, 0.0f},
    {0x1.29p+0f, -0x1.b6fp-3f, 0x1.874504p-18f, 0.0f},
    {0x1.27p+0f, -0x1.a2f8p-3f, 0x1.cdcdf4p-19f, 0.0f},
    {0x1.26p+0f, -0x1.98fp-3f, 0x1.17c40cp-18f, 0.0f},
    {0x1.25p+0f, -0x1.8eep-3f, 0x1.a8be56p-18f, 0.0f},
    {0x1.23p+0f, -0x1.7aap-3f, 0x1.382fa2p-23f, 0.0f},
    {0x1.22p+0f, -0x1.7078p-3f, 0x1.e95888p-18f, 0.0f},
    {0x1.21p+0f, -0x1.664p-3f, 0x1.20a6dep-20f, 0.0f},
    {0x1.1fp+0f, -0x1.51b8p-3f, -0x1.5c83d2p-18f, 0.0f},
    {0x1.1ep+0f, -0x1.4768p-3f, -0x1.4fcc2p-18f, 0.0f},
    {0x1.1dp+0f, -0x1.3d1p-3f, -0x1.46d9a8p-19f, 0.0f},
    {0x1.1cp+0f, -0x1.32bp-3f, 0x1.61d876p-19f, 0.0f},
    {0x1.1ap+0f, -0x1.1ddp-3f, 0x1.734556p-18f, 0.0f},
    {0x1.19p+0f, -0x1.135p-3f, 0x1.e4b77p-19f, 0.0f},
    {0x1.18p+0f, -0x1.08c8p-3f, 0x1.3b992cp-18f, 0.0f},
    {0x1.17p+0f, -0x1.fc6p-4f, -0x1.a83c2cp-18f, 0.0f},
    {0x1.16p+0f, -0x1.e73p-4f, 0x1.3ee806p-20f, 0.0f},
    {0x1.15p+0f, -0x1.d1ep-4f, -0x1.a71adcp-19f, 0.0f},
    {0x1.13p+0f, -0x1.a71p-4f, -0x1.1df348p-20f, 0.0f},
    {0x1.12p+0f, -0x1.919p-4f, 0x1.7a46e8p-18f, 0.0f},
    {0x1.11p+0f, -0x1.7bfp-4f, 0x1.169476p-20f, 0.0f},
    {0x1.1p+0f, -0x1.664p-4f, 0x1.20a6dep-21f, 0.0f},
    {0x1.0fp+0f, -0x1.508p-4f, 0x1.1f27f4p-18f, 0.0f},
    {0x1.0ep+0f, -0x1.3aap-4f, -0x1.7ee94p-19f, 0.0f},
    {0x1.0dp+0f, -0x1.24bp-4f, -0x1.6df84ep-18f, 0.0f},
    {0x1.0bp+0f, -0x1.f14p-5f, 0x1.d9f336p-19f, 0.0f},
    {0x1.0ap+0f, -0x1.c4ep-5f, 0x1.51bd56p-23f, 0.0f},
    {0x1.09p+0f, -0x1.986p-5f, 0x1.00f2dap-19f, 0.0f},
    {0x1.08p+0f, -0x1.6bap-5f, -0x1.a6eb1ep-18f, 0.0f},
    {0x1.07p+0f, -0x1.3eep-5f, 0x1.9ed73p-18f, 0.0f},
    {0x1.06p+0f, -0x1.11cp-5f, -0x1.a3aa26p-18f, 0.0f},
    {0x1.05p+0f, -0x1.c94p-6f, 0x1.388af6p-19f, 0.0f},
    {0x1.04p+0f, -0x1.6e8p-6f, 0x1.a5e8f4p-20f, 0.0f},
    {0x1.03p+0f, -0x1.138p-6f, 0x1.cee856p-18f, 0.0f},
    {0x1.02p+0f, -0x1.7p-7f, 0x1.af491p-19f, 0.0f},
    {0x1.01p+0f, -0x1.71p-8f, 0x1.8ee4a2p-18f, 0.0f},
    {0x1p+0f, 0.0f, 0.0f, 0.0f},
    {0x1.fcp-1f, 0x1.73p-7f, -0x1.c22ef8p-18f, 0.0f},
    {0x1.f8p-1f, 0x1.744p-6f, -0x1.179e0cp-22f, 0.0f},
    {0x1.f4p-1f, 0x1.184p-5f, 0x1.71c98ap-18f, 0.0f},
    {0x1.fp-1f, 0x1.774p-5f, -0x1.acd89ap-19f, 0.0f},
    {0x1.ecp-1f, 0x1.d6ep-5f, 0x1.7a3e4p-18f, 0.0f},
    {0x1.e9p-1f, 0x1.0fap-4f, -0x1.672e68p-18f, 0.0f},
    {0x1.e6p-1f, 0x1.33fp-4f, 0x1.f37854p-18f, 0.0f},
    {0x1.e2p-1f, 0x1.64dp-4f, -0x1.d93f98p-20f, 0.0f},
    {0x1.dep-1f, 0x1.961p-4f, -0x1.a832a2p-19f, 0.0f},
    {0x1.dbp-1f, 0x1.bb4p-4f, 0x1.02f926p-20f, 0.0f},
    {0x1.d8p-1f, 0x1.e0bp-4f, 0x1.ae8f3p-20f, 0.0f},
    {0x1.d4p-1f, 0x1.098p-3f, -0x1.c731ap-19f, 0.0f},
    {0x1.dp-1f, 0x1.22d8p-3f, 0x1.6e155ap-18f, 0.0f},
    {0x1.cep-1f, 0x1.2fap-3f, -0x1.cd2a4p-19f, 0.0f},
    {0x1.cap-1f, 0x1.495p-3f, -0x1.e711c8p-21f, 0.0f},
    {0x1.c7p-1f, 0x1.5cb8p-3f, 0x1.29d03cp-18f, 0.0f},
    {0x1.c4p-1f, 0x1.7048p-3f, -0x1.fce386p-19f, 0.0f},
    {0x1.c1p-1f, 0x1.83fp-3f, 0x1.8266e2p-18f, 0.0f},
    {0x1.bep-1f, 0x1.97cp-3f, 0x1.cb13c8p-19f, 0.0f},
    {0x1.bbp-1f, 0x1.abbp-3f, 0x1.654f64p-18f, 0.0f},
    {0x1.b8p-1f, 0x1.bfc8p-3f, -0x1.858p-19f, 0.0f},
    {0x1.b5p-1f, 0x1.d4p-3f, -0x1.55e2dap-18f, 0.0f},
    {0x1.b2p-1f, 0x1.e858p-3f, -0x1.6164f6p-22f, 0.0f},
    {0x1.afp-1f, 0x1.fcd8p-3f, -0x1.881a54p-19f, 0.0f},
    {0x1.acp-1f, 0x1.08bcp-2f, 0x1.c1b2cp-19f, 0.0f},
    {0x1.aap-1f, 0x1.0fa8p-2f, 0x1.20112cp-20f, 0.0f},
    {0x1.a7p-1f, 0x1.1a18p-2f, 0x1.0a5d68p-18f, 0.0f},
    {0x1.a4p-1f, 0x1.249cp-2f, 0x1.a5627ap-19f, 0.0f},
    {0x1.a2p-1f, 0x1.2bacp-2f, -0x1.f3cb42p-18f, 0.0f},
    {0x1.9fp-1f, 0x1.365p-2f, -0x1.daee34p-18f, 0.0f},
    {0x1.9cp-1f, 0x1.4108p-2f, -0x1.fe83c2p-18f, 0.0f},
    {0x1.9ap-1f, 0x1.4838p-2f, -0x1.a196a2p-18f, 0.0f},
    {0x1.97p-1f, 0x1.531p-2f, -0x1.7b86bp-21f, 0.0f},
    {0x1.94p-1f, 0x1.5dfcp-2f, 0x1.cf1eeap-18f, 0.0f},
    {0x1.92p-1f, 0x1.6554p-2f, -0x1.4b667ap-18f, 0.0f},
    {0x1.9p-1f, 0x1.6cbp-2f, 0x1.ed0cbap-19f, 0.0f},
    {0x1.8dp-1f, 0x1.77dp-2f, 0x1.b66fbep-22f, 0.0f},
    {0x1.8bp-1f, 0x1.7f48p-2f, -0x1.d1a71ep-18f, 0.0f},
    {0x1.88p-1f, 0x1.8a88p-2f, 0x1.80abfcp-18f, 0.0f},
    {0x1.86p-1f, 0x1.9218p-2f, 0x1.249ba8p-27f, 0.0f},
    {0x1.84p-1f, 0x1.99bp-2f, 0x1.caa5b2p-20f, 0.0f},
    {0x1.82p-1f, 0x1.a154p-2f, -0x1.0ebd68p-18f, 0.0f},
    {0x1.7fp-1f, 0x1.acd8p-2f, 0x1.c130dep-18f, 0.0f},
    {0x1.7dp-1f, 0x1.b494p-2f, 0x1.d4e918p-18f, 0.0f},
    {0x1.7bp-1f, 0x1.bc5cp-2f, 0x1.522496p-20f, 0.0f},
    {0x1.79p-1f, 0x1.c42cp-2f, 0x1.5c4c68p-18f, 0.0f},
    {0x1.76p-1f, 0x1.cffcp-2f, -0x1.19ee52p-18f, 0.0f},
    {0x1.74p-1f, 0x1.d7e8p-2f, -0x1.3f543cp-18f, 0.0f},
    {0x1.72p-1f, 0x1.dfdcp-2f, 0x1.89d586p-18f, 0.0f},
    {0x1.7p-1f, 0x1.e7ep-2f, -0x1.40358ep-19f, 0.0f},
    {0x1.6ep-1f, 0x1.efecp-2f, 0x1.86c048p-20f, 0.0f},
    {0x1.6cp-1f, 0x1.f804p-2f, 0x1.5d1a1ap-19f, 0.0f},
    {0x1.6ap-1f, 0x1.0014p-1f, 0x1.995fp-20f, 0.0f},
};
// clang-format on

VKCL_LIB struct __vkcl_xl_pow_log2 __vkcl_xl_pow_log2_f32(float ax) {
  int sub = ax < 0x1p-126f; // subnormal: scaled by 2^23 first
  uint bits = as_uint(sub ? ax * 0x1p23f : ax);
  uint d = bits - 0x3f358000u; // m in [0x1.6bp-1, 0x1.6bp0)
  int e = ((int)d >> 23) - (sub ? 23 : 0); // floor: d may be negative
  uint j = (d >> 16) & 127u;
  float m = as_float((d & 0x7fffffu) + 0x3f358000u);
  float4 t = __vkcl_xl_pow_ftab[j];
  float c = t.x, th = t.y, tl = t.z;
  float r = fma(m, c, -1.0f); // exact
  // log2(1 + r) = r (Lh + Ll) + r^2 P(r), Lh + Ll = 1/ln2
  float ph = r * 0x1.715476p+0f;
  float pl = fma(r, 0x1.4ae0cp-26f, fma(r, 0x1.715476p+0f, -ph));
  float p = fma(r, -0x1.7207a4p-2f, 0x1.ec72a6p-2f);
  p = fma(r, p, -0x1.715476p-1f);
  float s = (float)e + th; // exact
  float h = s + ph;
  float lo = __vkcl_two_sum_err(s, ph, h) + (tl + fma(r * r, p, pl));
  // tl reaches 2^-17 and h may be as small as 2^-10 (m near 1 outside
  // the interval of c = 1, th and ph cancelling): renormalise, so that
  // lo is below h's last place as pow's product with y assumes.
  struct __vkcl_xl_pow_log2 l;
  l.hi = h + lo;
  l.lo = __vkcl_xl_fast_two_sum_err(h, lo, l.hi);
  return l;
}
#else
/// Per interval j of m, {c, -log2(c) high, low} (fit_explog.py
/// "powtable").
// clang-format off
__constant float __vkcl_xl_pow_tab[192] = {
    0x1.68p+0f, -0x1.f7a856p-2f, -0x1.1960dap-27f,
    0x1.642p+0f, -0x1.e7ab7p-2f, 0x1.ca4fc8p-27f,
    0x1.604p+0f, -0x1.d781cp-2f, -0x1.f99dccp-30f,
    0x1.5c8p+0f, -0x1.c7b1f8p-2f, -0x1.89ea34p-27f,
    0x1.58ep+0f, -0x1.b83f8p-2f, -0x1.158536p-27f,
    0x1.554p+0f, -0x1.a8a34p-2f, 0x1.d0977ap-27f,
    0x1.51cp+0f, -0x1.99684ep-2f, -0x1.9da7ecp-28f,
    0x1.4e6p+0f, -0x1.8a9228p-2f, -0x1.40879cp-27f,
    0x1.4bp+0f, -0x1.7b957ap-2f, -0x1.8a3558p-27f,
    0x1.47ap+0f, -0x1.6c717ap-2f, -0x1.49b4fcp-27f,
    0x1.446p+0f, -0x1.5db71cp-2f, -0x1.0ce858p-28f,
    0x1.414p+0f, -0x1.4f69f6p-2f, 0x1.3e7ce2p-29f,
    0x1.3e2p+0f, -0x1.40f906p-2f, 0x1.150b56p-27f,
    0x1.3bp+0f, -0x1.326396p-2f, -0x1.b5941ap-29f,
    0x1.38p+0f, -0x1.24407ap-2f, -0x1.61c0e8p-27f,
    0x1.352p+0f, -0x1.16935ep-2f, 0x1.9609bap-27f,
    0x1.324p+0f, -0x1.08c588p-2f, -0x1.9b4f3cp-27f,
    0x1.2f6p+0f, -0x1.f5acbep-3f, -0x1.f76ff2p-28f,
    0x1.2cap+0f, -0x1.dac51p-3f, 0x1.92b926p-31f,
    0x1.29ep+0f, -0x1.bf9e14p-3f, -0x1.f8b8e2p-28f,
    0x1.272p+0f, -0x1.a436a2p-3f, 0x1.642f54p-29f,
    0x1.248p+0f, -0x1.89d0dp-3f, -0x1.56861ap-28f,
    0x1.22p+0f, -0x1.70742ep-3f, 0x1.621fbp-28f,
    0x1.1f6p+0f, -0x1.559664p-3f, 0x1.8c7beep-29f,
    0x1.1cep+0f, -0x1.3bc574p-3f, -0x1.ea48a4p-29f,
    0x1.1a8p+0f, -0x1.230906p-3f, -0x1.74a5e4p-29f,
    0x1.18p+0f, -0x1.08c588p-3f, -0x1.9b4f3cp-28f,
    0x1.15ap+0f, -0x1.df34c4p-4f, 0x1.a31a34p-29f,
    0x1.136p+0f, -0x1.af1e96p-4f, -0x1.661fa6p-30f,
    0x1.11p+0f, -0x1.7beeeap-4f, 0x1.28ebbp-29f,
    0x1.0ecp+0f, -0x1.4b0752p-4f, 0x1.fa895p-32f,
    0x1.0cap+0f, -0x1.1c775cp-4f, 0x1.768152p-35f,
    0x1.0a6p+0f, -0x1.d58602p-5f, -0x1.69a922p-30f,
    0x1.084p+0f, -0x1.76dcf8p-5f, 0x1.b8a972p-30f,
    0x1.062p+0f, -0x1.177042p-5f, -0x1.d3f06p-33f,
    0x1.04p+0f, -0x1.6e7968p-6f, -0x1.70b48ap-32f,
    0x1.02p+0f, -0x1.6fe50cp-7f, 0x1.221ef6p-32f,
    0x1p+0f, 0.0f, 0.0f,
    0x1.f8p-1f, 0x1.743ee8p-6f, 0x1.87cd56p-32f,
    0x1.f06p-1f, 0x1.6e4ab4p-5f, -0x1.35521ap-30f,
    0x1.e9p-1f, 0x1.0f9a64p-4f, -0x1.7338a4p-29f,
    0x1.e1ep-1f, 0x1.665684p-4f, 0x1.ff021p-29f,
    0x1.daep-1f, 0x1.bccf2ap-4f, -0x1.4ccc36p-30f,
    0x1.d4p-1f, 0x1.097e38p-3f, 0x1.9cc0cap-28f,
    0x1.cd8p-1f, 0x1.32d13ep-3f, 0x1.1a4baep-29f,
    0x1.c7p-1f, 0x1.5cba54p-3f, -0x1.7e2744p-29f,
    0x1.c0ep-1f, 0x1.84c5ap-3f, -0x1.4f1b28p-29f,
    0x1.bacp-1f, 0x1.ad5dc4p-3f, 0x1.c03f9ep-29f,
    0x1.b4ep-1f, 0x1.d4d5b8p-3f, -0x1.88a3f6p-30f,
    0x1.af2p-1f, 0x1.fbfb22p-3f, -0x1.5a2b66p-28f,
    0x1.a98p-1f, 0x1.11646ep-2f, 0x1.de451ap-28f,
    0x1.a4p-1f, 0x1.249cd2p-2f, 0x1.6279aep-27f,
    0x1.9ecp-1f, 0x1.37320ap-2f, 0x1.078362p-27f,
    0x1.998p-1f, 0x1.4a03dcp-2f, 0x1.7a5c38p-27f,
    0x1.948p-1f, 0x1.5c2a0ap-2f, -0x1.2bd944p-27f,
    0x1.8fap-1f, 0x1.6e13bp-2f, -0x1.8317aep-28f,
    0x1.8acp-1f, 0x1.80359ep-2f, 0x1.73208p-27f,
    0x1.86p-1f, 0x1.9218p-2f, 0x1.249ba8p-27f,
    0x1.818p-1f, 0x1.a33d26p-2f, -0x1.a7029ep-33f,
    0x1.7dp-1f, 0x1.b495d4p-2f, 0x1.d230bep-27f,
    0x1.78ap-1f, 0x1.c5a5bcp-2f, 0x1.d89218p-29f,
    0x1.746p-1f, 0x1.d669b4p-2f, -0x1.29f2c2p-27f,
    0x1.702p-1f, 0x1.e75efp-2f, -0x1.e2648ep-27f,
    0x1.6cp-1f, 0x1.f804aep-2f, 0x1.1a19ap-27f,
};
// clang-format on

/// (ln(1 + r) - r + r^2/2) / r^3 for |r| < 2^-6.9 (fit_explog.py
/// "powlog").
VKCL_LIB float __vkcl_xl_pow_q(float r) {
  float q = -0x1.555c66p-3f;
  q = __vkcl_muladd_f32(q, r, 0x1.99a0e8p-3f);
  q = __vkcl_muladd_f32(q, r, -0x1p-2f);
  return __vkcl_muladd_f32(q, r, 0x1.555556p-2f);
}

VKCL_LIB struct __vkcl_xl_pow_log2 __vkcl_xl_pow_log2_f32(float ax) {
  int e = __vkcl_xl_log_exponent(ax);
  float m = __vkcl_xl_log_fraction(ax, e) + 1.0f; // exact
  uint j = (as_uint(m) - 0x3f3504f3u) >> 17;
  float c = __vkcl_xl_pow_tab[3u * j];
  float th = __vkcl_xl_pow_tab[3u * j + 1u];
  float tl = __vkcl_xl_pow_tab[3u * j + 2u];
  // r = m c - 1 as rh + rl: m c - 1 in [-2^-7, 2^-7], p - 1 exact
  float p = m * c;
  float pe = __vkcl_xl_two_prod_err(m, c, p);
  float p1 = p - 1.0f;
  float rh = p1 + pe;
  float rl = __vkcl_xl_fast_two_sum_err(p1, pe, rh);
  // ln(1 + r) = vh + vl; rh^2/2 exact in float-float
  float rr = rh * rh;
  float rre = __vkcl_xl_two_prod_err(rh, rh, rr);
  float h = rr * -0.5f;
  float vh = rh + h;
  float vl = __vkcl_xl_fast_two_sum_err(rh, h, vh) +
             (((rl - rl * rh) - rre * 0.5f) + rh * rr * __vkcl_xl_pow_q(rh));
  // log2(ax) = e + th + tl + (vh + vl) / ln2 = lh + ll
  float wh = vh * 0x1.715476p+0f;
  float wl = __vkcl_xl_two_prod_err(vh, 0x1.715476p+0f, wh) +
             (vh * 0x1.4ae0cp-26f + vl * 0x1.715476p+0f);
  float ef = (float)e;
  float s = ef + th; // |e| >= 1 > |th| unless e == 0
  float se = __vkcl_xl_fast_two_sum_err(ef, th, s);
  struct __vkcl_xl_pow_log2 l;
  l.hi = s + wh;
  l.lo = ((se + tl) + __vkcl_two_sum_err(s, wh, l.hi)) + wl;
  return l;
}
#endif
