// Pointer <-> uintptr_t round trip, with arithmetic on the integer.
// TARGETS: desktop lavapipe
// CHECK: OpEntryPoint GLCompute {{%\w+}} "pointer_uintptr"
__kernel void pointer_uintptr(__global int *data) {
  size_t g = get_global_id(0);
  uintptr_t addr = (uintptr_t)data;
  addr += g * sizeof(int);
  __global int *p = (__global int *)addr;
  *p = (int)(addr & 15) + 1;
}
