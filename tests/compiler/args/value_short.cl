// A by-value short between two other arguments.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "value_short"
__kernel void value_short(__global int *out, short s, char c) {
  out[get_global_id(0)] = s + c;
}
