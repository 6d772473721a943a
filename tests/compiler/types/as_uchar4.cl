// as_type between a 32-bit scalar and a 4 x 8-bit vector (shifts on
// targets without 8-bit types).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "as_uchar4_roundtrip"
// CHECK-COUNT-0-swiftshader: OpTypeInt 8
__kernel void as_uchar4_roundtrip(__global const uint *in, __global uint *out) {
  size_t i = get_global_id(0);
  uchar4 b = as_uchar4(in[i]);
  out[i] = as_uint(b.wzyx + (uchar4)(1));
}
