// The common functions (OpenCL C 3.0, 6.15.5) and fmax/fmin (6.15.2) for
// CommonTest.cpp, which defines T (half, float or double), VT (the vector
// of N of them, or T for N = 1), and HALF or DOUBLE for those types.
//
// Element e of every input array is one test case; work-item i takes the
// N elements from i * N. Result slot f of `out` holds elements
// [f * count, (f + 1) * count). The forms that take a scalar for some
// arguments of a vector call take the first element of the work-item's
// vector of that argument; they fill their slots only for N > 1.
#ifdef HALF
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#ifdef DOUBLE
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#if N == 3
#define LOAD(p) vload3(i, p)
#define STORE(v, p) vstore3(v, i, p)
#else // through vector pointers: the arrays hold a multiple of 48 elements
#define LOAD(p) ((global const VT *)(p))[i]
#define STORE(v, p) ((global VT *)(p))[i] = (v)
#endif
#define OUT(f, v) STORE(v, out + (f)*count)
#define FIRST(p) (p)[i * N]

kernel void unary(global const T *x, global T *out, uint count) {
  size_t i = get_global_id(0);
  VT a = LOAD(x);
  OUT(0, sign(a));
  OUT(1, degrees(a));
  OUT(2, radians(a));
}

kernel void binary(global const T *x, global const T *y, global T *out,
                   uint count) {
  size_t i = get_global_id(0);
  VT a = LOAD(x), b = LOAD(y);
  OUT(0, fmax(a, b));
  OUT(1, fmin(a, b));
  OUT(2, max(a, b));
  OUT(3, min(a, b));
  OUT(4, step(a, b));
#if N > 1
  T s = FIRST(y), e = FIRST(x);
  OUT(5, fmax(a, s));
  OUT(6, fmin(a, s));
  OUT(7, max(a, s));
  OUT(8, min(a, s));
  OUT(9, step(e, b));
#endif
}

// lo <= hi element by element.
kernel void clamps(global const T *x, global const T *lo, global const T *hi,
                   global T *out, uint count) {
  size_t i = get_global_id(0);
  VT a = LOAD(x);
  OUT(0, clamp(a, LOAD(lo), LOAD(hi)));
#if N > 1
  OUT(1, clamp(a, FIRST(lo), FIRST(hi)));
#endif
}

// 0 <= t <= 1.
kernel void mixes(global const T *x, global const T *y, global const T *t,
                  global T *out, uint count) {
  size_t i = get_global_id(0);
  VT a = LOAD(x), b = LOAD(y);
  OUT(0, mix(a, b, LOAD(t)));
#if N > 1
  OUT(1, mix(a, b, FIRST(t)));
#endif
}

// e0 < e1 element by element.
kernel void smooth(global const T *e0, global const T *e1, global const T *x,
                   global T *out, uint count) {
  size_t i = get_global_id(0);
  VT a = LOAD(x);
  OUT(0, smoothstep(LOAD(e0), LOAD(e1), a));
#if N > 1
  OUT(1, smoothstep(FIRST(e0), FIRST(e1), a));
#endif
}
