// Streaming copy with vload16/vstore16 of uchar: each work-item moves one
// uchar16 per step, grid-striding over the buffer. The pointers are to
// uchar, not uchar16: vloadn promises only uchar alignment, so whether the
// accesses come out wide is what this measures (issue 5). OpenCL C 1.2, as
// NVIDIA's OpenCL runs the same source. n: the number of uchar16s.
kernel void stream_uchar16(global const uchar *in, global uchar *out, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    vstore16(vload16(i, in), i, out);
}
