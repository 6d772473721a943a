// GLSL twins of stream_*.cl: what a Vulkan programmer writes to stream a
// buffer in the kernel's vector width. Each invocation moves PER
// consecutive T per step: one uint for uchar4, uvec2 for uchar8, uvec4 for
// uchar16, vec4 for float4, and vec4 pairs and quads for float8 and
// float16, all loaded before any is stored (as vloadn then vstoren).
// Built once per kernel with -DT=... -DPER=... -DALIGN=sizeof(T)
// (bench/CMakeLists.txt).
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = ALIGN) readonly
buffer In { T v[]; };
layout(buffer_reference, std430, buffer_reference_align = ALIGN) writeonly
buffer Out { T v[]; };

// n: the number of the kernel's vectors (groups of PER T).
layout(push_constant) uniform Args { uint64_t src; uint64_t dst; uint n; };

void main() {
  In s = In(src);
  Out d = Out(dst);
  uint stride = gl_NumWorkGroups.x * 256;
  for (uint i = gl_GlobalInvocationID.x; i < n; i += stride) {
    T x[PER];
    [[unroll]] for (uint k = 0; k < PER; ++k) x[k] = s.v[i * PER + k];
    [[unroll]] for (uint k = 0; k < PER; ++k) d.v[i * PER + k] = x[k];
  }
}
