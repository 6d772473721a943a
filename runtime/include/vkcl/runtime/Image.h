// Images: OpenCL image memory objects on Vulkan images.
//
// An Image is a VkImage in optimal tiling with one view (its own, or an
// engine's: Image::wrap), in VK_IMAGE_LAYOUT_GENERAL between commands, so a
// kernel can read it as a sampled image (read_only arguments) or read and write
// it as a storage image (write_only, read_write) with no layout tracking
// between commands; the queue's memory barriers between commands cover it like
// a buffer. (A host transfer switches it to a transfer layout for its copy and
// back.) Formats are OpenCL's (channel order, channel data type), mapped to the
// Vulkan format whose conversion rules match OpenCL's; a format without one
// is unsupported, never approximated.
//
// A 1-D buffer image (ImageType::Image1DBuffer, image1d_buffer_t) is the
// exception: no VkImage, but a VkBufferView (a texel buffer) over a range
// of a Buffer, its pixels the range's bytes, as OpenCL defines it.
#pragma once

#include "vkcl/Reflection.h"
#include "vkcl/runtime/Buffer.h"
#include "vkcl/runtime/Device.h"

#include <array>
#include <cstdint>
#include <vector>

namespace vkcl {

/// An OpenCL image format: the CL_* enumerants of cl_channel_order and
/// cl_channel_type (CL_RGBA = 0x10B5, CL_UNORM_INT8 = 0x10D2, ...), so the
/// OpenCL platform passes them through unchanged.
struct ImageFormat {
  uint32_t channelOrder = 0;
  uint32_t channelDataType = 0;
  bool operator==(const ImageFormat &o) const {
    return channelOrder == o.channelOrder &&
           channelDataType == o.channelDataType;
  }
};

/// Bytes of one pixel of `format`; 0 for a format vkcl has no Vulkan format
/// for (an unknown order or type, or a pair like CL_BGRA with CL_FLOAT).
uint32_t imageFormatPixelBytes(ImageFormat format);

struct ImageDesc {
  ImageType type = ImageType::Image2D;
  ImageFormat format;
  /// Sizes the type does not use are ignored (desc() reports them as 1).
  uint64_t width = 1;     ///< pixels; a 1-D buffer image's texels
  uint64_t height = 1;    ///< 2-D (and 2-D array) and 3-D images
  uint64_t depth = 1;     ///< 3-D images
  uint64_t arraySize = 1; ///< array images: layers
};

/// An engine's image for Image::wrap. vkcl borrows both handles and never
/// destroys them; the engine keeps them alive while vkcl work using them
/// may execute, and orders its own use of the image against that work.
struct ImageWrapInfo {
  VkImage image = VK_NULL_HANDLE;
  /// A view of the whole image: the view type of the ImageDesc's type, the
  /// Vulkan format vkcl maps the OpenCL format to (R8G8B8A8_UNORM for
  /// CL_RGBA/CL_UNORM_INT8, ...), identity swizzle, mip level 0.
  VkImageView view = VK_NULL_HANDLE;
  /// As the image was created: SAMPLED lets read_only kernel arguments
  /// take it, STORAGE write_only and read_write ones (in GENERAL only),
  /// TRANSFER_SRC and TRANSFER_DST the Queue's image transfers.
  VkImageUsageFlags usage = 0;
  /// The layout the engine keeps the image in whenever vkcl work using it
  /// executes: GENERAL, or SHADER_READ_ONLY_OPTIMAL for an image kernels
  /// only sample. Queue transfers return it to this layout.
  VkImageLayout layout = VK_IMAGE_LAYOUT_GENERAL;
};

class Image {
public:
  struct Impl;
  /// Fails with InvalidArgument for a zero or too large size (the device's
  /// maxImageDimension*, maxImageArrayLayers, and its limits for the
  /// format; maxTexelBufferElements for 1-D buffer images) or an image
  /// type without support (ImageType::None), and FeatureMissing for a
  /// format without a matching Vulkan format that the device can copy to
  /// and from and either sample (read_only kernel arguments) or use as a
  /// storage image (write_only and read_write ones); for 1-D buffer images,
  /// one it has uniform or storage texel buffers of. The image has memory
  /// of its own (device-local; a 1-D buffer image a Buffer of its own) and
  /// is ready when this returns. Destroying it while enqueued work still
  /// uses it is the caller's error, as for buffers.
  static Result<Image> create(Device &device, const ImageDesc &desc);
  /// A 1-D buffer image (desc.type Image1DBuffer, width in pixels) over the
  /// bytes of `buffer` from `offset` (clCreateImage's
  /// CL_MEM_OBJECT_IMAGE1D_BUFFER): kernel writes to the image are the
  /// buffer's bytes and the other way round. The image borrows the
  /// buffer, which the caller keeps alive as long as the image. A buffer
  /// from Buffer::wrap needs the texel buffer usages
  /// (VK_BUFFER_USAGE_UNIFORM/STORAGE_TEXEL_BUFFER_BIT); vkcl's own have
  /// them. InvalidArgument for another type, a zero width or one above
  /// maxTexelBufferElements, pixels running past the buffer's end, a view
  /// start (buffer.vkOffset() + offset) that is not a multiple of the
  /// device's minTexelBufferOffsetAlignment, or a buffer of another
  /// device; FeatureMissing for a format without texel buffers.
  static Result<Image> fromBuffer(Device &device, const ImageDesc &desc,
                                  const Buffer &buffer, uint64_t offset = 0);
  /// An engine's VkImage as an Image (kernel arguments, transfers): `desc`
  /// says what it is in OpenCL's terms. InvalidArgument for null handles,
  /// an unsupported type or format, a zero size, another layout than
  /// GENERAL or SHADER_READ_ONLY_OPTIMAL, or usage that allows no kernel
  /// access; what `info` promises about the view is the engine's to keep.
  static Result<Image> wrap(Device &device, const ImageDesc &desc,
                            const ImageWrapInfo &info);
  /// The formats `create` accepts for `type` on `device` whose images
  /// kernels can use with `access` (ArgAccess: read_only needs sampling,
  /// write_only storage, read_write both; for 1-D buffer images uniform
  /// and storage texel buffers, VkFormatProperties::bufferFeatures).
  static std::vector<ImageFormat>
  supportedFormats(Device &device, ImageType type, uint32_t access);
  /// Whether kernel arguments of `access` can take this image.
  bool supportsAccess(uint32_t access) const;

