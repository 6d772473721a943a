// Kernels: arguments of every kind (scalars, vectors, structs by value,
// __local sizes, __constant and NULL buffers), argument errors, argument
// info, kernel and work-group queries, reqd_work_group_size and
// clCloneKernel.
#include "ClFixture.h"

#include <atomic>
#include <cctype>
#include <chrono>
#include <thread>

namespace vkcl::cltest {
namespace {

const char *ArgsSource = R"(
typedef struct {
  char c;
  float f;
  int4 v;
  short s[3];
} Mixed;

kernel void args(global int *out, char c, uchar uc, short s, ushort us,
                 int i, uint ui, float f, int2 i2, float4 f4, uchar3 c3,
                 Mixed m, constant int *table) {
  out[0] = c; out[1] = uc; out[2] = s; out[3] = us; out[4] = i;
  out[5] = (int)ui; out[6] = as_int(f);
  out[7] = i2.x; out[8] = i2.y;
  out[9] = as_int(f4.x); out[10] = as_int(f4.w);
  out[11] = c3.x; out[12] = c3.z;
  out[13] = m.c; out[14] = as_int(m.f); out[15] = m.v.y; out[16] = m.v.w;
  out[17] = m.s[0]; out[18] = m.s[2];
  out[19] = table[0] + table[3];
}
)";

/// Host twin of Mixed: OpenCL C aligns int4 to 16 bytes.
struct Mixed {
  cl_char c;
  cl_float f;
  alignas(16) cl_int v[4];
  cl_short s[3];
};

const char *LocalSource = R"(
kernel void rotate_tile(global const int *in, global int *out, local int *tile) {
  size_t l = get_local_id(0), n = get_local_size(0);
  tile[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[(l + 1) % n];
}
)";

const char *NullSource = R"(
kernel void maybe(global int *p, global int *out) {
  out[0] = p == 0 ? 1 : 2;
  if (p) p[0] = 5;
}
)";

const char *InfoSource = R"(
kernel __attribute__((reqd_work_group_size(4, 2, 1)))
void fixed(global const float *restrict in, global volatile int *v,
           constant int *table, local float *scratch, int n) {
  local float tile[64];
  tile[get_local_id(0)] = in[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  scratch[0] = tile[0];
  v[0] = n + table[0] + (int)scratch[0];
}
kernel void plain(global int *out) { out[get_global_id(0)] = 1; }
kernel void typed(global unsigned char *a, unsigned short b, global uint4 *c,
                  uint8 d) {}
)";

const char *FillSource = R"(
kernel void fill(global uint *out, uint v) { out[get_global_id(0)] = v; }
)";

class Kernel : public ClTest {
protected:
  std::string argString(cl_kernel k, cl_uint index, cl_kernel_arg_info p) {
    size_t size = 0;
    EXPECT_CL(clGetKernelArgInfo(k, index, p, 0, nullptr, &size));
    std::string text(size, '\0');
    EXPECT_CL(clGetKernelArgInfo(k, index, p, size, text.data(), nullptr));
    return text.c_str();
  }
  template <typename T>
  T argValue(cl_kernel k, cl_uint i, cl_kernel_arg_info p) {
    T v{};
    EXPECT_CL(clGetKernelArgInfo(k, i, p, sizeof(T), &v, nullptr));
    return v;
  }
  template <typename T> T groupInfo(cl_kernel k, cl_kernel_work_group_info p) {
    T v{};
    EXPECT_CL(clGetKernelWorkGroupInfo(k, device_, p, sizeof(T), &v, nullptr));
    return v;
  }
};

int bitsOf(float f) {
  int i;
  std::memcpy(&i, &f, 4);
  return i;
}

