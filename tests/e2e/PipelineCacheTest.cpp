// The on-disk pipeline cache: written when a device goes away, read (and
// still correct) by the next device on the same driver.
#include "E2eFixture.h"

#include <cstdlib>
#include <filesystem>
#include <unistd.h>

namespace vkcl::e2e {
namespace {

constexpr const char *CacheSource = R"CL(
__kernel void twice(__global int *data) {
  size_t i = get_global_id(0);
  data[i] = 2 * data[i] + (int)i;
}
)CL";

/// Runs `twice` on a fresh device; returns the result for 0..63.
std::vector<int32_t> runOnFreshDevice() {
  auto device = Device::create();
  EXPECT_TRUE(device.isOk()) << device.error().message;
  if (!device)
    return {};
  auto program = buildProgram(**device, CacheSource);
  EXPECT_TRUE(program.isOk()) << program.error().message;
  auto queue = Queue::create(**device);
  auto buffer = Buffer::create(**device, 64 * 4);
  if (!program || !queue || !buffer)
    return {};
  std::vector<int32_t> data(64, 5);
  EXPECT_TRUE((*queue)->write(*buffer, 0, data.data(), 256).isOk());
  auto kernel = (*program)->createKernel("twice");
  EXPECT_TRUE(kernel->setArg(0, *buffer).isOk());
  EXPECT_TRUE((*queue)->enqueue(*kernel, NDRange::linear(64)).isOk());
  EXPECT_TRUE((*queue)->read(*buffer, 0, data.data(), 256).isOk());
  return data;
}

TEST(PipelineCache, WrittenOnDeviceDestructionAndReused) {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() /
                 ("vkcl-pipeline-cache-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  ::setenv("VKCL_CACHE_DIR", dir.c_str(), 1);
  std::vector<int32_t> want(64);
  for (int i = 0; i < 64; ++i)
    want[i] = 10 + i;
  EXPECT_EQ(runOnFreshDevice(), want);
  size_t files = 0, bytes = 0;
  for (const auto &entry : fs::directory_iterator(dir)) {
    ++files;
    bytes += entry.file_size();
  }
  EXPECT_EQ(files, 1u) << "one pipeline cache file per device";
  EXPECT_GT(bytes, 0u);
  // A second device starts from that file and still computes the same.
  EXPECT_EQ(runOnFreshDevice(), want);
  ::unsetenv("VKCL_CACHE_DIR");
  fs::remove_all(dir);
}

} // namespace
} // namespace vkcl::e2e
