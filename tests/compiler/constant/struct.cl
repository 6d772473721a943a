// A program-scope __constant struct.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "constant_struct"
typedef struct {
  float scale;
  int offset;
  short flags;
  float2 range;
} Settings;

__constant Settings settings = {2.5f, -3, 5, (float2)(0.0f, 10.0f)};

__kernel void constant_struct(__global const float *in, __global float *out) {
  size_t g = get_global_id(0);
  float v = in[g] * settings.scale + (float)settings.offset;
  v = v < settings.range.x ? settings.range.x : v;
  v = v > settings.range.y ? settings.range.y : v;
  out[g] = v + (float)settings.flags;
}
