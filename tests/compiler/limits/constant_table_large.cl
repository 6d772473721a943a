// A program-scope __constant table of 70,000 ints (280,000 bytes) is data
// in the reflection, in base64 strings of at most 180,000 bytes each: two
// strings here, and no OpConstant per element (this was an instruction
// past SPIR-V's 65,535-word limit).
// CHECK-COUNT-2: OpString "AQAAAAEAAAABAAAA
// CHECK-NOT: OpConstant %uint 7{{$}}
#define E10(x) x, x, x, x, x, x, x, x, x, x
#define E10000(x) E10(E10(E10(E10(x))))
__constant int table[70000] = {E10000(1), E10000(1), E10000(1), E10000(1),
                               E10000(1), E10000(1), E10000(7)};
__kernel void constant_table_large(__global int *out) {
  out[0] = table[out[1]];
}
