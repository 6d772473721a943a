// End-to-end test fixture: one Vulkan device per test process (the driver is
// chosen by VK_ICD_FILENAMES, which CTest sets per driver), validation on,
// and helpers to build kernels, move data and compare it with a host
// reference.
//
// The helpers throw E2eError when the runtime fails; gtest reports the
// exception as a failure of the test, with the message (diagnostics, error
// code) it carries. Every test fails when the validation layer said
// anything while it ran.
#pragma once

#include "vkcl/Runtime.h"
#include "vkcl/runtime/Build.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace vkcl::e2e {

/// Every output buffer starts with this pattern, so a missing store shows.
inline constexpr uint32_t Poison = 0xDEADBEEFu;

struct E2eError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// "InvalidArgument: message".
std::string describe(const Status &status);
template <typename T> std::string describe(const Result<T> &result) {
  return describe(result.status());
}

/// A `__local` pointer argument of `bytes` bytes, for setArgs().
struct LocalBytes {
  size_t bytes;
};

/// The process-wide device and queue (null when creation failed).
Device *sharedDevice();
Queue *sharedQueue();

/// ULP distance between two floats of the same sign region; NaN-free inputs.
uint32_t ulpDistance(float a, float b);

template <typename T> struct Show { const T &v; };
template <typename T> std::ostream &operator<<(std::ostream &os, Show<T> s) {
  if constexpr (std::is_floating_point_v<T>) {
    using Bits = std::conditional_t<sizeof(T) == 8, uint64_t, uint32_t>;
    Bits bits;
    std::memcpy(&bits, &s.v, sizeof bits);
    std::ostringstream hex;
    hex << std::hex << bits;
    os << s.v << " (0x" << hex.str() << ")";
  } else if constexpr (std::is_integral_v<T>) {
    using Wide =
        std::conditional_t<std::is_signed_v<T>, long long, unsigned long long>;
    std::ostringstream hex;
    hex << std::hex << static_cast<unsigned long long>(s.v);
    os << static_cast<Wide>(s.v) << " (0x" << hex.str() << ")";
  } else {
    os << "{";
    for (size_t i = 0; i < s.v.size(); ++i)
      os << (i ? ", " : "") << Show<typename T::value_type>{s.v[i]};
    os << "}";
  }
  return os;
}

template <typename T> bool bitEqual(const T &a, const T &b) {
  if constexpr (std::is_arithmetic_v<T>)
    return std::memcmp(&a, &b, sizeof(T)) == 0;
  else {
    for (size_t i = 0; i < a.size(); ++i)
      if (!bitEqual(a[i], b[i]))
        return false;
    return true;
  }
}

/// Every element equal (floats bit for bit); lists the first mismatches.
template <typename T>
::testing::AssertionResult allEqual(const std::vector<T> &got,
                                    const std::vector<T> &want) {
  if (got.size() != want.size())
    return ::testing::AssertionFailure()
           << "size " << got.size() << " != " << want.size();
  size_t bad = 0;
  std::ostringstream os;
  for (size_t i = 0; i < got.size(); ++i) {
    if (bitEqual(got[i], want[i]))
      continue;
    if (++bad <= 10)
      os << "\n  [" << i << "] got " << Show<T>{got[i]} << ", want "
         << Show<T>{want[i]};
  }
  if (!bad)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << bad << " of " << got.size() << " elements differ:" << os.str();
}

/// Every element within `maxUlp` units in the last place.
::testing::AssertionResult allNear(const std::vector<float> &got,
                                   const std::vector<float> &want,
                                   uint32_t maxUlp);

/// The text of tests/e2e/kernels/`file`; throws E2eError when unreadable.
std::string readKernelFile(const std::string &file);

/// Whether the compiler plugin loads here. On the GPU machine it does not
/// (no clang there): kernels come from $VKCL_KERNEL_CACHE instead.
bool compilerAvailable();

/// A command buffer of the device's queue family, as an engine records one
/// (Kernel::record): begun on construction; submit() ends it, submits it
/// to the device's queue and waits. The pool goes with the object.
class EngineCommands {
public:
  explicit EngineCommands(Device &device);
  ~EngineCommands();
  EngineCommands(const EngineCommands &) = delete;
  EngineCommands &operator=(const EngineCommands &) = delete;
  VkCommandBuffer cmd() const { return cmd_; }
  /// Ends, submits and waits; false when a Vulkan call fails.
  bool submit();

private:
  Device &device_;
  VkCommandPool pool_ = VK_NULL_HANDLE;
  VkCommandBuffer cmd_ = VK_NULL_HANDLE;
};

