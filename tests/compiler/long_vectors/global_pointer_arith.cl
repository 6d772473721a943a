// Pointer arithmetic on __global float8 * steps 32 bytes per element and on
// __global char16 * 16 bytes; the difference of two such pointers counts
// elements.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "pointer_arith"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
__kernel void pointer_arith(__global float8 *f, __global char16 *c,
                            __global int *sizes, int k) {
  size_t i = get_global_id(0);
  __global float8 *p = f + 2 * i;
  __global float8 *q = p + 1;
  *q = *p + p[k & 1];
  q[-1].s7 = (float)(q - p);
  ++p;
  p->s0 += 1.0f;
  __global char16 *b = c + i;
  b[0] += (char16)(1);
  (b + 1)->sf = 0;
  if (i == 0) {
    sizes[0] = (int)((__global char *)(f + 1) - (__global char *)f);
    sizes[1] = (int)((__global char *)(c + 1) - (__global char *)c);
    sizes[2] = (int)(&f[3] - &f[1]);
  }
}
