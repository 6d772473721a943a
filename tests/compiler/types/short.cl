// short: 32-bit registers, 16-bit memory.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "short_arith"
// CHECK-desktop: OpTypeInt 16
// CHECK-COUNT-0-swiftshader: OpTypeInt 16
__kernel void short_arith(__global const short *in, __global short *out) {
  size_t i = get_global_id(0);
  short s = in[i];
  short t = (short)(s * 7 - 1000);
  out[i] = t > s ? t : s;
}
