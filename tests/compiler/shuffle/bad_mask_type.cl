// The mask's lanes are unsigned integers as wide as the elements: a
// ushort mask for float lanes has no overload.
// ERROR: no matching function for call to 'shuffle2'
// ERROR-AT: 6:10
kernel void k(global float4 *x, global const ushort4 *m, global float4 *r) {
  r[0] = shuffle2(x[0], x[1], m[0]);
}
