// Image memory objects: clCreateImage (every image type vkcl supports,
// every host pointer flag) and its errors, clCreateImage2D/3D,
// clGetSupportedImageFormats, clGetImageInfo and clGetMemObjectInfo of
// images, reference counts and destructor callbacks, and image arguments
// of kernels (clSetKernelArg's checks, a kernel reading and writing
// images). Transfers: ImageCommandsTest.cpp; samplers: SamplerTest.cpp.
// clCreateImage2D/3D are OpenCL 1.1 API, deprecated since 1.2.
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#include "ClFixture.h"

namespace vkcl::cltest {
namespace {

constexpr cl_image_format Rgba8{CL_RGBA, CL_UNORM_INT8};

cl_image_desc descOf(cl_mem_object_type type, size_t w, size_t h = 0,
                     size_t d = 0, size_t layers = 0) {
  cl_image_desc desc{};
  desc.image_type = type;
  desc.image_width = w;
  desc.image_height = h;
  desc.image_depth = d;
  desc.image_array_size = layers;
  return desc;
}

class Image : public ClImageTest {
protected:
  ClMem create(const cl_image_desc &desc,
               cl_mem_flags flags = CL_MEM_READ_WRITE,
               const cl_image_format &format = Rgba8, void *host = nullptr,
               cl_int expected = CL_SUCCESS) {
    return createImage(desc, flags, format, host, expected);
  }
  template <typename T> T info(cl_mem image, cl_image_info param) {
    return imageInfo<T>(image, param);
  }
};

TEST_F(Image, EveryTypeIsCreatedWithItsSizes) {
  struct Case {
    cl_image_desc desc;
    size_t width, height, depth, layers, rowPitch, slicePitch;
  } cases[] = {
      {descOf(CL_MEM_OBJECT_IMAGE1D, 17), 17, 0, 0, 0, 68, 0},
      {descOf(CL_MEM_OBJECT_IMAGE1D_ARRAY, 17, 0, 0, 3), 17, 0, 0, 3, 68, 68},
      {descOf(CL_MEM_OBJECT_IMAGE2D, 17, 5), 17, 5, 0, 0, 68, 0},
      {descOf(CL_MEM_OBJECT_IMAGE2D_ARRAY, 17, 5, 0, 3), 17, 5, 0, 3, 68, 340},
      {descOf(CL_MEM_OBJECT_IMAGE3D, 17, 5, 4), 17, 5, 4, 0, 68, 340},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.desc.image_type);
    ClMem m = create(c.desc);
    ASSERT_TRUE(m);
    EXPECT_EQ(c.width, info<size_t>(m, CL_IMAGE_WIDTH));
    EXPECT_EQ(c.height, info<size_t>(m, CL_IMAGE_HEIGHT));
    EXPECT_EQ(c.depth, info<size_t>(m, CL_IMAGE_DEPTH));
    EXPECT_EQ(c.layers, info<size_t>(m, CL_IMAGE_ARRAY_SIZE));
    EXPECT_EQ(4u, info<size_t>(m, CL_IMAGE_ELEMENT_SIZE));
    EXPECT_EQ(c.rowPitch, info<size_t>(m, CL_IMAGE_ROW_PITCH));
    EXPECT_EQ(c.slicePitch, info<size_t>(m, CL_IMAGE_SLICE_PITCH));
    EXPECT_EQ(nullptr, info<cl_mem>(m, CL_IMAGE_BUFFER));
    EXPECT_EQ(0u, info<cl_uint>(m, CL_IMAGE_NUM_MIP_LEVELS));
    EXPECT_EQ(0u, info<cl_uint>(m, CL_IMAGE_NUM_SAMPLES));
    cl_image_format f = info<cl_image_format>(m, CL_IMAGE_FORMAT);
    EXPECT_EQ(cl_uint(CL_RGBA), f.image_channel_order);
    EXPECT_EQ(cl_uint(CL_UNORM_INT8), f.image_channel_data_type);
    cl_mem_object_type type = 0;
    EXPECT_CL(clGetMemObjectInfo(m, CL_MEM_TYPE, sizeof type, &type, nullptr));
    EXPECT_EQ(c.desc.image_type, type);
    size_t size = 0;
    EXPECT_CL(clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof size, &size, nullptr));
    EXPECT_GE(size, c.width * 4 * std::max<size_t>(1, c.height) *
                        std::max<size_t>(1, c.depth) *
                        std::max<size_t>(1, c.layers));
    cl_context ctx = nullptr;
    EXPECT_CL(clGetMemObjectInfo(m, CL_MEM_CONTEXT, sizeof ctx, &ctx, nullptr));
    EXPECT_EQ(context_.get(), ctx);
  }
}

