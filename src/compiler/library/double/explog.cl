// exp, exp2, exp10, expm1, log, log2, log10, log1p and cbrt on double
// (OpenCL C 3.0, 6.15.2; full profile: 3 ulp, log1p and cbrt 2 ulp; these
// aim at about half an ulp more than the final rounding). The device's
// double + - * round to nearest but its `/` may be 2.5 ulp off and its fma
// may be unfused, so the cores use no division and keep a second double for
// the low part (double-double: Dekker's exact products and Knuth's exact
// sums, double/sqrt.cl).
//  - exp family: x = (64 m + j) ln2/64 + r (Cody-Waite: ln2/64's high part
//    has 32 bits so k ln2/64_hi is exact for |k| < 2^17), |r| <= ln2/128,
//    r kept as a double-double. e^r - 1 is its Taylor series to r^6
//    (truncation below 2^-64: no fit is needed so near 0), 2^(j/64) is a
//    table in hi + lo (tests/library/fit_explog_f64.py). The product
//    2^(j/64) (1 + r + ...) is formed as a double-double y (error about
//    2^-65), so expm1's 2^m y - 1 and hyperbolic.cl's e^x - e^-x can cancel
//    without losing accuracy. 2^m is applied in two steps (results near
//    overflow rounded once), and results in the subnormal range are
//    rounded once by adding them to a power of two whose unit is the
//    subnormal quantum, in a scaled domain where everything is normal.
//    exp2 reduces exactly (x - k/64), exp10 by Cody-Waite on log10(2)/64
//    and multiplies r by ln10 in double-double.
//  - log family: x = 2^e m, m in [0.75, 1.5); c = 1/(1 + i/128) rounded to
//    double for i = rint(128 (m - 1)); r = m c - 1 exactly (Dekker) with
//    |r| < 2^-7.5; log(m) = -log(c) (a hi + lo table) + log1p(r) (Taylor
//    to r^9, below 2^-64 relative). Near 1 (i = 0, e = 0) c = 1 and r = m - 1
//    exactly, so the result keeps its relative accuracy there. Everything
//    is summed in double-double and rounded once; log2 and log10 multiply
//    the double-double by 1/ln2 or log10(e) in double-double. A low part of
//    the argument (log1p's 1 + x, hyperbolic.cl's arguments) joins r
//    scaled, again without a division.
//  - cbrt: a linear first guess on [1, 2), three Newton steps in double and
//    a last one whose residual y^3 - v is exact (Dekker), so only the final
//    rounding and a tiny correction's error remain (~0.5 ulp).

