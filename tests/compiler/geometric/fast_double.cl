// The fast_* functions exist for float only (OpenCL C 3.0, 6.15.7): clang
// declares no double (or half) form.
// TARGETS: desktop lavapipe
// ERROR: no matching function for call to 'fast_length'
kernel void k(global double *o, global double2 *p) {
  o[0] = fast_length(p[0]);
}
