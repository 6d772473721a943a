// Image memory objects: clCreateImage (and WithProperties, and 1.x's
// clCreateImage2D/3D), clGetSupportedImageFormats, clGetImageInfo.
//
// An image is a Mem whose storage is a vkcl::Image (a VkImage in optimal
// tiling) on the context's first device, like a buffer's. The host never
// sees that memory: host data moves through staging copies
// (ImageCommands.cpp, ImageMapCommands.cpp). CL_MEM_COPY_HOST_PTR and
// CL_MEM_USE_HOST_PTR copy host_ptr in at creation; for
// CL_MEM_USE_HOST_PTR, as for buffers, host_ptr is the map pointer and
// maps copy the region there and unmaps back (the only points where the
// spec lets the application look at host_ptr). CL_MEM_ALLOC_HOST_PTR
// changes nothing an application can see.
//
// A 1-D buffer image (CL_MEM_OBJECT_IMAGE1D_BUFFER) is the exception: a
// view of its buffer's bytes (vkcl::Image::fromBuffer, a Vulkan texel
// buffer), so kernel writes to it are in the buffer and the other way
// round; it keeps the buffer alive and inherits its flags and host_ptr.
//
// Not supported by the runtime yet, refused with the spec's code and a
// message: 2-D images from buffers or images (mem_object), mipmaps and
// multi-sampling, and the formats without a Vulkan twin (CL_sRGB,
// CL_sRGBx, CL_RGB, ...: CL_IMAGE_FORMAT_NOT_SUPPORTED). sRGBA and sBGRA
// images are read-only (kernels sample them; no Vulkan device stores to
// _SRGB formats), so they are listed for CL_MEM_READ_ONLY only.
#include "MemoryCommon.h"

#include <algorithm>

