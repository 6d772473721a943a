// GLSL twin of fhist.cl: the weighted float histogram with
// GL_EXT_shader_atomic_float's atomicAdd, the float atomic a Vulkan
// programmer writes. The same grid-stride and push constants as every
// twin (TwinArgs: dst holds the 65536 bins, zeroed by the host before
// every run).
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_atomic_float : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 16) readonly
buffer In { uvec4 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4)
buffer Bins { float v[]; };

// n: the number of uvec4s.
layout(push_constant) uniform Args { uint64_t src; uint64_t dst; uint n; };

void addWord(Bins bins, uint word, uint j) {
  atomicAdd(bins.v[((word ^ j) * 2654435761u) >> 16], float(word & 7u));
}

void main() {
  In s = In(src);
  Bins bins = Bins(dst);
  uint stride = gl_NumWorkGroups.x * 256;
  for (uint i = gl_GlobalInvocationID.x; i < n; i += stride) {
    uvec4 w = s.v[i];
    addWord(bins, w.x, 4 * i);
    addWord(bins, w.y, 4 * i + 1);
    addWord(bins, w.z, 4 * i + 2);
    addWord(bins, w.w, 4 * i + 3);
  }
}
