// A helper taking an image is emitted once per image it is called with
// (images are descriptors, not values): here twice for two images, and
// once more for the other kernel's image.
// OPTIONS: -cl-std=CL1.2 -O0
// CHECK-COUNT-3: OpName {{%\w+}} "fetch"
// CHECK-COUNT-1: OpName {{%\w+}} "both"
// CHECK-NOT: OpFunctionParameter %_ptr_UniformConstant
float4 fetch(read_only image2d_t image, int2 p) { return read_imagef(image, p); }
float4 both(read_only image2d_t a, read_only image2d_t b, int2 p) {
  return fetch(a, p) + fetch(b, p);
}
kernel void sum(read_only image2d_t a, read_only image2d_t b,
                global float4 *out) {
  int2 p = (int2)(get_global_id(0), 0);
  out[p.x] = both(a, b, p) + fetch(a, p);
}
kernel void one(read_only image2d_t c, global float4 *out) {
  out[0] = fetch(c, (int2)(0, 0));
}
kernel void unused(read_only image2d_t quiet, global int *out) {
  (void)quiet; // names the image and does nothing
  out[0] = 1;
}
