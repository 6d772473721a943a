// One OpCompositeConstruct takes at most 65,532 constituents: a private
// array initialized with 70,000 values is refused with the limit and the
// alternative (see constant_table_large.cl).
// ERROR: an initializer of 70000 elements cannot be expressed in Vulkan SPIR-V
#define E10(x) x, x, x, x, x, x, x, x, x, x
#define E10000(x) E10(E10(E10(E10(x))))
__kernel void initializer_too_long(__global int *out) {
  int t[70000] = {E10000(1), E10000(2), E10000(3), E10000(4),
                  E10000(5), E10000(6), E10000(7)};
  out[0] = t[out[1]];
}
