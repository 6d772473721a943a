// The operands of vloadn/vstoren as programs write them: offsets of every
// integer type (converted to size_t), constant and computed; pointers as
// kernel arguments, p + k, &p[k], arrays, const and restrict qualified,
// and parameters of helper functions in each address space; results used
// through swizzles and in arithmetic, vstoren of expressions.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "operands"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
int4 from_global(__global const int *p, size_t k) { return vload4(k, p); }
int4 from_constant(__constant int *p, size_t k) { return vload4(k, p); }
int4 from_local(__local const int *p, size_t k) { return vload4(k, p); }
int4 from_private(const int *p, size_t k) { return vload4(k, p); }
void put_local(int8 v, size_t k, __local int *p) { vstore8(v, k, p); }
void put_private(int2 v, size_t k, int *p) { vstore2(v, k, p); }

__kernel void operands(__global const int *restrict in,
                       __global int *vout, __global int *out,
                       __constant int *cin, char c, short s, uint u, int n,
                       ushort us) {
  __local int tile[64];
  int priv[12];
  size_t i = get_global_id(0), lid = get_local_id(0);
  int4 a = vload4(c, in) + vload4(s, in + 1) + vload4(u, &in[2]);
  int4 b = vload4(n, in) * vload4(us & 7, in + (i & 3));
  vstore4(a - b, 0, vout + 8 * i);
  int3 t = vload3(i, in).zxy;
  vstore3(t + 1, 2 * i + 1, out);
  out[64 + i] = vload2(i, in).y + vload16(0, in + i).sf + vload8(1, in).s7;
  put_local(vload8(lid, in), lid & 7, tile);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = 0; k < 6; ++k)
    put_private(vload2(k, in + i), k, priv);
  int4 sum = from_global(in, i) + from_constant(cin, i) +
             from_local(tile, lid & 15) + from_private(priv, u % 3);
  vstore4(sum, 0, out + 128 + 4 * i);
  vstore8((int8)(a, sum), i, out + 256);
  vstore2(vload4(0, priv).hi, 0, out + 1024 + 2 * i);
}
