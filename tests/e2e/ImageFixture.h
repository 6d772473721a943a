// What the image kernel tests share: OpenCL's format enumerants, a host
// reference of its read and write conversion rules (channelValue,
// pixelValue, badReads, storedAsOpenCLSays), random pixels that survive a
// round trip, and a fixture that makes, fills and reads back images.
#pragma once

#include "E2eFixture.h"
#include "HalfReference.h"
#include "vkcl/runtime/Image.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace vkcl::e2e {

// cl_channel_order and cl_channel_type values (CL/cl.h).
constexpr uint32_t CL_R = 0x10B0, CL_RG = 0x10B2, CL_RGBA = 0x10B5,
                   CL_BGRA = 0x10B6, CL_DEPTH = 0x10BD, CL_sRGBA = 0x10C1,
                   CL_sBGRA = 0x10C2;
constexpr uint32_t CL_SNORM_INT8 = 0x10D0, CL_SNORM_INT16 = 0x10D1,
                   CL_UNORM_INT8 = 0x10D2, CL_UNORM_INT16 = 0x10D3,
                   CL_SIGNED_INT8 = 0x10D7, CL_SIGNED_INT16 = 0x10D8,
                   CL_SIGNED_INT32 = 0x10D9, CL_UNSIGNED_INT8 = 0x10DA,
                   CL_UNSIGNED_INT16 = 0x10DB, CL_UNSIGNED_INT32 = 0x10DC,
                   CL_HALF_FLOAT = 0x10DD, CL_FLOAT = 0x10DE;

enum class Kind { Float, Int, Uint };

inline Kind kindOf(uint32_t type) {
  switch (type) {
  case CL_SIGNED_INT8:
  case CL_SIGNED_INT16:
  case CL_SIGNED_INT32:
    return Kind::Int;
  case CL_UNSIGNED_INT8:
  case CL_UNSIGNED_INT16:
  case CL_UNSIGNED_INT32:
    return Kind::Uint;
  default:
    return Kind::Float;
  }
}

inline uint32_t channelBytes(uint32_t type) {
  switch (type) {
  case CL_SNORM_INT8:
  case CL_UNORM_INT8:
  case CL_SIGNED_INT8:
  case CL_UNSIGNED_INT8:
    return 1;
  case CL_SIGNED_INT32:
  case CL_UNSIGNED_INT32:
  case CL_FLOAT:
    return 4;
  default:
    return 2;
  }
}

inline uint32_t channelCount(uint32_t order) {
  return order == CL_R || order == CL_DEPTH ? 1 : order == CL_RG ? 2 : 4;
}

inline std::string formatName(ImageFormat f) {
  char text[32];
  std::snprintf(text, sizeof text, "%#x/%#x", f.channelOrder,
                f.channelDataType);
  return text;
}

/// Random pixel bytes a read and a write reproduce exactly: finite floats
/// and halves, and no SNORM minimum (-128 and -127 both read as -1.0).
inline std::vector<uint8_t> randomPixels(std::mt19937_64 &rng, ImageFormat f,
                                         size_t pixels) {
  uint32_t bytes = channelBytes(f.channelDataType);
  size_t channels = pixels * channelCount(f.channelOrder);
  std::vector<uint8_t> data(channels * bytes);
  for (size_t i = 0; i < channels; ++i) {
    uint32_t v = static_cast<uint32_t>(rng());
    switch (f.channelDataType) {
    case CL_FLOAT: {
      float x =
          std::ldexp(float(int32_t(v >> 8)) / float(1 << 23), int(v & 31) - 16);
      std::memcpy(&v, &x, 4);
      break;
    }
    case CL_HALF_FLOAT:
      if (((v >> 10) & 31) == 31)
        v &= ~(1u << 14); // not infinity or NaN
      break;
    case CL_SNORM_INT8:
      if ((v & 0xFF) == 0x80)
        v = 0x81;
      break;
    case CL_SNORM_INT16:
      if ((v & 0xFFFF) == 0x8000)
        v = 0x8001;
      break;
    default:
      break;
    }
    std::memcpy(&data[i * bytes], &v, bytes);
  }
  return data;
}

