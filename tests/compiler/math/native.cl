// native_* (and half_recip, half_divide, mad) are the device's own
// instructions (builtins/MathNative.cpp), at every width and never a
// library function: each GLSL.std.450 instruction below once per call
// site's type (float, float4), exp10 and log10 through Exp2 and Log2 with
// a multiplication, recip and divide the float division every `/` uses.
// CHECK-NOT: OpName %__vkcl_
// CHECK: OpFunction %void None
// CHECK-DAG: Sin %
// CHECK-DAG: Cos %
// CHECK-DAG: Tan %
// CHECK-DAG: Exp %
// CHECK-DAG: Exp2 %
// CHECK-DAG: Log %
// CHECK-DAG: Log2 %
// CHECK-DAG: {{ }}Sqrt %
// CHECK-DAG: InverseSqrt %
// CHECK-DAG: Pow %
// CHECK-DAG: Fma %
// CHECK-DAG: OpFDiv %float
// CHECK-DAG: OpFDiv %v4float
kernel void k(global float *a, global float4 *v) {
  size_t i = get_global_id(0);
  float x = a[i], y = a[i + 1];
  a[i] = native_sin(x) + native_cos(x) + native_tan(x) + native_exp(x) +
         native_exp2(x) + native_exp10(x) + native_log(x) + native_log2(x) +
         native_log10(x) + native_sqrt(x) + native_rsqrt(x) +
         native_powr(x, y) + native_recip(x) + native_divide(x, y) +
         half_recip(x) + half_divide(x, y) + mad(x, y, x);
  float4 p = v[i], q = v[i + 1];
  v[i] = native_sin(p) + native_cos(p) + native_tan(p) + native_exp(p) +
         native_exp2(p) + native_exp10(p) + native_log(p) + native_log2(p) +
         native_log10(p) + native_sqrt(p) + native_rsqrt(p) +
         native_powr(p, q) + native_recip(p) + native_divide(p, q) +
         half_recip(p) + half_divide(p, q) + mad(p, q, p);
}
