// A program that calls no library function carries none of it: no
// function besides the kernel's, no constant data.
// CHECK-COUNT-1: OpFunction %void
// CHECK-COUNT-0: OpFunctionCall
kernel void k(global float *a) { a[get_global_id(0)] *= 2.0f; }
