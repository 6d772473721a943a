// Helper functions taking and returning 8- and 16-wide vectors, structs
// holding them, and pointers to them in every address space.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "helper_functions"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
typedef struct {
  float8 f;
  int16 w;
} Pair;

float8 mix8(float8 a, float8 b, int k) { return k > 0 ? a : b * 2.0f; }
int16 swap_halves(int16 v) { return (int16)(v.hi, v.lo); }
Pair make_pair(float8 f, int16 w) {
  Pair p = {f, w};
  p.w.s0 = 99;
  return p;
}
uchar16 from_global(__global const uchar16 *p, int k) { return p[k]; }
void put_local(__local int16 *p, int16 v) { *p = v; }
void in_private(float8 *p) { p->hi = p->lo; }

__kernel void helper_functions(__global Pair *out,
                               __global const uchar16 *bytes,
                               __global uchar16 *bout, int k) {
  __local int16 tile[4];
  size_t i = get_global_id(0), l = get_local_id(0);
  float8 f = (float8)((float)k, 1, 2, 3, 4, 5, 6, (float)i);
  in_private(&f);
  int16 w = swap_halves((int16)(k) + (int16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
                                             10, 11, 12, 13, 14, 15));
  put_local(tile + (l & 3), w);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = make_pair(mix8(f, f.s76543210, k), tile[(l + 1) & 3]);
  bout[i] = from_global(bytes, k) + from_global(bytes + i, 0);
}
