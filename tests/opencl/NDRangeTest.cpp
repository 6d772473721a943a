// clEnqueueNDRangeKernel: 1 to 3 dimensions, global offsets, non-uniform
// work-groups (OpenCL C 2.0+), NULL local sizes, each work-item's view of
// the range (every work-item builtin) and computations on random data
// checked against a host reference, outputs poisoned first; and the
// range errors.
#include "ClFixture.h"

namespace vkcl::cltest {
namespace {

/// Each work-item writes a record of what the work-item builtins return.
const char *IdsSource = R"(
#if __OPENCL_C_VERSION__ >= 200
#define ENQUEUED(d) (uint)get_enqueued_local_size(d)
#define GLOBAL_LINEAR (uint)get_global_linear_id()
#define LOCAL_LINEAR (uint)get_local_linear_id()
#else
#define ENQUEUED(d) (uint)get_local_size(d)
#define GLOBAL_LINEAR 0u
#define LOCAL_LINEAR 0u
#endif
kernel void ids(global uint *out) {
  uint x = (uint)(get_global_id(0) - get_global_offset(0));
  uint y = (uint)(get_global_id(1) - get_global_offset(1));
  uint z = (uint)(get_global_id(2) - get_global_offset(2));
  uint index = (z * (uint)get_global_size(1) + y) * (uint)get_global_size(0) + x;
  global uint *r = out + index * 32;
  for (uint d = 0; d < 3; ++d) {
    r[0 + d] = (uint)get_global_id(d);
    r[3 + d] = (uint)get_local_id(d);
    r[6 + d] = (uint)get_group_id(d);
    r[9 + d] = (uint)get_local_size(d);
    r[12 + d] = (uint)get_num_groups(d);
    r[16 + d] = (uint)get_global_size(d);
    r[19 + d] = (uint)get_global_offset(d);
    r[22 + d] = ENQUEUED(d);
  }
  r[15] = get_work_dim();
  r[25] = GLOBAL_LINEAR;
  r[26] = LOCAL_LINEAR;
}
)";
constexpr size_t RecordWords = 32;

struct Range {
  cl_uint dims;
  size_t global[3];
  size_t offset[3];
  size_t local[3]; ///< all 0: NULL local size
  const char *std; ///< -cl-std option
};

std::string describe(const Range &r) {
  std::string s = std::to_string(r.dims) + "D global";
  for (cl_uint d = 0; d < r.dims; ++d)
    s += " " + std::to_string(r.global[d]);
  s += " local";
  for (cl_uint d = 0; d < r.dims; ++d)
    s += " " + std::to_string(r.local[d]);
  s += " offset";
  for (cl_uint d = 0; d < r.dims; ++d)
    s += " " + std::to_string(r.offset[d]);
  return s + " " + r.std;
}

class NDRange : public ClTest {
protected:
  /// Runs `ids` over `r` and checks every record. With a NULL local size
  /// the size the platform chose (record 0's enqueued size) is used.
  void checkIds(const Range &r) {
    SCOPED_TRACE(describe(r));
    ClKernel k = kernel(IdsSource, "ids", r.std);
    ASSERT_TRUE(k);
    size_t items = 1;
    size_t global[3] = {1, 1, 1}, offset[3] = {0, 0, 0};
    for (cl_uint d = 0; d < r.dims; ++d) {
      global[d] = r.global[d];
      offset[d] = r.offset[d];
      items *= global[d];
    }
    ClMem out = poisoned<uint32_t>(items * RecordWords);
    setArg(k, 0, out.get());
    bool nullLocal = r.local[0] == 0;
    ASSERT_CL(clEnqueueNDRangeKernel(queue_, k, r.dims, r.offset, r.global,
                                     nullLocal ? nullptr : r.local, 0, nullptr,
                                     nullptr));
    std::vector<uint32_t> got = read<uint32_t>(out, items * RecordWords);
    size_t local[3] = {1, 1, 1};
    for (cl_uint d = 0; d < r.dims; ++d)
      local[d] = nullLocal ? got[22 + d] : r.local[d];
    for (cl_uint d = 0; d < 3; ++d)
      ASSERT_GE(local[d], 1u);
    bool version2 = std::string(r.std) != "-cl-std=CL1.2";
    size_t failures = 0;
    for (size_t z = 0; z < global[2]; ++z)
      for (size_t y = 0; y < global[1]; ++y)
        for (size_t x = 0; x < global[0]; ++x) {
          size_t index = (z * global[1] + y) * global[0] + x;
          const uint32_t *rec = &got[index * RecordWords];
          uint32_t expected[RecordWords];
          std::fill(expected, expected + RecordWords, Poison);
          const size_t pos[3] = {x, y, z};
          for (int d = 0; d < 3; ++d) {
            size_t groups = (global[d] + local[d] - 1) / local[d];
            size_t group = pos[d] / local[d];
            bool last = group == groups - 1 && global[d] % local[d];
            expected[0 + d] = uint32_t(pos[d] + offset[d]);
            expected[3 + d] = uint32_t(pos[d] % local[d]);
            expected[6 + d] = uint32_t(group);
            expected[9 + d] = uint32_t(last ? global[d] % local[d] : local[d]);
            expected[12 + d] = uint32_t(groups);
            expected[16 + d] = uint32_t(global[d]);
            expected[19 + d] = uint32_t(offset[d]);
            expected[22 + d] = uint32_t(version2 ? local[d] : expected[9 + d]);
          }
          expected[15] = r.dims;
          expected[25] = version2 ? uint32_t(index) : 0;
          expected[26] =
              version2 ? uint32_t((expected[5] * expected[10] + expected[4]) *
                                      expected[9] +
                                  expected[3])
                       : 0;
          if (!std::equal(expected, expected + RecordWords, rec) &&
              failures++ < 5) {
            std::string line;
            for (size_t w = 0; w < RecordWords; ++w)
              if (expected[w] != rec[w])
                line += " [" + std::to_string(w) + "] " +
                        std::to_string(rec[w]) +
                        " != " + std::to_string(expected[w]);
            ADD_FAILURE() << "work-item (" << x << "," << y << "," << z
                          << "):" << line;
          }
        }
    EXPECT_EQ(0u, failures) << "work-items with a wrong record";
  }
  bool nonUniform() {
    return deviceValue<cl_bool>(device_,
                                CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT);
  }
};

TEST_F(NDRange, OneDimension) {
  checkIds({1, {1024}, {0}, {64}, "-cl-std=CL1.2"});
  checkIds({1, {1000}, {17}, {8}, "-cl-std=CL1.2"});
  checkIds({1, {997}, {0}, {0}, "-cl-std=CL1.2"});
  checkIds({1, {1}, {3}, {0}, "-cl-std=CL1.2"});
}

TEST_F(NDRange, TwoDimensions) {
  checkIds({2, {32, 16}, {0, 0}, {8, 4}, "-cl-std=CL1.2"});
  checkIds({2, {24, 9}, {5, 3}, {4, 3}, "-cl-std=CL2.0"});
  checkIds({2, {31, 7}, {0, 2}, {0, 0}, "-cl-std=CL1.2"});
}

TEST_F(NDRange, ThreeDimensions) {
  checkIds({3, {8, 6, 4}, {0, 0, 0}, {4, 2, 2}, "-cl-std=CL1.2"});
  checkIds({3, {9, 7, 5}, {1, 2, 3}, {3, 7, 1}, "-cl-std=CL2.0"});
  checkIds({3, {5, 3, 7}, {0, 0, 0}, {0, 0, 0}, "-cl-std=CL1.2"});
}

TEST_F(NDRange, NonUniformWorkGroups) {
  if (!nonUniform())
    GTEST_SKIP() << "no non-uniform work-groups";
  checkIds({1, {1000}, {0}, {64}, "-cl-std=CL2.0"});
  checkIds({2, {33, 17}, {4, 1}, {8, 4}, "-cl-std=CL2.0"});
  checkIds({3, {10, 7, 5}, {0, 0, 0}, {4, 2, 2}, "-cl-std=CL3.0"});
}

TEST_F(NDRange, NonUniformSizesNeedOpenCLC2) {
  ClKernel k = kernel(IdsSource, "ids", "-cl-std=CL1.2");
  ASSERT_TRUE(k);
  ClMem out = buffer(1000 * RecordWords * 4);
  setArg(k, 0, out.get());
  const size_t global = 1000, local = 64;
  EXPECT_CL_ERR(CL_INVALID_WORK_GROUP_SIZE,
                clEnqueueNDRangeKernel(queue_, k, 1, nullptr, &global, &local,
                                       0, nullptr, nullptr));
  ClKernel uniform =
      kernel(IdsSource, "ids", "-cl-std=CL2.0 -cl-uniform-work-group-size");
  ASSERT_TRUE(uniform);
  setArg(uniform, 0, out.get());
  EXPECT_CL_ERR(CL_INVALID_WORK_GROUP_SIZE,
                clEnqueueNDRangeKernel(queue_, uniform, 1, nullptr, &global,
                                       &local, 0, nullptr, nullptr));
}

TEST_F(NDRange, RandomDataMatchesHostReference) {
  ClKernel k = kernel(R"(
kernel void combine(global const uint *a, global const float *b,
                    global const float *c, global uint *u, global float *f,
                    uint k) {
  size_t i = get_global_id(0);
  u[i] = a[i] * k + (a[i] >> 3);
  f[i] = b[i] + c[i];
})",
                      "combine");
  ASSERT_TRUE(k);
  for (size_t n : {size_t(1), size_t(63), size_t(4096), size_t(100003)}) {
    SCOPED_TRACE(n);
    std::vector<uint32_t> a = randomValues<uint32_t>(n, 1, 0, ~0u);
    std::vector<float> b = randomValues<float>(n, 2, -1e4f, 1e4f);
    std::vector<float> c = randomValues<float>(n, 3, -1e4f, 1e4f);
    ClMem aBuf = bufferOf(a), bBuf = bufferOf(b), cBuf = bufferOf(c);
    ClMem u = poisoned<uint32_t>(n), f = poisoned<float>(n);
    setArg(k, 0, aBuf.get());
    setArg(k, 1, bBuf.get());
    setArg(k, 2, cBuf.get());
    setArg(k, 3, u.get());
    setArg(k, 4, f.get());
    setArg(k, 5, cl_uint(2654435761u));
    run1D(k, n);
    std::vector<uint32_t> uExpected(n);
    std::vector<float> fExpected(n);
    for (size_t i = 0; i < n; ++i) {
      uExpected[i] = a[i] * 2654435761u + (a[i] >> 3);
      fExpected[i] = b[i] + c[i];
    }
    EXPECT_EQ(uExpected, read<uint32_t>(u, n));
    EXPECT_EQ(fExpected, read<float>(f, n));
  }
}

