// The explicit conversions (OpenCL C 3.0, 6.4.3) for ConvertTest.cpp, which
// defines S (the source type), SB (the unsigned type of its size), W (the
// vector width: empty for scalars, or 2, 3, 4, 8, 16) and TO_<type> for
// each destination type to build a kernel for.
//
// Kernel to_<D> converts element e of x (bits of S, reinterpreted) into
// every variant convert_<D>W[_sat][_rte|_rtz|_rtp|_rtn] declares, storing
// the bits of variant v at out[v * count + e]: "", _rte, _rtz, _rtp, _rtn,
// and for integer destinations the same five with _sat. Work-item i takes
// the W elements from i * W; no loops.
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define VS CAT(S, W)
#if CAT(1, W) == 1
#define LOAD(p) (p)[i]
#define STORE(v, p) (p)[i] = (v)
#else
#define LOAD(p) CAT(vload, W)(i, p)
#define STORE(v, p) CAT(vstore, W)(v, i, p)
#endif
#define CONVERT(D, M) CAT(CAT(CAT(convert_, D), W), M)(a)
#define OUT(B, v, D, M) STORE(CAT(as_, CAT(B, W))(CONVERT(D, M)), out + (v)*count)

#define ROUNDINGS(B, v, D, SAT)                                                \
  OUT(B, v, D, SAT);                                                           \
  OUT(B, v + 1, D, CAT(SAT, _rte));                                            \
  OUT(B, v + 2, D, CAT(SAT, _rtz));                                            \
  OUT(B, v + 3, D, CAT(SAT, _rtp));                                            \
  OUT(B, v + 4, D, CAT(SAT, _rtn))

#define HEAD(D, B)                                                             \
  kernel void CAT(to_, D)(global const SB *x, global B *out, uint count) {     \
    size_t i = get_global_id(0);                                               \
    VS a = CAT(as_, VS)(LOAD(x));

#define TO_INTEGER(D, B)                                                       \
  HEAD(D, B)                                                                   \
  ROUNDINGS(B, 0, D, );                                                        \
  ROUNDINGS(B, 5, D, _sat);                                                    \
  }
#define TO_FLOAT(D, B)                                                         \
  HEAD(D, B)                                                                   \
  ROUNDINGS(B, 0, D, );                                                        \
  }

#ifdef TO_char
TO_INTEGER(char, uchar)
#endif
#ifdef TO_uchar
TO_INTEGER(uchar, uchar)
#endif
#ifdef TO_short
TO_INTEGER(short, ushort)
#endif
#ifdef TO_ushort
TO_INTEGER(ushort, ushort)
#endif
#ifdef TO_int
TO_INTEGER(int, uint)
#endif
#ifdef TO_uint
TO_INTEGER(uint, uint)
#endif
#ifdef TO_long
TO_INTEGER(long, ulong)
#endif
#ifdef TO_ulong
TO_INTEGER(ulong, ulong)
#endif
#ifdef TO_half
TO_FLOAT(half, ushort)
#endif
#ifdef TO_float
TO_FLOAT(float, uint)
#endif
#ifdef TO_double
TO_FLOAT(double, ulong)
#endif
