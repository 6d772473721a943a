// A kernel-scope constant sampler with linear filtering reads through the
// texture unit where the image's format filters linearly, else through the
// shader's bilinear path: the sampler's decisions fold away, leaving four
// fetches blended by weights from floor/fract of the coordinate (OpenCL C
// 3.0, 8.2).
// OPTIONS: -cl-std=CL1.2
// CHECK-DAG: OpImageSampleExplicitLod %v4float
// CHECK-DAG: Floor
// CHECK-DAG: FClamp
// CHECK-COUNT-4: OpImageFetch %v4float
kernel void sampler_linear(read_only image2d_t image, global float4 *out) {
  const sampler_t linear =
      CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
  int i = get_global_id(0);
  out[i] = read_imagef(image, linear, (float2)(i * 0.1f, 0.5f));
}
