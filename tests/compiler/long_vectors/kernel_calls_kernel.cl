// A kernel with by-value 8- and 16-wide vector parameters called from
// another kernel as an ordinary function.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "store_sum"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "caller"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
__kernel void store_sum(__global int16 *out, int8 a, int16 b) {
  out[get_global_id(0)] = b + (int16)(a, a.s76543210);
}

__kernel void caller(__global int16 *out, __global const int8 *in) {
  size_t i = get_global_id(0);
  store_sum(out, in[i], (int16)((int)i));
}
