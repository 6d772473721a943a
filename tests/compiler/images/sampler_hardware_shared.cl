// Samplers that behave alike share one VkSampler: CLK_ADDRESS_NONE reads
// as CLAMP_TO_EDGE (out-of-range results are undefined), and a linear
// filter on read_imagei is nearest (OpenCL leaves it undefined). Three
// constants, one sampler variable; a 1-D image, three reads.
// OPTIONS: -cl-std=CL1.2
// CHECK-COUNT-1: OpTypeSampler
// CHECK-DAG: OpDecorate %sampler_hardware_shared_sampler0 Binding 2
// CHECK-NOT: sampler_hardware_shared_sampler1
// CHECK-COUNT-3: OpImageSampleExplicitLod
// CHECK-NOT: OpImageFetch
constant sampler_t none =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_NONE | CLK_FILTER_NEAREST;
constant sampler_t edge =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant sampler_t linear =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
kernel void sampler_hardware_shared(read_only image1d_t image,
                                    global int4 *out) {
  int i = get_global_id(0);
  float x = i * 0.01f;
  out[i] = read_imagei(image, none, x) + read_imagei(image, edge, x) +
           read_imagei(image, linear, x);
}
