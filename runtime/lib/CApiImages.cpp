// The C API's images and samplers (vkcl/vkcl.h) over vkcl::Image and
// vkcl::Sampler, with the same rules as the rest of the C API
// (CApiInternal.h): handles share their device's state, every entry point
// is guarded, and a failure's message is kept on the device.
#include "CApiInternal.h"

using namespace vkcl::capi;

struct vkclImage_T {
  std::shared_ptr<DeviceState> device;
  vkcl::Image image;
};

namespace {

vkcl::ImageRegion toRegion(const vkclImageRegion &r) {
  vkcl::ImageRegion region;
  for (int d = 0; d < 3; ++d) {
    region.origin[d] = r.origin[d];
    region.size[d] = r.size[d];
  }
  return region;
}

/// The checks every transfer makes before touching the image.
vkclStatus checkTransfer(vkclQueue queue, vkclImage image,
                         const vkclImageRegion *region, const void *data,
                         const char *what) {
  if (!queue || !image || !region || !data)
    return VKCL_ERROR_INVALID_ARGUMENT;
  if (image->device != queue->state->device)
    return queue->state->device->fail(
        VKCL_ERROR_INVALID_ARGUMENT,
        std::string(what) + ": the image belongs to another device");
  return VKCL_SUCCESS;
}

} // namespace

extern "C" {

vkclStatus vkclCreateImage(vkclDevice device, const vkclImageCreateInfo *info,
                           vkclImage *image) {
  return guarded([&] {
    if (!device || !info || !image)
      return VKCL_ERROR_INVALID_ARGUMENT;
    *image = nullptr;
    if (info->type < VKCL_IMAGE_1D || info->type > VKCL_IMAGE_3D)
      return device->state->fail(VKCL_ERROR_INVALID_ARGUMENT,
                                 "vkclCreateImage: unknown image type " +
                                     std::to_string(info->type));
    vkcl::ImageDesc desc;
    desc.type = static_cast<vkcl::ImageType>(info->type);
    desc.format = {info->channelOrder, info->channelDataType};
    auto orOne = [](uint64_t v) { return v ? v : 1; };
    desc.width = info->width; // 0 is refused by Image::create
    desc.height = orOne(info->height);
    desc.depth = orOne(info->depth);
    desc.arraySize = orOne(info->arraySize);
    return publish(device->state,
                   vkcl::Image::create(*device->state->device, desc), image);
  });
}

vkclStatus vkclDestroyImage(vkclImage image) {
  return guarded([&] {
    if (!image)
      return VKCL_ERROR_INVALID_ARGUMENT;
    delete image;
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclEnqueueWriteImage(vkclQueue queue, vkclImage image,
                                 const vkclImageRegion *region,
                                 const void *data, size_t rowPitch,
                                 size_t slicePitch) {
  return guarded([&] {
    if (vkclStatus s =
            checkTransfer(queue, image, region, data, "vkclEnqueueWriteImage"))
      return s;
    QueueState &q = *queue->state;
    return q.device->check(q.queue->writeImage(image->image, toRegion(*region),
                                               data, rowPitch, slicePitch));
  });
}

vkclStatus vkclEnqueueReadImage(vkclQueue queue, vkclImage image,
                                const vkclImageRegion *region, void *data,
                                size_t rowPitch, size_t slicePitch) {
  return guarded([&] {
    if (vkclStatus s =
            checkTransfer(queue, image, region, data, "vkclEnqueueReadImage"))
      return s;
    QueueState &q = *queue->state;
    return q.device->check(q.queue->readImage(image->image, toRegion(*region),
                                              data, rowPitch, slicePitch));
  });
}

vkclStatus vkclSetKernelArgImage(vkclKernel kernel, uint32_t index,
                                 vkclImage image) {
  return guarded([&] {
    if (!kernel || !image)
      return VKCL_ERROR_INVALID_ARGUMENT;
    DeviceState &state = *kernel->device;
    if (image->device != kernel->device)
      return state.fail(VKCL_ERROR_INVALID_ARGUMENT,
                        "vkclSetKernelArgImage: the image belongs to another "
                        "device");
    return state.check(kernel->kernel.setArg(index, image->image));
  });
}

vkclStatus vkclSetKernelArgSampler(vkclKernel kernel, uint32_t index,
                                   uint32_t normalizedCoords,
                                   vkclSamplerAddressing addressing,
                                   vkclSamplerFilter filter) {
  return guarded([&] {
    if (!kernel)
      return VKCL_ERROR_INVALID_ARGUMENT;
    DeviceState &state = *kernel->device;
    bool knownAddressing = addressing == VKCL_ADDRESS_NONE ||
                           addressing == VKCL_ADDRESS_CLAMP_TO_EDGE ||
                           addressing == VKCL_ADDRESS_CLAMP ||
                           addressing == VKCL_ADDRESS_REPEAT ||
                           addressing == VKCL_ADDRESS_MIRRORED_REPEAT;
    if (!knownAddressing ||
        (filter != VKCL_FILTER_NEAREST && filter != VKCL_FILTER_LINEAR))
      return state.fail(VKCL_ERROR_INVALID_ARGUMENT,
                        "vkclSetKernelArgSampler: unknown addressing mode " +
                            std::to_string(addressing) + " or filter " +
                            std::to_string(filter));
    vkcl::Sampler sampler{normalizedCoords != 0,
                          static_cast<vkcl::SamplerAddressing>(addressing),
                          static_cast<vkcl::SamplerFilter>(filter)};
    return state.check(kernel->kernel.setArg(index, sampler));
  });
}

} // extern "C"