namespace vkcl::ocl {
namespace {

using vkcl::ImageType;

/// The runtime's image type of a cl_mem_object_type; None for non-image
/// types.
ImageType runtimeType(cl_mem_object_type t) {
  switch (t) {
  case CL_MEM_OBJECT_IMAGE1D:
    return ImageType::Image1D;
  case CL_MEM_OBJECT_IMAGE1D_ARRAY:
    return ImageType::Image1DArray;
  case CL_MEM_OBJECT_IMAGE1D_BUFFER:
    return ImageType::Image1DBuffer;
  case CL_MEM_OBJECT_IMAGE2D:
    return ImageType::Image2D;
  case CL_MEM_OBJECT_IMAGE2D_ARRAY:
    return ImageType::Image2DArray;
  case CL_MEM_OBJECT_IMAGE3D:
    return ImageType::Image3D;
  default:
    return ImageType::None;
  }
}

/// The runtime's type of an image of `format`: a CL_DEPTH 2-D image (or
/// array) is a depth image (cl_khr_depth_images), which kernels take as
/// image2d_depth_t (image2d_array_depth_t).
ImageType runtimeType(cl_mem_object_type t, cl_channel_order order) {
  ImageType type = runtimeType(t);
  if (order != CL_DEPTH)
    return type;
  return type == ImageType::Image2D        ? ImageType::Image2DDepth
         : type == ImageType::Image2DArray ? ImageType::Image2DArrayDepth
                                           : type;
}

bool isImageType(cl_mem_object_type t) {
  return runtimeType(t) != ImageType::None;
}

bool isOneOf(cl_uint v, std::initializer_list<cl_uint> list) {
  for (cl_uint x : list)
    if (x == v)
      return true;
  return false;
}

/// Whether `f` is a format OpenCL defines (the channel order and data type
/// tables and their pairing rules); supported or not is another matter.
bool validFormat(const cl_image_format &f) {
  const cl_uint o = f.image_channel_order, t = f.image_channel_data_type;
  const bool anyType = isOneOf(
      t, {CL_SNORM_INT8, CL_SNORM_INT16, CL_UNORM_INT8, CL_UNORM_INT16,
          CL_SIGNED_INT8, CL_SIGNED_INT16, CL_SIGNED_INT32, CL_UNSIGNED_INT8,
          CL_UNSIGNED_INT16, CL_UNSIGNED_INT32, CL_HALF_FLOAT, CL_FLOAT});
  const bool packed = isOneOf(t, {CL_UNORM_SHORT_565, CL_UNORM_SHORT_555,
                                  CL_UNORM_INT_101010, CL_UNORM_INT_101010_2});
  switch (o) {
  case CL_R:
  case CL_A:
  case CL_RG:
  case CL_RA:
  case CL_RGBA:
  case CL_Rx:
  case CL_RGx:
    return anyType;
  case CL_RGB:
  case CL_RGBx:
    return packed && t != CL_UNORM_INT_101010_2;
  case CL_BGRA:
  case CL_ARGB:
  case CL_ABGR:
    return isOneOf(
        t, {CL_UNORM_INT8, CL_SNORM_INT8, CL_SIGNED_INT8, CL_UNSIGNED_INT8});
  case CL_INTENSITY:
  case CL_LUMINANCE:
    return isOneOf(t, {CL_UNORM_INT8, CL_UNORM_INT16, CL_SNORM_INT8,
                       CL_SNORM_INT16, CL_HALF_FLOAT, CL_FLOAT});
  case CL_DEPTH:
    return isOneOf(t, {CL_UNORM_INT16, CL_FLOAT});
  case CL_sRGB:
  case CL_sRGBx:
  case CL_sRGBA:
  case CL_sBGRA:
    return t == CL_UNORM_INT8;
  default:
    return false;
  }
}

/// The kernel access of clGetSupportedImageFormats' flags: read_only,
/// write_only, read_write, or 0 for "read_only and write_only" (both sets
/// intersected: CL_MEM_READ_WRITE, the default).
uint32_t accessOf(cl_mem_flags flags) {
  if (flags & CL_MEM_KERNEL_READ_AND_WRITE)
    return vkcl::AccessReadWrite;
  if (flags & CL_MEM_READ_ONLY)
    return vkcl::AccessReadOnly;
  if (flags & CL_MEM_WRITE_ONLY)
    return vkcl::AccessWriteOnly;
  return 0;
}

std::vector<vkcl::ImageFormat> supportedOfType(Device &device, ImageType type,
                                               uint32_t access);

/// The formats of `type` for `access`; 2-D images and arrays also list the
/// CL_DEPTH formats (their depth-image twins').
std::vector<vkcl::ImageFormat> supported(Device &device, ImageType type,
                                         uint32_t access) {
  std::vector<vkcl::ImageFormat> out = supportedOfType(device, type, access);
  if (type == ImageType::Image2D || type == ImageType::Image2DArray) {
    ImageType depth = type == ImageType::Image2D ? ImageType::Image2DDepth
                                                 : ImageType::Image2DArrayDepth;
    for (const vkcl::ImageFormat &f : supportedOfType(device, depth, access))
      out.push_back(f);
  }
  return out;
}

std::vector<vkcl::ImageFormat> supportedOfType(Device &device, ImageType type,
                                               uint32_t access) {
  if (type == ImageType::None)
    return {};
  // Kernels write storage images without a format, and read_write ones
  // also read them so (DeviceInfo.cpp's limits say which device can).
  const DeviceCaps &c = device.caps;
  if ((access == vkcl::AccessWriteOnly || access == 0) &&
      c.maxWriteImageArgs == 0)
    return {};
  if (access == vkcl::AccessReadWrite && !c.readWriteImages)
    return {};
  if (access)
    return vkcl::Image::supportedFormats(device.vk(), type, access);
  std::vector<vkcl::ImageFormat> read =
      vkcl::Image::supportedFormats(device.vk(), type, vkcl::AccessReadOnly);
  std::vector<vkcl::ImageFormat> write =
      vkcl::Image::supportedFormats(device.vk(), type, vkcl::AccessWriteOnly);
  std::vector<vkcl::ImageFormat> both;
  for (const vkcl::ImageFormat &f : read)
    if (std::find(write.begin(), write.end(), f) != write.end())
      both.push_back(f);
  return both;
}

/// The device's largest sizes for `type`: width, height, depth, layers.
void maxSizes(const DeviceCaps &c, cl_mem_object_type type, size_t max[4]) {
  max[0] = max[1] = max[2] = max[3] = 1;
  switch (type) {
  case CL_MEM_OBJECT_IMAGE1D:
  case CL_MEM_OBJECT_IMAGE1D_ARRAY:
    max[0] = c.image2DMaxWidth;
    max[3] = c.imageMaxArraySize;
    break;
  case CL_MEM_OBJECT_IMAGE2D:
  case CL_MEM_OBJECT_IMAGE2D_ARRAY:
    max[0] = c.image2DMaxWidth;
    max[1] = c.image2DMaxHeight;
    max[3] = c.imageMaxArraySize;
    break;
  case CL_MEM_OBJECT_IMAGE3D:
    max[0] = c.image3DMaxWidth;
    max[1] = c.image3DMaxHeight;
    max[2] = c.image3DMaxDepth;
    break;
  default:
    break;
  }
}

cl_mem fail(cl_int *errcodeRet, cl_int code, const std::string &message) {
  return withError(errcodeRet, apiError(code, message), cl_mem(nullptr));
}

/// Whether `device` lists `format` for `type` for any kernel access
/// (clCreateImage's CL_IMAGE_FORMAT_NOT_SUPPORTED test).
bool formatListed(Device &device, ImageType type, vkcl::ImageFormat format) {
  for (uint32_t access : {vkcl::AccessReadOnly, vkcl::AccessWriteOnly}) {
    std::vector<vkcl::ImageFormat> formats = supported(device, type, access);
    if (std::find(formats.begin(), formats.end(), format) != formats.end())
      return true;
  }
  return false;
}

/// clCreateImage of a CL_MEM_OBJECT_IMAGE1D_BUFFER (the format and the
/// common parts of the descriptor are checked): a view of the buffer in
/// mem_object, which it keeps alive.
cl_mem createBufferImage(Context *ctx, std::vector<cl_mem_properties> props,
                         cl_mem_flags flags, const cl_image_format &format,
                         cl_image_desc desc, void *hostPtr, cl_int *errcodeRet,
                         const std::string &call) {
  // CL_INVALID_IMAGE_DESCRIPTOR if values specified in image_desc are not
  // valid: mem_object must be a buffer (a sub-buffer too) of the context.
  Mem *buffer = cast<Mem>(desc.mem_object);
  if (!buffer || buffer->type != CL_MEM_OBJECT_BUFFER ||
      buffer->context.get() != ctx)
    return fail(errcodeRet, CL_INVALID_IMAGE_DESCRIPTOR,
                call + ": a 1-D buffer image needs a buffer of the context "
                       "in mem_object");
  // CL_INVALID_VALUE for host pointer flags or access the buffer lacks;
  // flags not given are the buffer's.
  cl_mem_flags inherited = 0;
  if (cl_int err = inheritFlags(*buffer, flags, call.c_str(), inherited))
    return withError(errcodeRet, err, cl_mem(nullptr));
  // CL_INVALID_HOST_PTR if host_ptr is not NULL but CL_MEM_COPY_HOST_PTR
  // or CL_MEM_USE_HOST_PTR are not set in flags (and they cannot be).
  if (hostPtr)
    return fail(errcodeRet, CL_INVALID_HOST_PTR,
                call + ": a 1-D buffer image takes no host_ptr (its pixels "
                       "are the buffer's)");
  if (desc.image_width == 0)
    return fail(errcodeRet, CL_INVALID_IMAGE_DESCRIPTOR,
                call + ": image_width is 0");
  Device *device = ctx->devices.front();
  // CL_INVALID_IMAGE_SIZE: the width is at most
  // CL_DEVICE_IMAGE_MAX_BUFFER_SIZE.
  if (desc.image_width > device->caps.imageMaxBufferSize)
    return fail(errcodeRet, CL_INVALID_IMAGE_SIZE,
                call + ": image_width " + std::to_string(desc.image_width) +
                    " exceeds CL_DEVICE_IMAGE_MAX_BUFFER_SIZE (" +
                    std::to_string(device->caps.imageMaxBufferSize) + ")");
  const vkcl::ImageFormat vf{format.image_channel_order,
                             format.image_channel_data_type};
  const size_t pixel = vkcl::imageFormatPixelBytes(vf);
  if (pixel == 0 || !formatListed(*device, ImageType::Image1DBuffer, vf))
    return fail(errcodeRet, CL_IMAGE_FORMAT_NOT_SUPPORTED,
                call + ": the device has no 1-D buffer images of the format");
  // "image_width * size of element in bytes must be <= size of the buffer
  // object data store". A row pitch is the buffer's one row (the CTS
  // passes it): 0 or at least that; no slices.
  const size_t bytes = desc.image_width * pixel;
  if ((desc.image_row_pitch && desc.image_row_pitch < bytes) ||
      desc.image_slice_pitch)
    return fail(errcodeRet, CL_INVALID_IMAGE_DESCRIPTOR,
                call + ": image_row_pitch " +
                    std::to_string(desc.image_row_pitch) +
                    " is less than the row's " + std::to_string(bytes) +
                    " bytes, or image_slice_pitch is not 0");
  if (bytes > buffer->size)
    return fail(errcodeRet, CL_INVALID_IMAGE_SIZE,
                call + ": " + std::to_string(desc.image_width) + " pixels of " +
                    std::to_string(pixel) + " bytes do not fit in a " +
                    std::to_string(buffer->size) + "-byte buffer");
  vkcl::ImageDesc id;
  id.type = ImageType::Image1DBuffer;
  id.format = vf;
  id.width = desc.image_width;
  vkcl::Result<vkcl::Image> image =
      vkcl::Image::fromBuffer(device->vk(), id, buffer->buffer, 0);
  if (!image) {
    const vkcl::Error &e = image.error();
    return fail(errcodeRet,
                e.code == vkcl::ErrorCode::FeatureMissing
                    ? CL_IMAGE_FORMAT_NOT_SUPPORTED
                    : CL_INVALID_IMAGE_SIZE,
                call + ": " + e.message);
  }
  auto *mem = new Mem();
  mem->context = Ref<Context>(ctx);
  mem->type = CL_MEM_OBJECT_IMAGE1D_BUFFER;
  mem->flags = inherited;
  mem->size = bytes;
  // A CL_MEM_USE_HOST_PTR buffer's host_ptr is the image's too: its maps
  // land there, as the buffer's do.
  if (inherited & CL_MEM_USE_HOST_PTR)
    mem->hostPtr = buffer->hostPtr;
  mem->properties = std::move(props);
  mem->parent = Ref<Mem>(buffer); // CL_IMAGE_BUFFER, kept alive
  mem->image = std::make_unique<vkcl::Image>(std::move(*image));
  mem->imageFormat = format;
  desc.image_height = desc.image_depth = desc.image_array_size = 0;
  desc.image_row_pitch = bytes;
  desc.image_slice_pitch = 0;
  mem->imageDesc = desc;
  mem->hostRowPitch = bytes;
  return withError(errcodeRet, CL_SUCCESS, static_cast<cl_mem>(mem));
}

cl_mem createImage(cl_context context, const cl_mem_properties *properties,
                   cl_mem_flags flags, const cl_image_format *format,
                   const cl_image_desc *descIn, void *hostPtr,
                   cl_int *errcodeRet, const char *what) {
  const std::string call(what);
  Context *ctx = cast<Context>(context);
  if (!ctx)
    return fail(errcodeRet, CL_INVALID_CONTEXT, call + ": invalid context");
  std::vector<cl_mem_properties> props;
  if (properties) {
    // No image properties are supported (cl_khr_external_memory is not).
    if (properties[0] != 0)
      return fail(errcodeRet, CL_INVALID_PROPERTY,
                  call + ": unsupported property " +
                      std::to_string(properties[0]) +
                      " (no image properties are supported)");
    props.push_back(0);
  }
  // CL_INVALID_VALUE if values specified in flags are not valid.
  if (cl_int err = checkFlags(flags, what))
    return withError(errcodeRet, err, cl_mem(nullptr));
  // CL_INVALID_IMAGE_FORMAT_DESCRIPTOR if values specified in image_format
  // are not valid or if image_format is NULL.
  if (!format || !validFormat(*format))
    return fail(errcodeRet, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR,
                call + (format ? ": the image format is not a valid "
                                 "(channel order, channel data type) pair"
                               : ": image_format is NULL"));
  // CL_INVALID_IMAGE_DESCRIPTOR if values specified in image_desc are not
  // valid or if image_desc is NULL.
  if (!descIn)
    return fail(errcodeRet, CL_INVALID_IMAGE_DESCRIPTOR,
                call + ": image_desc is NULL");
  cl_image_desc desc = *descIn;
  if (!isImageType(desc.image_type))
    return fail(errcodeRet, CL_INVALID_IMAGE_DESCRIPTOR,
                call + ": image_type " + std::to_string(desc.image_type) +
                    " is not an image type");
  if (desc.num_mip_levels != 0 || desc.num_samples != 0)
    return fail(errcodeRet, CL_INVALID_IMAGE_DESCRIPTOR,
                call + ": num_mip_levels and num_samples must be 0 "
                       "(mipmapped and multi-sample images are not "
                       "supported by vkcl yet)");
  if (desc.image_type == CL_MEM_OBJECT_IMAGE1D_BUFFER)
    return createBufferImage(ctx, std::move(props), flags, *format, desc,
                             hostPtr, errcodeRet, call);
  if (desc.mem_object) {
    // "CL_INVALID_OPERATION if no devices in context support creating a 2D
    // image from a buffer" (CL_DEVICE_IMAGE_PITCH_ALIGNMENT is 0; nor 2-D
    // images from images); other types take no mem_object at all.
    if (desc.image_type == CL_MEM_OBJECT_IMAGE2D)
      return fail(errcodeRet, CL_INVALID_OPERATION,
                  call + ": 2-D images from buffers or images are not "
                         "supported by vkcl yet");
    return fail(errcodeRet, CL_INVALID_IMAGE_DESCRIPTOR,
                call + ": mem_object must be NULL for this image type");
  }
  const cl_mem_object_type type = desc.image_type;
  const bool array = type == CL_MEM_OBJECT_IMAGE1D_ARRAY ||
                     type == CL_MEM_OBJECT_IMAGE2D_ARRAY;
  const bool hasHeight = type == CL_MEM_OBJECT_IMAGE2D ||
                         type == CL_MEM_OBJECT_IMAGE2D_ARRAY ||
                         type == CL_MEM_OBJECT_IMAGE3D;
  // Sizes a type does not use are ignored, as the spec says.
  if (!hasHeight)
    desc.image_height = 0;
  if (type != CL_MEM_OBJECT_IMAGE3D)
    desc.image_depth = 0;
  if (!array)
    desc.image_array_size = 0;
  if (desc.image_width == 0 || (hasHeight && desc.image_height == 0) ||
      (type == CL_MEM_OBJECT_IMAGE3D && desc.image_depth == 0) ||
      (array && desc.image_array_size == 0))
    return fail(errcodeRet, CL_INVALID_IMAGE_DESCRIPTOR,
                call + ": an image size the image type uses is 0");
  Device *device = ctx->devices.front();
  // CL_INVALID_IMAGE_SIZE if image dimensions specified in image_desc
  // exceed the maximum image dimensions for all devices in context.
  size_t max[4];
  maxSizes(device->caps, type, max);
  const size_t sizes[4] = {desc.image_width, hasHeight ? desc.image_height : 1,
                           desc.image_depth ? desc.image_depth : 1,
                           array ? desc.image_array_size : 1};
  static const char *const names[4] = {"width", "height", "depth",
                                       "array size"};
  for (int i = 0; i < 4; ++i)
    if (sizes[i] > max[i])
      return fail(errcodeRet, CL_INVALID_IMAGE_SIZE,
                  call + ": image " + names[i] + " " +
                      std::to_string(sizes[i]) + " exceeds the device's " +
                      std::to_string(max[i]));

  // CL_INVALID_HOST_PTR as for buffers.
  const bool wantsHostPtr =
      flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR);
  if (wantsHostPtr != (hostPtr != nullptr))
    return fail(errcodeRet, CL_INVALID_HOST_PTR,
                call + (hostPtr ? ": host_ptr given without "
                                  "CL_MEM_USE_HOST_PTR or CL_MEM_COPY_HOST_PTR"
                                : ": CL_MEM_USE_HOST_PTR and "
                                  "CL_MEM_COPY_HOST_PTR need a host_ptr"));

