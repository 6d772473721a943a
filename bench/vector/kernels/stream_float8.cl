// Streaming copy with vload8/vstore8 of float: each work-item moves one
// float8 per step, grid-striding over the buffer. The pointers are to
// float, not float8: vloadn promises only float alignment, so whether the
// accesses come out wide is what this measures (issue 5). OpenCL C 1.2, as
// NVIDIA's OpenCL runs the same source. n: the number of float8s.
kernel void stream_float8(global const float *in, global float *out, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    vstore8(vload8(i, in), i, out);
}
