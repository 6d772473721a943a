// GLSL twin of gather_float.cl: every 4th float of the source into a shared
// tile (consecutive invocations read consecutive elements, so a warp's loads
// cover whole sectors), then the tile out as vec4s.
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 4) readonly buffer
InFloat { float v[]; };
layout(buffer_reference, std430, buffer_reference_align = 16) writeonly buffer
OutVec4 { vec4 v[]; };

// n: the number of 1024-float output tiles (each reads 4096 floats).
layout(push_constant) uniform Args { uint64_t src; uint64_t dst; uint n; };

shared float tile[1024];

void main() {
  InFloat s = InFloat(src);
  OutVec4 d = OutVec4(dst);
  uint l = gl_LocalInvocationID.x;
  for (uint t = gl_WorkGroupID.x; t < n; t += gl_NumWorkGroups.x) {
    for (uint k = 0; k < 4; ++k)
      tile[k * 256 + l] = s.v[(t * 1024 + k * 256 + l) * 4];
    barrier();
    d.v[t * 256 + l] = vec4(tile[4 * l], tile[4 * l + 1], tile[4 * l + 2],
                            tile[4 * l + 3]);
    barrier();
  }
}
