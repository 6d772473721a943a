// One __constant table used by two kernels.
// CHECK-COUNT-2: OpEntryPoint GLCompute
__constant uint masks[4] = {0x000000ffu, 0x0000ff00u, 0x00ff0000u, 0xff000000u};

__kernel void mask_and(__global uint *io, int k) {
  io[get_global_id(0)] &= masks[k & 3];
}

__kernel void mask_or(__global uint *io, int k) {
  io[get_global_id(0)] |= masks[(k + 1) & 3];
}
