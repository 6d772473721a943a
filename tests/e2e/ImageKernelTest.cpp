// Kernels on images (OpenCL C 6.15.15, without samplers): read_image{f,i,ui}
// with integer coordinates from read_only images, write_image{f,i,ui} to
// write_only ones, the get_image_* queries, every image type, helpers that
// take images, and the runtime's checks of image arguments. Every format
// the device offers is tried; results are compared with a host reference
// of OpenCL's conversion rules, destination images poisoned first.
#include "ImageFixture.h"

#include <cmath>
#include <cstring>

namespace vkcl::e2e {
namespace {

const char *CopySource = R"CL(
kernel void copy_f(read_only image2d_t src, write_only image2d_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imagef(dst, p, read_imagef(src, p));
}
kernel void copy_i(read_only image2d_t src, write_only image2d_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imagei(dst, p, read_imagei(src, p));
}
kernel void copy_ui(read_only image2d_t src, write_only image2d_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imageui(dst, p, read_imageui(src, p));
}
kernel void values_f(read_only image2d_t src, global float4 *out) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  out[p.y * get_image_width(src) + p.x] = read_imagef(src, p);
}
kernel void values_i(read_only image2d_t src, global int4 *out) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  out[p.y * get_image_width(src) + p.x] = read_imagei(src, p);
}
kernel void values_ui(read_only image2d_t src, global uint4 *out) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  out[p.y * get_image_width(src) + p.x] = read_imageui(src, p);
}
)CL";

const char *suffix(Kind k) {
  return k == Kind::Float ? "f" : k == Kind::Int ? "i" : "ui";
}

TEST_F(ImageKernels, EveryFormatCopiesExactly) {
  auto program = build(CopySource, cl12());
  ImageDesc desc;
  desc.width = 37;
  desc.height = 19;
  std::vector<ImageFormat> all = formats(ImageType::Image2D);
  ASSERT_FALSE(all.empty()) << "no 2-D image format is readable and writable";
  for (ImageFormat f : all) {
    SCOPED_TRACE(formatName(f));
    desc.format = f;
    Image src = makeImage(desc), dst = makeImage(desc);
    std::vector<uint8_t> data = randomPixels(rng(), f, pixels(desc)),
                         poison(data.size(), 0xCD);
    put(src, data);
    put(dst, poison);
    Kernel k = std::move(*program->createKernel(
        std::string("copy_") + suffix(kindOf(f.channelDataType))));
    check(k.setArg(0, src), "setArg(src)");
    check(k.setArg(1, dst), "setArg(dst)");
    NDRange range = pixelsOf(desc);
    run(k, range);
    EXPECT_TRUE(allEqual(get(dst), data));
  }
}

TEST_F(ImageKernels, ReadsFollowTheConversionRules) {
  auto program = build(CopySource, cl12());
  ImageDesc desc;
  desc.width = 23;
  desc.height = 5;
  for (ImageFormat f :
       Image::supportedFormats(device(), ImageType::Image2D, AccessReadOnly)) {
    SCOPED_TRACE(formatName(f));
    desc.format = f;
    Image src = makeImage(desc);
    std::vector<uint8_t> data = randomPixels(rng(), f, pixels(desc));
    // Edge values: zero, the extremes, and every channel byte 0xFF.
    std::fill(data.begin(), data.begin() + src.pixelBytes(), 0);
    std::fill(data.end() - src.pixelBytes(), data.end(), 0xFF);
    if (f.channelDataType == CL_HALF_FLOAT || f.channelDataType == CL_FLOAT)
      std::fill(data.end() - src.pixelBytes(), data.end(), 0x3C);
    put(src, data);
    Kind kind = kindOf(f.channelDataType);
    Buffer out = makeBuffer(pixels(desc) * 16);
    Kernel k = std::move(
        *program->createKernel(std::string("values_") + suffix(kind)));
    check(k.setArg(0, src), "setArg(src)");
    check(k.setArg(1, out), "setArg(out)");
    NDRange range = pixelsOf(desc);
    run(k, range);
    std::vector<uint32_t> got = download<uint32_t>(out, pixels(desc) * 4);
    EXPECT_EQ(badReads(f, data, got), 0u);
  }
}

