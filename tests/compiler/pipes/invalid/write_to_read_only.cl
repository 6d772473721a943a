// write_pipe on a read_only pipe is a clang error at the pipe operand.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid pipe access modifier (expecting write_only)
// ERROR-AT: 8:22
__kernel void write_to_read_only(__read_only pipe float4 p,
                                 __global const float4 *in) {
  float4 v = in[get_global_id(0)];
  int s = write_pipe(p, &v);
}