TEST_F(NDRange, TwoDimensionalTransposeWithOffset) {
  ClKernel k = kernel(R"(
kernel void transpose(global const int *in, global int *out, uint w, uint h) {
  uint x = (uint)get_global_id(0), y = (uint)get_global_id(1);
  out[x * h + y] = in[y * w + x];
})",
                      "transpose", "-cl-std=CL2.0");
  ASSERT_TRUE(k);
  const cl_uint w = 67, h = 45;
  std::vector<int> in = randomValues<int>(w * h, 4, -(1 << 30), 1 << 30);
  ClMem inBuf = bufferOf(in), out = poisoned<int>(w * h);
  setArg(k, 0, inBuf.get());
  setArg(k, 1, out.get());
  setArg(k, 2, w);
  setArg(k, 3, h);
  // Two launches covering the rows [0, 20) and [20, 45) by offset.
  const size_t g1[2] = {w, 20}, g2[2] = {w, h - 20}, o2[2] = {0, 20};
  const size_t local[2] = {8, 4};
  const size_t *l = nonUniform() ? local : nullptr;
  ASSERT_CL(clEnqueueNDRangeKernel(queue_, k, 2, nullptr, g1, l, 0, nullptr,
                                   nullptr));
  ASSERT_CL(
      clEnqueueNDRangeKernel(queue_, k, 2, o2, g2, l, 0, nullptr, nullptr));
  std::vector<int> expected(w * h);
  for (cl_uint y = 0; y < h; ++y)
    for (cl_uint x = 0; x < w; ++x)
      expected[x * h + y] = in[y * w + x];
  EXPECT_EQ(expected, read<int>(out, w * h));
}

