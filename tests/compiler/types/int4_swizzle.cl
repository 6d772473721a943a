// Mixed swizzle forms on int4, read from and written to global memory.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "int4_swizzle"
__kernel void int4_swizzle(__global int4 *data) {
  size_t i = get_global_id(0);
  int4 a = data[i];
  int4 b = a.wzyx + a.xxzz;
  b.s13 = a.even;
  data[i] = (int4)(b.hi, b.lo.yx);
}
