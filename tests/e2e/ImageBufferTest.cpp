// 1-D buffer images (image1d_buffer_t, Image::fromBuffer): Vulkan texel
// buffers over a Buffer's bytes. Every format the device lists is read with
// read_image{f,i,ui} and compared with the host reference of OpenCL's
// conversion rules, copied exactly from one image to another, and written
// with write_image{f,i,ui} (saturating as OpenCL converts); halves, a
// read_write image where the device reads storage images without a format,
// the queries, the queue's transfers (which are buffer copies here) and the
// aliasing OpenCL defines (a kernel's writes to the image are the buffer's
// bytes, and the other way round). Bad descriptions, offsets and formats
// fail with the runtime's errors. Destinations are poisoned first.
#include "ImageFixture.h"

namespace vkcl::e2e {
namespace {

const char *Source = R"CL(
kernel void copy_f(read_only image1d_buffer_t src,
                   write_only image1d_buffer_t dst) {
  int x = get_global_id(0);
  write_imagef(dst, x, read_imagef(src, x));
}
kernel void copy_i(read_only image1d_buffer_t src,
                   write_only image1d_buffer_t dst) {
  int x = get_global_id(0);
  write_imagei(dst, x, read_imagei(src, x));
}
kernel void copy_ui(read_only image1d_buffer_t src,
                    write_only image1d_buffer_t dst) {
  int x = get_global_id(0);
  write_imageui(dst, x, read_imageui(src, x));
}
kernel void values_f(read_only image1d_buffer_t src, global float4 *out) {
  int x = get_global_id(0);
  out[x] = read_imagef(src, x);
}
kernel void values_i(read_only image1d_buffer_t src, global int4 *out) {
  int x = get_global_id(0);
  out[x] = read_imagei(src, x);
}
kernel void values_ui(read_only image1d_buffer_t src, global uint4 *out) {
  int x = get_global_id(0);
  out[x] = read_imageui(src, x);
}
kernel void write_f(write_only image1d_buffer_t dst, global const float4 *in) {
  int x = get_global_id(0);
  write_imagef(dst, x, in[x]);
}
kernel void write_i(write_only image1d_buffer_t dst, global const int4 *in) {
  int x = get_global_id(0);
  write_imagei(dst, x, in[x]);
}
kernel void write_ui(write_only image1d_buffer_t dst, global const uint4 *in) {
  int x = get_global_id(0);
  write_imageui(dst, x, in[x]);
}
kernel void queries(read_only image1d_buffer_t a, write_only image1d_buffer_t b,
                    global int *out) {
  out[0] = get_image_width(a);
  out[1] = get_image_width(b);
  out[2] = get_image_channel_order(a);
  out[3] = get_image_channel_data_type(a);
  out[4] = get_image_channel_order(b);
  out[5] = get_image_channel_data_type(b);
}
kernel void scale_words(global uint *words) { words[get_global_id(0)] *= 3u; }
kernel void one_d(read_only image1d_t src, global uint4 *out) {
  out[get_global_id(0)] = read_imageui(src, (int)get_global_id(0));
}
)CL";

const char *suffix(Kind k) {
  return k == Kind::Float ? "f" : k == Kind::Int ? "i" : "ui";
}

class ImageBuffer : public ImageKernels {
protected:
  static ImageDesc bufferDesc(ImageFormat f, uint64_t width) {
    ImageDesc d;
    d.type = ImageType::Image1DBuffer;
    d.format = f;
    d.width = width;
    return d;
  }
  Image view(const ImageDesc &d, const Buffer &buffer, uint64_t offset = 0) {
    Result<Image> image = Image::fromBuffer(device(), d, buffer, offset);
    if (!image)
      throw E2eError("Image::fromBuffer: " + describe(image));
    return std::move(*image);
  }
  std::vector<ImageFormat> listed(uint32_t access) {
    return Image::supportedFormats(device(), ImageType::Image1DBuffer, access);
  }
  VkPhysicalDeviceLimits limits() {
    VkPhysicalDeviceProperties props;
    vkGetPhysicalDeviceProperties(device().vkPhysicalDevice(), &props);
    return props.limits;
  }
  std::vector<uint8_t> bytesOf(const Buffer &buffer, size_t offset, size_t n) {
    std::vector<uint8_t> out(n);
    check(queue().read(buffer, offset, out.data(), n), "Queue::read");
    return out;
  }
  std::shared_ptr<Program> program() {
    if (!program_)
      program_ = build(Source, cl12());
    return program_;
  }
  Kernel named(const std::string &name) {
    return std::move(*program()->createKernel(name));
  }

private:
  std::shared_ptr<Program> program_;
};

// OpenCL requires CL_RGBA with 8-, 16- and 32-bit integers, CL_UNORM_INT8,
// half and float for 1-D buffer images; Vulkan's mandatory texel buffer
// formats cover them for reading.
TEST_F(ImageBuffer, FormatsAreListedAndMade) {
  std::vector<ImageFormat> read = listed(AccessReadOnly);
  ASSERT_FALSE(read.empty());
  for (ImageFormat f :
       {ImageFormat{CL_RGBA, CL_UNORM_INT8},
        ImageFormat{CL_RGBA, CL_SIGNED_INT32},
        ImageFormat{CL_RGBA, CL_UNSIGNED_INT8}, ImageFormat{CL_RGBA, CL_FLOAT}})
    EXPECT_NE(std::find(read.begin(), read.end(), f), read.end())
        << formatName(f);
  for (uint32_t access : {AccessReadOnly, AccessWriteOnly, AccessReadWrite})
    for (ImageFormat f : listed(access)) {
      SCOPED_TRACE(formatName(f));
      Image image = makeImage(bufferDesc(f, 70));
      EXPECT_TRUE(image.supportsAccess(access));
      EXPECT_EQ(image.vkImage(), VkImage(VK_NULL_HANDLE));
      EXPECT_NE(image.vkBufferView(), VkBufferView(VK_NULL_HANDLE));
      EXPECT_EQ(image.desc().height, 1u);
    }
}

// (Vacuous where no format is writable: SwiftShader.)
TEST_F(ImageBuffer, EveryFormatCopiesExactlyIntoTheBuffer) {
  // 256: a multiple of every minTexelBufferOffsetAlignment Vulkan allows.
  const uint64_t width = 203, offset = 256;
  std::vector<ImageFormat> writable = listed(AccessWriteOnly);
  for (ImageFormat f : listed(AccessReadOnly)) {
    if (std::find(writable.begin(), writable.end(), f) == writable.end())
      continue;
    SCOPED_TRACE(formatName(f));
    ImageDesc d = bufferDesc(f, width);
    Image src = makeImage(d);
    std::vector<uint8_t> data = randomPixels(rng(), f, width);
    put(src, data);
    // The destination is a view at an offset into a poisoned buffer: the
    // kernel's writes are the buffer's bytes there, and nothing else moves.
    const size_t bytes = data.size();
    Buffer buffer = makeBuffer(offset + bytes + 64);
    Image dst = view(d, buffer, offset);
    Kernel k = named(std::string("copy_") + suffix(kindOf(f.channelDataType)));
    run(k, NDRange::linear(width), src, dst);
    EXPECT_TRUE(allEqual(get(dst), data));
    EXPECT_TRUE(allEqual(bytesOf(buffer, offset, bytes), data));
    std::vector<uint32_t> before = download<uint32_t>(buffer, offset / 4);
    EXPECT_TRUE(allEqual(before, std::vector<uint32_t>(offset / 4, Poison)));
    std::vector<uint8_t> after = bytesOf(buffer, offset + bytes, 64), poison;
    for (size_t i = offset + bytes; i < offset + bytes + 64; ++i)
      poison.push_back(uint8_t(Poison >> (8 * (i % 4))));
    EXPECT_TRUE(allEqual(after, poison));
  }
}

TEST_F(ImageBuffer, ReadsFollowTheConversionRules) {
  const uint64_t width = 131;
  for (ImageFormat f : listed(AccessReadOnly)) {
    SCOPED_TRACE(formatName(f));
    ImageDesc d = bufferDesc(f, width);
    Image src = makeImage(d);
    const uint32_t pb = src.pixelBytes();
    std::vector<uint8_t> data = randomPixels(rng(), f, width);
    // Edge values: zero, every byte 0xFF (1.0 for halves and floats), and
    // each channel at its largest and smallest.
    std::fill(data.begin(), data.begin() + pb, 0);
    std::fill(data.end() - pb, data.end(), 0xFF);
    if (f.channelDataType == CL_HALF_FLOAT || f.channelDataType == CL_FLOAT)
      std::fill(data.end() - pb, data.end(), 0x3C);
    const uint32_t cb = channelBytes(f.channelDataType);
    if (f.channelDataType != CL_HALF_FLOAT && f.channelDataType != CL_FLOAT)
      for (uint32_t i = 0; i < pb; i += cb) {
        data[pb + i + cb - 1] = 0x7F;     // the signed maximum's top byte
        data[2 * pb + i + cb - 1] = 0x80; // the signed minimum's
      }
    put(src, data);
    Kind kind = kindOf(f.channelDataType);
    Buffer out = makeBuffer(width * 16);
    Kernel k = named(std::string("values_") + suffix(kind));
    run(k, NDRange::linear(width), src, out);
    std::vector<uint32_t> got = download<uint32_t>(out, width * 4);
    EXPECT_EQ(badReads(f, data, got), 0u);
  }
}

TEST_F(ImageBuffer, WritesSaturateAsOpenCLConverts) {
  const std::vector<uint32_t> ints = writeEdgeInts(),
                              floats = writeEdgeFloats();
  if (listed(AccessWriteOnly).empty())
    GTEST_SKIP() << "no write_only 1-D buffer image format (SwiftShader "
                    "lists no texel buffer writes without a format)";
  size_t tried = 0;
  for (ImageFormat format : listed(AccessWriteOnly)) {
    const uint32_t type = format.channelDataType;
    if (format.channelOrder != CL_RGBA || type == CL_HALF_FLOAT ||
        type == CL_FLOAT)
      continue;
    SCOPED_TRACE(formatName(format));
    ++tried;
    Kind kind = kindOf(type);
    const std::vector<uint32_t> &values = kind == Kind::Float ? floats : ints;
    const uint32_t n = uint32_t(values.size() / 4);
    const uint32_t bytes = channelBytes(type);
    // Written through the image, read back as the buffer's bytes.
    Buffer buffer = makeBuffer(n * 4 * bytes);
    Image dst = view(bufferDesc(format, n), buffer);
    Kernel k = named(std::string("write_") + suffix(kind));
    run(k, NDRange::linear(n), dst, upload(values));
    std::vector<uint8_t> got = bytesOf(buffer, 0, n * 4 * bytes);
    for (size_t c = 0; c < values.size(); ++c) {
      uint32_t stored = 0;
      std::memcpy(&stored, &got[c * bytes], bytes);
      EXPECT_TRUE(storedAsOpenCLSays(type, values[c], stored))
          << "channel " << c << ": wrote bits " << std::hex << values[c]
          << ", stored " << stored;
    }
  }
  EXPECT_GT(tried, 0u) << "no writable CL_RGBA integer or normalized format";
}

const char *HalfSource = R"CL(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void copy_h(read_only image1d_buffer_t src,
                   write_only image1d_buffer_t dst) {
  int x = get_global_id(0);
  write_imageh(dst, x, read_imageh(src, x));
}
)CL";

