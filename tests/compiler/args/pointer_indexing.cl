// Indexing with signed, unsigned and negative indices.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "pointer_indexing"
__kernel void pointer_indexing(__global float *data, int offset) {
  size_t g = get_global_id(0);
  __global float *mid = data + 16;
  mid[(int)g - 8] = mid[offset] + mid[-1] + data[g + 1u];
}
