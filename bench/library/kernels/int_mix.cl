// Integer library builtins, compute-bound: each work-item loads one uint4,
// runs ROUNDS rounds of mad24, mul_hi (unsigned and signed), clamp,
// popcount, rotate and add_sat (signed and unsigned) on it and stores one
// uint4, grid-striding over the buffer: some 20 operations per lane and
// round against 32 bytes moved, so the ALUs set the time, not memory.
// mad24's factors are kept in its unsigned 24-bit range (x & 0xFFFFFF,
// y >> 8), the only range where the specification fixes its result; the
// other builtins are exact everywhere. The host reference is
// LibraryBench.h's intMix(). OpenCL C 1.2, as NVIDIA's OpenCL runs the
// same source. n: the number of uint4s.
#define ROUNDS 16

kernel void int_mix(global const uint4 *in, global uint4 *out, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0)) {
    uint4 x = in[i];
    uint4 y = x.yzwx;
    for (uint k = 0; k < ROUNDS; ++k) {
      uint4 a = mad24(x & 0xFFFFFFu, y >> 8, y);
      uint4 b = mul_hi(a, x | 1u);
      int4 c = clamp(mul_hi(as_int4(y), as_int4(a)), -0x10000000, 0x10000000);
      uint4 r = rotate(b ^ y, popcount(a));
      x = as_uint4(add_sat(as_int4(r), c)) ^ a;
      y = add_sat(y, b) ^ r;
    }
    out[i] = x ^ y;
  }
}
