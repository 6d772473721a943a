// CHECK: OpEntryPoint GLCompute {{%\w+}} "vec_hint"
__kernel __attribute__((vec_type_hint(float4))) void
vec_hint(__global float4 *data) {
  data[get_global_id(0)] *= 2.0f;
}
