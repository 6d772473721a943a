// ushort arithmetic wraps modulo 65536.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "ushort_wrap"
// CHECK-COUNT-0-swiftshader: OpTypeInt 16
__kernel void ushort_wrap(__global const ushort *in, __global ushort *out) {
  size_t i = get_global_id(0);
  ushort u = in[i];
  ushort v = u + (ushort)60000;
  out[i] = (ushort)(v >> 3) | u;
}