// The tables (tests/library/fit_explog_f64.py table): 2^(j/64) in hi +
// lo; c_i = 1/(1 + i/128) and -log(c_i) in hi + lo, i = -32..64.
// clang-format off
__constant double __vkcl_dexp_exp2_hi[64] = {
    0x1.0000000000000p+0, 0x1.02c9a3e778061p+0, 0x1.059b0d3158574p+0,
    0x1.0874518759bc8p+0, 0x1.0b5586cf9890fp+0, 0x1.0e3ec32d3d1a2p+0,
    0x1.11301d0125b51p+0, 0x1.1429aaea92de0p+0, 0x1.172b83c7d517bp+0,
    0x1.1a35beb6fcb75p+0, 0x1.1d4873168b9aap+0, 0x1.2063b88628cd6p+0,
    0x1.2387a6e756238p+0, 0x1.26b4565e27cddp+0, 0x1.29e9df51fdee1p+0,
    0x1.2d285a6e4030bp+0, 0x1.306fe0a31b715p+0, 0x1.33c08b26416ffp+0,
    0x1.371a7373aa9cbp+0, 0x1.3a7db34e59ff7p+0, 0x1.3dea64c123422p+0,
    0x1.4160a21f72e2ap+0, 0x1.44e086061892dp+0, 0x1.486a2b5c13cd0p+0,
    0x1.4bfdad5362a27p+0, 0x1.4f9b2769d2ca7p+0, 0x1.5342b569d4f82p+0,
    0x1.56f4736b527dap+0, 0x1.5ab07dd485429p+0, 0x1.5e76f15ad2148p+0,
    0x1.6247eb03a5585p+0, 0x1.6623882552225p+0, 0x1.6a09e667f3bcdp+0,
    0x1.6dfb23c651a2fp+0, 0x1.71f75e8ec5f74p+0, 0x1.75feb564267c9p+0,
    0x1.7a11473eb0187p+0, 0x1.7e2f336cf4e62p+0, 0x1.82589994cce13p+0,
    0x1.868d99b4492edp+0, 0x1.8ace5422aa0dbp+0, 0x1.8f1ae99157736p+0,
    0x1.93737b0cdc5e5p+0, 0x1.97d829fde4e50p+0, 0x1.9c49182a3f090p+0,
    0x1.a0c667b5de565p+0, 0x1.a5503b23e255dp+0, 0x1.a9e6b5579fdbfp+0,
    0x1.ae89f995ad3adp+0, 0x1.b33a2b84f15fbp+0, 0x1.b7f76f2fb5e47p+0,
    0x1.bcc1e904bc1d2p+0, 0x1.c199bdd85529cp+0, 0x1.c67f12e57d14bp+0,
    0x1.cb720dcef9069p+0, 0x1.d072d4a07897cp+0, 0x1.d5818dcfba487p+0,
    0x1.da9e603db3285p+0, 0x1.dfc97337b9b5fp+0, 0x1.e502ee78b3ff6p+0,
    0x1.ea4afa2a490dap+0, 0x1.efa1bee615a27p+0, 0x1.f50765b6e4540p+0,
    0x1.fa7c1819e90d8p+0
};
__constant double __vkcl_dexp_exp2_lo[64] = {
    0.0, -0x1.19083535b085dp-56, 0x1.d73e2a475b465p-55,
    0x1.186be4bb284ffp-57, 0x1.8a62e4adc610bp-54, 0x1.03a1727c57b53p-59,
    -0x1.6c51039449b3ap-54, -0x1.32fbf9af1369ep-54, -0x1.19041b9d78a76p-55,
    0x1.e5b4c7b4968e4p-55, 0x1.e016e00a2643cp-54, 0x1.dc775814a8495p-55,
    0x1.9b07eb6c70573p-54, 0x1.2bd339940e9d9p-55, 0x1.612e8afad1255p-55,
    0x1.0024754db41d5p-54, 0x1.6f46ad23182e4p-55, 0x1.32721843659a6p-54,
    -0x1.63aeabf42eae2p-54, -0x1.5e436d661f5e3p-56, 0x1.ada0911f09ebcp-55,
    -0x1.ef3691c309278p-58, 0x1.89b7a04ef80d0p-59, 0x1.3c1a3b69062f0p-56,
    0x1.d4397afec42e2p-56, -0x1.4b309d25957e3p-54, -0x1.07abe1db13cadp-55,
    0x1.9bb2c011d93adp-54, 0x1.6324c054647adp-54, 0x1.ba6f93080e65ep-54,
    -0x1.383c17e40b497p-54, -0x1.bb60987591c34p-54, -0x1.bdd3413b26456p-54,
    -0x1.bbe3a683c88abp-57, -0x1.16e4786887a99p-55, -0x1.0245957316dd3p-54,
    -0x1.41577ee04992fp-55, 0x1.05d02ba15797ep-56, -0x1.d4c1dd41532d8p-54,
    -0x1.fc6f89bd4f6bap-54, 0x1.6e9f156864b27p-54, 0x1.5cc13a2e3976cp-55,
    -0x1.75fc781b57ebcp-57, -0x1.d185b7c1b85d1p-54, 0x1.c7c46b071f2bep-56,
    -0x1.359495d1cd533p-54, -0x1.d2f6edb8d41e1p-54, 0x1.0fac90ef7fd31p-54,
    0x1.7a1cd345dcc81p-54, -0x1.2805e3084d708p-57, -0x1.5584f7e54ac3bp-56,
    0x1.23dd07a2d9e84p-55, 0x1.11065895048ddp-55, 0x1.2884dff483cadp-54,
    0x1.503cbd1e949dbp-56, -0x1.cbc3743797a9cp-54, 0x1.2ed02d75b3707p-55,
    0x1.c2300696db532p-54, -0x1.1a5cd4f184b5cp-54, 0x1.39e8980a9cc8fp-55,
    -0x1.e9c23179c2893p-54, 0x1.dc7f486a4b6b0p-54, 0x1.9d3e12dd8a18bp-54,
    0x1.74853f3a5931ep-55
};
__constant double __vkcl_dexp_log_c[97] = {
    0x1.5555555555555p+0, 0x1.51d07eae2f815p+0, 0x1.4e5e0a72f0539p+0,
    0x1.4afd6a052bf5bp+0, 0x1.47ae147ae147bp+0, 0x1.446f86562d9fbp+0,
    0x1.4141414141414p+0, 0x1.3e22cbce4a902p+0, 0x1.3b13b13b13b14p+0,
    0x1.3813813813814p+0, 0x1.3521cfb2b78c1p+0, 0x1.323e34a2b10bfp+0,
    0x1.2f684bda12f68p+0, 0x1.2c9fb4d812ca0p+0, 0x1.29e4129e4129ep+0,
    0x1.27350b8812735p+0, 0x1.2492492492492p+0, 0x1.21fb78121fb78p+0,
    0x1.1f7047dc11f70p+0, 0x1.1cf06ada2811dp+0, 0x1.1a7b9611a7b96p+0,
    0x1.1811811811812p+0, 0x1.15b1e5f75270dp+0, 0x1.135c81135c811p+0,
    0x1.1111111111111p+0, 0x1.0ecf56be69c90p+0, 0x1.0c9714fbcda3bp+0,
    0x1.0a6810a6810a7p+0, 0x1.0842108421084p+0, 0x1.0624dd2f1a9fcp+0,
    0x1.0410410410410p+0, 0x1.0204081020408p+0, 0x1.0000000000000p+0,
    0x1.fc07f01fc07f0p-1, 0x1.f81f81f81f820p-1, 0x1.f44659e4a4271p-1,
    0x1.f07c1f07c1f08p-1, 0x1.ecc07b301ecc0p-1, 0x1.e9131abf0b767p-1,
    0x1.e573ac901e574p-1, 0x1.e1e1e1e1e1e1ep-1, 0x1.de5d6e3f8868ap-1,
    0x1.dae6076b981dbp-1, 0x1.d77b654b82c34p-1, 0x1.d41d41d41d41dp-1,
    0x1.d0cb58f6ec074p-1, 0x1.cd85689039b0bp-1, 0x1.ca4b3055ee191p-1,
    0x1.c71c71c71c71cp-1, 0x1.c3f8f01c3f8f0p-1, 0x1.c0e070381c0e0p-1,
    0x1.bdd2b899406f7p-1, 0x1.bacf914c1bad0p-1, 0x1.b7d6c3dda338bp-1,
    0x1.b4e81b4e81b4fp-1, 0x1.b2036406c80d9p-1, 0x1.af286bca1af28p-1,
    0x1.ac5701ac5701bp-1, 0x1.a98ef606a63bep-1, 0x1.a6d01a6d01a6dp-1,
    0x1.a41a41a41a41ap-1, 0x1.a16d3f97a4b02p-1, 0x1.9ec8e951033d9p-1,
    0x1.9c2d14ee4a102p-1, 0x1.999999999999ap-1, 0x1.970e4f80cb872p-1,
    0x1.948b0fcd6e9e0p-1, 0x1.920fb49d0e229p-1, 0x1.8f9c18f9c18fap-1,
    0x1.8d3018d3018d3p-1, 0x1.8acb90f6bf3aap-1, 0x1.886e5f0abb04ap-1,
    0x1.8618618618618p-1, 0x1.83c977ab2beddp-1, 0x1.8181818181818p-1,
    0x1.7f405fd017f40p-1, 0x1.7d05f417d05f4p-1, 0x1.7ad2208e0ecc3p-1,
    0x1.78a4c8178a4c8p-1, 0x1.767dce434a9b1p-1, 0x1.745d1745d1746p-1,
    0x1.724287f46debcp-1, 0x1.702e05c0b8170p-1, 0x1.6e1f76b4337c7p-1,
    0x1.6c16c16c16c17p-1, 0x1.6a13cd1537290p-1, 0x1.6816816816817p-1,
    0x1.661ec6a5122f9p-1, 0x1.642c8590b2164p-1, 0x1.623fa77016240p-1,
    0x1.6058160581606p-1, 0x1.5e75bb8d015e7p-1, 0x1.5c9882b931057p-1,
    0x1.5ac056b015ac0p-1, 0x1.58ed2308158edp-1, 0x1.571ed3c506b3ap-1,
    0x1.5555555555555p-1
};
__constant double __vkcl_dexp_log_hi[97] = {
    -0x1.269621134db91p-2, -0x1.1bf99635a6b95p-2, -0x1.1178e8227e47ap-2,
    -0x1.07138604d5864p-2, -0x1.f991c6cb3b37ap-3, -0x1.e530effe71013p-3,
    -0x1.d1037f2655e7bp-3, -0x1.bd087383bd8aap-3, -0x1.a93ed3c8ad9e5p-3,
    -0x1.95a5adcf70182p-3, -0x1.823c16551a3c0p-3, -0x1.6f0128b756ab9p-3,
    -0x1.5bf406b543db0p-3, -0x1.4913d8333b563p-3, -0x1.365fcb0159014p-3,
    -0x1.23d712a49c201p-3, -0x1.1178e8227e47ap-3, -0x1.fe89139dbd565p-4,
    -0x1.da7276384469ep-4, -0x1.b6ac88dad5b1dp-4, -0x1.9335e5d594988p-4,
    -0x1.700d30aeac0e8p-4, -0x1.4d3115d207eacp-4, -0x1.2aa04a44717a1p-4,
    -0x1.08598b59e3a06p-4, -0x1.ccb73cdddb2d0p-5, -0x1.894aa149fb34bp-5,
    -0x1.466aed42de3f9p-5, -0x1.0415d89e74440p-5, -0x1.8492528c8cac5p-6,
    -0x1.0205658935837p-6, -0x1.010157588de69p-7, 0x0.0p+0,
    0x1.fe02a6b106799p-8, 0x1.fc0a8b0fc03c4p-7, 0x1.7b91b07d5b126p-6,
    0x1.f829b0e7832f8p-6, 0x1.39e87b9febd68p-5, 0x1.77458f632dcffp-5,
    0x1.b42dd711971b9p-5, 0x1.f0a30c01162a8p-5, 0x1.16536eea37ae3p-4,
    0x1.341d7961bd1d0p-4, 0x1.51b073f06183cp-4, 0x1.6f0d28ae56b4ep-4,
    0x1.8c345d6319b23p-4, 0x1.a926d3a4ad562p-4, 0x1.c5e548f5bc743p-4,
    0x1.e27076e2af2eap-4, 0x1.fec9131dbeabcp-4, 0x1.0d77e7cd08e5bp-3,
    0x1.1b72ad52f67a2p-3, 0x1.29552f81ff521p-3, 0x1.371fc201e8f75p-3,
    0x1.44d2b6ccb7d1cp-3, 0x1.526e5e3a1b438p-3, 0x1.5ff3070a793d6p-3,
    0x1.6d60fe719d21bp-3, 0x1.7ab890210d907p-3, 0x1.87fa06520c911p-3,
    0x1.9525a9cf456b6p-3, 0x1.a23bc1fe2b561p-3, 0x1.af3c94e80bff3p-3,
    0x1.bc286742d8cd4p-3, 0x1.c8ff7c79a9a20p-3, 0x1.d5c216b4fbb94p-3,
    0x1.e27076e2af2e8p-3, 0x1.ef0adcbdc5935p-3, 0x1.fb9186d5e3e29p-3,
    0x1.0402594b4d041p-2, 0x1.0a324e27390e2p-2, 0x1.1058bf9ae4ad4p-2,
    0x1.1675cababa60fp-2, 0x1.1c898c16999fbp-2, 0x1.22941fbcf7966p-2,
    0x1.2895a13de86a4p-2, 0x1.2e8e2bae11d31p-2, 0x1.347dd9a987d56p-2,
    0x1.3a64c556945eap-2, 0x1.404308686a7e4p-2, 0x1.4618bc21c5ec2p-2,
    0x1.4be5f957778a1p-2, 0x1.51aad872df82ep-2, 0x1.5767717455a6cp-2,
    0x1.5d1bdbf5809cap-2, 0x1.62c82f2b9c796p-2, 0x1.686c81e9b14adp-2,
    0x1.6e08eaa2ba1e4p-2, 0x1.739d7f6bbd007p-2, 0x1.792a55fdd47a1p-2,
    0x1.7eaf83b82afc2p-2, 0x1.842d1da1e8b18p-2, 0x1.89a3386c1425bp-2,
    0x1.8f11e873662c8p-2, 0x1.947941c2116fbp-2, 0x1.99d958117e08ap-2,
    0x1.9f323ecbf984dp-2
};
__constant double __vkcl_dexp_log_lo[97] = {
    -0x1.e0efadd9db02ap-56, 0x1.e9575c2124912p-56, -0x1.b8ce2d07f1cb7p-56,
    0x1.24e912b16ec8bp-60, -0x1.ecca0cdf30143p-58, 0x1.f7627ef82f3f0p-57,
    0x1.3f3adb7b71cbcp-58, 0x1.1165504ad749ep-59, -0x1.bcafa9de97202p-57,
    -0x1.8a16283fdbd1cp-57, -0x1.6dcd318f4187ep-57, 0x1.37967087859b9p-59,
    0x1.1f5b44c0df7f7p-61, 0x1.0d5604930f137p-58, -0x1.bea08d2dca256p-57,
    -0x1.51c7e9efae297p-57, 0x1.0e63a5f01c693p-58, 0x1.ac9f4215f9394p-58,
    -0x1.401fa71733017p-58, 0x1.002bf768e52d0p-58, 0x1.478a85704ccb7p-58,
    -0x1.a36a677b4c8b2p-59, -0x1.da7d0b1e10b2fp-60, -0x1.aea2c72d05c08p-58,
    0x1.dd7009902bf32p-58, 0x1.e48fb0500efd5p-59, 0x1.2ba0b44cfaee5p-59,
    0x1.9badefe942718p-60, -0x1.c05cf1d753621p-59, 0x1.d192d0619fa68p-60,
    -0x1.27c8e8416e717p-60, -0x1.46662d417cecep-62, 0x0.0p+0,
    -0x1.e44b7e3711e7fp-67, -0x1.83092c5964281p-62, -0x1.6d80ab38e9430p-62,
    0x1.33e3f04f1ef25p-60, -0x1.5bfa937f551b7p-59, 0x1.8d3ca87b92968p-63,
    0x1.0a34531f67db5p-59, 0x1.85f325c5bbacdp-59, 0x1.2189705cf74cap-58,
    -0x1.3599f227becbbp-58, -0x1.5b61c65e5741ap-58, -0x1.20db323097324p-59,
    -0x1.294d2f5668495p-58, -0x1.d7a16eab1e2adp-59, 0x1.2eb0bf7c0b0d9p-59,
    -0x1.61578001e015ap-60, -0x1.5746b9981b36cp-58, 0x1.9a5dc5e9030adp-57,
    -0x1.fbe7ee5c69946p-57, 0x1.301771c407dc0p-57, 0x1.e6cb62af18a02p-62,
    0x1.7d3d950f87e23p-59, -0x1.546ff8a470d3ap-57, -0x1.bc60efafc6f6cp-58,
    0x1.d551d97132e87p-57, -0x1.1072534a57e7dp-57, -0x1.9f7fdbfa08d9ap-57,
    -0x1.26fb3e2b1d1dap-57, 0x1.24dc46c1ea664p-57, 0x1.a3398064df33ep-57,
    0x1.cfce744870f57p-58, -0x1.4f689f8434011p-57, -0x1.a37794d03657dp-58,
    -0x1.61578001e015ep-59, 0x1.e8637950dc20dp-57, 0x1.355519b0de535p-57,
    -0x1.08ec217a5022dp-57, 0x1.bdcfde8061c03p-56, 0x1.3f415699663ecp-63,
    0x1.ce63eab883727p-61, 0x1.9f1a39d500e3cp-56, -0x1.dbd7ac258a2bdp-58,
    0x1.7ad24c13f040fp-56, -0x1.1e99b72bd7bf2p-57, -0x1.16ea62c048cfbp-56,
    0x1.cbcd735d03424p-60, -0x1.f79f6c1059cdbp-57, -0x1.7a42642661c62p-61,
    -0x1.4b366b609027ap-58, -0x1.d8db0a7cc1543p-56, -0x1.fb2a49af933e8p-57,
    -0x1.7dc9c7c23801fp-56, -0x1.090a0dd59fe35p-58, 0x1.710af840538e3p-56,
    -0x1.bfb1b39ca3a0fp-56, 0x1.ce24c53fad3f0p-58, 0x1.f057691fe9ed7p-56,
    -0x1.698b43096b576p-59, 0x1.54ec519784677p-56, 0x1.2d38c40881e0bp-57,
    0x1.f85da755a61a3p-56, 0x1.1266e8a3e8838p-57, -0x1.315b444ee1f38p-56,
    -0x1.a92e513217f58p-59
};
// clang-format on

