// A private struct updated through a pointer by helpers.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "private_struct_address_taken"
typedef struct {
  float sum;
  float max;
  int count;
} Stats;

void stats_init(__private Stats *s) {
  s->sum = 0.0f;
  s->max = -1e30f;
  s->count = 0;
}

void stats_add(__private Stats *s, float v) {
  s->sum += v;
  s->max = v > s->max ? v : s->max;
  s->count++;
}

__kernel void private_struct_address_taken(__global const float *in,
                                           __global float *out, int n) {
  size_t i = get_global_id(0);
  Stats st;
  stats_init(&st);
  for (int k = 0; k < n; ++k)
    stats_add(&st, in[i * n + k]);
  __private float *m = &st.max;
  out[i] = st.sum / (float)st.count + *m;
}
