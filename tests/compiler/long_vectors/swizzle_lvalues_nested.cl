// Swizzles of 8- and 16-wide vectors as assignment targets: lane sets,
// halves, even/odd, nested (v.hi.lo.s1), compound assignments, and all of
// them on lvalues in memory (through __global and __local pointers).
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "swizzle_lvalues_nested"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
__kernel void swizzle_lvalues_nested(__global int16 *g, __global float8 *f,
                                     __global ushort8 *u, int k) {
  __local int16 tile[8];
  size_t i = get_global_id(0), l = get_local_id(0);
  int16 v = g[i];
  v.s35 = v.s53;
  v.hi.lo.s1 = k;
  v.odd += v.even;
  v.lo.even.hi = (int2)(k, -k);
  v.sFEDC = v.s0123;
  v.S9 *= 3;
  v.even.odd.even.s1 <<= 2;
  g[i] = v;
  g[i].hi.hi.s3 = -k;
  g[i].odd.even = v.s0123;
  tile[l & 7] = v;
  tile[l & 7].lo.hi += (int4)(k);
  barrier(CLK_LOCAL_MEM_FENCE);
  g[i + 1].sa = tile[(l + 1) & 7].sa;
  f[i].s7 = f[i].s0;
  f[i].even = f[i].odd * 0.5f;
  u[i].hi.odd |= (ushort2)(0x8000, 1);
}
