// The integer functions (OpenCL C 3.0, 6.15.4) for IntegerTest.cpp, which
// defines the types: T (element), UT (its unsigned type), VT and UVT (the
// vectors of N of them, or the scalars for N = 1), UPVT (upsample's result,
// where the element has a double-width type) and IN24(v) (int and uint: v
// brought into the range where mul24 and mad24 are defined).
//
// Element e of every input array is one test case; work-item i takes the
// N elements from i * N. Result slot f of `out` holds elements
// [f * count, (f + 1) * count), every result as its unsigned bits.
// The scalar second-argument forms (min, max, clamp with a scalar) take the
// first element of the work-item's vector.
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#if N == 1
#define LOAD(p) (p)[i]
#define STORE(v, p) (p)[i] = (v)
#else
#define LOAD(p) CAT(vload, N)(i, p)
#define STORE(v, p) CAT(vstore, N)(v, i, p)
#endif
#define OUT(f, v) STORE(CAT(as_, UVT)(v), out + (f)*count)

kernel void unary(global const T *x, global UT *out, uint count) {
  size_t i = get_global_id(0);
  VT a = LOAD(x);
  OUT(0, abs(a));
  OUT(1, clz(a));
  OUT(2, ctz(a));
  OUT(3, popcount(a));
}

kernel void binary(global const T *x, global const T *y, global UT *out,
                   uint count
#ifdef UPVT
                   ,
                   global UPT *up
#endif
) {
  size_t i = get_global_id(0);
  VT a = LOAD(x), b = LOAD(y);
  OUT(0, abs_diff(a, b));
  OUT(1, add_sat(a, b));
  OUT(2, sub_sat(a, b));
  OUT(3, hadd(a, b));
  OUT(4, rhadd(a, b));
  OUT(5, min(a, b));
  OUT(6, max(a, b));
  OUT(7, mul_hi(a, b));
  OUT(8, rotate(a, b));
#if N > 1
  T s = y[i * N];
  OUT(9, min(a, s));
  OUT(10, max(a, s));
#endif
#ifdef IN24
  OUT(11, mul24(IN24(a), IN24(b)));
#endif
#ifdef UPVT
  STORE(CAT(as_, UPVT)(upsample(a, CAT(as_, UVT)(b))), up);
#endif
}

kernel void ternary(global const T *x, global const T *y, global const T *z,
                    global UT *out, uint count) {
  size_t i = get_global_id(0);
  VT a = LOAD(x), b = LOAD(y), c = LOAD(z);
  // clamp is defined for lo <= hi only.
  OUT(0, clamp(a, min(b, c), max(b, c)));
  OUT(1, mad_hi(a, b, c));
  OUT(2, mad_sat(a, b, c));
#if N > 1
  T lo = min(y[i * N], z[i * N]), hi = max(y[i * N], z[i * N]);
  OUT(3, clamp(a, lo, hi));
#endif
#ifdef IN24
  OUT(4, mad24(IN24(a), IN24(b), c));
#endif
}

// cl_khr_extended_bit_ops (ExtendedBitOpsTest.cpp, which also defines ST
// and SVT, the signed element and vector types). Work-item i takes the N
// elements from i * N of `base` and `insert`, and one offset and count
// (scalar uints even for vectors).
#ifdef SVT
#pragma OPENCL EXTENSION cl_khr_extended_bit_ops : enable
kernel void bit_ops(global const T *base, global const T *insert,
                    global const uint *offsets, global const uint *counts,
                    global T *inserted, global ST *signed_field,
                    global UT *unsigned_field, global T *reversed) {
  size_t i = get_global_id(0);
  VT b = LOAD(base), x = LOAD(insert);
  uint offset = offsets[i], count = counts[i];
  VT in = bitfield_insert(b, x, offset, count);
  SVT s = bitfield_extract_signed(b, offset, count);
  UVT u = bitfield_extract_unsigned(b, offset, count);
  STORE(in, inserted);
  STORE(s, signed_field);
  STORE(u, unsigned_field);
  STORE(bit_reverse(b), reversed);
}
#endif
