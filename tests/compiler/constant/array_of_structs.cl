// An array of structs with nested initializers.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "constant_array_of_structs"
typedef struct {
  int key;
  float value;
} Entry;

__constant Entry table[5] = {
    {1, 0.5f}, {4, 1.5f}, {9, 2.5f}, {16, 3.5f}, {25, 4.5f}};

__kernel void constant_array_of_structs(__global const int *in,
                                        __global float *out) {
  size_t g = get_global_id(0);
  float r = -1.0f;
  for (int k = 0; k < 5; ++k)
    if (table[k].key == in[g])
      r = table[k].value;
  out[g] = r;
}
