// GLSL twin of int_mix.cl: the same rounds the way a Vulkan programmer
// writes them, GLSL having none of the OpenCL C builtins but bitCount and
// clamp: mad24 is a * b + c (its factors are in 24-bit range), mul_hi the
// high word of umulExtended / imulExtended, rotate two shifts (the count
// masked, since GLSL leaves shifts by 32 undefined), add_sat an add and an
// explicit carry (unsigned) or overflow (signed) check. Bit-identical to
// the kernel; both are checked against LibraryBench.h's intMix().
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 16) readonly
buffer In { uvec4 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 16) writeonly
buffer Out { uvec4 v[]; };

// n: the number of uvec4s.
layout(push_constant) uniform Args { uint64_t src; uint64_t dst; uint n; };

const uint ROUNDS = 16;

uvec4 rotl(uvec4 v, uvec4 count) {
  uvec4 s = count & 31u;
  return (v << s) | (v >> ((32u - s) & 31u));
}

uvec4 addSat(uvec4 a, uvec4 b) {
  uvec4 s = a + b;
  return mix(s, uvec4(0xFFFFFFFFu), lessThan(s, a)); // carried out
}

ivec4 addSat(ivec4 a, ivec4 b) {
  ivec4 s = a + b; // wraps (SPIR-V OpIAdd)
  // Overflow: a and b of one sign, s of the other.
  bvec4 over = lessThan((a ^ s) & (b ^ s), ivec4(0));
  ivec4 limit = mix(ivec4(0x7FFFFFFF), ivec4(int(0x80000000u)),
                    lessThan(a, ivec4(0)));
  return mix(s, limit, over);
}

void main() {
  In s = In(src);
  Out d = Out(dst);
  uint stride = gl_NumWorkGroups.x * 256;
  for (uint i = gl_GlobalInvocationID.x; i < n; i += stride) {
    uvec4 x = s.v[i];
    uvec4 y = x.yzwx;
    for (uint k = 0; k < ROUNDS; ++k) {
      uvec4 a = (x & 0xFFFFFFu) * (y >> 8u) + y;
      uvec4 b, lo;
      umulExtended(a, x | 1u, b, lo);
      ivec4 c, ilo;
      imulExtended(ivec4(y), ivec4(a), c, ilo);
      c = clamp(c, ivec4(-0x10000000), ivec4(0x10000000));
      uvec4 r = rotl(b ^ y, uvec4(bitCount(a)));
      x = uvec4(addSat(ivec4(r), c)) ^ a;
      y = addSat(y, b) ^ r;
    }
    d.v[i] = x ^ y;
  }
}
