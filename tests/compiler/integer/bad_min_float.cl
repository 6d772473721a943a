// min, max and clamp are also common functions on floats; this family
// lowers the integer ones only, and reports the float ones by name.
// ERROR: OpenCL builtin 'min' on 'float4' is not supported
// ERROR-AT: 6:10
kernel void k(global float4 *p) {
  p[0] = min(p[0], p[1]);
}
