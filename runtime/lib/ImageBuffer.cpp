// 1-D buffer images (OpenCL's CL_MEM_OBJECT_IMAGE1D_BUFFER, image1d_buffer_t):
// Image::fromBuffer, Image::create for them, and their formats.
//
// OpenCL defines a 1-D buffer image as a view of a buffer's bytes: what a
// kernel writes through the image is in the buffer, and the other way
// round. Vulkan's texel buffers are exactly that, a VkBufferView over a
// range of a VkBuffer that shaders read (uniform texel buffers, read_only
// arguments) or read and write (storage texel buffers, write_only and
// read_write ones) with the view's format conversions, which are those of
// the same VkFormat as an image's. (Since every block has both usages,
// only formats with both kinds of texel buffer can be viewed: see
// texelBuffers.) So no VkImage is made: the image holds
// a view of the buffer range (Image::Impl::texels, which owns nothing) and
// the VkBufferView, and the queue's image transfers become buffer copies
// and fills of that range (ImageTransfer.cpp, ImageCopy.cpp). Every memory
// block of the sub-allocator has the texel buffer usages (Memory.cpp), so
// any vkcl buffer (or a range of one) can be viewed; an engine's buffer
// (Buffer::wrap) needs them too.
#include "ImageFormats.h"
#include "Internal.h"

