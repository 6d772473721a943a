// SPIR-V has no zero-length arrays: a located diagnostic, not an invalid
// module.
// ERROR: a zero-length array cannot be expressed in Vulkan SPIR-V
// ERROR-AT: 6:7
__kernel void zero_length_array(__global int *out) {
  int z[0];
  out[0] = 1;
}
