// Two functions calling each other.
// ERROR: recursion
int is_odd(int n);

int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }

int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }

__kernel void recursion_mutual(__global int *out, int n) {
  out[get_global_id(0)] = is_even(n);
}
