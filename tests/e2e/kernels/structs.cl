// Structs with padding through pointers, by value, and returned from a
// helper; only fields are written out (padding bytes are unspecified).
typedef struct {
  char c;
  int i;
  float f;
  short s;
} Item;
struct Params {
  int scale;
  char bias;
  float factor;
};
Item combine(__global const Item *a, struct Params p) {
  Item r;
  r.c = (char)(a->c + p.bias);
  r.i = a->i * p.scale;
  r.f = a->f * p.factor;
  r.s = (short)(a->s - a->c);
  return r;
}
__kernel void structs(__global const Item *items, struct Params p,
                      __global int *out, __global float *fout) {
  size_t g = get_global_id(0);
  Item r = combine(items + g, p);
  out[3 * g] = r.c;
  out[3 * g + 1] = r.i;
  out[3 * g + 2] = r.s;
  fout[g] = r.f;
}
