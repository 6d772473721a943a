// A __constant string: byte loads from constant data.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "constant_char_array"
__constant char message[] = "vkcl constant data";

__kernel void constant_char_array(__global char *out, int n) {
  size_t g = get_global_id(0);
  out[g] = message[g % (size_t)n];
}
