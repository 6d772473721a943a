// GLSL twin of sum.cl (T: int or float, T4: ivec4 or vec4, defined by the
// build): a whole-array sum as a Vulkan programmer writes it. Each
// invocation adds its grid-stride share in registers, a T4 a load (quad q =
// global id, + global size, ...); then subgroupAdd, one partial per
// subgroup in shared memory, a barrier, and the first subgroup adds the
// partials with subgroupAdd again; invocation 0 stores the work-group's
// total. TwinArgs push constants (n: the number of 256-element blocks).
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 16) readonly
buffer In { T4 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) writeonly
buffer Out { T v[]; };

layout(push_constant) uniform Args { uint64_t src; uint64_t dst; uint n; };

// One partial per subgroup: 64 for subgroups of 4 or more invocations.
shared T partials[64];

void main() {
  In s = In(src);
  Out d = Out(dst);
  uint lane = gl_SubgroupInvocationID;
  uint quads = n * 64;
  uint stride = gl_NumWorkGroups.x * 256;
  T acc = T(0);
  for (uint q = gl_GlobalInvocationID.x; q < quads; q += stride) {
    T4 v = s.v[q];
    acc += (v.x + v.y) + (v.z + v.w);
  }
  T sum = subgroupAdd(acc);
  if (subgroupElect())
    partials[gl_SubgroupID] = sum;
  barrier();
  if (gl_SubgroupID == 0) {
    T p = T(0);
    for (uint k = lane; k < gl_NumSubgroups; k += gl_SubgroupSize)
      p += partials[k];
    T total = subgroupAdd(p);
    if (lane == 0)
      d.v[gl_WorkGroupID.x] = total;
  }
}
