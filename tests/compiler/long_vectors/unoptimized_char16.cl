// -O0: the emitter's own code for char16 values (operators, swizzles, dynamic
// index, memory) is valid SPIR-V without the optimizer's help, and holds
// no 8- or 16-component vector type.
// OPTIONS: -O0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "unoptimized_char16"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
char16 twice(char16 v) { return v + v; }

__kernel void unoptimized_char16(__global char16 *out,
                                 __global const char16 *in, int k) {
  size_t i = get_global_id(0);
  char16 x = in[i], y = in[i + 1];
  char16 r = x * y - twice(x);
  r.hi = r.lo;
  r.odd = x.even;
  r[k & 7] = y[(k + 1) & 7];
  r = (x < y) ? r : -r;
  char16 arr[2] = {r, x};
  arr[k & 1] += y;
  out[i] = arr[0] + arr[1];
}
