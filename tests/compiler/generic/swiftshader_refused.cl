// A target without int64 has no generic address space: a generic pointer
// under OpenCL C 2.0 gets a diagnostic naming the feature.
// OPTIONS: -cl-std=CL2.0
// TARGETS: swiftshader
// ERROR: the generic address space needs int64 (64-bit generic pointers)
// ERROR-AT: 9:8
kernel void swiftshader_refused(global int *g) {
  int v = g[0];
  int *p = &v;
  g[1] = *p;
}