/// 2^n for n in [-1022, 1023].
VKCL_LIB double __vkcl_dexp_pow2_f64(int n) {
  return as_double((ulong)(n + 1023) << 52);
}

/// (e^r - 1 - r) / r^2 for |r| <= ln2/128 + a little: Taylor to r^6
/// (the truncation, r^7/5040, is below 2^-64).
VKCL_LIB double __vkcl_dexp_exp_poly_f64(double r) {
  double q = 0x1.6c16c16c16c17p-10;
  q = __vkcl_muladd_f64(q, r, 0x1.1111111111111p-7);
  q = __vkcl_muladd_f64(q, r, 0x1.5555555555555p-5);
  q = __vkcl_muladd_f64(q, r, 0x1.5555555555555p-3);
  return __vkcl_muladd_f64(q, r, 0.5);
}

/// 2^(j/64) (1 + p) for k = 64 m + j and r = rh + rl, |rh| <= ln2/128 + a
/// little: the double-double y = hi + *lo, hi in [0.99, 2.02), error about
/// 2^-65 of it. The caller scales by 2^m, m = (k - j) / 64.
VKCL_LIB double __vkcl_dexp_core_f64(int k, double rh, double rl,
                                     __private double *lo) {
  int j = k & 63;
  double th = __vkcl_dexp_exp2_hi[j], tl = __vkcl_dexp_exp2_lo[j];
  // e^r - 1 - rh = rl + rh^2 (1/2 + rh/6 + ... + rh^4/720) (+ rh rl and
  // rh^7/5040, both below 2^-64)
  double pl = rl + rh * rh * __vkcl_dexp_exp_poly_f64(rh);
  double a = th * rh;
  double ae = __vkcl_two_prod_err_f64(th, rh, a);
  double s = th + a; // |a| < 0.012 th
  double e1 = __vkcl_fast_two_sum_err_f64(th, a, s);
  double l = e1 + (ae + (tl + (th * pl + tl * rh)));
  double hi = s + l; // normalized: *lo below hi's last place
  *lo = __vkcl_fast_two_sum_err_f64(s, l, hi);
  return hi;
}

