// vstore3 of chars writes exactly 3 bytes. Without 8-bit storage
// (swiftshader) the bytes share 32-bit words with other work-items' bytes,
// so each is merged into its word atomically, never by a plain store of a
// whole word (3 bytes at p + offset * 3 never cover one). With 8-bit
// storage no 4-byte vector is read or written.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "vstore3_char"
// CHECK-COUNT-0-swiftshader: {{OpStore %\w+ %\w+ Aligned}}
// CHECK-swiftshader: {{OpAtomic(And|Or|Xor|Exchange|CompareExchange) }}
// CHECK-COUNT-0-desktop: _ptr_PhysicalStorageBuffer_v4uchar
// CHECK-COUNT-0-lavapipe: _ptr_PhysicalStorageBuffer_v4uchar
__kernel void vstore3_char(__global const char *in, __global char *out) {
  size_t i = get_global_id(0);
  vstore3(vload3(i, in + 1), i, out + 1);
}
