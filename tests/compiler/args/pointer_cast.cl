// Casting between pointer types: reading a float buffer's bits as ints,
// and bytes of a uint.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "pointer_cast"
__kernel void pointer_cast(__global float *f, __global int *out,
                           __global uchar *bytes) {
  size_t g = get_global_id(0);
  __global int *bits = (__global int *)f;
  out[g] = bits[g] ^ 0x80000000;
  __global uint *words = (__global uint *)bytes;
  __global uchar *b = (__global uchar *)&words[g];
  b[1] = b[0];
}
