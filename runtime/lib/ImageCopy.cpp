// Device-side image commands: Queue::copyImage, copyImageToBuffer,
// copyBufferToImage and fillImage (clEnqueueCopyImage,
// clEnqueueCopyImageToBuffer, clEnqueueCopyBufferToImage,
// clEnqueueFillImage).
//
// Everything goes through vkCmdCopyBufferToImage and vkCmdCopyImageToBuffer
// on a region tightly packed in x, y, z order, which is the same byte
// sequence whatever the image type (a 1-D array's layers and a 2-D image's
// rows pack alike). So an image-to-image copy is two copies through a
// temporary device buffer: vkCmdCopyImage cannot copy between 1-D and
// 2-D images or between a 2-D array's layers and a 1-D array's, which
// OpenCL allows, and the temporary also makes copies inside one image
// need no layout juggling. A fill converts nothing: the caller gives the
// pixel in the image's format (the OpenCL platform converts the fill
// color on the host, by OpenCL's rules, which vkCmdClearColorImage does
// not promise to follow), and one slice of it in host-visible memory is
// copied into every slice or layer of the region. A 1-D buffer image's
// pixels are bytes of a buffer (ImageBuffer.cpp), so its side of a copy or
// fill is that buffer's range at x * pixel size: buffer copies and fills,
// or the image-buffer copies above with the image's buffer.
#include "Internal.h"

#include <cstring>

