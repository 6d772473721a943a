// Host transfers to and from images (Queue::writeImage, Queue::readImage).
//
// Optimal-tiling images cannot be mapped, so data goes through a tightly
// packed host-visible staging buffer and vkCmdCopyBufferToImage /
// vkCmdCopyImageToBuffer; the host side is repacked row by row with the
// caller's pitches. The copies are ordinary queue commands: the queue's
// global memory barrier (shader and transfer writes before shader and
// transfer accesses) orders them against kernels and other copies. Images
// are in the GENERAL layout between commands; a copy moves its image to
// the transfer layout for itself and back (drivers may copy faster, and
// the validation layer warns about copies in GENERAL), with image barriers
// that also order the copy against the commands around it. A 1-D buffer
// image's pixels are bytes of a buffer (ImageBuffer.cpp): its transfers
// are the buffer's own, at x * pixel size.
#include "Internal.h"

#include <cstring>

namespace vkcl {
namespace {

bool mulOverflows(uint64_t a, uint64_t b, uint64_t &out) {
  return __builtin_mul_overflow(a, b, &out);
}

/// Whether host rows and slices are as packed as the staging memory's.
bool packed(const ImageCopyShape &c) {
  return c.rowPitch == c.rowBytes && c.slicePitch == c.rowBytes * c.rows;
}

/// Host memory laid out with the shape's pitches into packed staging.
void pack(const ImageCopyShape &c, const uint8_t *host, uint8_t *staging) {
  if (packed(c)) {
    std::memcpy(staging, host, c.stagingBytes());
    return;
  }
  for (uint64_t s = 0; s < c.slices; ++s)
    for (uint64_t r = 0; r < c.rows; ++r)
      std::memcpy(staging + (s * c.rows + r) * c.rowBytes,
                  host + s * c.slicePitch + r * c.rowPitch, c.rowBytes);
}

/// The reverse: packed staging into host memory with the shape's pitches
/// (bytes between rows are left as they are).
void unpack(const ImageCopyShape &c, const uint8_t *staging, uint8_t *host) {
  if (packed(c)) {
    std::memcpy(host, staging, c.stagingBytes());
    return;
  }
  for (uint64_t s = 0; s < c.slices; ++s)
    for (uint64_t r = 0; r < c.rows; ++r)
      std::memcpy(host + s * c.slicePitch + r * c.rowPitch,
                  staging + (s * c.rows + r) * c.rowBytes, c.rowBytes);
}

/// The image's shape for this queue's device, with the host memory.
Result<ImageCopyShape> checkedShape(Queue &queue, const Image &image,
                                    const ImageRegion &region, const void *data,
                                    size_t rowPitch, size_t slicePitch,
                                    const char *what) {
  Result<ImageCopyShape> shape =
      imageCopyShape(image, region, rowPitch, slicePitch, what);
  if (!shape)
    return shape;
  if (image.impl().device != &queueDevice(queue))
    return makeError(ErrorCode::InvalidArgument,
                     std::string(what) +
                         ": the image belongs to another device");
  if (!data)
    return makeError(ErrorCode::InvalidArgument,
                     std::string(what) + ": no host memory given");
  return shape;
}

/// The same, and a staging buffer for it.
Result<ImageCopyShape> prepare(Queue &queue, const Image &image,
                               const ImageRegion &region, const void *data,
                               size_t rowPitch, size_t slicePitch,
                               const char *what, Buffer &staging) {
  Result<ImageCopyShape> shape =
      checkedShape(queue, image, region, data, rowPitch, slicePitch, what);
  if (!shape)
    return shape;
  Result<Buffer> buffer = createBuffer(
      queueDevice(queue), shape->stagingBytes(), MemoryKind::HostVisible);
  if (!buffer)
    return buffer.error();
  staging = std::move(*buffer);
  shape->copy.bufferOffset = staging.vkOffset();
  return shape;
}

/// Where a 1-D buffer image's region lies in its buffer.
size_t texelOffset(const Image &image, const ImageRegion &region) {
  return size_t(region.origin[0] * image.pixelBytes());
}

} // namespace

Result<ImageCopyShape> imageCopyShape(const Image &image,
                                      const ImageRegion &region,
                                      size_t rowPitch, size_t slicePitch,
                                      const char *what) {
  auto fail = [&](const std::string &message) {
    return makeError(ErrorCode::InvalidArgument,
                     std::string(what) + ": " + message);
  };
  if (!image.valid())
    return fail("the image is not valid");
  if (!image.impl().transferable)
    return makeError(ErrorCode::InvalidOperation,
                     std::string(what) +
                         ": the engine's image was not created for transfers "
                         "(VK_IMAGE_USAGE_TRANSFER_SRC_BIT and _DST_BIT)");
  const ImageDesc &d = image.desc();
  const ImageType t = imageShape(d.type);
  const bool layers1D = t == ImageType::Image1DArray;
  const bool layers2D = t == ImageType::Image2DArray;
  // The extent along each of the region's coordinates.
  const uint64_t extent[3] = {d.width, layers1D ? d.arraySize : d.height,
                              layers2D ? d.arraySize : d.depth};
  static const char *const axes[3] = {"x", "y", "z"};
  for (int i = 0; i < 3; ++i) {
    uint64_t o = region.origin[i], s = region.size[i];
    // clEnqueueReadImage: CL_INVALID_VALUE for a zero region or one
    // outside the image.
    if (s == 0)
      return fail(std::string("the region's size in ") + axes[i] + " is 0");
    if (o > extent[i] || s > extent[i] - o)
      return fail(std::string("the region ") + std::to_string(o) + "+" +
                  std::to_string(s) + " in " + axes[i] +
                  " lies outside the image's " + std::to_string(extent[i]));
  }
  ImageCopyShape c;
  c.rowBytes = region.size[0] * image.pixelBytes();
  bool has2DRows =
      t == ImageType::Image2D || layers2D || t == ImageType::Image3D;
  c.rows = has2DRows ? region.size[1] : 1;
  c.slices = layers1D ? region.size[1] : has2DRows ? region.size[2] : 1;

  c.rowPitch = rowPitch ? rowPitch : c.rowBytes;
  if (c.rowPitch < c.rowBytes)
    return fail("row pitch " + std::to_string(rowPitch) +
                " is less than a row of the region (" +
                std::to_string(c.rowBytes) + " bytes)");
  bool sliced = layers1D || layers2D || t == ImageType::Image3D;
  if (!sliced && slicePitch != 0)
    return fail("a slice pitch is only for 3-D and array images");
  uint64_t packedSlice = 0;
  if (mulOverflows(c.rowPitch, c.rows, packedSlice))
    return fail("row pitch times rows overflows");
  c.slicePitch = slicePitch ? slicePitch : packedSlice;
  if (c.slicePitch < packedSlice)
    return fail("slice pitch " + std::to_string(slicePitch) +
                " is less than the rows of a slice (" +
                std::to_string(packedSlice) + " bytes)");
  uint64_t lastSlice = 0, lastRow = 0;
  if (mulOverflows(c.slices - 1, c.slicePitch, lastSlice) ||
      mulOverflows(c.rows - 1, c.rowPitch, lastRow) ||
      lastSlice + lastRow < lastSlice ||
      lastSlice + lastRow + c.rowBytes < c.rowBytes)
    return fail("the host data's extent overflows");

  VkBufferImageCopy &v = c.copy;
  v.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1};
  v.imageOffset = {int32_t(region.origin[0]), 0, 0};
  v.imageExtent = {uint32_t(region.size[0]), 1, 1};
  if (has2DRows) {
    v.imageOffset.y = int32_t(region.origin[1]);
    v.imageExtent.height = uint32_t(region.size[1]);
  }
  if (layers1D || layers2D) {
    int axis = layers1D ? 1 : 2;
    v.imageSubresource.baseArrayLayer = uint32_t(region.origin[axis]);
    v.imageSubresource.layerCount = uint32_t(region.size[axis]);
  } else if (t == ImageType::Image3D) {
    v.imageOffset.z = int32_t(region.origin[2]);
    v.imageExtent.depth = uint32_t(region.size[2]);
  }
  return c;
}

