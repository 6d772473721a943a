// The device's copy-bandwidth ceiling for a shader: a plain grid-stride
// uvec4 copy of the whole buffer, no shared memory, no barriers.
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 16) readonly buffer
InVec4 { uvec4 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 16) writeonly buffer
OutVec4 { uvec4 v[]; };

// n: the number of uvec4s.
layout(push_constant) uniform Args { uint64_t src; uint64_t dst; uint n; };

void main() {
  InVec4 s = InVec4(src);
  OutVec4 d = OutVec4(dst);
  uint stride = gl_NumWorkGroups.x * 256;
  for (uint i = gl_GlobalInvocationID.x; i < n; i += stride)
    d.v[i] = s.v[i];
}