// read_imageh and write_imageh (cl_khr_fp16): half formats go through
// halves unchanged.
TEST_F(ImageBuffer, HalfTexels) {
  if (!profile().float16) {
    precompileForCache(HalfSource, cl12());
    GTEST_SKIP() << "device has no fp16";
  }
  Kernel k = kernel(HalfSource, "copy_h", cl12());
  std::vector<ImageFormat> writable = listed(AccessWriteOnly);
  for (ImageFormat f : listed(AccessReadOnly)) {
    if (f.channelDataType != CL_HALF_FLOAT ||
        std::find(writable.begin(), writable.end(), f) == writable.end())
      continue;
    SCOPED_TRACE(formatName(f));
    ImageDesc d = bufferDesc(f, 97);
    Image src = makeImage(d), dst = makeImage(d);
    std::vector<uint8_t> data = randomPixels(rng(), f, d.width);
    put(src, data);
    put(dst, std::vector<uint8_t>(data.size(), 0xCD));
    run(k, NDRange::linear(d.width), src, dst);
    EXPECT_TRUE(allEqual(get(dst), data));
  }
}

const char *ReadWriteSource = R"CL(
kernel void accumulate(read_write image1d_buffer_t sum,
                       read_only image1d_buffer_t add) {
  int x = get_global_id(0);
  write_imagef(sum, x, read_imagef(sum, x) + read_imagef(add, x));
}
)CL";

