// What the two image benchmark hosts (vkcl + GLSL twins, and the platform's
// OpenCL) share beyond bench/common: the kernels, their image formats and
// sizes, the input patterns and the host references, so that vkcl, the
// GLSL twins and NVIDIA's OpenCL are held to the same answers (exact for
// the copy and the image-to-buffer read, within a small relative tolerance
// for the blur, whose sums a driver may order differently, within a
// fraction of a UNORM8 step for the Gaussian and the resize, a few steps
// where texture hardware filters). Header-only.
#pragma once

#include "../common/Bench.h"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstring>
#include <memory>
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
/// The 8-bit outputs' tolerances, in UNORM8 steps (1/255) from the exact
/// value. image_gauss5: OpenCL's 0.6 ulp for write_imagef's conversion to
/// CL_UNORM_INT8 (ties may go either way), plus float sums. image_resize
/// filtered in the shader with float weights (vkcl): one step (0.6 for the
/// conversion, the rest for the coordinate's float division: up to
/// 2.5 ulp of the normalized coordinate is 1.2e-3 of a texel, 0.3 steps).
/// Filtered by texture hardware (the GLSL twin's VkSampler, NVIDIA's
/// OpenCL): 3 steps, as its sub-texel weights are 8-bit fixed point (up to
/// 1/256 off each, so up to one step in each direction) before the same
/// conversion and coordinate error.
constexpr double NearestTolerance = 0.61, ShaderFilterTolerance = 1.0,
                 HardwareFilterTolerance = 3.0;

// cl_channel_order / cl_channel_type values (CL/cl.h), as vkcl::ImageFormat
// and clCreateImage take them.
constexpr uint32_t ClRgba = 0x10B5, ClUnormInt8 = 0x10D2,
                   ClUnsignedInt8 = 0x10DA, ClFloat = 0x10DE;

enum class Kind { Copy, Blur, ToBuffer, Gauss5, Resize };

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
      {"image_gauss5", Kind::Gauss5, ClUnormInt8, 4},
      {"image_resize", Kind::Resize, ClUnormInt8, 4},
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

/// The output image (or image_to_buffer's rows of uint4) of `spec` over a
/// source of `g`: `g`, but for image_resize's 3/2 as wide and 2/3 as high,
/// each rounded down to whole 16-pixel tiles (8192x8192 → 12288x5456: the
/// scales 2/3 and 1.5015 are not integers, and the pixel count is within
/// 0.2% of the source's).
inline Geometry outGeometry(const Spec &spec, Geometry g) {
  if (spec.kind != Kind::Resize || !g.width)
    return g;
  return {std::max(Tile, g.width * 3 / 2 / Tile * Tile),
          std::max(Tile, g.height * 2 / 3 / Tile * Tile)};
}

/// Bytes a kernel's output holds: the image, or a uint4 per pixel. (The
/// geometry of `bytes` is the same for every device it fits.)
inline uint64_t outBytes(const Spec &spec, uint64_t bytes) {
  Geometry out =
      outGeometry(spec, geometry(bytes, spec.pixelBytes, UINT32_MAX));
  return out.pixels() * (writesImage(spec) ? spec.pixelBytes : 16);
}
/// Bytes read + written by one run (the GB/s figures' numerator): every
/// source pixel counted once (the blurs' neighbours and the resize's second
/// rows come from the cache), the output once.
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

/// One channel (0 red .. 3 alpha) of an RGBA8 word, an integer in 0..255.
inline uint32_t channel(uint32_t word, int c) { return word >> (8 * c) & 0xFF; }