/// 2^m (hi + lo) rounded once, for hi + lo in [0.99, 2.02) and m in
/// [-1080, 1024]: overflows to +inf, and rounds once in the subnormal range.
VKCL_LIB double __vkcl_dexp_finish_f64(double hi, double lo, int m) {
  if (m > -1020) { // a normal result: the two scalings are exact
    int h = m / 2;
    return (hi + lo) * __vkcl_dexp_pow2_f64(h) * __vkcl_dexp_pow2_f64(m - h);
  }
  // Scaled by 2^200 everything is normal; d = 2^-822 has the unit 2^-874,
  // the subnormal quantum 2^-1074 scaled: d + s rounds s to that quantum.
  double sc = __vkcl_dexp_pow2_f64(m + 200);
  double sh = hi * sc, sl = lo * sc;
  double d = 0x1p-822;
  if (sh >= d) // normal after all (just above 2^-1022)
    return (sh + sl) * 0x1p-200;
  double w = d + sh;
  double we = __vkcl_two_sum_err_f64(d, sh, w);
  double w2 = w + (we + sl);
  return (w2 - d) * 0x1p-200; // exact: a multiple of 2^-1074 below 2^-1022
}

/// The reduction of x as a double-double (xh + xl, |xh| < 746) for the exp
/// core: k = rint(64 xh / ln2), r = x - k ln2/64 as rh + *rl.
VKCL_LIB int __vkcl_dexp_reduce_f64(double xh, double xl, __private double *rh,
                                    __private double *rl) {
  double kf = rint(xh * 0x1.71547652b82fep+6);
  double a = xh - kf * 0x1.62e42fee00000p-7; // exact
  double b = kf * -0x1.a39ef35793c76p-39;
  double s = a + b;
  *rl = __vkcl_two_sum_err_f64(a, b, s) + (xl + kf * -0x1.cc01f97b57a08p-93);
  *rh = s;
  return (int)kf;
}

