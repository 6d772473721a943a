// Streaming copy with vload4/vstore4 of uchar: each work-item moves one
// uchar4 per step, grid-striding over the buffer. The pointers are to
// uchar, not uchar4: vloadn promises only uchar alignment, so whether the
// accesses come out wide is what this measures (issue 5). OpenCL C 1.2, as
// NVIDIA's OpenCL runs the same source. n: the number of uchar4s.
kernel void stream_uchar4(global const uchar *in, global uchar *out, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    vstore4(vload4(i, in), i, out);
}