// read_write buffer images are storage texel buffers read with
// OpImageRead: shaderStorageImageReadWithoutFormat (not on the CPU
// drivers, where the compile fails with a diagnostic naming it).
TEST_F(ImageBuffer, ReadWhereTheDeviceReadsStorageImages) {
  CompileOptions options;
  options.clStd = ClStd::CL2_0;
  if (!profile().storageImageReadWithoutFormat) {
    precompileForCache(ReadWriteSource, options);
    GTEST_SKIP() << "device has no shaderStorageImageReadWithoutFormat";
  }
  ImageFormat f{CL_RGBA, CL_FLOAT};
  std::vector<ImageFormat> both = listed(AccessReadWrite);
  if (std::find(both.begin(), both.end(), f) == both.end())
    GTEST_SKIP() << "no read_write CL_RGBA/CL_FLOAT buffer images";
  Kernel k = kernel(ReadWriteSource, "accumulate", options);
  const uint64_t width = 300;
  std::vector<float> a = random<float>(width * 4, -4.0f, 4.0f),
                     b = random<float>(width * 4, -4.0f, 4.0f);
  Buffer sumBuffer = upload(a), addBuffer = upload(b);
  Image sum = view(bufferDesc(f, width), sumBuffer);
  Image add = view(bufferDesc(f, width), addBuffer);
  run(k, NDRange::linear(width), sum, add);
  run(k, NDRange::linear(width), sum, add);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = (a[i] + b[i]) + b[i];
  EXPECT_TRUE(allEqual(download<float>(sumBuffer, a.size()), a));
}