namespace vkcl {
namespace {

/// The Vulkan copy of `region` of `image` to or from a packed buffer at
/// bufferOffset 0, and the packed bytes; checks the region as writeImage
/// does.
Result<VkBufferImageCopy> regionCopy(const Image &image,
                                     const ImageRegion &region,
                                     const char *what, uint64_t &bytes) {
  Result<ImageCopyShape> shape = imageCopyShape(image, region, 0, 0, what);
  if (!shape)
    return shape.status();
  bytes = shape->stagingBytes();
  return shape->copy;
}

Status sameDevice(Queue &queue, const Image &image, const char *what) {
  if (image.impl().device != &queueDevice(queue))
    return makeError(ErrorCode::InvalidArgument,
                     std::string(what) +
                         ": the image belongs to another device");
  return Status::ok();
}

/// Orders a buffer copy recorded in the middle of a command against the
/// image copy that follows or precedes it.
void transferBarrier(VkCommandBuffer cmd) {
  VkMemoryBarrier b{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  b.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
  b.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT,
                       VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &b, 0, nullptr, 0,
                       nullptr);
}

void toBuffer(VkCommandBuffer cmd, const Image &image, VkBuffer buffer,
              VkBufferImageCopy copy) {
  const VkImageLayout layout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL;
  switchImageLayout(cmd, image, layout, true);
  vkCmdCopyImageToBuffer(cmd, image.vkImage(), layout, buffer, 1, &copy);
  switchImageLayout(cmd, image, layout, false);
}

void toImage(VkCommandBuffer cmd, VkBuffer buffer, const Image &image,
             const std::vector<VkBufferImageCopy> &copies) {
  const VkImageLayout layout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL;
  switchImageLayout(cmd, image, layout, true);
  vkCmdCopyBufferToImage(cmd, buffer, image.vkImage(), layout,
                         uint32_t(copies.size()), copies.data());
  switchImageLayout(cmd, image, layout, false);
}

/// Where `origin` of a 1-D buffer image lies in its buffer.
size_t texelOffset(const Image &image, const std::array<uint64_t, 3> &origin) {
  return size_t(origin[0] * image.pixelBytes());
}

/// A device-local temporary of `bytes`, kept by the command that uses it.
Result<Buffer> temporary(Queue &queue, uint64_t bytes) {
  return createBuffer(queueDevice(queue), bytes, MemoryKind::DeviceLocal);
}

} // namespace

Status Queue::copyImage(const Image &src, const ImageRegion &srcRegion,
                        Image &dst, const std::array<uint64_t, 3> &dstOrigin,
                        Event *event) {
  uint64_t bytes = 0, dstBytes = 0;
  Result<VkBufferImageCopy> in =
      regionCopy(src, srcRegion, "copyImage source", bytes);
  if (!in)
    return in.error();
  ImageRegion dstRegion{dstOrigin, srcRegion.size};
  Result<VkBufferImageCopy> out =
      regionCopy(dst, dstRegion, "copyImage destination", dstBytes);
  if (!out)
    return out.error();
  if (!(src.desc().format == dst.desc().format))
    return makeError(ErrorCode::InvalidArgument,
                     "copyImage: the images have different formats");
  if (Status s = sameDevice(*this, src, "copyImage"); !s)
    return s;
  if (Status s = sameDevice(*this, dst, "copyImage"); !s)
    return s;
  Image::Impl &from = src.impl(), &to = dst.impl();
  if (from.isBuffer() && to.isBuffer())
    return copy(from.texels, texelOffset(src, srcRegion.origin), to.texels,
                texelOffset(dst, dstOrigin), bytes, event);
  if (from.isBuffer())
    return copyBufferToImage(from.texels, texelOffset(src, srcRegion.origin),
                             dst, dstRegion, event);
  if (to.isBuffer())
    return copyImageToBuffer(src, srcRegion, to.texels,
                             texelOffset(dst, dstOrigin), event);
  Result<Buffer> temp = temporary(*this, bytes);
  if (!temp)
    return temp.error();
  in->bufferOffset = out->bufferOffset = temp->vkOffset();
  QueueCommandTiming timing;
  Result<VkCommandBuffer> cmd = beginTimedQueueCommand(*this, event, timing);
  if (!cmd)
    return cmd.error();
  toBuffer(*cmd, src, temp->vkBuffer(), *in);
  transferBarrier(*cmd);
  toImage(*cmd, temp->vkBuffer(), dst, {*out});
  endTimedQueueCommand(*this, event, timing, std::move(*temp));
  return Status::ok();
}

Status Queue::copyImageToBuffer(const Image &src, const ImageRegion &region,
                                Buffer &dst, size_t dstOffset, Event *event) {
  uint64_t bytes = 0;
  Result<VkBufferImageCopy> copy =
      regionCopy(src, region, "copyImageToBuffer", bytes);
  if (!copy)
    return copy.error();
  if (Status s = checkBufferRange(dst, dstOffset, bytes, "copyImageToBuffer");
      !s)
    return s;
  if (Status s = sameDevice(*this, src, "copyImageToBuffer"); !s)
    return s;
  if (src.impl().isBuffer())
    return this->copy(src.impl().texels, texelOffset(src, region.origin), dst,
                      dstOffset, bytes, event);
  // Vulkan wants the buffer offset to be a multiple of the pixel size;
  // other offsets go through a temporary and a buffer copy.
  const VkDeviceSize at = dst.vkOffset() + dstOffset;
  Buffer temp;
  if (at % src.pixelBytes()) {
    Result<Buffer> t = temporary(*this, bytes);
    if (!t)
      return t.error();
    temp = std::move(*t);
  }
  QueueCommandTiming timing;
  Result<VkCommandBuffer> cmd = beginTimedQueueCommand(*this, event, timing);
  if (!cmd)
    return cmd.error();
  if (temp.valid()) {
    copy->bufferOffset = temp.vkOffset();
    toBuffer(*cmd, src, temp.vkBuffer(), *copy);
    transferBarrier(*cmd);
    VkBufferCopy move{temp.vkOffset(), at, bytes};
    vkCmdCopyBuffer(*cmd, temp.vkBuffer(), dst.vkBuffer(), 1, &move);
  } else {
    copy->bufferOffset = at;
    toBuffer(*cmd, src, dst.vkBuffer(), *copy);
  }
  endTimedQueueCommand(*this, event, timing, std::move(temp));
  return Status::ok();
}

Status Queue::copyBufferToImage(const Buffer &src, size_t srcOffset, Image &dst,
                                const ImageRegion &region, Event *event) {
  uint64_t bytes = 0;
  Result<VkBufferImageCopy> copy =
      regionCopy(dst, region, "copyBufferToImage", bytes);
  if (!copy)
    return copy.error();
  if (Status s = checkBufferRange(src, srcOffset, bytes, "copyBufferToImage");
      !s)
    return s;
  if (Status s = sameDevice(*this, dst, "copyBufferToImage"); !s)
    return s;
  if (dst.impl().isBuffer())
    return this->copy(src, srcOffset, dst.impl().texels,
                      texelOffset(dst, region.origin), bytes, event);
  const VkDeviceSize at = src.vkOffset() + srcOffset;
  Buffer temp;
  if (at % dst.pixelBytes()) {
    Result<Buffer> t = temporary(*this, bytes);
    if (!t)
      return t.error();
    temp = std::move(*t);
  }
  QueueCommandTiming timing;
  Result<VkCommandBuffer> cmd = beginTimedQueueCommand(*this, event, timing);
  if (!cmd)
    return cmd.error();
  if (temp.valid()) {
    VkBufferCopy move{at, temp.vkOffset(), bytes};
    vkCmdCopyBuffer(*cmd, src.vkBuffer(), temp.vkBuffer(), 1, &move);
    transferBarrier(*cmd);
    copy->bufferOffset = temp.vkOffset();
    toImage(*cmd, temp.vkBuffer(), dst, {*copy});
  } else {
    copy->bufferOffset = at;
    toImage(*cmd, src.vkBuffer(), dst, {*copy});
  }
  endTimedQueueCommand(*this, event, timing, std::move(temp));
  return Status::ok();
}

Status Queue::fillImage(Image &image, const ImageRegion &region,
                        const void *pixel, Event *event) {
  uint64_t bytes = 0;
  Result<VkBufferImageCopy> copy =
      regionCopy(image, region, "fillImage", bytes);
  if (!copy)
    return copy.error();
  if (!pixel)
    return makeError(ErrorCode::InvalidArgument, "fillImage: no pixel given");
  if (Status s = sameDevice(*this, image, "fillImage"); !s)
    return s;
  if (image.impl().isBuffer())
    return fillPattern(image.impl().texels, texelOffset(image, region.origin),
                       bytes, pixel, image.pixelBytes(), event);
  // One slice (rows of the region in x and y) of the pixel, copied into
  // each slice or layer: at most one 2-D slice of host memory.
  const ImageType t = imageShape(image.desc().type);
  const bool layers1D = t == ImageType::Image1DArray;
  const uint64_t pixelBytes = image.pixelBytes();
  const uint64_t slicePixels = region.size[0] * (layers1D ? 1 : region.size[1]);
  const uint64_t slices = layers1D ? region.size[1] : region.size[2];
  Result<Buffer> slice = createBuffer(
      queueDevice(*this), slicePixels * pixelBytes, MemoryKind::HostVisible);
  if (!slice)
    return slice.error();
  auto *p = static_cast<uint8_t *>(slice->mapped());
  for (uint64_t i = 0; i < slicePixels; ++i)
    std::memcpy(p + i * pixelBytes, pixel, pixelBytes);
  std::vector<VkBufferImageCopy> copies;
  copies.reserve(slices);
  for (uint64_t s = 0; s < slices; ++s) {
    VkBufferImageCopy c = *copy;
    c.bufferOffset = slice->vkOffset();
    if (t == ImageType::Image3D) {
      c.imageOffset.z = int32_t(region.origin[2] + s);
      c.imageExtent.depth = 1;
    } else if (layers1D || t == ImageType::Image2DArray) {
      c.imageSubresource.baseArrayLayer =
          uint32_t(region.origin[layers1D ? 1 : 2] + s);
      c.imageSubresource.layerCount = 1;
    }
    copies.push_back(c);
  }
  QueueCommandTiming timing;
  Result<VkCommandBuffer> cmd = beginTimedQueueCommand(*this, event, timing);
  if (!cmd)
    return cmd.error();
  toImage(*cmd, slice->vkBuffer(), image, copies);
  endTimedQueueCommand(*this, event, timing, std::move(*slice));
  return Status::ok();
}

} // namespace vkcl
