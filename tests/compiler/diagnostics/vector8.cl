// 8-element vectors are rejected.
// ERROR: 8- and 16-element vectors
__kernel void vector8(__global float8 *out, __global const float8 *in) {
  size_t g = get_global_id(0);
  out[g] = in[g] * 2.0f;
}