/// One channel of a pixel as OpenCL's read_imagef gives it (integer
/// formats: the integer, as read_imagei/ui give it, in a double).
inline double channelValue(uint32_t type, const uint8_t *p) {
  uint32_t u = 0;
  std::memcpy(&u, p, channelBytes(type));
  switch (type) {
  case CL_UNORM_INT8:
    return u / 255.0;
  case CL_UNORM_INT16:
    return u / 65535.0;
  case CL_SNORM_INT8:
    return std::max(int8_t(u) / 127.0, -1.0);
  case CL_SNORM_INT16:
    return std::max(int16_t(u) / 32767.0, -1.0);
  case CL_SIGNED_INT8:
    return int8_t(u);
  case CL_SIGNED_INT16:
    return int16_t(u);
  case CL_SIGNED_INT32:
    return int32_t(u);
  case CL_HALF_FLOAT:
    return reference::halfToFloat(static_cast<uint16_t>(u));
  case CL_FLOAT: {
    float f;
    std::memcpy(&f, &u, 4);
    return f;
  }
  default:
    return u;
  }
}

inline bool isSrgb(ImageFormat f) {
  return f.channelOrder == CL_sRGBA || f.channelOrder == CL_sBGRA;
}

/// An sRGB-encoded channel in [0, 1] as linear (OpenCL C 3.0, "Conversion
/// rules for sRGBA and sBGRA images").
inline double srgbToLinear(double c) {
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

/// A linear channel encoded to sRGB, in units of the 8-bit channel (the
/// scale on which the CTS judges sRGB reads: within 0.5).
inline double linearToSrgb255(double c) {
  c = std::isnan(c) ? 0 : std::min(std::max(c, 0.0), 1.0);
  return 255 *
         (c < 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1 / 2.4) - 0.055);
}

/// The four components a read gives: missing channels 0, alpha 1; CL_BGRA
/// and CL_sBGRA store blue first; sRGB color channels decoded to linear.
inline std::array<double, 4> pixelValue(ImageFormat f, const uint8_t *p) {
  std::array<double, 4> out{0, 0, 0, 1};
  uint32_t bytes = channelBytes(f.channelDataType);
  uint32_t n = channelCount(f.channelOrder);
  for (uint32_t c = 0; c < n; ++c)
    out[c] = channelValue(f.channelDataType, p + c * bytes);
  if (f.channelOrder == CL_BGRA || f.channelOrder == CL_sBGRA)
    std::swap(out[0], out[2]);
  if (isSrgb(f))
    for (int c = 0; c < 3; ++c)
      out[c] = srgbToLinear(out[c]);
  return out;
}

/// The channels of the reads of `data`'s pixels (`got`: four 32-bit lanes
/// per pixel, as read_imagef/i/ui of `f` gave them) that differ from the
/// reference, each of the first five reported: normalized formats within
/// the 1.5 ulp OpenCL allows (sRGB color channels as the CTS judges them),
/// halves, floats and integers exactly.
inline size_t badReads(ImageFormat f, const std::vector<uint8_t> &data,
                       const std::vector<uint32_t> &got) {
  const Kind kind = kindOf(f.channelDataType);
  const size_t pixelBytes =
      channelBytes(f.channelDataType) * channelCount(f.channelOrder);
  size_t bad = 0;
  for (size_t i = 0; i < got.size() / 4; ++i) {
    std::array<double, 4> want = pixelValue(f, &data[i * pixelBytes]);
    for (int c = 0; c < 4; ++c) {
      uint32_t bits = got[i * 4 + c];
      bool ok;
      if (kind == Kind::Float) {
        float g;
        std::memcpy(&g, &bits, 4);
        double ulp = std::ldexp(
            1.0, std::ilogb(std::max(std::fabs(want[c]), 0x1p-126)) - 23);
        ok = std::fabs(g - want[c]) <= 1.5 * ulp;
        if (isSrgb(f) && c < 3) // as the CTS: re-encoded, within 0.5
          ok = std::fabs(linearToSrgb255(g) - linearToSrgb255(want[c])) <= 0.5;
      } else if (kind == Kind::Int) {
        ok = int32_t(bits) == int64_t(want[c]);
      } else {
        ok = bits == uint32_t(want[c]);
      }
      if (!ok && bad++ < 5)
        ADD_FAILURE() << "pixel " << i << " channel " << c << ": got bits "
                      << std::hex << bits << std::dec << ", want " << want[c];
    }
  }
  return bad;
}