TEST_F(NDRange, ZeroSizedRangeDoesNothing) {
  ClKernel k = kernel(IdsSource, "ids");
  ASSERT_TRUE(k);
  ClMem out = poisoned<uint32_t>(RecordWords);
  setArg(k, 0, out.get());
  const size_t zero[3] = {0, 4, 4}, some[3] = {4, 0, 1};
  ClEvent e;
  EXPECT_CL(clEnqueueNDRangeKernel(queue_, k, 3, nullptr, zero, nullptr, 0,
                                   nullptr, e.out()));
  EXPECT_CL(clEnqueueNDRangeKernel(queue_, k, 2, nullptr, some, nullptr, 0,
                                   nullptr, nullptr));
  EXPECT_CL(clEnqueueNDRangeKernel(queue_, k, 1, nullptr, nullptr, nullptr, 0,
                                   nullptr, nullptr))
      << "NULL global_work_size";
  ASSERT_CL(clWaitForEvents(1, e.ptr()));
  EXPECT_EQ(std::vector<uint32_t>(RecordWords, Poison),
            read<uint32_t>(out, RecordWords));
}

TEST_F(NDRange, Errors) {
  ClKernel k = kernel(IdsSource, "ids");
  ASSERT_TRUE(k);
  ClMem out = buffer(64 * RecordWords * 4);
  setArg(k, 0, out.get());
  const size_t global[4] = {4, 4, 4, 4};
  EXPECT_CL_ERR(CL_INVALID_WORK_DIMENSION,
                clEnqueueNDRangeKernel(queue_, k, 0, nullptr, global, nullptr,
                                       0, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_WORK_DIMENSION,
                clEnqueueNDRangeKernel(queue_, k, 4, nullptr, global, nullptr,
                                       0, nullptr, nullptr));
  size_t maxItems[3] = {};
  ASSERT_CL(clGetDeviceInfo(device_, CL_DEVICE_MAX_WORK_ITEM_SIZES,
                            sizeof(maxItems), maxItems, nullptr));
  size_t kernelMax = 0;
  ASSERT_CL(clGetKernelWorkGroupInfo(k, device_, CL_KERNEL_WORK_GROUP_SIZE,
                                     sizeof(kernelMax), &kernelMax, nullptr));
  // One dimension past its own limit, the group within the kernel's.
  for (int d = 0; d < 3; ++d) {
    if (maxItems[d] + 1 > kernelMax)
      continue;
    size_t wide[3] = {1, 1, 1};
    wide[d] = maxItems[d] + 1;
    EXPECT_CL_ERR(CL_INVALID_WORK_ITEM_SIZE,
                  clEnqueueNDRangeKernel(queue_, k, 3, nullptr, wide, wide, 0,
                                         nullptr, nullptr))
        << "dimension " << d;
  }
  // A group bigger than the kernel allows, each dimension within limits.
  size_t side = 1;
  while (side * side <= kernelMax)
    side *= 2;
  if (side <= maxItems[0] && side <= maxItems[1]) {
    const size_t big[2] = {side, side};
    EXPECT_CL_ERR(CL_INVALID_WORK_GROUP_SIZE,
                  clEnqueueNDRangeKernel(queue_, k, 2, nullptr, big, big, 0,
                                         nullptr, nullptr));
  }
  const size_t huge = ~size_t(0) - 2, four = 4;
  EXPECT_CL_ERR(CL_INVALID_GLOBAL_OFFSET,
                clEnqueueNDRangeKernel(queue_, k, 1, &huge, &four, nullptr, 0,
                                       nullptr, nullptr));
}

TEST_F(NDRange, TaskIsOneWorkItem) {
  ClKernel k = kernel(IdsSource, "ids");
  ASSERT_TRUE(k);
  ClMem out = poisoned<uint32_t>(RecordWords);
  setArg(k, 0, out.get());
  ASSERT_CL(clEnqueueTask(queue_, k, 0, nullptr, nullptr));
  std::vector<uint32_t> rec = read<uint32_t>(out, RecordWords);
  EXPECT_EQ(1u, rec[15]) << "work_dim";
  EXPECT_EQ(1u, rec[16]) << "global size";
  EXPECT_EQ(1u, rec[9]) << "local size";
}

} // namespace
} // namespace vkcl::cltest