  vkcl::ImageFormat vf{format->image_channel_order,
                       format->image_channel_data_type};
  const size_t pixel = vkcl::imageFormatPixelBytes(vf);
  // CL_IMAGE_FORMAT_NOT_SUPPORTED if there are no devices in context that
  // support image_format (for any kernel access).
  if (pixel == 0 || !formatListed(*device, runtimeType(type), vf))
    return fail(errcodeRet, CL_IMAGE_FORMAT_NOT_SUPPORTED,
                call + ": the device does not support the image format" +
                    (format->image_channel_order == CL_DEPTH
                         ? std::string(" (CL_DEPTH: 2-D images and 2-D "
                                       "arrays only)")
                         : std::string()));

  // Pitches: 0 without host_ptr (CL_INVALID_IMAGE_DESCRIPTOR otherwise);
  // with one, 0 means packed, anything else at least packed and a
  // multiple of the pixel (rows) or row pitch (slices).
  const size_t packedRow = desc.image_width * pixel;
  if (!hostPtr && (desc.image_row_pitch || desc.image_slice_pitch))
    return fail(errcodeRet, CL_INVALID_IMAGE_DESCRIPTOR,
                call + ": image_row_pitch and image_slice_pitch must be 0 "
                       "when host_ptr is NULL");
  size_t rowPitch = desc.image_row_pitch ? desc.image_row_pitch : packedRow;
  if (rowPitch < packedRow || rowPitch % pixel)
    return fail(errcodeRet, CL_INVALID_IMAGE_DESCRIPTOR,
                call + ": image_row_pitch " + std::to_string(rowPitch) +
                    " is less than a row (" + std::to_string(packedRow) +
                    " bytes) or not a multiple of the pixel size");
  const bool sliced = array || type == CL_MEM_OBJECT_IMAGE3D;
  const size_t packedSlice = type == CL_MEM_OBJECT_IMAGE1D_ARRAY
                                 ? rowPitch
                                 : rowPitch * desc.image_height;
  size_t slicePitch = 0;
  if (sliced) {
    slicePitch = desc.image_slice_pitch ? desc.image_slice_pitch : packedSlice;
    if (slicePitch < packedSlice || slicePitch % rowPitch)
      return fail(errcodeRet, CL_INVALID_IMAGE_DESCRIPTOR,
                  call + ": image_slice_pitch " + std::to_string(slicePitch) +
                      " is less than a slice (" + std::to_string(packedSlice) +
                      " bytes) or not a multiple of the row pitch");
  }
  size_t bytes = packedRow * sizes[1] * sizes[2] * sizes[3];
  if (bytes > device->caps.maxMemAllocSize)
    return fail(errcodeRet, CL_INVALID_IMAGE_SIZE,
                call + ": the image's " + std::to_string(bytes) +
                    " bytes exceed CL_DEVICE_MAX_MEM_ALLOC_SIZE");

