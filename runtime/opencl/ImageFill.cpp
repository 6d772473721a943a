// clEnqueueFillImage: the fill color converted to the image's format on
// the host, by OpenCL's conversion rules for image writes (float colors
// for normalized, half and float formats, rounded to nearest even and
// saturated; int4 and uint4 colors saturated to the channel's range; an
// sRGB image's color channels encoded by the spec's curve first), then
// the runtime's fillImage copies that pixel over the region. The host does
// the conversion because vkCmdClearColorImage leaves rounding of
// normalized formats to the driver.
#include "MemoryCommon.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

namespace vkcl::ocl {
namespace {

/// IEEE half of `f`, rounded to nearest even (overflow to infinity).
uint16_t toHalf(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  const uint32_t sign = (x >> 16) & 0x8000;
  const uint32_t abs = x & 0x7fffffff;
  if (abs > 0x7f800000)
    return uint16_t(sign | 0x7e00); // NaN
  if (abs >= 0x477ff000)            // 65520 and above round to infinity
    return uint16_t(sign | 0x7c00);
  if (abs < 0x38800000) { // below the smallest normal half (2^-14)
    float a;
    std::memcpy(&a, &abs, 4);
    // Units of 2^-24, exact (a power-of-two scale); 1024 becomes the
    // smallest normal's encoding.
    return uint16_t(sign | uint32_t(std::nearbyint(a * 16777216.0f)));
  }
  const uint32_t exponent = (abs >> 23) - 127 + 15;
  const uint32_t mantissa = abs & 0x7fffff;
  uint32_t h = (exponent << 10) | (mantissa >> 13);
  const uint32_t rest = mantissa & 0x1fff;
  if (rest > 0x1000 || (rest == 0x1000 && (h & 1)))
    ++h;
  return uint16_t(sign | h);
}

/// round-to-nearest-even of `v` clamped to [lo, hi]; NaN becomes 0.
double normalized(float v, double scale, double lo, double hi) {
  if (std::isnan(v))
    return 0;
  double x = std::nearbyint(double(v) * scale);
  return x < lo ? lo : x > hi ? hi : x;
}

/// A linear color component in sRGB's encoding (OpenCL C 3.0, "Conversion
/// rules for sRGBA and sBGRA images"): NaN and below 0 give 0, above 1
/// gives 1, then the spec's curve.
float linearToSrgb(float c) {
  if (std::isnan(c) || c <= 0.0f)
    return 0.0f;
  if (c >= 1.0f)
    return 1.0f;
  if (c < 0.0031308f)
    return 12.92f * c;
  return float(1.055 * std::pow(double(c), 1.0 / 2.4) - 0.055);
}

template <typename T> void put(uint8_t *out, int i, T v) {
  std::memcpy(out + i * sizeof(T), &v, sizeof(T));
}

/// The pixel of `format` for `color` (float4, int4 or uint4 as the
/// format's type asks); false for a format vkcl does not store.
bool convertColor(const cl_image_format &format, const void *color,
                  uint8_t *out) {
  float f[4];
  int32_t s[4];
  uint32_t u[4];
  std::memcpy(f, color, 16);
  std::memcpy(s, color, 16);
  std::memcpy(u, color, 16);
  // Which color component each stored channel takes.
  int order[4] = {0, 1, 2, 3};
  int channels = 0;
  switch (format.image_channel_order) {
  case CL_R:
  case CL_DEPTH: // the first component (cl_khr_depth_images)
    channels = 1;
    break;
  case CL_RG:
    channels = 2;
    break;
  case CL_RGBA:
    channels = 4;
    break;
  case CL_BGRA:
  case CL_sBGRA:
    channels = 4;
    order[0] = 2;
    order[2] = 0;
    break;
  case CL_sRGBA:
    channels = 4;
    break;
  default:
    return false;
  }
  // sRGB images store the color channels encoded, alpha linear.
  if (format.image_channel_order == CL_sRGBA ||
      format.image_channel_order == CL_sBGRA) {
    if (format.image_channel_data_type != CL_UNORM_INT8)
      return false;
    for (int k = 0; k < 3; ++k)
      f[k] = linearToSrgb(f[k]);
  }
  for (int c = 0; c < channels; ++c) {
    const int k = order[c];
    switch (format.image_channel_data_type) {
    case CL_UNORM_INT8:
      put(out, c, uint8_t(normalized(f[k], 255, 0, 255)));
      break;
    case CL_UNORM_INT16:
      put(out, c, uint16_t(normalized(f[k], 65535, 0, 65535)));
      break;
    case CL_SNORM_INT8:
      put(out, c, int8_t(normalized(f[k], 127, -127, 127)));
      break;
    case CL_SNORM_INT16:
      put(out, c, int16_t(normalized(f[k], 32767, -32767, 32767)));
      break;
    case CL_HALF_FLOAT:
      put(out, c, toHalf(f[k]));
      break;
    case CL_FLOAT:
      put(out, c, f[k]);
      break;
    case CL_SIGNED_INT8:
      put(out, c, int8_t(std::min(127, std::max(-128, s[k]))));
      break;
    case CL_SIGNED_INT16:
      put(out, c, int16_t(std::min(32767, std::max(-32768, s[k]))));
      break;
    case CL_SIGNED_INT32:
      put(out, c, s[k]);
      break;
    case CL_UNSIGNED_INT8:
      put(out, c, uint8_t(std::min(255u, u[k])));
      break;
    case CL_UNSIGNED_INT16:
      put(out, c, uint16_t(std::min(65535u, u[k])));
      break;
    case CL_UNSIGNED_INT32:
      put(out, c, u[k]);
      break;
    default:
      return false;
    }
  }
  return true;
}

} // namespace
} // namespace vkcl::ocl

using namespace vkcl::ocl;

CL_API_ENTRY cl_int CL_API_CALL clEnqueueFillImage(
    cl_command_queue command_queue, cl_mem image, const void *fill_color,
    const size_t *origin, const size_t *region, cl_uint num_events_in_wait_list,
    const cl_event *event_wait_list, cl_event *event) {
  const char *call = "clEnqueueFillImage";
  Queue *queue = nullptr;
  Mem *mem = nullptr;
  if (cl_int err = checkImageCommand(command_queue, image, &queue, &mem))
    return err;
  // CL_INVALID_VALUE if fill_color is NULL, or the region is out of
  // bounds, or origin or region is NULL, ...
  if (!fill_color)
    return apiError(CL_INVALID_VALUE, "clEnqueueFillImage: fill_color is NULL");
  vkcl::ImageRegion box;
  if (cl_int err = imageRegion(*mem, origin, region, call, box))
    return err;
  std::array<uint8_t, 16> pixel{};
  if (!convertColor(mem->imageFormat, fill_color, pixel.data()))
    return apiError(CL_IMAGE_FORMAT_NOT_SUPPORTED,
                    "clEnqueueFillImage: no conversion to the image's format");
  Ref<Mem> keep(mem);
  auto record = [keep, box, pixel](Recorder &r) -> cl_int {
    return clStatus(
        r.queue.fillImage(*keep->image, box, pixel.data(), r.gpuEvent));
  };
  return enqueueCommand(queue, CL_COMMAND_FILL_IMAGE, num_events_in_wait_list,
                        event_wait_list, event, false, record);
}
