// The OpenCL image format table (runtime/lib/ImageFormats.cpp): every entry
// maps to the Vulkan format whose name the OpenCL pair spells (channels in
// the order's sequence, each of the type's width, the type's numeric
// format), with the right pixel size; every pair vkcl promises is present
// and nothing else is.
#include "ImageFormats.h"

#include <vulkan/vulkan.hpp>
#include <vulkan/vulkan_to_string.hpp>

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace vkcl {
namespace {

struct Order {
  uint32_t value;
  const char *channels;
};
struct Type {
  uint32_t value;
  uint32_t bits;
  const char *numeric; ///< vulkan.hpp's spelling of the numeric format
};

const Order Orders[] = {
    {0x10B0, "R"}, {0x10B2, "RG"}, {0x10B5, "RGBA"}, {0x10B6, "BGRA"}};
const Type Types[] = {
    {0x10D0, 8, "Snorm"},  {0x10D1, 16, "Snorm"},  {0x10D2, 8, "Unorm"},
    {0x10D3, 16, "Unorm"}, {0x10D7, 8, "Sint"},    {0x10D8, 16, "Sint"},
    {0x10D9, 32, "Sint"},  {0x10DA, 8, "Uint"},    {0x10DB, 16, "Uint"},
    {0x10DC, 32, "Uint"},  {0x10DD, 16, "Sfloat"}, {0x10DE, 32, "Sfloat"}};

/// "R8G8B8A8Unorm" for (CL_RGBA, CL_UNORM_INT8).
std::string expectedName(const Order &o, const Type &t) {
  std::string name;
  for (const char *c = o.channels; *c; ++c)
    name += *c + std::to_string(t.bits);
  return name + t.numeric;
}

/// CL_BGRA exists only with 8-bit channels (the B8G8R8A8 formats).
bool promised(const Order &o, const Type &t) {
  return o.value != 0x10B6 || t.bits == 8;
}

TEST(ImageFormats, EveryPromisedPairMapsToItsVulkanFormat) {
  for (const Order &o : Orders)
    for (const Type &t : Types) {
      SCOPED_TRACE(expectedName(o, t));
      const ImageFormatEntry *e = findImageFormat({o.value, t.value});
      uint32_t channels = uint32_t(std::string(o.channels).size());
      if (!promised(o, t)) {
        EXPECT_EQ(e, nullptr);
        EXPECT_EQ(imageFormatPixelBytes({o.value, t.value}), 0u);
        continue;
      }
      ASSERT_NE(e, nullptr);
      EXPECT_EQ(vk::to_string(vk::Format(e->vkFormat)), expectedName(o, t));
      EXPECT_EQ(e->pixelBytes, channels * t.bits / 8);
      EXPECT_EQ(imageFormatPixelBytes({o.value, t.value}), e->pixelBytes);
    }
}

/// The table maps (order, type) to `format` of `bytes` per pixel.
void expectEntry(uint32_t order, uint32_t type, VkFormat format,
                 uint32_t bytes) {
  const ImageFormatEntry *e = findImageFormat({order, type});
  ASSERT_NE(e, nullptr) << std::hex << order << " " << type;
  EXPECT_EQ(e->vkFormat, format);
  EXPECT_EQ(e->pixelBytes, bytes);
}

/// Depth images (CL_DEPTH) are one-channel color images: CL_FLOAT is
/// R32_SFLOAT and CL_UNORM_INT16 R16_UNORM, as CL_R's are.
TEST(ImageFormats, DepthFormatsAreOneChannelColorFormats) {
  expectEntry(0x10BD, 0x10DE, VK_FORMAT_R32_SFLOAT, 4);
  expectEntry(0x10BD, 0x10D3, VK_FORMAT_R16_UNORM, 2);
  EXPECT_EQ(findImageFormat({0x10BD, 0x10D2}), nullptr); // no 8-bit depth
}

/// sRGB: CL_sRGBA and CL_sBGRA with 8-bit unorm channels are the _SRGB
/// formats of the same layout; other types and the three-channel orders
/// (CL_sRGB, CL_sRGBx) have none.
TEST(ImageFormats, SrgbFormatsAreTheSrgbVulkanFormats) {
  expectEntry(0x10C1, 0x10D2, VK_FORMAT_R8G8B8A8_SRGB, 4);
  expectEntry(0x10C2, 0x10D2, VK_FORMAT_B8G8R8A8_SRGB, 4);
  EXPECT_EQ(findImageFormat({0x10C1, 0x10D3}), nullptr); // 16-bit
  EXPECT_EQ(findImageFormat({0x10BF, 0x10D2}), nullptr); // CL_sRGB
  EXPECT_EQ(findImageFormat({0x10C0, 0x10D2}), nullptr); // CL_sRGBx
}

TEST(ImageFormats, TableHasEachPromisedPairOnce) {
  size_t count = 0;
  const ImageFormatEntry *table = imageFormatTable(count);
  size_t want = 4; // the two CL_DEPTH and the two sRGB formats
  for (const Order &o : Orders)
    for (const Type &t : Types)
      want += promised(o, t);
  EXPECT_EQ(count, want);
  std::set<std::pair<uint32_t, uint32_t>> seen;
  std::set<VkFormat> formats;
  for (size_t i = 0; i < count; ++i) {
    const ImageFormat &f = table[i].format;
    EXPECT_TRUE(seen.insert({f.channelOrder, f.channelDataType}).second)
        << std::hex << f.channelOrder << " " << f.channelDataType;
    // Color orders each have a Vulkan format of their own.
    if (f.channelOrder != 0x10BD)
      EXPECT_TRUE(formats.insert(table[i].vkFormat).second)
          << vk::to_string(vk::Format(table[i].vkFormat));
  }
}

TEST(ImageFormats, UnknownOrdersAndTypesAreRejected) {
  const ImageFormat unknown[] = {
      {0, 0},
      {0x10B5, 0},      // no type
      {0, 0x10D2},      // no order
      {0x10B1, 0x10D2}, // CL_A: no Vulkan format keeps OpenCL's alpha rules
      {0x10B5, 0x10D4}, // CL_UNORM_SHORT_565
      {0x10B5, 0x10DF}, // CL_UNORM_INT24
      {0x10B6, 0x10DE}, // CL_BGRA, CL_FLOAT
      {0x10B5, 0x10E0}, // beyond the types
      {0xFFFFFFFF, 0xFFFFFFFF},
  };
  for (const ImageFormat &f : unknown) {
    EXPECT_EQ(findImageFormat(f), nullptr)
        << std::hex << f.channelOrder << " " << f.channelDataType;
    EXPECT_EQ(imageFormatPixelBytes(f), 0u);
  }
}

} // namespace
} // namespace vkcl
