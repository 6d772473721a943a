// clEnqueueMapBuffer / clEnqueueUnmapMemObject: blocking and non-blocking
// maps, sub-ranges, writes through a mapping seen by later commands,
// CL_MEM_USE_HOST_PTR mappings derived from the application's pointer, and
// the errors.
#include "ClFixture.h"

namespace vkcl::cltest {
namespace {

const char *DoubleSource = R"(
kernel void twice(global uint *data) {
  size_t i = get_global_id(0);
  data[i] = data[i] * 2u;
}
)";

class Map : public ClTest {
protected:
  void *map(cl_mem m, cl_bool blocking, cl_map_flags flags, size_t offset,
            size_t size, cl_event *event = nullptr) {
    cl_int err = CL_SUCCESS;
    void *p = clEnqueueMapBuffer(queue_, m, blocking, flags, offset, size, 0,
                                 nullptr, event, &err);
    EXPECT_CL(err);
    EXPECT_NE(nullptr, p);
    return p;
  }
  void unmap(cl_mem m, void *p) {
    EXPECT_CL(clEnqueueUnmapMemObject(queue_, m, p, 0, nullptr, nullptr));
  }
};

TEST_F(Map, BlockingReadMapSeesTheContents) {
  std::vector<uint8_t> data = randomBytes(10000, 1);
  ClMem m = bufferOf(data);
  auto *p = static_cast<uint8_t *>(map(m, CL_TRUE, CL_MAP_READ, 0, 10000));
  ASSERT_NE(nullptr, p);
  EXPECT_EQ(data, std::vector<uint8_t>(p, p + 10000));
  unmap(m, p);
  ASSERT_CL(clFinish(queue_));
}

TEST_F(Map, SubRangeMap) {
  std::vector<uint8_t> data = randomBytes(4096, 2);
  ClMem m = bufferOf(data);
  auto *p = static_cast<uint8_t *>(map(m, CL_TRUE, CL_MAP_READ, 1000, 333));
  ASSERT_NE(nullptr, p);
  EXPECT_EQ(std::vector<uint8_t>(data.begin() + 1000, data.begin() + 1333),
            std::vector<uint8_t>(p, p + 333));
  unmap(m, p);
}

TEST_F(Map, NonBlockingMapIsValidOnceItsEventCompletes) {
  std::vector<uint8_t> data = randomBytes(1 << 20, 3);
  ClMem m = bufferOf(data);
  ClEvent mapped;
  auto *p = static_cast<uint8_t *>(
      map(m, CL_FALSE, CL_MAP_READ, 0, data.size(), mapped.out()));
  ASSERT_NE(nullptr, p);
  ASSERT_CL(clWaitForEvents(1, mapped.ptr()));
  EXPECT_EQ(0, std::memcmp(p, data.data(), data.size()));
  cl_command_type type = 0;
  ASSERT_CL(clGetEventInfo(mapped, CL_EVENT_COMMAND_TYPE, sizeof(type), &type,
                           nullptr));
  EXPECT_EQ(cl_command_type(CL_COMMAND_MAP_BUFFER), type);
  ClEvent unmapped;
  ASSERT_CL(clEnqueueUnmapMemObject(queue_, m, p, 0, nullptr, unmapped.out()));
  ASSERT_CL(clWaitForEvents(1, unmapped.ptr()));
  ASSERT_CL(clGetEventInfo(unmapped, CL_EVENT_COMMAND_TYPE, sizeof(type), &type,
                           nullptr));
  EXPECT_EQ(cl_command_type(CL_COMMAND_UNMAP_MEM_OBJECT), type);
}

TEST_F(Map, WritesThroughAMappingReachLaterCommands) {
  const size_t n = 4096;
  std::vector<uint32_t> values = randomValues<uint32_t>(n, 4, 0, 1u << 30);
  ClMem m = poisoned<uint32_t>(n);
  for (cl_map_flags flags : {cl_map_flags(CL_MAP_WRITE),
                             cl_map_flags(CL_MAP_WRITE_INVALIDATE_REGION)}) {
    SCOPED_TRACE(flags);
    auto *p = static_cast<uint32_t *>(map(m, CL_TRUE, flags, 0, n * 4));
    ASSERT_NE(nullptr, p);
    std::memcpy(p, values.data(), n * 4);
    unmap(m, p);
    ClKernel k = kernel(DoubleSource, "twice");
    ASSERT_TRUE(k);
    setArg(k, 0, m.get());
    run1D(k, n);
    std::vector<uint32_t> expected(n);
    for (size_t i = 0; i < n; ++i)
      expected[i] = values[i] * 2u;
    EXPECT_EQ(expected, read<uint32_t>(m, n));
  }
}

TEST_F(Map, PartialWriteMapKeepsTheRest) {
  std::vector<uint8_t> data = randomBytes(2048, 5);
  ClMem m = bufferOf(data);
  auto *p = static_cast<uint8_t *>(map(m, CL_TRUE, CL_MAP_WRITE, 512, 256));
  ASSERT_NE(nullptr, p);
  std::memset(p, 0x5A, 256);
  unmap(m, p);
  std::fill(data.begin() + 512, data.begin() + 768, 0x5A);
  EXPECT_EQ(data, read<uint8_t>(m, data.size()));
}

TEST_F(Map, UseHostPtrMappingIsDerivedFromTheHostPointer) {
  std::vector<uint32_t> host = randomValues<uint32_t>(1024, 6, 0, 1000);
  ClMem m = buffer(host.size() * 4, CL_MEM_USE_HOST_PTR | CL_MEM_READ_WRITE,
                   host.data());
  ASSERT_TRUE(m);
  ClKernel k = kernel(DoubleSource, "twice");
  ASSERT_TRUE(k);
  std::vector<uint32_t> expected = host;
  for (uint32_t &v : expected)
    v *= 2u;
  setArg(k, 0, m.get());
  run1D(k, host.size());
  auto *p = static_cast<uint32_t *>(
      map(m, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 64, 512));
  EXPECT_EQ(reinterpret_cast<uint8_t *>(host.data()) + 64,
            reinterpret_cast<uint8_t *>(p));
  // The mapped region of host_ptr holds the latest bits.
  EXPECT_TRUE(std::equal(expected.begin() + 16, expected.begin() + 144,
                         host.begin() + 16));
  unmap(m, p);
  ASSERT_CL(clFinish(queue_));
}

TEST_F(Map, SeveralMappingsAtOnce) {
  std::vector<uint8_t> data = randomBytes(4096, 7);
  ClMem m = bufferOf(data);
  auto *a = static_cast<uint8_t *>(map(m, CL_TRUE, CL_MAP_READ, 0, 2048));
  auto *b = static_cast<uint8_t *>(map(m, CL_TRUE, CL_MAP_READ, 1024, 3072));
  ASSERT_TRUE(a && b);
  EXPECT_EQ(0, std::memcmp(a, data.data(), 2048));
  EXPECT_EQ(0, std::memcmp(b, data.data() + 1024, 3072));
  cl_uint count = 0;
  ASSERT_CL(
      clGetMemObjectInfo(m, CL_MEM_MAP_COUNT, sizeof(count), &count, nullptr));
  EXPECT_EQ(2u, count);
  unmap(m, b);
  unmap(m, a);
  ASSERT_CL(clFinish(queue_));
  ASSERT_CL(
      clGetMemObjectInfo(m, CL_MEM_MAP_COUNT, sizeof(count), &count, nullptr));
  EXPECT_EQ(0u, count);
}

TEST_F(Map, Errors) {
  ClMem m = buffer(1024), other = buffer(1024);
  cl_int err = CL_SUCCESS;
  auto tryMap = [&](cl_map_flags flags, size_t offset, size_t size) {
    void *p = clEnqueueMapBuffer(queue_, m, CL_TRUE, flags, offset, size, 0,
                                 nullptr, nullptr, &err);
    if (p)
      clEnqueueUnmapMemObject(queue_, m, p, 0, nullptr, nullptr);
    return p;
  };
  EXPECT_EQ(nullptr, tryMap(CL_MAP_READ, 1000, 25));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "past the end";
  EXPECT_EQ(nullptr, tryMap(CL_MAP_READ, 0, 0));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "size 0";
  EXPECT_EQ(nullptr,
            tryMap(CL_MAP_READ | CL_MAP_WRITE_INVALIDATE_REGION, 0, 64));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "READ with WRITE_INVALIDATE_REGION";
  EXPECT_EQ(nullptr, tryMap(cl_map_flags(1) << 20, 0, 64));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "unknown flag";

  void *p = map(m, CL_TRUE, CL_MAP_READ, 0, 64);
  ASSERT_NE(nullptr, p);
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clEnqueueUnmapMemObject(queue_, other, p, 0, nullptr, nullptr))
      << "pointer mapped from another buffer";
  uint8_t stranger[8];
  EXPECT_CL_ERR(CL_INVALID_VALUE, clEnqueueUnmapMemObject(queue_, m, stranger,
                                                          0, nullptr, nullptr))
      << "pointer that was never mapped";
  unmap(m, p);
  ASSERT_CL(clFinish(queue_));
}

} // namespace
} // namespace vkcl::cltest
