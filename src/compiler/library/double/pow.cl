// pow, powr, pown and rootn on double (OpenCL C 3.0, 6.15.2; full profile
// 16 ulp each; these reach about 0.52 ulp: the final rounding and a few
// hundredths).
// All four are 2^z with z = y log2|x| (rootn: log2|x| / n). An error d in z
// is a relative error d ln2 of the result and |z| reaches 1075, so z must
// be right to about 2^-60 absolute: log2|x| is a double-double good to
// about 2^-69 relative, z = y log2|x| a double-double (Dekker's exact
// product), and 2^z is taken from that double-double.
//  - log2|x| = e + log2(1/c) + log2(1 + r): |x| = 2^e m with m in [1, 2),
//    c = 1 / (1 + j/128) for j, m's top 7 fraction bits rounded (0..128),
//    from a table with -log2(c) as a double-double, r = m c - 1 a
//    double-double (Dekker's product; m c - 1 is exact by Sterbenz),
//    |r| <= 2^-8, and ln(1 + r) = r - r^2/2 + r^3 P(r) with P the Taylor
//    series to r^6 (truncated, 2^-75 of ln(1 + r)), the first two terms
//    in double-double (measured: 2^-69.6 relative in all, with the table
//    and the 1/ln2 product). j = 0 has c = 1 and j = 128 has c = 1/2
//    (-log2 c = 1 exactly), so x near 1 (either side) loses nothing to
//    cancellation.
//  - 2^z: 128 z rounded to an integer k, f = z - k/128 (|f| <= 2^-8,
//    with z's low part), e^(f ln2) = 1 + p by its Taylor series to f^6
//    (truncation below 2^-71), times 2^((k mod 128)/128) from a
//    double-double table, times 2^(k div 128). That last scaling is exact
//    for normal results (in two steps near overflow); a subnormal result
//    is rounded once, from the double-double, by adding it to a power of
//    two whose last place is the subnormal's (in a scaled domain).
// Error budget: log2 about 2^-69 relative, so z about 1075 * 2^-69
// absolute (0.02 ulp of the result), the exp core below 2^-60 (0.01 ulp),
// plus the final rounding. rootn divides by n with the quotient corrected
// by its exact remainder (the device's `/` may be 2.5 ulp off).
// Tables and constants: tests/library/fit_pow_f64.py. No fma, Dekker's
// products from double/sqrt.cl.

