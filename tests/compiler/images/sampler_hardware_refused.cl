// Constant samplers no VkSampler implements stay in the shader: Vulkan
// allows unnormalized coordinates only on 1-D and 2-D non-array images,
// and only with clamping (unnormalized REPEAT is undefined in OpenCL: the
// shader gives its answer), and normalized coordinates with integer ones
// are undefined in OpenCL. Each read here is one nearest fetch.
// OPTIONS: -cl-std=CL1.2
// CHECK-NOT: OpTypeSampler
// CHECK-NOT: OpImageSample
// CHECK-COUNT-3: OpImageFetch %v4float
constant sampler_t unnormalized =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant sampler_t unnormalizedRepeat =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST;
constant sampler_t normalized =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void sampler_hardware_refused(read_only image2d_array_t layers,
                                     read_only image2d_t plain,
                                     global float4 *out) {
  int i = get_global_id(0);
  out[i] = read_imagef(layers, unnormalized, (float4)(i, 1.5f, 2.f, 0.f)) +
           read_imagef(plain, unnormalizedRepeat, (float2)(i, 1.5f)) +
           read_imagef(plain, normalized, (int2)(i, 1));
}
