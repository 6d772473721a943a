// Pointer + integer, pointer - integer and pointer increments.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "pointer_arithmetic"
__kernel void pointer_arithmetic(__global int *base, int stride) {
  size_t g = get_global_id(0);
  __global int *p = base + g * stride;
  __global int *q = p + 1;
  *q = *p + *(q - 1);
  q += 2;
  ++q;
  *q = 7;
}
