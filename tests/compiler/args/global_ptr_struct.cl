// CHECK: OpEntryPoint GLCompute {{%\w+}} "global_ptr_struct"
struct Body {
  float4 pos;
  float4 vel;
  float mass;
};

__kernel void global_ptr_struct(__global struct Body *bodies, float dt) {
  size_t g = get_global_id(0);
  bodies[g].pos += bodies[g].vel * dt;
  bodies[g].mass *= 0.99f;
}
