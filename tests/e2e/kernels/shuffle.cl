// shuffle and shuffle2 (OpenCL C 3.0, 6.15.14) for ShuffleTest.cpp, which
// defines T (the element type), UT (the unsigned integer of T's width, the
// mask's element), HALF or DOUBLE for those types, and the constant masks'
// lanes: Sn for shuffle and Dn for shuffle2 with an n-lane mask (n = 2, 4,
// 8, 16), lists of literals that clang evaluates, so the compiler sees a
// constant mask.
//
// Kernel s<m>_<n> takes m-lane inputs x and y and n-lane masks; work-item i
// writes, at out[f * count + i] (count: the number of work-items):
// f = 0 shuffle(x, constant), 1 shuffle(x, mask), 2 shuffle2(x, y,
// constant), 3 shuffle2(x, y, mask).
#ifdef HALF
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#ifdef DOUBLE
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define NAME(m, n) CAT(CAT(CAT(s, m), _), n)

#define SHUFFLES(m, n)                                                         \
  kernel void NAME(m, n)(global const CAT(T, m) * x,                           \
                         global const CAT(T, m) * y,                           \
                         global const CAT(UT, n) * mask,                       \
                         global CAT(T, n) * out) {                             \
    size_t i = get_global_id(0), count = get_global_size(0);                   \
    out[i] = shuffle(x[i], (CAT(UT, n))(CAT(S, n)));                           \
    out[count + i] = shuffle(x[i], mask[i]);                                   \
    out[2 * count + i] = shuffle2(x[i], y[i], (CAT(UT, n))(CAT(D, n)));        \
    out[3 * count + i] = shuffle2(x[i], y[i], mask[i]);                        \
  }
#define MASKS(m) SHUFFLES(m, 2) SHUFFLES(m, 4) SHUFFLES(m, 8) SHUFFLES(m, 16)
MASKS(2)
MASKS(4)
MASKS(8)
MASKS(16)

// A mask clang can fold whose expression has a side effect: the side
// effect happens (n[i] += 3) and the lanes are the folded ones (5 & 3 = 1,
// 0, 2, 7 & 3 = 3).
kernel void side_effect(global const CAT(T, 4) * x, global CAT(T, 4) * out,
                        global int *n) {
  size_t i = get_global_id(0);
  out[i] = shuffle(x[i], (n[i] += 3, (CAT(UT, 4))(5, 0, 2, 7)));
}
