// One level past SPIR-V's limit of 255 nested structs: a located
// diagnostic naming the depth and the limit (this was an invalid module).
// ERROR: nested 256 deep, cannot be expressed in Vulkan SPIR-V: structs nest at most 255 deep
#define W(x) struct { x; } m
#define D8(x) W(W(W(W(W(W(W(W(x))))))))
#define D64(x) D8(D8(D8(D8(D8(D8(D8(D8(x))))))))
struct top {
  D64(D64(D64(D8(D8(D8(D8(D8(D8(D8(W(W(W(W(W(W(W(int v)))))))))))))))));
};
__kernel void struct_nesting_256(__global struct top *p) {
  struct top t = p[0];
  p[1] = t;
}