  vkcl::ImageDesc id;
  id.type = runtimeType(type, format->image_channel_order);
  id.format = vf;
  id.width = desc.image_width;
  id.height = sizes[1];
  id.depth = sizes[2];
  id.arraySize = sizes[3];
  vkcl::Result<vkcl::Image> image = vkcl::Image::create(device->vk(), id);
  if (!image) {
    const vkcl::Error &e = image.error();
    cl_int code = e.code == vkcl::ErrorCode::FeatureMissing
                      ? CL_IMAGE_FORMAT_NOT_SUPPORTED
                  : e.code == vkcl::ErrorCode::InvalidArgument
                      ? CL_INVALID_IMAGE_SIZE
                      : CL_MEM_OBJECT_ALLOCATION_FAILURE;
    return fail(errcodeRet, code, call + ": " + e.message);
  }
  if (hostPtr) {
    // Before any command can see the image: a queue of its own.
    vkcl::Result<std::unique_ptr<vkcl::Queue>> queue =
        vkcl::Queue::create(device->vk());
    if (!queue)
      return fail(errcodeRet, toClError(queue.error()),
                  call + ": " + queue.error().message);
    vkcl::ImageRegion all;
    all.size = {sizes[0],
                type == CL_MEM_OBJECT_IMAGE1D_ARRAY ? sizes[3] : sizes[1],
                type == CL_MEM_OBJECT_IMAGE2D_ARRAY ? sizes[3] : sizes[2]};
    vkcl::Status s =
        (*queue)->writeImage(*image, all, hostPtr, rowPitch, slicePitch);
    if (s)
      s = (*queue)->finish();
    if (!s)
      return fail(errcodeRet, toClError(s.error()),
                  call + ": copying host_ptr in: " + s.message());
  }

