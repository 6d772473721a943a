// CHECK: OpEntryPoint GLCompute {{%\w+}} "constant_ptr_struct"
typedef struct {
  float scale;
  float bias;
  int clampMax;
} Params;

__kernel void constant_ptr_struct(__constant Params *p,
                                  __global const float *in, __global int *out) {
  size_t g = get_global_id(0);
  int v = (int)(in[g] * p->scale + p->bias);
  out[g] = v > p->clampMax ? p->clampMax : v;
}
