// shuffle takes vectors of 2, 4, 8 or 16 lanes: clang finds no overload
// for a 3-wide input.
// ERROR: no matching function for call to 'shuffle'
// ERROR-AT: 6:10
kernel void k(global float3 *x, global const uint4 *m, global float4 *r) {
  r[0] = shuffle(x[0], m[0]);
}
