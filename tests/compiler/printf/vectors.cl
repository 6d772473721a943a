// Vector arguments are recorded lane by lane: char and short lanes as
// 32-bit words, float lanes as floats; a 3-vector has three lanes.
// CHECK: OpString "%v4hhd %v2hu %v3hlf %v16hlx %v8hlf
// CHECK: OpString "i4x4 u4x2 f4x3 u4x16 f4x8"
__kernel void vectors(__global const char4 *c, __global const ushort2 *s,
                      __global const float3 *f, __global const uint16 *u,
                      __global const float8 *g) {
  int i = get_global_id(0);
  printf("%v4hhd %v2hu %v3hlf %v16hlx %v8hlf\n", c[i], s[i], f[i], u[i], g[i]);
}