  auto *mem = new Mem();
  mem->context = Ref<Context>(ctx);
  mem->type = type;
  mem->flags = flags;
  mem->size = bytes;
  if (flags & CL_MEM_USE_HOST_PTR)
    mem->hostPtr = hostPtr;
  mem->properties = std::move(props);
  mem->image = std::make_unique<vkcl::Image>(std::move(*image));
  mem->imageFormat = *format;
  // CL_IMAGE_ROW_PITCH and CL_IMAGE_SLICE_PITCH: host_ptr's when there is
  // one, else those of a packed image (the host sees no other).
  desc.image_row_pitch = rowPitch;
  desc.image_slice_pitch = slicePitch;
  mem->imageDesc = desc;
  mem->hostRowPitch = rowPitch;
  mem->hostSlicePitch = slicePitch;
  return withError(errcodeRet, CL_SUCCESS, static_cast<cl_mem>(mem));
}

} // namespace

cl_int checkImageCommand(cl_command_queue queue, cl_mem image, Queue **queueOut,
                         Mem **memOut) {
  Queue *q = cast<Queue>(queue);
  if (!q)
    return apiError(CL_INVALID_COMMAND_QUEUE, "invalid command queue");
  Mem *mem = cast<Mem>(image);
  if (!mem || !mem->isImage())
    return apiError(CL_INVALID_MEM_OBJECT,
                    mem ? "the memory object is not an image"
                        : "invalid memory object");
  if (cl_int err = checkMemForQueue(q, mem))
    return err;
  *queueOut = q;
  *memOut = mem;
  return CL_SUCCESS;
}

