// Below the spread where ssa-rewrite is left out (ssa_rewrite_spread.cl):
// x, accessed in the 2,000 blocks of 1,000 `if`s, is promoted to SSA
// values and phis, and no Function variable is left.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "spread"
// CHECK-NOT: OpVariable %_ptr_Function_uint Function
// CHECK: OpPhi
#define I(i) if (x > (i)) x ^= (i);
#define I4(i) I(i) I(i + 1) I(i + 2) I(i + 3)
#define I16(i) I4(i) I4(i + 4) I4(i + 8) I4(i + 12)
#define I64(i) I16(i) I16(i + 16) I16(i + 32) I16(i + 48)
#define I256(i) I64(i) I64(i + 64) I64(i + 128) I64(i + 192)

__kernel void spread(__global uint *io) {
  uint x = io[get_global_id(0)];
  I256(0) I256(256) I256(512) // 768
  I64(768) I64(832) I64(896)  // 960
  I16(960) I16(976) I4(992) I4(996)
  io[get_global_id(0)] = x;
}
