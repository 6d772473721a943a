// Pointer difference is an element count (ptrdiff_t).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "pointer_difference"
__kernel void pointer_difference(__global float4 *a, __global float4 *b,
                                 __global int *out) {
  size_t g = get_global_id(0);
  ptrdiff_t d = b - a;
  __global float4 *p = &a[g];
  out[g] = (int)d + (int)(p - a);
}
