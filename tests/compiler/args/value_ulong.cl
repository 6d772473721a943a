// A by-value ulong (needs int64; see diagnostics/ulong_arg_swiftshader).
// TARGETS: desktop lavapipe
// CHECK: OpEntryPoint GLCompute {{%\w+}} "value_ulong"
__kernel void value_ulong(__global ulong *out, ulong seed, char c) {
  size_t g = get_global_id(0);
  out[g] = seed * 6364136223846793005UL + (ulong)g + (ulong)c;
}
