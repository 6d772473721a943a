// all (like any) of a float vector is no OpenCL C: clang rejects it.
// ERROR: no matching function for call to 'all'
// ERROR-AT: 5:10
kernel void k(global const float4 *x, global int *r) {
  r[0] = all(x[0]);
}
