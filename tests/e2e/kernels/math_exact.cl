// The exact math functions (OpenCL C 3.0, 6.15.2, 0 ulp: fabs, copysign,
// ceil, floor, trunc, rint, round and nan) for MathExactTest.cpp, which
// defines T (half, float or double), VT (the vector of N of them, or T for
// N = 1), U and VU (the unsigned integer of T's width, the nan code type,
// and its vector), and HALF or DOUBLE for those types.
//
// Element e of every input array is one test case; work-item i takes the
// N elements from i * N. Result slot f of `out` holds elements
// [f * count, (f + 1) * count).
#ifdef HALF
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#ifdef DOUBLE
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#if N == 3
#define LOAD(p) vload3(i, p)
#define STORE(v, p) vstore3(v, i, p)
#define LOADU(p) vload3(i, p)
#else // through vector pointers: the arrays hold a multiple of 48 elements
#define LOAD(p) ((global const VT *)(p))[i]
#define STORE(v, p) ((global VT *)(p))[i] = (v)
#define LOADU(p) ((global const VU *)(p))[i]
#endif
#define OUT(f, v) STORE(v, out + (f)*count)

kernel void unary(global const T *x, global T *out, uint count) {
  size_t i = get_global_id(0);
  VT a = LOAD(x);
  OUT(0, fabs(a));
  OUT(1, ceil(a));
  OUT(2, floor(a));
  OUT(3, trunc(a));
  OUT(4, rint(a));
  OUT(5, round(a));
}

kernel void signs(global const T *x, global const T *y, global T *out,
                  uint count) {
  size_t i = get_global_id(0);
  OUT(0, copysign(LOAD(x), LOAD(y)));
}

// nan(uintn) for float, nan(ulongn) for double, nan(ushortn) for half.
kernel void nans(global const U *code, global T *out, uint count) {
  size_t i = get_global_id(0);
  OUT(0, nan(LOADU(code)));
}
