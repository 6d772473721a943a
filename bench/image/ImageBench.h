// What the two image benchmark hosts (vkcl + GLSL twins, and the platform's
// OpenCL) share beyond bench/common: the kernels, their image formats and
// sizes, the input patterns and the host references, so that vkcl, the
// GLSL twins and NVIDIA's OpenCL are held to the same answers (exact for
// the copy and the image-to-buffer read, within a small relative tolerance
// for the blur, whose sums a driver may order differently). Header-only.
#pragma once

#include "../common/Bench.h"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

namespace imagebench {

using namespace bench;

/// BYTES: the bytes of each kernel's source image. A multiple of 4096 so
/// that the float image (16 bytes a pixel) has a whole number of 16x16
/// work-groups (geometry()).
constexpr uint64_t SizeUnit = 4096;
/// image_to_buffer writes 4 x BYTES (a uint4 per RGBA8 pixel) into one
/// buffer; this keeps it at 2 GiB.
constexpr uint64_t MaxBytes = uint64_t(512) << 20;
/// The work-group: 16x16 work-items, one per pixel.
constexpr uint32_t Tile = 16;
/// image_blur's relative tolerance against the float reference: the nine
/// positive terms summed in another order differ by a few ulp.
constexpr double BlurTolerance = 1e-5;

// cl_channel_order / cl_channel_type values (CL/cl.h), as vkcl::ImageFormat
// and clCreateImage take them.
constexpr uint32_t ClRgba = 0x10B5, ClUnormInt8 = 0x10D2,
                   ClUnsignedInt8 = 0x10DA, ClFloat = 0x10DE;

enum class Kind { Copy, Blur, ToBuffer };

struct Spec {
  const char *name; ///< kernel name = .cl / vkcl .spv / GLSL twin file stem
  Kind kind;
  uint32_t channelType; ///< CL_RGBA of this type
  uint32_t pixelBytes;
};

inline const std::vector<Spec> &specs() {
  static const std::vector<Spec> all = {
      {"image_copy", Kind::Copy, ClUnormInt8, 4},
      {"image_blur", Kind::Blur, ClFloat, 16},
      {"image_to_buffer", Kind::ToBuffer, ClUnsignedInt8, 4},
  };
  return all;
}

/// Whether the kernel writes an image (else the uint4 buffer).
inline bool writesImage(const Spec &spec) {
  return spec.kind != Kind::ToBuffer;
}

/// A kernel's image: width x height pixels of BYTES.
struct Geometry {
  uint32_t width = 0, height = 0;
  uint64_t pixels() const { return uint64_t(width) * height; }
};

/// The square-ish image of `bytes` at `pixelBytes` a pixel: the widest
/// power of two not above the square root (nor `maxDimension`) that leaves
/// a height of whole 16-row tiles. Width 0 when the height would pass
/// `maxDimension`.
inline Geometry geometry(uint64_t bytes, uint32_t pixelBytes,
                         uint32_t maxDimension) {
  uint64_t pixels = bytes / pixelBytes;
  uint64_t width = Tile;
  for (uint64_t w = Tile; w * w <= pixels && w <= maxDimension; w *= 2)
    if (pixels % (w * Tile) == 0)
      width = w;
  uint64_t height = pixels / width;
  if (height > maxDimension)
    return {};
  return {uint32_t(width), uint32_t(height)};
}

/// Bytes a kernel's output holds: the image, or a uint4 per pixel.
inline uint64_t outBytes(const Spec &spec, uint64_t bytes) {
  return writesImage(spec) ? bytes : bytes / spec.pixelBytes * 16;
}
/// Bytes read + written by one run (the GB/s figures' numerator): every
/// source pixel counted once (the blur's eight neighbours come from the
/// cache), the output once.
inline uint64_t movedBytes(const Spec &spec, uint64_t bytes) {
  return bytes + outBytes(spec, bytes);
}
/// The output buffer both hosts allocate: room for image_to_buffer's.
inline uint64_t outBufferBytes(uint64_t bytes) { return bytes / 4 * 16; }

inline float asFloat(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}
inline uint32_t asBits(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  return bits;
}

/// The 8-bit images' pixels (and what the copy ceiling copies): one hashed
/// word per RGBA8 pixel, red in the low byte, so a pixel stored in the wrong
/// place shows.
inline std::vector<uint32_t> bytePattern(uint64_t bytes) {
  std::vector<uint32_t> words(bytes / 4);
  for (size_t i = 0; i < words.size(); ++i)
    words[i] = hash32(i);
  return words;
}
/// The float image's channels: 24 hashed bits as a fraction in [0, 1), so
/// that every blur sum is positive (no cancellation) and exact to a few ulp.
inline std::vector<uint32_t> floatPattern(uint64_t bytes) {
  std::vector<uint32_t> words(bytes / 4);
  for (size_t i = 0; i < words.size(); ++i)
    words[i] = asBits(float(hash32(i + 0x9E3779B9u) >> 8) * 0x1p-24f);
  return words;
}
/// The source image of `spec`.
inline std::vector<uint32_t> input(const Spec &spec, uint64_t bytes) {
  return spec.kind == Kind::Blur ? floatPattern(bytes) : bytePattern(bytes);
}

/// image_blur's reference: for each channel, the nine neighbours (clamped
/// to the image) summed row by row, left to right, in float from 0, then
/// times 1/9 rounded to float, as kernels/image_blur.cl has it.
inline std::vector<float> blurReference(const std::vector<uint32_t> &in,
                                        Geometry g) {
  std::vector<float> out(in.size());
  int w = int(g.width), h = int(g.height);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      for (int c = 0; c < 4; ++c) {
        float sum = 0.0f;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) {
            int sx = std::clamp(x + dx, 0, w - 1);
            int sy = std::clamp(y + dy, 0, h - 1);
            sum += asFloat(in[(size_t(sy) * w + sx) * 4 + c]);
          }
        out[(size_t(y) * w + x) * 4 + c] = sum * (1.0f / 9.0f);
      }
  return out;
}

