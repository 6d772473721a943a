// The exact functions on half and double, bit operations in ushort and
// ulong lanes: swiftshader, without fp16, names it. nan(ushortn) and
// nan(ulongn) give quiet NaNs (0x7e00, 0x7ff8000000000000) with the
// code's low bits.
// ERROR-swiftshader: fp16
// CHECK-COUNT-0: {{ (Round|FSign|NMax|NMin) }}
// CHECK: OpBitwiseAnd %v4ushort
// CHECK: OpBitcast %v4half
// CHECK: OpExtInst %v2half {{%\w+}} Floor
// CHECK: OpExtInst %half {{%\w+}} Trunc
// CHECK: OpFOrdGreaterThanEqual %bool {{%\w+}} %half_0x1pn1
// CHECK: OpBitwiseOr %v2ushort {{%\w+}} {{%\w+}}
// CHECK: OpBitcast %v2half
// CHECK: OpBitwiseOr %v2ulong
// CHECK: OpBitcast %v2double
// CHECK-desktop: OpExtInst %v3double {{%\w+}} RoundEven
// CHECK-lavapipe: OpExtInst %v3double {{%\w+}} Floor
// CHECK: OpExtInst %double {{%\w+}} Ceil
// CHECK: OpULessThan %bool {{%\w+}} %ulong_4503599627370495
// CHECK: OpBitwiseOr %ulong {{%\w+}} %ulong_9221120237041090560
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void k(global half4 *h, global half2 *h2, global half *hs,
              global const ushort2 *hc, global double2 *d, global double *ds,
              global const ulong *dc) {
  size_t i = get_global_id(0);
  h[i] = fabs(h[i]);
  h2[i] = floor(h2[i]);
  hs[i] = round(hs[i]);
  h2[i + 1] = nan(hc[i]);
  d[i] = copysign(d[i], d[i + 1]);
  vstore3(rint(vload3(i, ds)), i, ds);
  ds[i + 5] = ceil(ds[i + 5]);
  ds[i + 6] = nan(dc[i]);
}
