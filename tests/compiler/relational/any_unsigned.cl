// any and all take signed integers only (igentype): clang finds no
// overload for an unsigned vector.
// ERROR: no matching function for call to 'any'
// ERROR-AT: 6:10
kernel void k(global const uchar4 *x, global int *r) {
  r[0] = any(x[0]);
}
