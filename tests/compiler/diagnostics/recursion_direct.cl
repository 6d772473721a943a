// A function calling itself.
// ERROR: recursion
int factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

__kernel void recursion_direct(__global int *out, int n) {
  out[get_global_id(0)] = factorial(n);
}
