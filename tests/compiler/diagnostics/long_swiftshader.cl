// long needs int64, which swiftshader lacks; the others compile it.
// ERROR-swiftshader: int64
__kernel void long_swiftshader(__global long *out, __global const int *in) {
  size_t g = get_global_id(0);
  out[g] = (long)in[g] * 3000000000L;
}
