// Module fuzzer seed: printf records, the data segment (__constant and
// __global program-scope variables), a work-group size hint.
__constant float weights[4] = {0.5f, 0.25f, 0.125f, 0.125f};
__global int calls = 3;

__kernel __attribute__((work_group_size_hint(8, 8, 1))) void
printf_data(__global float *out) {
  int i = get_global_id(0);
  out[i] = weights[i & 3] * calls;
  if (i == 0)
    printf("%d %f %s %v4hd\n", calls, weights[1], "seed", (short4)(1, 2, 3, 4));
}
