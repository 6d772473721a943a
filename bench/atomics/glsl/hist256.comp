// GLSL twin of hist256.cl: what a Vulkan programmer writes for a byte
// histogram: 256 shared bins per work-group counted with atomicAdd (one per
// byte of a uvec4 a step, the bytes taken apart by shifts), a barrier, then
// each invocation adds its non-zero bin into the global bins with
// atomicAdd. The same grid-stride over the buffer and the same push
// constants as every twin (TwinArgs: dst holds the 256 bins, zeroed by the
// host before every run).
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 16) readonly
buffer In { uvec4 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4)
buffer Bins { uint v[]; };

// n: the number of uvec4s.
layout(push_constant) uniform Args { uint64_t src; uint64_t dst; uint n; };

shared uint localBins[256];

void count(uint word) {
  atomicAdd(localBins[word & 0xFFu], 1u);
  atomicAdd(localBins[(word >> 8) & 0xFFu], 1u);
  atomicAdd(localBins[(word >> 16) & 0xFFu], 1u);
  atomicAdd(localBins[word >> 24], 1u);
}

void main() {
  In s = In(src);
  uint lid = gl_LocalInvocationID.x;
  localBins[lid] = 0;
  barrier();
  uint stride = gl_NumWorkGroups.x * 256;
  for (uint i = gl_GlobalInvocationID.x; i < n; i += stride) {
    uvec4 v = s.v[i];
    count(v.x);
    count(v.y);
    count(v.z);
    count(v.w);
  }
  barrier();
  uint c = localBins[lid];
  if (c != 0)
    atomicAdd(Bins(dst).v[lid], c);
}
