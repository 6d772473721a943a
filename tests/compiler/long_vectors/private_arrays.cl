// Private arrays of 8- and 16-wide vectors, indexed with run-time indices,
// and a private vector whose address is taken (the private arena) and
// read as floats through a cast pointer.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "private_arrays"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
void bump(float8 *p, int k) {
  *p += (float8)(k);
  p->s2 = 7.0f;
}

__kernel void private_arrays(__global float8 *out, __global short16 *sout,
                             __global const float8 *in, int k) {
  size_t i = get_global_id(0);
  float8 arr[4];
  short16 s[3];
  for (int j = 0; j < 4; ++j)
    arr[j] = in[i + j];
  for (int j = 0; j < 3; ++j)
    s[j] = (short16)((short)(j + k));
  arr[k & 3].s1 = -1.0f;
  s[k % 3].hi = s[(k + 1) % 3].lo * (short)3;
  float8 v = arr[(k + 2) & 3];
  bump(&v, k);
  float *f = (float *)&v;
  f[k & 7] = 100.0f;
  out[i] = v + arr[k & 3];
  sout[i] = s[k % 3];
}