cl_int imageRegion(const Mem &image, const size_t *origin, const size_t *region,
                   const char *call, vkcl::ImageRegion &out) {
  if (!origin || !region)
    return apiError(CL_INVALID_VALUE,
                    std::string(call) + ": origin or region is NULL");
  const vkcl::ImageDesc &d = image.image->desc();
  const bool layers1D = d.type == ImageType::Image1DArray;
  const bool layers2D = imageShape(d.type) == ImageType::Image2DArray;
  const size_t extent[3] = {size_t(d.width),
                            size_t(layers1D ? d.arraySize : d.height),
                            size_t(layers2D ? d.arraySize : d.depth)};
  static const char *const axes[3] = {"x", "y", "z"};
  for (int i = 0; i < 3; ++i) {
    if (region[i] == 0)
      return apiError(CL_INVALID_VALUE, std::string(call) + ": region[" +
                                            std::to_string(i) + "] is 0");
    if (origin[i] > extent[i] || region[i] > extent[i] - origin[i])
      return apiError(
          CL_INVALID_VALUE,
          std::string(call) + ": the region " + std::to_string(origin[i]) +
              "+" + std::to_string(region[i]) + " in " + axes[i] +
              " lies outside the image's " + std::to_string(extent[i]) +
              (extent[i] == 1 ? " (the image type has no such coordinate: "
                                "origin must be 0 and region 1)"
                              : ""));
    out.origin[i] = origin[i];
    out.size[i] = region[i];
  }
  return CL_SUCCESS;
}

} // namespace vkcl::ocl

