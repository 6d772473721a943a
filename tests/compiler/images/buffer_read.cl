// A read_only image1d_buffer_t is a uniform texel buffer (Dim Buffer,
// Sampled 1): read_image{f,i,ui} fetch without a Lod operand (a buffer has
// no levels; Lod is invalid there) and get_image_width queries the size
// without a level either.
// OPTIONS: -cl-std=CL1.2
// CHECK: OpCapability SampledBuffer
// CHECK-NOT: OpCapability ImageBuffer
// CHECK: OpCapability ImageQuery
// CHECK-COUNT-1: OpTypeImage %float Buffer 0 0 0 1 Unknown
// CHECK-COUNT-1: OpTypeImage %int Buffer 0 0 0 1 Unknown
// CHECK-COUNT-1: OpTypeImage %uint Buffer 0 0 0 1 Unknown
// CHECK-COUNT-0: Lod
// CHECK: OpImageFetch %v4float
// CHECK: OpImageFetch %v4int
// CHECK: OpImageFetch %v4uint
// CHECK: OpImageQuerySize %uint
kernel void read_all(read_only image1d_buffer_t f, read_only image1d_buffer_t i,
                     read_only image1d_buffer_t u, global float4 *fo,
                     global int4 *io, global uint4 *uo, global int *width) {
  int x = get_global_id(0);
  fo[x] = read_imagef(f, x);
  io[x] = read_imagei(i, x);
  uo[x] = read_imageui(u, x);
  width[x] = get_image_width(u);
}
