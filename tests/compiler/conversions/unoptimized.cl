// Every kind of conversion without the optimizer, so the emitter's own
// output is validated: integer <-> integer (wrapping and _sat), integer
// -> float (exact and rounded), float -> integer in every mode, float <->
// float, on scalars, a 3-vector and a 16-vector (four vec4 parts); long,
// double and half where the target has them.
// OPTIONS: -O0
// OPTIONS-swiftshader: -O0 -DNO_64_16
// CHECK-COUNT-0: FPRoundingMode
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
// Roundings: _rte 1 + 4 (16 lanes) + 1 (long from double), _rtp 2, _rtn 1.
// CHECK-COUNT-6-desktop: RoundEven
// lavapipe rounds doubles with Floor (TargetProfile::exactRounding64).
// CHECK-COUNT-5-lavapipe: RoundEven
// CHECK-COUNT-5-swiftshader: RoundEven
// CHECK-COUNT-2: Ceil
// CHECK-COUNT-1-desktop: Floor
// CHECK-COUNT-3-lavapipe: Floor
// CHECK-COUNT-1-swiftshader: Floor
// Integers rounded to float: 2 scalars, 2 3-vectors, 4 vec4 parts; long4
// and long (two each), uint to half.
// CHECK-COUNT-13-desktop: FindUMsb
// CHECK-COUNT-13-lavapipe: FindUMsb
// CHECK-COUNT-8-swiftshader: FindUMsb
#ifndef NO_64_16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
kernel void scalars(global int *i, global uint *u, global float *f) {
  i[0] = convert_int(f[0]) + convert_char_sat_rte(f[1]) +
         convert_ushort_sat_rtp(f[2]) + convert_short_rtn(i[1]);
  u[0] = convert_uint_sat(i[2]) + convert_uchar_sat(u[1]);
  f[0] = convert_float(i[3]) + convert_float_rtz(u[2]) +
         convert_float_rtp(convert_short(i[4]));
}
kernel void vector3(global int *i, global float *f) {
  int3 a = vload3(0, i);
  float3 x = vload3(0, f);
  vstore3(convert_int3_sat_rtn(x) + convert_int3(convert_uchar3_sat(a)), 0, i);
  vstore3(convert_float3_rtn(a) + convert_float3(convert_uint3_rtp(x)), 0, f);
}
kernel void vector16(global int16 *i, global float16 *f) {
  i[0] = convert_int16_sat_rte(f[0]) + convert_int16(convert_char16_sat(i[1]));
  f[0] = convert_float16_rtz(i[2]) + convert_float16(convert_ushort16(f[1]));
}
#ifndef NO_64_16
kernel void wide(global long *l, global double *d, global uint *h) {
  l[0] = convert_long_sat_rte(d[0]) + convert_long(convert_half_rtz(d[1])) +
         convert_long_sat(convert_ulong4(convert_float4(vload4(0, l))).x);
  d[0] = convert_double(l[1]) + convert_double_rtp(convert_float_rtn(d[2])) +
         convert_double(convert_half(h[0]));
  h[0] = convert_uint(convert_float(convert_half_rtp(d[3])));
}
#endif