TEST_F(ImageBuffer, Queries) {
  std::vector<ImageFormat> writable = listed(AccessWriteOnly);
  if (writable.empty())
    GTEST_SKIP() << "no write_only 1-D buffer image format";
  ImageFormat rf = listed(AccessReadOnly).back(), wf = writable.front();
  Image a = makeImage(bufferDesc(rf, 65536)); // OpenCL's least maximum
  Image b = makeImage(bufferDesc(wf, 3));
  Buffer out = makeBuffer(6 * 4);
  Kernel k = named("queries");
  run(k, NDRange::linear(1), a, b, out);
  std::vector<uint32_t> want = {65536,           3,
                                rf.channelOrder, rf.channelDataType,
                                wf.channelOrder, wf.channelDataType};
  EXPECT_TRUE(allEqual(download<uint32_t>(out, 6), want));
}

// OpenCL: the image's pixels are the buffer's bytes, both ways, between
// commands: a kernel on the buffer, then reads of the image.
TEST_F(ImageBuffer, TheBufferAndTheImageAlias) {
  ImageFormat f{CL_RGBA, CL_UNSIGNED_INT32};
  const uint64_t width = 64;
  std::vector<uint32_t> words = random<uint32_t>(width * 4, 0, 1u << 30);
  Buffer buffer = upload(words);
  Image image = view(bufferDesc(f, width), buffer);
  Kernel scale = named("scale_words");
  run(scale, NDRange::linear(width * 4), buffer);
  for (uint32_t &w : words)
    w *= 3u;
  Buffer out = makeBuffer(width * 16);
  Kernel values = named("values_ui");
  run(values, NDRange::linear(width), image, out);
  EXPECT_TRUE(allEqual(download<uint32_t>(out, width * 4), words));
  // Host writes to the image land in the buffer.
  std::vector<uint32_t> pixel = {1, 2, 3, 4};
  ImageRegion one;
  one.origin = {5, 0, 0};
  check(queue().writeImage(image, one, pixel.data()), "writeImage");
  std::vector<uint32_t> got(4);
  check(queue().read(buffer, 5 * 16, got.data(), 16), "read");
  EXPECT_TRUE(allEqual(got, pixel));
}

