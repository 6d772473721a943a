// A sampler word whose bits name no addressing or filter mode (undefined
// in OpenCL; clang accepts it) still reads inside the image: an unknown
// mode clamps to the edge, an unknown filter is nearest (one fetch, its
// index clamped).
// OPTIONS: -cl-std=CL1.2
// CHECK-COUNT-1: OpImageFetch %v4float
// CHECK-DAG: SClamp
kernel void sampler_bad_bits(read_only image2d_t image, global float4 *out) {
  const sampler_t s = 0x3E;
  out[0] = read_imagef(image, s, (float2)(0.5f, 0.5f));
}
