// Every compound assignment operator, on int and on float4.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "compound_assignment"
__kernel void compound_assignment(__global int *io, __global float4 *fv,
                                  int k) {
  size_t i = get_global_id(0);
  int x = io[i];
  x += k;
  x -= 3;
  x *= k;
  x /= (k | 1);
  x %= 1000;
  x <<= k;
  x >>= 2;
  x &= 0xffff;
  x |= 0x10000;
  x ^= k;
  io[i] = x;
  fv[i] *= 2.0f;
  fv[i] += fv[i].yzwx;
  fv[i].x -= 1.0f;
}
