// long8 needs int64, which swiftshader lacks: the diagnostic names the
// element's feature (not the vector width); the other targets compile it.
// ERROR-swiftshader: needs int64
// ERROR-AT-swiftshader: 7:9
__kernel void long8_swiftshader(__global long8 *out, __global const int8 *in) {
  size_t i = get_global_id(0);
  long8 v = (long8)(in[i].s0, in[i].s1, in[i].s2, in[i].s3, in[i].s4, in[i].s5,
                    in[i].s6, in[i].s7);
  out[i] = v * 3000000000L;
}
