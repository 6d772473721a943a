// A zero-length trailing member only reached through a pointer needs no
// SPIR-V array type: memory accesses use clang's layout.
// CHECK: OpEntryPoint GLCompute
struct header {
  int count;
  int items[0];
};
__kernel void flexible_array_member(__global struct header *h) {
  h->items[get_global_id(0)] = h->count;
}
