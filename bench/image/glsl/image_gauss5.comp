// GLSL twin of kernels/image_gauss5.cl: the 5x5 Gaussian (1 4 6 4 1 outer
// product / 256) with texelFetch at coordinates clamped to the image, which
// is what the .cl's unnormalized, nearest, clamp-to-edge sampler does
// (a GLSL author would not bind a sampler to fetch whole texels), the same
// order (each row weighted, then the rows), imageStore to a writeonly rgba8
// storage image.
#version 450
#extension GL_EXT_samplerless_texture_functions : require

layout(local_size_x = 16, local_size_y = 16) in;

layout(set = 0, binding = 0) uniform texture2D src;
layout(set = 0, binding = 1, rgba8) uniform writeonly image2D dst;

const float w[5] = float[](1.0, 4.0, 6.0, 4.0, 1.0);

void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  ivec2 hi = textureSize(src, 0) - 1;
  vec4 sum = vec4(0.0);
  for (int dy = -2; dy <= 2; ++dy) {
    vec4 row = vec4(0.0);
    for (int dx = -2; dx <= 2; ++dx)
      row += w[dx + 2] *
             texelFetch(src, clamp(p + ivec2(dx, dy), ivec2(0), hi), 0);
    sum += w[dy + 2] * row;
  }
  imageStore(dst, p, sum * (1.0 / 256.0));
}
