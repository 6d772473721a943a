// CHECK: OpEntryPoint GLCompute {{%\w+}} "helper_vector"
float4 rotate_left(float4 v) { return v.yzwx; }

float dot4(float4 a, float4 b) {
  float4 p = a * b;
  return p.x + p.y + p.z + p.w;
}

__kernel void helper_vector(__global const float4 *in, __global float *out) {
  size_t i = get_global_id(0);
  out[i] = dot4(in[i], rotate_left(in[i]));
}
