// char: 32-bit registers; byte loads/stores (native 8-bit storage on
// desktop, word access on swiftshader, which has no 8-bit types at all).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "char_arith"
// CHECK-desktop: OpTypeInt 8
// CHECK-lavapipe: OpTypeInt 8
// CHECK-COUNT-0-swiftshader: OpTypeInt 8
__kernel void char_arith(__global const char *in, __global char *out) {
  size_t i = get_global_id(0);
  char c = in[i];
  char d = (char)(c * 3 + 1);
  out[i] = d < 0 ? (char)-d : d;
}
