// Streaming copy with vload16/vstore16 of float: each work-item moves one
// float16 per step, grid-striding over the buffer. The pointers are to
// float, not float16: vloadn promises only float alignment, so whether the
// accesses come out wide is what this measures (issue 5). OpenCL C 1.2, as
// NVIDIA's OpenCL runs the same source. n: the number of float16s.
kernel void stream_float16(global const float *in, global float *out, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    vstore16(vload16(i, in), i, out);
}