// clang-format off
/// log2 table: for j = 0..128, {c, -log2(c) high, low}, c = 1 / (1 + j/128)
/// rounded to double.
__constant double __vkcl_dpow_log_tab[387] = {
    0x1p+0, 0.0, 0.0,
    0x1.fc07f01fc07fp-1, 0x1.6fe50b6ef085dp-7, 0x1.463d48b85f0c2p-64,
    0x1.f81f81f81f82p-1, 0x1.6e79685c2d212p-6, 0x1.d49b0ada3a0c8p-60,
    0x1.f44659e4a4271p-1, 0x1.11cd1d513341bp-5, 0x1.5f8bd2c8d414ep-62,
    0x1.f07c1f07c1f08p-1, 0x1.6bad3758efd81p-5, 0x1.af90b696d7e1p-59,
    0x1.ecc07b301eccp-1, 0x1.c4dfab90aab6ap-5, 0x1.fe72abfe9eeabp-59,
    0x1.e9131abf0b767p-1, 0x1.0eb389fa29f9dp-4, -0x1.4171a24e24942p-58,
    0x1.e573ac901e574p-1, 0x1.3aa2fdd27f1bfp-4, -0x1.fa374515f3944p-60,
    0x1.e1e1e1e1e1e1ep-1, 0x1.663f6fac91318p-4, -0x1.1df362ae68bc6p-60,
    0x1.de5d6e3f8868ap-1, 0x1.918a16e46335ep-4, 0x1.b9acb4dc3255fp-60,
    0x1.dae6076b981dbp-1, 0x1.bc84240adabb9p-4, 0x1.0446f0f41f7cbp-59,
    0x1.d77b654b82c34p-1, 0x1.e72ec117fa5adp-4, -0x1.30fc17715a264p-58,
    0x1.d41d41d41d41dp-1, 0x1.08c588cda79e5p-3, 0x1.ad360c66fed99p-58,
    0x1.d0cb58f6ec074p-1, 0x1.1dcd197552b7dp-3, -0x1.78c7111c9a72ep-57,
    0x1.cd85689039b0bp-1, 0x1.32ae9e278ae19p-3, -0x1.9855ac57fff35p-60,
    0x1.ca4b3055ee191p-1, 0x1.476a9f983f74dp-3, 0x1.e61c679fd0076p-58,
    0x1.c71c71c71c71cp-1, 0x1.5c01a39fbd68bp-3, -0x1.f6dc21221666bp-57,
    0x1.c3f8f01c3f8fp-1, 0x1.70742d4ef028p-3, -0x1.d95a7dbcc6993p-59,
    0x1.c0e070381c0ep-1, 0x1.84c2bd02f03b6p-3, -0x1.f84eecba83c8ep-59,
    0x1.bdd2b899406f7p-1, 0x1.98edd077e70e1p-3, -0x1.97764e85ed0f6p-60,
    0x1.bacf914c1badp-1, 0x1.acf5e2db4ec91p-3, 0x1.a70644c9f70f2p-60,
    0x1.b7d6c3dda338bp-1, 0x1.c0db6cdd94defp-3, 0x1.85b1a824e6d56p-57,
    0x1.b4e81b4e81b4fp-1, 0x1.d49ee4c32596cp-3, 0x1.cb858f16e12d5p-57,
    0x1.b2036406c80d9p-1, 0x1.e840be74e6a4dp-3, -0x1.655b43c26275fp-58,
    0x1.af286bca1af28p-1, 0x1.fbc16b902680dp-3, 0x1.94718f85f92ep-61,
    0x1.ac5701ac5701bp-1, 0x1.0790adbb03009p-2, -0x1.6bdc592e7d975p-56,
    0x1.a98ef606a63bep-1, 0x1.11307dad30b74p-2, 0x1.47523d83ea177p-58,
    0x1.a6d01a6d01a6dp-1, 0x1.1ac05b291f07p-2, 0x1.61471580a9b58p-56,
    0x1.a41a41a41a41ap-1, 0x1.24407ab0e073ap-2, 0x1.a46a0cfd5da7cp-56,
    0x1.a16d3f97a4b02p-1, 0x1.2db10fc4d9aaep-2, 0x1.02f77814ac1edp-57,
    0x1.9ec8e951033d9p-1, 0x1.37124cea4cdedp-2, 0x1.05c3d2cf67559p-56,
    0x1.9c2d14ee4a102p-1, 0x1.406463b1b0448p-2, 0x1.fd241480569abp-59,
    0x1.999999999999ap-1, 0x1.49a784bcd1b8ap-2, -0x1.cc2d296ee388cp-56,
    0x1.970e4f80cb872p-1, 0x1.52dbdfc4c96b5p-2, 0x1.ff7288d78220ap-57,
    0x1.948b0fcd6e9ep-1, 0x1.5c01a39fbd689p-2, 0x1.0f48164c2367p-58,
    0x1.920fb49d0e229p-1, 0x1.6518fe4677ba6p-2, 0x1.254b5c0b8ba99p-56,
    0x1.8f9c18f9c18fap-1, 0x1.6e221cd9d0cddp-2, 0x1.c2e2205e47646p-56,
    0x1.8d3018d3018d3p-1, 0x1.771d2ba7efb3cp-2, -0x1.5cac151a2fa98p-58,
    0x1.8acb90f6bf3aap-1, 0x1.800a563161c53p-2, -0x1.3c83c71cbe6b3p-57,
    0x1.886e5f0abb04ap-1, 0x1.88e9c72e0b224p-2, 0x1.0c2033a4f6641p-58,
    0x1.8618618618618p-1, 0x1.91bba891f170ap-2, 0x1.30395ac11db4p-57,
    0x1.83c977ab2beddp-1, 0x1.9a802391e233p-2, -0x1.7ba78836b5b85p-57,
    0x1.8181818181818p-1, 0x1.a33760a7f6051p-2, -0x1.8ba864ee95507p-60,
    0x1.7f405fd017f4p-1, 0x1.abe18797f1f4ap-2, 0x1.4be3a2a043d68p-56,
    0x1.7d05f417d05f4p-1, 0x1.b47ebf73882a1p-2, 0x1.a63236ae58807p-64,
    0x1.7ad2208e0ecc3p-1, 0x1.bd0f2e9e79032p-2, -0x1.799337667c7d9p-59,
    0x1.78a4c8178a4c8p-1, 0x1.c592fad295b57p-2, -0x1.295fe9031806bp-57,
    0x1.767dce434a9b1p-1, 0x1.ce0a4923a587dp-2, -0x1.86ed1fbe6bf74p-57,
    0x1.745d1745d1746p-1, 0x1.d6753e032ea0ep-2, 0x1.16520bc0d0f59p-56,
    0x1.724287f46debcp-1, 0x1.ded3fd442364cp-2, 0x1.9741831905dp-56,
    0x1.702e05c0b817p-1, 0x1.e726aa1e754d3p-2, -0x1.d821361d7bb7ep-57,
    0x1.6e1f76b4337c7p-1, 0x1.ef6d67328e22p-2, -0x1.619b4afe65de7p-56,
    0x1.6c16c16c16c17p-1, 0x1.f7a8568cb06cep-2, -0x1.7e86fec6d27fap-57,
    0x1.6a13cd153729p-1, 0x1.ffd799a83ff9cp-2, -0x1.89a1406e32848p-57,
    0x1.6816816816817p-1, 0x1.03fda8b97997ep-1, 0x1.7f26898edf303p-56,
    0x1.661ec6a5122f9p-1, 0x1.0809cf27f703dp-1, 0x1.54f79426ebd12p-55,
    0x1.642c8590b2164p-1, 0x1.0c10500d63aa7p-1, -0x1.2ca22c62da46ap-55,
    0x1.623fa7701624p-1, 0x1.10113b153c8eap-1, -0x1.ec6aebd763585p-56,
    0x1.6058160581606p-1, 0x1.140c9faa1e543p-1, -0x1.ad7c3f850c087p-55,
    0x1.5e75bb8d015e7p-1, 0x1.18028cf72976bp-1, 0x1.00b1f6c60bc47p-57,
    0x1.5c9882b931057p-1, 0x1.1bf311e95d00ep-1, 0x1.a3fc6c5fa8cp-56,
    0x1.5ac056b015acp-1, 0x1.1fde3d30e8127p-1, -0x1.4519e3dae8c73p-59,
    0x1.58ed2308158edp-1, 0x1.23c41d42727c8p-1, 0x1.4c4fd1a9dbc73p-55,
    0x1.571ed3c506b3ap-1, 0x1.27a4c0585cbf7p-1, 0x1.dbf0f15d37a39p-56,
    0x1.5555555555555p-1, 0x1.2b803473f7ad2p-1, -0x1.4d870dd18a9cfp-55,
    0x1.5390948f40febp-1, 0x1.2f56875eb3f26p-1, -0x1.9fab4bb981341p-55,
    0x1.51d07eae2f815p-1, 0x1.3327c6ab49ca7p-1, 0x1.f985970c7a96cp-59,
    0x1.5015015015015p-1, 0x1.36f3ffb6d9162p-1, 0x1.0ca86e37dcf4ep-55,
    0x1.4e5e0a72f0539p-1, 0x1.3abb3faa02168p-1, -0x1.4e04c59d14c4dp-56,
    0x1.4cab88725af6ep-1, 0x1.3e7d9379f7017p-1, 0x1.ba482b7f3b51dp-55,
    0x1.4afd6a052bf5bp-1, 0x1.423b07e986aa8p-1, 0x1.310adce7d69eap-55,
    0x1.49539e3b2d067p-1, 0x1.45f3a98a20738p-1, 0x1.cf2b20a4a7f24p-55,
    0x1.47ae147ae147bp-1, 0x1.49a784bcd1b8bp-1, -0x1.1bdaa8e20ced3p-55,
    0x1.460cbc7f5cf9ap-1, 0x1.4d56a5b33cec5p-1, -0x1.d85e2ec0bf8f4p-55,
    0x1.446f86562d9fbp-1, 0x1.510118708a8f9p-1, -0x1.29efcee6040b5p-55,
    0x1.42d6625d51f87p-1, 0x1.54a6e8ca5438ep-1, -0x1.cf472682efe66p-55,
    0x1.4141414141414p-1, 0x1.5848226989d34p-1, -0x1.c8fcac637214fp-58,
    0x1.3fb013fb013fbp-1, 0x1.5be4d0cb51435p-1, -0x1.48c86048e1b52p-55,
    0x1.3e22cbce4a902p-1, 0x1.5f7cff41e09bp-1, -0x1.355746781a69ap-56,
    0x1.3c995a47babe7p-1, 0x1.6310b8f553049p-1, -0x1.071ad88ab7bb6p-56,
    0x1.3b13b13b13b14p-1, 0x1.66a008e4788cbp-1, 0x1.484a01a34cd41p-57,
    0x1.3991c2c187f63p-1, 0x1.6a2af9e5a0f0bp-1, -0x1.d87ae3cfe4cd1p-55,
    0x1.3813813813814p-1, 0x1.6db196a761949p-1, -0x1.4a5abe9400f2fp-55,
    0x1.3698df3de0748p-1, 0x1.7133e9b156c7bp-1, -0x1.8d3919b168d76p-57,
    0x1.3521cfb2b78c1p-1, 0x1.74b1fd64e0754p-1, 0x1.176a03b10285p-55,
    0x1.33ae45b57bcb2p-1, 0x1.782bdbfdda657p-1, 0x1.861ab04c8a075p-56,
    0x1.323e34a2b10bfp-1, 0x1.7ba18f93502e5p-1, 0x1.07bb7f5aae567p-60,
    0x1.30d190130d19p-1, 0x1.7f1322182cf16p-1, -0x1.4d477b551c301p-62,
    0x1.2f684bda12f68p-1, 0x1.82809d5be7074p-1, -0x1.ade702bf80966p-55,
    0x1.2e025c04b8097p-1, 0x1.85ea0b0b27b26p-1, 0x1.369a5d50a1255p-57,
    0x1.2c9fb4d812cap-1, 0x1.894f74b06ef8bp-1, -0x1.e0ee61860bf51p-55,
    0x1.2b404ad012b4p-1, 0x1.8cb0e3b4b3bbep-1, 0x1.b04b16bd5cc6bp-55,
    0x1.29e4129e4129ep-1, 0x1.900e6160002cep-1, -0x1.809c5cce1e662p-55,
    0x1.288b01288b013p-1, 0x1.9367f6da0ab2dp-1, 0x1.ce59b9f5335cep-55,
    0x1.27350b8812735p-1, 0x1.96bdad2acb5f6p-1, 0x1.98dc4a74f5539p-58,
    0x1.25e22708092f1p-1, 0x1.9a0f8d3b0e05p-1, 0x1.f455603734c5p-58,
    0x1.2492492492492p-1, 0x1.9d5d9fd5010b4p-1, 0x1.f0f9449d09a6fp-57,
    0x1.23456789abcdfp-1, 0x1.a0a7eda4c112dp-1, -0x1.6ec2857d8c04dp-57,
    0x1.21fb78121fb78p-1, 0x1.a3ee7f38e181fp-1, -0x1.5be41b06e36f6p-61,
    0x1.20b470c67c0d9p-1, 0x1.a7315d02f20c7p-1, -0x1.dd9a42a4dfbdbp-55,
    0x1.1f7047dc11f7p-1, 0x1.aa708f58014d4p-1, 0x1.ac43978e39dp-56,
    0x1.1e2ef3b3fb874p-1, 0x1.adac1e711c833p-1, 0x1.f9d71361d729bp-55,
    0x1.1cf06ada2811dp-1, 0x1.b0e4126bcc86cp-1, -0x1.42f93e8bc4702p-55,
    0x1.1bb4a4046ed29p-1, 0x1.b418734a9008cp-1, -0x1.1d24ec1ee50d4p-56,
    0x1.1a7b9611a7b96p-1, 0x1.b74948f5532dap-1, 0x1.e5d8003634fb1p-55,
    0x1.19453808ca29cp-1, 0x1.ba769b39e4964p-1, 0x1.a832290aa700cp-57,
    0x1.1811811811812p-1, 0x1.bda071cc67e6cp-1, 0x1.99894b3471eddp-55,
    0x1.16e0689427379p-1, 0x1.c0c6d447c5dd3p-1, 0x1.603900a8a8ea2p-56,
    0x1.15b1e5f75270dp-1, 0x1.c3e9ca2e1a055p-1, 0x1.f7a17806fbc98p-56,
    0x1.1485f0e0acd3bp-1, 0x1.c7095ae91e1c8p-1, 0x1.e27a730cef645p-55,
    0x1.135c81135c811p-1, 0x1.ca258dca93317p-1, -0x1.cde0f1b77b122p-56,
    0x1.12358e75d3033p-1, 0x1.cd3e6a0ca8908p-1, -0x1.00a9bf5786323p-56,
    0x1.1111111111111p-1, 0x1.d053f6d260897p-1, -0x1.7af3675fa0497p-55,
    0x1.0fef010fef011p-1, 0x1.d3663b27f31d5p-1, 0x1.34ac760879e97p-56,
    0x1.0ecf56be69c9p-1, 0x1.d6753e032ea0fp-1, -0x1.78597dec76da9p-55,
    0x1.0db20a88f4696p-1, 0x1.d9810643d6614p-1, -0x1.5c028eb03b023p-55,
    0x1.0c9714fbcda3bp-1, 0x1.dc899ab3ff56cp-1, -0x1.3ae172efc84d6p-55,
    0x1.0b7e6ec259dc8p-1, 0x1.df8f02086af2bp-1, 0x1.fdaa8193304eep-57,
    0x1.0a6810a6810a7p-1, 0x1.e29142e0e013fp-1, -0x1.0127597bcf453p-55,
    0x1.0953f39010954p-1, 0x1.e59063c8822cep-1, 0x1.9bc9348fcc0f8p-56,
    0x1.0842108421084p-1, 0x1.e88c6b3626a73p-1, 0x1.9db057278adc6p-59,
    0x1.073260a47f7c6p-1, 0x1.eb855f8ca88fcp-1, 0x1.f92a731de1c1dp-56,
    0x1.0624dd2f1a9fcp-1, 0x1.ee7b471b3a95p-1, 0x1.c16f5e17e35c7p-56,
    0x1.05197f7d73404p-1, 0x1.f16e281db763p-1, 0x1.d35b1424389bap-55,
    0x1.041041041041p-1, 0x1.f45e08bcf0656p-1, 0x1.bde5c394c7047p-59,
    0x1.03091b51f5e1ap-1, 0x1.f74aef0efafafp-1, -0x1.1d3b4618d0d72p-55,
    0x1.0204081020408p-1, 0x1.fa34e1177c234p-1, -0x1.bd0b965b46ae2p-55,
    0x1.010101010101p-1, 0x1.fd1be4c7f2af9p-1, 0x1.c372c2619058cp-55,
    0x1p-1, 0x1p+0, 0.0,
};
/// exp2 table: for j = 0..127, 2^(j/128) as {high, low}.
__constant double __vkcl_dpow_exp_tab[256] = {
    0x1p+0, 0.0,
    0x1.0163da9fb3335p+0, 0x1.b61299ab8cdb7p-54,
    0x1.02c9a3e778061p+0, -0x1.19083535b085dp-56,
    0x1.04315e86e7f85p+0, -0x1.0a31c1977c96ep-54,
    0x1.059b0d3158574p+0, 0x1.d73e2a475b465p-55,
    0x1.0706b29ddf6dep+0, -0x1.c91dfe2b13c27p-55,
    0x1.0874518759bc8p+0, 0x1.186be4bb284ffp-57,
    0x1.09e3ecac6f383p+0, 0x1.1487818316136p-54,
    0x1.0b5586cf9890fp+0, 0x1.8a62e4adc610bp-54,
    0x1.0cc922b7247f7p+0, 0x1.01edc16e24f71p-54,
    0x1.0e3ec32d3d1a2p+0, 0x1.03a1727c57b53p-59,
    0x1.0fb66affed31bp+0, -0x1.b9bedc44ebd7bp-57,
    0x1.11301d0125b51p+0, -0x1.6c51039449b3ap-54,
    0x1.12abdc06c31ccp+0, -0x1.1b514b36ca5c7p-58,
    0x1.1429aaea92dep+0, -0x1.32fbf9af1369ep-54,
    0x1.15a98c8a58e51p+0, 0x1.2406ab9eeab0ap-55,
    0x1.172b83c7d517bp+0, -0x1.19041b9d78a76p-55,
    0x1.18af9388c8deap+0, -0x1.11023d1970f6cp-54,
    0x1.1a35beb6fcb75p+0, 0x1.e5b4c7b4968e4p-55,
    0x1.1bbe084045cd4p+0, -0x1.95386352ef607p-54,
    0x1.1d4873168b9aap+0, 0x1.e016e00a2643cp-54,
    0x1.1ed5022fcd91dp+0, -0x1.1df98027bb78cp-54,
    0x1.2063b88628cd6p+0, 0x1.dc775814a8495p-55,
    0x1.21f49917ddc96p+0, 0x1.2a97e9494a5eep-55,
    0x1.2387a6e756238p+0, 0x1.9b07eb6c70573p-54,
    0x1.251ce4fb2a63fp+0, 0x1.ac155bef4f4a4p-55,
    0x1.26b4565e27cddp+0, 0x1.2bd339940e9d9p-55,
    0x1.284dfe1f56381p+0, -0x1.a4c3a8c3f0d7ep-54,
    0x1.29e9df51fdee1p+0, 0x1.612e8afad1255p-55,
    0x1.2b87fd0dad99p+0, -0x1.10adcd6381aa4p-59,
    0x1.2d285a6e4030bp+0, 0x1.0024754db41d5p-54,
    0x1.2ecafa93e2f56p+0, 0x1.1ca0f45d52383p-56,
    0x1.306fe0a31b715p+0, 0x1.6f46ad23182e4p-55,
    0x1.32170fc4cd831p+0, 0x1.a9ce78e18047cp-55,
    0x1.33c08b26416ffp+0, 0x1.32721843659a6p-54,
    0x1.356c55f929ff1p+0, -0x1.b5cee5c4e4628p-55,
    0x1.371a7373aa9cbp+0, -0x1.63aeabf42eae2p-54,
    0x1.38cae6d05d866p+0, -0x1.e958d3c9904bdp-54,
    0x1.3a7db34e59ff7p+0, -0x1.5e436d661f5e3p-56,
    0x1.3c32dc313a8e5p+0, -0x1.efff8375d29c3p-54,
    0x1.3dea64c123422p+0, 0x1.ada0911f09ebcp-55,
    0x1.3fa4504ac801cp+0, -0x1.7d023f956f9f3p-54,
    0x1.4160a21f72e2ap+0, -0x1.ef3691c309278p-58,
    0x1.431f5d950a897p+0, -0x1.1c7dde35f7999p-55,
    0x1.44e086061892dp+0, 0x1.89b7a04ef80dp-59,
    0x1.46a41ed1d0057p+0, 0x1.c944bd1648a76p-54,
    0x1.486a2b5c13cdp+0, 0x1.3c1a3b69062fp-56,
    0x1.4a32af0d7d3dep+0, 0x1.9cb62f3d1be56p-54,
    0x1.4bfdad5362a27p+0, 0x1.d4397afec42e2p-56,
    0x1.4dcb299fddd0dp+0, 0x1.8ecdbbc6a7833p-54,
    0x1.4f9b2769d2ca7p+0, -0x1.4b309d25957e3p-54,
    0x1.516daa2cf6642p+0, -0x1.f768569bd93efp-55,
    0x1.5342b569d4f82p+0, -0x1.07abe1db13cadp-55,
    0x1.551a4ca5d920fp+0, -0x1.d689cefede59bp-55,
    0x1.56f4736b527dap+0, 0x1.9bb2c011d93adp-54,
    0x1.58d12d497c7fdp+0, 0x1.295e15b9a1de8p-55,
    0x1.5ab07dd485429p+0, 0x1.6324c054647adp-54,
    0x1.5c9268a5946b7p+0, 0x1.c4b1b816986a2p-60,
    0x1.5e76f15ad2148p+0, 0x1.ba6f93080e65ep-54,
    0x1.605e1b976dc09p+0, -0x1.3e2429b56de47p-54,
    0x1.6247eb03a5585p+0, -0x1.383c17e40b497p-54,
    0x1.6434634ccc32p+0, -0x1.c483c759d8933p-55,
    0x1.6623882552225p+0, -0x1.bb60987591c34p-54,
    0x1.68155d44ca973p+0, 0x1.038ae44f73e65p-57,
    0x1.6a09e667f3bcdp+0, -0x1.bdd3413b26456p-54,
    0x1.6c012750bdabfp+0, -0x1.2895667ff0b0dp-56,
    0x1.6dfb23c651a2fp+0, -0x1.bbe3a683c88abp-57,
    0x1.6ff7df9519484p+0, -0x1.83c0f25860ef6p-55,
    0x1.71f75e8ec5f74p+0, -0x1.16e4786887a99p-55,
    0x1.73f9a48a58174p+0, -0x1.0a8d96c65d53cp-54,
    0x1.75feb564267c9p+0, -0x1.0245957316dd3p-54,
    0x1.780694fde5d3fp+0, 0x1.866b80a02162dp-54,
    0x1.7a11473eb0187p+0, -0x1.41577ee04992fp-55,
    0x1.7c1ed0130c132p+0, 0x1.f124cd1164dd6p-54,
    0x1.7e2f336cf4e62p+0, 0x1.05d02ba15797ep-56,
    0x1.80427543e1a12p+0, -0x1.27c86626d972bp-54,
    0x1.82589994cce13p+0, -0x1.d4c1dd41532d8p-54,
    0x1.8471a4623c7adp+0, -0x1.8d684a341cdfbp-55,
    0x1.868d99b4492edp+0, -0x1.fc6f89bd4f6bap-54,
    0x1.88ac7d98a6699p+0, 0x1.994c2f37cb53ap-54,
    0x1.8ace5422aa0dbp+0, 0x1.6e9f156864b27p-54,
    0x1.8cf3216b5448cp+0, -0x1.0d55e32e9e3aap-56,
    0x1.8f1ae99157736p+0, 0x1.5cc13a2e3976cp-55,
    0x1.9145b0b91ffc6p+0, -0x1.dd6792e582524p-54,
    0x1.93737b0cdc5e5p+0, -0x1.75fc781b57ebcp-57,
    0x1.95a44cbc8520fp+0, -0x1.64b7c96a5f039p-56,
    0x1.97d829fde4e5p+0, -0x1.d185b7c1b85d1p-54,
    0x1.9a0f170ca07bap+0, -0x1.173bd91cee632p-54,
    0x1.9c49182a3f09p+0, 0x1.c7c46b071f2bep-56,
    0x1.9e86319e32323p+0, 0x1.824ca78e64c6ep-56,
    0x1.a0c667b5de565p+0, -0x1.359495d1cd533p-54,
    0x1.a309bec4a2d33p+0, 0x1.6305c7ddc36abp-54,
    0x1.a5503b23e255dp+0, -0x1.d2f6edb8d41e1p-54,
    0x1.a799e1330b358p+0, 0x1.bcb7ecac563c7p-54,
    0x1.a9e6b5579fdbfp+0, 0x1.0fac90ef7fd31p-54,
    0x1.ac36bbfd3f37ap+0, -0x1.f9234cae76cdp-55,
    0x1.ae89f995ad3adp+0, 0x1.7a1cd345dcc81p-54,
    0x1.b0e07298db666p+0, -0x1.bdef54c80e425p-54,
    0x1.b33a2b84f15fbp+0, -0x1.2805e3084d708p-57,
    0x1.b59728de5593ap+0, -0x1.c71dfbbba6de3p-54,
    0x1.b7f76f2fb5e47p+0, -0x1.5584f7e54ac3bp-56,
    0x1.ba5b030a1064ap+0, -0x1.efcd30e54292ep-54,
    0x1.bcc1e904bc1d2p+0, 0x1.23dd07a2d9e84p-55,
    0x1.bf2c25bd71e09p+0, -0x1.efdca3f6b9c73p-54,
    0x1.c199bdd85529cp+0, 0x1.11065895048ddp-55,
    0x1.c40ab5fffd07ap+0, 0x1.b4537e083c60ap-54,
    0x1.c67f12e57d14bp+0, 0x1.2884dff483cadp-54,
    0x1.c8f6d9406e7b5p+0, 0x1.1acbc48805c44p-56,
    0x1.cb720dcef9069p+0, 0x1.503cbd1e949dbp-56,
    0x1.cdf0b555dc3fap+0, -0x1.dd83b53829d72p-55,
    0x1.d072d4a07897cp+0, -0x1.cbc3743797a9cp-54,
    0x1.d2f87080d89f2p+0, -0x1.d487b719d8578p-54,
    0x1.d5818dcfba487p+0, 0x1.2ed02d75b3707p-55,
    0x1.d80e316c98398p+0, -0x1.11ec18beddfe8p-54,
    0x1.da9e603db3285p+0, 0x1.c2300696db532p-54,
    0x1.dd321f301b46p+0, 0x1.2da5778f018c3p-54,
    0x1.dfc97337b9b5fp+0, -0x1.1a5cd4f184b5cp-54,
    0x1.e264614f5a129p+0, -0x1.7b627817a1496p-54,
    0x1.e502ee78b3ff6p+0, 0x1.39e8980a9cc8fp-55,
    0x1.e7a51fbc74c83p+0, 0x1.2d522ca0c8de2p-54,
    0x1.ea4afa2a490dap+0, -0x1.e9c23179c2893p-54,
    0x1.ecf482d8e67f1p+0, -0x1.c93f3b411ad8cp-54,
    0x1.efa1bee615a27p+0, 0x1.dc7f486a4b6bp-54,
    0x1.f252b376bba97p+0, 0x1.3a1a5bf0d8e43p-54,
    0x1.f50765b6e454p+0, 0x1.9d3e12dd8a18bp-54,
    0x1.f7bfdad9cbe14p+0, -0x1.dbb12d006350ap-54,
    0x1.fa7c1819e90d8p+0, 0x1.74853f3a5931ep-55,
    0x1.fd3c22b8f71f1p+0, 0x1.2eb74966579e7p-57,
};
// clang-format on

