// float -> char converts, then keeps the low 8 bits.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "conv_float_char"
// CHECK: OpConvertFToS
__kernel void conv_float_char(__global const float *f, __global char *out,
                              __global int *wide) {
  size_t i = get_global_id(0);
  char c = (char)f[i];
  out[i] = c;
  wide[i] = c;
}