TEST_F(Image, OneXEntryPointsCreate2DAnd3DImages) {
  cl_int err = CL_SUCCESS;
  ClMem a(clCreateImage2D(context_, CL_MEM_READ_ONLY, &Rgba8, 8, 4, 0, nullptr,
                          &err));
  EXPECT_CL(err);
  EXPECT_EQ(4u, info<size_t>(a, CL_IMAGE_HEIGHT));
  ClMem b(clCreateImage3D(context_, CL_MEM_READ_ONLY, &Rgba8, 8, 4, 2, 0, 0,
                          nullptr, &err));
  EXPECT_CL(err);
  EXPECT_EQ(2u, info<size_t>(b, CL_IMAGE_DEPTH));
  ClMem c(clCreateImage3D(context_, CL_MEM_READ_ONLY, &Rgba8, 8, 4, 1, 0, 0,
                          nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_IMAGE_SIZE, err);
  cl_mem_properties props[] = {0};
  cl_image_desc d = descOf(CL_MEM_OBJECT_IMAGE2D, 4, 4);
  ClMem p(clCreateImageWithProperties(context_, props, CL_MEM_READ_WRITE,
                                      &Rgba8, &d, nullptr, &err));
  EXPECT_CL(err);
  size_t size = 0;
  EXPECT_CL(clGetMemObjectInfo(p, CL_MEM_PROPERTIES, 0, nullptr, &size));
  EXPECT_EQ(sizeof(cl_mem_properties), size);
  cl_mem_properties bad[] = {0x1234, 0, 0};
  ClMem q(clCreateImageWithProperties(context_, bad, CL_MEM_READ_WRITE, &Rgba8,
                                      &d, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_PROPERTY, err);
}

TEST_F(Image, CreationErrors) {
  cl_int err = CL_SUCCESS;
  cl_image_desc d2 = descOf(CL_MEM_OBJECT_IMAGE2D, 4, 4);
  EXPECT_EQ(nullptr, clCreateImage(nullptr, 0, &Rgba8, &d2, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_CONTEXT, err);
  EXPECT_EQ(nullptr, clCreateImage(context_, 0, nullptr, &d2, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR, err);
  cl_image_format bogus{0x1234, CL_UNORM_INT8};
  create(d2, 0, bogus, nullptr, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
  cl_image_format badPair{CL_BGRA, CL_FLOAT}; // BGRA takes 8-bit types only
  create(d2, 0, badPair, nullptr, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
  cl_image_format rgb565{CL_RGB, CL_UNORM_SHORT_565}; // valid, unsupported
  create(d2, 0, rgb565, nullptr, CL_IMAGE_FORMAT_NOT_SUPPORTED);
  // CL_DEPTH (cl_khr_depth_images) on 2-D images and arrays only.
  cl_image_format depth{CL_DEPTH, CL_FLOAT};
  create(d2, 0, depth);
  create(descOf(CL_MEM_OBJECT_IMAGE3D, 4, 4, 4), 0, depth, nullptr,
         CL_IMAGE_FORMAT_NOT_SUPPORTED);
  EXPECT_EQ(nullptr,
            clCreateImage(context_, 0, &Rgba8, nullptr, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_IMAGE_DESCRIPTOR, err);
  create(descOf(CL_MEM_OBJECT_BUFFER, 4), 0, Rgba8, nullptr,
         CL_INVALID_IMAGE_DESCRIPTOR);
  create(descOf(CL_MEM_OBJECT_IMAGE2D, 0, 4), 0, Rgba8, nullptr,
         CL_INVALID_IMAGE_DESCRIPTOR);
  create(descOf(CL_MEM_OBJECT_IMAGE3D, 4, 4, 0), 0, Rgba8, nullptr,
         CL_INVALID_IMAGE_DESCRIPTOR);
  create(descOf(CL_MEM_OBJECT_IMAGE2D_ARRAY, 4, 4, 0, 0), 0, Rgba8, nullptr,
         CL_INVALID_IMAGE_DESCRIPTOR);
  cl_image_desc mip = d2;
  mip.num_mip_levels = 2;
  create(mip, 0, Rgba8, nullptr, CL_INVALID_IMAGE_DESCRIPTOR);
  cl_image_desc pitch = d2;
  pitch.image_row_pitch = 64; // without host_ptr
  create(pitch, 0, Rgba8, nullptr, CL_INVALID_IMAGE_DESCRIPTOR);
  std::vector<uint8_t> host(4096);
  pitch.image_row_pitch = 8; // less than a row
  create(pitch, CL_MEM_COPY_HOST_PTR, Rgba8, host.data(),
         CL_INVALID_IMAGE_DESCRIPTOR);
  pitch.image_row_pitch = 18; // not a multiple of the pixel
  create(pitch, CL_MEM_COPY_HOST_PTR, Rgba8, host.data(),
         CL_INVALID_IMAGE_DESCRIPTOR);
  size_t maxWidth = deviceValue<size_t>(device_, CL_DEVICE_IMAGE2D_MAX_WIDTH);
  create(descOf(CL_MEM_OBJECT_IMAGE2D, maxWidth + 1, 1), 0, Rgba8, nullptr,
         CL_INVALID_IMAGE_SIZE);
  size_t maxLayers =
      deviceValue<size_t>(device_, CL_DEVICE_IMAGE_MAX_ARRAY_SIZE);
  create(descOf(CL_MEM_OBJECT_IMAGE1D_ARRAY, 4, 0, 0, maxLayers + 1), 0, Rgba8,
         nullptr, CL_INVALID_IMAGE_SIZE);
  // Host pointers: as for buffers.
  create(d2, CL_MEM_COPY_HOST_PTR, Rgba8, nullptr, CL_INVALID_HOST_PTR);
  create(d2, CL_MEM_USE_HOST_PTR, Rgba8, nullptr, CL_INVALID_HOST_PTR);
  create(d2, 0, Rgba8, host.data(), CL_INVALID_HOST_PTR);
  create(d2, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, Rgba8, nullptr,
         CL_INVALID_VALUE);
  create(d2, CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR, Rgba8, host.data(),
         CL_INVALID_VALUE);
  create(d2, CL_MEM_KERNEL_READ_AND_WRITE, Rgba8, nullptr, CL_INVALID_VALUE);
}

// 1-D buffer images: ImageBufferTest.cpp.
TEST_F(Image, ImagesFromOtherMemObjectsAreRefused) {
  ClMem buffer = this->buffer(4096);
  // No device supports 2-D images from buffers (or images): that is
  // CL_INVALID_OPERATION; other types take no mem_object.
  cl_image_desc fromBuffer = descOf(CL_MEM_OBJECT_IMAGE2D, 16, 16);
  fromBuffer.buffer = buffer;
  create(fromBuffer, 0, Rgba8, nullptr, CL_INVALID_OPERATION);
  EXPECT_EQ(0u, deviceValue<cl_uint>(device_, CL_DEVICE_IMAGE_PITCH_ALIGNMENT));
  cl_image_desc threeD = descOf(CL_MEM_OBJECT_IMAGE3D, 4, 4, 4);
  threeD.buffer = buffer;
  create(threeD, 0, Rgba8, nullptr, CL_INVALID_IMAGE_DESCRIPTOR);
}

TEST_F(Image, SupportedFormatsIncludeTheRequiredOnes) {
  const cl_mem_object_type types[] = {
      CL_MEM_OBJECT_IMAGE1D, CL_MEM_OBJECT_IMAGE1D_ARRAY, CL_MEM_OBJECT_IMAGE2D,
      CL_MEM_OBJECT_IMAGE2D_ARRAY, CL_MEM_OBJECT_IMAGE3D};
  for (cl_mem_flags flags :
       {cl_mem_flags(CL_MEM_READ_ONLY), cl_mem_flags(CL_MEM_WRITE_ONLY),
        cl_mem_flags(CL_MEM_READ_WRITE)}) {
    for (cl_mem_object_type type : types) {
      SCOPED_TRACE(std::to_string(flags) + " " + std::to_string(type));
      cl_uint count = 0;
      ASSERT_CL(clGetSupportedImageFormats(context_, flags, type, 0, nullptr,
                                           &count));
      std::vector<cl_image_format> formats(count);
      cl_uint again = 0;
      ASSERT_CL(clGetSupportedImageFormats(context_, flags, type, count,
                                           formats.data(), &again));
      EXPECT_EQ(count, again);
      auto has = [&](cl_channel_order o, cl_channel_type t) {
        for (const cl_image_format &f : formats)
          if (f.image_channel_order == o && f.image_channel_data_type == t)
            return true;
        return false;
      };
      // OpenCL 3.0's minimum list (for every type with image support).
      EXPECT_TRUE(has(CL_RGBA, CL_UNORM_INT8));
      EXPECT_TRUE(has(CL_RGBA, CL_FLOAT));
      EXPECT_TRUE(has(CL_RGBA, CL_SIGNED_INT32));
      EXPECT_TRUE(has(CL_RGBA, CL_UNSIGNED_INT16));
      // sRGB images are sampled, never stored to (no Vulkan device stores
      // _SRGB formats): listed for reading only, where the device samples
      // them (lavapipe, SwiftShader and NVIDIA all do).
      EXPECT_EQ(flags == CL_MEM_READ_ONLY, has(CL_sRGBA, CL_UNORM_INT8));
      EXPECT_EQ(flags == CL_MEM_READ_ONLY, has(CL_sBGRA, CL_UNORM_INT8));
      // Each listed format can be created.
      for (const cl_image_format &f : formats) {
        cl_image_desc d = descOf(type, 4, 2, 2, 2);
        create(d, flags, f);
      }
    }
  }
  cl_uint count = 0;
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetSupportedImageFormats(context_, 0, CL_MEM_OBJECT_BUFFER, 0,
                                           nullptr, &count));
  cl_image_format one;
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetSupportedImageFormats(context_, 0, CL_MEM_OBJECT_IMAGE2D,
                                           0, &one, nullptr));
  EXPECT_CL_ERR(
      CL_INVALID_VALUE,
      clGetSupportedImageFormats(context_, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY,
                                 CL_MEM_OBJECT_IMAGE2D, 0, nullptr, &count));
  EXPECT_CL_ERR(CL_INVALID_CONTEXT,
                clGetSupportedImageFormats(nullptr, 0, CL_MEM_OBJECT_IMAGE2D, 0,
                                           nullptr, &count));
  // read_write formats exactly where the device has read_write images.
  ASSERT_CL(clGetSupportedImageFormats(
      context_, CL_MEM_KERNEL_READ_AND_WRITE | CL_MEM_READ_WRITE,
      CL_MEM_OBJECT_IMAGE2D, 0, nullptr, &count));
  EXPECT_EQ(
      deviceValue<cl_uint>(device_, CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS) != 0,
      count != 0);
}

TEST_F(Image, InfoErrors) {
  ClMem m = create(descOf(CL_MEM_OBJECT_IMAGE2D, 4, 4));
  ClMem b = buffer(64);
  size_t v = 0;
  EXPECT_CL_ERR(CL_INVALID_MEM_OBJECT,
                clGetImageInfo(b, CL_IMAGE_WIDTH, sizeof v, &v, nullptr));
  EXPECT_CL_ERR(CL_INVALID_MEM_OBJECT,
                clGetImageInfo(nullptr, CL_IMAGE_WIDTH, sizeof v, &v, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetImageInfo(m, 0x7777, sizeof v, &v, nullptr));
  char small[1];
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetImageInfo(m, CL_IMAGE_WIDTH, 1, small, nullptr));
  size_t size = 0;
  EXPECT_CL(clGetImageInfo(m, CL_IMAGE_FORMAT, 0, nullptr, &size));
  EXPECT_EQ(sizeof(cl_image_format), size);
}

TEST_F(Image, CopyAndUseHostPtrInitializeTheImage) {
  // A 2-D array with padded rows and slices.
  const size_t w = 5, h = 3, layers = 2, rowPitch = 24, slicePitch = 96;
  std::vector<uint8_t> host = randomBytes(slicePitch * layers, 3);
  cl_image_desc d = descOf(CL_MEM_OBJECT_IMAGE2D_ARRAY, w, h, 0, layers);
  d.image_row_pitch = rowPitch;
  d.image_slice_pitch = slicePitch;
  for (cl_mem_flags flag : {cl_mem_flags(CL_MEM_COPY_HOST_PTR),
                            cl_mem_flags(CL_MEM_USE_HOST_PTR)}) {
    ClMem m = create(d, CL_MEM_READ_WRITE | flag, Rgba8, host.data());
    ASSERT_TRUE(m);
    EXPECT_EQ(rowPitch, info<size_t>(m, CL_IMAGE_ROW_PITCH));
    EXPECT_EQ(slicePitch, info<size_t>(m, CL_IMAGE_SLICE_PITCH));
    void *ptr = nullptr;
    EXPECT_CL(
        clGetMemObjectInfo(m, CL_MEM_HOST_PTR, sizeof ptr, &ptr, nullptr));
    EXPECT_EQ(flag == CL_MEM_USE_HOST_PTR ? host.data() : nullptr, ptr);
    std::vector<uint8_t> packed(w * 4 * h * layers);
    size_t origin[3] = {0, 0, 0}, region[3] = {w, h, layers};
    ASSERT_CL(clEnqueueReadImage(queue_, m, CL_TRUE, origin, region, 0, 0,
                                 packed.data(), 0, nullptr, nullptr));
    for (size_t l = 0; l < layers; ++l)
      for (size_t y = 0; y < h; ++y)
        for (size_t x = 0; x < w * 4; ++x)
          ASSERT_EQ(host[l * slicePitch + y * rowPitch + x],
                    packed[(l * h + y) * w * 4 + x])
              << l << " " << y << " " << x;
  }
}

TEST_F(Image, ReferenceCountsAndDestructorCallbacks) {
  ClMem m = create(descOf(CL_MEM_OBJECT_IMAGE1D, 8));
  ASSERT_TRUE(m);
  EXPECT_CL(clRetainMemObject(m));
  cl_uint count = 0;
  EXPECT_CL(clGetMemObjectInfo(m, CL_MEM_REFERENCE_COUNT, sizeof count, &count,
                               nullptr));
  EXPECT_EQ(2u, count);
  EXPECT_CL(clReleaseMemObject(m));
  static int calls = 0;
  calls = 0;
  auto callback = [](cl_mem, void *data) { ++*static_cast<int *>(data); };
  EXPECT_CL(clSetMemObjectDestructorCallback(m, callback, &calls));
  m.reset();
  EXPECT_EQ(1, calls);
}

TEST_F(Image, KernelsReadAndWriteImages) {
  const char *source = R"(
kernel void scale(read_only image2d_t src, write_only image2d_t dst) {
  int2 c = (int2)((int)get_global_id(0), (int)get_global_id(1));
  write_imagef(dst, c, read_imagef(src, c) * 0.5f);
}
)";
  ClKernel k = kernel(source, "scale");
  ASSERT_TRUE(k);
  const size_t w = 9, h = 4;
  std::vector<float> pixels = randomValues<float>(w * h * 4, 5, -2.f, 2.f);
  cl_image_format f{CL_RGBA, CL_FLOAT};
  cl_image_desc d = descOf(CL_MEM_OBJECT_IMAGE2D, w, h);
  ClMem src =
      create(d, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, f, pixels.data());
  ClMem dst = create(d, CL_MEM_WRITE_ONLY, f);
  setArg(k, 0, src.get());
  setArg(k, 1, dst.get());
  size_t global[2] = {w, h};
  ASSERT_CL(clEnqueueNDRangeKernel(queue_, k, 2, nullptr, global, nullptr, 0,
                                   nullptr, nullptr));
  // The application's references may go: the command keeps the images.
  src.reset();
  std::vector<float> out(w * h * 4);
  size_t origin[3] = {0, 0, 0}, region[3] = {w, h, 1};
  ASSERT_CL(clEnqueueReadImage(queue_, dst, CL_TRUE, origin, region, 0, 0,
                               out.data(), 0, nullptr, nullptr));
  for (size_t i = 0; i < out.size(); ++i)
    ASSERT_EQ(pixels[i] * 0.5f, out[i]) << i;
}

TEST_F(Image, KernelsWrite3DImagesWhereReported) {
  if (!hasExtension("cl_khr_3d_image_writes"))
    GTEST_SKIP() << "no cl_khr_3d_image_writes";
  const char *source = R"(
kernel void fill(write_only image3d_t dst) {
  int4 c = (int4)((int)get_global_id(0), (int)get_global_id(1),
                  (int)get_global_id(2), 0);
  write_imageui(dst, c, (uint4)(c.x, c.y, c.z, 7));
}
)";
  ClKernel k = kernel(source, "fill");
  ASSERT_TRUE(k);
  const size_t w = 5, h = 3, d = 4;
  cl_image_format f{CL_RGBA, CL_UNSIGNED_INT8};
  ClMem img =
      create(descOf(CL_MEM_OBJECT_IMAGE3D, w, h, d), CL_MEM_WRITE_ONLY, f);
  setArg(k, 0, img.get());
  size_t global[3] = {w, h, d};
  ASSERT_CL(clEnqueueNDRangeKernel(queue_, k, 3, nullptr, global, nullptr, 0,
                                   nullptr, nullptr));
  std::vector<uint8_t> out(w * h * d * 4);
  size_t origin[3] = {0, 0, 0};
  ASSERT_CL(clEnqueueReadImage(queue_, img, CL_TRUE, origin, global, 0, 0,
                               out.data(), 0, nullptr, nullptr));
  for (size_t z = 0; z < d; ++z)
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x) {
        const uint8_t *p = &out[((z * h + y) * w + x) * 4];
        ASSERT_EQ(std::vector<uint8_t>({uint8_t(x), uint8_t(y), uint8_t(z), 7}),
                  std::vector<uint8_t>(p, p + 4));
      }
}

TEST_F(Image, DeviceLimitsHold) {
  // The largest 1-D and 2-D widths and array sizes the device reports can
  // be created (1 pixel high: cheap).
  size_t width = deviceValue<size_t>(device_, CL_DEVICE_IMAGE2D_MAX_WIDTH);
  size_t layers = deviceValue<size_t>(device_, CL_DEVICE_IMAGE_MAX_ARRAY_SIZE);
  create(descOf(CL_MEM_OBJECT_IMAGE1D, width));
  create(descOf(CL_MEM_OBJECT_IMAGE2D, width, 1));
  create(descOf(CL_MEM_OBJECT_IMAGE1D_ARRAY, 1, 0, 0, layers));
  size_t depth = deviceValue<size_t>(device_, CL_DEVICE_IMAGE3D_MAX_DEPTH);
  create(descOf(CL_MEM_OBJECT_IMAGE3D, 1, 1, depth));
  EXPECT_GE(deviceValue<size_t>(device_, CL_DEVICE_IMAGE_MAX_BUFFER_SIZE),
            65536u);
  EXPECT_GE(deviceValue<cl_uint>(device_, CL_DEVICE_MAX_READ_IMAGE_ARGS), 8u);
  EXPECT_GE(deviceValue<cl_uint>(device_, CL_DEVICE_MAX_SAMPLERS), 8u);
  const std::string features = deviceString(device_, CL_DEVICE_EXTENSIONS);
  size_t size = 0;
  ASSERT_CL(
      clGetDeviceInfo(device_, CL_DEVICE_OPENCL_C_FEATURES, 0, nullptr, &size));
  std::vector<cl_name_version> list(size / sizeof(cl_name_version));
  ASSERT_CL(clGetDeviceInfo(device_, CL_DEVICE_OPENCL_C_FEATURES, size,
                            list.data(), nullptr));
  auto has = [&](const char *name) {
    for (const cl_name_version &nv : list)
      if (std::string(nv.name) == name)
        return true;
    return false;
  };
  EXPECT_TRUE(has("__opencl_c_images"));
  EXPECT_EQ(hasWord(features, "cl_khr_3d_image_writes"),
            has("__opencl_c_3d_image_writes"));
  EXPECT_EQ(
      deviceValue<cl_uint>(device_, CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS) != 0,
      has("__opencl_c_read_write_images"));
}

TEST_F(Image, SetKernelArgChecksImages) {
  const char *source = R"(
kernel void k(read_only image2d_t a, write_only image3d_t b, global int *c) {
  if (get_global_id(0) == 0) c[0] = get_image_width(a) + get_image_depth(b);
}
)";
  ClKernel k = kernel(source, "k");
  ASSERT_TRUE(k);
  ClMem i2 = create(descOf(CL_MEM_OBJECT_IMAGE2D, 4, 4));
  ClMem i3 = create(descOf(CL_MEM_OBJECT_IMAGE3D, 4, 4, 2));
  ClMem writeOnly =
      create(descOf(CL_MEM_OBJECT_IMAGE2D, 4, 4), CL_MEM_WRITE_ONLY);
  ClMem buf = buffer(16);
  cl_mem image = i2;
  EXPECT_CL_ERR(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 0, 4, &image));
  EXPECT_CL_ERR(CL_INVALID_ARG_VALUE,
                clSetKernelArg(k, 0, sizeof(cl_mem), nullptr));
  cl_mem bad = buf;
  EXPECT_CL_ERR(CL_INVALID_MEM_OBJECT,
                clSetKernelArg(k, 0, sizeof(cl_mem), &bad));
  bad = i3; // a 3-D image for an image2d_t
  EXPECT_CL_ERR(CL_INVALID_MEM_OBJECT,
                clSetKernelArg(k, 0, sizeof(cl_mem), &bad));
  bad = writeOnly; // CL_MEM_WRITE_ONLY for a read_only argument
  EXPECT_CL_ERR(CL_INVALID_ARG_VALUE,
                clSetKernelArg(k, 0, sizeof(cl_mem), &bad));
  image = i2; // an image for a buffer argument
  EXPECT_CL_ERR(CL_INVALID_MEM_OBJECT,
                clSetKernelArg(k, 2, sizeof(cl_mem), &image));
  EXPECT_CL(clSetKernelArg(k, 0, sizeof(cl_mem), &image));
  image = i3;
  EXPECT_CL(clSetKernelArg(k, 1, sizeof(cl_mem), &image));
  cl_mem b = buf;
  EXPECT_CL(clSetKernelArg(k, 2, sizeof(cl_mem), &b));
  size_t one = 1;
  ASSERT_CL(clEnqueueNDRangeKernel(queue_, k, 1, nullptr, &one, nullptr, 0,
                                   nullptr, nullptr));
  std::vector<int> out = read<int>(buf, 1);
  EXPECT_EQ(6, out[0]);
  cl_kernel_arg_access_qualifier access = 0;
  EXPECT_CL(clGetKernelArgInfo(k, 1, CL_KERNEL_ARG_ACCESS_QUALIFIER,
                               sizeof access, &access, nullptr));
  EXPECT_EQ(cl_kernel_arg_access_qualifier(CL_KERNEL_ARG_ACCESS_WRITE_ONLY),
            access);
}

} // namespace
} // namespace vkcl::cltest
