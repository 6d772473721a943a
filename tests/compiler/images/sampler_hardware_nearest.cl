// A constant sampler a VkSampler implements reads through the texture
// unit: one OpImageSampleExplicitLod at Lod 0 through an immutable sampler
// descriptor placed after the image arguments' bindings (two arguments:
// binding 2) and reflected as a ConstantSampler (opcode 12: kernel,
// binding, word 0x12 = unnormalized | CLAMP_TO_EDGE | NEAREST). Integer
// coordinates sample the texel centre, x + 0.5.
// OPTIONS: -cl-std=CL1.2
// CHECK-DAG: OpTypeSampler
// CHECK-DAG: OpDecorate {{%[\w.]+}} Binding 2
// CHECK-DAG: OpSampledImage
// CHECK-DAG: OpFAdd %v2float {{%\w+}} {{%\w+}}
// CHECK-DAG: OpExtInst %void {{%\w+}} 12 {{%\w+}} %uint_2 %uint_18
// CHECK-COUNT-1: OpImageSampleExplicitLod %v4float
// CHECK-NOT: OpImageFetch
// CHECK-NOT: OpImageQuerySizeLod
constant sampler_t nearest =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void sampler_hardware_nearest(read_only image2d_t image,
                                     global float4 *out) {
  int i = get_global_id(0);
  out[i] = read_imagef(image, nearest, (int2)(i - 3, 2 * i));
}
