// Non-kernel functions taking and returning scalars; only the kernel is an
// entry point.
// CHECK-COUNT-1: OpEntryPoint
// CHECK: OpEntryPoint GLCompute {{%\w+}} "helper_scalar"
int square(int x) { return x * x; }

static float lerp1(float a, float b, float t) { return a + (b - a) * t; }

int clampi(int v, int lo, int hi) {
  if (v < lo)
    return lo;
  if (v > hi)
    return hi;
  return v;
}

__kernel void helper_scalar(__global const int *in, __global float *out) {
  size_t i = get_global_id(0);
  int s = clampi(square(in[i]), 0, 1000);
  out[i] = lerp1(0.0f, (float)s, 0.25f);
}
