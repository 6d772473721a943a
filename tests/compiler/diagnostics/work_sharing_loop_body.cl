// An invalid call inside a work-sharing loop (which the compiler emits in
// uniform rounds) is still diagnosed where it is, not lost or moved.
// ERROR: printf: invalid conversion specification '%v5d'
// ERROR-AT: 9:14
__kernel void work_sharing_loop_body(__global int *out) {
  for (uint i = get_local_id(0); i < 256; i += get_local_size(0)) {
    out[i] = (int)i;
    if (out[i] < 0)
      printf("negative at %v5d\n", i);
  }
}
