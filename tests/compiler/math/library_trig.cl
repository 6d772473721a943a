// The trigonometric functions of the library on every target, sincos's
// cosine stored through a __local vector pointer.
// CHECK: OpFunction %float None
// CHECK: OpFunctionCall %float
kernel void k(global float *a, global float4 *v, local float *l) {
  size_t i = get_global_id(0);
  float c;
  a[i] = sin(a[i]) + cos(a[i]) + tan(a[i]) + sinpi(a[i]) + cospi(a[i]) +
         tanpi(a[i]) + asin(a[i]) + acos(a[i]) + atan(a[i]) +
         atan2(a[i], a[i + 1]) + asinpi(a[i]) + acospi(a[i]) + atanpi(a[i]) +
         atan2pi(a[i], a[i + 1]) + sincos(a[i], &c) + c + half_sin(a[i]);
  v[i] = sincos(v[i], (local float4 *)l) + cos(v[i]);
}