/// e^(xh + xl) as a double-double scaled by 2^-s (s = 0 or 1), for
/// |xh| <= 700: the value hi + *lo, hi normal (hyperbolic.cl's cores).
VKCL_LIB double __vkcl_dexp_dd_f64(double xh, double xl, int s,
                                   __private double *lo) {
  double rh, rl;
  int k = __vkcl_dexp_reduce_f64(xh, xl, &rh, &rl);
  double yl;
  double yh = __vkcl_dexp_core_f64(k, rh, rl, &yl);
  double sc = __vkcl_dexp_pow2_f64((k - (k & 63)) / 64 - s);
  *lo = yl * sc;
  return yh * sc;
}

/// exp's answer outside its finite range: NaN, +inf (overflow), +0.
VKCL_LIB double __vkcl_dexp_outside_f64(double x) {
  return x != x ? x : (x > 0.0 ? as_double(0x7ff0000000000000ul) : 0.0);
}

/// e^x / 2^s rounded once (s = 0, or 1 for hyperbolic.cl's cosh and sinh
/// near overflow), for x in [-746, 711].
VKCL_LIB double __vkcl_dexp_scaled_f64(double x, int s) {
  double rh, rl, yl;
  int k = __vkcl_dexp_reduce_f64(x, 0.0, &rh, &rl);
  double yh = __vkcl_dexp_core_f64(k, rh, rl, &yl);
  return __vkcl_dexp_finish_f64(yh, yl, (k - (k & 63)) / 64 - s);
}

