// Buffer commands beyond the basics of BufferTest.cpp: sub-buffers (rules,
// inherited flags, views of the parent's data), rectangular reads, writes
// and copies against a host reference, fills at unaligned ends and with
// long patterns, maps of every kind of buffer (blocking or not, every map
// flag, write-back at unmap, back-to-back map and unmap) and their errors,
// pipes and contexts.
#include "ClFixture.h"

#include <algorithm>
#include <array>

namespace vkcl::cltest {
namespace {

class BufferCommands : public ClTest {
protected:
  std::vector<uint8_t> readBytes(cl_mem m, size_t offset, size_t size) {
    std::vector<uint8_t> bytes(size);
    EXPECT_CL(clEnqueueReadBuffer(queue_, m, CL_TRUE, offset, size,
                                  bytes.data(), 0, nullptr, nullptr));
    return bytes;
  }
  size_t baseAlign() {
    return deviceValue<cl_uint>(device_, CL_DEVICE_MEM_BASE_ADDR_ALIGN) / 8;
  }
  ClMem sub(cl_mem parent, cl_mem_flags flags, size_t origin, size_t size,
            cl_int *err) {
    cl_buffer_region region{origin, size};
    return ClMem(clCreateSubBuffer(parent, flags, CL_BUFFER_CREATE_TYPE_REGION,
                                   &region, err));
  }
};

TEST_F(BufferCommands, SubBufferViewsItsParent) {
  const size_t align = baseAlign(), size = align * 4;
  std::vector<uint8_t> data = randomBytes(size, 1);
  ClMem parent = bufferOf(data);
  cl_int err = CL_SUCCESS;
  ClMem view = sub(parent, 0, align, align * 2, &err);
  ASSERT_CL(err);
  EXPECT_EQ(
      std::vector<uint8_t>(data.begin() + align, data.begin() + 3 * align),
      readBytes(view, 0, align * 2));
  std::vector<uint8_t> patch = randomBytes(align, 2);
  ASSERT_CL(clEnqueueWriteBuffer(queue_, view, CL_TRUE, 5, align, patch.data(),
                                 0, nullptr, nullptr));
  std::copy(patch.begin(), patch.end(), data.begin() + align + 5);
  EXPECT_EQ(data, readBytes(parent, 0, size));
  cl_mem assoc = nullptr;
  size_t offset = 0;
  ASSERT_CL(clGetMemObjectInfo(view, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof(assoc),
                               &assoc, nullptr));
  ASSERT_CL(clGetMemObjectInfo(view, CL_MEM_OFFSET, sizeof(offset), &offset,
                               nullptr));
  EXPECT_EQ(parent.get(), assoc);
  EXPECT_EQ(align, offset);
  // The sub-buffer keeps its parent's storage alive.
  parent.reset();
  EXPECT_EQ(
      std::vector<uint8_t>(data.begin() + align, data.begin() + 3 * align),
      readBytes(view, 0, align * 2));
}

TEST_F(BufferCommands, SubBufferFlagsAreInherited) {
  const size_t align = baseAlign();
  std::vector<uint8_t> host(align * 2);
  ClMem parent = buffer(
      align * 2, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR | CL_MEM_HOST_READ_ONLY,
      host.data());
  cl_int err = CL_SUCCESS;
  ClMem view = sub(parent, 0, align, align, &err);
  ASSERT_CL(err);
  cl_mem_flags flags = 0;
  void *hostPtr = nullptr;
  ASSERT_CL(
      clGetMemObjectInfo(view, CL_MEM_FLAGS, sizeof(flags), &flags, nullptr));
  ASSERT_CL(clGetMemObjectInfo(view, CL_MEM_HOST_PTR, sizeof(hostPtr), &hostPtr,
                               nullptr));
  EXPECT_EQ(cl_mem_flags(CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR |
                         CL_MEM_HOST_READ_ONLY),
            flags);
  EXPECT_EQ(host.data() + align, hostPtr);
  size_t propsSize = 1;
  ASSERT_CL(
      clGetMemObjectInfo(view, CL_MEM_PROPERTIES, 0, nullptr, &propsSize));
  EXPECT_EQ(0u, propsSize);
  // Inherited host access is enforced.
  std::vector<uint8_t> bytes(16);
  EXPECT_CL_ERR(CL_INVALID_OPERATION,
                clEnqueueWriteBuffer(queue_, view, CL_TRUE, 0, 16, bytes.data(),
                                     0, nullptr, nullptr));
}

TEST_F(BufferCommands, SubBufferErrors) {
  const size_t align = baseAlign(), size = align * 4;
  ClMem parent = buffer(size, CL_MEM_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS);
  cl_int err = CL_SUCCESS;
  ClMem m = sub(parent, CL_MEM_READ_WRITE, 0, align, &err);
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "more kernel access than parent";
  m = sub(parent, CL_MEM_HOST_READ_ONLY, 0, align, &err);
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "more host access than parent";
  m = sub(parent, CL_MEM_COPY_HOST_PTR, 0, align, &err);
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "host pointer flag";
  m = sub(parent, 0, 0, 0, &err);
  EXPECT_CL_ERR(CL_INVALID_BUFFER_SIZE, err);
  m = sub(parent, 0, align, size, &err);
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "out of bounds";
  if (align > 1) {
    m = sub(parent, 0, align / 2, align, &err);
    EXPECT_CL_ERR(CL_MISALIGNED_SUB_BUFFER_OFFSET, err);
  }
  cl_buffer_region region{0, align};
  m.reset(clCreateSubBuffer(parent, 0, 0x7777, &region, &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "create type";
  m.reset(clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, nullptr,
                            &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "NULL info";
  ClMem view = sub(parent, 0, align, align, &err);
  ASSERT_CL(err);
  m = sub(view, 0, 0, 16, &err);
  EXPECT_CL_ERR(CL_INVALID_MEM_OBJECT, err) << "sub-buffer of a sub-buffer";
}

TEST_F(BufferCommands, CopyBetweenSubBuffers) {
  const size_t align = baseAlign(), size = align * 4;
  std::vector<uint8_t> data = randomBytes(size, 3);
  ClMem parent = bufferOf(data);
  cl_int err = CL_SUCCESS;
  ClMem a = sub(parent, 0, 0, align * 2, &err);
  ASSERT_CL(err);
  ClMem b = sub(parent, 0, align, align * 2, &err);
  ASSERT_CL(err);
  // a[align, 2 align) and b[0, align) are the same bytes.
  EXPECT_CL_ERR(
      CL_MEM_COPY_OVERLAP,
      clEnqueueCopyBuffer(queue_, a, b, align, 0, 8, 0, nullptr, nullptr));
  EXPECT_CL_ERR(
      CL_MEM_COPY_OVERLAP,
      clEnqueueCopyBuffer(queue_, a, parent, 0, 0, 8, 0, nullptr, nullptr));
  ASSERT_CL(
      clEnqueueCopyBuffer(queue_, a, b, 0, align, align, 0, nullptr, nullptr));
  std::copy(data.begin(), data.begin() + align, data.begin() + 2 * align);
  EXPECT_EQ(data, readBytes(parent, 0, size));
}

TEST_F(BufferCommands, FillUnalignedEnds) {
  const size_t size = 64;
  for (size_t pattern : {size_t(1), size_t(2)})
    for (size_t offset = 0; offset < 9; offset += pattern)
      for (size_t bytes = pattern; bytes < 14; bytes += pattern) {
        SCOPED_TRACE(std::to_string(pattern) + "-byte pattern at " +
                     std::to_string(offset) + ", " + std::to_string(bytes) +
                     " bytes");
        std::vector<uint8_t> data = randomBytes(size, uint32_t(offset * 97));
        ClMem m = bufferOf(data);
        std::vector<uint8_t> value = randomBytes(pattern, uint32_t(bytes));
        ASSERT_CL(clEnqueueFillBuffer(queue_, m, value.data(), pattern, offset,
                                      bytes, 0, nullptr, nullptr));
        for (size_t i = 0; i < bytes; ++i)
          data[offset + i] = value[i % pattern];
        ASSERT_EQ(data, readBytes(m, 0, size));
      }
}

TEST_F(BufferCommands, FillLargeWithLongPatterns) {
  // Longer than the staged chunk, so the pattern is copied onto itself.
  const size_t size = (1 << 20) + 640;
  for (size_t pattern : {size_t(8), size_t(64), size_t(128)}) {
    SCOPED_TRACE("pattern size " + std::to_string(pattern));
    std::vector<uint8_t> data = randomBytes(size, uint32_t(pattern));
    ClMem m = bufferOf(data);
    std::vector<uint8_t> value = randomBytes(pattern, 7);
    size_t offset = pattern * 3, bytes = size - pattern * 4;
    ASSERT_CL(clEnqueueFillBuffer(queue_, m, value.data(), pattern, offset,
                                  bytes, 0, nullptr, nullptr));
    for (size_t i = 0; i < bytes; ++i)
      data[offset + i] = value[i % pattern];
    EXPECT_EQ(data, readBytes(m, 0, size));
  }
  // A 16-byte pattern of one repeated word fills by words.
  std::vector<uint32_t> words(4, 0x01020304u);
  ClMem m = buffer(4096);
  ASSERT_CL(clEnqueueFillBuffer(queue_, m, words.data(), 16, 16, 4064, 0,
                                nullptr, nullptr));
  std::vector<uint8_t> back = readBytes(m, 16, 4064);
  for (size_t i = 0; i < back.size(); ++i)
    ASSERT_EQ(uint8_t(4 - i % 4), back[i]) << i;
}

/// A host model of a buffer and of the rectangle rules.
struct Rect {
  std::array<size_t, 3> origin, region;
  size_t row, slice;
  size_t at(size_t x, size_t y, size_t z) const {
    size_t r = row ? row : region[0];
    size_t s = slice ? slice : region[1] * r;
    return (origin[2] + z) * s + (origin[1] + y) * r + origin[0] + x;
  }
};

TEST_F(BufferCommands, RectangularReadWriteCopy) {
  const size_t size = 20000;
  std::array<size_t, 3> region{13, 7, 3};
  struct Case {
    Rect buffer, host;
  } cases[] = {
      {{{0, 0, 0}, region, 0, 0}, {{0, 0, 0}, region, 0, 0}},
      {{{5, 3, 1}, region, 40, 400}, {{2, 1, 0}, region, 17, 170}},
      {{{1, 2, 2}, region, 64, 0}, {{0, 4, 1}, region, 0, 208}},
  };
  for (const Case &c : cases) {
    std::vector<uint8_t> device = randomBytes(size, 5);
    std::vector<uint8_t> host = randomBytes(size, 6);
    ClMem m = bufferOf(device);
    std::vector<uint8_t> got = host;
    ASSERT_CL(clEnqueueReadBufferRect(
        queue_, m, CL_TRUE, c.buffer.origin.data(), c.host.origin.data(),
        region.data(), c.buffer.row, c.buffer.slice, c.host.row, c.host.slice,
        got.data(), 0, nullptr, nullptr));
    std::vector<uint8_t> want = host;
    for (size_t z = 0; z < region[2]; ++z)
      for (size_t y = 0; y < region[1]; ++y)
        for (size_t x = 0; x < region[0]; ++x)
          want[c.host.at(x, y, z)] = device[c.buffer.at(x, y, z)];
    EXPECT_EQ(want, got) << "read";

    ASSERT_CL(clEnqueueWriteBufferRect(
        queue_, m, CL_FALSE, c.buffer.origin.data(), c.host.origin.data(),
        region.data(), c.buffer.row, c.buffer.slice, c.host.row, c.host.slice,
        host.data(), 0, nullptr, nullptr));
    for (size_t z = 0; z < region[2]; ++z)
      for (size_t y = 0; y < region[1]; ++y)
        for (size_t x = 0; x < region[0]; ++x)
          device[c.buffer.at(x, y, z)] = host[c.host.at(x, y, z)];
    EXPECT_EQ(device, readBytes(m, 0, size)) << "write";

    // Copy with the host layout as the destination's, into another buffer.
    std::vector<uint8_t> other = randomBytes(size, 8);
    ClMem dst = bufferOf(other);
    ASSERT_CL(clEnqueueCopyBufferRect(queue_, m, dst, c.buffer.origin.data(),
                                      c.host.origin.data(), region.data(),
                                      c.buffer.row, c.buffer.slice, c.host.row,
                                      c.host.slice, 0, nullptr, nullptr));
    for (size_t z = 0; z < region[2]; ++z)
      for (size_t y = 0; y < region[1]; ++y)
        for (size_t x = 0; x < region[0]; ++x)
          other[c.host.at(x, y, z)] = device[c.buffer.at(x, y, z)];
    EXPECT_EQ(other, readBytes(dst, 0, size)) << "copy";
  }
}

TEST_F(BufferCommands, RectangularCopyWithinOneBuffer) {
  const size_t size = 4096;
  std::vector<uint8_t> data = randomBytes(size, 9);
  ClMem m = bufferOf(data);
  size_t region[3] = {8, 4, 1}, src[3] = {0, 0, 0}, dst[3] = {16, 0, 0};
  // Rows of 8 at pitch 32: [0,8) [32,40) ... and [16,24) [48,56) ...
  ASSERT_CL(clEnqueueCopyBufferRect(queue_, m, m, src, dst, region, 32, 0, 32,
                                    0, 0, nullptr, nullptr));
  for (size_t y = 0; y < 4; ++y)
    for (size_t x = 0; x < 8; ++x)
      data[16 + y * 32 + x] = data[y * 32 + x];
  EXPECT_EQ(data, readBytes(m, 0, size));
  size_t shifted[3] = {4, 0, 0};
  EXPECT_CL_ERR(CL_MEM_COPY_OVERLAP,
                clEnqueueCopyBufferRect(queue_, m, m, src, shifted, region, 32,
                                        0, 32, 0, 0, nullptr, nullptr));
  size_t nextRow[3] = {0, 1, 0};
  EXPECT_CL_ERR(CL_MEM_COPY_OVERLAP,
                clEnqueueCopyBufferRect(queue_, m, m, src, nextRow, region, 32,
                                        0, 32, 0, 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueCopyBufferRect(queue_, m, m, src, dst, region, 32, 0,
                                        64, 0, 0, nullptr, nullptr))
      << "one buffer, different pitches";
}

TEST_F(BufferCommands, RectangularErrors) {
  ClMem m = buffer(1024);
  std::vector<uint8_t> host(4096);
  size_t origin[3] = {0, 0, 0};
  auto read = [&](const size_t *bo, const size_t *ho, const size_t *region,
                  size_t brow, size_t bslice, size_t hrow, size_t hslice,
                  void *ptr) {
    return clEnqueueReadBufferRect(queue_, m, CL_TRUE, bo, ho, region, brow,
                                   bslice, hrow, hslice, ptr, 0, nullptr,
                                   nullptr);
  };
  size_t ok[3] = {16, 4, 2};
  EXPECT_CL(read(origin, origin, ok, 0, 0, 0, 0, host.data()));
  size_t zero[3] = {16, 0, 1};
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                read(origin, origin, zero, 0, 0, 0, 0, host.data()));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                read(origin, origin, ok, 15, 0, 0, 0, host.data()))
      << "row pitch below region[0]";
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                read(origin, origin, ok, 16, 63, 0, 0, host.data()))
      << "slice pitch below region[1] * row pitch";
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                read(origin, origin, ok, 16, 72, 0, 0, host.data()))
      << "slice pitch not a multiple of the row pitch";
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                read(origin, origin, ok, 0, 0, 8, 0, host.data()))
      << "host row pitch";
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                read(origin, origin, ok, 0, 0, 16, 48, host.data()))
      << "host slice pitch";
  size_t far[3] = {0, 0, 15}, edge[3] = {0, 0, 14};
  EXPECT_CL(read(edge, origin, ok, 0, 0, 0, 0, host.data()))
      << "ends at the last byte";
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                read(far, origin, ok, 0, 0, 0, 0, host.data()))
      << "out of bounds";
  size_t huge[3] = {SIZE_MAX / 2, 0, 0};
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                read(huge, origin, ok, 0, 0, 0, 0, host.data()))
      << "overflowing origin";
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                read(origin, origin, ok, 0, 0, 0, 0, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                read(nullptr, origin, ok, 0, 0, 0, 0, host.data()));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                read(origin, origin, nullptr, 0, 0, 0, 0, host.data()));
  ClMem noAccess = buffer(1024, CL_MEM_HOST_NO_ACCESS);
  EXPECT_CL_ERR(CL_INVALID_OPERATION,
                clEnqueueWriteBufferRect(queue_, noAccess, CL_TRUE, origin,
                                         origin, ok, 0, 0, 0, 0, host.data(), 0,
                                         nullptr, nullptr));
}