using namespace vkcl::ocl;

CL_API_ENTRY cl_mem CL_API_CALL clCreateImage(
    cl_context context, cl_mem_flags flags, const cl_image_format *format,
    const cl_image_desc *desc, void *host_ptr, cl_int *errcode_ret) {
  return createImage(context, nullptr, flags, format, desc, host_ptr,
                     errcode_ret, "clCreateImage");
}

CL_API_ENTRY cl_mem CL_API_CALL clCreateImageWithProperties(
    cl_context context, const cl_mem_properties *properties, cl_mem_flags flags,
    const cl_image_format *format, const cl_image_desc *desc, void *host_ptr,
    cl_int *errcode_ret) {
  return createImage(context, properties, flags, format, desc, host_ptr,
                     errcode_ret, "clCreateImageWithProperties");
}

CL_API_ENTRY cl_mem CL_API_CALL
clCreateImage2D(cl_context context, cl_mem_flags flags,
                const cl_image_format *format, size_t width, size_t height,
                size_t row_pitch, void *host_ptr, cl_int *errcode_ret) {
  cl_image_desc desc{};
  desc.image_type = CL_MEM_OBJECT_IMAGE2D;
  desc.image_width = width;
  desc.image_height = height;
  desc.image_row_pitch = row_pitch;
  return createImage(context, nullptr, flags, format, &desc, host_ptr,
                     errcode_ret, "clCreateImage2D");
}

