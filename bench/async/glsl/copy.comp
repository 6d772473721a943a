// GLSL twin of copy_{float,float4,char,uchar16}.cl: what a Vulkan programmer
// writes for "4096-byte tile global -> shared -> global", whatever the
// element type: one uvec4 per invocation each way (256 x 16 bytes = a tile).
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 16) readonly buffer
InVec4 { uvec4 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 16) writeonly buffer
OutVec4 { uvec4 v[]; };

// n: the number of 4096-byte tiles.
layout(push_constant) uniform Args { uint64_t src; uint64_t dst; uint n; };

shared uvec4 tile[256];

void main() {
  InVec4 s = InVec4(src);
  OutVec4 d = OutVec4(dst);
  uint l = gl_LocalInvocationID.x;
  for (uint t = gl_WorkGroupID.x; t < n; t += gl_NumWorkGroups.x) {
    tile[l] = s.v[t * 256 + l];
    barrier();
    d.v[t * 256 + l] = tile[l];
    barrier();
  }
}