TEST_F(Kernel, EveryArgumentKind) {
  ClKernel k = kernel(ArgsSource, "args");
  ASSERT_TRUE(k);
  ClMem out = poisoned<int>(20);
  std::vector<int> table = {100, 2, 3, 40};
  ClMem tableBuf = bufferOf(table);
  cl_int2 i2 = {{-7, 8}};
  cl_float4 f4 = {{1.5f, 2, 3, -4.25f}};
  cl_uchar3 c3 = {{200, 1, 250}};
  Mixed m{};
  m.c = -3;
  m.f = 0.125f;
  m.v[1] = 123456;
  m.v[3] = -99;
  m.s[0] = -300;
  m.s[2] = 301;
  setArg(k, 0, out.get());
  setArg(k, 1, cl_char(-100));
  setArg(k, 2, cl_uchar(200));
  setArg(k, 3, cl_short(-30000));
  setArg(k, 4, cl_ushort(60000));
  setArg(k, 5, cl_int(-2000000000));
  setArg(k, 6, cl_uint(4000000000u));
  setArg(k, 7, cl_float(3.75f));
  setArg(k, 8, i2);
  setArg(k, 9, f4);
  EXPECT_CL(clSetKernelArg(k, 10, sizeof(cl_uchar3), &c3))
      << "3-component vectors are passed as 4";
  setArg(k, 11, m);
  setArg(k, 12, tableBuf.get());
  run1D(k, 1);
  std::vector<int> expected = {-100,
                               200,
                               -30000,
                               60000,
                               -2000000000,
                               int(4000000000u),
                               bitsOf(3.75f),
                               -7,
                               8,
                               bitsOf(1.5f),
                               bitsOf(-4.25f),
                               200,
                               250,
                               -3,
                               bitsOf(0.125f),
                               123456,
                               -99,
                               -300,
                               301,
                               140};
  EXPECT_EQ(expected, read<int>(out, 20));
}

TEST_F(Kernel, SixtyFourBitArguments) {
  if (!fullProfile())
    GTEST_SKIP() << "no 64-bit integers in the embedded profile";
  ClKernel k = kernel(R"(
kernel void wide(global long *out, long a, ulong b, long2 c) {
  out[0] = a; out[1] = (long)b; out[2] = c.y;
})",
                      "wide");
  ASSERT_TRUE(k);
  ClMem out = poisoned<cl_long>(3);
  setArg(k, 0, out.get());
  setArg(k, 1, cl_long(-(1ll << 40)));
  setArg(k, 2, cl_ulong(~0ull));
  cl_long2 c = {{1, 1ll << 50}};
  setArg(k, 3, c);
  run1D(k, 1);
  EXPECT_EQ((std::vector<cl_long>{-(1ll << 40), -1, 1ll << 50}),
            read<cl_long>(out, 3));
}

TEST_F(Kernel, LocalArguments) {
  ClKernel k = kernel(LocalSource, "rotate_tile");
  ASSERT_TRUE(k);
  const size_t n = 256, local = 64;
  std::vector<int> in = randomValues<int>(n, 1, -1000, 1000);
  ClMem inBuf = bufferOf(in), out = poisoned<int>(n);
  setArg(k, 0, inBuf.get());
  setArg(k, 1, out.get());
  EXPECT_CL(clSetKernelArg(k, 2, local * sizeof(int), nullptr));
  run1D(k, n, &local);
  std::vector<int> expected(n);
  for (size_t i = 0; i < n; ++i)
    expected[i] = in[i / local * local + (i % local + 1) % local];
  EXPECT_EQ(expected, read<int>(out, n));
  int value = 0;
  EXPECT_CL_ERR(CL_INVALID_ARG_VALUE, clSetKernelArg(k, 2, sizeof(int), &value))
      << "a __local argument takes no value";
  EXPECT_CL_ERR(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 2, 0, nullptr));
}

TEST_F(Kernel, NullBufferArguments) {
  ClKernel k = kernel(NullSource, "maybe");
  ASSERT_TRUE(k);
  ClMem out = poisoned<int>(1);
  setArg(k, 1, out.get());
  EXPECT_CL(clSetKernelArg(k, 0, sizeof(cl_mem), nullptr));
  run1D(k, 1);
  EXPECT_EQ(1, read<int>(out, 1)[0]) << "arg_value NULL";
  ClMem target = poisoned<int>(1);
  setArg(k, 0, target.get());
  run1D(k, 1);
  EXPECT_EQ(2, read<int>(out, 1)[0]);
  EXPECT_EQ(5, read<int>(target, 1)[0]);
  cl_mem null = nullptr;
  setArg(k, 0, null);
  run1D(k, 1);
  EXPECT_EQ(1, read<int>(out, 1)[0]) << "arg_value pointing to NULL";
}

