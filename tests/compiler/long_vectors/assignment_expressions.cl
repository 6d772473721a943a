// 8- and 16-wide vectors in assignment chains, comma expressions, compound
// assignments used as values, and vector-op-scalar with every operand order.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "assignment_expressions"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
__kernel void assignment_expressions(__global short16 *out,
                                     __global const short16 *in, short k) {
  size_t i = get_global_id(0);
  short16 a, b, c;
  a = b = c = in[i];
  c = (a += k, b -= (short)1, a * b);
  short16 d = (c ^= a) + (b <<= (short16)(3));
  out[4 * i] = a;
  out[4 * i + 1] = b;
  out[4 * i + 2] = c;
  out[4 * i + 3] = d + k - (k * d) / (short16)(7) % k;
}
