// Streaming half data: each work-item reads eight halves (vload_half8),
// computes v * a + b in float and stores the result as halves rounded to
// nearest even (vstore_half8_rte), grid-striding over the buffer. `half`
// only as a pointer to storage, as OpenCL C 1.2 allows without cl_khr_fp16;
// NVIDIA's OpenCL runs the same source. n: the number of 8-half groups.
kernel void axpb_half8(global const half *in, global half *out, uint n,
                       float a, float b) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    vstore_half8_rte(vload_half8(i, in) * a + b, i, out);
}
