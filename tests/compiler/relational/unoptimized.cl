// Every relational function without the optimizer, so the emitter's own
// output is validated: 3-wide vectors (SPIR-V vectors) and 16-wide ones
// (arrays of lanes), scalars, half, double and long where the target has
// them.
// OPTIONS: -O0
// OPTIONS-swiftshader: -O0 -DNO_FP16 -DNO_64
// CHECK-COUNT-0: {{Op(IsNan|IsInf|IsFinite|IsNormal|SignBitSet|Ordered|Unordered)}}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define FLOATS(T, N, R)                                                        \
  kernel void CAT(floats_, CAT(T, N))(global T * x, global R * r) {            \
    size_t i = get_global_id(0);                                               \
    CAT(T, N) a = CAT(vload, N)(i, x), b = CAT(vload, N)(i + 1, x);            \
    CAT(R, N)                                                                  \
    s = isequal(a, b) + isnotequal(a, b) + isgreater(a, b) +                   \
        isgreaterequal(a, b) + isless(a, b) + islessequal(a, b) +              \
        islessgreater(a, b) + isordered(a, b) + isunordered(a, b) +            \
        isfinite(a) + isinf(a) + isnan(a) + isnormal(a) + signbit(a);          \
    CAT(vstore, N)(s, i, r);                                                   \
    CAT(vstore, N)(bitselect(a, b, a), i, x);                                  \
    CAT(vstore, N)(select(a, b, s), i + 2, x);                                 \
    r[0] = isequal(a.s0, b.s1) + isnan(a.s2) + any(s) + all(s);                \
    x[1] = select(a.s0, b.s0, s.s1);                                           \
  }
#define INTS(T, U, N)                                                          \
  kernel void CAT(ints_, CAT(T, N))(global T * x, global U * u,                \
                                    global int *r) {                           \
    size_t i = get_global_id(0);                                               \
    CAT(T, N) a = CAT(vload, N)(i, x), b = CAT(vload, N)(i + 1, x);            \
    CAT(U, N) c = CAT(vload, N)(i, u);                                         \
    CAT(vstore, N)(bitselect(a, b, a) + select(a, b, c) + select(a, b, a),     \
                   i, x);                                                      \
    r[i] = any(a) + all(a) + any(a.s0) + all(a.s1);                            \
    x[0] = select(a.s0, b.s0, c.s0);                                           \
  }
FLOATS(float, 3, int)
FLOATS(float, 16, int)
INTS(char, uchar, 3)
INTS(char, uchar, 16)
INTS(short, ushort, 16)
INTS(int, uint, 3)
#ifndef NO_FP16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
FLOATS(half, 3, short)
FLOATS(half, 16, short)
#endif
#ifndef NO_64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
FLOATS(double, 3, long)
FLOATS(double, 16, long)
INTS(long, ulong, 16)
#endif