/// image_gauss5's reference, in 1/256ths of a UNORM8 step: for each
/// channel the exact integer sum of the 25 neighbours (clamped to the
/// image) times the weights' outer product, up to 256 x 255. Separable:
/// the rows' sums first.
inline std::vector<uint16_t> gauss5Reference(const std::vector<uint32_t> &in,
                                             Geometry g) {
  static const int w[5] = {1, 4, 6, 4, 1};
  const int wd = int(g.width), ht = int(g.height);
  std::vector<uint16_t> rows(in.size() * 4), out(in.size() * 4);
  for (int y = 0; y < ht; ++y)
    for (int x = 0; x < wd; ++x)
      for (int c = 0; c < 4; ++c) {
        int sum = 0;
        for (int d = -2; d <= 2; ++d)
          sum += w[d + 2] *
                 int(channel(in[size_t(y) * wd + std::clamp(x + d, 0, wd - 1)],
                             c));
        rows[(size_t(y) * wd + x) * 4 + c] = uint16_t(sum);
      }
  for (int y = 0; y < ht; ++y)
    for (size_t i = 0; i < size_t(wd) * 4; ++i) {
      int sum = 0;
      for (int d = -2; d <= 2; ++d)
        sum +=
            w[d + 2] * rows[size_t(std::clamp(y + d, 0, ht - 1)) * wd * 4 + i];
      out[size_t(y) * wd * 4 + i] = uint16_t(sum);
    }
  return out;
}

/// One destination pixel's two source texels along an axis and the second
/// one's weight, by OpenCL's linear filtering with CLK_ADDRESS_CLAMP_TO_EDGE
/// (OpenCL C 3.0, 8.2): u = s x size, i0 = floor(u - 0.5), i1 = i0 + 1,
/// both clamped to the image, a = frac(u - 0.5).
struct Tap {
  uint32_t i0, i1;
  double a;
};
/// The taps of `n` destination pixels over `size` source texels, at the
/// pixels' centres s = (i + 0.5) / n exactly (the kernels divide in float:
/// ulps off, which the tolerances allow for).
inline std::vector<Tap> taps(uint32_t n, uint32_t size) {
  std::vector<Tap> t(n);
  for (uint32_t i = 0; i < n; ++i) {
    double u = (i + 0.5) / n * size - 0.5, f = std::floor(u);
    t[i] = {uint32_t(std::clamp(f, 0.0, size - 1.0)),
            uint32_t(std::clamp(f + 1, 0.0, size - 1.0)), u - f};
  }
  return t;
}
/// image_resize's reference into the `out` geometry, in 1/256ths of a
/// UNORM8 step (rounded): (1-a)(1-b)T00 + a(1-b)T10 + (1-a)b T01 + ab T11
/// in double, per channel.
inline std::vector<uint16_t> resizeReference(const std::vector<uint32_t> &in,
                                             Geometry g, Geometry out) {
  std::vector<Tap> tx = taps(out.width, g.width),
                   ty = taps(out.height, g.height);
  std::vector<uint16_t> want(out.pixels() * 4);
  for (uint32_t y = 0; y < out.height; ++y) {
    const uint32_t *r0 = &in[size_t(ty[y].i0) * g.width];
    const uint32_t *r1 = &in[size_t(ty[y].i1) * g.width];
    double b = ty[y].a;
    for (uint32_t x = 0; x < out.width; ++x) {
      const Tap &t = tx[x];
      for (int c = 0; c < 4; ++c) {
        double v = (1 - t.a) * (1 - b) * channel(r0[t.i0], c) +
                   t.a * (1 - b) * channel(r0[t.i1], c) +
                   (1 - t.a) * b * channel(r1[t.i0], c) +
                   t.a * b * channel(r1[t.i1], c);
        want[(size_t(y) * out.width + x) * 4 + c] =
            uint16_t(std::lround(v * 256));
      }
    }
  }
  return want;
}

/// A kernel's host reference, computed once for all the checks of its
/// outputs (vkcl's and the twin's): the words (copy, image_to_buffer), the
/// floats (blur), or the 8-bit channels in 1/256ths of a step (gauss5,
/// resize).
struct Reference {
  const Spec *spec = nullptr;
  uint32_t width = 0; ///< the output image's
  std::shared_ptr<const std::vector<uint32_t>> words;
  std::shared_ptr<const std::vector<float>> floats;
  std::shared_ptr<const std::vector<uint16_t>> steps;
};

