// shuffle and shuffle2 without the optimizer, so the emitter's own output
// is validated: constant and run-time masks, 2- to 16-wide inputs and
// results, half and double where the target has them.
// OPTIONS: -O0
// OPTIONS-swiftshader: -O0 -DNO_FP16 -DNO_FP64
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define PAIR(T, U, M, N)                                                       \
  kernel void CAT(CAT(T, M), CAT(_, N))(global CAT(T, M) * x,                  \
                                        global const CAT(U, N) * m,            \
                                        global CAT(T, N) * r) {                \
    size_t i = get_global_id(0);                                               \
    r[i] = shuffle(x[i], m[i]) + shuffle2(x[i], x[i + 1], m[i + 1]) +          \
           shuffle(x[i], (CAT(U, N))(7)) +                                     \
           shuffle2(x[i], x[i + 1], (CAT(U, N))(250));                         \
  }
PAIR(float, uint, 2, 16)
PAIR(float, uint, 16, 2)
PAIR(float, uint, 4, 4)
PAIR(char, uchar, 8, 8)
PAIR(ushort, ushort, 16, 16)
#ifndef NO_FP16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
PAIR(half, ushort, 2, 8)
PAIR(half, ushort, 16, 4)
#endif
#ifndef NO_FP64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
PAIR(double, ulong, 8, 2)
PAIR(ulong, ulong, 4, 16)
#endif
