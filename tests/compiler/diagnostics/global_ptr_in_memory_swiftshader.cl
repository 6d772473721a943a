// A __global pointer stored to memory through a pointer to pointer needs a
// 64-bit value in memory: int64, which swiftshader lacks.
// ERROR-swiftshader: int64
__kernel void global_ptr_in_memory(__global int *a, __global int *b, int k) {
  __global int *slots[2];
  __global int *__private *pp = slots;
  pp[0] = a;
  pp[1] = b;
  __global int *target = slots[k & 1];
  target[get_global_id(0)] = k;
}