/// 2^k for k in [-1022, 1023].
VKCL_LIB double __vkcl_dpow_scale_f64(int k) {
  return as_double((ulong)(k + 1023) << 52);
}

/// log2(ax) as a double-double, returned high part and *lo, for positive
/// finite ax (subnormals included): about 2^-68 relative.
VKCL_LIB double __vkcl_dpow_log2_f64(double ax, __private double *lo) {
  ulong bits = as_ulong(ax);
  int e = -1023;
  if (bits < 0x0010000000000000ul) { // subnormal: 2^54 ax, exactly
    bits = as_ulong(ax * 0x1p54);
    e -= 54;
  }
  e += (int)(bits >> 52);
  ulong frac = bits & 0x000ffffffffffffful;
  double m = as_double(frac | 0x3ff0000000000000ul);
  uint j = (uint)((frac + 0x100000000000ul) >> 45); // 0..128
  double c = __vkcl_dpow_log_tab[3u * j];
  double th = __vkcl_dpow_log_tab[3u * j + 1u];
  double tl = __vkcl_dpow_log_tab[3u * j + 2u];
  // r = m c - 1 = rh + rl: p in [1 - 2^-8, 1 + 2^-8], so p - 1 is exact
  // and (when not 0) at least p's rounding error pe
  double p = m * c;
  double pe = __vkcl_two_prod_err_f64(m, c, p);
  double p1 = p - 1.0;
  double rh = p1 + pe;
  double rl = __vkcl_fast_two_sum_err_f64(p1, pe, rh);
  // ln(1 + r) = vh + vl = r - r^2/2 + r^3 P(r); rh^2 exact as s + se
  double s = rh * rh;
  double se = __vkcl_two_prod_err_f64(rh, rh, s);
  double q = 0x1.c71c71c71c71cp-4; // 1/9
  q = __vkcl_muladd_f64(q, rh, -0x1p-3);
  q = __vkcl_muladd_f64(q, rh, 0x1.2492492492492p-3);
  q = __vkcl_muladd_f64(q, rh, -0x1.5555555555555p-3);
  q = __vkcl_muladd_f64(q, rh, 0x1.999999999999ap-3);
  q = __vkcl_muladd_f64(q, rh, -0x1p-2);
  q = __vkcl_muladd_f64(q, rh, 0x1.5555555555555p-2);
  double h = -0.5 * s;
  double vh = rh + h;
  double vl = __vkcl_fast_two_sum_err_f64(rh, h, vh) +
              (((rl - rh * rl) - 0.5 * se) + s * rh * q);
  // log2(1 + r) = wh + wl = (vh + vl) / ln2
  double wh = vh * 0x1.71547652b82fep+0;
  double wl = __vkcl_two_prod_err_f64(vh, 0x1.71547652b82fep+0, wh) +
              (vh * 0x1.777d0ffda0d24p-56 + vl * 0x1.71547652b82fep+0);
  // e + th + tl + wh + wl
  double ef = (double)e;
  double a = ef + th;
  double ae = __vkcl_two_sum_err_f64(ef, th, a);
  double b = a + wh;
  double be = __vkcl_two_sum_err_f64(a, wh, b);
  *lo = ((ae + tl) + be) + wl;
  return b;
}

