// A program-scope sampler is its CLK_* word wherever it is read: no data
// segment, no argument. Nearest sampling with integer coordinates clamps
// the index into the image (CLK_ADDRESS_CLAMP_TO_EDGE) and fetches one
// texel; the image's size comes from OpImageQuerySizeLod.
// OPTIONS: -cl-std=CL1.2
// CHECK-DAG: OpCapability ImageQuery
// CHECK-DAG: OpImageQuerySizeLod %v2uint
// CHECK-DAG: SClamp
// CHECK-COUNT-1: OpImageFetch %v4float
// CHECK-NOT: OpImageSample
constant sampler_t nearest =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void sampler_program_scope(read_only image2d_t image,
                                  global float4 *out) {
  int i = get_global_id(0);
  out[i] = read_imagef(image, nearest, (int2)(i - 3, 2 * i));
}
