// $VKCL_KERNEL_CACHE: programs built from source are stored by key and
// loaded from there when the key matches (how a machine without clang runs
// kernels compiled elsewhere), $VKCL_KERNEL_CACHE_ALSO stores a second
// profile's build, and a failed build for that profile is kept as KEY.failed
// so the other machine reports the compiler's diagnostics.
#include "E2eFixture.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>

namespace vkcl::e2e {
namespace {

namespace fs = std::filesystem;

/// Sets an environment variable for the scope, restoring the old value.
class ScopedEnv {
public:
  ScopedEnv(const char *name, const char *value) : name_(name) {
    if (const char *old = std::getenv(name))
      old_ = old;
    if (value)
      setenv(name, value, 1);
    else
      unsetenv(name);
  }
  ~ScopedEnv() {
    if (old_)
      setenv(name_, old_->c_str(), 1);
    else
      unsetenv(name_);
  }

private:
  const char *name_;
  std::optional<std::string> old_;
};

std::vector<fs::path> filesIn(const fs::path &dir, const std::string &ext) {
  std::vector<fs::path> files;
  for (const auto &entry : fs::directory_iterator(dir))
    if (entry.path().extension() == ext)
      files.push_back(entry.path());
  return files;
}

class KernelCache : public E2eTest {
protected:
  void SetUp() override {
    E2eTest::SetUp();
    if (HasFatalFailure())
      return;
    if (!compilerAvailable())
      GTEST_SKIP() << "builds kernels from source: needs the compiler";
    dir_ = fs::temp_directory_path() /
           ("vkcl-kernel-cache-test-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
    E2eTest::TearDown();
  }
  fs::path dir_;
};

const char *const First = "__kernel void first(__global int *o) { o[0] = 1; }";
const char *const Second =
    "__kernel void second(__global int *o) { o[0] = 2; }";

TEST_F(KernelCache, StoresLoadsAndReportsFailedBuilds) {
  ScopedEnv cache("VKCL_KERNEL_CACHE", dir_.c_str());
  ScopedEnv also("VKCL_KERNEL_CACHE_ALSO", nullptr);
  auto first = buildProgram(device(), First);
  ASSERT_TRUE(first) << describe(first);
  auto stored = filesIn(dir_, ".spv");
  ASSERT_EQ(stored.size(), 1u);

  // The entry is what a later build of the same source loads: replace it
  // with another kernel's module and the build returns that one.
  {
    ScopedEnv elsewhere("VKCL_KERNEL_CACHE", nullptr);
    CompileOptions options;
    options.target = profile();
    auto other = compileWithPlugin(Second, options);
    ASSERT_TRUE(other && other->success);
    std::ofstream out(stored[0], std::ios::binary);
    out.write(reinterpret_cast<const char *>(other->spirv.data()),
              std::streamsize(other->spirv.size() * 4));
  }
  auto loaded = buildProgram(device(), First);
  ASSERT_TRUE(loaded) << describe(loaded);
  EXPECT_NE(loaded.value()->info().findKernel("second"), nullptr);

  // A failed build kept as KEY.failed is reported with its diagnostics.
  fs::path failed = stored[0];
  failed.replace_extension(".failed");
  fs::remove(stored[0]);
  std::ofstream(failed) << "input.cl:1:2: error: the kept diagnostic";
  auto reported = buildProgram(device(), First);
  ASSERT_FALSE(reported) << "a kept failure must not build";
  EXPECT_EQ(reported.error().code, ErrorCode::CompileFailed)
      << describe(reported);
  EXPECT_NE(reported.error().message.find("the kept diagnostic"),
            std::string::npos)
      << reported.error().message;
}

TEST_F(KernelCache, AlsoStoresTheNamedProfilesBuild) {
  ScopedEnv cache("VKCL_KERNEL_CACHE", dir_.c_str());
  ScopedEnv also("VKCL_KERNEL_CACHE_ALSO", "swiftshader");
  auto program = buildProgram(device(), First);
  ASSERT_TRUE(program) << describe(program);
  // One entry for this device's profile and one for swiftshader's (the
  // same key when this device is SwiftShader with the preset's features).
  size_t entries = filesIn(dir_, ".spv").size();
  EXPECT_GE(entries, 1u);
  EXPECT_LE(entries, 2u);
  EXPECT_TRUE(filesIn(dir_, ".failed").empty());
}

} // namespace
} // namespace vkcl::e2e
