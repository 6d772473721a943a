// Math functions from vkcl's OpenCL C library: each call becomes a call of
// the scalar library function, lane by lane for vectors; only what is
// reached is emitted. User -D macros are defined after the library, so
// names the library uses (x, r, e, bits) cannot break it.
// OPTIONS: -Dx=syntax_error -Dr=( -De=) -Dbits=1
// (The optimizer inlines the library: sqrt's hardware estimate and fmod's
// integer division remain.)
// CHECK: OpExtInst %float {{%\w+}} Sqrt
// CHECK: OpUDiv %uint
kernel void k(global float *a, global float4 *v, global int4 *ex,
              global int *q, local float *l) {
  size_t i = get_global_id(0);
  a[i] = sqrt(a[i]) + hypot(a[i], a[i + 1]) + fmod(a[i], 3.0f);
  v[i] = frexp(v[i], &ex[i]) + ldexp(v[i], 3) + rsqrt(v[i]);
  float ip;
  a[i + 1] = modf(a[i + 1], &ip) + ip + remquo(a[i], a[i + 2], &q[i]);
  a[i + 2] = fract(a[i + 2], &l[i]);
}
