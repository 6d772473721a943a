// clEnqueue{Read,Write,Copy}BufferRect: random 3-D regions, origins and
// pitches (zero pitches included, which default to tightly packed)
// compared with a host model of the same copy, and the spec's errors.
#include "ClFixture.h"

namespace vkcl::cltest {
namespace {

/// One side of a rectangular copy: origin in (bytes, rows, slices) and the
/// pitches as given to OpenCL (0 = packed).
struct Side {
  size_t origin[3];
  size_t rowPitch, slicePitch;
  size_t row(const size_t region[3]) const {
    return rowPitch ? rowPitch : region[0];
  }
  size_t slice(const size_t region[3]) const {
    return slicePitch ? slicePitch : row(region) * region[1];
  }
  size_t offset(const size_t region[3]) const {
    return origin[2] * slice(region) + origin[1] * row(region) + origin[0];
  }
  /// Bytes a memory must have for the region to fit.
  size_t extent(const size_t region[3]) const {
    return offset(region) + (region[2] - 1) * slice(region) +
           (region[1] - 1) * row(region) + region[0];
  }
};

/// Host model: copies `region` from `src` laid out as `s` to `dst` as `d`.
void copyRect(const uint8_t *src, const Side &s, uint8_t *dst, const Side &d,
              const size_t region[3]) {
  for (size_t z = 0; z < region[2]; ++z)
    for (size_t y = 0; y < region[1]; ++y)
      std::memcpy(
          dst + d.offset(region) + z * d.slice(region) + y * d.row(region),
          src + s.offset(region) + z * s.slice(region) + y * s.row(region),
          region[0]);
}

/// A random region and two layouts it fits in.
struct RectCase {
  size_t region[3];
  Side a, b;
};
RectCase randomCase(std::mt19937 &rng) {
  auto pick = [&](size_t lo, size_t hi) {
    return std::uniform_int_distribution<size_t>(lo, hi)(rng);
  };
  RectCase c{};
  c.region[0] = pick(1, 40);
  c.region[1] = pick(1, 9);
  c.region[2] = pick(1, 4);
  for (Side *s : {&c.a, &c.b}) {
    s->origin[0] = pick(0, 13);
    s->origin[1] = pick(0, 3);
    s->origin[2] = pick(0, 2);
    s->rowPitch = pick(0, 1) ? 0 : c.region[0] + pick(0, 17);
    size_t row = s->rowPitch ? s->rowPitch : c.region[0];
    // Packed pitches only at origin 0 of that dimension: an origin needs
    // room before the region, which a packed row does not have.
    if (s->rowPitch == 0 && s->origin[0] != 0)
      s->rowPitch = c.region[0] + s->origin[0], row = s->rowPitch;
    s->slicePitch = pick(0, 1) ? 0 : row * (c.region[1] + pick(0, 3));
  }
  return c;
}

class BufferRect : public ClTest {};

TEST_F(BufferRect, ReadWriteCopyMatchTheHostModel) {
  std::mt19937 rng(77);
  for (int i = 0; i < 24; ++i) {
    RectCase c = randomCase(rng);
    SCOPED_TRACE(
        "case " + std::to_string(i) + " region " + std::to_string(c.region[0]) +
        "x" + std::to_string(c.region[1]) + "x" + std::to_string(c.region[2]));
    // Write: host (layout b) -> buffer (layout a).
    std::vector<uint8_t> host = randomBytes(c.b.extent(c.region) + 5, 2 * i);
    std::vector<uint8_t> device = randomBytes(c.a.extent(c.region) + 3, 3 * i);
    ClMem m = bufferOf(device);
    ASSERT_CL(clEnqueueWriteBufferRect(
        queue_, m, CL_TRUE, c.a.origin, c.b.origin, c.region, c.a.rowPitch,
        c.a.slicePitch, c.b.rowPitch, c.b.slicePitch, host.data(), 0, nullptr,
        nullptr));
    copyRect(host.data(), c.b, device.data(), c.a, c.region);
    EXPECT_EQ(device, read<uint8_t>(m, device.size()));

    // Read: buffer (layout a) -> host (layout b), around untouched bytes.
    std::vector<uint8_t> out = randomBytes(host.size(), 5 * i);
    std::vector<uint8_t> expected = out;
    ASSERT_CL(clEnqueueReadBufferRect(
        queue_, m, CL_TRUE, c.a.origin, c.b.origin, c.region, c.a.rowPitch,
        c.a.slicePitch, c.b.rowPitch, c.b.slicePitch, out.data(), 0, nullptr,
        nullptr));
    copyRect(device.data(), c.a, expected.data(), c.b, c.region);
    EXPECT_EQ(expected, out);

    // Copy: buffer (layout a) -> another buffer (layout b). Pitches of 0
    // mean packed for copies too.
    std::vector<uint8_t> other = randomBytes(c.b.extent(c.region) + 1, 7 * i);
    ClMem dst = bufferOf(other);
    ASSERT_CL(clEnqueueCopyBufferRect(
        queue_, m, dst, c.a.origin, c.b.origin, c.region, c.a.rowPitch,
        c.a.slicePitch, c.b.rowPitch, c.b.slicePitch, 0, nullptr, nullptr));
    copyRect(device.data(), c.a, other.data(), c.b, c.region);
    EXPECT_EQ(other, read<uint8_t>(dst, other.size()));
  }
}

TEST_F(BufferRect, CopyWithinOneBufferWithoutOverlap) {
  // Two 16x4 tiles side by side in rows of 64 bytes.
  std::vector<uint8_t> data = randomBytes(64 * 4, 9);
  ClMem m = bufferOf(data);
  const size_t src[3] = {0, 0, 0}, dst[3] = {32, 0, 0}, region[3] = {16, 4, 1};
  ASSERT_CL(clEnqueueCopyBufferRect(queue_, m, m, src, dst, region, 64, 256, 64,
                                    256, 0, nullptr, nullptr));
  for (size_t y = 0; y < 4; ++y)
    std::memcpy(&data[y * 64 + 32], &data[y * 64], 16);
  EXPECT_EQ(data, read<uint8_t>(m, data.size()));
}

TEST_F(BufferRect, Errors) {
  ClMem m = buffer(1024);
  std::vector<uint8_t> host(4096);
  const size_t zero[3] = {0, 0, 0};
  auto readRect = [&](const size_t *bo, const size_t *region, size_t brp,
                      size_t bsp, size_t hrp, size_t hsp) {
    return clEnqueueReadBufferRect(queue_, m, CL_TRUE, bo, zero, region, brp,
                                   bsp, hrp, hsp, host.data(), 0, nullptr,
                                   nullptr);
  };
  const size_t ok[3] = {16, 4, 2};
  EXPECT_CL(readRect(zero, ok, 0, 0, 0, 0));
  for (int d = 0; d < 3; ++d) {
    size_t region[3] = {16, 4, 2};
    region[d] = 0;
    EXPECT_CL_ERR(CL_INVALID_VALUE, readRect(zero, region, 0, 0, 0, 0))
        << "region[" << d << "] = 0";
  }
  EXPECT_CL_ERR(CL_INVALID_VALUE, readRect(zero, ok, 15, 0, 0, 0))
      << "buffer_row_pitch < region[0]";
  EXPECT_CL_ERR(CL_INVALID_VALUE, readRect(zero, ok, 0, 0, 15, 0))
      << "host_row_pitch < region[0]";
  EXPECT_CL_ERR(CL_INVALID_VALUE, readRect(zero, ok, 16, 63, 0, 0))
      << "buffer_slice_pitch < region[1] * row pitch";
  EXPECT_CL_ERR(CL_INVALID_VALUE, readRect(zero, ok, 0, 0, 16, 72))
      << "host_slice_pitch not a multiple of host_row_pitch";
  const size_t far[3] = {0, 0, 15};
  EXPECT_CL_ERR(CL_INVALID_VALUE, readRect(far, ok, 0, 0, 0, 0))
      << "region outside the buffer";
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueReadBufferRect(queue_, m, CL_TRUE, zero, zero, ok, 0,
                                        0, 0, 0, nullptr, 0, nullptr, nullptr));
  // Copies in one buffer: overlapping regions, and differing pitches.
  const size_t region[3] = {16, 4, 1}, shifted[3] = {8, 0, 0};
  EXPECT_CL_ERR(CL_MEM_COPY_OVERLAP,
                clEnqueueCopyBufferRect(queue_, m, m, zero, shifted, region, 64,
                                        256, 64, 256, 0, nullptr, nullptr));
  const size_t apart[3] = {32, 0, 0};
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueCopyBufferRect(queue_, m, m, zero, apart, region, 64,
                                        256, 128, 512, 0, nullptr, nullptr))
      << "same buffer, different pitches";
  // Host access flags apply to rect transfers too.
  ClMem noRead = buffer(1024, CL_MEM_HOST_WRITE_ONLY);
  EXPECT_CL_ERR(CL_INVALID_OPERATION,
                clEnqueueReadBufferRect(queue_, noRead, CL_TRUE, zero, zero, ok,
                                        0, 0, 0, 0, host.data(), 0, nullptr,
                                        nullptr));
  ClMem noWrite = buffer(1024, CL_MEM_HOST_READ_ONLY);
  EXPECT_CL_ERR(CL_INVALID_OPERATION,
                clEnqueueWriteBufferRect(queue_, noWrite, CL_TRUE, zero, zero,
                                         ok, 0, 0, 0, 0, host.data(), 0,
                                         nullptr, nullptr));
}

} // namespace
} // namespace vkcl::cltest
