// Initializers holding addresses (OpenCL C 2.0 program-scope variables):
// the address of a program-scope variable, an element or member of one, or
// a string literal, as C allows in a static initializer. The segment keeps
// zeros there and reflection instruction 13 (DataAddresses) lists (slot,
// target) byte offsets, which the runtime turns into the segment's address
// plus the target when it uploads the data. Null pointers are zeros and no
// pair. Targets without 64-bit pointers (SwiftShader) refuse them by name.
// OPTIONS: -cl-std=CL2.0
// Segment: table (16 bytes at 0), then the __global variables target (16),
// pointer (24), element (32), text (40), null_pointer (48), s (56: x, pad,
// ptr at 64), and last "ab" (72), which only an initializer points at.
// The bytes: table, target, zeros for the pointers, s.x = 7, "ab".
// CHECK-desktop: OpString "AQAAAAIAAAADAAAABAAAAAUAAAAGAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAHAAAAAAAAAAAAAAAAAAAAYWI="
// CHECK-desktop: OpExtInst %void {{%\w+}} 13 {{%uint_24\w*}} {{%uint_16\w*}} {{%uint_32\w*}} {{%uint_8\w*}} {{%uint_40\w*}} {{%uint_72\w*}} {{%uint_64\w*}} {{%uint_20\w*}}
// CHECK-lavapipe: OpExtInst %void {{%\w+}} 13 {{%uint_24\w*}} {{%uint_16\w*}} {{%uint_32\w*}} {{%uint_8\w*}} {{%uint_40\w*}} {{%uint_72\w*}} {{%uint_64\w*}} {{%uint_20\w*}}
// ERROR-swiftshader: a program-scope initializer holding an address in a 32-bit pointer
constant int table[4] = {1, 2, 3, 4};
global int target[2] = {5, 6};
global int *pointer = &target[0];
constant int *element = &table[2];
constant char *text = "ab";
global int *null_pointer = 0;
struct S {
  int x;
  global int *ptr;
};
global struct S s = {7, &target[1]};
kernel void address_initializer(global int *out) {
  out[0] = *pointer + *element + text[1] + (null_pointer == 0) + *s.ptr;
}
