// A kernel without __local memory declares no Workgroup storage.
// CHECK-NOT: OpTypePointer Workgroup
// CHECK-NOT: {{OpVariable %\w+ Workgroup}}
__kernel void no_local(__global const float *in, __global float *out) {
  size_t g = get_global_id(0);
  out[g] = in[g] * 2.0f;
}
