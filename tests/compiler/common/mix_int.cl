// mix has no integer forms: clang finds no overload.
// ERROR: no matching function for call to 'mix'
// ERROR-AT: 5:10
kernel void k(global int4 *x) {
  x[0] = mix(x[0], x[1], x[2]);
}
