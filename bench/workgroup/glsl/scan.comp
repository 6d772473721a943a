// GLSL twin of scan.cl (T: int or float, defined by the
// build): what a Vulkan programmer writes for a work-group inclusive scan.
// subgroupInclusiveAdd within each subgroup, the subgroup's total (its last
// lane's scan) in shared memory, a barrier, then every subgroup adds the
// totals of the subgroups before it (each lane loading every
// gl_SubgroupSize-th one, summed with subgroupAdd) to its own scan. A
// second barrier before the next block overwrites the totals: two barriers
// a block, as vkcl's work_group_scan_inclusive_add. Grid-stride over whole
// 256-element blocks, TwinArgs push constants.
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

// One total per subgroup: 64 for subgroups of 4 or more invocations.
shared T totals[64];

void main() {
  In s = In(src);
  Out d = Out(dst);
  // The element of the block: subgroup k holds [k * size, (k + 1) * size),
  // so the subgroups before it hold the elements before it.
  uint lane = gl_SubgroupInvocationID;
  uint id = gl_SubgroupID;
  uint e = id * gl_SubgroupSize + lane;
  for (uint b = gl_WorkGroupID.x; b < n; b += gl_NumWorkGroups.x) {
    uint i = b * 256 + e;
    T scan = subgroupInclusiveAdd(s.v[i]);
    // The last lane: subgroups are full (256 is a multiple of any
    // subgroup size, and the drivers launch full ones for it).
    if (lane == gl_SubgroupSize - 1)
      totals[id] = scan;
    barrier();
    T before = T(0);
    for (uint k = lane; k < id; k += gl_SubgroupSize)
      before += totals[k];
    d.v[i] = subgroupAdd(before) + scan;
    barrier();
  }
}