/// 2^(zh + zl) for -1080 < zh < 1025 and |zl| <= 2^-40 |zh|, rounded once
/// (subnormal results too).
VKCL_LIB double __vkcl_dpow_exp2_f64(double zh, double zl) {
  double kf = (zh * 128.0 + 0x1.8p52) - 0x1.8p52; // 128 zh rounded
  int k = (int)kf;
  double f = zh - kf * 0x1p-7; // exact: |f| <= 2^-8
  double fh = f + zl;
  double fl = __vkcl_two_sum_err_f64(f, zl, fh);
  // g = (fh + fl) ln2 = gh + gl, |g| < 2^-8.5
  double gh = fh * 0x1.62e42fefa39efp-1;
  double gl = __vkcl_two_prod_err_f64(fh, 0x1.62e42fefa39efp-1, gh) +
              (fh * 0x1.abc9e3b39803fp-56 + fl * 0x1.62e42fefa39efp-1);
  // e^g - 1 = p = gh + (gl + gh^2 (1/2 + gh/6 + ... + gh^4/720))
  double u = 0x1.6c16c16c16c17p-10;
  u = __vkcl_muladd_f64(u, gh, 0x1.1111111111111p-7);
  u = __vkcl_muladd_f64(u, gh, 0x1.5555555555555p-5);
  u = __vkcl_muladd_f64(u, gh, 0x1.5555555555555p-3);
  u = __vkcl_muladd_f64(u, gh, 0.5);
  double pr = gh + (gl + gh * gh * u);
  // 2^(j/128) (1 + p) = vh + vl, |vl| < 2^-7.5 vh
  int j = k & 127;
  int big = (k - j) / 128; // exact: k - j is a multiple of 128
  double th = __vkcl_dpow_exp_tab[2 * j];
  double tl = __vkcl_dpow_exp_tab[2 * j + 1];
  double vh = th;
  double vl = tl + th * pr;
  double v = vh + vl;
  if (big > 1021) // near overflow: both scalings exact or overflowing
    return v * __vkcl_dpow_scale_f64(big - 2) * 4.0;
  if (big > -1022 || (big == -1022 && v >= 1.0))
    return v * __vkcl_dpow_scale_f64(big);
  // Subnormal: in units 2^1000 larger, 2^-22 has the subnormals' last place
  // 2^-74; vh + vl added to it rounds once, the difference is exact.
  double sc = __vkcl_dpow_scale_f64(big + 1000);
  double hs = vh * sc, ls = vl * sc; // exact: normal
  double t = 0x1p-22 + hs;
  double te = __vkcl_fast_two_sum_err_f64(0x1p-22, hs, t);
  return ((t + (te + ls)) - 0x1p-22) * 0x1p-1000;
}