const char *TypesSource = R"CL(
kernel void image_types(read_only image1d_t a, write_only image1d_t a_out,
                        read_only image1d_array_t b,
                        write_only image1d_array_t b_out,
                        read_only image2d_array_t c,
                        write_only image2d_array_t c_out,
                        read_only image3d_t d, write_only image3d_t d_out,
                        global int *sizes) {
  int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  if (y == 0 && z == 0 && x < get_image_width(a))
    write_imageui(a_out, x, read_imageui(a, x) + (uint4)(1, 2, 3, 4));
  if (z == 0 && x < get_image_width(b) && y < get_image_array_size(b))
    write_imageui(b_out, (int2)(x, y), read_imageui(b, (int2)(x, y)) * 3);
  if (x < get_image_width(c) && y < get_image_height(c) &&
      z < get_image_array_size(c))
    write_imageui(c_out, (int4)(x, y, z, 7),
                  read_imageui(c, (int4)(x, y, z, 9)) ^ 0x5A5A5A5Au);
  if (x < get_image_width(d) && y < get_image_height(d) &&
      z < get_image_depth(d))
    write_imageui(d_out, (int4)(x, y, z, 0),
                  read_imageui(d, (int4)(x, y, z, 0)).wzyx);
  if (x == 0 && y == 0 && z == 0) {
    int4 dim = get_image_dim(d);
    int2 dim2 = get_image_dim(c);
    sizes[0] = get_image_width(a_out);
    sizes[1] = get_image_array_size(b_out);
    sizes[2] = get_image_array_size(c);
    sizes[3] = dim.x;
    sizes[4] = dim.y;
    sizes[5] = dim.z;
    sizes[6] = dim.w;
    sizes[7] = dim2.x * 100 + dim2.y;
    sizes[8] = get_image_channel_order(d_out);
    sizes[9] = get_image_channel_data_type(d_out);
  }
}
)CL";

TEST_F(ImageKernels, EveryImageTypeAndItsQueries) {
  ImageFormat f{CL_RGBA, CL_UNSIGNED_INT32};
  auto program = build(TypesSource, cl12());
  Kernel k = std::move(*program->createKernel("image_types"));
  struct Case {
    ImageDesc desc;
    std::function<void(std::array<uint32_t, 4> &)> op;
  };
  ImageDesc a{ImageType::Image1D, f, 29};
  ImageDesc b{ImageType::Image1DArray, f, 17, 1, 1, 3};
  ImageDesc c{ImageType::Image2DArray, f, 11, 9, 1, 4};
  ImageDesc d{ImageType::Image3D, f, 13, 7, 5};
  std::vector<Case> cases = {
      {a,
       [](auto &p) {
         p = {p[0] + 1, p[1] + 2, p[2] + 3, p[3] + 4};
       }},
      {b,
       [](auto &p) {
         p = {p[0] * 3, p[1] * 3, p[2] * 3, p[3] * 3};
       }},
      {c,
       [](auto &p) {
         for (auto &x : p)
           x ^= 0x5A5A5A5Au;
       }},
      {d,
       [](auto &p) {
         p = {p[3], p[2], p[1], p[0]};
       }},
  };
  std::vector<Image> images;
  std::vector<std::vector<uint8_t>> inputs;
  for (size_t i = 0; i < cases.size(); ++i) {
    images.push_back(makeImage(cases[i].desc));
    images.push_back(makeImage(cases[i].desc));
    inputs.push_back(randomPixels(rng(), f, pixels(cases[i].desc)));
    put(images[2 * i], inputs.back());
    put(images[2 * i + 1], std::vector<uint8_t>(inputs.back().size(), 0xCD));
    check(k.setArg(2 * i, images[2 * i]), "setArg(in)");
    check(k.setArg(2 * i + 1, images[2 * i + 1]), "setArg(out)");
  }
  Buffer sizes = makeBuffer(10 * 4);
  check(k.setArg(8, sizes), "setArg(sizes)");
  NDRange range;
  range.dims = 3;
  range.global = {29, 9, 5};
  run(k, range);
  for (size_t i = 0; i < cases.size(); ++i) {
    SCOPED_TRACE("image " + std::to_string(i));
    std::vector<uint8_t> want = inputs[i];
    for (size_t p = 0; p < pixels(cases[i].desc); ++p) {
      std::array<uint32_t, 4> px;
      std::memcpy(px.data(), &want[p * 16], 16);
      cases[i].op(px);
      std::memcpy(&want[p * 16], px.data(), 16);
    }
    EXPECT_TRUE(allEqual(get(images[2 * i + 1]), want));
  }
  EXPECT_TRUE(allEqual(download<int32_t>(sizes, 10),
                       {29, 3, 4, 13, 7, 5, 0, 1109, int32_t(CL_RGBA),
                        int32_t(CL_UNSIGNED_INT32)}));
}