/// Switches `image` between GENERAL (kernels, other commands) and
/// `copyLayout` (this copy): `toCopy` says which way. Each direction waits
/// for every earlier compute and transfer access and makes its writes
/// available to the next.
void switchImageLayout(VkCommandBuffer cmd, const Image &image,
                       VkImageLayout copyLayout, bool toCopy) {
  const VkImageLayout home = image.impl().layout;
  const VkAccessFlags any =
      VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
      VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
  const VkPipelineStageFlags stages =
      VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
  VkImageMemoryBarrier b{VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER};
  b.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
  b.dstAccessMask = any;
  b.oldLayout = toCopy ? home : copyLayout;
  b.newLayout = toCopy ? copyLayout : home;
  b.srcQueueFamilyIndex = b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  b.image = image.vkImage();
  b.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, VK_REMAINING_MIP_LEVELS,
                        0, VK_REMAINING_ARRAY_LAYERS};
  vkCmdPipelineBarrier(cmd, stages, stages, 0, 0, nullptr, 0, nullptr, 1, &b);
}

Status Queue::writeImage(Image &image, const ImageRegion &region,
                         const void *data, size_t rowPitch, size_t slicePitch) {
  if (image.valid() && image.impl().isBuffer()) {
    Result<ImageCopyShape> shape = checkedShape(
        *this, image, region, data, rowPitch, slicePitch, "writeImage");
    if (!shape)
      return shape.status();
    return write(image.impl().texels, texelOffset(image, region), data,
                 shape->rowBytes);
  }
  Buffer staging;
  Result<ImageCopyShape> shape = prepare(*this, image, region, data, rowPitch,
                                         slicePitch, "writeImage", staging);
  if (!shape)
    return shape.error();
  // Copied now, so the caller may reuse `data` on return.
  pack(*shape, static_cast<const uint8_t *>(data),
       static_cast<uint8_t *>(staging.mapped()));
  Result<VkCommandBuffer> cmd = beginQueueCommand(*this);
  if (!cmd)
    return cmd.error();
  const VkImageLayout layout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL;
  switchImageLayout(*cmd, image, layout, true);
  vkCmdCopyBufferToImage(*cmd, staging.vkBuffer(), image.vkImage(), layout, 1,
                         &shape->copy);
  switchImageLayout(*cmd, image, layout, false);
  endQueueCommand(*this, std::move(staging));
  return Status::ok();
}

