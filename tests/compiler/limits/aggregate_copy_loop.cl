// Copies of aggregates above 256 bytes from memory to memory are a loop of
// 16 bytes per step (AggregateCopy.cpp): a 32 KiB struct assigned between
// buffer elements, into a local initialized from a buffer (locals above
// 4096 bytes live in the private arena), from there into __local memory
// and back to a buffer, each 2048 steps, not 8,192 unrolled words (no
// offset 32764 of a last word).
// CHECK-COUNT-0: {{%(uint|ulong)_32764\b}}
// CHECK-COUNT-4: {{OpULessThan %bool %\w+ %uint_2048$}}
typedef struct {
  uint w[8192];
} Huge;

kernel void k(global Huge *a, global const Huge *b, local Huge *l) {
  size_t i = get_global_id(0);
  a[i] = b[i];
  Huge t = b[i + 1];
  t.w[i] = 1u;
  *l = t;
  barrier(CLK_LOCAL_MEM_FENCE);
  a[i + 2] = *l;
}