struct MapKind {
  const char *name;
  cl_mem_flags flags;
  bool useHostPtr;
};
const MapKind mapKinds[] = {
    {"device", CL_MEM_READ_WRITE, false},
    {"alloc_host_ptr", CL_MEM_ALLOC_HOST_PTR, false},
    {"use_host_ptr", CL_MEM_USE_HOST_PTR, true},
};

TEST_F(BufferCommands, MapReadWriteEveryKind) {
  const size_t size = 8192, offset = 1000, bytes = 3000;
  for (const MapKind &kind : mapKinds) {
    SCOPED_TRACE(kind.name);
    std::vector<uint8_t> data = randomBytes(size, 10);
    std::vector<uint8_t> host = data;
    ClMem m = buffer(size, kind.flags, kind.useHostPtr ? host.data() : nullptr);
    if (!kind.useHostPtr)
      ASSERT_CL(clEnqueueWriteBuffer(queue_, m, CL_TRUE, 0, size, data.data(),
                                     0, nullptr, nullptr));
    // The device changes the data after creation: a map must show it.
    std::vector<uint8_t> patch = randomBytes(size, 11);
    ASSERT_CL(clEnqueueWriteBuffer(queue_, m, CL_FALSE, 0, size, patch.data(),
                                   0, nullptr, nullptr));
    data = patch;
    cl_int err = CL_SUCCESS;
    auto *p = static_cast<uint8_t *>(
        clEnqueueMapBuffer(queue_, m, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE,
                           offset, bytes, 0, nullptr, nullptr, &err));
    ASSERT_CL(err);
    ASSERT_NE(nullptr, p);
    if (kind.useHostPtr)
      EXPECT_EQ(host.data() + offset, p);
    EXPECT_EQ(std::vector<uint8_t>(data.begin() + offset,
                                   data.begin() + offset + bytes),
              std::vector<uint8_t>(p, p + bytes));
    cl_uint count = 0;
    ASSERT_CL(clGetMemObjectInfo(m, CL_MEM_MAP_COUNT, sizeof(count), &count,
                                 nullptr));
    EXPECT_EQ(1u, count);
    for (size_t i = 0; i < bytes; i += 7)
      data[offset + i] = p[i] = uint8_t(i * 3);
    ClEvent unmapped;
    ASSERT_CL(
        clEnqueueUnmapMemObject(queue_, m, p, 0, nullptr, unmapped.out()));
    ASSERT_CL(clWaitForEvents(1, unmapped.ptr()));
    ASSERT_CL(clGetMemObjectInfo(m, CL_MEM_MAP_COUNT, sizeof(count), &count,
                                 nullptr));
    EXPECT_EQ(0u, count);
    EXPECT_EQ(data, readBytes(m, 0, size));
    EXPECT_CL_ERR(CL_INVALID_VALUE,
                  clEnqueueUnmapMemObject(queue_, m, p, 0, nullptr, nullptr))
        << "unmapped twice";
  }
}

