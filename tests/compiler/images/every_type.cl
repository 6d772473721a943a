// Every image type vkcl supports, with its coordinate: int for 1-D, int2
// for 1-D arrays (x, layer) and 2-D, int4 for 2-D arrays (x, y, layer) and
// 3-D (x, y, z), Vulkan's int, ivec2 and ivec3.
// OPTIONS: -cl-std=CL1.2
// CHECK-DAG: OpCapability Sampled1D
// CHECK-DAG: OpCapability Image1D
// CHECK-DAG: OpCapability ImageQuery
// CHECK-DAG: OpTypeImage %uint 1D 0 0 0 1 Unknown
// CHECK-DAG: OpTypeImage %uint 1D 0 1 0 2 Unknown
// CHECK-DAG: OpTypeImage %uint 2D 0 1 0 1 Unknown
// CHECK-DAG: OpTypeImage %uint 3D 0 0 0 2 Unknown
// CHECK-DAG: OpImageFetch %v4uint {{%\w+}} {{%\w+}} Lod
// CHECK-DAG: OpImageQuerySizeLod %v3uint
kernel void every_type(read_only image1d_t a, write_only image1d_array_t b,
                       read_only image2d_array_t c, write_only image3d_t d,
                       global uint *sizes) {
  int i = get_global_id(0);
  uint4 t = read_imageui(a, i);
  write_imageui(b, (int2)(i, 1), t);
  uint4 u = read_imageui(c, (int4)(i, 0, 2, 0));
  write_imageui(d, (int4)(i, 1, 2, 0), u);
  sizes[0] = get_image_array_size(b);
  sizes[1] = get_image_array_size(c);
  sizes[2] = get_image_depth(d);
  int4 dim = get_image_dim(d);
  sizes[3] = dim.z;
}
