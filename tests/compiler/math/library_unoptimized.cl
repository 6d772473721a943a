// The library at -O0: the emitter's own output of library functions
// (loops, address-taken locals, tables) validates on every target.
// OPTIONS: -O0
// CHECK: OpFunctionCall %float
kernel void k(global float *a, global int *n) {
  size_t i = get_global_id(0);
  a[i] = remainder(a[i], a[i + 1]) + ldexp(a[i], n[i]) + logb(a[i]) +
         nextafter(a[i], 0.0f) + fdim(a[i], 1.0f) + maxmag(a[i], 2.0f) +
         minmag(a[i], 2.0f);
  n[i] = ilogb(a[i]);
}
