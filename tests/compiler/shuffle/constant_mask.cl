// A mask clang can evaluate becomes one OpVectorShuffle, its lanes taken
// modulo the input width m (only the low ilogb(2m - 1) bits count): for
// float4, (5, 1, 250, 0xFFFFFFFF) picks lanes 1 1 2 3. shuffle2 takes them
// modulo 2m: (7, 12, 0, 255) picks 7 4 0 7 of x followed by y. No Function
// array, no run-time index.
// CHECK-COUNT-2: OpVectorShuffle
// CHECK-COUNT-0: OpVariable %_ptr_Function
// CHECK-COUNT-0: OpVectorExtractDynamic %float
// CHECK: OpVectorShuffle %v4float {{(%\w+) \1}} 1 1 2 3
// CHECK: OpVectorShuffle %v4float {{%\w+ %\w+}} 7 4 0 7
kernel void k(global float4 *x) {
  size_t i = get_global_id(0);
  x[i] = shuffle(x[i], (uint4)(5, 1, 250, 0xFFFFFFFF));
  x[i + 1] = shuffle2(x[i], x[i + 2], (uint4)(7, 12, 0, 255));
}