/// The check of `spec`'s output words over `in` (an image of `g`): the
/// copy bit for bit, image_to_buffer a uint4 of the four bytes per pixel,
/// the blur within BlurTolerance relatively (NaN and the poison never).
inline Check check(const Spec &spec, const std::vector<uint32_t> &in,
                   Geometry g) {
  if (spec.kind == Kind::Copy)
    return checkEqual(in);
  if (spec.kind == Kind::ToBuffer) {
    std::vector<uint32_t> want(in.size() * 4);
    for (size_t i = 0; i < in.size(); ++i)
      for (int c = 0; c < 4; ++c)
        want[4 * i + c] = in[i] >> (8 * c) & 0xFF;
    return checkEqual(std::move(want));
  }
  auto want = std::make_shared<const std::vector<float>>(blurReference(in, g));
  return [want](const std::vector<uint32_t> &out) {
    uint64_t bad = 0, first = 0;
    double worst = 0;
    for (size_t i = 0; i < out.size(); ++i) {
      double ref = (*want)[i], got = asFloat(out[i]);
      double rel = std::fabs(got - ref) / std::max(std::fabs(ref), 1e-30);
      if (!(rel <= BlurTolerance) && bad++ == 0)
        first = i;
      if (!(rel <= worst))
        worst = std::isnan(rel) ? INFINITY : rel;
    }
    if (!bad)
      return std::string();
    char text[200];
    std::snprintf(text, sizeof text,
                  "%" PRIu64 " of %zu floats beyond a relative error of %.1e "
                  "(worst %.3g), first at float %" PRIu64 ": %.9g, expected "
                  "%.9g",
                  bad, out.size(), BlurTolerance, worst, first,
                  double(asFloat(out[first])), double((*want)[first]));
    return std::string(text);
  };
}

} // namespace imagebench
