// Every common function and fmax/fmin without the optimizer, so the
// emitter's own output is validated: 3-wide vectors (SPIR-V vectors),
// 16-wide ones (arrays of lanes) and scalars, with the scalar-argument
// forms, for half and double where the target has them.
// OPTIONS: -O0
// OPTIONS-swiftshader: -O0 -DNO_FP16 -DNO_FP64
// CHECK-COUNT-0: {{ (FMax|FMin|NMax|NMin|FClamp|NClamp|FMix|SmoothStep|FSign|Step|Degrees|Radians) }}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define ALL(T, N)                                                              \
  kernel void CAT(all_, CAT(T, N))(global T * x) {                             \
    size_t i = get_global_id(0);                                               \
    CAT(T, N) a = CAT(vload, N)(i, x), b = CAT(vload, N)(i + 1, x);            \
    CAT(T, N) c = CAT(vload, N)(i + 2, x);                                     \
    T s = x[0], t = x[1];                                                      \
    CAT(T, N)                                                                  \
    r = clamp(a, b, c) + clamp(a, s, t) + degrees(a) + radians(b) +            \
        max(a, b) + max(a, s) + min(a, b) + min(a, s) + mix(a, b, c) +         \
        mix(a, b, s) + step(a, b) + step(s, b) + smoothstep(a, b, c) +         \
        smoothstep(s, t, c) + sign(a) + fmax(a, b) + fmax(a, s) +              \
        fmin(a, b) + fmin(a, s);                                               \
    CAT(vstore, N)(r, i, x);                                                   \
    x[2] = clamp(s, t, s) + degrees(s) + radians(t) + max(s, t) +              \
           min(s, t) + mix(s, t, s) + step(s, t) + smoothstep(s, t, s) +       \
           sign(s) + fmax(s, t) + fmin(s, t);                                  \
  }
ALL(float, 3)
ALL(float, 16)
#ifndef NO_FP16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
ALL(half, 3)
ALL(half, 16)
#endif
#ifndef NO_FP64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
ALL(double, 3)
ALL(double, 16)
#endif
