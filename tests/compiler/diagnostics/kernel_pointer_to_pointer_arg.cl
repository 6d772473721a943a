// OpenCL C 1.2 forbids pointer-to-pointer kernel arguments.
// OPTIONS: -cl-std=CL1.2
// ERROR: kernel parameter cannot be declared as a pointer to a pointer
// ERROR-AT: 5:58
__kernel void pointer_to_pointer(__global int *__global *table) {
  table[0][0] = 1;
}
