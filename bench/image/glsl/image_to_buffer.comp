// GLSL twin of kernels/image_to_buffer.cl: texelFetch of an rgba8ui
// sampled image (utexture2D) into a uvec4 buffer reached through its device
// address (the push constants every bench twin shares), row-major.
#version 450
#extension GL_EXT_samplerless_texture_functions : require
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 16, local_size_y = 16) in;

layout(set = 0, binding = 0) uniform utexture2D src;

layout(buffer_reference, std430, buffer_reference_align = 16) writeonly buffer
OutVec4 { uvec4 v[]; };

// dst: the buffer; n: the image's width in pixels.
layout(push_constant) uniform Args { uint64_t unused; uint64_t dst; uint n; };

void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  OutVec4(dst).v[p.y * n + p.x] = texelFetch(src, p, 0);
}
