// half classification on the 16 bits (zero-extended into 32-bit lanes);
// scalar results are int 1/0, vector results short -1/0. half needs fp16:
// swiftshader reports it.
// ERROR-swiftshader: fp16
// CHECK-COUNT-0: {{Op(IsNan|IsInf|IsFinite|IsNormal|SignBitSet)}}
// CHECK-COUNT-0: {{OpF(Ord|Unord)}}
// CHECK: OpBitcast %v2ushort
// CHECK: OpUConvert %v2uint
// CHECK: OpBitwiseAnd %v2uint {{%\w+}} {{%\w+}}
// CHECK: OpUGreaterThan %v2bool
// CHECK: OpUConvert %v2ushort
// CHECK: OpBitcast %ushort
// CHECK: OpUGreaterThanEqual %bool {{%\w+}} %uint_32768
// CHECK: OpSelect %uint {{%\w+}} %uint_1 %uint_0
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void k(global const half2 *x, global short2 *r, global int *s) {
  size_t i = get_global_id(0);
  r[i] = isnan(x[i]);
  s[i] = signbit(x[i].y);
}
