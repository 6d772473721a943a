// CHECK: OpEntryPoint GLCompute {{%\w+}} "uint_arith"
// CHECK: OpShiftRightLogical
__kernel void uint_arith(__global const uint *a, __global uint *out) {
  size_t i = get_global_id(0);
  uint x = a[i];
  out[i] = (x * 2654435761u) >> 16;
}
