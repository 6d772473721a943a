// Sampler-less reads of a read_only image2d_t are OpImageFetch on a sampled
// image, writes to a write_only one OpImageWrite on a storage image, each
// argument a descriptor of set 0 at its own binding; the format's channel
// order and type come from the argument block.
// OPTIONS: -cl-std=CL1.2
// CHECK-DAG: OpDecorate %copy_scaled_src Binding 0
// CHECK-DAG: OpDecorate %copy_scaled_dst Binding 1
// CHECK-DAG: OpDecorate {{%\w+}} DescriptorSet 0
// CHECK-DAG: OpTypeImage %float 2D 0 0 0 1 Unknown
// CHECK-DAG: OpTypeImage %float 2D 0 0 0 2 Unknown
// CHECK: OpImageFetch %v4float {{%\w+}} {{%\w+}} Lod
// CHECK: OpImageWrite
kernel void copy_scaled(read_only image2d_t src, write_only image2d_t dst,
                        global int *info) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imagef(dst, p, read_imagef(src, p) * 2.0f);
  if (p.x == 0 && p.y == 0) {
    info[0] = get_image_width(src);
    info[1] = get_image_height(dst);
    info[2] = get_image_channel_order(src);
    info[3] = get_image_channel_data_type(dst);
    int2 d = get_image_dim(src);
    info[4] = d.x * d.y;
  }
}
