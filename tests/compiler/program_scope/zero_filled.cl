// A large zero-initialized __global array costs the module nothing: the
// segment's trailing zeros are left out of the reflection.
// CHECK-NOT: OpString "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
global int histogram[1 << 22];
kernel void zero_filled(global const int *in) {
  atomic_inc(&histogram[in[get_global_id(0)] & ((1 << 22) - 1)]);
}
