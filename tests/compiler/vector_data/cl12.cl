// vloadn and vstoren are OpenCL 1.0 builtins; they compile as OpenCL C 1.2
// too.
// OPTIONS: -cl-std=CL1.2
// CHECK: OpEntryPoint GLCompute {{%\w+}} "cl12"
__kernel void cl12(__global const short *in, __global short *out) {
  size_t i = get_global_id(0);
  short8 v = vload8(i, in + 1);
  vstore4(v.lo, 2 * i + 1, out);
  vstore4(v.hi, 2 * i, out);
  vstore3(vload3(i, in), i, out + 4096);
}
