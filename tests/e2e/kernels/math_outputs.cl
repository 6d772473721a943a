// The math functions with a pointer result (frexp, modf, fract, remquo,
// sincos),
// storing it through a pointer to each address space: __global, __local
// and __private, scalar and float4 (whose output is a vector too).
#define OUT_KERNELS(name, OT, CALL, CALL4)                                     \
  __kernel void name##_global(__global const float *a,                         \
                              __global const float *b, __global float *r,      \
                              __global OT *o) {                                \
    size_t i = get_global_id(0);                                               \
    r[i] = CALL(a[i], b[i], &o[i]);                                            \
  }                                                                            \
  __kernel void name##_private(__global const float *a,                        \
                               __global const float *b, __global float *r,     \
                               __global OT *o) {                               \
    size_t i = get_global_id(0);                                               \
    OT out;                                                                    \
    r[i] = CALL(a[i], b[i], &out);                                             \
    o[i] = out;                                                                \
  }                                                                            \
  __kernel void name##_local(__global const float *a, __global const float *b, \
                             __global float *r, __global OT *o) {              \
    __local OT tile[64];                                                       \
    size_t i = get_global_id(0), l = get_local_id(0);                          \
    r[i] = CALL(a[i], b[i], &tile[l]);                                         \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    o[i] = tile[l];                                                            \
  }                                                                            \
  __kernel void name##_vector(__global const float *a,                         \
                              __global const float *b, __global float *r,      \
                              __global OT *o) {                                \
    size_t i = get_global_id(0);                                               \
    OT##4 out;                                                                 \
    vstore4(CALL4(vload4(i, a), vload4(i, b), &out), i, r);                    \
    vstore4(out, i, o);                                                        \
  }

#define FREXP(x, y, p) frexp(x, p)
#define MODF(x, y, p) modf(x, p)
#define FRACT(x, y, p) fract(x, p)
#define REMQUO(x, y, p) remquo(x, y, p)
#define SINCOS(x, y, p) sincos(x, p)

OUT_KERNELS(frexp, int, FREXP, FREXP)
OUT_KERNELS(modf, float, MODF, MODF)
OUT_KERNELS(fract, float, FRACT, FRACT)
OUT_KERNELS(remquo, int, REMQUO, REMQUO)
OUT_KERNELS(sincos, float, SINCOS, SINCOS)
