// GLSL twin of axpb_half8.cl: eight halves per invocation per step as one
// 128-bit load, v * a + b in float, and one 128-bit store of the results
// rounded to nearest even. The round-to-nearest-even is asked for, not
// hoped for: Vulkan leaves the rounding of a float -> f16 conversion to the
// implementation unless the shader declares RoundingModeRTE for 16-bit
// floats (SPV_KHR_float_controls, core in Vulkan 1.2; the device must
// report shaderRoundingModeRTEFloat16), which GLSL can only say through
// GL_EXT_spirv_intrinsics. Hence f16 conversions (OpFConvert, which the
// mode governs) rather than packHalf2x16.
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_spirv_intrinsics : require

// RoundingModeRTE (4462) for 16-bit floats; capability RoundingModeRTE
// (4467).
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"],
                     capabilities = [4467], 4462, 16);

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 16) readonly
buffer In { uvec4 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 16) writeonly
buffer Out { uvec4 v[]; };

// n: the number of 8-half groups.
layout(push_constant) uniform Args {
  uint64_t src;
  uint64_t dst;
  uint n;
  float a;
  float b;
};

void main() {
  In s = In(src);
  Out d = Out(dst);
  uint stride = gl_NumWorkGroups.x * 256;
  for (uint i = gl_GlobalInvocationID.x; i < n; i += stride) {
    uvec4 h = s.v[i];
    uvec4 r;
    [[unroll]] for (int k = 0; k < 4; ++k) {
      vec2 v = vec2(unpackFloat2x16(h[k]));
      r[k] = packFloat2x16(f16vec2(v * a + b));
    }
    d.v[i] = r;
  }
}