const char *HelpersSource = R"CL(
float4 fetch(read_only image2d_t image, int2 p) { return read_imagef(image, p); }
void put(write_only image2d_t image, int2 p, float4 v) {
  write_imagef(image, p, v);
}
float4 weighted(read_only image2d_t a, read_only image2d_t b, int2 p) {
  return fetch(a, p) * 2.0f + fetch(b, p);
}
kernel void combine(read_only image2d_t a, read_only image2d_t b,
                    write_only image2d_t ab, write_only image2d_t ba) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  put(ab, p, weighted(a, b, p));
  put(ba, p, weighted(b, a, p));
}
)CL";

TEST_F(ImageKernels, HelpersTakeEachImageTheyAreGiven) {
  ImageDesc desc{ImageType::Image2D, {CL_RGBA, CL_FLOAT}, 16, 8};
  for (bool optimize : {true, false}) {
    SCOPED_TRACE(optimize ? "optimized" : "-cl-opt-disable");
    CompileOptions options = cl12();
    options.optimize = optimize;
    Kernel k = kernel(HelpersSource, "combine", options);
    std::vector<float> va = random<float>(pixels(desc) * 4, -8.0f, 8.0f),
                       vb = random<float>(pixels(desc) * 4, -8.0f, 8.0f);
    std::vector<Image> images;
    for (int i = 0; i < 4; ++i)
      images.push_back(makeImage(desc));
    auto bytes = [](const std::vector<float> &v) {
      std::vector<uint8_t> out(v.size() * 4);
      std::memcpy(out.data(), v.data(), out.size());
      return out;
    };
    put(images[0], bytes(va));
    put(images[1], bytes(vb));
    for (int i = 0; i < 4; ++i)
      check(k.setArg(i, images[i]), "setArg");
    NDRange range = pixelsOf(desc);
    run(k, range);
    std::vector<float> ab(va.size()), ba(va.size());
    for (size_t i = 0; i < va.size(); ++i) {
      ab[i] = va[i] * 2.0f + vb[i];
      ba[i] = vb[i] * 2.0f + va[i];
    }
    EXPECT_TRUE(allEqual(get(images[2]), bytes(ab)));
    EXPECT_TRUE(allEqual(get(images[3]), bytes(ba)));
  }
}

const char *WriteSource = R"CL(
kernel void write_f(write_only image2d_t dst, global const float4 *in) {
  int x = get_global_id(0);
  write_imagef(dst, (int2)(x, 0), in[x]);
}
kernel void write_i(write_only image2d_t dst, global const int4 *in) {
  int x = get_global_id(0);
  write_imagei(dst, (int2)(x, 0), in[x]);
}
kernel void write_ui(write_only image2d_t dst, global const uint4 *in) {
  int x = get_global_id(0);
  write_imageui(dst, (int2)(x, 0), in[x]);
}
)CL";

