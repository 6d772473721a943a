// The main() every Vulkan benchmark host shares (bench/async, bench/vector,
// bench/library, bench/atomics, bench/workgroup, bench/pipe): DIR BYTES
// [iterations] parsed, vkcl's timed device opened, the input uploaded into
// the two stream buffers, the Suite (VulkanBench.h) set up, the header
// printed and the copy ceiling measured; then, a row at a time, the vkcl
// kernel DIR/NAME.spv with its arguments and the GLSL twin DIR/glsl/
// STEM.spv loaded. Every failure is said as "TOOL: WHAT: MESSAGE" on
// stderr. Shared so that the hosts cannot drift apart in how they set up
// or what they print (the table scripts read it); each host keeps only its
// inputs, kernels' sizes, arguments and checks. Header-only.
#pragma once

#include "VulkanBench.h"

#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace bench {

/// "TOOL: WHAT: MESSAGE" on stderr; 1, main()'s exit code.
inline int fail(const char *tool, const char *what,
                const std::string &message) {
  std::fprintf(stderr, "%s: %s: %s\n", tool, what, message.c_str());
  return 1;
}

/// Sets `kernel`'s arguments from `index` on, in order: buffers and pipes
/// as such, anything else by value. The first failure, or success.
inline vkcl::Status setArgs(vkcl::Kernel &, uint32_t) { return {}; }
template <typename First, typename... Rest>
vkcl::Status setArgs(vkcl::Kernel &kernel, uint32_t index, const First &first,
                     const Rest &...rest) {
  vkcl::Status s;
  if constexpr (std::is_same_v<First, vkcl::Buffer> ||
                std::is_same_v<First, vkcl::Pipe>)
    s = kernel.setArg(index, first);
  else
    s = kernel.setValue(index, first);
  return s ? setArgs(kernel, index + 1, rest...) : s;
}

class VulkanHost {
public:
  explicit VulkanHost(const char *tool) : tool_(tool) {}
  VulkanHost(const VulkanHost &) = delete;
  VulkanHost &operator=(const VulkanHost &) = delete;

  /// bench::fail() as this host.
  int fail(const char *what, const std::string &message) const {
    return bench::fail(tool_, what, message);
  }

  /// Everything before the rows, for a host with nothing of its own to set
  /// up: open(), openStreams() with input(BYTES) and outBytes(BYTES) (BYTES
  /// when absent), startSuite(), measureCeiling().
  bool start(int argc, char **argv, uint64_t sizeUnit, uint64_t maxBytes,
             const std::function<std::vector<uint32_t>(uint64_t)> &input,
             const std::function<uint64_t(uint64_t)> &outBytes = {}) {
    if (!open(argc, argv, sizeUnit, maxBytes) ||
        !openStreams(input(bytes()), outBytes ? outBytes(bytes()) : bytes()) ||
        !startSuite())
      return false;
    measureCeiling();
    return true;
  }

  /// DIR BYTES [iterations] (BYTES a multiple of `sizeUnit`, at most
  /// `maxBytes`) and vkcl's timed device. False, said why, on failure.
  bool open(int argc, char **argv, uint64_t sizeUnit, uint64_t maxBytes) {
    if (std::string e = parseCommandLine(
            argc, argv, std::string(tool_) + " DIR BYTES [iterations]",
            sizeUnit, maxBytes, cl_);
        !e.empty())
      return failed("arguments", e);
    auto device = openTimedDevice();
    if (!device)
      return failed("device", device.error().message);
    device_ = std::move(*device);
    return true;
  }
  /// `input` uploaded into `in` (and kept: what the ceiling copies), `out`
  /// of `outBytes`, and vkcl's queue. False, said why, on failure.
  bool openStreams(std::vector<uint32_t> input, uint64_t outBytes) {
    input_ = std::move(input);
    if (std::string e = streams_.open(*device_, input_, outBytes); !e.empty())
      return failed("setup", e);
    return true;
  }
  /// The Suite on the streams, and the header. False, said why, on failure.
  bool startSuite() {
    suite_ = std::make_unique<Suite>(tool_, *device_, *streams_.queue,
                                     streams_.in, streams_.out, cl_.iterations);
    if (std::string e = suite_->init(); !e.empty())
      return failed("raw Vulkan", e);
    printHeader("vkcl", device_->info().name, device_->info().driverName, cl_,
                suite_->maxGroups());
    return true;
  }
  /// Suite::measureCeiling() of DIR/glsl/ceiling.spv copying the input.
  bool measureCeiling() {
    return suite_->measureCeiling(dir() + "/glsl/ceiling.spv", bytes(), input_);
  }

  const std::string &dir() const { return cl_.dir; }
  uint64_t bytes() const { return cl_.bytes; }
  uint32_t iterations() const { return cl_.iterations; }
  const std::vector<uint32_t> &input() const { return input_; }
  vkcl::Device &device() { return *device_; }
  vkcl::Queue &queue() { return *streams_.queue; }
  vkcl::Buffer &in() { return streams_.in; }
  vkcl::Buffer &out() { return streams_.out; }
  Suite &suite() { return *suite_; }

  /// Kernel `name` of DIR/NAME.spv, `args` set in order (setArgs()); null,
  /// said under `name`, on failure.
  template <typename... Args>
  std::shared_ptr<vkcl::Kernel> kernel(const char *name, const Args &...args) {
    std::string error;
    auto kernel =
        loadKernel(*device_, dir() + "/" + name + ".spv", name, error);
    vkcl::Status s = kernel ? setArgs(*kernel, 0, args...) : vkcl::Status();
    if (kernel && s)
      return kernel;
    fail(name, kernel ? s.message() : error);
    return nullptr;
  }
  /// The GLSL twin DIR/glsl/STEM.spv in the Suite's RawRunner: its index,
  /// or -1, said under `name`.
  int twin(const char *name, const std::string &stem) {
    std::string error;
    int twin = suite_->raw().load(dir() + "/glsl/" + stem + ".spv", error);
    if (twin < 0)
      fail(name, error);
    return twin;
  }

private:
  bool failed(const char *what, const std::string &message) const {
    fail(what, message);
    return false;
  }

  const char *tool_;
  CommandLine cl_;
  // Declared in the order they are made, so that they go in reverse.
  std::unique_ptr<vkcl::Device> device_;
  std::vector<uint32_t> input_;
  Streams streams_;
  std::unique_ptr<Suite> suite_;
};

} // namespace bench
