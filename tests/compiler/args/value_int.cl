// CHECK: OpEntryPoint GLCompute {{%\w+}} "value_int"
// CHECK: {{OpVariable %\w+ PushConstant}}
__kernel void value_int(__global int *out, int a, uint b) {
  out[get_global_id(0)] = a * (int)b;
}
