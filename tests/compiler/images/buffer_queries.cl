// The queries of 1-D buffer images: the width from OpImageQuerySize (no
// level: OpImageQuerySizeLod is invalid for Dim Buffer), the channel order
// and data type from the argument block, for every access.
// OPTIONS: -cl-std=CL2.0
// CHECK: OpCapability ImageQuery
// CHECK-COUNT-0: OpImageQuerySizeLod
// CHECK-COUNT-3: OpImageQuerySize %uint
// CHECK-NOT: OpImageFetch
kernel void queries(read_only image1d_buffer_t a, write_only image1d_buffer_t b,
                    read_write image1d_buffer_t c, global int *out) {
  out[0] = get_image_width(a);
  out[1] = get_image_width(b);
  out[2] = get_image_width(c);
  out[3] = get_image_channel_order(a);
  out[4] = get_image_channel_data_type(a);
  out[5] = get_image_channel_order(b);
  out[6] = get_image_channel_data_type(c);
}
