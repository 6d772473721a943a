// A program-scope __constant int array, indexed at run time.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "constant_array_int"
__constant int primes[8] = {2, 3, 5, 7, 11, 13, 17, 19};

__kernel void constant_array_int(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  out[g] = primes[in[g] & 7] * primes[7 - (in[g] & 7)];
}
