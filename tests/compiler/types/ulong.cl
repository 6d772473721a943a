// TARGETS: desktop lavapipe
// CHECK: OpEntryPoint GLCompute {{%\w+}} "ulong_bits"
// CHECK: OpTypeInt 64
__kernel void ulong_bits(__global const ulong *in, __global ulong *out) {
  size_t i = get_global_id(0);
  ulong v = in[i];
  out[i] = (v >> 40) | (v << 24) | 0x8000000000000000UL;
}
