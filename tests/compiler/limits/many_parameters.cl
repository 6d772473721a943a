// 301 kernel parameters and a helper of 300: SPIR-V functions take at most
// 255, so such functions take one struct of all their parameters (this was
// an invalid OpTypeFunction). OpenCL's minimum of 1,024 bytes of kernel
// arguments allows 1,024 char parameters.
// OPTIONS: -O0
// CHECK: OpTypeFunction %uint %_struct_
#define L10(m, n) m(n##0), m(n##1), m(n##2), m(n##3), m(n##4), m(n##5), \
  m(n##6), m(n##7), m(n##8), m(n##9)
#define L100(m, n) L10(m, n##0), L10(m, n##1), L10(m, n##2), L10(m, n##3), \
  L10(m, n##4), L10(m, n##5), L10(m, n##6), L10(m, n##7), L10(m, n##8),    \
  L10(m, n##9)
#define CHAR(x) char x
#define SHORT(x) short x
#define INT(x) int x
#define NAME(x) x
int helper(L100(INT, a), L100(INT, b), L100(INT, c)) {
  return a00 - b99 + 2 * c42 + c99;
}
__kernel void many_parameters(__global int *out, L100(CHAR, a),
                              L100(SHORT, b), L100(INT, c)) {
  out[0] = helper(L100(NAME, a), L100(NAME, b), L100(NAME, c));
}
