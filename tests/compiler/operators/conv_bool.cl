// Conversions to and from bool; (bool)NaN is true.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "conv_bool"
// CHECK: OpFUnordNotEqual
__kernel void conv_bool(__global const int *a, __global const float *f,
                        __global int *out) {
  size_t i = get_global_id(0);
  bool fromInt = (bool)a[i];
  bool fromFloat = f[i];
  int back = fromInt;
  out[i] = back + 2 * (int)fromFloat;
}
