// GLSL twin of kernels/image_blur.cl: a 3x3 box blur with texelFetch at
// coordinates clamped to the image, the same summation order, then
// imageStore to a writeonly rgba32f storage image.
#version 450
#extension GL_EXT_samplerless_texture_functions : require

layout(local_size_x = 16, local_size_y = 16) in;

layout(set = 0, binding = 0) uniform texture2D src;
layout(set = 0, binding = 1, rgba32f) uniform writeonly image2D dst;

void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  ivec2 hi = textureSize(src, 0) - 1;
  vec4 sum = vec4(0.0);
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      sum += texelFetch(src, clamp(p + ivec2(dx, dy), ivec2(0), hi), 0);
  imageStore(dst, p, sum * (1.0 / 9.0));
}
