// -O0 keeps the calls: helpers calling helpers.
// OPTIONS: -O0
// CHECK: OpEntryPoint GLCompute {{%\w+}} "helper_chain_O0"
// CHECK: OpFunctionCall
int inc(int x) { return x + 1; }
int twice_inc(int x) { return inc(inc(x)); }
int four_inc(int x) { return twice_inc(twice_inc(x)); }

__kernel void helper_chain_O0(__global int *io) {
  size_t i = get_global_id(0);
  io[i] = four_inc(io[i]);
}
