// ERROR: use of undeclared identifier 'scale'
// ERROR-AT: 5:23
__kernel void undeclared_identifier(__global float *out) {
  size_t g = get_global_id(0);
  out[g] = (float)g * scale;
}