// The queue's image commands on buffer images are buffer copies and fills
// at x * pixel size, to and from buffers, other buffer images and 1-D
// images.
TEST_F(ImageBuffer, TransfersAreBufferCopies) {
  ImageFormat f{CL_RGBA, CL_UNSIGNED_INT8};
  const uint64_t width = 40;
  ImageDesc d = bufferDesc(f, width);
  Image a = makeImage(d), b = makeImage(d);
  std::vector<uint8_t> data = randomPixels(rng(), f, width);
  put(a, data);
  put(b, std::vector<uint8_t>(data.size(), 0));
  // A part of a row, read back.
  ImageRegion part;
  part.origin = {7, 0, 0};
  part.size = {9, 1, 1};
  std::vector<uint8_t> piece(9 * 4);
  check(queue().readImage(a, part, piece.data()), "readImage");
  EXPECT_TRUE(allEqual(
      piece, std::vector<uint8_t>(data.begin() + 28, data.begin() + 64)));
  // Image to image, both buffer images.
  check(queue().copyImage(a, part, b, {20, 0, 0}), "copyImage");
  std::vector<uint8_t> want(data.size(), 0);
  std::copy(data.begin() + 28, data.begin() + 64, want.begin() + 80);
  EXPECT_TRUE(allEqual(get(b), want));
  // Fill, then a buffer copy in and out.
  uint8_t pixel[4] = {9, 8, 7, 6};
  ImageRegion fill;
  fill.origin = {1, 0, 0};
  fill.size = {3, 1, 1};
  check(queue().fillImage(b, fill, pixel), "fillImage");
  for (int i = 1; i < 4; ++i)
    std::copy(pixel, pixel + 4, want.begin() + i * 4);
  EXPECT_TRUE(allEqual(get(b), want));
  Buffer staging = makeBuffer(64);
  check(queue().copyImageToBuffer(b, fill, staging, 4), "copyImageToBuffer");
  std::vector<uint8_t> copied = bytesOf(staging, 4, 12);
  EXPECT_TRUE(allEqual(
      copied, std::vector<uint8_t>(want.begin() + 4, want.begin() + 16)));
  ImageRegion last;
  last.origin = {width - 3, 0, 0};
  last.size = {3, 1, 1};
  check(queue().copyBufferToImage(staging, 4, b, last), "copyBufferToImage");
  std::copy(want.begin() + 4, want.begin() + 16, want.end() - 12);
  EXPECT_TRUE(allEqual(get(b), want));
  // To and from a 1-D image.
  ImageDesc oneD = d;
  oneD.type = ImageType::Image1D;
  std::vector<ImageFormat> readable1D =
      Image::supportedFormats(device(), ImageType::Image1D, AccessReadOnly);
  if (std::find(readable1D.begin(), readable1D.end(), f) == readable1D.end())
    return;
  Image image1d = makeImage(oneD);
  put(image1d, std::vector<uint8_t>(data.size(), 0x11));
  check(queue().copyImage(a, ImageRegion::whole(d), image1d, {0, 0, 0}),
        "copyImage to 1-D");
  EXPECT_TRUE(allEqual(get(image1d), data));
  check(queue().copyImage(image1d, part, b, {0, 0, 0}), "copyImage from 1-D");
  std::copy(data.begin() + 28, data.begin() + 64, want.begin());
  EXPECT_TRUE(allEqual(get(b), want));
}

