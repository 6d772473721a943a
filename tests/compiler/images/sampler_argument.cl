// A sampler argument is a 4-byte word in the argument block (reflected as
// kind "sampler"); its filter is known only at run time, so the read
// branches: one fetch for nearest, eight for trilinear on a 3-D image.
// OPTIONS: -cl-std=CL1.2
// CHECK-DAG: OpSelectionMerge
// CHECK-COUNT-9: OpImageFetch %v4float
kernel void sampler_argument(read_only image3d_t image, sampler_t sampler,
                             global float4 *out) {
  int i = get_global_id(0);
  out[i] = read_imagef(image, sampler, (float4)(i * 0.25f, 1.5f, 0.5f, 0.f));
}
