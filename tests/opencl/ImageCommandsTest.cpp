// Image commands: clEnqueueReadImage/WriteImage (blocking and not, row and
// slice pitches), CopyImage (within and between image types), FillImage
// (the fill color converted to several formats), CopyImageToBuffer and
// CopyBufferToImage, MapImage and its unmap (CL_MEM_USE_HOST_PTR too), on
// all five image types, with events and their errors.
#include "ClFixture.h"

#include <array>
#include <cmath>

namespace vkcl::cltest {
namespace {

/// An image type with sizes for the tests, and the region sizes (x, y, z)
/// that cover it.
struct Shape {
  const char *name;
  cl_mem_object_type type;
  size_t width, height, depth, layers;
  std::array<size_t, 3> region() const {
    switch (type) {
    case CL_MEM_OBJECT_IMAGE1D:
      return {width, 1, 1};
    case CL_MEM_OBJECT_IMAGE1D_ARRAY:
      return {width, layers, 1};
    case CL_MEM_OBJECT_IMAGE2D:
      return {width, height, 1};
    case CL_MEM_OBJECT_IMAGE2D_ARRAY:
      return {width, height, layers};
    default:
      return {width, height, depth};
    }
  }
  size_t pixels() const {
    auto r = region();
    return r[0] * r[1] * r[2];
  }
  cl_image_desc desc() const {
    cl_image_desc d{};
    d.image_type = type;
    d.image_width = width;
    d.image_height = height;
    d.image_depth = depth;
    d.image_array_size = layers;
    return d;
  }
};

const Shape Shapes[] = {
    {"1D", CL_MEM_OBJECT_IMAGE1D, 37, 0, 0, 0},
    {"1DArray", CL_MEM_OBJECT_IMAGE1D_ARRAY, 37, 0, 0, 5},
    {"2D", CL_MEM_OBJECT_IMAGE2D, 37, 11, 0, 0},
    {"2DArray", CL_MEM_OBJECT_IMAGE2D_ARRAY, 19, 7, 0, 4},
    {"3D", CL_MEM_OBJECT_IMAGE3D, 19, 7, 5, 0},
};

constexpr cl_image_format Rgba8{CL_RGBA, CL_UNORM_INT8};

class ImageCommands : public ClImageTest {
protected:
  ClMem image(const Shape &s, const cl_image_format &f = Rgba8,
              cl_mem_flags flags = CL_MEM_READ_WRITE, void *host = nullptr) {
    cl_int err = CL_SUCCESS;
    cl_image_desc d = s.desc();
    ClMem m(clCreateImage(context_, flags, &f, &d, host, &err));
    EXPECT_CL(err);
    return m;
  }
  void write(cl_mem m, const Shape &s, const void *data) {
    size_t origin[3] = {0, 0, 0};
    auto r = s.region();
    ASSERT_CL(clEnqueueWriteImage(queue_, m, CL_TRUE, origin, r.data(), 0, 0,
                                  data, 0, nullptr, nullptr));
  }
  std::vector<uint8_t> readAll(cl_mem m, const Shape &s, size_t pixelBytes) {
    std::vector<uint8_t> out(s.pixels() * pixelBytes);
    size_t origin[3] = {0, 0, 0};
    auto r = s.region();
    EXPECT_CL(clEnqueueReadImage(queue_, m, CL_TRUE, origin, r.data(), 0, 0,
                                 out.data(), 0, nullptr, nullptr));
    return out;
  }
};

TEST_F(ImageCommands, WriteThenReadEveryType) {
  for (const Shape &s : Shapes) {
    SCOPED_TRACE(s.name);
    ClMem m = image(s);
    ASSERT_TRUE(m);
    std::vector<uint8_t> data = randomBytes(s.pixels() * 4, 11);
    write(m, s, data.data());
    EXPECT_EQ(data, readAll(m, s, 4));
  }
}

TEST_F(ImageCommands, SubRegionsWithPitchesNonBlocking) {
  for (const Shape &s : Shapes) {
    SCOPED_TRACE(s.name);
    ClMem m = image(s);
    ASSERT_TRUE(m);
    std::vector<uint8_t> base = randomBytes(s.pixels() * 4, 12);
    write(m, s, base.data());
    // A box from (1, 1, 1) (or 0 where the type has no such coordinate)
    // written from padded host memory, non-blocking, then read back with
    // other padding.
    auto full = s.region();
    size_t origin[3], region[3];
    for (int i = 0; i < 3; ++i) {
      origin[i] = full[i] > 1 ? 1 : 0;
      region[i] = full[i] > 2 ? full[i] - 2 : 1;
    }
    const bool layers1D = s.type == CL_MEM_OBJECT_IMAGE1D_ARRAY;
    const bool sliced = layers1D || s.type == CL_MEM_OBJECT_IMAGE2D_ARRAY ||
                        s.type == CL_MEM_OBJECT_IMAGE3D;
    const size_t rows = layers1D ? 1 : region[1];
    const size_t slices = layers1D ? region[1] : region[2];
    const size_t rowPitch = region[0] * 4 + 12;
    const size_t slicePitch = sliced ? rowPitch * rows + 40 : 0;
    const size_t hostBytes = sliced ? slicePitch * slices : rowPitch * rows;
    std::vector<uint8_t> host = randomBytes(hostBytes, 13);
    ClEvent done;
    ASSERT_CL(clEnqueueWriteImage(queue_, m, CL_FALSE, origin, region, rowPitch,
                                  slicePitch, host.data(), 0, nullptr,
                                  done.out()));
    ASSERT_CL(clWaitForEvents(1, done.ptr()));
    cl_command_type type = 0;
    EXPECT_CL(clGetEventInfo(done, CL_EVENT_COMMAND_TYPE, sizeof type, &type,
                             nullptr));
    EXPECT_EQ(cl_command_type(CL_COMMAND_WRITE_IMAGE), type);
    // Expected image: base with the box replaced.
    std::vector<uint8_t> expected = base;
    for (size_t z = 0; z < slices; ++z)
      for (size_t y = 0; y < rows; ++y) {
        size_t ix = origin[0], iy = layers1D ? 0 : origin[1] + y,
               iz = layers1D ? origin[1] + z : origin[2] + z;
        size_t at = ((iz * (layers1D ? 1 : full[1]) + iy) * full[0] + ix) * 4;
        std::memcpy(&expected[at], &host[z * slicePitch + y * rowPitch],
                    region[0] * 4);
      }
    EXPECT_EQ(expected, readAll(m, s, 4));
    // Read the box back into differently padded memory, non-blocking.
    const size_t readRowPitch = rowPitch + 4;
    const size_t readSlicePitch = sliced ? readRowPitch * rows + 8 : 0;
    std::vector<uint8_t> back(
        sliced ? readSlicePitch * slices : readRowPitch * rows, 0xAB);
    ClEvent read;
    ASSERT_CL(clEnqueueReadImage(queue_, m, CL_FALSE, origin, region,
                                 readRowPitch, readSlicePitch, back.data(), 0,
                                 nullptr, read.out()));
    ASSERT_CL(clWaitForEvents(1, read.ptr()));
    for (size_t z = 0; z < slices; ++z)
      for (size_t y = 0; y < rows; ++y)
        ASSERT_EQ(0, std::memcmp(&back[z * readSlicePitch + y * readRowPitch],
                                 &host[z * slicePitch + y * rowPitch],
                                 region[0] * 4))
            << z << " " << y;
    // Padding stays as it was.
    EXPECT_EQ(0xAB, back[region[0] * 4]);
  }
}

TEST_F(ImageCommands, ReadWriteErrors) {
  const Shape &s2 = Shapes[2];
  ClMem m = image(s2);
  std::vector<uint8_t> host(s2.pixels() * 4 * 2);
  size_t origin[3] = {0, 0, 0}, region[3] = {4, 4, 1};
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueReadImage(queue_, m, CL_TRUE, nullptr, region, 0, 0,
                                   host.data(), 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueReadImage(queue_, m, CL_TRUE, origin, nullptr, 0, 0,
                                   host.data(), 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueReadImage(queue_, m, CL_TRUE, origin, region, 0, 0,
                                   nullptr, 0, nullptr, nullptr));
  size_t tooWide[3] = {s2.width + 1, 1, 1};
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueReadImage(queue_, m, CL_TRUE, origin, tooWide, 0, 0,
                                   host.data(), 0, nullptr, nullptr));
  size_t zero[3] = {0, 1, 1};
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueWriteImage(queue_, m, CL_TRUE, origin, zero, 0, 0,
                                    host.data(), 0, nullptr, nullptr));
  size_t deep[3] = {1, 1, 2}; // a 2-D image has no z
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueWriteImage(queue_, m, CL_TRUE, origin, deep, 0, 0,
                                    host.data(), 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE, // row pitch below a row
                clEnqueueWriteImage(queue_, m, CL_TRUE, origin, region, 8, 0,
                                    host.data(), 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE, // slice pitch for a 2-D image
                clEnqueueWriteImage(queue_, m, CL_TRUE, origin, region, 0, 64,
                                    host.data(), 0, nullptr, nullptr));
  ClMem buf = buffer(64);
  EXPECT_CL_ERR(CL_INVALID_MEM_OBJECT,
                clEnqueueReadImage(queue_, buf, CL_TRUE, origin, region, 0, 0,
                                   host.data(), 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_COMMAND_QUEUE,
                clEnqueueReadImage(nullptr, m, CL_TRUE, origin, region, 0, 0,
                                   host.data(), 0, nullptr, nullptr));
  cl_int err = CL_SUCCESS;
  cl_image_desc d = s2.desc();
  ClMem noRead(clCreateImage(context_, CL_MEM_HOST_WRITE_ONLY, &Rgba8, &d,
                             nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_OPERATION,
                clEnqueueReadImage(queue_, noRead, CL_TRUE, origin, region, 0,
                                   0, host.data(), 0, nullptr, nullptr));
  ClMem noWrite(clCreateImage(context_, CL_MEM_HOST_READ_ONLY, &Rgba8, &d,
                              nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_OPERATION,
                clEnqueueWriteImage(queue_, noWrite, CL_TRUE, origin, region, 0,
                                    0, host.data(), 0, nullptr, nullptr));
}

TEST_F(ImageCommands, CopyWithinAndBetweenTypes) {
  // Same type: every shape, a box to another place of another image.
  for (const Shape &s : Shapes) {
    SCOPED_TRACE(s.name);
    ClMem a = image(s), b = image(s);
    std::vector<uint8_t> data = randomBytes(s.pixels() * 4, 21);
    write(a, s, data.data());
    write(b, s, std::vector<uint8_t>(s.pixels() * 4, 0).data());
    size_t origin[3] = {0, 0, 0};
    auto r = s.region();
    ClEvent done;
    ASSERT_CL(clEnqueueCopyImage(queue_, a, b, origin, origin, r.data(), 0,
                                 nullptr, done.out()));
    EXPECT_EQ(data, readAll(b, s, 4));
  }
  // 1-D array layers into 2-D rows, and 2-D into a 3-D slice.
  const Shape &a1 = Shapes[1], &two = Shapes[2], &three = Shapes[4];
  ClMem arr = image(a1), img2 = image(two), img3 = image(three);
  std::vector<uint8_t> data = randomBytes(a1.pixels() * 4, 22);
  write(arr, a1, data.data());
  size_t zero[3] = {0, 0, 0};
  size_t region[3] = {a1.width, a1.layers, 1};
  ASSERT_CL(clEnqueueCopyImage(queue_, arr, img2, zero, zero, region, 0,
                               nullptr, nullptr));
  std::vector<uint8_t> out(a1.pixels() * 4);
  ASSERT_CL(clEnqueueReadImage(queue_, img2, CL_TRUE, zero, region, 0, 0,
                               out.data(), 0, nullptr, nullptr));
  EXPECT_EQ(data, out);
  size_t slice[3] = {three.width, three.height, 1};
  size_t at[3] = {0, 0, 2};
  std::vector<uint8_t> plane = randomBytes(three.width * three.height * 4, 23);
  ASSERT_CL(clEnqueueWriteImage(queue_, img2, CL_TRUE, zero, slice, 0, 0,
                                plane.data(), 0, nullptr, nullptr));
  ASSERT_CL(clEnqueueCopyImage(queue_, img2, img3, zero, at, slice, 0, nullptr,
                               nullptr));
  std::vector<uint8_t> back(plane.size());
  ASSERT_CL(clEnqueueReadImage(queue_, img3, CL_TRUE, at, slice, 0, 0,
                               back.data(), 0, nullptr, nullptr));
  EXPECT_EQ(plane, back);
  // Within one image: disjoint boxes copy, overlapping ones are refused.
  size_t left[3] = {0, 0, 0}, right[3] = {20, 0, 0}, box[3] = {10, 5, 1};
  EXPECT_CL(clEnqueueCopyImage(queue_, img2, img2, left, right, box, 0, nullptr,
                               nullptr));
  size_t near[3] = {5, 0, 0};
  EXPECT_CL_ERR(CL_MEM_COPY_OVERLAP,
                clEnqueueCopyImage(queue_, img2, img2, left, near, box, 0,
                                   nullptr, nullptr));
  cl_image_format f{CL_RGBA, CL_FLOAT};
  ClMem other = image(two, f);
  EXPECT_CL_ERR(CL_IMAGE_FORMAT_MISMATCH,
                clEnqueueCopyImage(queue_, img2, other, left, left, box, 0,
                                   nullptr, nullptr));
  EXPECT_CL(clFinish(queue_));
}

TEST_F(ImageCommands, CopiesBetweenImagesAndBuffers) {
  for (const Shape &s : Shapes) {
    SCOPED_TRACE(s.name);
    ClMem img = image(s), back = image(s);
    std::vector<uint8_t> data = randomBytes(s.pixels() * 4, 31);
    write(img, s, data.data());
    // Offsets that are and are not multiples of the pixel size.
    for (size_t offset : {size_t(0), size_t(64), size_t(6)}) {
      ClMem buf = buffer(offset + data.size());
      size_t origin[3] = {0, 0, 0};
      auto r = s.region();
      ASSERT_CL(clEnqueueCopyImageToBuffer(queue_, img, buf, origin, r.data(),
                                           offset, 0, nullptr, nullptr));
      std::vector<uint8_t> bytes = read<uint8_t>(buf, offset + data.size());
      EXPECT_EQ(data, std::vector<uint8_t>(bytes.begin() + offset, bytes.end()))
          << offset;
      ASSERT_CL(clEnqueueCopyBufferToImage(queue_, buf, back, offset, origin,
                                           r.data(), 0, nullptr, nullptr));
      EXPECT_EQ(data, readAll(back, s, 4)) << offset;
    }
  }
  const Shape &s = Shapes[2];
  ClMem img = image(s);
  ClMem small = buffer(16);
  size_t origin[3] = {0, 0, 0}, region[3] = {4, 2, 1};
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueCopyImageToBuffer(queue_, img, small, origin, region,
                                           4, 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueCopyBufferToImage(queue_, small, img, 0, origin,
                                           region, 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_MEM_OBJECT,
                clEnqueueCopyImageToBuffer(queue_, img, img, origin, region, 0,
                                           0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_MEM_OBJECT,
                clEnqueueCopyBufferToImage(queue_, small, small, 0, origin,
                                           region, 0, nullptr, nullptr));
}

TEST_F(ImageCommands, FillConvertsTheColor) {
  struct Case {
    cl_image_format format;
    std::array<uint32_t, 4> color; // float, int or uint bits
    std::vector<uint8_t> pixel;
  };
  auto f = [](float a, float b, float c, float d) {
    std::array<uint32_t, 4> out;
    float v[4] = {a, b, c, d};
    std::memcpy(out.data(), v, 16);
    return out;
  };
  auto i = [](int32_t a, int32_t b, int32_t c, int32_t d) {
    return std::array<uint32_t, 4>{uint32_t(a), uint32_t(b), uint32_t(c),
                                   uint32_t(d)};
  };
  auto bytesOf = [](auto... v) {
    std::vector<uint8_t> out;
    (
        [&](auto x) {
          uint8_t b[sizeof x];
          std::memcpy(b, &x, sizeof x);
          out.insert(out.end(), b, b + sizeof x);
        }(v),
        ...);
    return out;
  };
  const Case cases[] = {
      // 0.5 * 255 = 127.5 rounds to even: 128; -1 clamps to 0, 2 to 255.
      {{CL_RGBA, CL_UNORM_INT8},
       f(0.5f, -1.f, 2.f, 1.f / 255),
       {128, 0, 255, 1}},
      {{CL_BGRA, CL_UNORM_INT8}, f(1.f, 0.f, 0.25f, 1.f), {64, 0, 255, 255}},
      {{CL_R, CL_FLOAT}, f(3.25f, 0, 0, 0), bytesOf(3.25f)},
      {{CL_RG, CL_HALF_FLOAT},
       f(1.f, -2.5f, 0, 0),
       bytesOf(uint16_t(0x3c00), uint16_t(0xc100))},
      {{CL_RGBA, CL_SIGNED_INT16},
       i(-40000, 40000, -3, 7),
       bytesOf(int16_t(-32768), int16_t(32767), int16_t(-3), int16_t(7))},
      {{CL_RGBA, CL_UNSIGNED_INT8}, i(300, 255, 0, 17), {255, 255, 0, 17}},
      {{CL_R, CL_SNORM_INT16}, f(-0.5f, 0, 0, 0), bytesOf(int16_t(-16384))},
      {{CL_RGBA, CL_UNSIGNED_INT32},
       i(1, 2, 3, -1),
       bytesOf(1u, 2u, 3u, 0xffffffffu)},
      // sRGB: color encoded by the spec's curve (0.5 -> 187.516, 0.001 ->
      // 12.92 * 0.001 * 255 = 3.29, 0.25 -> 136.96), alpha linear
      // (127.5 rounds to even: 128).
      {{CL_sRGBA, CL_UNORM_INT8},
       f(0.5f, 0.001f, 2.f, 0.5f),
       {188, 3, 255, 128}},
      {{CL_sBGRA, CL_UNORM_INT8}, f(1.f, -1.f, 0.25f, 1.f), {137, 0, 255, 255}},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(std::to_string(c.format.image_channel_order) + " " +
                 std::to_string(c.format.image_channel_data_type));
    for (const Shape &s : Shapes) {
      SCOPED_TRACE(s.name);
      cl_int err = CL_SUCCESS;
      cl_image_desc d = s.desc();
      ClMem m(clCreateImage(context_, CL_MEM_READ_WRITE, &c.format, &d, nullptr,
                            &err));
      if (err == CL_IMAGE_FORMAT_NOT_SUPPORTED)
        continue; // optional formats
      ASSERT_CL(err);
      const size_t px = c.pixel.size();
      std::vector<uint8_t> zero(s.pixels() * px, 0);
      write(m, s, zero.data());
      // Fill a box inside; the rest stays 0.
      auto full = s.region();
      size_t origin[3], region[3];
      for (int k = 0; k < 3; ++k) {
        origin[k] = full[k] > 1 ? 1 : 0;
        region[k] = full[k] > 1 ? full[k] - 1 : 1;
      }
      ASSERT_CL(clEnqueueFillImage(queue_, m, c.color.data(), origin, region, 0,
                                   nullptr, nullptr));
      std::vector<uint8_t> out = readAll(m, s, px);
      for (size_t z = 0; z < full[2]; ++z)
        for (size_t y = 0; y < full[1]; ++y)
          for (size_t x = 0; x < full[0]; ++x) {
            bool in = x >= origin[0] && y >= origin[1] && z >= origin[2];
            size_t at = ((z * full[1] + y) * full[0] + x) * px;
            std::vector<uint8_t> got(out.begin() + at, out.begin() + at + px);
            ASSERT_EQ(in ? c.pixel : std::vector<uint8_t>(px, 0), got)
                << x << " " << y << " " << z;
          }
    }
  }
  ClMem m = image(Shapes[2]);
  size_t origin[3] = {0, 0, 0}, region[3] = {1, 1, 1};
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueFillImage(queue_, m, nullptr, origin, region, 0,
                                   nullptr, nullptr));
  float color[4] = {};
  size_t outside[3] = {Shapes[2].width + 1, 1, 1};
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueFillImage(queue_, m, color, origin, outside, 0,
                                   nullptr, nullptr));
}

TEST_F(ImageCommands, MapReadsAndUnmapWritesBack) {
  for (const Shape &s : Shapes) {
    SCOPED_TRACE(s.name);
    ClMem m = image(s);
    std::vector<uint8_t> data = randomBytes(s.pixels() * 4, 41);
    write(m, s, data.data());
    size_t origin[3] = {0, 0, 0};
    auto r = s.region();
    size_t rowPitch = 0, slicePitch = 0;
    cl_int err = CL_SUCCESS;
    auto *p = static_cast<uint8_t *>(clEnqueueMapImage(
        queue_, m, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, origin, r.data(),
        &rowPitch, &slicePitch, 0, nullptr, nullptr, &err));
    ASSERT_CL(err);
    ASSERT_NE(nullptr, p);
    const bool layers1D = s.type == CL_MEM_OBJECT_IMAGE1D_ARRAY;
    const size_t rows = layers1D ? 1 : r[1];
    const size_t slices = layers1D ? r[1] : r[2];
    EXPECT_GE(rowPitch, r[0] * 4);
    for (size_t z = 0; z < slices; ++z)
      for (size_t y = 0; y < rows; ++y) {
        uint8_t *row = p + z * slicePitch + y * rowPitch;
        ASSERT_EQ(0,
                  std::memcmp(row, &data[(z * rows + y) * r[0] * 4], r[0] * 4));
        for (size_t x = 0; x < r[0] * 4; ++x)
          row[x] = uint8_t(row[x] + 1);
      }
    cl_uint count = 0;
    EXPECT_CL(
        clGetMemObjectInfo(m, CL_MEM_MAP_COUNT, sizeof count, &count, nullptr));
    EXPECT_EQ(1u, count);
    ASSERT_CL(clEnqueueUnmapMemObject(queue_, m, p, 0, nullptr, nullptr));
    for (uint8_t &b : data)
      ++b;
    EXPECT_EQ(data, readAll(m, s, 4));
  }
}

TEST_F(ImageCommands, MapOfUseHostPtrImageIsInTheHostPtr) {
  const Shape &s = Shapes[4]; // 3-D
  const size_t rowPitch = s.width * 4 + 8;
  const size_t slicePitch = rowPitch * (s.height + 1);
  std::vector<uint8_t> host = randomBytes(slicePitch * s.depth, 51);
  cl_image_desc d = s.desc();
  d.image_row_pitch = rowPitch;
  d.image_slice_pitch = slicePitch;
  cl_int err = CL_SUCCESS;
  ClMem m(clCreateImage(context_, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR,
                        &Rgba8, &d, host.data(), &err));
  ASSERT_CL(err);
  // A kernel-side change: overwrite the image through a write, then map.
  std::vector<uint8_t> fresh = randomBytes(s.pixels() * 4, 52);
  write(m, s, fresh.data());
  size_t origin[3] = {2, 1, 1}, region[3] = {3, 2, 2};
  size_t rp = 0, sp = 0;
  auto *p = static_cast<uint8_t *>(
      clEnqueueMapImage(queue_, m, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, origin,
                        region, &rp, &sp, 0, nullptr, nullptr, &err));
  ASSERT_CL(err);
  EXPECT_EQ(rowPitch, rp);
  EXPECT_EQ(slicePitch, sp);
  EXPECT_EQ(host.data() + origin[2] * slicePitch + origin[1] * rowPitch +
                origin[0] * 4,
            p);
  for (size_t z = 0; z < region[2]; ++z)
    for (size_t y = 0; y < region[1]; ++y) {
      size_t at =
          (((origin[2] + z) * s.height + origin[1] + y) * s.width + origin[0]) *
          4;
      ASSERT_EQ(0, std::memcmp(p + z * sp + y * rp, &fresh[at], region[0] * 4));
      std::memset(p + z * sp + y * rp, 0x5A, region[0] * 4);
    }
  ClEvent unmapped;
  ASSERT_CL(clEnqueueUnmapMemObject(queue_, m, p, 0, nullptr, unmapped.out()));
  ASSERT_CL(clWaitForEvents(1, unmapped.ptr()));
  std::vector<uint8_t> out = readAll(m, s, 4);
  for (size_t z = 0; z < region[2]; ++z)
    for (size_t y = 0; y < region[1]; ++y)
      for (size_t x = 0; x < region[0] * 4; ++x) {
        size_t at = (((origin[2] + z) * s.height + origin[1] + y) * s.width +
                     origin[0]) *
                        4 +
                    x;
        ASSERT_EQ(0x5A, out[at]);
      }
}

TEST_F(ImageCommands, MapErrors) {
  const Shape &s = Shapes[3]; // 2-D array
  ClMem m = image(s);
  size_t origin[3] = {0, 0, 0}, region[3] = {2, 2, 2};
  size_t rp = 0, sp = 0;
  cl_int err = CL_SUCCESS;
  EXPECT_EQ(nullptr,
            clEnqueueMapImage(queue_, m, CL_TRUE, CL_MAP_READ, origin, region,
                              nullptr, &sp, 0, nullptr, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
  EXPECT_EQ(nullptr,
            clEnqueueMapImage(queue_, m, CL_TRUE, CL_MAP_READ, origin, region,
                              &rp, nullptr, 0, nullptr, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
  EXPECT_EQ(nullptr, clEnqueueMapImage(
                         queue_, m, CL_TRUE,
                         CL_MAP_READ | CL_MAP_WRITE_INVALIDATE_REGION, origin,
                         region, &rp, &sp, 0, nullptr, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
  void *p = clEnqueueMapImage(queue_, m, CL_TRUE, CL_MAP_WRITE, origin, region,
                              &rp, &sp, 0, nullptr, nullptr, &err);
  ASSERT_CL(err);
  EXPECT_EQ(nullptr,
            clEnqueueMapImage(queue_, m, CL_TRUE, CL_MAP_WRITE, origin, region,
                              &rp, &sp, 0, nullptr, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_OPERATION, err);
  int other = 0;
  EXPECT_CL_ERR(CL_INVALID_VALUE, clEnqueueUnmapMemObject(queue_, m, &other, 0,
                                                          nullptr, nullptr));
  EXPECT_CL(clEnqueueUnmapMemObject(queue_, m, p, 0, nullptr, nullptr));
  EXPECT_CL(clFinish(queue_));
}

TEST_F(ImageCommands, ProfilingAndWaitLists) {
  cl_int err = CL_SUCCESS;
  cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE,
                                 0};
  ClQueue q(clCreateCommandQueueWithProperties(context_, device_, props, &err));
  ASSERT_CL(err);
  const Shape &s = Shapes[2];
  ClMem a = image(s), b = image(s);
  std::vector<uint8_t> data = randomBytes(s.pixels() * 4, 61);
  size_t origin[3] = {0, 0, 0};
  auto r = s.region();
  Cl<cl_event> gate(clCreateUserEvent(context_, &err));
  ASSERT_CL(err);
  ClEvent w, c, f;
  ASSERT_CL(clEnqueueWriteImage(q, a, CL_FALSE, origin, r.data(), 0, 0,
                                data.data(), 1, gate.ptr(), w.out()));
  ASSERT_CL(clEnqueueCopyImage(q, a, b, origin, origin, r.data(), 1, w.ptr(),
                               c.out()));
  float color[4] = {1, 1, 1, 1};
  size_t one[3] = {1, 1, 1};
  ASSERT_CL(clEnqueueFillImage(q, a, color, origin, one, 1, c.ptr(), f.out()));
  cl_int status = 0;
  EXPECT_CL(clGetEventInfo(c, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status,
                           &status, nullptr));
  EXPECT_GT(status, CL_COMPLETE); // waits for the gate
  ASSERT_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  ASSERT_CL(clFinish(q));
  for (cl_event e : {w.get(), c.get(), f.get()}) {
    cl_ulong start = 0, end = 0;
    EXPECT_CL(clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_START,
                                      sizeof start, &start, nullptr));
    EXPECT_CL(clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_END, sizeof end,
                                      &end, nullptr));
    EXPECT_LE(start, end);
  }
  std::vector<uint8_t> out(data.size());
  ASSERT_CL(clEnqueueReadImage(q, b, CL_TRUE, origin, r.data(), 0, 0,
                               out.data(), 0, nullptr, nullptr));
  EXPECT_EQ(data, out);
}

} // namespace
} // namespace vkcl::cltest