TEST_F(BufferCommands, MapNonBlockingAndInvalidate) {
  const size_t size = 4096;
  for (const MapKind &kind : mapKinds) {
    SCOPED_TRACE(kind.name);
    std::vector<uint8_t> data = randomBytes(size, 12);
    std::vector<uint8_t> host = data;
    ClMem m = buffer(size, kind.flags, kind.useHostPtr ? host.data() : nullptr);
    if (!kind.useHostPtr)
      ASSERT_CL(clEnqueueWriteBuffer(queue_, m, CL_TRUE, 0, size, data.data(),
                                     0, nullptr, nullptr));
    cl_int err = CL_SUCCESS;
    ClEvent mapped;
    auto *p = static_cast<uint8_t *>(
        clEnqueueMapBuffer(queue_, m, CL_FALSE, CL_MAP_READ, 0, size, 0,
                           nullptr, mapped.out(), &err));
    ASSERT_CL(err);
    ASSERT_CL(clWaitForEvents(1, mapped.ptr()));
    EXPECT_EQ(data, std::vector<uint8_t>(p, p + size));
    ASSERT_CL(clEnqueueUnmapMemObject(queue_, m, p, 0, nullptr, nullptr));
    // Write-invalidate: the whole region is rewritten by the host.
    auto *w = static_cast<uint8_t *>(
        clEnqueueMapBuffer(queue_, m, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION,
                           64, 128, 0, nullptr, nullptr, &err));
    ASSERT_CL(err);
    for (size_t i = 0; i < 128; ++i)
      data[64 + i] = w[i] = uint8_t(255 - i);
    ASSERT_CL(clEnqueueUnmapMemObject(queue_, m, w, 0, nullptr, nullptr));
    EXPECT_EQ(data, readBytes(m, 0, size));
    // A map and unmap enqueued back to back, before the map has run: the
    // application wrote nothing, so the contents must not change.
    std::vector<uint8_t> newer = randomBytes(size, 13);
    ASSERT_CL(clEnqueueWriteBuffer(queue_, m, CL_FALSE, 0, size, newer.data(),
                                   0, nullptr, nullptr));
    void *quick = clEnqueueMapBuffer(queue_, m, CL_FALSE, CL_MAP_WRITE, 0, size,
                                     0, nullptr, nullptr, &err);
    ASSERT_CL(err);
    ASSERT_CL(clEnqueueUnmapMemObject(queue_, m, quick, 0, nullptr, nullptr));
    EXPECT_EQ(newer, readBytes(m, 0, size));
  }
}