TEST_F(ImageKernels, WritesSaturateAsOpenCLConverts) {
  auto program = build(WriteSource, cl12());
  const uint32_t types[] = {
      CL_SIGNED_INT8,    CL_SIGNED_INT16,   CL_SIGNED_INT32, CL_UNSIGNED_INT8,
      CL_UNSIGNED_INT16, CL_UNSIGNED_INT32, CL_UNORM_INT8,   CL_UNORM_INT16,
      CL_SNORM_INT8,     CL_SNORM_INT16};
  const std::vector<uint32_t> ints = writeEdgeInts(),
                              floats = writeEdgeFloats();
  for (uint32_t type : types) {
    ImageFormat format{CL_RGBA, type};
    SCOPED_TRACE(formatName(format));
    auto writable =
        Image::supportedFormats(device(), ImageType::Image2D, AccessWriteOnly);
    if (std::find(writable.begin(), writable.end(), format) == writable.end())
      continue;
    Kind kind = kindOf(type);
    const std::vector<uint32_t> &values = kind == Kind::Float ? floats : ints;
    uint32_t n = uint32_t(values.size() / 4);
    ImageDesc desc{ImageType::Image2D, format, n, 1};
    Image dst = makeImage(desc);
    put(dst, std::vector<uint8_t>(n * dst.pixelBytes(), 0xCD));
    Kernel k =
        std::move(*program->createKernel(std::string("write_") + suffix(kind)));
    check(k.setArg(0, dst), "setArg(dst)");
    check(k.setArg(1, upload(values)), "setArg(in)");
    run(k, NDRange::linear(n, 1));
    std::vector<uint8_t> got = get(dst);
    uint32_t bytes = channelBytes(type);
    for (size_t c = 0; c < values.size(); ++c) {
      uint32_t stored = 0;
      std::memcpy(&stored, &got[c * bytes], bytes);
      EXPECT_TRUE(storedAsOpenCLSays(type, values[c], stored))
          << "channel " << c << ": wrote bits " << std::hex << values[c]
          << ", stored " << stored;
    }
  }
}

const char *ReadWriteSource = R"CL(
kernel void accumulate(read_write image2d_t sum, read_only image2d_t add) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imagef(sum, p, read_imagef(sum, p) + read_imagef(add, p));
}
)CL";

// read_write images are storage images read with OpImageRead, which needs
// shaderStorageImageReadWithoutFormat (NVIDIA: yes; lavapipe, SwiftShader:
// no, and the compile fails with a diagnostic naming it).
TEST_F(ImageKernels, ReadWriteImagesWhereTheDeviceReadsThem) {
  CompileOptions options;
  options.clStd = ClStd::CL2_0;
  if (!profile().storageImageReadWithoutFormat) {
    precompileForCache(ReadWriteSource, options);
    GTEST_SKIP() << "device has no shaderStorageImageReadWithoutFormat";
  }
  ImageDesc desc{ImageType::Image2D, {CL_RGBA, CL_FLOAT}, 32, 16};
  Kernel k = kernel(ReadWriteSource, "accumulate", options);
  std::vector<float> a = random<float>(pixels(desc) * 4, -4.0f, 4.0f),
                     b = random<float>(pixels(desc) * 4, -4.0f, 4.0f);
  auto bytes = [](const std::vector<float> &v) {
    std::vector<uint8_t> out(v.size() * 4);
    std::memcpy(out.data(), v.data(), out.size());
    return out;
  };
  Image sum = makeImage(desc), add = makeImage(desc);
  put(sum, bytes(a));
  put(add, bytes(b));
  check(k.setArg(0, sum), "setArg(sum)");
  check(k.setArg(1, add), "setArg(add)");
  NDRange range = pixelsOf(desc);
  run(k, range);
  run(k, range);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = (a[i] + b[i]) + b[i];
  EXPECT_TRUE(allEqual(get(sum), bytes(a)));
}

