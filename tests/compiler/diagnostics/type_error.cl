// Assigning a float4 to an int2.
// ERROR: from incompatible type
// ERROR-AT: 6:5
__kernel void type_error(__global int2 *out, float4 v) {
  int2 r;
  r = v;
  out[get_global_id(0)] = r;
}