TEST_F(BufferCommands, MapSubBuffer) {
  const size_t align = baseAlign(), size = align * 3;
  std::vector<uint8_t> data = randomBytes(size, 14);
  ClMem parent = bufferOf(data);
  cl_int err = CL_SUCCESS;
  cl_buffer_region region{align, align};
  ClMem view(clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &region,
                               &err));
  ASSERT_CL(err);
  auto *p = static_cast<uint8_t *>(
      clEnqueueMapBuffer(queue_, view, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 8,
                         align - 8, 0, nullptr, nullptr, &err));
  ASSERT_CL(err);
  EXPECT_EQ(
      std::vector<uint8_t>(data.begin() + align + 8, data.begin() + 2 * align),
      std::vector<uint8_t>(p, p + align - 8));
  p[0] = data[align + 8] = uint8_t(~data[align + 8]);
  ASSERT_CL(clEnqueueUnmapMemObject(queue_, view, p, 0, nullptr, nullptr));
  EXPECT_EQ(data, readBytes(parent, 0, size));
}

TEST_F(BufferCommands, MapErrors) {
  ClMem m = buffer(1024);
  cl_int err = CL_SUCCESS;
  void *p = clEnqueueMapBuffer(queue_, m, CL_TRUE, CL_MAP_READ, 0, 0, 0,
                               nullptr, nullptr, &err);
  EXPECT_EQ(nullptr, p);
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "size 0";
  p = clEnqueueMapBuffer(queue_, m, CL_TRUE, CL_MAP_READ, 1000, 25, 0, nullptr,
                         nullptr, &err);
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "out of bounds";
  p = clEnqueueMapBuffer(queue_, m, CL_TRUE,
                         CL_MAP_READ | CL_MAP_WRITE_INVALIDATE_REGION, 0, 16, 0,
                         nullptr, nullptr, &err);
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "invalidate with read";
  p = clEnqueueMapBuffer(queue_, m, CL_TRUE, 1u << 7, 0, 16, 0, nullptr,
                         nullptr, &err);
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "unknown flag";
  void *w = clEnqueueMapBuffer(queue_, m, CL_TRUE, CL_MAP_WRITE, 0, 64, 0,
                               nullptr, nullptr, &err);
  ASSERT_CL(err);
  p = clEnqueueMapBuffer(queue_, m, CL_TRUE, CL_MAP_WRITE, 32, 64, 0, nullptr,
                         nullptr, &err);
  EXPECT_CL_ERR(CL_INVALID_OPERATION, err) << "overlapping write maps";
  void *r = clEnqueueMapBuffer(queue_, m, CL_TRUE, CL_MAP_READ, 64, 64, 0,
                               nullptr, nullptr, &err);
  EXPECT_CL(err) << "a read map beside a write map";
  int local = 0;
  EXPECT_CL_ERR(CL_INVALID_VALUE, clEnqueueUnmapMemObject(queue_, m, &local, 0,
                                                          nullptr, nullptr));
  EXPECT_CL(clEnqueueUnmapMemObject(queue_, m, w, 0, nullptr, nullptr));
  EXPECT_CL(clEnqueueUnmapMemObject(queue_, m, r, 0, nullptr, nullptr));
  EXPECT_CL(clFinish(queue_));
}