// An engine records the dispatch into its own command buffer: the kernel's
// descriptor set lives with the Kernel until it is destroyed.
TEST_F(ImageKernels, RecordedIntoAnEngineCommandBuffer) {
  auto program = build(CopySource, cl12());
  Kernel k = std::move(*program->createKernel("copy_ui"));
  ImageDesc desc{ImageType::Image2D, {CL_RGBA, CL_UNSIGNED_INT8}, 40, 24};
  Image src = makeImage(desc), dst = makeImage(desc);
  std::vector<uint8_t> data = randomPixels(rng(), desc.format, pixels(desc));
  put(src, data);
  put(dst, std::vector<uint8_t>(data.size(), 0xCD));
  check(k.setArg(0, src), "setArg(src)");
  check(k.setArg(1, dst), "setArg(dst)");
  check(queue().finish(), "Queue::finish");

  EngineCommands engine(device());
  NDRange range = pixelsOf(desc);
  Status recorded = k.record(engine.cmd(), range);
  // The engine's own synchronization: the kernel's writes before later
  // transfers.
  VkMemoryBarrier barrier{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  barrier.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
  vkCmdPipelineBarrier(engine.cmd(), VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                       VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &barrier, 0,
                       nullptr, 0, nullptr);
  EXPECT_TRUE(recorded.isOk()) << describe(recorded);
  EXPECT_TRUE(engine.submit());
  EXPECT_TRUE(allEqual(get(dst), data));
}

const char *DepthSource = R"CL(
#pragma OPENCL EXTENSION cl_khr_depth_images : enable
constant sampler_t border =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
kernel void store(global const float *in, write_only image2d_array_depth_t d) {
  int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  int w = get_image_width(d), h = get_image_height(d);
  write_imagef(d, (int4)(x, y, z, 0), in[(z * h + y) * w + x]);
}
kernel void load(read_only image2d_depth_t d, global float *out) {
  int x = get_global_id(0), y = get_global_id(1);
  int w = get_image_width(d);
  // At x - 1: the first column reads the border, 0 for a depth image.
  out[2 * (y * w + x)] = read_imagef(d, (int2)(x, y));
  out[2 * (y * w + x) + 1] = read_imagef(d, border, (int2)(x - 1, y));
}
)CL";

