// A program-scope sampler is its CLK_* word wherever it is read: no data
// segment, no argument. CLK_ADDRESS_CLAMP's border color depends on the
// channel order, which no VkSampler knows, so its reads apply OpenCL's
// rules in the shader: nearest sampling at integer coordinates tests the
// index against the image's size (OpImageQuerySizeLod), clamps it into the
// image and fetches one texel.
// OPTIONS: -cl-std=CL1.2
// CHECK-DAG: OpCapability ImageQuery
// CHECK-DAG: OpImageQuerySizeLod %v2uint
// CHECK-DAG: SClamp
// CHECK-COUNT-1: OpImageFetch %v4float
// CHECK-NOT: OpImageSample
// CHECK-NOT: OpTypeSampler
constant sampler_t nearest =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
kernel void sampler_program_scope(read_only image2d_t image,
                                  global float4 *out) {
  int i = get_global_id(0);
  out[i] = read_imagef(image, nearest, (int2)(i - 3, 2 * i));
}