/// Channels the write tests send (as bits): the edges of every integer
/// channel width and beyond them, and for the normalized formats floats
/// in and out of range, infinities and NaN. Five pixels each.
inline std::vector<uint32_t> writeEdgeInts() {
  return {0,          1,          127,        128,        255,
          256,        32767,      32768,      65535,      65536,
          0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0xFFFFFF80, 0xFFFFFF7F,
          0xFFFF8000, 0xFFFF7FFF, 0xFFFFFFFE, 12345678,   0xF0000000};
}
inline std::vector<uint32_t> writeEdgeFloats() {
  auto f = [](float v) {
    uint32_t b;
    std::memcpy(&b, &v, 4);
    return b;
  };
  return {f(0.0f),     f(-0.0f),     f(1.0f),   f(-1.0f),   f(2.0f),
          f(-2.0f),    f(0.25f),     f(-0.75f), f(1e30f),   f(-1e30f),
          f(INFINITY), f(-INFINITY), f(NAN),    f(-NAN),    f(0.3f),
          f(0.6f),     f(-0.3f),     f(0.999f), f(1.0001f), f(0.1f)};
}

/// Whether `stored` is what OpenCL stores for a written channel: integers
/// saturated to the channel (convert_char_sat, ...); floats to normalized
/// formats clamped, NaN as 0, and rounded as convert_uchar_sat_rte(f *
/// 255.0f) says or within the 0.6 ulp OpenCL allows instead (NVIDIA
/// rounds exact ties in float down).
inline bool storedAsOpenCLSays(uint32_t type, uint32_t bits, uint32_t stored) {
  float f;
  std::memcpy(&f, &bits, 4);
  auto norm = [&](double scale, double lo, double hi, uint32_t mask) {
    if (std::isnan(f))
      return stored == 0;
    double exact = std::clamp(double(f), lo, hi) * scale;
    int32_t value = type == CL_SNORM_INT8    ? int32_t(int8_t(stored))
                    : type == CL_SNORM_INT16 ? int32_t(int16_t(stored))
                                             : int32_t(stored);
    return (uint32_t(value) & mask) == stored &&
           std::fabs(value - exact) <= 0.6;
  };
  int32_t i = int32_t(bits);
  switch (type) {
  case CL_SIGNED_INT8:
    return stored == (uint32_t(std::clamp(i, -128, 127)) & 0xFF);
  case CL_SIGNED_INT16:
    return stored == (uint32_t(std::clamp(i, -32768, 32767)) & 0xFFFF);
  case CL_UNSIGNED_INT8:
    return stored == std::min(bits, 255u);
  case CL_UNSIGNED_INT16:
    return stored == std::min(bits, 65535u);
  case CL_UNORM_INT8:
    return norm(255, 0, 1, 0xFF);
  case CL_UNORM_INT16:
    return norm(65535, 0, 1, 0xFFFF);
  case CL_SNORM_INT8:
    return norm(127, -1, 1, 0xFF);
  case CL_SNORM_INT16:
    return norm(32767, -1, 1, 0xFFFF);
  default:
    return stored == bits; // 32-bit integers
  }
}

/// Image set-up shared by the image kernel tests.
class ImageKernels : public E2eTest {
protected:
  CompileOptions cl12() {
    CompileOptions o;
    o.clStd = ClStd::CL1_2;
    return o;
  }

  Image makeImage(const ImageDesc &desc) {
    Result<Image> image = Image::create(device(), desc);
    if (!image)
      throw E2eError("Image::create: " + describe(image));
    return std::move(*image);
  }
  /// One work-item per pixel of a 2-D image.
  static NDRange pixelsOf(const ImageDesc &d) {
    NDRange r;
    r.dims = 2;
    r.global = {d.width, d.height, 1};
    return r;
  }
  size_t pixels(const ImageDesc &d) {
    return d.width * d.height * d.depth * d.arraySize;
  }
  ImageRegion whole(const ImageDesc &d) { return ImageRegion::whole(d); }
  void put(Image &image, const std::vector<uint8_t> &data) {
    check(queue().writeImage(image, whole(image.desc()), data.data()),
          "Queue::writeImage");
  }
  std::vector<uint8_t> get(const Image &image) {
    std::vector<uint8_t> data(pixels(image.desc()) * image.pixelBytes());
    check(queue().readImage(image, whole(image.desc()), data.data()),
          "Queue::readImage");
    return data;
  }
  /// The formats of `type` that kernels can both read and write.
  std::vector<ImageFormat> formats(ImageType type) {
    std::vector<ImageFormat> both;
    for (ImageFormat f :
         Image::supportedFormats(device(), type, AccessReadOnly)) {
      auto writable = Image::supportedFormats(device(), type, AccessWriteOnly);
      if (std::find(writable.begin(), writable.end(), f) != writable.end())
        both.push_back(f);
    }
    return both;
  }
};

} // namespace vkcl::e2e
