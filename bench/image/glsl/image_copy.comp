// GLSL twin of kernels/image_copy.cl: texelFetch from a sampler-less
// sampled image, imageStore to a writeonly rgba8 storage image; one
// invocation per pixel, 16x16 work-groups.
#version 450
#extension GL_EXT_samplerless_texture_functions : require

layout(local_size_x = 16, local_size_y = 16) in;

layout(set = 0, binding = 0) uniform texture2D src;
layout(set = 0, binding = 1, rgba8) uniform writeonly image2D dst;

void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  imageStore(dst, p, texelFetch(src, p, 0));
}
