// C lets a bool index an array, a vector and a pointer; SPIR-V indexes are
// integers, so the bool becomes 0 or 1 first (this was an invalid module).
// CHECK: OpSelect %uint
__kernel void bool_index(__global int *out, __local int *scratch) {
  bool b = out[0] > 0;
  int z[2] = {5, 6};
  int4 v = (int4)(1, 2, 3, 4);
  out[1] = z[b] + v[b] + out[b] + *(out + b) + scratch[b] + b[out];
}
