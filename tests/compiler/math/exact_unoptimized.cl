// Every exact function without the optimizer, so the emitter's own output
// is validated: 3-wide vectors (SPIR-V vectors), 16-wide ones (arrays of
// lanes) and scalars, for half and double where the target has them.
// OPTIONS: -O0
// OPTIONS-swiftshader: -O0 -DNO_FP16 -DNO_FP64
// CHECK-COUNT-0: {{ (Round|FSign|NMax|NMin) }}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
// CHECK: OpFunction
// CHECK: OpExtInst %v3float {{%\w+}} Ceil
// CHECK: OpBitwiseOr %v3uint {{%\w+}} {{%\w+}}
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define ALL(T, U, N)                                                           \
  kernel void CAT(all_, CAT(T, N))(global T * x, global const U *c) {          \
    size_t i = get_global_id(0);                                               \
    CAT(T, N) a = CAT(vload, N)(i, x), b = CAT(vload, N)(i + 1, x);            \
    CAT(T, N)                                                                  \
    r = fabs(a) + copysign(a, b) + ceil(a) + floor(a) + trunc(a) + rint(a) +   \
        round(a) + nan(CAT(vload, N)(i, c));                                   \
    CAT(vstore, N)(r, i, x);                                                   \
    T s = x[0], t = x[1];                                                      \
    x[2] = fabs(s) + copysign(s, t) + ceil(s) + floor(s) + trunc(s) +          \
           rint(s) + round(s) + nan(c[0]);                                     \
  }
ALL(float, uint, 3)
ALL(float, uint, 16)
#ifndef NO_FP16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
ALL(half, ushort, 3)
ALL(half, ushort, 16)
#endif
#ifndef NO_FP64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
ALL(double, ulong, 3)
ALL(double, ulong, 16)
#endif
