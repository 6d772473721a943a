// Initializers of 8- and 16-wide vectors: vector literals, brace lists,
// arrays of vectors, structs with vector members, constant folding of
// literals made of constants.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "initializers"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
typedef struct {
  int tag;
  uint16 w;
} Tagged;

__kernel void initializers(__global uint16 *out, __global Tagged *tout,
                           uint k) {
  size_t i = get_global_id(0);
  const uint16 ramp = (uint16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
                               14, 15);
  uint8 braces = {1, 2, 3, 4, 5, 6, 7, k};
  uint16 rows[3] = {ramp, (uint16)(k), (uint16)(braces, braces.s76543210)};
  Tagged t = {(int)k, ramp * k};
  Tagged zero = {0};
  out[3 * i] = rows[k % 3] + ramp;
  out[3 * i + 1] = (uint16)(braces, (uint8)(k, 1, (uint2)(2, 3), (uint4)(k)));
  out[3 * i + 2] = zero.w + rows[1];
  tout[i] = t;
}
