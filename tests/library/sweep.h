// A table entry of the host sweep: one library function, its reference and
// the OpenCL C 3.0 full-profile bound. One-argument functions are swept
// over every float (or every `stride`-th bit pattern); two-argument ones
// over a grid of special values and random pairs.
#pragma once

typedef float (*unary_f32)(float);
typedef float (*binary_f32)(float, float);
typedef double (*unary_ref)(double);
typedef double (*binary_ref)(double, double);

struct unary_case {
  const char *name;
  unary_f32 fn;
  unary_ref ref;
  double bound; ///< max ULP error allowed (0 = exact)
};

struct binary_case {
  const char *name;
  binary_f32 fn;
  binary_ref ref;
  double bound;
};
