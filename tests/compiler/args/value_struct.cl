// A struct passed by value.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "value_struct"
typedef struct {
  char kind;
  int count;
  float4 color;
  short tail;
} Config;

__kernel void value_struct(__global float4 *out, Config cfg) {
  size_t g = get_global_id(0);
  out[g] = cfg.color * (float)(cfg.count + cfg.kind + cfg.tail);
}
