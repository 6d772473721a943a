// Reading a union member other than the one written reinterprets the bits.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "union_pun"
union Bits {
  float f;
  uint u;
  uchar b[4];
};

__kernel void union_pun(__global const float *in, __global uint *out) {
  size_t i = get_global_id(0);
  union Bits x;
  x.f = in[i];
  out[i] = x.u ^ x.b[3];
}