Status Queue::readImage(const Image &image, const ImageRegion &region,
                        void *data, size_t rowPitch, size_t slicePitch) {
  if (image.valid() && image.impl().isBuffer()) {
    Result<ImageCopyShape> shape = checkedShape(
        *this, image, region, data, rowPitch, slicePitch, "readImage");
    if (!shape)
      return shape.status();
    return read(image.impl().texels, texelOffset(image, region), data,
                shape->rowBytes);
  }
  Buffer staging;
  Result<ImageCopyShape> shape = prepare(*this, image, region, data, rowPitch,
                                         slicePitch, "readImage", staging);
  if (!shape)
    return shape.error();
  Result<VkCommandBuffer> cmd = beginQueueCommand(*this);
  if (!cmd)
    return cmd.error();
  const VkImageLayout layout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL;
  switchImageLayout(*cmd, image, layout, true);
  vkCmdCopyImageToBuffer(*cmd, image.vkImage(), layout, staging.vkBuffer(), 1,
                         &shape->copy);
  switchImageLayout(*cmd, image, layout, false);
  endQueueCommand(*this, Buffer());
  if (Status s = finish(); !s)
    return s;
  unpack(*shape, static_cast<const uint8_t *>(staging.mapped()),
         static_cast<uint8_t *>(data));
  return Status::ok();
}

} // namespace vkcl
