// What the two async-copy benchmark hosts (vkcl + GLSL twins, and the
// platform's OpenCL) share beyond bench/common: the kernels, their sizes for
// a given buffer size, the input pattern and the host reference check.
// Header-only: each host is one file plus this.
#pragma once

#include "../common/Bench.h"

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

namespace asyncbench {

using namespace bench;

constexpr uint64_t TileBytes = 4096; // one work-group's tile
constexpr uint32_t GatherStride = 4; // gather_float.cl's src_stride
/// BYTES must be a multiple of this: a whole number of gather tiles (each
/// reads a 4 x 4096-byte span).
constexpr uint64_t SizeUnit = TileBytes * GatherStride;
/// The kernels index in 32 bits (the GLSL twins in uvec4/float units); this
/// keeps every index below 2^32.
constexpr uint64_t MaxBytes = uint64_t(4) << 30;
/// Halo floats the stencil reads past the last tile of `in`.
constexpr uint64_t HaloBytes = 2 * sizeof(float);

enum class Kind { Copy, Stencil, Gather };

struct Spec {
  const char *name; ///< kernel name = .cl / vkcl .spv file stem
  const char *glsl; ///< the GLSL twin's .spv stem (in DIR/glsl/)
  Kind kind;
};

inline const std::vector<Spec> &specs() {
  static const std::vector<Spec> all = {
      {"copy_float", "copy", Kind::Copy},
      {"copy_float4", "copy", Kind::Copy},
      {"copy_char", "copy", Kind::Copy},
      {"copy_uchar16", "copy", Kind::Copy},
      {"stencil_float", "stencil", Kind::Stencil},
      {"stencil_float4", "stencil", Kind::Stencil},
      {"gather_float", "gather", Kind::Gather},
  };
  return all;
}

/// A kernel's work for BYTES: the `tiles` argument, the bytes it writes,
/// and the bytes it moves (elements read + written, times their size).
struct Plan {
  uint32_t tiles = 0;
  uint64_t outBytes = 0;
  uint64_t movedBytes = 0;
};

inline Plan plan(Kind kind, uint64_t bytes) {
  Plan p;
  switch (kind) {
  case Kind::Copy:
    p.tiles = uint32_t(bytes / TileBytes);
    p.outBytes = bytes;
    p.movedBytes = 2 * bytes;
    break;
  case Kind::Stencil:
    p.tiles = uint32_t(bytes / TileBytes);
    p.outBytes = bytes;
    p.movedBytes = 2 * bytes + HaloBytes * p.tiles; // each tile's halo again
    break;
  case Kind::Gather:
    // Only every 4th float is read: DRAM still delivers the whole span
    // (a 32-byte sector holds 2 wanted floats), so this is not copy-bound.
    p.tiles = uint32_t(bytes / SizeUnit);
    p.outBytes = bytes / GatherStride;
    p.movedBytes = 2 * p.outBytes;
    break;
  }
  return p;
}

/// The input: finite floats (the stencil computes on them) whose every byte
/// depends on the index through a hash, so a byte copied to the wrong place
/// or not at all shows (the char copy checks bytes).
inline std::vector<uint32_t> pattern(uint64_t bytes) {
  std::vector<uint32_t> words(bytes / 4);
  for (size_t i = 0; i < words.size(); ++i) {
    uint32_t h = hash32(i);
    uint32_t exponent = 120 + ((h >> 23) & 15); // 2^-7 .. 2^8
    words[i] = (h & 0x807FFFFFu) | (exponent << 23);
  }
  return words;
}

inline float asFloat(uint32_t w) {
  float f;
  std::memcpy(&f, &w, sizeof f);
  return f;
}

/// Checks every output word against the host reference; empty when right,
/// else where it first went wrong and how many words are wrong.
inline std::string verify(Kind kind, const std::vector<uint32_t> &in,
                          const std::vector<uint32_t> &out) {
  uint64_t bad = 0, first = 0;
  uint32_t got = 0, want = 0;
  for (size_t i = 0; i < out.size(); ++i) {
    bool ok;
    uint32_t expect;
    if (kind == Kind::Stencil) {
      // Same operation order as the kernels; the products are exact (powers
      // of two), so fused multiply-adds give the same bits. Allow 1 ulp-ish
      // slack anyway rather than depend on that.
      float r = 0.25f * asFloat(in[i]) + 0.5f * asFloat(in[i + 1]) +
                0.25f * asFloat(in[i + 2]);
      std::memcpy(&expect, &r, sizeof r);
      float g = asFloat(out[i]);
      ok = std::fabs(g - r) <= 1e-6f * std::fabs(r);
    } else {
      expect = kind == Kind::Gather ? in[i * GatherStride] : in[i];
      ok = out[i] == expect;
    }
    if (!ok && bad++ == 0) {
      first = i;
      got = out[i];
      want = expect;
    }
  }
  return bad ? describeWrong(bad, out.size(), first, got, want) : std::string();
}

} // namespace asyncbench
