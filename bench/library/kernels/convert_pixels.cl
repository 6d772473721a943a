// Conversion builtins, memory-bound: each work-item quantizes one float4
// pixel to 8 bits per channel with convert_uchar4_sat_rte (round to
// nearest even, saturate to 0..255) and converts the bytes back to
// [0, 1] floats, grid-striding over the buffer; it stores both, the
// float4s in out[0, n) and the uchar4s right after them. 16 bytes in, 20
// out: as much a stream as stream_float4 (bench/vector), so its bandwidth
// is held to the copy ceiling. OpenCL C 1.2, as NVIDIA's OpenCL runs the
// same source. n: the number of pixels.
kernel void convert_pixels(global const float4 *in, global float4 *out,
                           uint n) {
  global uchar4 *bytes = (global uchar4 *)(out + n);
  for (uint i = get_global_id(0); i < n; i += get_global_size(0)) {
    uchar4 c = convert_uchar4_sat_rte(in[i] * 255.0f);
    out[i] = convert_float4(c) * (1.0f / 255.0f);
    bytes[i] = c;
  }
}
