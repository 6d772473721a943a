// CHECK: OpEntryPoint GLCompute {{%\w+}} "int2_add"
// CHECK: OpTypeVector {{%u?int}} 2
__kernel void int2_add(__global const int2 *a, __global const int2 *b,
                       __global int2 *out) {
  size_t i = get_global_id(0);
  out[i] = a[i] + b[i] * 2;
}
