// Helpers taking 1-D buffer images are emitted once per kernel image they
// are called with, like those of other image types, and never take the
// image as a parameter.
// OPTIONS: -cl-std=CL1.2 -O0
// CHECK-COUNT-2: OpName {{%\w+}} "fetch"
// CHECK-COUNT-1: OpName {{%\w+}} "store"
// CHECK-NOT: OpFunctionParameter %_ptr_UniformConstant
// CHECK-COUNT-0: Lod
float4 fetch(read_only image1d_buffer_t image, int x) {
  return read_imagef(image, x);
}
void store(write_only image1d_buffer_t image, int x, float4 v) {
  write_imagef(image, x % get_image_width(image), v);
}
kernel void copy_sum(read_only image1d_buffer_t a, read_only image1d_buffer_t b,
                     write_only image1d_buffer_t dst) {
  int x = get_global_id(0);
  store(dst, x, fetch(a, x) + fetch(b, x));
}
