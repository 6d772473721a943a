// The geometric functions (OpenCL C 3.0, 6.15.7) for GeometricTest.cpp,
// which defines T (float, double or half), N (the width: 1, 2, 3 or 4),
// HALF where T is half and FAST where T is float (fast_* exist for float
// only).
//
// Work-item i takes vectors a and b from elements [i * N, (i + 1) * N) of
// x and y. `scalars` writes slot f of `out` at [f * count, (f + 1) * count):
// dot, length, distance, fast_length, fast_distance. `vectors` writes
// normalize, fast_normalize and cross (N = 3, 4) as whole vectors, slot f
// at [f * count * N, (f + 1) * count * N). No loops: lavapipe stops a
// work-item after 65,535 iterations.
#ifdef HALF
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#if N == 1
#define VT T
#define LOAD(p) (p)[i]
#define STORE(v, p) (p)[i] = (v)
#else
#define VT CAT(T, N)
#define LOAD(p) CAT(vload, N)(i, p)
#define STORE(v, p) CAT(vstore, N)(v, i, p)
#endif

kernel void scalars(global const T *x, global const T *y, global T *out,
                    uint count) {
  size_t i = get_global_id(0);
  VT a = LOAD(x), b = LOAD(y);
  out[i] = dot(a, b);
  out[count + i] = length(a);
  out[2 * count + i] = distance(a, b);
#ifdef FAST
  out[3 * count + i] = fast_length(a);
  out[4 * count + i] = fast_distance(a, b);
#endif
}

kernel void vectors(global const T *x, global const T *y, global T *out,
                    uint count) {
  size_t i = get_global_id(0);
  VT a = LOAD(x), b = LOAD(y);
  STORE(normalize(a), out);
#ifdef FAST
  STORE(fast_normalize(a), out + count * N);
#endif
#if N >= 3
  STORE(cross(a, b), out + 2 * count * N);
#endif
}

// Whether the device flushes float denormals: 2^-140 * 0.5 is 2^-141 where
// it keeps them, 0 where it flushes.
kernel void flushes(global const float *in, global float *out) {
  out[0] = in[0] * in[1];
}
