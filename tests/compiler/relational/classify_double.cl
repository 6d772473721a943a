// double classification on the 64 bits (fp64 and int64 both needed;
// swiftshader has neither and names fp64). Vector results are long -1/0.
// ERROR-swiftshader: fp64
// CHECK-COUNT-0: {{Op(IsNan|IsInf|IsFinite|IsNormal|SignBitSet)}}
// CHECK: OpConstantComposite %v3ulong %ulong_18446744073709551615
// CHECK: OpBitcast %v3ulong
// CHECK: OpBitwiseAnd %v3ulong {{%\w+}} {{%\w+}}
// CHECK: OpISub %v3ulong
// CHECK: OpULessThan %v3bool
// CHECK: OpSelect %v3ulong
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void k(global const double *x, global long *r) {
  size_t i = get_global_id(0);
  vstore3(isnormal(vload3(i, x)), i, r);
}
