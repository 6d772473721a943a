// CHECK: OpEntryPoint GLCompute {{%\w+}} "enums"
enum Color { RED, GREEN = 5, BLUE };
typedef enum { OFF = -1, ON = 1 } Switch;

__kernel void enums(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  enum Color c = (enum Color)(in[i] % 3);
  Switch s = c == BLUE ? ON : OFF;
  out[i] = (int)c * 100 + (int)s + (int)GREEN;
}
