// Module fuzzer seed: arguments of every kind, a required work-group size.
typedef struct {
  float4 v;
  int n;
} pair_t;

__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
arguments(__global float *out, __constant int *table, __local float *scratch,
          pair_t p, uchar3 c, double d, sampler_t s, read_only image2d_t img) {
  size_t i = get_global_id(0);
  scratch[get_local_id(0)] = p.v.x + table[i % 4] + c.y + (float)d;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = scratch[0] + read_imagef(img, s, (int2)(i, 0)).x + p.n;
}