TEST_F(Kernel, ArgumentErrors) {
  ClKernel k = kernel(ArgsSource, "args");
  ASSERT_TRUE(k);
  int i = 0;
  EXPECT_CL_ERR(CL_INVALID_ARG_INDEX, clSetKernelArg(k, 13, sizeof(i), &i));
  EXPECT_CL_ERR(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 5, 8, &i));
  EXPECT_CL_ERR(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 5, 2, &i));
  EXPECT_CL_ERR(CL_INVALID_ARG_VALUE, clSetKernelArg(k, 5, sizeof(i), nullptr))
      << "a by-value argument needs a value";
  ClMem out = buffer(64);
  cl_mem mem = out;
  EXPECT_CL_ERR(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 0, 4, &mem));
  Mixed m{};
  EXPECT_CL_ERR(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 11, sizeof(m) - 4, &m));
  // Enqueueing with arguments left unset.
  setArg(k, 0, mem);
  const size_t one = 1;
  EXPECT_CL_ERR(CL_INVALID_KERNEL_ARGS,
                clEnqueueNDRangeKernel(queue_, k, 1, nullptr, &one, nullptr, 0,
                                       nullptr, nullptr));
}

TEST_F(Kernel, ArgumentInfo) {
  ClKernel k = kernel(InfoSource, "fixed", "-cl-kernel-arg-info");
  ASSERT_TRUE(k);
  const cl_kernel_arg_address_qualifier spaces[] = {
      CL_KERNEL_ARG_ADDRESS_GLOBAL, CL_KERNEL_ARG_ADDRESS_GLOBAL,
      CL_KERNEL_ARG_ADDRESS_CONSTANT, CL_KERNEL_ARG_ADDRESS_LOCAL,
      CL_KERNEL_ARG_ADDRESS_PRIVATE};
  const char *types[] = {"float*", "int*", "int*", "float*", "int"};
  const char *names[] = {"in", "v", "table", "scratch", "n"};
  const cl_kernel_arg_type_qualifier qualifiers[] = {
      CL_KERNEL_ARG_TYPE_CONST | CL_KERNEL_ARG_TYPE_RESTRICT,
      CL_KERNEL_ARG_TYPE_VOLATILE, CL_KERNEL_ARG_TYPE_CONST,
      CL_KERNEL_ARG_TYPE_NONE, CL_KERNEL_ARG_TYPE_NONE};
  for (cl_uint i = 0; i < 5; ++i) {
    SCOPED_TRACE(names[i]);
    EXPECT_EQ(spaces[i], argValue<cl_kernel_arg_address_qualifier>(
                             k, i, CL_KERNEL_ARG_ADDRESS_QUALIFIER));
    EXPECT_EQ(cl_kernel_arg_access_qualifier(CL_KERNEL_ARG_ACCESS_NONE),
              argValue<cl_kernel_arg_access_qualifier>(
                  k, i, CL_KERNEL_ARG_ACCESS_QUALIFIER));
    EXPECT_EQ(types[i], argString(k, i, CL_KERNEL_ARG_TYPE_NAME));
    EXPECT_EQ(names[i], argString(k, i, CL_KERNEL_ARG_NAME));
    EXPECT_EQ(qualifiers[i], argValue<cl_kernel_arg_type_qualifier>(
                                 k, i, CL_KERNEL_ARG_TYPE_QUALIFIER));
  }
  // Unsigned types by their OpenCL names, whitespace removed.
  ClKernel typed = kernel(InfoSource, "typed", "-cl-kernel-arg-info");
  ASSERT_TRUE(typed);
  const char *typedNames[] = {"uchar*", "ushort", "uint4*", "uint8"};
  for (cl_uint i = 0; i < 4; ++i)
    EXPECT_EQ(typedNames[i], argString(typed, i, CL_KERNEL_ARG_TYPE_NAME));
  cl_uint q = 0;
  EXPECT_CL_ERR(CL_INVALID_ARG_INDEX,
                clGetKernelArgInfo(k, 5, CL_KERNEL_ARG_ADDRESS_QUALIFIER,
                                   sizeof(q), &q, nullptr));
  // Without -cl-kernel-arg-info the information may be missing.
  ClKernel bare = kernel(InfoSource, "plain");
  ASSERT_TRUE(bare);
  size_t size = 0;
  cl_int err =
      clGetKernelArgInfo(bare, 0, CL_KERNEL_ARG_NAME, 0, nullptr, &size);
  EXPECT_TRUE(err == CL_SUCCESS || err == CL_KERNEL_ARG_INFO_NOT_AVAILABLE)
      << errorName(err);
}