  Image();
  Image(Image &&) noexcept;
  Image &operator=(Image &&) noexcept;
  ~Image();

  bool valid() const { return impl_ != nullptr; }
  const ImageDesc &desc() const;
  uint32_t pixelBytes() const;
  VkImage vkImage() const;           ///< null for 1-D buffer images
  VkImageView vkView() const;        ///< null for 1-D buffer images
  VkBufferView vkBufferView() const; ///< 1-D buffer images only
  Impl &impl() const { return *impl_; }

private:
  explicit Image(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

/// A box of pixels: origin and size in (x, y, z); for 1-D arrays y is the
/// layer, for 2-D arrays z is (as clEnqueueReadImage's origin/region).
struct ImageRegion {
  std::array<uint64_t, 3> origin{0, 0, 0};
  std::array<uint64_t, 3> size{1, 1, 1};

  /// All of an image of `desc`.
  static ImageRegion whole(const ImageDesc &desc) {
    ImageRegion r;
    r.size = {desc.width, desc.height, desc.depth};
    ImageType shape = imageShape(desc.type);
    if (shape == ImageType::Image1DArray)
      r.size[1] = desc.arraySize;
    if (shape == ImageType::Image2DArray)
      r.size[2] = desc.arraySize;
    return r;
  }
};

} // namespace vkcl
