// uchar arithmetic wraps modulo 256.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "uchar_wrap"
// CHECK-COUNT-0-swiftshader: OpTypeInt 8
__kernel void uchar_wrap(__global const uchar *in, __global uchar *out) {
  size_t i = get_global_id(0);
  uchar c = in[i];
  uchar sum = c + (uchar)200;
  out[i] = (uchar)(sum / 3) ^ c;
}
