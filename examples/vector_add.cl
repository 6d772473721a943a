// The example kernel `scripts/example.sh` compiles: c = a + b, with a tail
// check so any global size works.
kernel void vector_add(global const float *a, global const float *b,
                       global float *c, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    c[i] = a[i] + b[i];
}
