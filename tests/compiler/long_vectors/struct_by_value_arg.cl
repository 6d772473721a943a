// A struct holding 8- and 16-wide vectors as a by-value kernel argument: its
// place in the argument block follows the struct's 64-byte alignment.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "struct_arg"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// Reflection of argument 2 (`p`): a value at offset 64, 128 bytes; the
// argument block is 192 bytes.
// CHECK: {{OpExtInst %void %\w+ 1 %\w+ %uint_3(_\d)? %uint_192(_\d)? }}
// CHECK: {{OpExtInst %void %\w+ 2 %\w+ %uint_2(_\d)? %\w+ %\w+ %uint_3(_\d)? %uint_0(_\d)? %uint_64(_\d)? %uint_128(_\d)? }}
typedef struct {
  int16 w;
  float8 f;
  char8 c;
} Packet;

_Static_assert(sizeof(Packet) == 128, "Packet");

__kernel void struct_arg(__global float8 *out, int k, Packet p) {
  size_t i = get_global_id(0);
  out[i] = p.f * (float8)(k) + (float8)((float)p.w.s5, p.c.s1, 1.0f, p.f.s12,
                                        (float)p.c.s7, p.f.odd.even);
}
