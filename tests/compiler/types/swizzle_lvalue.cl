// Swizzles as assignment targets, plain and compound.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "swizzle_lvalue"
__kernel void swizzle_lvalue(__global const int4 *in, __global int4 *out,
                             int k) {
  size_t i = get_global_id(0);
  int4 v = in[i];
  v.yx = v.xy;
  v.s3 = k;
  v.hi += (int2)(1, 2);
  v.odd *= 3;
  v.lo.y = -v.lo.y;
  out[i] = v;
  out[i].w = k + 1;
}
