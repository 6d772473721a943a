// Without int64 a device address does not fit in size_t, so an integer
// cannot be turned back into a __global pointer: a clear error, not
// silently truncated addresses.
// ERROR-swiftshader: converting an integer to a __global or __constant pointer needs int64
// ERROR-AT-swiftshader: 9:21
__kernel void int_to_global_pointer(__global int *data) {
  uintptr_t addr = (uintptr_t)data;
  addr += get_global_id(0) * sizeof(int);
  __global int *p = (__global int *)addr;
  *p = 1;
}
