// What the two vector-data benchmark hosts (vkcl + GLSL twins, and the
// platform's OpenCL) share beyond bench/common: the kernels, their
// arguments for a given buffer size, the input pattern and the host
// reference check. Header-only: each host is one file plus this.
#pragma once

#include "../common/Bench.h"

#include "HalfReference.h" // tests/common: the RTE oracle of the e2e tests

#include <memory>
#include <string>
#include <vector>

namespace vectorbench {

using namespace bench;

/// BYTES must be a multiple of the widest vector (float16), so that every
/// kernel streams whole vectors and no tail goes unchecked.
constexpr uint64_t SizeUnit = 64;
/// The kernels index vectors in 32 bits (uchar4: BYTES / 4 of them) and the
/// twins in uvec4 units; this keeps every index below 2^32.
constexpr uint64_t MaxBytes = uint64_t(4) << 30;
/// axpb_half8's a and b. Halves have 11 significant bits, so v * 1.5 is
/// exact in float and v * a + b is too for the inputs pattern() makes (|v|
/// in [2^-10, 2): 24 bits from 2^2 down to 2^-21): a fused multiply-add and
/// a multiply then an add give the same float, and the only rounding is
/// the one vstore_half8_rte is there for. The results lie in (2^-10, 6):
/// no half denormals, which Vulkan may flush.
constexpr float A = 1.5f, B = 3.0f;

enum class Kind { Copy, Axpb };

struct Spec {
  const char *name; ///< kernel name = .cl / vkcl .spv file stem
  const char *glsl; ///< the GLSL twin's .spv stem (in DIR/glsl/)
  Kind kind;
  uint32_t vectorBytes; ///< bytes one work-item moves each way per step
};

inline const std::vector<Spec> &specs() {
  static const std::vector<Spec> all = {
      {"stream_float4", "stream_vec4", Kind::Copy, 16},
      {"stream_float8", "stream_vec4x2", Kind::Copy, 32},
      {"stream_float16", "stream_vec4x4", Kind::Copy, 64},
      {"stream_uchar4", "stream_uint", Kind::Copy, 4},
      {"stream_uchar8", "stream_uvec2", Kind::Copy, 8},
      {"stream_uchar16", "stream_uvec4", Kind::Copy, 16},
      {"axpb_half8", "axpb_half8", Kind::Axpb, 16},
  };
  return all;
}

/// The kernel's `n` argument: how many vectors BYTES holds.
inline uint32_t vectors(const Spec &spec, uint64_t bytes) {
  return uint32_t(bytes / spec.vectorBytes);
}

/// Every kernel reads BYTES and writes BYTES.
inline uint64_t movedBytes(uint64_t bytes) { return 2 * bytes; }

/// Half number i of the input: finite, |v| in [2^-10, 2) (exponent field
/// 5..15), either sign, its mantissa from the hash.
inline uint16_t halfAt(uint64_t i) {
  uint32_t h = hash32(i);
  uint32_t exponent = 5 + (h >> 16) % 11;
  return uint16_t((h & 0x83FFu) | (exponent << 10));
}

/// The input, one pattern for every kernel: as halves, what axpb_half8
/// wants (see A, B); as bytes, each depends on its index through the hash
/// (the low byte of every half is hashed mantissa, the high one hashed sign,
/// exponent and mantissa), so a byte copied to the wrong place or not at
/// all shows; as floats, all finite and normal (exponent field 40..127).
inline std::vector<uint32_t> pattern(uint64_t bytes) {
  std::vector<uint32_t> words(bytes / 4);
  for (size_t i = 0; i < words.size(); ++i)
    words[i] = halfAt(2 * i) | uint32_t(halfAt(2 * i + 1)) << 16;
  return words;
}

/// The host reference check of `spec`'s output: a copy of `input`, or
/// every half of it through v * A + B rounded to nearest even (from a
/// table of all 65536 halves, built with tests/common/HalfReference.h).
inline Check check(const Spec &spec, const std::vector<uint32_t> &input) {
  if (spec.kind == Kind::Copy)
    return [&input](const std::vector<uint32_t> &out) {
      return checkWords(out, [&](size_t i) { return input[i]; });
    };
  auto table = std::make_shared<std::vector<uint16_t>>(65536);
  for (uint32_t h = 0; h < 65536; ++h) {
    float v = vkcl::reference::halfToFloat(uint16_t(h));
    (*table)[h] =
        vkcl::reference::floatToHalf(v * A + B, vkcl::reference::Rounding::Rte);
  }
  return [&input, table](const std::vector<uint32_t> &out) {
    const std::vector<uint16_t> &t = *table;
    return checkWords(out, [&](size_t i) {
      return t[input[i] & 0xFFFF] | uint32_t(t[input[i] >> 16]) << 16;
    });
  };
}

} // namespace vectorbench