TEST_F(ImageBuffer, BadDescriptionsAreRefused) {
  ImageFormat f{CL_RGBA, CL_UNORM_INT8};
  const VkPhysicalDeviceLimits l = limits();
  Buffer buffer = makeBuffer(4096);
  auto code = [&](const ImageDesc &d, uint64_t offset) {
    return Image::fromBuffer(device(), d, buffer, offset).status().code();
  };
  EXPECT_EQ(code(bufferDesc(f, 16), 0), ErrorCode::Ok);
  EXPECT_EQ(code(bufferDesc(f, 0), 0), ErrorCode::InvalidArgument)
      << "a zero width";
  EXPECT_EQ(code(bufferDesc(f, 1025), 0), ErrorCode::InvalidArgument)
      << "more pixels than the buffer holds";
  EXPECT_EQ(code(bufferDesc(f, 16), 4096), ErrorCode::InvalidArgument)
      << "an offset at the buffer's end";
  EXPECT_EQ(code(bufferDesc(f, uint64_t(l.maxTexelBufferElements) + 1), 0),
            ErrorCode::InvalidArgument)
      << "wider than maxTexelBufferElements";
  if (l.minTexelBufferOffsetAlignment > 4) {
    Result<Image> image =
        Image::fromBuffer(device(), bufferDesc(f, 16), buffer, 4);
    EXPECT_EQ(image.status().code(), ErrorCode::InvalidArgument);
    EXPECT_NE(image.status().message().find(
                  std::to_string(l.minTexelBufferOffsetAlignment)),
              std::string::npos)
        << image.status().message();
  }
  ImageDesc twoD = bufferDesc(f, 16);
  twoD.type = ImageType::Image2D;
  EXPECT_EQ(code(twoD, 0), ErrorCode::InvalidArgument) << "a 2-D description";
  EXPECT_EQ(code(bufferDesc({CL_RGBA, 0x10DF}, 16), 0),
            ErrorCode::FeatureMissing)
      << "an unknown channel type";
  EXPECT_EQ(code(bufferDesc({CL_DEPTH, CL_FLOAT}, 16), 0),
            ErrorCode::FeatureMissing)
      << "a depth format";
  EXPECT_EQ(Image::fromBuffer(device(), bufferDesc(f, 16), Buffer(), 0)
                .status()
                .code(),
            ErrorCode::InvalidArgument)
      << "no buffer";
  EXPECT_FALSE(Image::create(device(), bufferDesc(f, 0))) << "a zero width";
  EXPECT_FALSE(Image::create(device(), bufferDesc({CL_DEPTH, CL_FLOAT}, 4)));
  EXPECT_TRUE(
      Image::supportedFormats(device(), ImageType::Image1DBuffer, 0).empty());
  // A buffer image is not a 1-D image, nor the other way round.
  Image image = makeImage(bufferDesc({CL_RGBA, CL_UNSIGNED_INT32}, 4));
  Kernel k = named("one_d");
  EXPECT_FALSE(k.setArg(0, image)) << "a buffer image for an image1d_t";
  Kernel values = named("values_ui");
  ImageDesc oneD = bufferDesc({CL_RGBA, CL_UNSIGNED_INT32}, 4);
  oneD.type = ImageType::Image1D;
  Image image1d = makeImage(oneD);
  EXPECT_FALSE(values.setArg(0, image1d))
      << "a 1-D image for an image1d_buffer_t";
  EXPECT_FALSE(values.setArg(0, buffer)) << "a buffer for an image";
}

} // namespace
} // namespace vkcl::e2e
