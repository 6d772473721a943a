// The table of OpenCL image formats vkcl supports (see ImageFormats.h).
//
// Each row is written out rather than derived from the channel count and
// type, so a reader can check every mapping against the two specifications
// at a glance. CL_BGRA exists in Vulkan only with 8-bit channels.
// CL_sRGB and CL_sRGBx (three channels) have no Vulkan format with
// OpenCL's layout and alpha, so they are absent.
#include "ImageFormats.h"

namespace vkcl {
namespace {

using namespace clorder;
using namespace cltype;

constexpr ImageFormatEntry Table[] = {
    // 8-bit normalized
    {{R, SnormInt8}, VK_FORMAT_R8_SNORM, 1},
    {{RG, SnormInt8}, VK_FORMAT_R8G8_SNORM, 2},
    {{RGBA, SnormInt8}, VK_FORMAT_R8G8B8A8_SNORM, 4},
    {{BGRA, SnormInt8}, VK_FORMAT_B8G8R8A8_SNORM, 4},
    {{R, UnormInt8}, VK_FORMAT_R8_UNORM, 1},
    {{RG, UnormInt8}, VK_FORMAT_R8G8_UNORM, 2},
    {{RGBA, UnormInt8}, VK_FORMAT_R8G8B8A8_UNORM, 4},
    {{BGRA, UnormInt8}, VK_FORMAT_B8G8R8A8_UNORM, 4},
    // sRGB (8-bit normalized, decoded to linear by the texture unit on
    // every read and before filtering, as OpenCL's sRGB rules ask)
    {{SRGBA, UnormInt8}, VK_FORMAT_R8G8B8A8_SRGB, 4},
    {{SBGRA, UnormInt8}, VK_FORMAT_B8G8R8A8_SRGB, 4},
    // 16-bit normalized
    {{R, SnormInt16}, VK_FORMAT_R16_SNORM, 2},
    {{RG, SnormInt16}, VK_FORMAT_R16G16_SNORM, 4},
    {{RGBA, SnormInt16}, VK_FORMAT_R16G16B16A16_SNORM, 8},
    {{R, UnormInt16}, VK_FORMAT_R16_UNORM, 2},
    {{RG, UnormInt16}, VK_FORMAT_R16G16_UNORM, 4},
    {{RGBA, UnormInt16}, VK_FORMAT_R16G16B16A16_UNORM, 8},
    // signed integers
    {{R, SignedInt8}, VK_FORMAT_R8_SINT, 1},
    {{RG, SignedInt8}, VK_FORMAT_R8G8_SINT, 2},
    {{RGBA, SignedInt8}, VK_FORMAT_R8G8B8A8_SINT, 4},
    {{BGRA, SignedInt8}, VK_FORMAT_B8G8R8A8_SINT, 4},
    {{R, SignedInt16}, VK_FORMAT_R16_SINT, 2},
    {{RG, SignedInt16}, VK_FORMAT_R16G16_SINT, 4},
    {{RGBA, SignedInt16}, VK_FORMAT_R16G16B16A16_SINT, 8},
    {{R, SignedInt32}, VK_FORMAT_R32_SINT, 4},
    {{RG, SignedInt32}, VK_FORMAT_R32G32_SINT, 8},
    {{RGBA, SignedInt32}, VK_FORMAT_R32G32B32A32_SINT, 16},
    // unsigned integers
    {{R, UnsignedInt8}, VK_FORMAT_R8_UINT, 1},
    {{RG, UnsignedInt8}, VK_FORMAT_R8G8_UINT, 2},
    {{RGBA, UnsignedInt8}, VK_FORMAT_R8G8B8A8_UINT, 4},
    {{BGRA, UnsignedInt8}, VK_FORMAT_B8G8R8A8_UINT, 4},
    {{R, UnsignedInt16}, VK_FORMAT_R16_UINT, 2},
    {{RG, UnsignedInt16}, VK_FORMAT_R16G16_UINT, 4},
    {{RGBA, UnsignedInt16}, VK_FORMAT_R16G16B16A16_UINT, 8},
    {{R, UnsignedInt32}, VK_FORMAT_R32_UINT, 4},
    {{RG, UnsignedInt32}, VK_FORMAT_R32G32_UINT, 8},
    {{RGBA, UnsignedInt32}, VK_FORMAT_R32G32B32A32_UINT, 16},
    // floating point
    {{R, HalfFloat}, VK_FORMAT_R16_SFLOAT, 2},
    {{RG, HalfFloat}, VK_FORMAT_R16G16_SFLOAT, 4},
    {{RGBA, HalfFloat}, VK_FORMAT_R16G16B16A16_SFLOAT, 8},
    {{R, Float}, VK_FORMAT_R32_SFLOAT, 4},
    {{RG, Float}, VK_FORMAT_R32G32_SFLOAT, 8},
    {{RGBA, Float}, VK_FORMAT_R32G32B32A32_SFLOAT, 16},
    // depth images (cl_khr_depth_images): one channel, read as a float;
    // Vulkan's depth formats are rarely storage images, its color ones are
    {{Depth, Float}, VK_FORMAT_R32_SFLOAT, 4},
    {{Depth, UnormInt16}, VK_FORMAT_R16_UNORM, 2},
};

} // namespace

const ImageFormatEntry *imageFormatTable(size_t &count) {
  count = sizeof Table / sizeof Table[0];
  return Table;
}

const ImageFormatEntry *findImageFormat(ImageFormat format) {
  for (const ImageFormatEntry &e : Table)
    if (e.format == format)
      return &e;
  return nullptr;
}

uint32_t imageFormatPixelBytes(ImageFormat format) {
  const ImageFormatEntry *e = findImageFormat(format);
  return e ? e->pixelBytes : 0;
}

} // namespace vkcl
