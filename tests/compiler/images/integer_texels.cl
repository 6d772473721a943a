// read_imagei reads signed texels (an OpTypeImage of signed int),
// read_imageui unsigned ones; both may name one image, two variables on
// its binding. write_imagei clamps to the bound format's channel type.
// OPTIONS: -cl-std=CL2.0
// CHECK-DAG: OpTypeImage %int 2D 0 0 0 1 Unknown
// CHECK-DAG: OpTypeImage %uint 2D 0 0 0 1 Unknown
// CHECK-DAG: OpTypeImage %int 2D 0 0 0 2 Unknown
// CHECK-COUNT-2: Binding 0
// CHECK: OpImageFetch %v4int
// CHECK: OpImageFetch %v4uint
// Writes saturate to the channel type the argument block names.
// CHECK: SClamp
// CHECK: OpImageWrite
kernel void integer_texels(read_only image2d_t src, write_only image2d_t dst,
                           int which) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  int4 v = which ? read_imagei(src, p) : as_int4(read_imageui(src, p));
  write_imagei(dst, p, v + 1);
}
