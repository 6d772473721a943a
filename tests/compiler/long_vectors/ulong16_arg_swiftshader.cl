// A ulong16 argument needs int64, which swiftshader lacks: the diagnostic
// names the element's feature; the other targets compile it.
// ERROR-swiftshader: needs int64
// ERROR-AT-swiftshader: 5:67
__kernel void ulong16_arg_swiftshader(__global uint *out, ulong16 v) {
  out[get_global_id(0)] = (uint)v.sf;
}
