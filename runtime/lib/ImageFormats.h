// OpenCL image formats and the Vulkan formats that store them.
//
// An OpenCL format is a (channel order, channel data type) pair of CL_*
// enumerants; vkcl stores it in the one VkFormat whose memory layout and
// conversion rules (normalization, integer, float) are OpenCL's for that
// pair. The pairs with no such format are absent, so they are refused
// rather than approximated. The runtime includes no CL headers: the
// enumerant values are defined here.
#pragma once

#include "vkcl/runtime/Image.h"

#include <vulkan/vulkan.h>

#include <cstddef>
#include <cstdint>

namespace vkcl {

/// cl_channel_order values (OpenCL 3.0, cl.h).
namespace clorder {
constexpr uint32_t R = 0x10B0;
constexpr uint32_t RG = 0x10B2;
constexpr uint32_t RGBA = 0x10B5;
constexpr uint32_t BGRA = 0x10B6;
constexpr uint32_t Depth = 0x10BD; ///< depth images only
/// sRGB-encoded color, read as linear (OpenCL 2.0); read-only here: Vulkan
/// devices sample _SRGB formats but do not store to them.
constexpr uint32_t SRGBA = 0x10C1;
constexpr uint32_t SBGRA = 0x10C2;
} // namespace clorder

/// cl_channel_type values (OpenCL 3.0, cl.h).
namespace cltype {
constexpr uint32_t SnormInt8 = 0x10D0;
constexpr uint32_t SnormInt16 = 0x10D1;
constexpr uint32_t UnormInt8 = 0x10D2;
constexpr uint32_t UnormInt16 = 0x10D3;
constexpr uint32_t SignedInt8 = 0x10D7;
constexpr uint32_t SignedInt16 = 0x10D8;
constexpr uint32_t SignedInt32 = 0x10D9;
constexpr uint32_t UnsignedInt8 = 0x10DA;
constexpr uint32_t UnsignedInt16 = 0x10DB;
constexpr uint32_t UnsignedInt32 = 0x10DC;
constexpr uint32_t HalfFloat = 0x10DD;
constexpr uint32_t Float = 0x10DE;
} // namespace cltype

/// One supported OpenCL format and its Vulkan storage.
struct ImageFormatEntry {
  ImageFormat format;
  VkFormat vkFormat;
  uint32_t pixelBytes;
};

/// Every supported OpenCL format, `count` entries.
const ImageFormatEntry *imageFormatTable(size_t &count);

/// The entry of `format`, or nullptr when vkcl has no Vulkan format for it.
const ImageFormatEntry *findImageFormat(ImageFormat format);

/// 1-D buffer images (ImageBuffer.cpp): Image::create's, on a buffer of
/// its own, and the formats whose texel buffers kernels can use with
/// `access` (Image::supportedFormats).
Result<Image> createBufferImage(Device &device, const ImageDesc &desc);
std::vector<ImageFormat> bufferImageFormats(Device &device, uint32_t access);

} // namespace vkcl
