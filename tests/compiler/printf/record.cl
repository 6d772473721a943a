// A printf call is one record in the dispatch's printf buffer: a
// fetch-and-add reserves id + argument words, plain stores fill it, and
// the format and argument layout travel in the reflection (Printf 9,
// KernelPrintf 10). char and short arrive promoted to int; a float
// argument (promoted to double where the target has fp64) is recorded as
// the float itself, so printing needs no fp64 code.
// CHECK: OpString "item %d: %5.2f %c|%-6hd|%x|%u
// CHECK: OpString "i4 f4 i4 i4 u4 i4"
// CHECK: OpExtInst %void {{%[0-9]+}} 10 {{%[0-9]+}}
// CHECK: OpExtInst %void {{%[0-9]+}} 9 %uint_0
// CHECK: OpAtomicIAdd %uint
// CHECK: OpAtomicLoad %uint
// CHECK: OpSelectionMerge
// CHECK: OpAtomicIAdd %uint
// CHECK: OpAtomicISub %uint
// CHECK-NOT: OpCapability Float64
// CHECK-NOT: OpFConvert %double
__kernel void record(__global int *out, __global const float *in) {
  int i = get_global_id(0);
  short s = (short)i;
  out[i] = printf("item %d: %5.2f %c|%-6hd|%x|%u\n", i, in[i], 'a', s,
                  (uint)i, get_global_size(0) > 1);
}