inline Reference reference(const Spec &spec, const std::vector<uint32_t> &in,
                           Geometry g) {
  Reference r;
  r.spec = &spec;
  r.width = outGeometry(spec, g).width;
  if (spec.kind == Kind::Copy) {
    r.words = std::make_shared<const std::vector<uint32_t>>(in);
  } else if (spec.kind == Kind::ToBuffer) {
    auto want = std::make_shared<std::vector<uint32_t>>(in.size() * 4);
    for (size_t i = 0; i < in.size(); ++i)
      for (int c = 0; c < 4; ++c)
        (*want)[4 * i + c] = channel(in[i], c);
    r.words = want;
  } else if (spec.kind == Kind::Blur) {
    r.floats = std::make_shared<const std::vector<float>>(blurReference(in, g));
  } else if (spec.kind == Kind::Gauss5) {
    r.steps =
        std::make_shared<const std::vector<uint16_t>>(gauss5Reference(in, g));
  } else {
    r.steps = std::make_shared<const std::vector<uint16_t>>(
        resizeReference(in, g, outGeometry(spec, g)));
  }
  return r;
}

/// Who filters image_resize's texels: shader code with float weights
/// (vkcl's formulas, for samplers a VkSampler cannot be), or texture
/// hardware with a few bits of sub-texel weight (the GLSL twin's VkSampler,
/// NVIDIA's OpenCL, and vkcl for the resize's constant sampler). The other
/// kernels do not filter: the same check for all.
enum class Filter { Shader, Hardware };

/// 8-bit channels of an image `width` pixels wide within `tolerance` steps
/// of `want` (in 1/256ths). A passing check prints its worst error as a `#`
/// line labelled `label` (the tolerances' margin, for the notes).
inline Check checkSteps(std::shared_ptr<const std::vector<uint16_t>> want,
                        uint32_t width, double tolerance, std::string label) {
  return [want, width, tolerance, label](const std::vector<uint32_t> &out) {
    uint64_t bad = 0, first = 0;
    double worst = 0;
    for (size_t i = 0; i < out.size() * 4 && i < want->size(); ++i) {
      double err = std::fabs(double(channel(out[i / 4], int(i % 4))) * 256 -
                             (*want)[i]) /
                   256;
      if (err > tolerance && bad++ == 0)
        first = i;
      worst = std::max(worst, err);
    }
    char text[240];
    if (!bad) {
      std::printf("# %s: worst error %.3f/255 (tolerance %.2f/255)\n",
                  label.c_str(), worst, tolerance);
      return std::string();
    }
    std::snprintf(text, sizeof text,
                  "%" PRIu64 " of %zu channels more than %.2f/255 off (worst "
                  "%.3f/255), first at pixel (%" PRIu64 ", %" PRIu64
                  ") channel %d: %u, expected %.3f",
                  bad, out.size() * 4, tolerance, worst, first / 4 % width,
                  first / 4 / width, int(first % 4),
                  channel(out[first / 4], int(first % 4)),
                  (*want)[first] / 256.0);
    return std::string(text);
  };
}

/// The check of an output against `ref`: the copy bit for bit,
/// image_to_buffer a uint4 of the four bytes per pixel, the blur within
/// BlurTolerance relatively (NaN and the poison never), gauss5 and resize
/// within their tolerances in steps (`filter`: who filtered the resize).
inline Check check(const Reference &ref, Filter filter, const char *api) {
  const Spec &spec = *ref.spec;
  if (auto want = ref.words) // shared by the checks, not copied
    return [want](const std::vector<uint32_t> &out) {
      return checkWords(out, [&](size_t i) { return (*want)[i]; });
    };
  if (ref.steps) {
    double tolerance = spec.kind == Kind::Gauss5  ? NearestTolerance
                       : filter == Filter::Shader ? ShaderFilterTolerance
                                                  : HardwareFilterTolerance;
    return checkSteps(ref.steps, ref.width, tolerance,
                      std::string(spec.name) + " " + api);
  }
  auto want = ref.floats;
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
