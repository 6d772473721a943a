// Samplers pass to helper functions as plain words next to the image, and
// literals convert where the call needs a sampler.
// OPTIONS: -cl-std=CL2.0 -O0
// CHECK-COUNT-1: OpName {{%\w+}} "sample"
// CHECK-DAG: OpFunctionParameter %uint
float4 sample(read_only image1d_t image, sampler_t s, float x) {
  return read_imagef(image, s, x);
}
kernel void sampler_helpers(read_only image1d_t image, global float4 *out) {
  int i = get_global_id(0);
  out[i] = sample(image,
                  CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT |
                      CLK_FILTER_NEAREST,
                  i * 0.3f);
}
