// 1-D buffer images (CL_MEM_OBJECT_IMAGE1D_BUFFER): clCreateImage's rules
// for them (mem_object a buffer or sub-buffer, the size within it, no host
// pointer, flags inherited from the buffer and never wider), their formats,
// clGetImageInfo and clGetMemObjectInfo, the buffer kept alive, the image
// and the buffer seeing each other's bytes, image commands (read, write,
// fill, copy, map) on them, and kernels reading and writing them.
#include "ClFixture.h"

namespace vkcl::cltest {
namespace {

constexpr cl_image_format Rgba8{CL_RGBA, CL_UNORM_INT8};
constexpr cl_image_format Rgba32ui{CL_RGBA, CL_UNSIGNED_INT32};

class ImageBuffer : public ClImageTest {
protected:
  ClMem create(cl_mem buffer, size_t width, cl_mem_flags flags = 0,
               const cl_image_format &format = Rgba8,
               cl_int expected = CL_SUCCESS, void *host = nullptr) {
    cl_image_desc desc{};
    desc.image_type = CL_MEM_OBJECT_IMAGE1D_BUFFER;
    desc.image_width = width;
    desc.buffer = buffer;
    return createImage(desc, flags, format, host, expected);
  }
  template <typename T> T memInfo(cl_mem m, cl_mem_info param) {
    T v{};
    EXPECT_CL(clGetMemObjectInfo(m, param, sizeof v, &v, nullptr));
    return v;
  }
  /// A CL_RGBA / CL_UNSIGNED_INT32 1-D image (not a buffer image).
  ClMem image1D(size_t width) {
    cl_image_desc desc{};
    desc.image_type = CL_MEM_OBJECT_IMAGE1D;
    desc.image_width = width;
    cl_int err = CL_SUCCESS;
    ClMem m(clCreateImage(context_, 0, &Rgba32ui, &desc, nullptr, &err));
    EXPECT_CL(err);
    return m;
  }
  std::vector<cl_image_format> formats(cl_mem_flags flags) {
    cl_uint count = 0;
    EXPECT_CL(clGetSupportedImageFormats(
        context_, flags, CL_MEM_OBJECT_IMAGE1D_BUFFER, 0, nullptr, &count));
    std::vector<cl_image_format> out(count);
    if (count)
      EXPECT_CL(clGetSupportedImageFormats(context_, flags,
                                           CL_MEM_OBJECT_IMAGE1D_BUFFER, count,
                                           out.data(), nullptr));
    return out;
  }
};

TEST_F(ImageBuffer, FormatsIncludeTheRequiredOnes) {
  for (cl_mem_flags flags :
       {cl_mem_flags(CL_MEM_READ_ONLY), cl_mem_flags(CL_MEM_WRITE_ONLY),
        cl_mem_flags(CL_MEM_READ_WRITE)}) {
    SCOPED_TRACE(flags);
    std::vector<cl_image_format> list = formats(flags);
    // SwiftShader lists no texel buffer writes without a format
    // (VK_FORMAT_FEATURE_2_STORAGE_WRITE_WITHOUT_FORMAT_BIT): nothing but
    // read_only there.
    if (flags != CL_MEM_READ_ONLY && testDriver() == Driver::SwiftShader) {
      EXPECT_TRUE(list.empty());
      continue;
    }
    auto has = [&](cl_channel_order o, cl_channel_type t) {
      for (const cl_image_format &f : list)
        if (f.image_channel_order == o && f.image_channel_data_type == t)
          return true;
      return false;
    };
    EXPECT_TRUE(has(CL_RGBA, CL_UNORM_INT8));
    EXPECT_TRUE(has(CL_RGBA, CL_FLOAT));
    EXPECT_TRUE(has(CL_RGBA, CL_SIGNED_INT32));
    EXPECT_TRUE(has(CL_RGBA, CL_UNSIGNED_INT16));
    // Each listed format makes an image of a buffer.
    ClMem buffer = this->buffer(4096);
    for (const cl_image_format &f : list)
      create(buffer, 16, flags, f);
  }
  EXPECT_GE(deviceValue<size_t>(device_, CL_DEVICE_IMAGE_MAX_BUFFER_SIZE),
            65536u);
}

TEST_F(ImageBuffer, InfoNamesTheBuffer) {
  ClMem buffer = this->buffer(4096, CL_MEM_READ_ONLY | CL_MEM_HOST_READ_ONLY);
  ClMem m = create(buffer, 100);
  ASSERT_TRUE(m);
  EXPECT_EQ(cl_mem(buffer), imageInfo<cl_mem>(m, CL_IMAGE_BUFFER));
  EXPECT_EQ(100u, imageInfo<size_t>(m, CL_IMAGE_WIDTH));
  EXPECT_EQ(0u, imageInfo<size_t>(m, CL_IMAGE_HEIGHT));
  EXPECT_EQ(0u, imageInfo<size_t>(m, CL_IMAGE_DEPTH));
  EXPECT_EQ(0u, imageInfo<size_t>(m, CL_IMAGE_ARRAY_SIZE));
  EXPECT_EQ(4u, imageInfo<size_t>(m, CL_IMAGE_ELEMENT_SIZE));
  EXPECT_EQ(400u, imageInfo<size_t>(m, CL_IMAGE_ROW_PITCH));
  EXPECT_EQ(0u, imageInfo<size_t>(m, CL_IMAGE_SLICE_PITCH));
  EXPECT_EQ(cl_mem_object_type(CL_MEM_OBJECT_IMAGE1D_BUFFER),
            memInfo<cl_mem_object_type>(m, CL_MEM_TYPE));
  EXPECT_EQ(cl_mem(buffer), memInfo<cl_mem>(m, CL_MEM_ASSOCIATED_MEMOBJECT));
  EXPECT_EQ(0u, memInfo<size_t>(m, CL_MEM_OFFSET));
  EXPECT_EQ(400u, memInfo<size_t>(m, CL_MEM_SIZE));
  // Flags not given are the buffer's.
  EXPECT_EQ(cl_mem_flags(CL_MEM_READ_ONLY | CL_MEM_HOST_READ_ONLY),
            memInfo<cl_mem_flags>(m, CL_MEM_FLAGS));
  // The image keeps its buffer alive (an internal reference: the
  // application's count is its own).
  EXPECT_EQ(1u, memInfo<cl_uint>(buffer, CL_MEM_REFERENCE_COUNT));
  cl_mem raw = buffer.take();
  EXPECT_CL(clReleaseMemObject(raw));
  EXPECT_EQ(raw, imageInfo<cl_mem>(m, CL_IMAGE_BUFFER));
  std::vector<uint8_t> pixels(400);
  size_t origin[3] = {0, 0, 0}, region[3] = {100, 1, 1};
  EXPECT_CL(clEnqueueReadImage(queue_, m, CL_TRUE, origin, region, 0, 0,
                               pixels.data(), 0, nullptr, nullptr));
  m.reset();
}

TEST_F(ImageBuffer, CreationErrors) {
  const size_t maxWidth =
      deviceValue<size_t>(device_, CL_DEVICE_IMAGE_MAX_BUFFER_SIZE);
  ClMem buffer = this->buffer(1024);
  create(nullptr, 16, 0, Rgba8, CL_INVALID_IMAGE_DESCRIPTOR);
  // mem_object must be a buffer.
  cl_image_desc d2{};
  d2.image_type = CL_MEM_OBJECT_IMAGE2D;
  d2.image_width = d2.image_height = 4;
  cl_int err = CL_SUCCESS;
  ClMem image(clCreateImage(context_, 0, &Rgba8, &d2, nullptr, &err));
  ASSERT_CL(err);
  create(image, 4, 0, Rgba8, CL_INVALID_IMAGE_DESCRIPTOR);
  // image_width * pixel size must fit in the buffer.
  create(buffer, 256);
  create(buffer, 257, 0, Rgba8, CL_INVALID_IMAGE_SIZE);
  create(buffer, 0, 0, Rgba8, CL_INVALID_IMAGE_DESCRIPTOR);
  // Wider than CL_DEVICE_IMAGE_MAX_BUFFER_SIZE (the buffer is too small
  // too: the same code).
  create(buffer, maxWidth + 1, 0, Rgba8, CL_INVALID_IMAGE_SIZE);
  // The pixels are the buffer's: no host pointer or host pointer flags.
  std::vector<uint8_t> host(1024);
  create(buffer, 16, CL_MEM_USE_HOST_PTR, Rgba8, CL_INVALID_VALUE, host.data());
  create(buffer, 16, CL_MEM_COPY_HOST_PTR, Rgba8, CL_INVALID_VALUE,
         host.data());
  create(buffer, 16, CL_MEM_ALLOC_HOST_PTR, Rgba8, CL_INVALID_VALUE);
  create(buffer, 16, 0, Rgba8, CL_INVALID_HOST_PTR, host.data());
  // No access the buffer lacks.
  ClMem readOnly = this->buffer(256, CL_MEM_READ_ONLY);
  create(readOnly, 16, CL_MEM_READ_WRITE, Rgba8, CL_INVALID_VALUE);
  create(readOnly, 16, CL_MEM_WRITE_ONLY, Rgba8, CL_INVALID_VALUE);
  create(readOnly, 16, CL_MEM_READ_ONLY);
  ClMem writeOnly = this->buffer(256, CL_MEM_WRITE_ONLY);
  create(writeOnly, 16, CL_MEM_READ_ONLY, Rgba8, CL_INVALID_VALUE);
  ClMem hostRead = this->buffer(256, CL_MEM_HOST_READ_ONLY);
  create(hostRead, 16, CL_MEM_HOST_WRITE_ONLY, Rgba8, CL_INVALID_VALUE);
  ClMem noHost = this->buffer(256, CL_MEM_HOST_NO_ACCESS);
  create(noHost, 16, CL_MEM_HOST_READ_ONLY, Rgba8, CL_INVALID_VALUE);
  // Formats: invalid ones and those the device does not list.
  create(buffer, 16, 0, cl_image_format{CL_RGBA, 0x1234},
         CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
  create(buffer, 16, 0, cl_image_format{CL_DEPTH, CL_FLOAT},
         CL_IMAGE_FORMAT_NOT_SUPPORTED);
  // A row pitch may name the one row (the CTS gives it), not less.
  cl_image_desc pitched{};
  pitched.image_type = CL_MEM_OBJECT_IMAGE1D_BUFFER;
  pitched.image_width = 16;
  pitched.image_row_pitch = 64;
  pitched.buffer = buffer;
  ClMem m(clCreateImage(context_, 0, &Rgba8, &pitched, nullptr, &err));
  EXPECT_CL(err);
  pitched.image_row_pitch = 32;
  ClMem tooShort(clCreateImage(context_, 0, &Rgba8, &pitched, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_IMAGE_DESCRIPTOR, err);
}

TEST_F(ImageBuffer, SubBuffersAndUseHostPtrBuffers) {
  const cl_uint align =
      deviceValue<cl_uint>(device_, CL_DEVICE_MEM_BASE_ADDR_ALIGN) / 8;
  ClMem parent = this->buffer(4 * align);
  std::vector<uint32_t> words(align, 0);
  for (size_t i = 0; i < words.size(); ++i)
    words[i] = uint32_t(i * 0x01010101u);
  ASSERT_CL(clEnqueueWriteBuffer(queue_, parent, CL_TRUE, align, align,
                                 words.data(), 0, nullptr, nullptr));
  cl_buffer_region region{align, 2 * align};
  cl_int err = CL_SUCCESS;
  ClMem sub(clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &region,
                              &err));
  ASSERT_CL(err);
  ClMem m = create(sub, align / 16, 0, Rgba32ui);
  ASSERT_TRUE(m);
  std::vector<uint32_t> got(align / 4);
  size_t origin[3] = {0, 0, 0}, size[3] = {align / 16, 1, 1};
  ASSERT_CL(clEnqueueReadImage(queue_, m, CL_TRUE, origin, size, 0, 0,
                               got.data(), 0, nullptr, nullptr));
  EXPECT_EQ(std::vector<uint32_t>(words.begin(), words.begin() + align / 4),
            got);
  // A CL_MEM_USE_HOST_PTR buffer's image maps into its host_ptr.
  std::vector<uint32_t> host(64, 7);
  ClMem useHost =
      this->buffer(256, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, host.data());
  ClMem image = create(useHost, 16, 0, Rgba32ui);
  ASSERT_TRUE(image);
  EXPECT_EQ(static_cast<void *>(host.data()),
            memInfo<void *>(image, CL_MEM_HOST_PTR));
  size_t mapOrigin[3] = {4, 0, 0}, mapSize[3] = {2, 1, 1}, pitch = 0;
  auto *p = static_cast<uint32_t *>(clEnqueueMapImage(
      queue_, image, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, mapOrigin, mapSize,
      &pitch, nullptr, 0, nullptr, nullptr, &err));
  ASSERT_CL(err);
  EXPECT_EQ(host.data() + 16, p);
  EXPECT_EQ(7u, p[0]);
  p[1] = 99;
  ASSERT_CL(clEnqueueUnmapMemObject(queue_, image, p, 0, nullptr, nullptr));
  std::vector<uint32_t> back = read<uint32_t>(useHost, 64);
  EXPECT_EQ(99u, back[17]);
  EXPECT_EQ(7u, back[16]);
}

TEST_F(ImageBuffer, ImageCommandsSeeTheBuffersBytes) {
  const size_t width = 32;
  std::vector<uint32_t> words = randomValues<uint32_t>(width * 4, 3, 0, 1000);
  ClMem buffer = bufferOf(words);
  ClMem m = create(buffer, width, 0, Rgba32ui);
  ASSERT_TRUE(m);
  // Read the image: the buffer's bytes.
  std::vector<uint32_t> got(width * 4);
  size_t origin[3] = {0, 0, 0}, all[3] = {width, 1, 1};
  ASSERT_CL(clEnqueueReadImage(queue_, m, CL_TRUE, origin, all, 0, 0,
                               got.data(), 0, nullptr, nullptr));
  EXPECT_EQ(words, got);
  // Write a pixel of the image: the buffer changes.
  uint32_t pixel[4] = {1, 2, 3, 4};
  size_t at[3] = {5, 0, 0}, one[3] = {1, 1, 1};
  ASSERT_CL(clEnqueueWriteImage(queue_, m, CL_TRUE, at, one, 0, 0, pixel, 0,
                                nullptr, nullptr));
  std::copy(pixel, pixel + 4, words.begin() + 20);
  EXPECT_EQ(words, read<uint32_t>(buffer, width * 4));
  // Fill three pixels.
  uint32_t color[4] = {9, 8, 7, 6};
  size_t fillAt[3] = {10, 0, 0}, three[3] = {3, 1, 1};
  ASSERT_CL(
      clEnqueueFillImage(queue_, m, color, fillAt, three, 0, nullptr, nullptr));
  for (int i = 10; i < 13; ++i)
    std::copy(color, color + 4, words.begin() + 4 * i);
  EXPECT_EQ(words, read<uint32_t>(buffer, width * 4));
  // Copy to a buffer, and from the image to a 1-D image and back.
  ClMem out = poisoned<uint32_t>(12);
  ASSERT_CL(clEnqueueCopyImageToBuffer(queue_, m, out, fillAt, three, 0, 0,
                                       nullptr, nullptr));
  EXPECT_EQ(std::vector<uint32_t>(words.begin() + 40, words.begin() + 52),
            read<uint32_t>(out, 12));
  ClMem oneD = image1D(width);
  ASSERT_TRUE(oneD);
  cl_int err = CL_SUCCESS;
  ASSERT_CL(clEnqueueCopyImage(queue_, m, oneD, origin, origin, all, 0, nullptr,
                               nullptr));
  ClMem other = create(this->buffer(width * 16), width, 0, Rgba32ui);
  ASSERT_CL(clEnqueueCopyImage(queue_, oneD, other, origin, origin, all, 0,
                               nullptr, nullptr));
  ASSERT_CL(clEnqueueReadImage(queue_, other, CL_TRUE, origin, all, 0, 0,
                               got.data(), 0, nullptr, nullptr));
  EXPECT_EQ(words, got);
  // Map a region for reading.
  size_t pitch = 0;
  auto *p = static_cast<uint32_t *>(
      clEnqueueMapImage(queue_, m, CL_TRUE, CL_MAP_READ, at, one, &pitch,
                        nullptr, 0, nullptr, nullptr, &err));
  ASSERT_CL(err);
  EXPECT_EQ(std::vector<uint32_t>(pixel, pixel + 4),
            std::vector<uint32_t>(p, p + 4));
  ASSERT_CL(clEnqueueUnmapMemObject(queue_, m, p, 0, nullptr, nullptr));
  ASSERT_CL(clFinish(queue_));
}

TEST_F(ImageBuffer, KernelsReadAndWriteThem) {
  const char *source = R"(
kernel void twice(read_only image1d_buffer_t src,
                  write_only image1d_buffer_t dst, global int *width) {
  int x = get_global_id(0);
  write_imageui(dst, x, read_imageui(src, x) * 2u);
  if (x == 0)
    *width = get_image_width(src) * 1000 + get_image_width(dst);
}
)";
  if (formats(CL_MEM_WRITE_ONLY).empty())
    GTEST_SKIP() << "no write_only 1-D buffer image format (SwiftShader)";
  ClKernel k = kernel(source, "twice");
  ASSERT_TRUE(k);
  const size_t width = 50;
  std::vector<uint32_t> in = randomValues<uint32_t>(width * 4, 5, 0, 1 << 20);
  ClMem inBuffer = bufferOf(in);
  ClMem outBuffer = poisoned<uint32_t>(width * 4 + 4);
  ClMem src = create(inBuffer, width, CL_MEM_READ_ONLY, Rgba32ui);
  ClMem dst = create(outBuffer, width, CL_MEM_WRITE_ONLY, Rgba32ui);
  ClMem sizes = poisoned<int>(1);
  setArg(k, 0, src.get());
  setArg(k, 1, dst.get());
  setArg(k, 2, sizes.get());
  run1D(k, width);
  std::vector<uint32_t> out = read<uint32_t>(outBuffer, width * 4 + 4);
  for (size_t i = 0; i < in.size(); ++i)
    ASSERT_EQ(in[i] * 2, out[i]) << i;
  for (size_t i = in.size(); i < out.size(); ++i)
    EXPECT_EQ(Poison, out[i]) << "past the image, at " << i;
  EXPECT_EQ(int(width * 1000 + width), read<int>(sizes, 1)[0]);
  // A 1-D image is not a 1-D buffer image.
  ClMem oneD = image1D(width);
  ASSERT_TRUE(oneD);
  cl_mem raw = oneD.get();
  EXPECT_NE(CL_SUCCESS, clSetKernelArg(k, 0, sizeof raw, &raw));
}

} // namespace
} // namespace vkcl::cltest
