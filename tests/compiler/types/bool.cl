// bool is OpTypeBool in registers.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "bool_logic"
// CHECK: OpTypeBool
__kernel void bool_logic(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  bool positive = in[i] > 0;
  bool even = (in[i] & 1) == 0;
  bool both = positive && even;
  bool differ = positive != even;
  out[i] = both ? 10 : (differ ? 20 : 30);
}
