// read_imagei/ui through a sampler are always nearest (OpenCL leaves
// linear filtering of integer formats undefined), so even a sampler
// argument gives one fetch each; arrays clamp rint(layer) into the layers.
// OPTIONS: -cl-std=CL1.2
// CHECK-DAG: RoundEven
// CHECK-DAG: OpImageQuerySizeLod %v3uint
// CHECK-COUNT-2: OpImageFetch
kernel void sampler_integer_texels(read_only image2d_array_t image,
                                   sampler_t sampler, global int4 *a,
                                   global uint4 *b) {
  int i = get_global_id(0);
  float4 p = (float4)(i + 0.5f, 0.5f, 1.7f, 0.f);
  a[i] = read_imagei(image, sampler, p);
  b[i] = read_imageui(image, sampler, p);
}