VKCL_LIB double __vkcl_exp_f64(double x) {
  // e^x overflows from 709.783 and rounds to 0 below -745.134
  if (!(x > -746.0 && x < 710.0))
    return __vkcl_dexp_outside_f64(x);
  return __vkcl_dexp_scaled_f64(x, 0);
}

VKCL_LIB double __vkcl_exp2_f64(double x) {
  if (!(x > -1076.0 && x < 1025.0))
    return __vkcl_dexp_outside_f64(x);
  double kf = rint(x * 64.0);
  double r = x - kf * 0x1p-6; // exact, |r| <= 1/128
  // r ln2 as a double-double
  double rh = r * 0x1.62e42fefa39efp-1;
  double rl = __vkcl_two_prod_err_f64(r, 0x1.62e42fefa39efp-1, rh) +
              r * 0x1.abc9e3b39803fp-56;
  int k = (int)kf;
  double yl;
  double yh = __vkcl_dexp_core_f64(k, rh, rl, &yl);
  return __vkcl_dexp_finish_f64(yh, yl, (k - (k & 63)) / 64);
}

VKCL_LIB double __vkcl_exp10_f64(double x) {
  // 10^x overflows from 308.255 and rounds to 0 below -323.607
  if (!(x > -324.0 && x < 309.0))
    return __vkcl_dexp_outside_f64(x);
  // x = k log10(2)/64 + r (Cody-Waite, 32-bit high part: k times it is
  // exact), then r ln10 as a double-double
  double kf = rint(x * 0x1.a934f0979a371p+7);
  double a = x - kf * 0x1.3441350800000p-8; // exact
  double b = kf * -0x1.f79fef311f12bp-40;
  double r = a + b;
  double re = __vkcl_two_sum_err_f64(a, b, r) + kf * -0x1.ac0b7c917826bp-95;
  double rh = r * 0x1.26bb1bbb55516p+1;
  double rl = __vkcl_two_prod_err_f64(r, 0x1.26bb1bbb55516p+1, rh) +
              (r * -0x1.f48ad494ea3e9p-53 + re * 0x1.26bb1bbb55516p+1);
  int k = (int)kf;
  double yl;
  double yh = __vkcl_dexp_core_f64(k, rh, rl, &yl);
  return __vkcl_dexp_finish_f64(yh, yl, (k - (k & 63)) / 64);
}

