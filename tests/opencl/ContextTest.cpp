// Contexts: creation from devices and from a type, their queries, reference
// counts, and destructor callbacks (run in reverse order of registration,
// once the last reference and every object attached to the context are
// gone).
#include "ClFixture.h"

#include <chrono>
#include <mutex>
#include <thread>

namespace vkcl::cltest {
namespace {

class Context : public ClTest {
protected:
  cl_uint refCount(cl_context c) {
    cl_uint n = 0;
    EXPECT_CL(clGetContextInfo(c, CL_CONTEXT_REFERENCE_COUNT, sizeof(n), &n,
                               nullptr));
    return n;
  }
  std::vector<cl_device_id> devices(cl_context c) {
    cl_uint n = 0;
    EXPECT_CL(
        clGetContextInfo(c, CL_CONTEXT_NUM_DEVICES, sizeof(n), &n, nullptr));
    size_t size = 0;
    EXPECT_CL(clGetContextInfo(c, CL_CONTEXT_DEVICES, 0, nullptr, &size));
    EXPECT_EQ(n * sizeof(cl_device_id), size);
    std::vector<cl_device_id> list(size / sizeof(cl_device_id));
    EXPECT_CL(
        clGetContextInfo(c, CL_CONTEXT_DEVICES, size, list.data(), nullptr));
    return list;
  }
};

/// Records the order destructor callbacks run in (from any thread).
struct CallLog {
  std::mutex mutex;
  std::vector<int> calls;
  cl_context context = nullptr;
  void clear() {
    std::lock_guard<std::mutex> lock(mutex);
    calls.clear();
  }
  /// The calls so far, after waiting up to 30 seconds for `count` of them
  /// (a platform may free the context on its own thread).
  std::vector<int> wait(size_t count) {
    for (int i = 0; i < 3000; ++i) {
      {
        std::lock_guard<std::mutex> lock(mutex);
        if (calls.size() >= count)
          break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    std::lock_guard<std::mutex> lock(mutex);
    return calls;
  }
};
struct Tagged {
  CallLog *log;
  int tag;
};
void CL_CALLBACK onContextDestroyed(cl_context context, void *data) {
  auto *t = static_cast<Tagged *>(data);
  std::lock_guard<std::mutex> lock(t->log->mutex);
  t->log->context = context;
  t->log->calls.push_back(t->tag);
}

TEST_F(Context, ReferenceCounting) {
  // The count may include the platform's own references (the fixture's
  // queue), so only changes are checked; a fresh context has exactly one.
  cl_uint before = refCount(context_);
  EXPECT_CL(clRetainContext(context_));
  EXPECT_EQ(before + 1, refCount(context_));
  EXPECT_CL(clReleaseContext(context_));
  EXPECT_EQ(before, refCount(context_));
  cl_int err = CL_SUCCESS;
  ClContext fresh(
      clCreateContext(nullptr, 1, &device_, nullptr, nullptr, &err));
  ASSERT_CL(err);
  EXPECT_EQ(1u, refCount(fresh));
}

TEST_F(Context, DevicesAndProperties) {
  EXPECT_EQ(std::vector<cl_device_id>{device_}, devices(context_));
  // Created with NULL properties: the query returns nothing.
  size_t size = 1;
  EXPECT_CL(
      clGetContextInfo(context_, CL_CONTEXT_PROPERTIES, 0, nullptr, &size));
  EXPECT_EQ(0u, size);
  // With properties: the same list back, terminator included.
  const cl_context_properties props[] = {
      CL_CONTEXT_PLATFORM, reinterpret_cast<cl_context_properties>(platform_),
      0};
  cl_int err = CL_SUCCESS;
  ClContext c(clCreateContext(props, 1, &device_, nullptr, nullptr, &err));
  ASSERT_CL(err);
  ASSERT_CL(clGetContextInfo(c, CL_CONTEXT_PROPERTIES, 0, nullptr, &size));
  ASSERT_EQ(sizeof(props), size);
  cl_context_properties back[3] = {};
  ASSERT_CL(clGetContextInfo(c, CL_CONTEXT_PROPERTIES, size, back, nullptr));
  EXPECT_EQ(0, std::memcmp(props, back, sizeof(props)));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetContextInfo(c, 0x7fff, 0, nullptr, &size));
  cl_uint n = 0;
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetContextInfo(c, CL_CONTEXT_NUM_DEVICES, 1, &n, nullptr));
}

TEST_F(Context, DuplicateDevicesAreIgnored) {
  cl_device_id twice[] = {device_, device_};
  cl_int err = CL_SUCCESS;
  ClContext c(clCreateContext(nullptr, 2, twice, nullptr, nullptr, &err));
  ASSERT_CL(err);
  EXPECT_EQ(std::vector<cl_device_id>{device_}, devices(c));
}

TEST_F(Context, FromType) {
  const cl_context_properties props[] = {
      CL_CONTEXT_PLATFORM, reinterpret_cast<cl_context_properties>(platform_),
      0};
  cl_device_type own = deviceValue<cl_device_type>(device_, CL_DEVICE_TYPE) &
                       ~CL_DEVICE_TYPE_DEFAULT;
  for (cl_device_type type : {cl_device_type(CL_DEVICE_TYPE_ALL),
                              cl_device_type(CL_DEVICE_TYPE_DEFAULT), own}) {
    SCOPED_TRACE(type);
    cl_int err = CL_SUCCESS;
    ClContext c(clCreateContextFromType(props, type, nullptr, nullptr, &err));
    ASSERT_CL(err);
    std::vector<cl_device_id> list = devices(c);
    ASSERT_FALSE(list.empty());
    for (cl_device_id d : list)
      EXPECT_EQ(platform_, deviceValue<cl_platform_id>(d, CL_DEVICE_PLATFORM));
  }
  cl_int err = CL_SUCCESS;
  EXPECT_EQ(nullptr,
            ClContext(clCreateContextFromType(props, CL_DEVICE_TYPE_CUSTOM,
                                              nullptr, nullptr, &err))
                .get());
  EXPECT_CL_ERR(CL_DEVICE_NOT_FOUND, err);
  EXPECT_EQ(nullptr,
            ClContext(clCreateContextFromType(props, cl_device_type(1) << 40,
                                              nullptr, nullptr, &err))
                .get());
  EXPECT_CL_ERR(CL_INVALID_DEVICE_TYPE, err);
}

TEST_F(Context, CreationErrors) {
  cl_int err = CL_SUCCESS;
  EXPECT_EQ(nullptr, ClContext(clCreateContext(nullptr, 1, nullptr, nullptr,
                                               nullptr, &err))
                         .get());
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
  EXPECT_EQ(nullptr, ClContext(clCreateContext(nullptr, 0, &device_, nullptr,
                                               nullptr, &err))
                         .get());
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
  int data = 0;
  EXPECT_EQ(nullptr, ClContext(clCreateContext(nullptr, 1, &device_, nullptr,
                                               &data, &err))
                         .get());
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "user_data without pfn_notify";
  const cl_context_properties unknown[] = {
      CL_CONTEXT_PLATFORM, reinterpret_cast<cl_context_properties>(platform_),
      0x7fff, 1, 0};
  EXPECT_EQ(nullptr, ClContext(clCreateContext(unknown, 1, &device_, nullptr,
                                               nullptr, &err))
                         .get());
  EXPECT_CL_ERR(CL_INVALID_PROPERTY, err);
  const cl_context_properties twice[] = {
      CL_CONTEXT_PLATFORM, reinterpret_cast<cl_context_properties>(platform_),
      CL_CONTEXT_PLATFORM, reinterpret_cast<cl_context_properties>(platform_),
      0};
  EXPECT_EQ(nullptr, ClContext(clCreateContext(twice, 1, &device_, nullptr,
                                               nullptr, &err))
                         .get());
  EXPECT_CL_ERR(CL_INVALID_PROPERTY, err);
  const cl_context_properties badValue[] = {CL_CONTEXT_INTEROP_USER_SYNC, -1,
                                            0};
  EXPECT_EQ(nullptr, ClContext(clCreateContext(badValue, 1, &device_, nullptr,
                                               nullptr, &err))
                         .get());
  EXPECT_CL_ERR(CL_INVALID_PROPERTY, err) << "CL_CONTEXT_INTEROP_USER_SYNC -1";
  // errcode_ret may be NULL.
  ClContext ok(
      clCreateContext(nullptr, 1, &device_, nullptr, nullptr, nullptr));
  EXPECT_NE(nullptr, ok.get());
}

TEST_F(Context, DestructorCallbacksRunInReverseOrder) {
  static CallLog log; // callbacks may come late: outlive the test
  log.clear();
  Tagged first{&log, 1}, second{&log, 2}, third{&log, 3};
  cl_int err = CL_SUCCESS;
  cl_context c = clCreateContext(nullptr, 1, &device_, nullptr, nullptr, &err);
  ASSERT_CL(err);
  ASSERT_CL(clSetContextDestructorCallback(c, onContextDestroyed, &first));
  ASSERT_CL(clSetContextDestructorCallback(c, onContextDestroyed, &second));
  ASSERT_CL(clSetContextDestructorCallback(c, onContextDestroyed, &third));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clSetContextDestructorCallback(c, nullptr, nullptr));
  ASSERT_CL(clRetainContext(c));
  ASSERT_CL(clReleaseContext(c));
  EXPECT_TRUE(log.wait(0).empty()) << "one reference is left";
  ASSERT_CL(clReleaseContext(c));
  EXPECT_EQ((std::vector<int>{3, 2, 1}), log.wait(3));
  EXPECT_EQ(c, log.context);
}

TEST_F(Context, LivesUntilItsObjectsAreReleased) {
  static CallLog log; // callbacks may come late: outlive the test
  log.clear();
  Tagged tag{&log, 1};
  cl_int err = CL_SUCCESS;
  cl_context c = clCreateContext(nullptr, 1, &device_, nullptr, nullptr, &err);
  ASSERT_CL(err);
  ASSERT_CL(clSetContextDestructorCallback(c, onContextDestroyed, &tag));
  cl_mem mem = clCreateBuffer(c, CL_MEM_READ_WRITE, 64, nullptr, &err);
  ASSERT_CL(err);
  cl_command_queue q =
      clCreateCommandQueueWithProperties(c, device_, nullptr, &err);
  ASSERT_CL(err);
  ASSERT_CL(clReleaseContext(c));
  EXPECT_TRUE(log.wait(0).empty()) << "a buffer and a queue still use it";
  // Objects created from it still work and still name it.
  cl_context owner = nullptr;
  EXPECT_CL(
      clGetMemObjectInfo(mem, CL_MEM_CONTEXT, sizeof(owner), &owner, nullptr));
  EXPECT_EQ(c, owner);
  uint32_t value = 7;
  EXPECT_CL(
      clEnqueueWriteBuffer(q, mem, CL_TRUE, 0, 4, &value, 0, nullptr, nullptr));
  ASSERT_CL(clReleaseMemObject(mem));
  EXPECT_TRUE(log.wait(0).empty()) << "the queue still uses it";
  ASSERT_CL(clReleaseCommandQueue(q));
  EXPECT_EQ(std::vector<int>{1}, log.wait(1));
}

TEST_F(Context, NotifyCallbackAcceptedWithUserData) {
  struct Notes {
    int count = 0;
  } notes;
  auto notify = [](const char *, const void *, size_t, void *data) {
    static_cast<Notes *>(data)->count++;
  };
  cl_int err = CL_SUCCESS;
  ClContext c(clCreateContext(nullptr, 1, &device_, notify, &notes, &err));
  ASSERT_CL(err);
  EXPECT_EQ(0, notes.count) << "nothing went wrong yet";
}

} // namespace
} // namespace vkcl::cltest