CL_API_ENTRY cl_mem CL_API_CALL clCreateImage3D(
    cl_context context, cl_mem_flags flags, const cl_image_format *format,
    size_t width, size_t height, size_t depth, size_t row_pitch,
    size_t slice_pitch, void *host_ptr, cl_int *errcode_ret) {
  cl_image_desc desc{};
  desc.image_type = CL_MEM_OBJECT_IMAGE3D;
  desc.image_width = width;
  desc.image_height = height;
  desc.image_depth = depth;
  desc.image_row_pitch = row_pitch;
  desc.image_slice_pitch = slice_pitch;
  // 1.x: a depth of 1 or less is CL_INVALID_IMAGE_SIZE.
  if (depth <= 1 && cast<Context>(context))
    return withError(errcode_ret,
                     apiError(CL_INVALID_IMAGE_SIZE,
                              "clCreateImage3D: a 3-D image's depth must be "
                              "greater than 1"),
                     cl_mem(nullptr));
  return createImage(context, nullptr, flags, format, &desc, host_ptr,
                     errcode_ret, "clCreateImage3D");
}

CL_API_ENTRY cl_int CL_API_CALL clGetSupportedImageFormats(
    cl_context context, cl_mem_flags flags, cl_mem_object_type image_type,
    cl_uint num_entries, cl_image_format *image_formats,
    cl_uint *num_image_formats) {
  Context *ctx = cast<Context>(context);
  if (!ctx)
    return apiError(CL_INVALID_CONTEXT,
                    "clGetSupportedImageFormats: invalid context");
  // CL_INVALID_VALUE if flags or image_type are not valid, or if
  // num_entries is 0 and image_formats is not NULL.
  if (cl_int err =
          checkFlags(flags & ~cl_mem_flags(CL_MEM_KERNEL_READ_AND_WRITE),
                     "clGetSupportedImageFormats"))
    return err;
  if (!isImageType(image_type))
    return apiError(CL_INVALID_VALUE,
                    "clGetSupportedImageFormats: image_type " +
                        std::to_string(image_type) + " is not an image type");
  if (num_entries == 0 && image_formats)
    return apiError(CL_INVALID_VALUE,
                    "clGetSupportedImageFormats: num_entries is 0");
  // Formats every device of the context supports; memory lives on the
  // first device, which is the one that matters for creation.
  std::vector<vkcl::ImageFormat> formats = supported(
      *ctx->devices.front(), runtimeType(image_type), accessOf(flags));
  if (image_formats)
    for (size_t i = 0; i < formats.size() && i < num_entries; ++i)
      image_formats[i] = {formats[i].channelOrder, formats[i].channelDataType};
  if (num_image_formats)
    *num_image_formats = cl_uint(formats.size());
  return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clGetImageInfo(cl_mem image,
                                               cl_image_info param_name,
                                               size_t param_value_size,
                                               void *param_value,
                                               size_t *param_value_size_ret) {
  Mem *mem = cast<Mem>(image);
  if (!mem || !mem->isImage())
    return apiError(CL_INVALID_MEM_OBJECT,
                    mem ? "clGetImageInfo: the memory object is not an image"
                        : "clGetImageInfo: invalid memory object");
  size_t size = param_value_size;
  void *value = param_value;
  size_t *sizeRet = param_value_size_ret;
  const cl_image_desc &d = mem->imageDesc;
  switch (param_name) {
  case CL_IMAGE_FORMAT:
    return returnValue(size, value, sizeRet, mem->imageFormat);
  case CL_IMAGE_ELEMENT_SIZE:
    return returnValue(size, value, sizeRet, imagePixelBytes(*mem));
  case CL_IMAGE_ROW_PITCH:
    return returnValue(size, value, sizeRet, d.image_row_pitch);
  case CL_IMAGE_SLICE_PITCH:
    return returnValue(size, value, sizeRet, d.image_slice_pitch);
  case CL_IMAGE_WIDTH:
    return returnValue(size, value, sizeRet, d.image_width);
  case CL_IMAGE_HEIGHT:
    return returnValue(size, value, sizeRet, d.image_height);
  case CL_IMAGE_DEPTH:
    return returnValue(size, value, sizeRet, d.image_depth);
  case CL_IMAGE_ARRAY_SIZE:
    return returnValue(size, value, sizeRet, d.image_array_size);
  case CL_IMAGE_BUFFER: // a 1-D buffer image's buffer
    return returnValue(size, value, sizeRet,
                       static_cast<cl_mem>(mem->parent.get()));
  case CL_IMAGE_NUM_MIP_LEVELS:
    return returnValue(size, value, sizeRet, cl_uint(0));
  case CL_IMAGE_NUM_SAMPLES:
    return returnValue(size, value, sizeRet, cl_uint(0));
  default:
    return apiError(CL_INVALID_VALUE, "clGetImageInfo: unknown param_name " +
                                          std::to_string(param_name));
  }
}