/// ax^y for positive finite ax != 1 and finite y != 0 (n == 0), or
/// ax^(1/n) (n != 0, y unused).
VKCL_LIB double __vkcl_dpow_core_f64(double ax, double y, int n) {
  double inf = as_double(0x7ff0000000000000ul);
  double ll;
  double lh = __vkcl_dpow_log2_f64(ax, &ll);
  double zh, zl;
  if (n != 0) {
    // z = l / n: the quotient, then its exact remainder divided again
    double nf = (double)n;
    zh = lh / nf;
    double q = zh * nf;
    double qe = __vkcl_two_prod_err_f64(zh, nf, q);
    zl = (((lh - q) - qe) + ll) / nf;
  } else {
    zh = y * lh;
    if (!(fabs(zh) < 0x1p12)) // far beyond 2^+-1075: overflow or 0
      return zh > 0.0 ? inf : 0.0;
    if (fabs(zh) < 0x1p-62) // 2^z rounds to 1 (and y, lh are not tiny)
      return 1.0;
    zl = __vkcl_two_prod_err_f64(y, lh, zh) + y * ll;
  }
  if (!(fabs(zh) >= 0x1p-62)) // rootn with x near 1 and large n
    return 1.0;
  if (zh >= 1025.0)
    return inf;
  if (zh <= -1080.0)
    return 0.0;
  return __vkcl_dpow_exp2_f64(zh, zl);
}

