// Thread safety (OpenCL 3.0: every API call is thread-safe except
// clSetKernelArg, clSetKernelExecInfo and clCloneKernel on one kernel):
// threads enqueueing on their own queues and on one shared queue, programs
// built concurrently, one object retained and released from many threads,
// and a user event completed from another thread.
#include "ClFixture.h"

#include <atomic>
#include <thread>

namespace vkcl::cltest {
namespace {

const char *AffineSource = R"(
kernel void affine(global const uint *in, global uint *out, uint a, uint b) {
  size_t i = get_global_id(0);
  out[i] = in[i] * a + b;
}
)";

constexpr int Threads = 4;

class Thread : public ClTest {
protected:
  /// One thread's work: `rounds` of write, kernel, read on `queue`, each
  /// checked; returns the number of wrong rounds (or -1 on an API error).
  int work(cl_command_queue queue, cl_program program, int id, int rounds) {
    cl_int err = CL_SUCCESS;
    ClKernel k(clCreateKernel(program, "affine", &err));
    if (err != CL_SUCCESS)
      return -1;
    const size_t n = 2048;
    ClMem in(clCreateBuffer(context_, CL_MEM_READ_WRITE, n * 4, nullptr, &err));
    ClMem out(
        clCreateBuffer(context_, CL_MEM_READ_WRITE, n * 4, nullptr, &err));
    if (err != CL_SUCCESS)
      return -1;
    int wrong = 0;
    for (int r = 0; r < rounds; ++r) {
      std::vector<uint32_t> data =
          randomValues<uint32_t>(n, uint32_t(id * 1000 + r), 0, ~0u);
      std::vector<uint32_t> back(n, 0);
      cl_uint a = cl_uint(id + 3), b = cl_uint(r);
      cl_mem inMem = in, outMem = out;
      if (clEnqueueWriteBuffer(queue, in, CL_FALSE, 0, n * 4, data.data(), 0,
                               nullptr, nullptr) != CL_SUCCESS ||
          clSetKernelArg(k, 0, sizeof(cl_mem), &inMem) != CL_SUCCESS ||
          clSetKernelArg(k, 1, sizeof(cl_mem), &outMem) != CL_SUCCESS ||
          clSetKernelArg(k, 2, sizeof(a), &a) != CL_SUCCESS ||
          clSetKernelArg(k, 3, sizeof(b), &b) != CL_SUCCESS ||
          clEnqueueNDRangeKernel(queue, k, 1, nullptr, &n, nullptr, 0, nullptr,
                                 nullptr) != CL_SUCCESS ||
          clEnqueueReadBuffer(queue, out, CL_TRUE, 0, n * 4, back.data(), 0,
                              nullptr, nullptr) != CL_SUCCESS)
        return -1;
      for (size_t i = 0; i < n; ++i)
        if (back[i] != data[i] * a + b) {
          ++wrong;
          break;
        }
    }
    return wrong;
  }
};

TEST_F(Thread, EachThreadWithItsOwnQueue) {
  ClProgram p = build(AffineSource);
  ASSERT_TRUE(p);
  std::vector<int> results(Threads, -2);
  std::vector<std::thread> threads;
  for (int t = 0; t < Threads; ++t)
    threads.emplace_back([&, t] {
      cl_int err = CL_SUCCESS;
      ClQueue q(
          clCreateCommandQueueWithProperties(context_, device_, nullptr, &err));
      results[t] = err == CL_SUCCESS ? work(q, p, t, 12) : -1;
    });
  for (std::thread &t : threads)
    t.join();
  EXPECT_EQ(std::vector<int>(Threads, 0), results)
      << "per thread: wrong rounds, -1 = API error";
}

TEST_F(Thread, AllThreadsOnOneQueue) {
  ClProgram p = build(AffineSource);
  ASSERT_TRUE(p);
  std::vector<int> results(Threads, -2);
  std::vector<std::thread> threads;
  for (int t = 0; t < Threads; ++t)
    threads.emplace_back([&, t] { results[t] = work(queue_, p, t, 12); });
  for (std::thread &t : threads)
    t.join();
  EXPECT_EQ(std::vector<int>(Threads, 0), results);
}

TEST_F(Thread, ProgramsBuiltConcurrently) {
  std::vector<int> values(Threads, -1);
  std::vector<std::thread> threads;
  for (int t = 0; t < Threads; ++t)
    threads.emplace_back([&, t] {
      const char *text = "kernel void v(global int *out) { out[0] = VALUE; }";
      cl_int err = CL_SUCCESS;
      ClProgram p(clCreateProgramWithSource(context_, 1, &text, nullptr, &err));
      std::string options = "-DVALUE=" + std::to_string(100 + t);
      if (err != CL_SUCCESS || clBuildProgram(p, 1, &device_, options.c_str(),
                                              nullptr, nullptr) != CL_SUCCESS)
        return;
      ClKernel k(clCreateKernel(p, "v", &err));
      ClQueue q(
          clCreateCommandQueueWithProperties(context_, device_, nullptr, &err));
      ClMem out(clCreateBuffer(context_, CL_MEM_READ_WRITE, 4, nullptr, &err));
      cl_mem m = out;
      const size_t one = 1;
      int value = -1;
      if (clSetKernelArg(k, 0, sizeof(m), &m) == CL_SUCCESS &&
          clEnqueueNDRangeKernel(q, k, 1, nullptr, &one, nullptr, 0, nullptr,
                                 nullptr) == CL_SUCCESS &&
          clEnqueueReadBuffer(q, out, CL_TRUE, 0, 4, &value, 0, nullptr,
                              nullptr) == CL_SUCCESS)
        values[t] = value;
    });
  for (std::thread &t : threads)
    t.join();
  for (int t = 0; t < Threads; ++t)
    EXPECT_EQ(100 + t, values[t]) << "thread " << t;
}

TEST_F(Thread, RetainAndReleaseFromManyThreads) {
  ClMem m = buffer(64);
  std::atomic<int> errors{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < Threads; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < 2000; ++i)
        if (clRetainMemObject(m) != CL_SUCCESS ||
            clReleaseMemObject(m) != CL_SUCCESS)
          errors++;
    });
  for (std::thread &t : threads)
    t.join();
  EXPECT_EQ(0, errors.load());
  cl_uint refs = 0;
  ASSERT_CL(clGetMemObjectInfo(m, CL_MEM_REFERENCE_COUNT, sizeof(refs), &refs,
                               nullptr));
  EXPECT_EQ(1u, refs);
}

TEST_F(Thread, UserEventCompletedFromAnotherThread) {
  cl_int err = CL_SUCCESS;
  ClEvent gate(clCreateUserEvent(context_, &err));
  ASSERT_CL(err);
  std::vector<uint32_t> data(1024, 42), back(1024, 0);
  ClMem m = buffer(4096);
  ASSERT_CL(clEnqueueWriteBuffer(queue_, m, CL_FALSE, 0, 4096, data.data(), 1,
                                 gate.ptr(), nullptr));
  std::thread setter([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(30));
    clSetUserEventStatus(gate, CL_COMPLETE);
  });
  EXPECT_CL(clEnqueueReadBuffer(queue_, m, CL_TRUE, 0, 4096, back.data(), 0,
                                nullptr, nullptr));
  setter.join();
  EXPECT_EQ(data, back);
}

} // namespace
} // namespace vkcl::cltest