namespace vkcl {
namespace {

/// Orders a 1-D buffer image may have: not depth (OpenCL) and not sRGB
/// (texel buffers of _SRGB formats are not a Vulkan feature to count on).
bool bufferOrder(uint32_t order) {
  return order != clorder::Depth && order != clorder::SRGBA &&
         order != clorder::SBGRA;
}

/// Whether the device has uniform and storage texel buffers of `format`.
/// A view's format must support every texel buffer usage of its VkBuffer
/// (VUID-VkBufferViewCreateInfo-buffer-00933/00934) and every memory block
/// has both, so a format without both is unusable, for any kernel access.
bool texelBuffers(VkPhysicalDevice physical, VkFormat format) {
  VkFormatProperties props{};
  vkGetPhysicalDeviceFormatProperties(physical, format, &props);
  const VkFormatFeatureFlags both = VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT |
                                    VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT;
  return (props.bufferFeatures & both) == both;
}

/// Whether kernels may write (`write`) and read (`read`) storage texel
/// buffers of `format` without a format in the shader (vkcl's OpTypeImage
/// is always Unknown). Devices with VK_KHR_format_feature_flags2 say so per
/// format (STORAGE_WRITE/READ_WITHOUT_FORMAT in the buffer features;
/// SwiftShader lists none there); elsewhere the device-wide features
/// shaderStorageImageWrite/ReadWithoutFormat, which the compiler checks,
/// are all there is.
struct WithoutFormat {
  bool write = true, read = true;
};

WithoutFormat withoutFormat(VkPhysicalDevice physical, VkFormat format) {
  WithoutFormat out;
  if (!hasDeviceExtension(physical,
                          VK_KHR_FORMAT_FEATURE_FLAGS_2_EXTENSION_NAME))
    return out;
  VkFormatProperties3 props3{VK_STRUCTURE_TYPE_FORMAT_PROPERTIES_3};
  VkFormatProperties2 props{VK_STRUCTURE_TYPE_FORMAT_PROPERTIES_2};
  props.pNext = &props3;
  vkGetPhysicalDeviceFormatProperties2(physical, format, &props);
  out.write = props3.bufferFeatures &
              VK_FORMAT_FEATURE_2_STORAGE_WRITE_WITHOUT_FORMAT_BIT;
  out.read = props3.bufferFeatures &
             VK_FORMAT_FEATURE_2_STORAGE_READ_WITHOUT_FORMAT_BIT;
  return out;
}

Error invalid(const std::string &message) {
  return Error{ErrorCode::InvalidArgument, "1-D buffer image: " + message};
}

/// The format table's entry of `desc`'s format if the device has texel
/// buffers of it (FeatureMissing otherwise).
Result<const ImageFormatEntry *> bufferFormat(Device::Impl &d,
                                              const ImageDesc &desc) {
  const ImageFormatEntry *entry = findImageFormat(desc.format);
  if (!entry || !bufferOrder(desc.format.channelOrder))
    return makeError(ErrorCode::FeatureMissing,
                     "1-D buffer image: no Vulkan format stores the OpenCL "
                     "image format (channel order " +
                         std::to_string(desc.format.channelOrder) +
                         ", channel type " +
                         std::to_string(desc.format.channelDataType) + ")");
  if (!texelBuffers(d.physicalDevice, entry->vkFormat))
    return makeError(ErrorCode::FeatureMissing,
                     "device '" + d.info.name +
                         "' has no uniform and storage texel buffers of "
                         "Vulkan format " +
                         std::to_string(entry->vkFormat));
  return entry;
}

/// OpenCL: CL_INVALID_IMAGE_SIZE for a zero width or one above
/// CL_DEVICE_IMAGE_MAX_BUFFER_SIZE (maxTexelBufferElements).
Status checkWidth(const VkPhysicalDeviceLimits &l, uint64_t width) {
  if (width == 0 || width > l.maxTexelBufferElements)
    return invalid("width " + std::to_string(width) + " is outside 1.." +
                   std::to_string(l.maxTexelBufferElements) +
                   " (the device's maxTexelBufferElements)");
  return Status::ok();
}

VkPhysicalDeviceLimits limitsOf(Device::Impl &d) {
  VkPhysicalDeviceProperties props;
  vkGetPhysicalDeviceProperties(d.physicalDevice, &props);
  return props.limits;
}

} // namespace

Result<Image> Image::fromBuffer(Device &device, const ImageDesc &desc,
                                const Buffer &buffer, uint64_t offset) {
  Device::Impl &d = device.impl();
  if (desc.type != ImageType::Image1DBuffer)
    return invalid(std::string("the description is of an ") +
                   toString(desc.type) + ", not an image1d_buffer_t");
  if (!buffer.valid())
    return invalid("the buffer is not valid");
  if (buffer.impl().device != &d)
    return invalid("the buffer belongs to another device");
  Result<const ImageFormatEntry *> entry = bufferFormat(d, desc);
  if (!entry)
    return entry.error();
  const uint32_t pixelBytes = (*entry)->pixelBytes;

  const VkPhysicalDeviceLimits l = limitsOf(d);
  if (Status s = checkWidth(l, desc.width); !s)
    return s.error();
  const uint64_t bytes = desc.width * pixelBytes; // below 2^36
  if (offset > buffer.size() || bytes > buffer.size() - offset)
    return invalid(std::to_string(desc.width) + " pixels of " +
                   std::to_string(pixelBytes) + " bytes at offset " +
                   std::to_string(offset) + " run past the end of a " +
                   std::to_string(buffer.size()) + "-byte buffer");
  const VkDeviceSize at = buffer.vkOffset() + offset;
  const VkDeviceSize align = l.minTexelBufferOffsetAlignment;
  if (align && at % align)
    return invalid("the view starts " + std::to_string(at) +
                   " bytes into its VkBuffer, not a multiple of the "
                   "device's minTexelBufferOffsetAlignment (" +
                   std::to_string(align) + " bytes)");

  auto impl = std::make_unique<Impl>();
  impl->device = &d;
  impl->desc = desc;
  impl->desc.height = impl->desc.depth = impl->desc.arraySize = 1;
  impl->format = (*entry)->vkFormat;
  impl->pixelBytes = pixelBytes;
  // Both texel buffers (bufferFormat); storage where kernels can write
  // them without a format.
  impl->sampled = true;
  impl->storage = withoutFormat(d.physicalDevice, impl->format).write;
  // The pixels' range as a buffer that owns nothing: transfers copy and
  // fill it like any buffer.
  auto view = std::make_unique<Buffer::Impl>();
  view->device = &d;
  view->buffer = buffer.vkBuffer();
  view->offset = at;
  view->size = bytes;
  view->address = buffer.deviceAddress() + offset;
  if (buffer.mapped())
    view->mapped = static_cast<char *>(buffer.mapped()) + offset;
  impl->texels = Buffer::fromImpl(std::move(view));

  VkBufferViewCreateInfo bvci{VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO};
  bvci.buffer = buffer.vkBuffer();
  bvci.format = impl->format;
  bvci.offset = at;
  bvci.range = bytes;
  VKCL_CHECK(vkCreateBufferView(d.device, &bvci, nullptr, &impl->bufferView));
  return Image(std::move(impl));
}

Result<Image> createBufferImage(Device &device, const ImageDesc &desc) {
  // The format first: an unsupported one allocates nothing.
  Result<const ImageFormatEntry *> entry = bufferFormat(device.impl(), desc);
  if (!entry)
    return entry.error();
  if (Status s = checkWidth(limitsOf(device.impl()), desc.width); !s)
    return s.error();
  Result<Buffer> buffer =
      createBuffer(device.impl(), desc.width * (*entry)->pixelBytes,
                   MemoryKind::DeviceLocal);
  if (!buffer)
    return buffer.error();
  Result<Image> image = Image::fromBuffer(device, desc, *buffer, 0);
  if (!image)
    return image;
  image->impl().ownedBuffer = std::move(*buffer);
  return image;
}

std::vector<ImageFormat> bufferImageFormats(Device &device, uint32_t access) {
  std::vector<ImageFormat> out;
  if (access < AccessReadOnly || access > AccessReadWrite)
    return out;
  size_t count = 0;
  const ImageFormatEntry *table = imageFormatTable(count);
  VkPhysicalDevice physical = device.impl().physicalDevice;
  for (size_t i = 0; i < count; ++i) {
    if (!bufferOrder(table[i].format.channelOrder) ||
        !texelBuffers(physical, table[i].vkFormat))
      continue;
    WithoutFormat unformatted = withoutFormat(physical, table[i].vkFormat);
    if (access != AccessReadOnly && !unformatted.write)
      continue;
    if (access == AccessReadWrite && !unformatted.read)
      continue;
    out.push_back(table[i].format);
  }
  return out;
}

} // namespace vkcl