TEST_F(Kernel, KernelInfo) {
  ClProgram p = build(InfoSource);
  ASSERT_TRUE(p);
  cl_int err = CL_SUCCESS;
  ClKernel k(clCreateKernel(p, "fixed", &err));
  ASSERT_CL(err);
  char name[32] = {};
  ASSERT_CL(
      clGetKernelInfo(k, CL_KERNEL_FUNCTION_NAME, sizeof(name), name, nullptr));
  EXPECT_STREQ("fixed", name);
  cl_uint n = 0;
  ASSERT_CL(clGetKernelInfo(k, CL_KERNEL_NUM_ARGS, sizeof(n), &n, nullptr));
  EXPECT_EQ(5u, n);
  cl_program program = nullptr;
  ASSERT_CL(clGetKernelInfo(k, CL_KERNEL_PROGRAM, sizeof(program), &program,
                            nullptr));
  EXPECT_EQ(p.get(), program);
  cl_context c = nullptr;
  ASSERT_CL(clGetKernelInfo(k, CL_KERNEL_CONTEXT, sizeof(c), &c, nullptr));
  EXPECT_EQ(context_.get(), c);
  ASSERT_CL(clRetainKernel(k));
  ASSERT_CL(
      clGetKernelInfo(k, CL_KERNEL_REFERENCE_COUNT, sizeof(n), &n, nullptr));
  EXPECT_EQ(2u, n);
  ASSERT_CL(clReleaseKernel(k));
  size_t size = 0;
  ASSERT_CL(clGetKernelInfo(k, CL_KERNEL_ATTRIBUTES, 0, nullptr, &size));
  std::string attributes(size, '\0');
  ASSERT_CL(clGetKernelInfo(k, CL_KERNEL_ATTRIBUTES, size, attributes.data(),
                            nullptr));
  std::string compact;
  for (char c : attributes)
    if (!std::isspace(static_cast<unsigned char>(c)) && c)
      compact += c;
  EXPECT_NE(std::string::npos, compact.find("reqd_work_group_size(4,2,1)"))
      << attributes;
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetKernelInfo(k, 0x7fff, 0, nullptr, &size));
}

TEST_F(Kernel, WorkGroupInfo) {
  ClKernel fixed = kernel(InfoSource, "fixed");
  ClKernel plain = kernel(InfoSource, "plain");
  ASSERT_TRUE(fixed && plain);
  size_t maxGroup = deviceValue<size_t>(device_, CL_DEVICE_MAX_WORK_GROUP_SIZE);
  size_t wg = groupInfo<size_t>(plain, CL_KERNEL_WORK_GROUP_SIZE);
  EXPECT_GE(wg, 1u);
  EXPECT_LE(wg, maxGroup);
  size_t compiled[3] = {9, 9, 9};
  ASSERT_CL(clGetKernelWorkGroupInfo(fixed, device_,
                                     CL_KERNEL_COMPILE_WORK_GROUP_SIZE,
                                     sizeof(compiled), compiled, nullptr));
  EXPECT_EQ(4u, compiled[0]);
  EXPECT_EQ(2u, compiled[1]);
  EXPECT_EQ(1u, compiled[2]);
  ASSERT_CL(clGetKernelWorkGroupInfo(plain, device_,
                                     CL_KERNEL_COMPILE_WORK_GROUP_SIZE,
                                     sizeof(compiled), compiled, nullptr));
  EXPECT_EQ(0u, compiled[0] + compiled[1] + compiled[2]);
  // Static __local data, plus what the __local arguments ask for.
  EXPECT_CL(clSetKernelArg(fixed, 3, 1024, nullptr));
  EXPECT_GE(groupInfo<cl_ulong>(fixed, CL_KERNEL_LOCAL_MEM_SIZE),
            64u * 4 + 1024);
  EXPECT_GE(
      groupInfo<size_t>(plain, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE),
      1u);
  groupInfo<cl_ulong>(plain, CL_KERNEL_PRIVATE_MEM_SIZE);
  // Only for custom devices and built-in kernels.
  size_t global[3];
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetKernelWorkGroupInfo(plain, device_,
                                         CL_KERNEL_GLOBAL_WORK_SIZE,
                                         sizeof(global), global, nullptr));
  // The device may be omitted: the program has one.
  EXPECT_CL(clGetKernelWorkGroupInfo(plain, nullptr, CL_KERNEL_WORK_GROUP_SIZE,
                                     sizeof(wg), &wg, nullptr));
}

