// Sub-buffers: queries, data shared with the parent in both directions and
// through kernels, flags inherited and checked against the parent, the
// parent kept alive by its sub-buffers, and the creation errors.
#include "ClFixture.h"

namespace vkcl::cltest {
namespace {

const char *IncrementAllSource = R"(
kernel void add_one(global uint *data) { data[get_global_id(0)] += 1u; }
)";

class SubBuffer : public ClTest {
protected:
  void SetUp() override {
    ClTest::SetUp();
    if (HasFatalFailure())
      return;
    align_ = deviceValue<cl_uint>(device_, CL_DEVICE_MEM_BASE_ADDR_ALIGN) / 8;
    ASSERT_GE(align_, 4u);
  }
  ClMem sub(cl_mem parent, cl_mem_flags flags, size_t origin, size_t size,
            cl_int *errOut = nullptr) {
    cl_buffer_region region{origin, size};
    cl_int err = CL_SUCCESS;
    ClMem m(clCreateSubBuffer(parent, flags, CL_BUFFER_CREATE_TYPE_REGION,
                              &region, &err));
    if (errOut)
      *errOut = err;
    else
      EXPECT_CL(err);
    return m;
  }
  template <typename T> T memInfo(cl_mem m, cl_mem_info p) {
    T v{};
    EXPECT_CL(clGetMemObjectInfo(m, p, sizeof(T), &v, nullptr));
    return v;
  }
  size_t align_ = 0;
};

TEST_F(SubBuffer, Queries) {
  ClMem parent = buffer(align_ * 8, CL_MEM_READ_ONLY | CL_MEM_HOST_READ_ONLY);
  ClMem s = sub(parent, 0, align_ * 2, align_ + 12);
  ASSERT_TRUE(s);
  EXPECT_EQ(parent.get(), memInfo<cl_mem>(s, CL_MEM_ASSOCIATED_MEMOBJECT));
  EXPECT_EQ(align_ * 2, memInfo<size_t>(s, CL_MEM_OFFSET));
  EXPECT_EQ(align_ + 12, memInfo<size_t>(s, CL_MEM_SIZE));
  EXPECT_EQ(cl_mem_object_type(CL_MEM_OBJECT_BUFFER),
            memInfo<cl_mem_object_type>(s, CL_MEM_TYPE));
  EXPECT_EQ(context_.get(), memInfo<cl_context>(s, CL_MEM_CONTEXT));
  // Access qualifiers inherited from the parent are reported.
  cl_mem_flags flags = memInfo<cl_mem_flags>(s, CL_MEM_FLAGS);
  EXPECT_TRUE(flags & CL_MEM_READ_ONLY) << flags;
  EXPECT_TRUE(flags & CL_MEM_HOST_READ_ONLY) << flags;
  // Host access inherited: writing from the host is refused.
  uint32_t v = 0;
  EXPECT_CL_ERR(
      CL_INVALID_OPERATION,
      clEnqueueWriteBuffer(queue_, s, CL_TRUE, 0, 4, &v, 0, nullptr, nullptr));
}

TEST_F(SubBuffer, SharesDataWithTheParent) {
  const size_t total = align_ * 16;
  std::vector<uint8_t> data = randomBytes(total, 1);
  ClMem parent = bufferOf(data);
  const size_t origin = align_ * 3, size = align_ * 5 + 7;
  ClMem s = sub(parent, CL_MEM_READ_WRITE, origin, size);
  ASSERT_TRUE(s);
  EXPECT_EQ(
      std::vector<uint8_t>(data.begin() + origin, data.begin() + origin + size),
      read<uint8_t>(s, size));
  std::vector<uint8_t> patch = randomBytes(size, 2);
  ASSERT_CL(clEnqueueWriteBuffer(queue_, s, CL_TRUE, 0, size, patch.data(), 0,
                                 nullptr, nullptr));
  std::copy(patch.begin(), patch.end(), data.begin() + origin);
  EXPECT_EQ(data, read<uint8_t>(parent, total));
  // Copies and fills address the sub-buffer's range only.
  uint8_t pattern = 0xC3;
  ASSERT_CL(clEnqueueFillBuffer(queue_, s, &pattern, 1, 0, size, 0, nullptr,
                                nullptr));
  std::fill(data.begin() + origin, data.begin() + origin + size, 0xC3);
  EXPECT_EQ(data, read<uint8_t>(parent, total));
}

TEST_F(SubBuffer, KernelsSeeOnlyTheRange) {
  const size_t n = align_ * 4; // uints in the parent
  std::vector<uint32_t> data = randomValues<uint32_t>(n, 3, 0, 1u << 30);
  ClMem parent = bufferOf(data);
  const size_t first = align_ / 4 * 2, count = align_ / 4 * 3 + 5;
  ClMem s = sub(parent, 0, first * 4, count * 4);
  ASSERT_TRUE(s);
  ClKernel k = kernel(IncrementAllSource, "add_one");
  ASSERT_TRUE(k);
  setArg(k, 0, s.get());
  run1D(k, count);
  for (size_t i = first; i < first + count; ++i)
    data[i] += 1u;
  EXPECT_EQ(data, read<uint32_t>(parent, n));
}

TEST_F(SubBuffer, MapOfASubBuffer) {
  std::vector<uint8_t> data = randomBytes(align_ * 4, 4);
  ClMem parent = bufferOf(data);
  ClMem s = sub(parent, 0, align_, align_);
  ASSERT_TRUE(s);
  cl_int err = CL_SUCCESS;
  auto *p = static_cast<uint8_t *>(clEnqueueMapBuffer(
      queue_, s, CL_TRUE, CL_MAP_READ, 8, 16, 0, nullptr, nullptr, &err));
  ASSERT_CL(err);
  EXPECT_EQ(0, std::memcmp(p, data.data() + align_ + 8, 16));
  EXPECT_CL(clEnqueueUnmapMemObject(queue_, s, p, 0, nullptr, nullptr));
}

TEST_F(SubBuffer, HostPtrOfAUseHostPtrParent) {
  std::vector<uint8_t> host(align_ * 4);
  ClMem parent = buffer(host.size(), CL_MEM_USE_HOST_PTR, host.data());
  ClMem s = sub(parent, 0, align_ * 2, 16);
  ASSERT_TRUE(s);
  EXPECT_EQ(static_cast<void *>(host.data() + align_ * 2),
            memInfo<void *>(s, CL_MEM_HOST_PTR));
}

TEST_F(SubBuffer, KeepsItsParentAlive) {
  std::vector<uint8_t> data = randomBytes(align_ * 4, 5);
  cl_int err = CL_SUCCESS;
  cl_mem parent = clCreateBuffer(context_, CL_MEM_COPY_HOST_PTR, data.size(),
                                 data.data(), &err);
  ASSERT_CL(err);
  ClMem s = sub(parent, 0, align_, align_ * 2);
  ASSERT_TRUE(s);
  ASSERT_CL(clReleaseMemObject(parent));
  EXPECT_EQ(
      std::vector<uint8_t>(data.begin() + align_, data.begin() + align_ * 3),
      read<uint8_t>(s, align_ * 2));
}

TEST_F(SubBuffer, CreationErrors) {
  ClMem parent = buffer(align_ * 8);
  cl_int err = CL_SUCCESS;
  ClMem s = sub(parent, 0, align_ / 2, 16, &err);
  EXPECT_CL_ERR(CL_MISALIGNED_SUB_BUFFER_OFFSET, err);
  s = sub(parent, 0, align_ * 7, align_ + 1, &err);
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "past the end of the parent";
  s = sub(parent, 0, 0, 0, &err);
  EXPECT_CL_ERR(CL_INVALID_BUFFER_SIZE, err);
  s = sub(parent, CL_MEM_USE_HOST_PTR, 0, 16, &err);
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
  s = sub(parent, CL_MEM_COPY_HOST_PTR, 0, 16, &err);
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
  s = sub(parent, CL_MEM_ALLOC_HOST_PTR, 0, 16, &err);
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
  ClMem inner = sub(parent, 0, 0, align_ * 2);
  ASSERT_TRUE(inner);
  s = sub(inner, 0, 0, 16, &err);
  EXPECT_CL_ERR(CL_INVALID_MEM_OBJECT, err) << "sub-buffer of a sub-buffer";
  cl_buffer_region region{0, 16};
  s.reset(clCreateSubBuffer(parent, 0, 0x7fff, &region, &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "unknown buffer_create_type";
  s.reset(clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, nullptr,
                            &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "NULL buffer_create_info";
}

TEST_F(SubBuffer, FlagsMustAgreeWithTheParent) {
  struct Case {
    cl_mem_flags parent, sub;
  };
  const Case bad[] = {
      {CL_MEM_WRITE_ONLY, CL_MEM_READ_WRITE},
      {CL_MEM_WRITE_ONLY, CL_MEM_READ_ONLY},
      {CL_MEM_READ_ONLY, CL_MEM_READ_WRITE},
      {CL_MEM_READ_ONLY, CL_MEM_WRITE_ONLY},
      {CL_MEM_HOST_WRITE_ONLY, CL_MEM_HOST_READ_ONLY},
      {CL_MEM_HOST_READ_ONLY, CL_MEM_HOST_WRITE_ONLY},
      {CL_MEM_HOST_NO_ACCESS, CL_MEM_HOST_READ_ONLY},
      {CL_MEM_HOST_NO_ACCESS, CL_MEM_HOST_WRITE_ONLY},
  };
  for (const Case &c : bad) {
    SCOPED_TRACE("parent " + std::to_string(c.parent) + " sub " +
                 std::to_string(c.sub));
    ClMem parent = buffer(align_ * 2, c.parent);
    cl_int err = CL_SUCCESS;
    ClMem s = sub(parent, c.sub, 0, 16, &err);
    EXPECT_CL_ERR(CL_INVALID_VALUE, err);
    EXPECT_EQ(nullptr, s.get());
  }
  // Narrowing is fine.
  ClMem parent = buffer(align_ * 2, CL_MEM_READ_WRITE);
  ClMem narrow = sub(parent, CL_MEM_READ_ONLY | CL_MEM_HOST_NO_ACCESS, 0, 16);
  EXPECT_TRUE(narrow);
}

} // namespace
} // namespace vkcl::cltest
