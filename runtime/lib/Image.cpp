// Images: creation on a Vulkan image, format support, and the Image object.
//
// An image is a VkImage of its own (optimal tiling, one mip level) with its
// own device-local VkDeviceMemory: the buffer sub-allocator's blocks are
// VkBuffers, and an image needs memory bound to itself. One view covers all
// layers. Right after creation a one-time submission moves the image to
// VK_IMAGE_LAYOUT_GENERAL, its layout between commands, so that kernels (as
// sampled or storage images) need no layout tracking: the queue's global
// memory barriers order them like buffer accesses. (Host copies switch to a
// transfer layout and back inside their command: ImageTransfer.cpp.)
#include "ImageFormats.h"
#include "Internal.h"

#include <cstdio>

namespace vkcl {
namespace {

VkImageType vulkanImageType(ImageType type) {
  type = imageShape(type);
  return type == ImageType::Image3D ? VK_IMAGE_TYPE_3D
         : type == ImageType::Image2D || type == ImageType::Image2DArray
             ? VK_IMAGE_TYPE_2D
             : VK_IMAGE_TYPE_1D;
}

VkImageViewType viewType(ImageType type) {
  switch (imageShape(type)) {
  case ImageType::Image1D:
    return VK_IMAGE_VIEW_TYPE_1D;
  case ImageType::Image1DArray:
    return VK_IMAGE_VIEW_TYPE_1D_ARRAY;
  case ImageType::Image2DArray:
    return VK_IMAGE_VIEW_TYPE_2D_ARRAY;
  case ImageType::Image3D:
    return VK_IMAGE_VIEW_TYPE_3D;
  default:
    return VK_IMAGE_VIEW_TYPE_2D;
  }
}

std::string formatName(ImageFormat f) {
  char text[64];
  snprintf(text, sizeof text, "(channel order 0x%X, channel type 0x%X)",
           f.channelOrder, f.channelDataType);
  return text;
}

bool supportedType(ImageType type) {
  return type == ImageType::Image1D || type == ImageType::Image1DArray ||
         type == ImageType::Image2D || type == ImageType::Image2DArray ||
         type == ImageType::Image3D || isDepthImage(type);
}

/// CL_DEPTH formats are for depth images, and depth images take no others.
bool formatFitsType(ImageFormat format, ImageType type) {
  return (format.channelOrder == clorder::Depth) == isDepthImage(type);
}

/// What the device can do with `format` in optimal tiling: whether images
/// can be made at all (copies both ways, and sampling or storage), and
/// which of sampling and storage they get.
struct FormatSupport {
  bool usable = false;
  bool sampled = false;
  bool storage = false;
  bool linearFilter = false; ///< The texture unit filters it linearly.
};

FormatSupport formatSupport(VkPhysicalDevice physical, VkFormat format) {
  VkFormatProperties props{};
  vkGetPhysicalDeviceFormatProperties(physical, format, &props);
  VkFormatFeatureFlags f = props.optimalTilingFeatures;
  FormatSupport s;
  s.sampled = f & VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT;
  s.storage = f & VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT;
  // sRGB images are read-only: kernel writes to them need
  // cl_khr_srgb_image_writes, which vkcl does not offer (SwiftShader would
  // store them).
  if (format == VK_FORMAT_R8G8B8A8_SRGB || format == VK_FORMAT_B8G8R8A8_SRGB)
    s.storage = false;
  s.linearFilter = f & VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT;
  bool copies = (f & VK_FORMAT_FEATURE_TRANSFER_SRC_BIT) &&
                (f & VK_FORMAT_FEATURE_TRANSFER_DST_BIT);
  s.usable = copies && (s.sampled || s.storage);
  return s;
}

VkImageUsageFlags usageOf(const FormatSupport &s) {
  VkImageUsageFlags usage =
      VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
  if (s.sampled)
    usage |= VK_IMAGE_USAGE_SAMPLED_BIT;
  if (s.storage)
    usage |= VK_IMAGE_USAGE_STORAGE_BIT;
  return usage;
}

bool accessAllowed(uint32_t access, bool sampled, bool storage) {
  switch (access) {
  case AccessReadOnly:
    return sampled;
  case AccessWriteOnly:
    return storage;
  case AccessReadWrite:
    return sampled && storage;
  default:
    return false;
  }
}

/// The description with the sizes `type` does not use set to 1.
ImageDesc normalized(const ImageDesc &in) {
  ImageDesc d = in;
  ImageType shape = imageShape(in.type);
  bool arrayed =
      shape == ImageType::Image1DArray || shape == ImageType::Image2DArray;
  bool twoD = shape != ImageType::Image1D && shape != ImageType::Image1DArray;
  if (!twoD)
    d.height = 1;
  if (shape != ImageType::Image3D)
    d.depth = 1;
  if (!arrayed)
    d.arraySize = 1;
  return d;
}

Status checkSizes(VkPhysicalDevice physical, const ImageDesc &d,
                  const VkImageFormatProperties &fp) {
  VkPhysicalDeviceProperties props;
  vkGetPhysicalDeviceProperties(physical, &props);
  const VkPhysicalDeviceLimits &l = props.limits;
  VkImageType type = vulkanImageType(d.type);
  uint64_t maxExtent = type == VK_IMAGE_TYPE_3D   ? l.maxImageDimension3D
                       : type == VK_IMAGE_TYPE_2D ? l.maxImageDimension2D
                                                  : l.maxImageDimension1D;
  struct Dim {
    const char *name;
    uint64_t value, limit;
  } dims[] = {
      {"width", d.width, std::min<uint64_t>(maxExtent, fp.maxExtent.width)},
      {"height", d.height, std::min<uint64_t>(maxExtent, fp.maxExtent.height)},
      {"depth", d.depth, std::min<uint64_t>(maxExtent, fp.maxExtent.depth)},
      {"array size", d.arraySize,
       std::min<uint64_t>(l.maxImageArrayLayers, fp.maxArrayLayers)},
  };
  for (const Dim &dim : dims) {
    // OpenCL: CL_INVALID_IMAGE_SIZE for a zero or too large dimension.
    if (dim.value == 0 || dim.value > dim.limit)
      return makeError(ErrorCode::InvalidArgument,
                       std::string("image ") + dim.name + " " +
                           std::to_string(dim.value) + " is outside 1.." +
                           std::to_string(dim.limit) + " for a " +
                           toString(d.type) + " of this format");
  }
  return Status::ok();
}

/// Records and runs, on the device's queue 0, the one barrier that moves
/// the new image from UNDEFINED to GENERAL; waits for it.
Status transitionToGeneral(Device::Impl &d, VkImage image) {
  VkCommandPoolCreateInfo pci{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
  pci.flags = VK_COMMAND_POOL_CREATE_TRANSIENT_BIT;
  pci.queueFamilyIndex = d.queueFamily;
  VkCommandPool pool = VK_NULL_HANDLE;
  VKCL_CHECK(vkCreateCommandPool(d.device, &pci, nullptr, &pool));
  VkFence fence = VK_NULL_HANDLE;
  // Everything below is released here, whatever fails.
  struct Cleanup {
    VkDevice device;
    VkCommandPool &pool;
    VkFence &fence;
    ~Cleanup() {
      if (fence)
        vkDestroyFence(device, fence, nullptr);
      vkDestroyCommandPool(device, pool, nullptr);
    }
  } cleanup{d.device, pool, fence};

  VkCommandBufferAllocateInfo ai{
      VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
  ai.commandPool = pool;
  ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  ai.commandBufferCount = 1;
  VkCommandBuffer cmd = VK_NULL_HANDLE;
  VKCL_CHECK(vkAllocateCommandBuffers(d.device, &ai, &cmd));
  VkCommandBufferBeginInfo bi{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  VKCL_CHECK(vkBeginCommandBuffer(cmd, &bi));
  VkImageMemoryBarrier b{VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER};
  b.srcAccessMask = 0;
  b.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
                    VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
  b.oldLayout = VK_IMAGE_LAYOUT_UNDEFINED;
  b.newLayout = VK_IMAGE_LAYOUT_GENERAL;
  b.srcQueueFamilyIndex = b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  b.image = image;
  b.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, VK_REMAINING_MIP_LEVELS,
                        0, VK_REMAINING_ARRAY_LAYERS};
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                       VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT |
                           VK_PIPELINE_STAGE_TRANSFER_BIT,
                       0, 0, nullptr, 0, nullptr, 1, &b);
  VKCL_CHECK(vkEndCommandBuffer(cmd));

  VkFenceCreateInfo fci{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
  VKCL_CHECK(vkCreateFence(d.device, &fci, nullptr, &fence));
  VkSubmitInfo si{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  si.commandBufferCount = 1;
  si.pCommandBuffers = &cmd;
  {
    std::lock_guard<std::mutex> lock(d.queueMutexes[0]);
    VKCL_CHECK(vkQueueSubmit(d.queues[0], 1, &si, fence));
  }
  VKCL_CHECK(vkWaitForFences(d.device, 1, &fence, VK_TRUE, UINT64_MAX));
  return Status::ok();
}

} // namespace

Image::Impl::~Impl() {
  if (!device || !owned)
    return;
  VkDevice d = device->device;
  if (bufferView)
    vkDestroyBufferView(d, bufferView, nullptr);
  if (view)
    vkDestroyImageView(d, view, nullptr);
  if (image)
    vkDestroyImage(d, image, nullptr);
  if (memory)
    vkFreeMemory(d, memory, nullptr);
}

Image::Image() = default;
Image::Image(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Image::Image(Image &&) noexcept = default;
Image &Image::operator=(Image &&) noexcept = default;
Image::~Image() = default;

Result<Image> Image::create(Device &device, const ImageDesc &in) {
  Device::Impl &d = device.impl();
  if (in.type == ImageType::Image1DBuffer)
    return createBufferImage(device, in); // on a buffer (ImageBuffer.cpp)
  if (!supportedType(in.type))
    return makeError(ErrorCode::InvalidArgument,
                     std::string("images of type ") + toString(in.type) +
                         " are not supported (1-D, 1-D array, 1-D buffer, "
                         "2-D, 2-D array, 3-D and depth images are)");
  const ImageDesc desc = normalized(in);
  const ImageFormatEntry *entry = findImageFormat(desc.format);
  if (entry && !formatFitsType(desc.format, desc.type))
    return makeError(ErrorCode::FeatureMissing,
                     "the OpenCL image format " + formatName(desc.format) +
                         (isDepthImage(desc.type)
                              ? " is not a depth format (CL_DEPTH)"
                              : " is for depth images only") +
                         ": not for an " + toString(desc.type));
  if (!entry)
    return makeError(ErrorCode::FeatureMissing,
                     "no Vulkan format stores the OpenCL image format " +
                         formatName(desc.format));
  FormatSupport support = formatSupport(d.physicalDevice, entry->vkFormat);
  if (!support.usable)
    return makeError(ErrorCode::FeatureMissing,
                     "device '" + d.info.name +
                         "' cannot copy to and from, and sample or store "
                         "to, images of Vulkan format " +
                         std::to_string(entry->vkFormat));

  VkImageCreateInfo ici{VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO};
  ici.imageType = vulkanImageType(desc.type);
  ici.format = entry->vkFormat;
  ici.mipLevels = 1;
  ici.samples = VK_SAMPLE_COUNT_1_BIT;
  ici.tiling = VK_IMAGE_TILING_OPTIMAL;
  ici.usage = usageOf(support);
  ici.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  ici.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
  VkImageFormatProperties fp{};
  VkResult r = vkGetPhysicalDeviceImageFormatProperties(
      d.physicalDevice, ici.format, ici.imageType, ici.tiling, ici.usage, 0,
      &fp);
  if (r == VK_ERROR_FORMAT_NOT_SUPPORTED)
    return makeError(ErrorCode::FeatureMissing,
                     "device '" + d.info.name + "' has no " +
                         toString(desc.type) + " images of Vulkan format " +
                         std::to_string(entry->vkFormat));
  if (r != VK_SUCCESS)
    return vulkanError(r, "vkGetPhysicalDeviceImageFormatProperties");
  if (Status s = checkSizes(d.physicalDevice, desc, fp); !s)
    return s;
  ici.extent = {uint32_t(desc.width), uint32_t(desc.height),
                uint32_t(desc.depth)};
  ici.arrayLayers = uint32_t(desc.arraySize);
  uint64_t bytes = desc.width * desc.height * desc.depth * desc.arraySize *
                   entry->pixelBytes; // each factor below 2^32 and checked
  if (bytes > fp.maxResourceSize)
    return makeError(ErrorCode::InvalidArgument,
                     "an image of " + std::to_string(bytes) +
                         " bytes is larger than the device allows for its "
                         "format (" +
                         std::to_string(fp.maxResourceSize) + ")");

  auto impl = std::make_unique<Impl>();
  impl->device = &d;
  impl->desc = desc;
  impl->format = entry->vkFormat;
  impl->pixelBytes = entry->pixelBytes;
  impl->sampled = support.sampled;
  impl->storage = support.storage;
  impl->linearFilter = support.linearFilter && d.info.hardwareLinearFilter;
  VKCL_CHECK(vkCreateImage(d.device, &ici, nullptr, &impl->image));

  VkMemoryRequirements req;
  vkGetImageMemoryRequirements(d.device, impl->image, &req);
  int type = findMemoryType(d.memoryProperties, req.memoryTypeBits,
                            VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
  if (type < 0)
    type = findMemoryType(d.memoryProperties, req.memoryTypeBits, 0);
  if (type < 0)
    return makeError(ErrorCode::OutOfMemory,
                     "no memory type can hold the image");
  VkMemoryAllocateInfo mai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  mai.allocationSize = req.size;
  mai.memoryTypeIndex = uint32_t(type);
  r = vkAllocateMemory(d.device, &mai, nullptr, &impl->memory);
  if (r == VK_ERROR_OUT_OF_DEVICE_MEMORY || r == VK_ERROR_OUT_OF_HOST_MEMORY)
    return makeError(ErrorCode::OutOfMemory, "cannot allocate " +
                                                 std::to_string(req.size) +
                                                 " bytes for an image");
  if (r != VK_SUCCESS)
    return vulkanError(r, "vkAllocateMemory");
  VKCL_CHECK(vkBindImageMemory(d.device, impl->image, impl->memory, 0));

  VkImageViewCreateInfo vci{VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO};
  vci.image = impl->image;
  vci.viewType = viewType(desc.type);
  vci.format = entry->vkFormat;
  vci.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, ici.arrayLayers};
  VKCL_CHECK(vkCreateImageView(d.device, &vci, nullptr, &impl->view));
  if (Status s = transitionToGeneral(d, impl->image); !s)
    return s;
  return Image(std::move(impl));
}

Result<Image> Image::wrap(Device &device, const ImageDesc &in,
                          const ImageWrapInfo &info) {
  auto bad = [](const std::string &message) {
    return makeError(ErrorCode::InvalidArgument, "Image::wrap: " + message);
  };
  if (!info.image || !info.view)
    return bad("the image and its view must not be VK_NULL_HANDLE");
  if (!supportedType(in.type))
    return bad(std::string("images of type ") + toString(in.type) +
               " are not supported yet");
  const ImageDesc desc = normalized(in);
  const ImageFormatEntry *entry = findImageFormat(desc.format);
  if (!entry || !formatFitsType(desc.format, desc.type))
    return bad("no Vulkan format stores the OpenCL image format " +
               formatName(desc.format) + " of an " + toString(desc.type));
  if (!desc.width || !desc.height || !desc.depth || !desc.arraySize)
    return bad("a size is 0");
  const bool general = info.layout == VK_IMAGE_LAYOUT_GENERAL;
  if (!general && info.layout != VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL)
    return bad("the layout must be VK_IMAGE_LAYOUT_GENERAL or "
               "VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL (got " +
               std::to_string(info.layout) + ")");
  auto impl = std::make_unique<Impl>();
  impl->device = &device.impl();
  impl->desc = desc;
  impl->format = entry->vkFormat;
  impl->pixelBytes = entry->pixelBytes;
  impl->image = info.image;
  impl->view = info.view;
  impl->owned = false;
  impl->layout = info.layout;
  impl->sampled = (info.usage & VK_IMAGE_USAGE_SAMPLED_BIT) != 0;
  // Storage images are accessed in GENERAL only.
  impl->storage = general && (info.usage & VK_IMAGE_USAGE_STORAGE_BIT);
  impl->transferable = (info.usage & VK_IMAGE_USAGE_TRANSFER_SRC_BIT) &&
                       (info.usage & VK_IMAGE_USAGE_TRANSFER_DST_BIT);
  // An engine's image has optimal tiling, as Vulkan's images nearly always do.
  impl->linearFilter =
      impl->device->info.hardwareLinearFilter &&
      formatSupport(impl->device->physicalDevice, impl->format).linearFilter;
  if (!impl->sampled && !impl->storage)
    return bad(general ? "the image has neither SAMPLED nor STORAGE usage"
                       : "an image in SHADER_READ_ONLY_OPTIMAL needs SAMPLED "
                         "usage");
  return Image(std::move(impl));
}

std::vector<ImageFormat> Image::supportedFormats(Device &device, ImageType type,
                                                 uint32_t access) {
  if (type == ImageType::Image1DBuffer)
    return bufferImageFormats(device, access);
  std::vector<ImageFormat> out;
  if (!supportedType(type))
    return out;
  VkPhysicalDevice physical = device.impl().physicalDevice;
  size_t count = 0;
  const ImageFormatEntry *table = imageFormatTable(count);
  for (size_t i = 0; i < count; ++i) {
    if (!formatFitsType(table[i].format, type))
      continue;
    FormatSupport s = formatSupport(physical, table[i].vkFormat);
    if (!s.usable || !accessAllowed(access, s.sampled, s.storage))
      continue;
    VkImageFormatProperties fp{};
    if (vkGetPhysicalDeviceImageFormatProperties(
            physical, table[i].vkFormat, vulkanImageType(type),
            VK_IMAGE_TILING_OPTIMAL, usageOf(s), 0, &fp) != VK_SUCCESS)
      continue;
    out.push_back(table[i].format);
  }
  return out;
}

bool Image::supportsAccess(uint32_t access) const {
  return impl_ && accessAllowed(access, impl_->sampled, impl_->storage);
}

const ImageDesc &Image::desc() const { return impl_->desc; }
uint32_t Image::pixelBytes() const { return impl_ ? impl_->pixelBytes : 0; }
VkImage Image::vkImage() const { return impl_ ? impl_->image : VK_NULL_HANDLE; }
VkImageView Image::vkView() const {
  return impl_ ? impl_->view : VK_NULL_HANDLE;
}
VkBufferView Image::vkBufferView() const {
  return impl_ ? impl_->bufferView : VK_NULL_HANDLE;
}

} // namespace vkcl
