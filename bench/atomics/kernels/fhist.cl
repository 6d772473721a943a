// Float atomics: a weighted histogram into 65536 float bins in global
// memory. Word j of the input adds its low three bits (0..7) to the bin a
// multiplicative hash of (word ^ j) picks: four atomic adds a uint4, spread
// evenly over the bins even where the input repeats a word (the pattern's
// all-hot words, 1/256 of them, would otherwise pile onto one bin and
// measure one address's atomics).
// Weights and counts are small integers, so every bin's sum is exact in
// any order (the busiest bin stays far below 2^24) and the output is
// checked bit for bit. Where the compiler offers cl_ext_float_atomics'
// global add (vkcl under OpenCL C 3.0: the device's float atomic add) it
// is atomic_fetch_add; elsewhere (an OpenCL C 1.2 build, as NVIDIA's
// OpenCL runs it) the usual compare-exchange loop on the float's bits.
// vkcl also builds it as OpenCL C 1.2 (kernel fhist_cl12), to run that
// loop too.
#if defined(__opencl_c_ext_fp32_global_atomic_add)
void add_float(global float *p, float v) {
  atomic_fetch_add_explicit((volatile global atomic_float *)p, v,
                            memory_order_relaxed, memory_scope_device);
}
#else
void add_float(global float *p, float v) {
  volatile global uint *bits = (volatile global uint *)p;
  uint seen = *bits, expected;
  do {
    expected = seen;
    seen = atomic_cmpxchg(bits, expected, as_uint(as_float(expected) + v));
  } while (seen != expected);
}
#endif

void add_word(global float *bins, uint word, uint j) {
  add_float(&bins[((word ^ j) * 2654435761u) >> 16], (float)(word & 7u));
}

kernel void fhist(global const uint4 *in, global float *bins, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0)) {
    uint4 w = in[i];
    add_word(bins, w.x, 4 * i);
    add_word(bins, w.y, 4 * i + 1);
    add_word(bins, w.z, 4 * i + 2);
    add_word(bins, w.w, 4 * i + 3);
  }
}
