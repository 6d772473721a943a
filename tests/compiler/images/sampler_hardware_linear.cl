// A constant linear sampler on a 3-D image: the texture unit where the
// runtime says the format filters linearly (the image's flags word), else
// the shader's own trilinear blend of eight fetches: a uniform branch.
// The literal sampler in the call is a constant too.
// OPTIONS: -cl-std=CL1.2
// CHECK-DAG: OpTypeSampler
// CHECK-DAG: OpSelectionMerge
// CHECK-DAG: OpImageSampleExplicitLod %v4float
// CHECK-DAG: OpExtInst %void {{%\w+}} 12 {{%\w+}} %uint_2 %uint_39
// CHECK-COUNT-8: OpImageFetch %v4float
kernel void sampler_hardware_linear(read_only image3d_t image,
                                    global float4 *out) {
  int i = get_global_id(0);
  out[i] = read_imagef(image,
                       CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT |
                           CLK_FILTER_LINEAR,
                       (float4)(i * 0.1f, 0.5f, 0.25f, 0.f));
}
