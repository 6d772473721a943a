// GLSL twin of math_trig.cl (built twice, as glsl/math_trig.spv and
// glsl/math_trig_relaxed.spv): the same chain with GLSL.std.450's sin, cos
// and pow, which Vulkan bounds as loosely as OpenCL's relaxed math (sin,
// cos 2^-11 absolute on [-pi, pi], pow through exp2 and log2), so the one
// shader is the twin of both rows. Checked against the double reference
// (LibraryBench.h's trigChain()) with the relaxed tolerance.
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 16) readonly
buffer In { vec4 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 16) writeonly
buffer Out { vec4 v[]; };

// n: the number of vec4s.
layout(push_constant) uniform Args { uint64_t src; uint64_t dst; uint n; };

const uint ROUNDS = 8;

void main() {
  In from = In(src);
  Out to = Out(dst);
  uint stride = gl_NumWorkGroups.x * 256;
  for (uint i = gl_GlobalInvocationID.x; i < n; i += stride) {
    vec4 x = 0.5 + 0.6 * min(abs(from.v[i]), 1.0);
    for (uint k = 0; k < ROUNDS; ++k) {
      vec4 a = sin(x);
      vec4 b = cos(x.yzwx);
      vec4 c = pow(b + 1.0, a);
      x = 0.5 + 0.35 * (a * b + 0.25 * c);
    }
    to.v[i] = x;
  }
}
