// Switch with fallthrough, loops with data-dependent trip counts,
// break/continue and an early return.
int steps(uint c) {
  int n = 0;
  while (c != 1u) {
    c = (c & 1u) ? 3u * c + 1u : c / 2u;
    if (++n == 500)
      return -1;
  }
  return n;
}
__kernel void control(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int x = in[g];
  int r = 0;
  switch (x % 6) {
  case 0:
    r += 1;
  case 1:
    r += 10;
    break;
  case -2:
  case 2:
    r = 100;
  case 3:
    r += 1000;
    break;
  default:
    r = -x;
  }
  int s = 0;
  for (int i = 0; i < (x & 63); ++i) {
    if (i % 5 == 4)
      continue;
    if (s > 300)
      break;
    s += i;
  }
  out[3 * g] = r;
  out[3 * g + 1] = s;
  out[3 * g + 2] = steps((uint)(x < 0 ? -x : x) + 1u);
}
