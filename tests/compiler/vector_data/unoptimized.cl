// Without the optimizer: vloadn/vstoren of every width through every
// address space still validate.
// OPTIONS: -O0
// CHECK: OpEntryPoint GLCompute {{%\w+}} "unoptimized"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
__kernel void unoptimized(__global const uchar *in, __constant uchar *cin,
                          __global uchar *out, __local uchar *scratch) {
  size_t i = get_global_id(0), l = get_local_id(0);
  uchar priv[33];
  vstore2(vload2(i, in + 1), 0, priv);
  vstore3(vload3(i, cin + 1), 1, priv);
  vstore4(vload4(l, scratch + 1), 1, priv + 1);
  vstore8(vload8(0, priv + 1), i, out + 1);
  vstore16(vload16(i, in), l, scratch + 3);
  barrier(CLK_LOCAL_MEM_FENCE);
  vstore16(vload16(0, scratch + 3), i, out + 1024);
  vstore3(vload3(1, priv), i, out + 2048);
}
