// GLSL twin of counter.cl: every invocation takes a ticket from one global
// counter with atomicAdd for each element it grid-strides over and writes
// the element's index at dst[ticket]. The counter is dst[n], zeroed by the
// host before every run; a ticket past n writes nothing, as in the kernel.
// src (TwinArgs) is not read.
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 4)
buffer Out { uint v[]; };

// n: the number of elements (16 bytes of the input each, not read).
layout(push_constant) uniform Args { uint64_t src; uint64_t dst; uint n; };

void main() {
  Out d = Out(dst);
  uint stride = gl_NumWorkGroups.x * 256;
  for (uint i = gl_GlobalInvocationID.x; i < n; i += stride) {
    uint ticket = atomicAdd(d.v[n], 1u);
    if (ticket < n)
      d.v[ticket] = i;
  }
}