/// Depth images (cl_khr_depth_images): one float per pixel, written and
/// read back exactly (CL_FLOAT) or as 16-bit normalized values, and read
/// through a sampler with the border 0.
TEST_F(ImageKernels, DepthImages) {
  auto program = build(DepthSource, cl12());
  auto formats = Image::supportedFormats(device(), ImageType::Image2DDepth,
                                         AccessReadOnly);
  ASSERT_FALSE(formats.empty()) << "no CL_DEPTH format to read";
  for (ImageFormat f : formats) {
    SCOPED_TRACE(formatName(f));
    EXPECT_EQ(f.channelOrder, CL_DEPTH);
    ImageDesc array;
    array.type = ImageType::Image2DArrayDepth;
    array.format = f;
    array.width = 9;
    array.height = 4;
    array.arraySize = 2;
    Result<Image> stored = Image::create(device(), array);
    if (!stored || !stored->supportsAccess(AccessWriteOnly))
      continue; // a depth format this device cannot store to
    size_t n = pixels(array);
    std::vector<float> values = random<float>(n, 0.0f, 1.0f);
    Kernel store = std::move(*program->createKernel("store"));
    NDRange range = pixelsOf(array);
    range.dims = 3;
    range.global[2] = array.arraySize;
    run(store, range, upload(values), *stored);
    std::vector<uint8_t> bytes = get(*stored);
    for (size_t i = 0; i < n; ++i) {
      double got =
          channelValue(f.channelDataType, &bytes[i * stored->pixelBytes()]);
      double tolerance = f.channelDataType == CL_FLOAT ? 0.0 : 0.6 / 65535;
      ASSERT_LE(std::fabs(got - values[i]), tolerance) << "pixel " << i;
    }
    ImageDesc plain = array;
    plain.type = ImageType::Image2DDepth;
    plain.arraySize = 1;
    Image src = makeImage(plain);
    std::vector<uint8_t> layer(
        bytes.begin(), bytes.begin() + pixels(plain) * src.pixelBytes());
    put(src, layer);
    Buffer out = upload(std::vector<float>(2 * pixels(plain), -7.0f));
    Kernel load = std::move(*program->createKernel("load"));
    run(load, pixelsOf(plain), src, out);
    std::vector<float> got = download<float>(out, 2 * pixels(plain));
    for (size_t y = 0; y < plain.height; ++y)
      for (size_t x = 0; x < plain.width; ++x) {
        auto at = [&](size_t i) {
          return float(
              channelValue(f.channelDataType,
                           &layer[(y * plain.width + i) * src.pixelBytes()]));
        };
        // CL_FLOAT exactly; CL_UNORM_INT16 within OpenCL's 1.5 ulp.
        auto near = [&](float g, float w) {
          double ulp =
              f.channelDataType == CL_FLOAT
                  ? 0.0
                  : 1.5 * std::ldexp(1.0,
                                     std::ilogb(std::max(w, 0x1p-126f)) - 23);
          return std::fabs(double(g) - w) <= ulp;
        };
        size_t i = 2 * (y * plain.width + x);
        EXPECT_TRUE(near(got[i], at(x)))
            << x << ", " << y << ": " << got[i] << " vs " << at(x);
        EXPECT_TRUE(near(got[i + 1], x ? at(x - 1) : 0.0f))
            << x << ", " << y << " (the border at x = 0)";
      }
  }
  // A depth format on a color image, and a color format on a depth image.
  ImageDesc wrong;
  wrong.type = ImageType::Image2D;
  wrong.format = {CL_DEPTH, CL_FLOAT};
  EXPECT_FALSE(Image::create(device(), wrong));
  wrong.type = ImageType::Image2DDepth;
  wrong.format = {CL_R, CL_FLOAT};
  EXPECT_FALSE(Image::create(device(), wrong));
}

TEST_F(ImageKernels, ArgumentsAreChecked) {
  auto program = build(CopySource, cl12());
  Kernel k = std::move(*program->createKernel("copy_f"));
  ImageDesc desc{ImageType::Image2D, {CL_RGBA, CL_FLOAT}, 4, 4};
  Image image2d = makeImage(desc);
  ImageDesc desc3 = desc;
  desc3.type = ImageType::Image3D;
  desc3.depth = 2;
  Image image3d = makeImage(desc3);
  Buffer buffer = makeBuffer(64);
  EXPECT_FALSE(k.setArg(0, buffer)) << "a buffer for an image";
  EXPECT_FALSE(k.setArg(0, image3d)) << "a 3-D image for an image2d_t";
  Kernel values = std::move(*program->createKernel("values_f"));
  EXPECT_FALSE(values.setArg(1, image2d)) << "an image for a pointer";
  // An image argument left unset fails the dispatch, not the driver.
  check(k.setArg(1, image2d), "setArg(dst)");
  EXPECT_FALSE(queue().enqueue(k, NDRange::linear(4)));
  ImageDesc empty = desc;
  empty.width = 0;
  EXPECT_FALSE(Image::create(device(), empty)) << "a zero-width image";
  ImageDesc huge = desc;
  huge.width = huge.height = uint64_t(1) << 40;
  EXPECT_FALSE(Image::create(device(), huge)) << "a 2^40-wide image";
  ImageDesc unknown = desc;
  unknown.format = {0x1234, CL_FLOAT};
  EXPECT_FALSE(Image::create(device(), unknown)) << "an unknown order";
  ImageRegion outside;
  outside.origin = {3, 0, 0};
  outside.size = {2, 1, 1};
  std::vector<uint8_t> bytes(64);
  EXPECT_FALSE(queue().writeImage(image2d, outside, bytes.data()))
      << "a region past the image's edge";
}

} // namespace
} // namespace vkcl::e2e
