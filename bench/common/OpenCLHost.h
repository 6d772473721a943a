// The main() every OpenCL bandwidth host shares (bench/async, bench/vector,
// bench/library, bench/atomics): KERNEL_DIR BYTES [iterations] parsed, the
// device and the two stream buffers opened (OpenCLBench.h) and the header
// printed; then, a row at a time, the kernel built from KERNEL_DIR/NAME.cl
// with its arguments, measured, and its RESULT line and table row printed
// as soon as it is done; the verification line last. Shared so that the
// hosts cannot drift apart in how they measure or what they print (the
// table scripts read it); each host keeps only its inputs, kernels' sizes,
// arguments and checks. Header-only.
#pragma once

#include "OpenCLBench.h"

#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace bench {

/// A built kernel, released when it goes.
struct ClKernelRelease {
  void operator()(cl_kernel kernel) const { clReleaseKernel(kernel); }
};
using ClKernel =
    std::unique_ptr<std::remove_pointer_t<cl_kernel>, ClKernelRelease>;

class ClHost {
public:
  explicit ClHost(const char *tool) : tool_(tool) {}
  ClHost(const ClHost &) = delete;
  ClHost &operator=(const ClHost &) = delete;

  /// Everything before the rows: KERNEL_DIR BYTES [iterations] (BYTES a
  /// multiple of `sizeUnit`, at most `maxBytes`), the device, `input` of
  /// BYTES uploaded into `in` and `out` of `outBufferBytes` of BYTES (BYTES
  /// when absent), the header. False, said why, on failure.
  bool start(int argc, char **argv, uint64_t sizeUnit, uint64_t maxBytes,
             const std::function<std::vector<uint32_t>(uint64_t)> &input,
             const std::function<uint64_t(uint64_t)> &outBufferBytes = {}) {
    std::string error = parseCommandLine(
        argc, argv, std::string(tool_) + " KERNEL_DIR BYTES [iterations]",
        sizeUnit, maxBytes, args_);
    if (error.empty())
      error = cl_.open();
    if (error.empty()) {
      input_ = input(args_.bytes);
      outBufferBytes_ =
          outBufferBytes ? outBufferBytes(args_.bytes) : args_.bytes;
      error = streams_.open(cl_, input_, outBufferBytes_);
    }
    if (!error.empty()) {
      fail(error);
      return false;
    }
    printHeader("opencl", cl_.name, cl_.version, args_, ~0u);
    return true;
  }

  uint64_t bytes() const { return args_.bytes; }
  const std::vector<uint32_t> &input() const { return input_; }
  const ClSetup &cl() const { return cl_; }
  cl_mem in() const { return streams_.in; }
  cl_mem out() const { return streams_.out; }

  /// Kernel NAME built from KERNEL_DIR/NAME.cl, `args` set in order, each
  /// by value (cl_mem, integers, floats); null when it does not build (the
  /// build log printed).
  template <typename... Args>
  ClKernel kernel(const char *name, const Args &...args) const {
    return kernelFrom(name, name, "", args...);
  }
  /// Kernel NAME built from KERNEL_DIR/FILE.cl with `options` besides.
  template <typename... Args>
  ClKernel kernelFrom(const char *file, const char *name,
                      const std::string &options, const Args &...args) const {
    ClKernel kernel(
        buildKernel(cl_, args_.dir + "/" + file + ".cl", name, tool_, options));
    cl_uint index = 0;
    if (kernel)
      (void(clSetKernelArg(kernel.get(), index++, sizeof args, &args)), ...);
    return kernel;
  }

  /// measureKernel() of `kernel` on `out`: WarmUp untimed runs, and in the
  /// first row (before the first report()) GpuWarmUpRounds rounds more,
  /// which bring the clocks up as the Vulkan hosts' untimed ceiling rounds
  /// do.
  Measure measure(cl_kernel kernel, const char *name, uint64_t outBytes,
                  uint32_t groups, const Check &check,
                  const ClBeforeRun &beforeRun = {}) const {
    int warmUp = rows_ == 0
                     ? WarmUp + GpuWarmUpRounds * int(WarmUp + args_.iterations)
                     : WarmUp;
    return measureKernel(cl_, kernel, streams_.out, outBufferBytes_, outBytes,
                         groups, warmUp, args_.iterations, tool_, name, check,
                         beforeRun);
  }

  /// Ends a row (a kernel that did not build: ok=0): its RESULT line and a
  /// line for people, GB/s and, with `withMs`, the median time before them.
  void report(const char *name, uint64_t movedBytes, const Measure &m,
              bool withMs = false) {
    printResult("opencl", name, movedBytes, m.ns, m.ok);
    const char *wrong = m.ok ? "" : " (WRONG)";
    double gbps = m.ns > 0 ? movedBytes / m.ns : 0.0;
    if (withMs)
      std::printf("| %s%s | %.3f ms | %.1f GB/s |\n", name, wrong, m.ns / 1e6,
                  gbps);
    else
      std::printf("| %s%s | %.1f GB/s |\n", name, wrong, gbps);
    std::fflush(stdout);
    allOk_ = allOk_ && m.ok;
    ++rows_;
  }

  /// The verification line; main()'s exit code.
  int finish() const {
    std::printf("verification: %s\n",
                allOk_ ? "all outputs correct" : "FAILED");
    return allOk_ ? 0 : 1;
  }

private:
  /// "TOOL: WHAT" on stderr.
  void fail(const std::string &what) const {
    std::fprintf(stderr, "%s: %s\n", tool_, what.c_str());
  }

  const char *tool_;
  CommandLine args_;
  ClSetup cl_;
  ClStreams streams_;
  std::vector<uint32_t> input_;
  uint64_t outBufferBytes_ = 0;
  uint32_t rows_ = 0;
  bool allOk_ = true;
};

} // namespace bench
