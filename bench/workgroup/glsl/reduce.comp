// GLSL twin of reduce.cl (T: int or float, defined
// by the build): what a Vulkan programmer writes for a work-group sum.
// subgroupAdd within each subgroup, one partial per subgroup in shared
// memory, a barrier, and the first subgroup adds the partials (each lane
// loading every gl_SubgroupSize-th one, so any subgroup size works) with
// subgroupAdd again; invocation 0 stores the block's sum. A second barrier
// before the next block overwrites the partials: two barriers a block, as
// vkcl's work_group_reduce_add. The same grid-stride over whole 256-element
// blocks and the same push constants as every twin (TwinArgs).
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 4) readonly
buffer In { T v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) writeonly
buffer Out { T v[]; };

// n: the number of 256-element blocks.
layout(push_constant) uniform Args { uint64_t src; uint64_t dst; uint n; };

// One partial per subgroup: 64 for subgroups of 4 or more invocations.
shared T partials[64];

void main() {
  In s = In(src);
  Out d = Out(dst);
  // The element of the block: subgroup k holds [k * size, (k + 1) * size).
  uint lane = gl_SubgroupInvocationID;
  uint e = gl_SubgroupID * gl_SubgroupSize + lane;
  for (uint b = gl_WorkGroupID.x; b < n; b += gl_NumWorkGroups.x) {
    T sum = subgroupAdd(s.v[b * 256 + e]);
    if (subgroupElect())
      partials[gl_SubgroupID] = sum;
    barrier();
    if (gl_SubgroupID == 0) {
      T p = T(0);
      for (uint k = lane; k < gl_NumSubgroups; k += gl_SubgroupSize)
        p += partials[k];
      T total = subgroupAdd(p);
      if (lane == 0)
        d.v[b] = total;
    }
    barrier();
  }
}
