// SPIRV-Tools 2023.1's ssa-rewrite takes time cubic in the number of blocks
// one variable is accessed in (4,000 `if (x > i) x ^= i;` took 6 s in it,
// 20,000 over 5 minutes). Past 2,048 such blocks vkcl leaves the pass out
// (spirv/lib/OptimizerRecipe.h) and promotes the module's whole-value
// variables itself, in linear time (spirv/lib/PromoteLocals.h): x, read
// and written in the 2,200 blocks of 1,100 `if`s, becomes phis on every
// target, and the rest of the recipe still runs (`+ 2u + 3u` folds into
// one add of 5). A variable left in memory would also make each later
// validation quadratic (the validator walks the dominator tree from each
// use up to the entry block's variable).
// e2e: SequentialIfs.TwelveHundred.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "spread"
// CHECK-NOT: OpVariable %_ptr_Function_uint Function
// CHECK: OpIAdd %uint {{%\w+}} %uint_5
// CHECK: OpPhi
#define I(i) if (x > (i)) x ^= (i);
#define I4(i) I(i) I(i + 1) I(i + 2) I(i + 3)
#define I16(i) I4(i) I4(i + 4) I4(i + 8) I4(i + 12)
#define I64(i) I16(i) I16(i + 16) I16(i + 32) I16(i + 48)
#define I256(i) I64(i) I64(i + 64) I64(i + 128) I64(i + 192)

__kernel void spread(__global uint *io) {
  uint x = io[get_global_id(0)] + 2u + 3u;
  I256(0) I256(256) I256(512) I256(768) // 1,024
  I64(1024) I4(1088) I4(1092) I4(1096)  // 1,100
  io[get_global_id(0)] = x;
}