VKCL_LIB double __vkcl_expm1_f64(double x) {
  if (fabs(x) < 0x1p-54) // x^2/2 below x's last place (-0 stays -0)
    return x;
  if (!(x > -40.0)) // NaN, or e^x below 2^-57: -1
    return x != x ? x : -1.0;
  if (x > 40.0) // the 1 is far below e^x's last place (or overflow)
    return __vkcl_exp_f64(x);
  if (fabs(x) < 0x1.62e42fefa39efp-8) // |x| < ln2/128: k = 0, r = x
    return x + x * x * __vkcl_dexp_exp_poly_f64(x);
  double rh, rl;
  int k = __vkcl_dexp_reduce_f64(x, 0.0, &rh, &rl);
  double yl;
  double yh = __vkcl_dexp_core_f64(k, rh, rl, &yl);
  if (k == 0) // y = 1 + (yh - 1) exactly: e^x - 1 without cancellation
    return (yh - 1.0) + yl;
  // 2^m y - 1 = (2^m yh - 1) + 2^m yl, the first sum kept exact
  double sc = __vkcl_dexp_pow2_f64((k - (k & 63)) / 64);
  double h = yh * sc;
  double s = h - 1.0;
  double se = __vkcl_two_sum_err_f64(h, -1.0, s);
  return s + (se + yl * sc);
}

/// The log family's answer for x that is not positive and finite: NaN for
/// NaN and negative x, -inf for +-0, +inf for +inf.
VKCL_LIB double __vkcl_dexp_log_special_f64(double x) {
  if (x == 0.0)
    return as_double(0xfff0000000000000ul);
  return x < 0.0 ? as_double(0x7ff8000000000000ul) : x;
}

/// (log1p(r) - r) / r^2 for |r| < 2^-7.5: Taylor to r^9 (the truncation,
/// r^10/10, is below 2^-64 of r).
VKCL_LIB double __vkcl_dexp_log_poly_f64(double r) {
  double q = 0x1.c71c71c71c71cp-4;
  q = q * r - 0.125;
  q = __vkcl_muladd_f64(q, r, 0x1.2492492492492p-3);
  q = q * r - 0x1.5555555555555p-3;
  q = __vkcl_muladd_f64(q, r, 0.2);
  q = q * r - 0.25;
  q = __vkcl_muladd_f64(q, r, 0x1.5555555555555p-2);
  return q * r - 0.5;
}

/// log(m) for xh + xl = 2^e m, m in [0.75, 1.5), xh positive and finite
/// (xl = 0 where xh is subnormal; otherwise |xl| <= ulp(xh)): the
/// double-double hi + *lo (error about 2^-66 and 2^-62 of hi), and e.
VKCL_LIB double __vkcl_dexp_log_m_f64(double xh, double xl, __private int *eo,
                                      __private double *lo) {
  int sub = xh < 0x1p-1022; // subnormal: scaled by 2^64 first
  ulong bits = as_ulong(sub ? xh * 0x1p64 : xh);
  int e = (int)(bits >> 52) - 1023 - (sub ? 64 : 0);
  double m = as_double((bits & 0xffffffffffffful) | 0x3ff0000000000000ul);
  if (m >= 1.5) {
    m *= 0.5;
    e += 1;
  }
  int i = (int)rint((m - 1.0) * 128.0); // -32..64
  double c = __vkcl_dexp_log_c[i + 32];
  // r = m c - 1 exactly as rh + rl (m c - 1 within 2^-7.5 of 0: exact);
  // xl joins it as xl 2^-e c (far below rh's last place: no cancellation)
  double p = m * c;
  double pe = __vkcl_two_prod_err_f64(m, c, p);
  double d = p - 1.0;
  double rh = d + pe;
  double rl = __vkcl_fast_two_sum_err_f64(d, pe, rh);
  if (xl != 0.0) {
    int h = -e / 2;
    rl += xl * c * __vkcl_dexp_pow2_f64(h) * __vkcl_dexp_pow2_f64(-e - h);
  }
  // log1p(r) - rh = rl (1 - rh) + rh^2 (-1/2 + rh/3 - ... + rh^7/9)
  double tail = rl * (1.0 - rh) + rh * rh * __vkcl_dexp_log_poly_f64(rh);
  double th = __vkcl_dexp_log_hi[i + 32];
  double s = th + rh;
  double se = __vkcl_two_sum_err_f64(th, rh, s);
  double l = se + (__vkcl_dexp_log_lo[i + 32] + tail);
  double hi = s + l;
  *lo = __vkcl_two_sum_err_f64(s, l, hi);
  *eo = e;
  return hi;
}

/// log(xh + xl) as the double-double hi + *lo, for xh positive and finite
/// (|xl| <= ulp(xh); xl = 0 where xh is subnormal).
VKCL_LIB double __vkcl_dexp_log_dd_f64(double xh, double xl,
                                       __private double *lo) {
  int e;
  double ll;
  double lh = __vkcl_dexp_log_m_f64(xh, xl, &e, &ll);
  // e ln2 + log(m): ln2's high part has 42 bits (e ln2_hi exact)
  double ef = (double)e;
  double a = ef * 0x1.62e42fefa3800p-1;
  double s = a + lh;
  double se = __vkcl_two_sum_err_f64(a, lh, s);
  double l = se + (ll + ef * 0x1.ef35793c76730p-45);
  double hi = s + l;
  *lo = __vkcl_two_sum_err_f64(s, l, hi);
  return hi;
}