/// Whether y is an odd integer (every double from 2^53 up is even).
VKCL_LIB int __vkcl_dpow_is_odd_f64(double y) {
  return fabs(y) < 0x1p53 && trunc(y) == y && ((long)y & 1l) != 0l;
}

/// pow where x or y is +-0, +-inf or NaN, or |x| == 1 (C99 F.9.4.4).
VKCL_LIB double __vkcl_dpow_special_f64(double x, double y) {
  double inf = as_double(0x7ff0000000000000ul);
  if (y == 0.0 || x == 1.0)
    return 1.0;
  if (isnan(x) || isnan(y))
    return x + y;
  double ax = fabs(x);
  if (isinf(y)) // |x| < 1: +inf gives 0, -inf gives inf; |x| > 1 opposite
    return ax == 1.0 ? 1.0 : ((ax < 1.0) == (y < 0.0) ? inf : 0.0);
  int odd = __vkcl_dpow_is_odd_f64(y);
  if (ax == 1.0) // x == -1, y finite
    return trunc(y) != y ? as_double(0x7ff8000000000000ul) : (odd ? -1.0 : 1.0);
  // x is +-0 or +-inf, y finite and nonzero
  double r = (ax == 0.0) == (y < 0.0) ? inf : 0.0;
  return odd ? copysign(r, x) : r;
}

