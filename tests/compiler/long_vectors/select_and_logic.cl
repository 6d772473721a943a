// Ternaries on 8- and 16-wide vectors: a vector condition picks each lane
// on its most significant bit; a scalar condition with side effects in
// the arms branches. Vector && and || evaluate both sides and give -1/0.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "select_and_logic"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
// CHECK: OpSelect
// CHECK: OpBranchConditional
__kernel void select_and_logic(__global float8 *f, __global int8 *m,
                               __global uchar16 *b, __global char16 *c,
                               int k) {
  size_t i = get_global_id(0);
  float8 x = f[i], y = f[i + 1];
  int8 cond = m[i];
  f[i] = cond ? x : y;
  m[i] = (x < y) && (cond != 0) || !cond;
  uchar16 u = b[i];
  char16 s = c[i];
  b[i] = s ? u : (uchar16)(7);
  c[i] = k ? (s += (char16)(1)) : (s -= (char16)(2));
  c[i + 1] = s;
}
