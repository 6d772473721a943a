// The relational functions (OpenCL C 3.0, 6.15.6) for RelationalTest.cpp,
// which defines the types: T (element), VT (the vector of N of them, or the
// scalar for N = 1), and
//  - for the float kernels (FLOATS): RT, VRT, the result: int for scalars,
//    the signed integer of T's width for vectors (short, int, long);
//  - for the bit kernels: UT/VUT and ST/VST, the unsigned and signed
//    integers of T's width, and ANYALL where T is a signed integer.
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
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
// V: the vector (or scalar) type of the access.
#if N == 3
#define LOAD(V, p) vload3(i, p)
#define STORE(V, v, p) vstore3(v, i, p)
#else // through vector pointers: the arrays hold a multiple of 48 elements
#define LOAD(V, p) ((global const V *)(p))[i]
#define STORE(V, v, p) ((global V *)(p))[i] = (v)
#endif

#ifdef FLOATS
#define OUT(f, v) STORE(VRT, v, out + (f)*count)

kernel void compare(global const T *x, global const T *y, global RT *out,
                    uint count) {
  size_t i = get_global_id(0);
  VT a = LOAD(VT, x), b = LOAD(VT, y);
  OUT(0, isequal(a, b));
  OUT(1, isnotequal(a, b));
  OUT(2, isgreater(a, b));
  OUT(3, isgreaterequal(a, b));
  OUT(4, isless(a, b));
  OUT(5, islessequal(a, b));
  OUT(6, islessgreater(a, b));
  OUT(7, isordered(a, b));
  OUT(8, isunordered(a, b));
}

kernel void classify(global const T *x, global RT *out, uint count) {
  size_t i = get_global_id(0);
  VT a = LOAD(VT, x);
  OUT(0, isfinite(a));
  OUT(1, isinf(a));
  OUT(2, isnan(a));
  OUT(3, isnormal(a));
  OUT(4, signbit(a));
}
#undef OUT
#else
#define OUT(f, v) STORE(VT, v, out + (f)*count)

// bitselect(a, b, c) with c as T's bits; select(a, b, c) with c signed
// and unsigned.
kernel void bits(global const T *x, global const T *y, global const UT *z,
                 global T *out, uint count) {
  size_t i = get_global_id(0);
  VT a = LOAD(VT, x), b = LOAD(VT, y);
  VUT cu = LOAD(VUT, z);
  VST cs = CAT(as_, VST)(cu);
  OUT(0, bitselect(a, b, CAT(as_, VT)(cu)));
  OUT(1, select(a, b, cs));
  OUT(2, select(a, b, cu));
}

#ifdef ANYALL
kernel void anyall(global const T *x, global int *out, uint count) {
  size_t i = get_global_id(0);
  VT a = LOAD(VT, x);
  out[i] = any(a);
  out[count + i] = all(a);
}
#endif
#endif
