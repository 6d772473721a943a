// Structs passed to and returned from helpers by value.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "helper_struct_by_value"
typedef struct {
  int a;
  float b;
  int2 c;
} Item;

Item make_item(int a, float b) {
  Item it = {a, b, (int2)(a, -a)};
  return it;
}

Item combine(Item x, Item y) {
  x.a += y.a;
  x.b *= y.b;
  x.c += y.c.yx;
  return x;
}

__kernel void helper_struct_by_value(__global const int *in,
                                     __global int *out) {
  size_t i = get_global_id(0);
  Item r = combine(make_item(in[i], 2.0f), make_item(3, 0.5f));
  out[i] = r.a + (int)r.b + r.c.x * r.c.y;
}
