// A mask clang can fold whose expression has side effects keeps them:
// (c[0]++, (uint4)(1, 0, 3, 2)) still increments c[0] (EvaluateAsRValue
// folds past side effects, which once dropped the increment).
// CHECK: OpIAdd %uint {{%\w+}} %uint_1
// CHECK: OpStore
kernel void k(global float4 *x, global uint *c) {
  x[0] = shuffle(x[1], (c[0]++, (uint4)(1, 0, 3, 2)));
}
