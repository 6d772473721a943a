// Process exit with GPU work still in flight: an application may return
// from main (or call exit) without clFinish and without releasing its
// queues, and one that released everything may exit while the released
// queue's last commands still run. Either way the process must exit with
// the application's status: the platform's queue threads must not call
// into the Vulkan driver while exit() unloads it and its layers (the CTS's
// test_bruteforce died so, with SIGSEGV after its last test had passed).
//
// Each case runs in a child process (a gtest death test that expects a
// normal exit), with the validation layer on as in every entry of this
// suite: its unloading is where the fault showed.
#include "ClFixture.h"

#include <cstdlib>

namespace vkcl::cltest {
namespace {

// Long enough on lavapipe and SwiftShader (some 10^8 iterations over 2
// cores) that the work is still running when the child exits; short enough
// that waiting for it keeps the test quick.
const char *SlowSource = R"(
kernel void spin(global float *out, int rounds) {
  size_t i = get_global_id(0);
  float x = (float)i;
  for (int r = 0; r < rounds; ++r)
    x = x * 0.999f + 1.0f;
  out[i] = x;
}
)";
constexpr size_t SlowItems = 1u << 20;
constexpr cl_int SlowRounds = 100;

class Exit : public ClTest {
protected:
  void SetUp() override {
    ClTest::SetUp();
    // The child re-runs the test from the start (threadsafe style): a
    // fork of a process with the platform's threads would not be sound.
    GTEST_FLAG_SET(death_test_style, "threadsafe");
  }

  /// The child's whole run: enqueues the slow kernel `times` times on a new
  /// queue and flushes, releases every handle when `releaseAll`, and exits
  /// with `status` while the work runs. Setup failures exit with 10-14.
  [[noreturn]] void startAndExit(int times, bool releaseAll, int status) {
    cl_int err = CL_SUCCESS;
    cl_command_queue queue =
        clCreateCommandQueueWithProperties(context_, device_, nullptr, &err);
    if (err != CL_SUCCESS)
      std::_Exit(10);
    cl_kernel spin = kernel(SlowSource, "spin").take();
    cl_mem out = buffer(SlowItems * sizeof(float)).take();
    if (!spin || !out)
      std::_Exit(11);
    if (clSetKernelArg(spin, 0, sizeof(cl_mem), &out) != CL_SUCCESS ||
        clSetKernelArg(spin, 1, sizeof(cl_int), &SlowRounds) != CL_SUCCESS)
      std::_Exit(12);
    for (int i = 0; i < times; ++i)
      if (clEnqueueNDRangeKernel(queue, spin, 1, nullptr, &SlowItems, nullptr,
                                 0, nullptr, nullptr) != CL_SUCCESS)
        std::_Exit(13);
    if (clFlush(queue) != CL_SUCCESS)
      std::_Exit(14);
    if (releaseAll) {
      clReleaseKernel(spin);
      clReleaseMemObject(out);
      clReleaseCommandQueue(queue);
      context_.reset();
      queue_.reset();
    }
    std::exit(status);
  }
};

TEST_F(Exit, WithoutFinishOrRelease) {
  // Work queued and running, nothing finished or released.
  EXPECT_EXIT(startAndExit(4, false, 0), ::testing::ExitedWithCode(0), "");
}

TEST_F(Exit, AfterReleasingWhileWorkRuns) {
  // Everything released (what a careful program does), but not finished:
  // the queue lives on until its commands complete, on the platform's own
  // thread, and the process exits meanwhile.
  EXPECT_EXIT(startAndExit(2, true, 0), ::testing::ExitedWithCode(0), "");
}

TEST_F(Exit, StatusIsTheApplications) {
  // The exit handler does not change the status the program exits with.
  EXPECT_EXIT(startAndExit(1, false, 3), ::testing::ExitedWithCode(3), "");
}

} // namespace
} // namespace vkcl::cltest
