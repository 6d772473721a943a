// The exact math functions (6.15.2, 0 ulp) on float. fabs and copysign are
// bit operations on the IEEE pattern (NaN payloads kept, no float modes):
// never GLSL's FAbs/FSign. ceil, floor, trunc and rint are GLSL's Ceil,
// Floor, Trunc and RoundEven for normal values, a subnormal input (found as
// an unsigned range check on |bits| - 1) answered from its sign instead, as
// a flushing device would round its zero (floor(-tiny) must be -1.0).
// round is not GLSL's Round (its ties go either way): trunc(x), plus ±1
// where |x - trunc(x)| >= 0.5, the subtraction and addition uncontracted.
// nan(uint) is the bits of a quiet NaN ORed with the code's low bits.
// CHECK-COUNT-0: {{ (Round|FSign|NMax|NMin) }}
// CHECK: OpDecorate {{%\w+}} NoContraction
// CHECK: OpBitcast %v4uint
// CHECK: OpBitwiseAnd %v4uint {{%\w+}} {{%\w+}}
// CHECK: OpBitcast %v4float
// CHECK: OpBitwiseAnd %v2uint
// CHECK: OpBitwiseAnd %v2uint
// CHECK: OpBitwiseOr %v2uint
// CHECK: OpBitcast %v2float
// CHECK: OpExtInst %float {{%\w+}} Ceil
// CHECK: OpULessThan %bool {{%\w+}} %uint_8388607
// CHECK: OpExtInst %float {{%\w+}} Floor
// CHECK: OpExtInst %float {{%\w+}} Trunc
// CHECK: OpExtInst %float {{%\w+}} RoundEven
// CHECK: OpExtInst %float {{%\w+}} Trunc
// CHECK: OpFSub %float
// CHECK: OpExtInst %float {{%\w+}} FAbs
// CHECK: OpFOrdGreaterThanEqual %bool {{%\w+}} %float_0_5
// CHECK: OpFAdd %float
// CHECK: OpBitwiseOr %uint {{%\w+}} %uint_2143289344
// CHECK: OpBitcast %float
kernel void k(global float4 *x, global float2 *y, global float *s,
              global const uint *code) {
  size_t i = get_global_id(0);
  x[i] = fabs(x[i]);
  y[i] = copysign(y[i], y[i + 1]);
  s[i] = ceil(s[i]);
  s[i + 1] = floor(s[i + 1]);
  s[i + 2] = trunc(s[i + 2]);
  s[i + 3] = rint(s[i + 3]);
  s[i + 4] = round(s[i + 4]);
  s[i + 5] = nan(code[i]);
}
