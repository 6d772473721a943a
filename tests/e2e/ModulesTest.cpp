// Modules from outside the compiler: a .spv the runtime did not just compile
// is validated before any driver sees it, is read in either byte order, and
// a program without kernels loads with nothing to run.
#include "E2eFixture.h"

namespace vkcl::e2e {
namespace {

const char *DoubleSource = R"CL(
__kernel void twice(__global int *data) {
  size_t i = get_global_id(0);
  data[i] = 2 * data[i] + 1;
}
)CL";

class Modules : public E2eTest {
protected:
  /// `source` compiled for this device, or empty (and the test skipped)
  /// where there is no compiler.
  std::vector<uint32_t> compileHere(const char *source) {
    CompileOptions options;
    options.target = profile();
    auto compiled = compileWithPlugin(source, options);
    if (!compiled || !compiled->success) {
      ADD_FAILURE() << (compiled ? compiled->diagnostics : describe(compiled));
      return {};
    }
    return compiled->spirv;
  }

  /// Runs `twice` from `program` on 0..63 and checks 2i + 1.
  void expectTwiceRuns(const std::shared_ptr<Program> &program) {
    auto k = program->createKernel("twice");
    ASSERT_TRUE(k) << describe(k);
    std::vector<int32_t> in(64), want(64);
    for (int32_t i = 0; i < 64; ++i) {
      in[i] = i;
      want[i] = 2 * i + 1;
    }
    Buffer data = upload(in);
    run(*k, NDRange::linear(64, 16), data);
    EXPECT_TRUE(allEqual(download<int32_t>(data, 64), want));
  }
};

TEST_F(Modules, InvalidModulesAreRefusedBeforeTheDriver) {
  if (!compilerAvailable())
    GTEST_SKIP() << "needs the compiler plugin to make a module";
  std::vector<uint32_t> words = compileHere(DoubleSource);
  ASSERT_FALSE(words.empty());
  // The reflection is intact, the module is not: an OpReturn outside any
  // function, and (second case) an id bound below the ids in use.
  std::vector<uint32_t> strayReturn = words;
  strayReturn.push_back((1u << 16) | 253u); // OpReturn
  auto refused = Program::fromSpirv(device(), strayReturn);
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().code, ErrorCode::InvalidBinary);
  EXPECT_NE(refused.error().message.find("not valid Vulkan SPIR-V"),
            std::string::npos)
      << refused.error().message;

  std::vector<uint32_t> lowBound = words;
  lowBound[3] = 2;
  auto refusedBound = Program::fromSpirv(device(), lowBound);
  ASSERT_FALSE(refusedBound);
  EXPECT_EQ(refusedBound.error().code, ErrorCode::InvalidBinary)
      << describe(refusedBound);

  // The same module unharmed loads and runs, so the queue is fine.
  auto program = Program::fromSpirv(device(), words);
  ASSERT_TRUE(program) << describe(program);
  expectTwiceRuns(*program);
}

TEST_F(Modules, EitherByteOrderLoads) {
  if (!compilerAvailable())
    GTEST_SKIP() << "needs the compiler plugin to make a module";
  std::vector<uint32_t> words = compileHere(DoubleSource);
  ASSERT_FALSE(words.empty());
  for (uint32_t &w : words)
    w = __builtin_bswap32(w);
  auto program = Program::fromSpirv(device(), words);
  ASSERT_TRUE(program) << describe(program);
  EXPECT_EQ((*program)->info().kernels.size(), 1u);
  expectTwiceRuns(*program);
}

TEST_F(Modules, ProgramWithoutKernelsLoadsWithNothingToRun) {
  if (!compilerAvailable())
    GTEST_SKIP() << "needs the compiler plugin";
  std::vector<uint32_t> words =
      compileHere("int helper(int x) { return x + 1; }\n");
  ASSERT_FALSE(words.empty());
  auto program = Program::fromSpirv(device(), words);
  ASSERT_TRUE(program) << describe(program);
  EXPECT_TRUE((*program)->info().kernels.empty());
  auto named = (*program)->createKernel("helper");
  ASSERT_FALSE(named);
  EXPECT_EQ(named.error().code, ErrorCode::NotFound) << describe(named);
  auto placeholder = (*program)->createKernel("vkcl.no_kernel");
  EXPECT_FALSE(placeholder);
  EXPECT_FALSE((*program)->createKernel());
}

} // namespace
} // namespace vkcl::e2e
