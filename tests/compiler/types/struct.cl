// CHECK: OpEntryPoint GLCompute {{%\w+}} "struct_fields"
struct Particle {
  float3 position;
  float mass;
  int id;
};

__kernel void struct_fields(__global const float *in, __global float4 *out) {
  size_t i = get_global_id(0);
  struct Particle p;
  p.position = (float3)(in[i], 1.0f, 2.0f);
  p.mass = in[i] * 0.5f;
  p.id = (int)i;
  struct Particle q = p;
  q.mass += 1.0f;
  out[i] = (float4)(q.position * q.mass, (float)p.id);
}