TEST_F(BufferCommands, NonBlockingChainAndEvents) {
  const size_t size = 1 << 16;
  std::vector<uint8_t> data = randomBytes(size, 15), back(size, 0);
  ClMem a = buffer(size), b = buffer(size);
  ClEvent written, copied, read;
  ASSERT_CL(clEnqueueWriteBuffer(queue_, a, CL_FALSE, 0, size, data.data(), 0,
                                 nullptr, written.out()));
  ASSERT_CL(clEnqueueCopyBuffer(queue_, a, b, 0, 0, size, 1, written.ptr(),
                                copied.out()));
  ASSERT_CL(clEnqueueReadBuffer(queue_, b, CL_FALSE, 0, size, back.data(), 1,
                                copied.ptr(), read.out()));
  ASSERT_CL(clWaitForEvents(1, read.ptr()));
  EXPECT_EQ(data, back);
  cl_command_type type = 0;
  ASSERT_CL(clGetEventInfo(copied, CL_EVENT_COMMAND_TYPE, sizeof(type), &type,
                           nullptr));
  EXPECT_EQ(cl_command_type(CL_COMMAND_COPY_BUFFER), type);
  // Zero-sized transfers are commands that complete.
  ClEvent none;
  ASSERT_CL(clEnqueueReadBuffer(queue_, a, CL_FALSE, 16, 0, back.data(), 0,
                                nullptr, none.out()));
  ASSERT_CL(clWaitForEvents(1, none.ptr()));
}

