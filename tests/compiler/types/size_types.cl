// size_t, ptrdiff_t, intptr_t, uintptr_t: 64-bit where the target has
// int64, 32-bit on swiftshader.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "size_types"
// CHECK-COUNT-0-swiftshader: OpTypeInt 64
__kernel void size_types(__global int *out, int n) {
  size_t gid = get_global_id(0);
  ptrdiff_t d = &out[gid] - &out[0];
  intptr_t signedAddr = (intptr_t)&out[gid];
  uintptr_t base = (uintptr_t)&out[0];
  size_t bytes = (size_t)(signedAddr - (intptr_t)base);
  out[gid] = (int)d + (int)(bytes / sizeof(int)) + n;
}
