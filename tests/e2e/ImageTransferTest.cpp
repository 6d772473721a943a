// Images and their host transfers (Image::create, Queue::writeImage,
// Queue::readImage): for every image type and every format the device
// supports, an image of odd size is written with random bytes (finite
// floats and halves), read back whole and in a sub-region with host row
// and slice pitches larger than packed, and compared byte for byte, with
// the bytes between the pitched rows checked untouched. Regions outside
// the image, zero sizes and short pitches are errors; zero and oversized
// images are refused; formats the device lacks are not created.
#include "E2eFixture.h"

#include <algorithm>
#include <set>

namespace vkcl::e2e {
namespace {

// OpenCL's enumerants (cl.h); the test includes no CL headers.
constexpr uint32_t ClOrders[] = {0x10B0 /*R*/, 0x10B2 /*RG*/, 0x10B5 /*RGBA*/,
                                 0x10B6 /*BGRA*/};
constexpr uint32_t ClTypes[] = {0x10D0, 0x10D1, 0x10D2, 0x10D3, 0x10D7, 0x10D8,
                                0x10D9, 0x10DA, 0x10DB, 0x10DC, 0x10DD, 0x10DE};
constexpr uint32_t ClHalfFloat = 0x10DD, ClFloat = 0x10DE;

std::string name(ImageFormat f) {
  std::ostringstream os;
  os << std::hex << "(0x" << f.channelOrder << ", 0x" << f.channelDataType
     << ")";
  return os.str();
}

/// The image's extent along the region's x, y and z (layers of arrays in
/// y or z, as ImageRegion says).
std::array<uint64_t, 3> regionExtent(const ImageDesc &d) {
  switch (d.type) {
  case ImageType::Image1D:
    return {d.width, 1, 1};
  case ImageType::Image1DArray:
    return {d.width, d.arraySize, 1};
  case ImageType::Image2D:
    return {d.width, d.height, 1};
  case ImageType::Image2DArray:
    return {d.width, d.height, d.arraySize};
  default:
    return {d.width, d.height, d.depth};
  }
}

/// An odd-sized image of `type`: 13 wide, 7 high, 3 deep or 5 layers.
ImageDesc oddDesc(ImageType type, ImageFormat format) {
  ImageDesc d;
  d.type = type;
  d.format = format;
  d.width = 13;
  d.height =
      type == ImageType::Image1D || type == ImageType::Image1DArray ? 1 : 7;
  d.depth = type == ImageType::Image3D ? 3 : 1;
  d.arraySize =
      type == ImageType::Image1DArray || type == ImageType::Image2DArray ? 5
                                                                         : 1;
  return d;
}

/// A sub-region inside oddDesc's image, away from every edge.
ImageRegion innerRegion(ImageType type) {
  switch (type) {
  case ImageType::Image1D:
    return {{3, 0, 0}, {7, 1, 1}};
  case ImageType::Image1DArray:
    return {{3, 1, 0}, {7, 3, 1}};
  case ImageType::Image2D:
    return {{3, 2, 0}, {7, 4, 1}};
  default:
    return {{3, 2, 1}, {7, 4, 2}};
  }
}

/// Host layout of a region with pitches: where pixel (x, y, z) of the
/// region starts.
struct HostLayout {
  uint64_t pixel, rowPitch, slicePitch;
  bool layersInY; ///< 1-D arrays: y is the slice
  uint64_t at(uint64_t x, uint64_t y, uint64_t z) const {
    uint64_t row = layersInY ? 0 : y, slice = layersInY ? y : z;
    return x * pixel + row * rowPitch + slice * slicePitch;
  }
};

class ImageTransfer : public E2eTest,
                      public ::testing::WithParamInterface<ImageType> {
protected:
  /// Formats create() accepts for the type: those of either access.
  std::vector<ImageFormat> formats(ImageType type) {
    std::vector<ImageFormat> all =
        Image::supportedFormats(device(), type, AccessReadOnly);
    for (const ImageFormat &f :
         Image::supportedFormats(device(), type, AccessWriteOnly))
      if (std::find(all.begin(), all.end(), f) == all.end())
        all.push_back(f);
    return all;
  }

  /// Random pixels; float and half channels made finite (exponent not all
  /// ones) so no driver has a NaN payload to canonicalize.
  std::vector<uint8_t> randomPixels(size_t bytes, ImageFormat f) {
    std::vector<uint8_t> v(bytes);
    for (size_t i = 0; i < bytes; i += 8) {
      uint64_t r = rng()();
      std::memcpy(v.data() + i, &r, std::min<size_t>(8, bytes - i));
    }
    if (f.channelDataType == ClFloat)
      for (size_t i = 0; i + 4 <= bytes; i += 4) {
        uint32_t w;
        std::memcpy(&w, &v[i], 4);
        if ((w & 0x7F800000u) == 0x7F800000u)
          w &= ~0x40000000u;
        std::memcpy(&v[i], &w, 4);
      }
    if (f.channelDataType == ClHalfFloat)
      for (size_t i = 0; i + 2 <= bytes; i += 2) {
        uint16_t h;
        std::memcpy(&h, &v[i], 2);
        if ((h & 0x7C00u) == 0x7C00u)
          h &= uint16_t(~0x4000u);
        std::memcpy(&v[i], &h, 2);
      }
    return v;
  }

  Image create(const ImageDesc &desc) {
    Result<Image> image = Image::create(device(), desc);
    if (!image)
      throw E2eError("Image::create " + name(desc.format) + ": " +
                     describe(image));
    return std::move(*image);
  }

  void roundTrip(ImageType type, ImageFormat format);
};

::testing::AssertionResult sameBytes(const std::vector<uint8_t> &got,
                                     const std::vector<uint8_t> &want) {
  size_t bad = 0;
  std::ostringstream os;
  for (size_t i = 0; i < want.size(); ++i)
    if (got[i] != want[i] && ++bad <= 8)
      os << "\n  byte " << i << ": got 0x" << std::hex << int(got[i])
         << ", want 0x" << int(want[i]) << std::dec;
  if (!bad)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << bad << " of " << want.size() << " bytes differ:" << os.str();
}

void ImageTransfer::roundTrip(ImageType type, ImageFormat format) {
  SCOPED_TRACE("format " + name(format));
  ImageDesc desc = oddDesc(type, format);
  Image image = create(desc);
  const uint64_t px = image.pixelBytes();
  ASSERT_GT(px, 0u);
  const std::array<uint64_t, 3> e = regionExtent(desc);
  ImageRegion whole{{0, 0, 0}, e};
  const size_t total = size_t(e[0] * e[1] * e[2] * px);

  // The whole image, tightly packed.
  std::vector<uint8_t> want = randomPixels(total, format);
  check(queue().writeImage(image, whole, want.data()), "writeImage");
  std::vector<uint8_t> got(total, 0xCD);
  check(queue().readImage(image, whole, got.data()), "readImage");
  EXPECT_TRUE(sameBytes(got, want)) << "whole image";

  // A sub-region written with odd pitches; the rest must not change.
  ImageRegion inner = innerRegion(type);
  const auto &o = inner.origin;
  const auto &s = inner.size;
  bool layersInY = type == ImageType::Image1DArray;
  bool sliced = layersInY || type == ImageType::Image2DArray ||
                type == ImageType::Image3D;
  uint64_t rows = layersInY ? 1 : s[1];
  HostLayout host{px, s[0] * px + 5, 0, layersInY};
  host.slicePitch = sliced ? host.rowPitch * rows + 3 : 0;
  size_t hostBytes = size_t(host.at(s[0] - 1, s[1] - 1, s[2] - 1) + px + 16);
  std::vector<uint8_t> source = randomPixels(hostBytes, format);
  check(queue().writeImage(image, inner, source.data(), host.rowPitch,
                           host.slicePitch),
        "writeImage (region)");
  for (uint64_t z = 0; z < s[2]; ++z)
    for (uint64_t y = 0; y < s[1]; ++y)
      for (uint64_t x = 0; x < s[0]; ++x) {
        uint64_t to = (((o[2] + z) * e[1] + o[1] + y) * e[0] + o[0] + x) * px;
        std::memcpy(&want[to], &source[host.at(x, y, z)], px);
      }
  std::fill(got.begin(), got.end(), 0xCD);
  check(queue().readImage(image, whole, got.data()), "readImage");
  EXPECT_TRUE(sameBytes(got, want)) << "after writing a region";

  // The region read back with other pitches; the gaps keep their poison.
  HostLayout back{px, s[0] * px + 9, 0, layersInY};
  back.slicePitch = sliced ? back.rowPitch * rows + 7 : 0;
  size_t backBytes = size_t(back.at(s[0] - 1, s[1] - 1, s[2] - 1) + px + 16);
  std::vector<uint8_t> region(backBytes, 0xA7);
  check(queue().readImage(image, inner, region.data(), back.rowPitch,
                          back.slicePitch),
        "readImage (region)");
  std::vector<uint8_t> regionWant(backBytes, 0xA7);
  for (uint64_t z = 0; z < s[2]; ++z)
    for (uint64_t y = 0; y < s[1]; ++y)
      for (uint64_t x = 0; x < s[0]; ++x) {
        uint64_t from = (((o[2] + z) * e[1] + o[1] + y) * e[0] + o[0] + x) * px;
        std::memcpy(&regionWant[back.at(x, y, z)], &want[from], px);
      }
  EXPECT_TRUE(sameBytes(region, regionWant)) << "region read with pitches";
}

TEST_P(ImageTransfer, EverySupportedFormatRoundTrips) {
  std::vector<ImageFormat> all = formats(GetParam());
  if (all.empty())
    GTEST_SKIP() << "the device supports no " << toString(GetParam())
                 << " format";
  for (const ImageFormat &f : all)
    roundTrip(GetParam(), f);
}

TEST_P(ImageTransfer, RegionsOutsideTheImageAreErrors) {
  std::vector<ImageFormat> all = formats(GetParam());
  if (all.empty())
    GTEST_SKIP() << "no format";
  ImageDesc desc = oddDesc(GetParam(), all[0]);
  Image image = create(desc);
  const std::array<uint64_t, 3> e = regionExtent(desc);
  std::vector<uint8_t> data(1 << 16);
  std::vector<ImageRegion> bad;
  for (int axis = 0; axis < 3; ++axis) {
    ImageRegion r{{0, 0, 0}, e};
    r.size[axis] = e[axis] + 1; // one too many
    bad.push_back(r);
    r = {{0, 0, 0}, e};
    r.origin[axis] = 1; // shifted past the end
    bad.push_back(r);
    r = {{0, 0, 0}, {1, 1, 1}};
    r.origin[axis] = e[axis]; // starts at the end
    bad.push_back(r);
    r = {{0, 0, 0}, {1, 1, 1}};
    r.size[axis] = 0; // empty
    bad.push_back(r);
    r = {{0, 0, 0}, {1, 1, 1}};
    r.origin[axis] = UINT64_MAX; // overflows origin + size
    r.size[axis] = 2;
    bad.push_back(r);
  }
  for (const ImageRegion &r : bad) {
    SCOPED_TRACE(::testing::Message()
                 << "origin " << r.origin[0] << "," << r.origin[1] << ","
                 << r.origin[2] << " size " << r.size[0] << "," << r.size[1]
                 << "," << r.size[2]);
    EXPECT_EQ(queue().writeImage(image, r, data.data()).code(),
              ErrorCode::InvalidArgument);
    EXPECT_EQ(queue().readImage(image, r, data.data()).code(),
              ErrorCode::InvalidArgument);
  }
  ImageRegion whole{{0, 0, 0}, e};
  uint64_t row = e[0] * image.pixelBytes();
  EXPECT_EQ(queue().readImage(image, whole, data.data(), row - 1).code(),
            ErrorCode::InvalidArgument)
      << "row pitch below a row";
  bool sliced =
      GetParam() != ImageType::Image1D && GetParam() != ImageType::Image2D;
  uint64_t packedSlice =
      GetParam() == ImageType::Image1DArray ? row : row * e[1];
  EXPECT_EQ(queue()
                .readImage(image, whole, data.data(), 0,
                           sliced ? packedSlice - 1 : packedSlice)
                .code(),
            ErrorCode::InvalidArgument)
      << "slice pitch below a slice, or given for a 1-D or 2-D image";
  EXPECT_EQ(queue()
                .readImage(image, whole, data.data(), SIZE_MAX / 2, SIZE_MAX)
                .code(),
            ErrorCode::InvalidArgument)
      << "pitches whose extent overflows";
  EXPECT_EQ(queue().readImage(image, whole, nullptr).code(),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(queue().readImage(Image(), whole, data.data()).code(),
            ErrorCode::InvalidArgument);
  // The queue still works after the errors.
  check(queue().readImage(image, whole, data.data()), "readImage");
}

TEST_P(ImageTransfer, ZeroAndOversizedImagesAreRefused) {
  std::vector<ImageFormat> all = formats(GetParam());
  if (all.empty())
    GTEST_SKIP() << "no format";
  const ImageType type = GetParam();
  ImageDesc base = oddDesc(type, all[0]);
  std::vector<ImageDesc> bad;
  auto with = [&](uint64_t ImageDesc::*field, uint64_t value) {
    ImageDesc d = base;
    d.*field = value;
    bad.push_back(d);
  };
  bool twoD = type != ImageType::Image1D && type != ImageType::Image1DArray;
  bool arrayed =
      type == ImageType::Image1DArray || type == ImageType::Image2DArray;
  for (uint64_t huge : {uint64_t(1) << 20, uint64_t(1) << 32, UINT64_MAX}) {
    with(&ImageDesc::width, huge);
    if (twoD)
      with(&ImageDesc::height, huge);
    if (type == ImageType::Image3D)
      with(&ImageDesc::depth, huge);
    if (arrayed)
      with(&ImageDesc::arraySize, huge);
  }
  with(&ImageDesc::width, 0);
  if (twoD)
    with(&ImageDesc::height, 0);
  if (type == ImageType::Image3D)
    with(&ImageDesc::depth, 0);
  if (arrayed)
    with(&ImageDesc::arraySize, 0);
  for (const ImageDesc &d : bad) {
    Result<Image> image = Image::create(device(), d);
    EXPECT_EQ(image.status().code(), ErrorCode::InvalidArgument)
        << d.width << "x" << d.height << "x" << d.depth << " [" << d.arraySize
        << "]: " << describe(image);
  }
  // Sizes a type does not use are ignored.
  ImageDesc unused = base;
  if (!twoD)
    unused.height = 0;
  if (type != ImageType::Image3D)
    unused.depth = 0;
  if (!arrayed)
    unused.arraySize = 0;
  Result<Image> image = Image::create(device(), unused);
  ASSERT_TRUE(image) << describe(image);
  EXPECT_EQ(image->desc().width, base.width);
  EXPECT_EQ(image->desc().height, base.height);
  EXPECT_EQ(image->desc().depth, base.depth);
  EXPECT_EQ(image->desc().arraySize, base.arraySize);
}

TEST_P(ImageTransfer, FormatsTheDeviceLacksAreNotCreated) {
  const ImageType type = GetParam();
  std::vector<ImageFormat> all = formats(type);
  std::vector<ImageFormat> readable =
      Image::supportedFormats(device(), type, AccessReadOnly);
  std::vector<ImageFormat> writable =
      Image::supportedFormats(device(), type, AccessWriteOnly);
  std::vector<ImageFormat> both =
      Image::supportedFormats(device(), type, AccessReadWrite);
  for (uint32_t order : ClOrders)
    for (uint32_t dataType : ClTypes) {
      ImageFormat f{order, dataType};
      SCOPED_TRACE(name(f));
      bool listed = std::find(all.begin(), all.end(), f) != all.end();
      Result<Image> image = Image::create(device(), oddDesc(type, f));
      if (!listed) {
        EXPECT_EQ(image.status().code(), ErrorCode::FeatureMissing)
            << describe(image);
        continue;
      }
      ASSERT_TRUE(image) << describe(image);
      auto in = [&](const std::vector<ImageFormat> &v) {
        return std::find(v.begin(), v.end(), f) != v.end();
      };
      EXPECT_EQ(image->supportsAccess(AccessReadOnly), in(readable));
      EXPECT_EQ(image->supportsAccess(AccessWriteOnly), in(writable));
      EXPECT_EQ(image->supportsAccess(AccessReadWrite), in(both));
      EXPECT_EQ(in(both), in(readable) && in(writable));
      EXPECT_NE(image->vkImage(), VkImage(VK_NULL_HANDLE));
      EXPECT_NE(image->vkView(), VkImageView(VK_NULL_HANDLE));
    }
  // Unknown formats and unsupported image types.
  EXPECT_EQ(
      Image::create(device(), oddDesc(type, {0x10B5, 0x10DF})).status().code(),
      ErrorCode::FeatureMissing);
  EXPECT_EQ(Image::create(device(), oddDesc(type, {0, 0})).status().code(),
            ErrorCode::FeatureMissing);
}

using ImageTransferTypes = E2eTest;

TEST_F(ImageTransferTypes, UnsupportedTypesAreRefused) {
  for (ImageType type : {ImageType::None}) {
    ImageDesc d;
    d.type = type;
    d.format = {0x10B5, 0x10D2};
    Result<Image> image = Image::create(device(), d);
    EXPECT_EQ(image.status().code(), ErrorCode::InvalidArgument)
        << toString(type);
    EXPECT_TRUE(
        Image::supportedFormats(device(), type, AccessReadOnly).empty());
  }
}

INSTANTIATE_TEST_SUITE_P(
    ImageTransfer, ImageTransfer,
    ::testing::Values(ImageType::Image1D, ImageType::Image1DArray,
                      ImageType::Image2D, ImageType::Image2DArray,
                      ImageType::Image3D),
    [](const ::testing::TestParamInfo<ImageType> &p) {
      std::string n = toString(p.param);
      n.erase(std::remove(n.begin(), n.end(), '_'), n.end());
      return n;
    });

} // namespace
} // namespace vkcl::e2e

namespace vkcl::e2e {
namespace {

/// An engine's image (Image::wrap): the runtime's transfers and kernels use
/// it in the layout the engine keeps it in, and never destroy it; what it
/// cannot use the image for is refused.
TEST_F(ImageTransferTypes, WrappedEngineImages) {
  VkDevice dev = device().vkDevice();
  VkImageCreateInfo ici{VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO};
  ici.imageType = VK_IMAGE_TYPE_2D;
  ici.format = VK_FORMAT_R32_SFLOAT;
  ici.extent = {7, 5, 1};
  ici.mipLevels = ici.arrayLayers = 1;
  ici.samples = VK_SAMPLE_COUNT_1_BIT;
  ici.tiling = VK_IMAGE_TILING_OPTIMAL;
  ici.usage = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT |
              VK_IMAGE_USAGE_TRANSFER_DST_BIT;
  VkImage raw = VK_NULL_HANDLE;
  ASSERT_EQ(vkCreateImage(dev, &ici, nullptr, &raw), VK_SUCCESS);
  VkMemoryRequirements req;
  vkGetImageMemoryRequirements(dev, raw, &req);
  VkPhysicalDeviceMemoryProperties props;
  vkGetPhysicalDeviceMemoryProperties(device().vkPhysicalDevice(), &props);
  uint32_t type = 0;
  while (!(req.memoryTypeBits & (1u << type)))
    ++type;
  VkMemoryAllocateInfo mai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  mai.allocationSize = req.size;
  mai.memoryTypeIndex = type;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  ASSERT_EQ(vkAllocateMemory(dev, &mai, nullptr, &memory), VK_SUCCESS);
  ASSERT_EQ(vkBindImageMemory(dev, raw, memory, 0), VK_SUCCESS);
  VkImageViewCreateInfo vci{VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO};
  vci.image = raw;
  vci.viewType = VK_IMAGE_VIEW_TYPE_2D;
  vci.format = ici.format;
  vci.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
  VkImageView view = VK_NULL_HANDLE;
  ASSERT_EQ(vkCreateImageView(dev, &vci, nullptr, &view), VK_SUCCESS);

  // The engine moves it to the layout it promises: sampled reads only.
  {
    EngineCommands engine(device());
    VkImageMemoryBarrier b{VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER};
    b.oldLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    b.newLayout = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL;
    b.srcQueueFamilyIndex = b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    b.image = raw;
    b.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
    vkCmdPipelineBarrier(engine.cmd(), VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                         VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 0, nullptr, 0,
                         nullptr, 1, &b);
    ASSERT_TRUE(engine.submit());
  }
  ImageDesc desc;
  desc.format = {0x10B0, 0x10DE}; // CL_R, CL_FLOAT
  desc.width = 7;
  desc.height = 5;
  ImageWrapInfo info;
  info.image = raw;
  info.view = view;
  info.usage = ici.usage;
  info.layout = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL;
  {
    Result<Image> image = Image::wrap(device(), desc, info);
    ASSERT_TRUE(image) << describe(image);
    EXPECT_TRUE(image->supportsAccess(AccessReadOnly));
    EXPECT_FALSE(image->supportsAccess(AccessWriteOnly));
    std::vector<float> data = random<float>(35, -1.0f, 1.0f), back(35, 0.0f);
    ImageRegion all;
    all.size = {7, 5, 1};
    check(queue().writeImage(*image, all, data.data()), "writeImage");
    auto program = build(R"CL(
      kernel void row(read_only image2d_t image, global float *out) {
        int i = get_global_id(0);
        out[i] = read_imagef(image, (int2)(i % 7, i / 7)).x;
      })CL");
    Kernel k = std::move(*program->createKernel("row"));
    Buffer out = upload(std::vector<float>(35, -9.0f));
    run(k, NDRange::linear(35), *image, out);
    EXPECT_EQ(download<float>(out, 35), data);
    check(queue().readImage(*image, all, back.data()), "readImage");
    EXPECT_EQ(back, data);
  } // the Image goes; the engine's handles stay valid below

  info.layout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL;
  EXPECT_FALSE(Image::wrap(device(), desc, info)) << "a transfer layout";
  info.layout = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL;
  info.usage = VK_IMAGE_USAGE_STORAGE_BIT;
  EXPECT_FALSE(Image::wrap(device(), desc, info))
      << "storage only, but in a read-only layout";
  info.usage = ici.usage;
  info.view = VK_NULL_HANDLE;
  EXPECT_FALSE(Image::wrap(device(), desc, info)) << "no view";
  info.view = view;
  desc.format = {0x10B0, 0x1234};
  EXPECT_FALSE(Image::wrap(device(), desc, info)) << "an unknown format";
  desc.format = {0x10B0, 0x10DE};
  info.usage = VK_IMAGE_USAGE_SAMPLED_BIT; // no transfers
  Result<Image> noCopies = Image::wrap(device(), desc, info);
  ASSERT_TRUE(noCopies) << describe(noCopies);
  float one = 0;
  ImageRegion pixel;
  Status refused = queue().readImage(*noCopies, pixel, &one);
  EXPECT_EQ(refused.code(), ErrorCode::InvalidOperation) << describe(refused);

  vkDestroyImageView(dev, view, nullptr);
  vkDestroyImage(dev, raw, nullptr);
  vkFreeMemory(dev, memory, nullptr);
}

} // namespace
} // namespace vkcl::e2e
