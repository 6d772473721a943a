// Where the device's Exp2 is measured precise enough (the desktop profile:
// NVIDIA's, TargetProfile::preciseExp2), exp, exp2, exp10, pow and the
// other 16-ulp functions on pow's core, and erfc, take it for 2^f on
// their reduced argument: one Exp2 in __vkcl_xl_exp2_split (exp, exp2,
// exp10, pow, powr, pown, rootn, tgamma) and one in erfc's exp core. The
// CPU drivers' Exp2 is not measured so, and their library keeps its
// polynomial: no Exp2 at all.
// CHECK-COUNT-2-desktop: Exp2
// CHECK-COUNT-0-lavapipe: Exp2
// CHECK-COUNT-0-swiftshader: Exp2
kernel void k(global float *a, global int *n) {
  size_t i = get_global_id(0);
  a[i] = exp(a[i]) + exp2(a[i]) + exp10(a[i]) + pow(a[i], a[i + 1]) +
         powr(a[i], a[i + 1]) + pown(a[i], n[i]) + rootn(a[i], n[i]) +
         tgamma(a[i]) + erf(a[i]) + erfc(a[i]) + half_exp(a[i]);
}
