// long needs int64: desktop and lavapipe only (diagnostics/long_swiftshader).
// TARGETS: desktop lavapipe
// CHECK: OpCapability Int64
// CHECK: OpEntryPoint GLCompute {{%\w+}} "long_arith"
// CHECK: OpTypeInt 64
__kernel void long_arith(__global const long *in, __global long *out) {
  size_t i = get_global_id(0);
  long v = in[i];
  out[i] = v * 0x100000001L - (long)i;
}
