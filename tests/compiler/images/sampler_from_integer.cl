// A sampler initialized from a run-time integer (clang accepts it inside a
// function) is that word at run time: the reads branch on its filter bit.
// OPTIONS: -cl-std=CL1.2
// CHECK-DAG: OpSelectionMerge
// CHECK-COUNT-5: OpImageFetch %v4float
kernel void sampler_from_integer(read_only image2d_t image, int mode,
                                 global float4 *out) {
  const sampler_t s = mode;
  out[0] = read_imagef(image, s, (float2)(0.5f, 0.25f));
}
