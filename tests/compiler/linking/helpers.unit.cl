// The unit the linking tests call into: an external function, a struct
// returned by value, a program-scope variable, its own static `twice`, its
// own macro K, a library call (sqrt) and a kernel of its own.
#define K 100
typedef struct { int whole; float part; } Split;
global int bias = 1000;
static int twice(int x) { return 3 * x + K; }
int helper(int x) { return twice(x) + 1; }
Split split(float x) {
  Split s = {(int)x, sqrt(x)};
  return s;
}
kernel void helper_kernel(global int *out) { out[0] = helper(2); }
