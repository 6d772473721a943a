// Streaming copy with vload4/vstore4 of float: each work-item moves one
// float4 per step, grid-striding over the buffer. The pointers are to
// float, not float4: vloadn promises only float alignment, so whether the
// accesses come out wide is what this measures (issue 5). OpenCL C 1.2, as
// NVIDIA's OpenCL runs the same source. n: the number of float4s.
kernel void stream_float4(global const float *in, global float *out, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    vstore4(vload4(i, in), i, out);
}
