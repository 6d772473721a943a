// Buffers: every creation flag and its queries, the flag and host-pointer
// errors, reads, writes, copies and fills (every pattern size) at offsets,
// host access flags, migration and destructor callbacks.
#include "ClFixture.h"

#include <chrono>
#include <mutex>
#include <thread>

namespace vkcl::cltest {
namespace {

class Buffer : public ClTest {
protected:
  template <typename T> T memInfo(cl_mem m, cl_mem_info p) {
    T v{};
    EXPECT_CL(clGetMemObjectInfo(m, p, sizeof(T), &v, nullptr));
    return v;
  }
  std::vector<uint8_t> readBytes(cl_mem m, size_t offset, size_t size) {
    std::vector<uint8_t> bytes(size);
    EXPECT_CL(clEnqueueReadBuffer(queue_, m, CL_TRUE, offset, size,
                                  bytes.data(), 0, nullptr, nullptr));
    return bytes;
  }
};

struct FlagCase {
  cl_mem_flags flags;
  bool hostPtr;
};

TEST_F(Buffer, EveryValidFlagCombination) {
  const cl_mem_flags access[] = {0, CL_MEM_READ_WRITE, CL_MEM_WRITE_ONLY,
                                 CL_MEM_READ_ONLY};
  const FlagCase host[] = {
      {0, false},
      {CL_MEM_USE_HOST_PTR, true},
      {CL_MEM_ALLOC_HOST_PTR, false},
      {CL_MEM_COPY_HOST_PTR, true},
      {CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR, true}};
  const cl_mem_flags hostAccess[] = {
      0, CL_MEM_HOST_WRITE_ONLY, CL_MEM_HOST_READ_ONLY, CL_MEM_HOST_NO_ACCESS};
  const size_t size = 256;
  for (cl_mem_flags a : access)
    for (const FlagCase &h : host)
      for (cl_mem_flags ha : hostAccess) {
        cl_mem_flags flags = a | h.flags | ha;
        SCOPED_TRACE("flags " + std::to_string(flags));
        std::vector<uint8_t> data = randomBytes(size, uint32_t(flags));
        cl_int err = CL_SUCCESS;
        ClMem m(clCreateBuffer(context_, flags, size,
                               h.hostPtr ? data.data() : nullptr, &err));
        ASSERT_CL(err);
        cl_mem_flags expected = a ? flags : flags | CL_MEM_READ_WRITE;
        cl_mem_flags got = memInfo<cl_mem_flags>(m, CL_MEM_FLAGS);
        EXPECT_TRUE(got == flags || got == expected) << got;
        EXPECT_EQ(size, memInfo<size_t>(m, CL_MEM_SIZE));
        EXPECT_EQ(cl_mem_object_type(CL_MEM_OBJECT_BUFFER),
                  memInfo<cl_mem_object_type>(m, CL_MEM_TYPE));
        EXPECT_EQ((h.flags & CL_MEM_USE_HOST_PTR) ? data.data() : nullptr,
                  memInfo<void *>(m, CL_MEM_HOST_PTR));
        EXPECT_EQ(0u, memInfo<cl_uint>(m, CL_MEM_MAP_COUNT));
        EXPECT_EQ(1u, memInfo<cl_uint>(m, CL_MEM_REFERENCE_COUNT));
        EXPECT_EQ(context_.get(), memInfo<cl_context>(m, CL_MEM_CONTEXT));
        EXPECT_EQ(nullptr, memInfo<cl_mem>(m, CL_MEM_ASSOCIATED_MEMOBJECT));
        EXPECT_EQ(0u, memInfo<size_t>(m, CL_MEM_OFFSET));
        EXPECT_EQ(cl_bool(CL_FALSE),
                  memInfo<cl_bool>(m, CL_MEM_USES_SVM_POINTER));
        // Initial contents of a buffer made from host memory.
        if (h.hostPtr &&
            !(ha & (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS))) {
          EXPECT_EQ(data, readBytes(m, 0, size));
        }
      }
}

TEST_F(Buffer, InvalidFlags) {
  const cl_mem_flags bad[] = {
      CL_MEM_READ_WRITE | CL_MEM_READ_ONLY,
      CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY,
      CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY,
      CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR,
      CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR,
      CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY,
      CL_MEM_HOST_NO_ACCESS | CL_MEM_HOST_READ_ONLY,
      CL_MEM_HOST_NO_ACCESS | CL_MEM_HOST_WRITE_ONLY,
      cl_mem_flags(1) << 40,
  };
  std::vector<uint8_t> host(64);
  for (cl_mem_flags flags : bad) {
    cl_int err = CL_SUCCESS;
    bool needsPtr = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR);
    ClMem m(clCreateBuffer(context_, flags, 64,
                           needsPtr ? host.data() : nullptr, &err));
    EXPECT_EQ(nullptr, m.get());
    EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "flags " << flags;
  }
}

TEST_F(Buffer, HostPointerAndSizeErrors) {
  std::vector<uint8_t> host(64);
  cl_int err = CL_SUCCESS;
  ClMem m(clCreateBuffer(context_, CL_MEM_USE_HOST_PTR, 64, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_HOST_PTR, err);
  m.reset(clCreateBuffer(context_, CL_MEM_COPY_HOST_PTR, 64, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_HOST_PTR, err);
  m.reset(clCreateBuffer(context_, CL_MEM_READ_WRITE, 64, host.data(), &err));
  EXPECT_CL_ERR(CL_INVALID_HOST_PTR, err) << "host_ptr without USE/COPY";
  m.reset(clCreateBuffer(context_, CL_MEM_READ_WRITE, 0, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_BUFFER_SIZE, err);
  cl_ulong maxAlloc =
      deviceValue<cl_ulong>(device_, CL_DEVICE_MAX_MEM_ALLOC_SIZE);
  m.reset(clCreateBuffer(context_, CL_MEM_READ_WRITE, size_t(maxAlloc) + 1,
                         nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_BUFFER_SIZE, err);
  EXPECT_EQ(nullptr, m.get());
}

TEST_F(Buffer, CreateWithProperties) {
  cl_int err = CL_SUCCESS;
  ClMem plain(clCreateBufferWithProperties(context_, nullptr, CL_MEM_READ_WRITE,
                                           64, nullptr, &err));
  ASSERT_CL(err);
  size_t size = 1;
  ASSERT_CL(clGetMemObjectInfo(plain, CL_MEM_PROPERTIES, 0, nullptr, &size));
  EXPECT_EQ(0u, size);
  const cl_mem_properties empty[] = {0};
  ClMem withList(clCreateBufferWithProperties(
      context_, empty, CL_MEM_READ_WRITE, 64, nullptr, &err));
  ASSERT_CL(err);
  ASSERT_CL(clGetMemObjectInfo(withList, CL_MEM_PROPERTIES, 0, nullptr, &size));
  EXPECT_TRUE(size == 0 || size == sizeof(empty)) << size;
  const cl_mem_properties unknown[] = {0x7fff, 1, 0};
  ClMem bad(clCreateBufferWithProperties(context_, unknown, CL_MEM_READ_WRITE,
                                         64, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_PROPERTY, err);
}

TEST_F(Buffer, ReadWriteAtOffsets) {
  const size_t size = 4099;
  std::vector<uint8_t> data = randomBytes(size, 11);
  ClMem m = buffer(size);
  ASSERT_CL(clEnqueueWriteBuffer(queue_, m, CL_TRUE, 0, size, data.data(), 0,
                                 nullptr, nullptr));
  // Unaligned pieces, written non-blocking, then read back whole.
  std::vector<uint8_t> patch = randomBytes(1001, 12);
  ASSERT_CL(clEnqueueWriteBuffer(queue_, m, CL_FALSE, 3, patch.size(),
                                 patch.data(), 0, nullptr, nullptr));
  std::vector<uint8_t> tail = randomBytes(7, 13);
  ASSERT_CL(clEnqueueWriteBuffer(queue_, m, CL_FALSE, size - 7, 7, tail.data(),
                                 0, nullptr, nullptr));
  std::copy(patch.begin(), patch.end(), data.begin() + 3);
  std::copy(tail.begin(), tail.end(), data.end() - 7);
  EXPECT_EQ(data, readBytes(m, 0, size));
  std::vector<uint8_t> piece(data.begin() + 1000, data.begin() + 1333);
  EXPECT_EQ(piece, readBytes(m, 1000, 333));
}

TEST_F(Buffer, ReadWriteErrors) {
  ClMem m = buffer(256);
  std::vector<uint8_t> host(512);
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueReadBuffer(queue_, m, CL_TRUE, 200, 57, host.data(), 0,
                                    nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueWriteBuffer(queue_, m, CL_TRUE, 0, 257, host.data(), 0,
                                     nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueReadBuffer(queue_, m, CL_TRUE, 0, 4, nullptr, 0,
                                    nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueWriteBuffer(queue_, m, CL_TRUE, 0, 4, nullptr, 0,
                                     nullptr, nullptr));
  // Wait lists: a count without events and events without a count.
  cl_event none = nullptr;
  EXPECT_CL_ERR(CL_INVALID_EVENT_WAIT_LIST,
                clEnqueueReadBuffer(queue_, m, CL_TRUE, 0, 4, host.data(), 1,
                                    nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_EVENT_WAIT_LIST,
                clEnqueueReadBuffer(queue_, m, CL_TRUE, 0, 4, host.data(), 0,
                                    &none, nullptr));
}

TEST_F(Buffer, CopyAtOffsets) {
  const size_t size = 8192;
  std::vector<uint8_t> a = randomBytes(size, 21), b = randomBytes(size, 22);
  ClMem src = bufferOf(a), dst = bufferOf(b);
  ASSERT_CL(clEnqueueCopyBuffer(queue_, src, dst, 5, 1027, 3001, 0, nullptr,
                                nullptr));
  std::copy(a.begin() + 5, a.begin() + 5 + 3001, b.begin() + 1027);
  EXPECT_EQ(b, readBytes(dst, 0, size));
  EXPECT_EQ(a, readBytes(src, 0, size)) << "source changed";
  // Within one buffer, regions that do not overlap.
  ASSERT_CL(clEnqueueCopyBuffer(queue_, src, src, 0, 4096, 4096, 0, nullptr,
                                nullptr));
  std::copy(a.begin(), a.begin() + 4096, a.begin() + 4096);
  EXPECT_EQ(a, readBytes(src, 0, size));
}

TEST_F(Buffer, CopyErrors) {
  ClMem a = buffer(1024), b = buffer(512);
  EXPECT_CL_ERR(
      CL_MEM_COPY_OVERLAP,
      clEnqueueCopyBuffer(queue_, a, a, 0, 100, 200, 0, nullptr, nullptr));
  EXPECT_CL_ERR(
      CL_MEM_COPY_OVERLAP,
      clEnqueueCopyBuffer(queue_, a, a, 100, 0, 101, 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE, clEnqueueCopyBuffer(queue_, a, b, 0, 0, 513,
                                                      0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE, clEnqueueCopyBuffer(queue_, a, b, 1000, 0, 25,
                                                      0, nullptr, nullptr));
}

TEST_F(Buffer, FillWithEveryPatternSize) {
  const size_t size = 4096;
  for (size_t pattern = 1; pattern <= 128; pattern *= 2) {
    SCOPED_TRACE("pattern size " + std::to_string(pattern));
    std::vector<uint8_t> data = randomBytes(size, uint32_t(pattern));
    ClMem m = bufferOf(data);
    std::vector<uint8_t> value = randomBytes(pattern, 100 + uint32_t(pattern));
    size_t offset = pattern * 3, bytes = pattern * 7;
    ASSERT_CL(clEnqueueFillBuffer(queue_, m, value.data(), pattern, offset,
                                  bytes, 0, nullptr, nullptr));
    for (size_t i = 0; i < bytes; ++i)
      data[offset + i] = value[i % pattern];
    EXPECT_EQ(data, readBytes(m, 0, size));
    // The whole buffer.
    ASSERT_CL(clEnqueueFillBuffer(queue_, m, value.data(), pattern, 0, size, 0,
                                  nullptr, nullptr));
    for (size_t i = 0; i < size; ++i)
      data[i] = value[i % pattern];
    EXPECT_EQ(data, readBytes(m, 0, size));
  }
}

TEST_F(Buffer, FillErrors) {
  ClMem m = buffer(1024);
  uint8_t pattern[256] = {};
  for (size_t bad : {size_t(0), size_t(3), size_t(12), size_t(256)})
    EXPECT_CL_ERR(CL_INVALID_VALUE,
                  clEnqueueFillBuffer(queue_, m, pattern, bad, 0, 768, 0,
                                      nullptr, nullptr))
        << "pattern size " << bad;
  EXPECT_CL_ERR(CL_INVALID_VALUE, clEnqueueFillBuffer(queue_, m, nullptr, 4, 0,
                                                      64, 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE, clEnqueueFillBuffer(queue_, m, pattern, 4, 2,
                                                      64, 0, nullptr, nullptr))
      << "offset not a multiple of the pattern";
  EXPECT_CL_ERR(CL_INVALID_VALUE, clEnqueueFillBuffer(queue_, m, pattern, 4, 0,
                                                      62, 0, nullptr, nullptr))
      << "size not a multiple of the pattern";
  EXPECT_CL_ERR(
      CL_INVALID_VALUE,
      clEnqueueFillBuffer(queue_, m, pattern, 4, 1020, 8, 0, nullptr, nullptr));
}

TEST_F(Buffer, HostAccessFlags) {
  std::vector<uint8_t> host(64, 1);
  ClMem writeOnly = buffer(64, CL_MEM_HOST_WRITE_ONLY);
  ClMem readOnly = buffer(64, CL_MEM_HOST_READ_ONLY);
  ClMem noAccess = buffer(64, CL_MEM_HOST_NO_ACCESS);
  auto readOf = [&](cl_mem m) {
    return clEnqueueReadBuffer(queue_, m, CL_TRUE, 0, 64, host.data(), 0,
                               nullptr, nullptr);
  };
  auto writeOf = [&](cl_mem m) {
    return clEnqueueWriteBuffer(queue_, m, CL_TRUE, 0, 64, host.data(), 0,
                                nullptr, nullptr);
  };
  auto mapOf = [&](cl_mem m, cl_map_flags flags) {
    cl_int err = CL_SUCCESS;
    void *p = clEnqueueMapBuffer(queue_, m, CL_TRUE, flags, 0, 64, 0, nullptr,
                                 nullptr, &err);
    if (p)
      clEnqueueUnmapMemObject(queue_, m, p, 0, nullptr, nullptr);
    return err;
  };
  EXPECT_CL_ERR(CL_INVALID_OPERATION, readOf(writeOnly));
  EXPECT_CL(writeOf(writeOnly));
  EXPECT_CL_ERR(CL_INVALID_OPERATION, mapOf(writeOnly, CL_MAP_READ));
  EXPECT_CL(mapOf(writeOnly, CL_MAP_WRITE));
  EXPECT_CL_ERR(CL_INVALID_OPERATION, writeOf(readOnly));
  EXPECT_CL(readOf(readOnly));
  EXPECT_CL_ERR(CL_INVALID_OPERATION, mapOf(readOnly, CL_MAP_WRITE));
  EXPECT_CL_ERR(CL_INVALID_OPERATION,
                mapOf(readOnly, CL_MAP_WRITE_INVALIDATE_REGION));
  EXPECT_CL(mapOf(readOnly, CL_MAP_READ));
  EXPECT_CL_ERR(CL_INVALID_OPERATION, readOf(noAccess));
  EXPECT_CL_ERR(CL_INVALID_OPERATION, writeOf(noAccess));
  EXPECT_CL_ERR(CL_INVALID_OPERATION, mapOf(noAccess, CL_MAP_READ));
  EXPECT_CL_ERR(CL_INVALID_OPERATION, mapOf(noAccess, CL_MAP_WRITE));
  // The device may still fill and copy them.
  uint32_t pattern = 5;
  EXPECT_CL(clEnqueueFillBuffer(queue_, noAccess, &pattern, 4, 0, 64, 0,
                                nullptr, nullptr));
  EXPECT_CL(clEnqueueCopyBuffer(queue_, noAccess, readOnly, 0, 0, 64, 0,
                                nullptr, nullptr));
  std::vector<uint32_t> back(16, 0);
  EXPECT_CL(clEnqueueReadBuffer(queue_, readOnly, CL_TRUE, 0, 64, back.data(),
                                0, nullptr, nullptr));
  EXPECT_EQ(std::vector<uint32_t>(16, 5), back);
}

TEST_F(Buffer, Migrate) {
  ClMem a = buffer(64), b = buffer(64);
  cl_mem both[] = {a, b};
  EXPECT_CL(
      clEnqueueMigrateMemObjects(queue_, 2, both, 0, 0, nullptr, nullptr));
  EXPECT_CL(clEnqueueMigrateMemObjects(queue_, 2, both,
                                       CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED,
                                       0, nullptr, nullptr));
  EXPECT_CL(clEnqueueMigrateMemObjects(
      queue_, 1, both, CL_MIGRATE_MEM_OBJECT_HOST, 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE, clEnqueueMigrateMemObjects(
                                      queue_, 0, both, 0, 0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueMigrateMemObjects(queue_, 2, both, 1u << 20, 0,
                                           nullptr, nullptr));
  EXPECT_CL_ERR(
      CL_INVALID_VALUE,
      clEnqueueMigrateMemObjects(queue_, 1, nullptr, 0, 0, nullptr, nullptr));
}

TEST_F(Buffer, ReferenceCount) {
  ClMem m = buffer(64);
  EXPECT_CL(clRetainMemObject(m));
  EXPECT_EQ(2u, memInfo<cl_uint>(m, CL_MEM_REFERENCE_COUNT));
  EXPECT_CL(clReleaseMemObject(m));
  EXPECT_EQ(1u, memInfo<cl_uint>(m, CL_MEM_REFERENCE_COUNT));
}

struct DestructorLog {
  std::mutex mutex;
  std::vector<int> calls;
  cl_mem mem = nullptr;
  void clear() {
    std::lock_guard<std::mutex> lock(mutex);
    calls.clear();
  }
  std::vector<int> wait(size_t count) {
    for (int i = 0; i < 3000; ++i) {
      {
        std::lock_guard<std::mutex> lock(mutex);
        if (calls.size() >= count)
          break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    std::lock_guard<std::mutex> lock(mutex);
    return calls;
  }
};
struct DestructorTag {
  DestructorLog *log;
  int tag;
};
void CL_CALLBACK onMemDestroyed(cl_mem mem, void *data) {
  auto *t = static_cast<DestructorTag *>(data);
  std::lock_guard<std::mutex> lock(t->log->mutex);
  t->log->mem = mem;
  t->log->calls.push_back(t->tag);
}

TEST_F(Buffer, DestructorCallbacksRunInReverseOrder) {
  static DestructorLog log; // callbacks may come late: outlive the test
  log.clear();
  DestructorTag one{&log, 1}, two{&log, 2}, three{&log, 3};
  cl_int err = CL_SUCCESS;
  cl_mem m = clCreateBuffer(context_, CL_MEM_READ_WRITE, 64, nullptr, &err);
  ASSERT_CL(err);
  ASSERT_CL(clSetMemObjectDestructorCallback(m, onMemDestroyed, &one));
  ASSERT_CL(clSetMemObjectDestructorCallback(m, onMemDestroyed, &two));
  ASSERT_CL(clSetMemObjectDestructorCallback(m, onMemDestroyed, &three));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clSetMemObjectDestructorCallback(m, nullptr, nullptr));
  ASSERT_CL(clRetainMemObject(m));
  ASSERT_CL(clReleaseMemObject(m));
  EXPECT_TRUE(log.wait(0).empty());
  ASSERT_CL(clReleaseMemObject(m));
  EXPECT_EQ((std::vector<int>{3, 2, 1}), log.wait(3));
  EXPECT_EQ(m, log.mem);
}

TEST_F(Buffer, UseHostPtrMemoryMayBeFreedAfterTheCallback) {
  // The callback is where an application frees a USE_HOST_PTR allocation:
  // it must come after the last command using the buffer has completed.
  static DestructorLog log; // callbacks may come late: outlive the test
  log.clear();
  DestructorTag tag{&log, 1};
  const size_t n = 1 << 16;
  std::vector<uint32_t> host(n, 9), back(n, 0);
  cl_int err = CL_SUCCESS;
  cl_mem m =
      clCreateBuffer(context_, CL_MEM_USE_HOST_PTR, n * 4, host.data(), &err);
  ASSERT_CL(err);
  ASSERT_CL(clSetMemObjectDestructorCallback(m, onMemDestroyed, &tag));
  ClEvent read;
  ASSERT_CL(clEnqueueReadBuffer(queue_, m, CL_FALSE, 0, n * 4, back.data(), 0,
                                nullptr, read.out()));
  ASSERT_CL(clReleaseMemObject(m));
  std::vector<int> calls = log.wait(1);
  cl_int status = 1;
  ASSERT_CL(clGetEventInfo(read, CL_EVENT_COMMAND_EXECUTION_STATUS,
                           sizeof(status), &status, nullptr));
  EXPECT_EQ(CL_COMPLETE, status) << "callback before the read completed";
  ASSERT_CL(clWaitForEvents(1, read.ptr()));
  EXPECT_EQ(std::vector<int>{1}, calls);
  EXPECT_EQ(host, back);
}

} // namespace
} // namespace vkcl::cltest
