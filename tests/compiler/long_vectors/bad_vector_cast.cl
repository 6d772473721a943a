// OpenCL C has no casts between vector types (convert_* or as_* instead):
// (float8) of an int8 is clang's error.
// ERROR: invalid conversion between
// ERROR-AT: 6:12
__kernel void bad_vector_cast(__global float8 *out, int8 v) {
  out[0] = (float8)v;
}