VKCL_LIB double __vkcl_pow_f64(double x, double y) {
  double ax = fabs(x), ay = fabs(y);
  double inf = as_double(0x7ff0000000000000ul);
  if (!(ax > 0.0 && ax < inf && ay > 0.0 && ay < inf) || ax == 1.0)
    return __vkcl_dpow_special_f64(x, y);
  if (x < 0.0 && trunc(y) != y) // negative x, non-integer y
    return as_double(0x7ff8000000000000ul);
  double r = __vkcl_dpow_core_f64(ax, y, 0);
  return x < 0.0 && __vkcl_dpow_is_odd_f64(y) ? -r : r;
}

VKCL_LIB double __vkcl_powr_f64(double x, double y) {
  double inf = as_double(0x7ff0000000000000ul);
  if (x < 0.0 || isnan(x) || isnan(y))
    return as_double(0x7ff8000000000000ul);
  if (x == 0.0 || x == inf) { // powr(0, 0) and powr(inf, 0) are NaN
    if (y == 0.0)
      return as_double(0x7ff8000000000000ul);
    return (x == 0.0) == (y < 0.0) ? inf : 0.0;
  }
  if (x == 1.0) // powr(1, +-inf) is NaN
    return isinf(y) ? as_double(0x7ff8000000000000ul) : 1.0;
  if (y == 0.0)
    return 1.0;
  if (isinf(y))
    return (x < 1.0) == (y < 0.0) ? inf : 0.0;
  return __vkcl_dpow_core_f64(x, y, 0);
}

VKCL_LIB double __vkcl_pown_f64(double x, int n) {
  if (n == 0)
    return 1.0;
  double ax = fabs(x);
  int odd = n & 1;
  if (isnan(x))
    return x + x;
  if (ax == 0.0 || isinf(x)) {
    double r = (n < 0) == (ax == 0.0) ? as_double(0x7ff0000000000000ul) : 0.0;
    return odd ? copysign(r, x) : r;
  }
  if (ax == 1.0)
    return odd ? x : 1.0;
  double r = __vkcl_dpow_core_f64(ax, (double)n, 0); // n is exact
  return odd && x < 0.0 ? -r : r;
}

VKCL_LIB double __vkcl_rootn_f64(double x, int n) {
  int odd = n & 1;
  if (n == 0 || isnan(x) || (x < 0.0 && !odd))
    return as_double(0x7ff8000000000000ul);
  double ax = fabs(x);
  if (ax == 0.0 || isinf(x)) {
    double r = (n < 0) == (ax == 0.0) ? as_double(0x7ff0000000000000ul) : 0.0;
    return odd ? copysign(r, x) : r;
  }
  return copysign(__vkcl_dpow_core_f64(ax, 0.0, n), x);
}
