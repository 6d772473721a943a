// Runtime errors: wrong arguments, impossible work-group sizes, out-of-range
// transfers, missing features and unknown names come back as an error
// Status/Result with a message, never a crash; the queue stays usable.
#include "E2eFixture.h"

#include <algorithm>

namespace vkcl::e2e {
namespace {

const char *ArgsSource = R"CL(
__kernel void args(__global int *out, int value, __local int *scratch) {
  scratch[get_local_id(0)] = value;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = scratch[0] + (int)get_local_size(0);
}
)CL";

class Errors : public E2eTest {
protected:
  /// Compiles `source` for the `desktop` profile and loads it on this
  /// device: unless `hasAll` (the device has all it needs; the test skips),
  /// FeatureMissing, with a message naming each feature of `named` whose
  /// first member (the device has it) is false.
  void expectDesktopBuildRefused(
      const char *source, bool hasAll,
      std::initializer_list<std::pair<bool, const char *>> named) {
    if (!compilerAvailable())
      GTEST_SKIP() << "compiles for another profile: needs the compiler plugin";
    CompileOptions options;
    options.target = *TargetProfile::preset("desktop");
    auto compiled = compileWithPlugin(source, options);
    ASSERT_TRUE(compiled) << describe(compiled);
    ASSERT_TRUE(compiled->success) << compiled->diagnostics;
    if (hasAll)
      GTEST_SKIP() << "this device has everything the desktop build needs";
    auto program = Program::fromSpirv(device(), compiled->spirv);
    ASSERT_TRUE(isError(program.status(), {ErrorCode::FeatureMissing}))
        << describe(program);
    const std::string &message = program.error().message;
    for (const auto &[have, name] : named)
      if (!have)
        EXPECT_NE(message.find(name), std::string::npos) << message;
  }

  /// The status is an error with a message (and, when given, this code).
  static ::testing::AssertionResult isError(const Status &s,
                                            std::vector<ErrorCode> codes = {}) {
    if (s.isOk())
      return ::testing::AssertionFailure() << "succeeded, expected an error";
    if (s.message().empty())
      return ::testing::AssertionFailure()
             << toString(s.code()) << " with an empty message";
    if (!codes.empty() &&
        std::find(codes.begin(), codes.end(), s.code()) == codes.end()) {
      auto f = ::testing::AssertionFailure()
               << "got " << describe(s) << ", expected one of:";
      for (ErrorCode c : codes)
        f << " " << toString(c);
      return f;
    }
    std::cout << "[ vkcl e2e ] expected error: " << describe(s) << "\n";
    return ::testing::AssertionSuccess();
  }

