// A by-value char argument.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "value_char"
// CHECK: {{OpVariable %\w+ PushConstant}}
__kernel void value_char(__global int *out, char c) {
  out[get_global_id(0)] = c * 2;
}
