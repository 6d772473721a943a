// A by-value ulong argument needs int64.
// ERROR-swiftshader: int64
__kernel void ulong_arg_swiftshader(__global uint *out, ulong v) {
  out[get_global_id(0)] = (uint)(v >> 32);
}
