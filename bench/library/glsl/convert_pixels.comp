// GLSL twin of convert_pixels.cl: what a Vulkan programmer writes to
// quantize float pixels to 8 bits and back, bit-exact with OpenCL's
// convert_uchar4_sat_rte: roundEven then clamp to [0, 255] (packUnorm4x8
// would do it in one call, but Vulkan does not fix its rounding), the four
// bytes packed into a uint by shifts, and vec4(c) * (1 / 255) back. The
// float4s go to dst[0, n), the packed bytes right after them, as in the
// kernel.
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 16) readonly
buffer In { vec4 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 16) writeonly
buffer Out { vec4 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) writeonly
buffer Bytes { uint v[]; };

// n: the number of pixels.
layout(push_constant) uniform Args { uint64_t src; uint64_t dst; uint n; };

// 1.0f / 255.0f rounded to float (0x3B808081), as the kernel folds it.
const float INV255 = 0.00392156886;

void main() {
  In s = In(src);
  Out d = Out(dst);
  Bytes b = Bytes(dst + uint64_t(n) * 16);
  uint stride = gl_NumWorkGroups.x * 256;
  for (uint i = gl_GlobalInvocationID.x; i < n; i += stride) {
    uvec4 c = uvec4(clamp(roundEven(s.v[i] * 255.0), 0.0, 255.0));
    d.v[i] = vec4(c) * INV255;
    b.v[i] = c.x | (c.y << 8) | (c.z << 16) | (c.w << 24);
  }
}
