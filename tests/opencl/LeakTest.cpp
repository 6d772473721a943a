// Leaks: creating and releasing every kind of object many times must not
// grow the process's open file descriptors, threads (each queue may own
// one) or resident memory once warmed up. Catches objects whose last
// release forgets Vulkan memory, a scheduler thread, or a reference held
// by enqueued work.
#include "ClFixture.h"

#include <chrono>
#include <dirent.h>
#include <fstream>
#include <thread>
#include <unistd.h>

namespace vkcl::cltest {
namespace {

size_t countEntries(const char *dir) {
  size_t n = 0;
  if (DIR *d = opendir(dir)) {
    while (dirent *e = readdir(d))
      n += e->d_name[0] != '.';
    closedir(d);
  }
  return n;
}

/// Resident memory in KiB.
size_t residentKiB() {
  std::ifstream statm("/proc/self/statm");
  size_t pages = 0, resident = 0;
  statm >> pages >> resident;
  return resident * size_t(sysconf(_SC_PAGESIZE)) / 1024;
}

struct Usage {
  size_t fds, threads, rssKiB;
};
Usage usage() {
  // Threads of released queues may take a moment to finish.
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  return {countEntries("/proc/self/fd"), countEntries("/proc/self/task"),
          residentKiB()};
}

const char *Source = R"(
kernel void add(global const int *a, global int *b, local int *scratch) {
  size_t i = get_global_id(0);
  scratch[get_local_id(0)] = a[i];
  b[i] += scratch[get_local_id(0)];
}
)";

class Leak : public ClTest {
protected:
  /// One cycle of everything but program builds: a context with a queue
  /// and a buffer; then, in the fixture's context (where `program` is
  /// built), two queues, a buffer and sub-buffer, a kernel run, a map and
  /// events; all released.
  void objectCycle(cl_program program) {
    cl_int err = CL_SUCCESS;
    {
      ClContext own(
          clCreateContext(nullptr, 1, &device_, nullptr, nullptr, &err));
      ASSERT_CL(err);
      ClQueue q(
          clCreateCommandQueueWithProperties(own, device_, nullptr, &err));
      ASSERT_CL(err);
      ClMem m(clCreateBuffer(own, CL_MEM_READ_WRITE, 4096, nullptr, &err));
      ASSERT_CL(err);
      static const int v = 5;
      ASSERT_CL(
          clEnqueueWriteBuffer(q, m, CL_FALSE, 0, 4, &v, 0, nullptr, nullptr));
      // Released with the write possibly still queued.
    }
    cl_context c = context_;
    const cl_queue_properties props[] = {CL_QUEUE_PROPERTIES,
                                         CL_QUEUE_PROFILING_ENABLE, 0};
    ClQueue q(clCreateCommandQueueWithProperties(c, device_, props, &err));
    ASSERT_CL(err);
    ClQueue q2(clCreateCommandQueueWithProperties(c, device_, nullptr, &err));
    ASSERT_CL(err);
    const size_t n = 1 << 16;
    std::vector<int> host(n, 1);
    ClMem a(clCreateBuffer(c, CL_MEM_COPY_HOST_PTR, n * 4, host.data(), &err));
    ASSERT_CL(err);
    ClMem b(clCreateBuffer(c, CL_MEM_READ_WRITE, n * 4, nullptr, &err));
    ASSERT_CL(err);
    cl_buffer_region region{0, 1024};
    ClMem sub(
        clCreateSubBuffer(b, 0, CL_BUFFER_CREATE_TYPE_REGION, &region, &err));
    ASSERT_CL(err);
    ClEvent user(clCreateUserEvent(c, &err));
    ASSERT_CL(err);
    int zero = 0;
    ClEvent filled, ran;
    ASSERT_CL(clEnqueueFillBuffer(q, b, &zero, 4, 0, n * 4, 1, user.ptr(),
                                  filled.out()));
    ASSERT_CL(clSetUserEventStatus(user, CL_COMPLETE));
    if (program) {
      ClKernel k(clCreateKernel(program, "add", &err));
      ASSERT_CL(err);
      cl_mem am = a, bm = b;
      ASSERT_CL(clSetKernelArg(k, 0, sizeof(am), &am));
      ASSERT_CL(clSetKernelArg(k, 1, sizeof(bm), &bm));
      ASSERT_CL(clSetKernelArg(k, 2, 64 * sizeof(int), nullptr));
      const size_t local = 64;
      ASSERT_CL(clEnqueueNDRangeKernel(q, k, 1, nullptr, &n, &local, 0, nullptr,
                                       ran.out()));
      // The kernel object goes away while its work is still queued.
    }
    void *p = clEnqueueMapBuffer(q2, sub, CL_FALSE, CL_MAP_READ, 0, 1024,
                                 program ? 1 : 0, program ? ran.ptr() : nullptr,
                                 nullptr, &err);
    ASSERT_CL(err);
    ASSERT_CL(clEnqueueUnmapMemObject(q2, sub, p, 0, nullptr, nullptr));
    ASSERT_CL(clFinish(q2));
    ASSERT_CL(clFinish(q));
  }
  ClProgram program() {
    const char *text = Source;
    cl_int err = CL_SUCCESS;
    ClProgram p(clCreateProgramWithSource(context_, 1, &text, nullptr, &err));
    EXPECT_CL(err);
    EXPECT_CL(clBuildProgram(p, 1, &device_, nullptr, nullptr, nullptr));
    return p;
  }
};

void expectStable(const Usage &before, const Usage &after, size_t rssSlackKiB,
                  const char *what) {
  EXPECT_LE(after.fds, before.fds) << what << ": open file descriptors";
  EXPECT_LE(after.threads, before.threads) << what << ": threads";
  EXPECT_LE(after.rssKiB, before.rssKiB + rssSlackKiB)
      << what << ": resident memory grew from " << before.rssKiB << " to "
      << after.rssKiB << " KiB";
}

TEST_F(Leak, ObjectsCreatedAndReleasedInALoop) {
  ClProgram p = program();
  ASSERT_TRUE(p);
  for (int i = 0; i < 10; ++i)
    objectCycle(p);
  ASSERT_FALSE(HasFailure());
  Usage before = usage();
  for (int i = 0; i < 150 && !HasFailure(); ++i)
    objectCycle(p);
  // Each cycle allocates 512 KiB of buffers: 150 leaked cycles would be
  // 75 MiB; allow a little allocator noise.
  expectStable(before, usage(), 8 * 1024, "150 object cycles");
}

TEST_F(Leak, ProgramsBuiltAndReleasedInALoop) {
  for (int i = 0; i < 3; ++i)
    program();
  Usage before = usage();
  for (int i = 0; i < 25 && !HasFailure(); ++i) {
    ClProgram p = program();
    cl_int err = CL_SUCCESS;
    ClKernel k(clCreateKernel(p, "add", &err));
    EXPECT_CL(err);
    ClKernel clone(clCloneKernel(k, &err));
    EXPECT_CL(err);
  }
  expectStable(before, usage(), 8 * 1024, "25 builds");
}

TEST_F(Leak, QueuesDoNotKeepThreads) {
  Usage before = usage();
  for (int i = 0; i < 50; ++i) {
    cl_int err = CL_SUCCESS;
    ClQueue q(
        clCreateCommandQueueWithProperties(context_, device_, nullptr, &err));
    ASSERT_CL(err);
    ASSERT_CL(clFinish(q));
  }
  Usage after = usage();
  EXPECT_LE(after.threads, before.threads);
  EXPECT_LE(after.fds, before.fds);
}

} // namespace
} // namespace vkcl::cltest
