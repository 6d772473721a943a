// GLSL twin of stencil_float.cl, step for step: the tile and its 2-float
// halo global -> shared, the outputs into a second shared tile, a barrier,
// the second tile shared -> global; each step written as a GLSL programmer
// would (vec4 accesses, 4 outputs per invocation). An earlier twin stored
// the outputs straight to global memory, skipping the second tile and the
// copy the OpenCL kernel measures: it was a different algorithm, not a twin.
// out[i] = 0.25 in[i] + 0.5 in[i+1] + 0.25 in[i+2].
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 16) readonly buffer
InVec4 { vec4 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) readonly buffer
InFloat { float v[]; };
layout(buffer_reference, std430, buffer_reference_align = 16) writeonly buffer
OutVec4 { vec4 v[]; };

// n: the number of 1024-float tiles.
layout(push_constant) uniform Args { uint64_t src; uint64_t dst; uint n; };

shared vec4 tile[257]; // 1024 floats + the halo (2 used)
shared vec4 result[256];

void main() {
  InVec4 s = InVec4(src);
  InFloat sf = InFloat(src);
  OutVec4 d = OutVec4(dst);
  uint l = gl_LocalInvocationID.x;
  for (uint t = gl_WorkGroupID.x; t < n; t += gl_NumWorkGroups.x) {
    // global -> shared (the async copy in)
    tile[l] = s.v[t * 256 + l];
    if (l == 0)
      tile[256].xy = vec2(sf.v[t * 1024 + 1024], sf.v[t * 1024 + 1025]);
    barrier();
    // compute into the second tile
    vec4 a = tile[l];
    vec2 b = tile[l + 1].xy;
    vec4 mid = vec4(a.yzw, b.x);
    vec4 right = vec4(a.zw, b);
    // The same operation order as the OpenCL C expression.
    result[l] = 0.25 * a + 0.5 * mid + 0.25 * right;
    barrier();
    // shared -> global (the async copy out)
    d.v[t * 256 + l] = result[l];
    barrier();
  }
}
