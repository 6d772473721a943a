// String literals outside printf are __constant char arrays of the data
// segment (OpenCL C 6.5.3): pointed at, indexed, passed to helpers; one
// copied into a private char array becomes that array's constant bytes.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "string_literals"
// CHECK: {{OpConstantComposite %_arr_u(char|int)_uint_8 %u(char|int)_99 %u(char|int)_111 %u(char|int)_112 %u(char|int)_121 %u(char|int)_0}}
int length(constant char *s) {
  int n = 0;
  while (s[n] && n < 64)
    ++n;
  return n;
}
kernel void string_literals(global int *out, int i) {
  constant char *hello = "hello, world";
  char copy[8] = "copy";
  out[0] = hello[i] + "abc"[i & 3] + length("twice") + length("twice");
  out[1] = copy[i & 7];
}
