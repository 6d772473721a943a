// Depth images (cl_khr_depth_images) are one-channel 2-D images: reads
// give the first channel as a float, writes store (d, 0, 0, 0), samplers
// work as on any 2-D image; arrays take (x, y, layer).
// OPTIONS: -cl-std=CL1.2
// CHECK-DAG: OpTypeImage %float 2D 0 0 0 1 Unknown
// CHECK-DAG: OpTypeImage %float 2D 0 1 0 2 Unknown
// CHECK-DAG: OpImageWrite
// CHECK-DAG: OpCompositeExtract %float
#pragma OPENCL EXTENSION cl_khr_depth_images : enable
constant sampler_t s =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR;
kernel void depth(read_only image2d_depth_t src,
                  write_only image2d_array_depth_t dst, global float *out) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float d = read_imagef(src, p);
  float e = read_imagef(src, s, convert_float2(p) + 0.25f);
  write_imagef(dst, (int4)(p, 1, 0), d + e);
  out[p.x] = get_image_width(src) + get_image_array_size(dst);
}