class E2eTest : public ::testing::Test {
protected:
  void SetUp() override;
  void TearDown() override;

  Device &device() { return *sharedDevice(); }
  Queue &queue() { return *sharedQueue(); }
  const TargetProfile &profile() { return device().profile(); }

  /// Builds for the device's profile; throws with the diagnostics.
  std::shared_ptr<Program> build(const std::string &source,
                                 CompileOptions options = {});
  /// Builds `source` and creates kernel `name` (empty: the only kernel).
  Kernel kernel(const std::string &source, const std::string &name = {},
                CompileOptions options = {});

  /// For a test this device skips: while a kernel cache is being filled
  /// for another profile ($VKCL_KERNEL_CACHE_ALSO, scripts/gpu-prepare.sh),
  /// compiles `source` for that profile, so the GPU machine (no clang) can
  /// run the test. Does nothing otherwise.
  void precompileForCache(const std::string &source,
                          CompileOptions options = {});

  /// A device buffer of `bytes` (rounded up to 4), filled with Poison.
  Buffer makeBuffer(size_t bytes);
  template <typename T> Buffer upload(const std::vector<T> &data) {
    Buffer b = makeBuffer(data.size() * sizeof(T));
    check(queue().write(b, 0, data.data(), data.size() * sizeof(T)),
          "Queue::write");
    return b;
  }
  template <typename T>
  std::vector<T> download(const Buffer &buffer, size_t count) {
    std::vector<T> out(count);
    check(queue().read(buffer, 0, out.data(), count * sizeof(T)),
          "Queue::read");
    return out;
  }

  /// Sets arguments 0, 1, …: a Buffer, Pipe, Image, Sampler, LocalBytes,
  /// or any value
  /// (setValue).
  template <typename... Args> void setArgs(Kernel &k, const Args &...args) {
    uint32_t index = 0;
    (setOne(k, index++, args), ...);
  }
  /// Enqueues and waits.
  void run(Kernel &k, const NDRange &range);
  /// setArgs, then run.
  template <typename... Args>
  void run(Kernel &k, const NDRange &range, const Args &...args) {
    setArgs(k, args...);
    run(k, range);
  }

  void check(const Status &status, const char *what);

  std::mt19937_64 &rng() { return rng_; }
  /// `n` uniform values in [lo, hi].
  template <typename T> std::vector<T> random(size_t n, T lo, T hi) {
    std::vector<T> v(n);
    if constexpr (std::is_floating_point_v<T>) {
      std::uniform_real_distribution<T> d(lo, hi);
      for (T &x : v)
        x = d(rng_);
    } else {
      using W = std::conditional_t<std::is_signed_v<T>, int64_t, uint64_t>;
      std::uniform_int_distribution<W> d(lo, hi);
      for (T &x : v)
        x = static_cast<T>(d(rng_));
    }
    return v;
  }
  template <typename T> std::vector<T> random(size_t n) {
    return random<T>(n, std::numeric_limits<T>::lowest(),
                     std::numeric_limits<T>::max());
  }

private:
  template <typename T> void setOne(Kernel &k, uint32_t i, const T &v) {
    if constexpr (std::is_same_v<T, Buffer>)
      check(k.setArg(i, v), "Kernel::setArg(buffer)");
    else if constexpr (std::is_same_v<T, Pipe>)
      check(k.setArg(i, v), "Kernel::setArg(pipe)");
    else if constexpr (std::is_same_v<T, Image>)
      check(k.setArg(i, v), "Kernel::setArg(image)");
    else if constexpr (std::is_same_v<T, Sampler>)
      check(k.setArg(i, v), "Kernel::setArg(sampler)");
    else if constexpr (std::is_same_v<T, LocalBytes>)
      check(k.setLocalArg(i, v.bytes), "Kernel::setLocalArg");
    else
      check(k.setValue(i, v), "Kernel::setValue");
  }

  std::mt19937_64 rng_;
  uint64_t seed_ = 0;
  /// Kept alive until the test ends, whatever kernels hold.
  std::vector<std::shared_ptr<Program>> programs_;
};

/// GTEST_SKIP unless the device has the feature (long/ulong, double).
#define E2E_REQUIRE_INT64()                                                    \
  do {                                                                         \
    if (!profile().int64)                                                      \
      GTEST_SKIP() << "device has no int64 (long/ulong)";                      \
  } while (0)
#define E2E_REQUIRE_FP64()                                                     \
  do {                                                                         \
    if (!profile().float64)                                                    \
      GTEST_SKIP() << "device has no fp64 (double)";                           \
  } while (0)

} // namespace vkcl::e2e