  /// After an error, the queue must still run a correct dispatch.
  void expectQueueStillWorks() {
    Kernel k = kernel(ArgsSource);
    Buffer out = makeBuffer(64 * 4);
    run(k, NDRange::linear(64, 32), out, int32_t(5), LocalBytes{32 * 4});
    EXPECT_TRUE(
        allEqual(download<int32_t>(out, 64), std::vector<int32_t>(64, 5 + 32)));
  }
};

TEST_F(Errors, SetArgWithWrongIndex) {
  Kernel k = kernel(ArgsSource);
  Buffer b = makeBuffer(64);
  EXPECT_TRUE(isError(k.setArg(3, b), {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(k.setValue(7, int32_t(1)), {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(k.setLocalArg(100, 64), {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(k.setNullArg(3), {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(k.argIndex("no_such_argument").status(),
                      {ErrorCode::NotFound, ErrorCode::InvalidArgument}));
  auto value = k.argIndex("value");
  ASSERT_TRUE(value) << describe(value);
  EXPECT_EQ(*value, 1u);
}

TEST_F(Errors, ArgumentOfTheWrongKindOrSize) {
  Kernel k = kernel(ArgsSource);
  Buffer b = makeBuffer(64);
  // A buffer for the by-value int, a value for the pointer, __local
  // sizes for non-__local arguments and buffers for the __local one.
  EXPECT_TRUE(isError(k.setArg(1, b), {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(
      isError(k.setValue(0, uint64_t(0x1000)), {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(k.setLocalArg(0, 64), {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(k.setLocalArg(1, 64), {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(k.setArg(2, b), {ErrorCode::InvalidArgument}));
  // Wrong value sizes for the int.
  EXPECT_TRUE(isError(k.setValue(1, int64_t(1)), {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(k.setValue(1, int16_t(1)), {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(k.setArg(1, nullptr, 4), {ErrorCode::InvalidArgument}));
  // A buffer offset past the buffer's end.
  EXPECT_TRUE(isError(k.setArg(0, b, 4096), {ErrorCode::InvalidArgument}));
  expectQueueStillWorks();
}

TEST_F(Errors, MissingArgumentAtEnqueue) {
  Kernel k = kernel(ArgsSource);
  Buffer out = makeBuffer(64 * 4);
  check(k.setArg(0, out), "setArg");
  check(k.setLocalArg(2, 64 * 4), "setLocalArg");
  Status s = queue().enqueue(k, NDRange::linear(64, 64));
  EXPECT_TRUE(
      isError(s, {ErrorCode::InvalidArgument, ErrorCode::InvalidOperation}));
  EXPECT_TRUE(s.message().find("value") != std::string::npos ||
              s.message().find('1') != std::string::npos)
      << "the message should name the missing argument: " << s.message();
  EXPECT_TRUE(queue().finish().isOk());
  // Nothing ran: the output keeps its poison.
  EXPECT_TRUE(
      allEqual(download<uint32_t>(out, 64), std::vector<uint32_t>(64, Poison)));
  expectQueueStillWorks();
}

TEST_F(Errors, WorkGroupSizeOverTheDeviceLimit) {
  Kernel k = kernel(ArgsSource);
  Buffer out = makeBuffer(8192 * 4);
  check(k.setArg(0, out), "setArg");
  check(k.setValue(1, int32_t(1)), "setValue");
  check(k.setLocalArg(2, 4), "setLocalArg");
  NDRange r = NDRange::linear(8192, 4096);
  EXPECT_TRUE(isError(k.localSizeFor(r).status(),
                      {ErrorCode::LimitExceeded, ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(queue().enqueue(k, r),
                      {ErrorCode::LimitExceeded, ErrorCode::InvalidArgument}));
  // Over the per-dimension limit in y.
  NDRange r2;
  r2.dims = 2;
  r2.global = {2, 4096, 1};
  r2.local = {1, device().info().maxWorkGroupSize[1] + 1, 1};
  EXPECT_TRUE(isError(queue().enqueue(k, r2),
                      {ErrorCode::LimitExceeded, ErrorCode::InvalidArgument}));
  // Invalid dimension counts.
  NDRange r0 = NDRange::linear(64, 64);
  r0.dims = 0;
  EXPECT_TRUE(isError(queue().enqueue(k, r0), {ErrorCode::InvalidArgument}));
  r0.dims = 4;
  EXPECT_TRUE(isError(queue().enqueue(k, r0), {ErrorCode::InvalidArgument}));
  expectQueueStillWorks();
}

TEST_F(Errors, LocalSizeNotMatchingReqdWorkGroupSize) {
  Kernel k = kernel(R"CL(
__kernel __attribute__((reqd_work_group_size(8, 4, 1)))
void reqd(__global int *out) { out[get_global_linear_id()] = 1; }
)CL");
  Buffer out = makeBuffer(64 * 4);
  check(k.setArg(0, out), "setArg");
  NDRange r;
  r.dims = 2;
  r.global = {16, 4, 1};
  r.local = {16, 1, 1};
  EXPECT_TRUE(
      isError(k.localSizeFor(r).status(), {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(queue().enqueue(k, r), {ErrorCode::InvalidArgument}));
  expectQueueStillWorks();
}

TEST_F(Errors, TransfersOutsideTheBuffer) {
  Buffer b = makeBuffer(256);
  std::vector<uint8_t> data(512);
  EXPECT_TRUE(isError(queue().read(b, 0, data.data(), 260),
                      {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(queue().read(b, 252, data.data(), 8),
                      {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(queue().read(b, 1024, data.data(), 4),
                      {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(queue().write(b, 200, data.data(), 100),
                      {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(
      isError(queue().fill(b, 0, 260, 0), {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(queue().fill(b, 2, 8, 0), {ErrorCode::InvalidArgument}));
  Buffer c = makeBuffer(64);
  EXPECT_TRUE(
      isError(queue().copy(b, 0, c, 0, 128), {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(
      isError(queue().copy(b, 250, c, 0, 16), {ErrorCode::InvalidArgument}));
  // The failed transfers changed nothing.
  EXPECT_TRUE(
      allEqual(download<uint32_t>(b, 64), std::vector<uint32_t>(64, Poison)));
  expectQueueStillWorks();
}

TEST_F(Errors, BuffersPastTheLargestAllocation) {
  // Sizes past maxMemoryAllocationSize, up to SIZE_MAX (which once wrapped
  // to a tiny allocation when rounded up), fail with LimitExceeded; zero
  // is an invalid argument; ranges near SIZE_MAX do not wrap.
  const uint64_t most = device().info().maxBufferBytes;
  ASSERT_GT(most, 0u);
  for (size_t bytes : {size_t(most) + 1, SIZE_MAX - 15, SIZE_MAX}) {
    Result<Buffer> b = Buffer::create(device(), bytes);
    EXPECT_TRUE(isError(b ? Status::ok() : Status(b.error()),
                        {ErrorCode::LimitExceeded}))
        << bytes << " bytes";
  }
  Result<Buffer> empty = Buffer::create(device(), 0);
  EXPECT_TRUE(isError(empty ? Status::ok() : Status(empty.error()),
                      {ErrorCode::InvalidArgument}));
  Buffer b = makeBuffer(256);
  std::vector<uint8_t> data(16);
  EXPECT_TRUE(isError(queue().read(b, SIZE_MAX - 3, data.data(), 8),
                      {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(isError(queue().write(b, 8, data.data(), SIZE_MAX - 3),
                      {ErrorCode::InvalidArgument}));
  EXPECT_TRUE(
      allEqual(download<uint32_t>(b, 64), std::vector<uint32_t>(64, Poison)));
  expectQueueStillWorks();
}

TEST_F(Errors, LocalMemoryOverTheDeviceLimit) {
  Kernel k = kernel(ArgsSource);
  Buffer out = makeBuffer(64 * 4);
  check(k.setArg(0, out), "setArg");
  check(k.setValue(1, int32_t(1)), "setValue");
  const size_t tooMuch = size_t(profile().maxSharedMemoryBytes) + 4096;
  Status set = k.setLocalArg(2, tooMuch);
  Status enq = set.isOk() ? queue().enqueue(k, NDRange::linear(64, 64)) : set;
  EXPECT_TRUE(isError(enq, {ErrorCode::LimitExceeded}))
      << "setLocalArg(" << tooMuch << ") then enqueue";

  // Static __local storage over the limit: refused when built or used.
  // 1 MiB: over every device's limit (a fixed source, so kernel caches
  // keyed by source work).
  ASSERT_LT(profile().maxSharedMemoryBytes, 1u << 20);
  const std::string big = "__kernel void big(__global int *out) {\n"
                          "  __local int huge[262144];\n"
                          "  huge[get_local_id(0)] = 1;\n"
                          "  barrier(CLK_LOCAL_MEM_FENCE);\n"
                          "  out[get_global_id(0)] = huge[0];\n}\n";
  if (!compilerAvailable())
    GTEST_SKIP() << "no compiler on this machine (precompiled kernels only): "
                    "a kernel that fails to compile is not in the cache";
  auto program = buildProgram(device(), big);
  Status s = program.status();
  if (program) {
    auto bk = program.value()->createKernel("big");
    s = bk.status();
    if (bk) {
      s = bk->setArg(0, out);
      if (s.isOk())
        s = queue().enqueue(*bk, NDRange::linear(64, 64));
    }
  }
  EXPECT_TRUE(isError(s, {ErrorCode::LimitExceeded, ErrorCode::CompileFailed}));
  expectQueueStillWorks();
}

TEST_F(Errors, DoubleKernelWithoutFp64) {
  const char *source = R"CL(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void twice(__global double *out) {
  out[get_global_id(0)] = (double)get_global_id(0) * 2.0;
}
)CL";
  auto program = buildProgram(device(), source);
  if (profile().float64) {
    ASSERT_TRUE(program) << describe(program);
    auto k = program.value()->createKernel();
    ASSERT_TRUE(k) << describe(k);
    Buffer out = makeBuffer(64 * 8);
    run(*k, NDRange::linear(64), out);
    std::vector<double> want(64);
    for (int i = 0; i < 64; ++i)
      want[i] = i * 2.0;
    EXPECT_TRUE(allEqual(download<double>(out, 64), want));
    return;
  }
  ASSERT_TRUE(isError(program.status(),
                      {ErrorCode::FeatureMissing, ErrorCode::CompileFailed}));
  EXPECT_NE(program.error().message.find("fp64"), std::string::npos)
      << program.error().message;
}

// A module built for another device's profile names what this device lacks
// instead of reaching the driver: the `desktop` build of a kernel with
// __local vector accesses and hardware half stores needs explicit workgroup
// layout and fp16 float controls, which neither CPU driver has in full.
TEST_F(Errors, ModuleForAnotherProfileNamesTheMissingFeature) {
  const TargetProfile &p = profile();
  expectDesktopBuildRefused(
      R"CL(
__kernel void k(__global const float *in, __global half *out) {
  __local float4 tile[64];
  tile[get_local_id(0)] = vload4(get_global_id(0), in);
  barrier(CLK_LOCAL_MEM_FENCE);
  vstore_half4(tile[63 - get_local_id(0)], get_global_id(0), out);
}
)CL",
      p.workgroupExplicitLayout && p.float16RoundingRte &&
          p.float16DenormPreserve && p.float16 && p.int16,
      {{p.workgroupExplicitLayout, "workgroupMemoryExplicitLayout"},
       {p.float16DenormPreserve, "shaderDenormPreserveFloat16"}});
}

TEST_F(Errors, UnknownNamesAndBadPrograms) {
  auto program = build(R"CL(
__kernel void first(__global int *out) { out[0] = 1; }
__kernel void second(__global int *out) { out[0] = 2; }
)CL");
  auto unknown = program->createKernel("third");
  EXPECT_TRUE(isError(unknown.status(), {ErrorCode::NotFound}));
  EXPECT_NE(unknown.error().message.find("third"), std::string::npos)
      << unknown.error().message;
  // createKernel() without a name needs a one-kernel program.
  EXPECT_TRUE(isError(program->createKernel().status()));

  if (!compilerAvailable())
    GTEST_SKIP() << "no compiler on this machine (precompiled kernels only)";
  auto broken = buildProgram(device(), "__kernel void k(__global int *o) {\n"
                                       "  o[0] = undeclared;\n}\n");
  ASSERT_TRUE(isError(broken.status(), {ErrorCode::CompileFailed}));
  EXPECT_NE(broken.error().message.find("2:10"), std::string::npos)
      << "diagnostics should carry line:column: " << broken.error().message;

  std::vector<uint32_t> garbage = {0x07230203, 0x00010500, 0, 5, 0, 1, 2, 3};
  EXPECT_TRUE(isError(Program::fromSpirv(device(), garbage).status(),
                      {ErrorCode::InvalidBinary}));
  EXPECT_TRUE(isError(Program::fromSpirv(device(), {}).status(),
                      {ErrorCode::InvalidBinary}));
  EXPECT_TRUE(
      isError(Program::fromFile(device(), "/nonexistent/k.spv").status(),
              {ErrorCode::NotFound, ErrorCode::InvalidArgument,
               ErrorCode::InvalidBinary}));
  expectQueueStillWorks();
}

} // namespace
} // namespace vkcl::e2e
