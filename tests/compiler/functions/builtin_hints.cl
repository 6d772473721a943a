// clang's optimizer hints keep their operand's value and add nothing: no
// 64-bit integer for __builtin_expect's long (SwiftShader has none), no
// evaluation of __builtin_assume's operand (clang's rule).
// CHECK-NOT-swiftshader: OpTypeInt 64
// CHECK-NOT: OpFunctionCall
int never_called(void);
kernel void builtin_hints(global int *p, global uchar *q) {
  int x = p[0];
  if (__builtin_expect(x > 3, 0))
    p[1] = 2;
  if (!__builtin_expect_with_probability(q[0], 7, 0.25f))
    p[2] = 3;
  __builtin_assume(never_called() < 100);
  p[3] = (int)__builtin_expect(x, 9) + (uint)__builtin_expect(q[1], 1);
  if (x == 12345)
    __builtin_unreachable();
}