TEST_F(Kernel, RequiredWorkGroupSizeIsEnforced) {
  ClKernel k = kernel(InfoSource, "fixed");
  ASSERT_TRUE(k);
  ClMem in = bufferOf(std::vector<float>(8, 2.0f));
  ClMem v = poisoned<int>(1);
  ClMem table = bufferOf(std::vector<int>{10});
  setArg(k, 0, in.get());
  setArg(k, 1, v.get());
  setArg(k, 2, table.get());
  EXPECT_CL(clSetKernelArg(k, 3, 16, nullptr));
  setArg(k, 4, cl_int(5));
  const size_t global[2] = {8, 4}, good[2] = {4, 2}, bad[2] = {2, 2};
  EXPECT_CL(clEnqueueNDRangeKernel(queue_, k, 2, nullptr, global, good, 0,
                                   nullptr, nullptr));
  EXPECT_CL(clEnqueueNDRangeKernel(queue_, k, 2, nullptr, global, nullptr, 0,
                                   nullptr, nullptr))
      << "NULL local size: the platform picks (the required one)";
  EXPECT_CL_ERR(CL_INVALID_WORK_GROUP_SIZE,
                clEnqueueNDRangeKernel(queue_, k, 2, nullptr, global, bad, 0,
                                       nullptr, nullptr));
  ASSERT_CL(clFinish(queue_));
  EXPECT_EQ(17, read<int>(v, 1)[0]);
}

TEST_F(Kernel, ArgumentsDoNotKeepBuffersAlive) {
  // "Implementations shall not allow cl_kernel objects to hold reference
  // counts to cl_kernel arguments": a buffer released while set as an
  // argument (and used by no command) is destroyed at once.
  ClKernel k = kernel(FillSource, "fill");
  ASSERT_TRUE(k);
  cl_int err = CL_SUCCESS;
  cl_mem m = clCreateBuffer(context_, CL_MEM_READ_WRITE, 64, nullptr, &err);
  ASSERT_CL(err);
  static std::atomic<int> destroyed; // outlives a late callback
  destroyed = 0;
  ASSERT_CL(clSetMemObjectDestructorCallback(
      m, [](cl_mem, void *d) { ++*static_cast<std::atomic<int> *>(d); },
      &destroyed));
  setArg(k, 0, m);
  ASSERT_CL(clReleaseMemObject(m));
  for (int i = 0; i < 3000 && destroyed == 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_EQ(1, destroyed.load()) << "the kernel kept the buffer alive";
}

TEST_F(Kernel, CloneCopiesArgumentsThenDiverges) {
  ClProgram p = build(FillSource);
  ASSERT_TRUE(p);
  cl_int err = CL_SUCCESS;
  ClKernel k(clCreateKernel(p, "fill", &err));
  ASSERT_CL(err);
  ClMem a = poisoned<uint32_t>(8), b = poisoned<uint32_t>(8);
  setArg(k, 0, a.get());
  setArg(k, 1, cl_uint(1));
  ClKernel clone(clCloneKernel(k, &err));
  ASSERT_CL(err);
  run1D(clone, 8);
  EXPECT_EQ(std::vector<uint32_t>(8, 1u), read<uint32_t>(a, 8))
      << "the clone has the original's arguments";
  setArg(clone, 0, b.get());
  setArg(clone, 1, cl_uint(2));
  run1D(k, 8);
  run1D(clone, 8);
  EXPECT_EQ(std::vector<uint32_t>(8, 1u), read<uint32_t>(a, 8));
  EXPECT_EQ(std::vector<uint32_t>(8, 2u), read<uint32_t>(b, 8));
  char name[16] = {};
  EXPECT_CL(clGetKernelInfo(clone, CL_KERNEL_FUNCTION_NAME, sizeof(name), name,
                            nullptr));
  EXPECT_STREQ("fill", name);
}

} // namespace
} // namespace vkcl::cltest
