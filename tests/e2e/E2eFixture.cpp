#include "E2eFixture.h"

#include <fstream>

#include <cstdlib>
#include <functional>
#include <iostream>
#include <memory>

namespace vkcl::e2e {
namespace {

struct Shared {
  std::unique_ptr<Device> device;
  std::unique_ptr<Queue> queue;
  std::string error;
  uint64_t seed = 0;
};

Shared &shared() {
  static Shared s;
  return s;
}

/// Creates the device once per process, before the first test.
class DeviceEnvironment : public ::testing::Environment {
public:
  void SetUp() override {
    Shared &s = shared();
    if (const char *env = std::getenv("VKCL_E2E_SEED"))
      s.seed = std::strtoull(env, nullptr, 0);
    else
      s.seed =
          (uint64_t(std::random_device{}()) << 32) ^ std::random_device{}();
    std::cout << "[ vkcl e2e ] seed: VKCL_E2E_SEED=" << s.seed << "\n";
    const char *icd = std::getenv("VK_ICD_FILENAMES");
    std::cout << "[ vkcl e2e ] VK_ICD_FILENAMES=" << (icd ? icd : "(unset)")
              << "\n";

    DeviceCreateInfo info;
    info.enableValidation = true;
    auto device = Device::create(info);
    if (!device) {
      s.error = "Device::create failed: " + describe(device);
      return;
    }
    s.device = std::move(device.value());
    auto queue = Queue::create(*s.device);
    if (!queue) {
      s.error = "Queue::create failed: " + describe(queue);
      return;
    }
    s.queue = std::move(queue.value());
    const DeviceInfo &di = s.device->info();
    const TargetProfile &p = di.profile;
    std::cout << "[ vkcl e2e ] device: " << di.name << " (" << di.driverName
              << "), profile " << p.name << ": int64=" << p.int64
              << " fp64=" << p.float64 << " storage8=" << p.storage8
              << " subgroup=" << p.subgroupSize
              << " maxInvocations=" << p.maxWorkGroupInvocations << "\n";
  }
  void TearDown() override {
    Shared &s = shared();
    if (s.queue)
      (void)s.queue->finish();
    s.queue.reset();
    s.device.reset();
  }
};

[[maybe_unused]] ::testing::Environment *const environment =
    ::testing::AddGlobalTestEnvironment(new DeviceEnvironment);

std::string joinMessages(const std::vector<std::string> &messages) {
  std::string out;
  for (const std::string &m : messages)
    out += "\n  " + m;
  return out;
}

} // namespace

std::string describe(const Status &status) {
  if (status.isOk())
    return "Ok";
  return std::string(toString(status.code())) + ": " + status.message();
}

Device *sharedDevice() { return shared().device.get(); }
Queue *sharedQueue() { return shared().queue.get(); }

std::string readKernelFile(const std::string &file) {
  std::ifstream in(std::string(VKCL_E2E_KERNEL_DIR) + "/" + file);
  if (!in)
    throw E2eError("cannot read kernel file " + file);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

uint32_t ulpDistance(float a, float b) {
  auto key = [](float f) {
    int32_t i;
    std::memcpy(&i, &f, 4);
    // Map to a monotonic integer line (−0 and +0 coincide).
    return i < 0 ? int64_t(INT32_MIN) - i : int64_t(i);
  };
  int64_t d = key(a) - key(b);
  return uint32_t(d < 0 ? -d : d);
}

::testing::AssertionResult allNear(const std::vector<float> &got,
                                   const std::vector<float> &want,
                                   uint32_t maxUlp) {
  if (got.size() != want.size())
    return ::testing::AssertionFailure()
           << "size " << got.size() << " != " << want.size();
  size_t bad = 0;
  std::ostringstream os;
  for (size_t i = 0; i < got.size(); ++i) {
    uint32_t d = ulpDistance(got[i], want[i]);
    if (d <= maxUlp)
      continue;
    if (++bad <= 10)
      os << "\n  [" << i << "] got " << Show<float>{got[i]} << ", want "
         << Show<float>{want[i]} << " (" << d << " ulp)";
  }
  if (!bad)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << bad << " of " << got.size() << " elements beyond " << maxUlp
         << " ulp:" << os.str();
}

void E2eTest::SetUp() {
  const Shared &s = shared();
  if (!s.device || !s.queue)
    FAIL() << "no Vulkan device: " << s.error
           << " (CI must provide lavapipe and SwiftShader)";
  const auto *info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string name = std::string(info->test_suite_name()) + "." + info->name();
  seed_ = s.seed ^ std::hash<std::string>{}(name);
  rng_.seed(seed_);
  std::vector<std::string> before = device().validationMessages();
  device().clearValidationMessages();
  EXPECT_TRUE(before.empty())
      << "validation messages before this test (device creation or an "
         "earlier test):"
      << joinMessages(before);
}

void E2eTest::TearDown() {
  if (!sharedDevice() || !sharedQueue())
    return;
  Status finished = queue().finish();
  programs_.clear();
  EXPECT_TRUE(finished.isOk()) << "Queue::finish: " << describe(finished);
  std::vector<std::string> messages = device().validationMessages();
  device().clearValidationMessages();
  EXPECT_TRUE(messages.empty())
      << messages.size() << " validation message(s):" << joinMessages(messages);
  if (HasFailure())
    std::cout << "[ vkcl e2e ] rerun with VKCL_E2E_SEED=" << shared().seed
              << " (test seed " << seed_ << ")\n";
}

void E2eTest::check(const Status &status, const char *what) {
  if (!status.isOk())
    throw E2eError(std::string(what) + " failed: " + describe(status));
}

std::shared_ptr<Program> E2eTest::build(const std::string &source,
                                        CompileOptions options) {
  auto program = buildProgram(device(), source, std::move(options));
  if (!program)
    throw E2eError("buildProgram failed: " + describe(program) +
                   "\n--- source ---\n" + source);
  programs_.push_back(program.value());
  return program.value();
}

void E2eTest::precompileForCache(const std::string &source,
                                 CompileOptions options) {
  const char *also = std::getenv("VKCL_KERNEL_CACHE_ALSO");
  if (!also || !std::getenv("VKCL_KERNEL_CACHE") || !compilerAvailable())
    return;
  if (std::optional<TargetProfile> preset = TargetProfile::preset(also)) {
    options.target = *preset;
    (void)compileCached(source, options); // a failure is cached as .failed
  }
}

Kernel E2eTest::kernel(const std::string &source, const std::string &name,
                       CompileOptions options) {
  std::shared_ptr<Program> program = build(source, std::move(options));
  auto k = name.empty() ? program->createKernel() : program->createKernel(name);
  if (!k)
    throw E2eError("createKernel(" + name + ") failed: " + describe(k));
  return std::move(k.value());
}

Buffer E2eTest::makeBuffer(size_t bytes) {
  size_t rounded = (bytes + 3) & ~size_t(3);
  if (rounded == 0)
    rounded = 4;
  auto buffer = Buffer::create(device(), rounded);
  if (!buffer)
    throw E2eError("Buffer::create(" + std::to_string(rounded) +
                   ") failed: " + describe(buffer));
  check(queue().fill(buffer.value(), 0, rounded, Poison), "Queue::fill");
  return std::move(buffer.value());
}

void E2eTest::run(Kernel &k, const NDRange &range) {
  check(queue().enqueue(k, range), "Queue::enqueue");
  check(queue().finish(), "Queue::finish");
}

EngineCommands::EngineCommands(Device &device) : device_(device) {
  VkCommandPoolCreateInfo pci{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
  pci.queueFamilyIndex = device.queueFamily();
  if (vkCreateCommandPool(device.vkDevice(), &pci, nullptr, &pool_) !=
      VK_SUCCESS)
    throw E2eError("vkCreateCommandPool failed");
  VkCommandBufferAllocateInfo cai{
      VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
  cai.commandPool = pool_;
  cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  cai.commandBufferCount = 1;
  VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  if (vkAllocateCommandBuffers(device.vkDevice(), &cai, &cmd_) != VK_SUCCESS ||
      vkBeginCommandBuffer(cmd_, &begin) != VK_SUCCESS) {
    vkDestroyCommandPool(device.vkDevice(), pool_, nullptr);
    throw E2eError("cannot begin an engine command buffer");
  }
}

EngineCommands::~EngineCommands() {
  vkDestroyCommandPool(device_.vkDevice(), pool_, nullptr);
}

bool EngineCommands::submit() {
  if (vkEndCommandBuffer(cmd_) != VK_SUCCESS)
    return false;
  VkSubmitInfo info{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  info.commandBufferCount = 1;
  info.pCommandBuffers = &cmd_;
  return vkQueueSubmit(device_.vkQueue(), 1, &info, VK_NULL_HANDLE) ==
             VK_SUCCESS &&
         vkQueueWaitIdle(device_.vkQueue()) == VK_SUCCESS;
}

bool compilerAvailable() {
  Result<CompileResult> r = compileWithPlugin("kernel void k() {}", {});
  return r.isOk();
}

} // namespace vkcl::e2e
