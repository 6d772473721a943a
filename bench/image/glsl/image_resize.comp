// GLSL twin of kernels/image_resize.cl: hardware bilinear filtering, as an
// engine would resize: a combined image sampler (ImageTwin.h's VkSampler:
// linear, clamp to edge, normalized coordinates) sampled with textureLod at
// each destination pixel's centre, imageStore to a writeonly rgba8 storage
// image. The texture unit's sub-texel weights are 8-bit fixed point, hence
// ImageBench.h's wider tolerance for this twin.
#version 450

layout(local_size_x = 16, local_size_y = 16) in;

layout(set = 0, binding = 2) uniform sampler2D src;
layout(set = 0, binding = 1, rgba8) uniform writeonly image2D dst;

void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  vec2 uv = (vec2(p) + 0.5) / vec2(imageSize(dst));
  imageStore(dst, p, textureLod(src, uv, 0.0));
}