TEST_F(BufferCommands, ObjectsOfAnotherContext) {
  cl_int err = CL_SUCCESS;
  ClContext other(
      clCreateContext(nullptr, 1, &device_, nullptr, nullptr, &err));
  ASSERT_CL(err);
  ClMem foreign(clCreateBuffer(other, CL_MEM_READ_WRITE, 64, nullptr, &err));
  ASSERT_CL(err);
  ClMem mine = buffer(64);
  std::vector<uint8_t> host(64);
  EXPECT_CL_ERR(CL_INVALID_CONTEXT,
                clEnqueueReadBuffer(queue_, foreign, CL_TRUE, 0, 64,
                                    host.data(), 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_CONTEXT,
                clEnqueueCopyBuffer(queue_, mine, foreign, 0, 0, 64, 0, nullptr,
                                    nullptr));
  cl_mem both[] = {mine, foreign};
  EXPECT_CL_ERR(
      CL_INVALID_CONTEXT,
      clEnqueueMigrateMemObjects(queue_, 2, both, 0, 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_MEM_OBJECT,
                clEnqueueReadBuffer(queue_, nullptr, CL_TRUE, 0, 64,
                                    host.data(), 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_COMMAND_QUEUE,
                clEnqueueReadBuffer(nullptr, mine, CL_TRUE, 0, 64, host.data(),
                                    0, nullptr, nullptr));
}

TEST_F(BufferCommands, InfoQueryErrors) {
  ClMem m = buffer(64);
  cl_uint small = 0;
  EXPECT_CL_ERR(
      CL_INVALID_VALUE,
      clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof(small), &small, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetMemObjectInfo(m, 0x7777, sizeof(small), &small, nullptr));
  EXPECT_CL_ERR(CL_INVALID_MEM_OBJECT,
                clGetMemObjectInfo(nullptr, CL_MEM_SIZE, 0, nullptr, nullptr));
  cl_uint packet = 0;
  EXPECT_CL_ERR(
      CL_INVALID_MEM_OBJECT,
      clGetPipeInfo(m, CL_PIPE_PACKET_SIZE, sizeof(packet), &packet, nullptr));
}

TEST_F(BufferCommands, Pipes) {
  cl_bool support = deviceValue<cl_bool>(device_, CL_DEVICE_PIPE_SUPPORT);
  cl_int err = CL_SUCCESS;
  if (!support) {
    ClMem pipe(clCreatePipe(context_, 0, 4, 16, nullptr, &err));
    EXPECT_EQ(nullptr, pipe.get());
    EXPECT_CL_ERR(CL_INVALID_OPERATION, err);
    return;
  }
  ClMem pipe(
      clCreatePipe(context_, CL_MEM_HOST_NO_ACCESS, 8, 100, nullptr, &err));
  ASSERT_CL(err);
  cl_uint packet = 0, packets = 0;
  ASSERT_CL(clGetPipeInfo(pipe, CL_PIPE_PACKET_SIZE, sizeof(packet), &packet,
                          nullptr));
  ASSERT_CL(clGetPipeInfo(pipe, CL_PIPE_MAX_PACKETS, sizeof(packets), &packets,
                          nullptr));
  EXPECT_EQ(8u, packet);
  EXPECT_EQ(100u, packets);
  cl_mem_object_type type = 0;
  ASSERT_CL(
      clGetMemObjectInfo(pipe, CL_MEM_TYPE, sizeof(type), &type, nullptr));
  EXPECT_EQ(cl_mem_object_type(CL_MEM_OBJECT_PIPE), type);
  std::vector<uint8_t> host(64);
  EXPECT_CL_ERR(CL_INVALID_MEM_OBJECT,
                clEnqueueReadBuffer(queue_, pipe, CL_TRUE, 0, 64, host.data(),
                                    0, nullptr, nullptr))
      << "a pipe is not a buffer";
  ClMem bad(clCreatePipe(context_, 0, 0, 16, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_PIPE_SIZE, err);
  bad.reset(clCreatePipe(context_, CL_MEM_READ_ONLY, 4, 16, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
}

} // namespace
} // namespace vkcl::cltest