VKCL_LIB double __vkcl_log_f64(double x) {
  if (!(x > 0.0 && x < as_double(0x7ff0000000000000ul)))
    return __vkcl_dexp_log_special_f64(x);
  double lo;
  return __vkcl_dexp_log_dd_f64(x, 0.0, &lo);
}

VKCL_LIB double __vkcl_log2_f64(double x) {
  if (!(x > 0.0 && x < as_double(0x7ff0000000000000ul)))
    return __vkcl_dexp_log_special_f64(x);
  int e;
  double ll;
  double lh = __vkcl_dexp_log_m_f64(x, 0.0, &e, &ll);
  // e + log(m) / ln2, the product in double-double
  double p = lh * 0x1.71547652b82fep+0;
  double pe = __vkcl_two_prod_err_f64(lh, 0x1.71547652b82fep+0, p) +
              (lh * 0x1.777d0ffda0d24p-56 + ll * 0x1.71547652b82fep+0);
  double ef = (double)e;
  double s = ef + p;
  double se = __vkcl_two_sum_err_f64(ef, p, s);
  return s + (se + pe);
}

VKCL_LIB double __vkcl_log10_f64(double x) {
  if (!(x > 0.0 && x < as_double(0x7ff0000000000000ul)))
    return __vkcl_dexp_log_special_f64(x);
  int e;
  double ll;
  double lh = __vkcl_dexp_log_m_f64(x, 0.0, &e, &ll);
  // e log10(2) + log(m) log10(e): log10(2)'s high part has 42 bits (e
  // times it exact), the product in double-double
  double p = lh * 0x1.bcb7b1526e50ep-2;
  double pe = __vkcl_two_prod_err_f64(lh, 0x1.bcb7b1526e50ep-2, p) +
              (lh * 0x1.95355baaafad3p-57 + ll * 0x1.bcb7b1526e50ep-2);
  double ef = (double)e;
  double a = ef * 0x1.34413509f7800p-2;
  double s = a + p;
  double se = __vkcl_two_sum_err_f64(a, p, s);
  return s + (se + (pe + ef * 0x1.fef311f12b358p-46));
}

VKCL_LIB double __vkcl_log1p_f64(double x) {
  if (fabs(x) < 0x1p-8) // 1 + x would round: the series in x itself
    return x + x * x * __vkcl_dexp_log_poly_f64(x);
  if (!(x > -1.0 && x < as_double(0x7ff0000000000000ul)))
    return x == -1.0 ? as_double(0xfff0000000000000ul)
                     : (x > 0.0 ? x : as_double(0x7ff8000000000000ul));
  // log(u + c) for u = 1 + x rounded and c its exact error; beyond 2^53 c
  // is not below u's last place, but u alone is then exact enough
  double u = 1.0 + x;
  double c = __vkcl_two_sum_err_f64(1.0, x, u);
  double lo;
  return __vkcl_dexp_log_dd_f64(u, x < 0x1p53 ? c : 0.0, &lo);
}

/// 2^(b/3) for b = 0, 1, 2.
__constant double __vkcl_dexp_cbrt2[3] = {1.0, 0x1.428a2f98d728bp+0,
                                          0x1.965fea53d6e3dp+0};

VKCL_LIB double __vkcl_cbrt_f64(double x) {
  double ax = fabs(x);
  if (ax == 0.0 || !(ax < as_double(0x7ff0000000000000ul)))
    return x + x;           // +-0, +-inf, NaN (quieted)
  int sub = ax < 0x1p-1022; // subnormal: scaled by 2^54 first
  ulong bits = as_ulong(sub ? ax * 0x1p54 : ax);
  int e = (int)(bits >> 52) - 1023 - (sub ? 54 : 0);
  int q = (e + 3000) / 3 - 1000; // floor(e / 3), e = 3q + b
  int b = e - 3 * q;
  double m = as_double((bits & 0xffffffffffffful) | 0x3ff0000000000000ul);
  double v = m * (double)(1 << b); // in [1, 8), exact
  // The chord through cbrt(1) and cbrt(2) (1.3% off), three Newton steps
  // (2^-12.8, 2^-25, 2^-50: the division's 2.5 ulp do not matter)
  double y = (0.74 + 0.26 * m) * __vkcl_dexp_cbrt2[b];
  for (int step = 0; step < 3; ++step)
    y = y - (y * y * y - v) / (3.0 * (y * y));
  // and a last one on the exact residual y^3 - v (double-double y^2 and
  // y^3; y^3 is near v, so y3 - v is exact): only the tiny correction's
  // own error and the final rounding remain
  double y2 = y * y;
  double y2e = __vkcl_two_prod_err_f64(y, y, y2);
  double y3 = y2 * y;
  double y3e = __vkcl_two_prod_err_f64(y2, y, y3);
  double res = (y3 - v) + (y3e + y2e * y);
  y = y - res / (3.0 * y2);
  return copysign(y * __vkcl_dexp_pow2_f64(q), x);
}
