// select's c must have the element width of a and b: clang finds no
// overload for float lanes chosen by ushort ones.
// ERROR: no matching function for call to 'select'
// ERROR-AT: 6:10
kernel void k(global float4 *x, global const ushort4 *c) {
  x[0] = select(x[0], x[1], c[0]);
}
