// Command queues: properties and queries, in-order execution, out-of-order
// queues ordered by events, release with work pending, and profiling
// (CL_PROFILING_COMMAND_QUEUED <= SUBMIT <= START <= END <= COMPLETE).
#include "ClFixture.h"

namespace vkcl::cltest {
namespace {

const char *IncrementSource = R"(
kernel void increment(global uint *counter) { counter[0] += 1u; }
)";

class Queue : public ClTest {
protected:
  cl_command_queue_properties hostProperties() {
    return deviceValue<cl_command_queue_properties>(
        device_, CL_DEVICE_QUEUE_ON_HOST_PROPERTIES);
  }
  ClQueue create(cl_command_queue_properties properties) {
    const cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, properties, 0};
    cl_int err = CL_SUCCESS;
    ClQueue q(
        clCreateCommandQueueWithProperties(context_, device_, props, &err));
    EXPECT_CL(err);
    return q;
  }
  /// CL_PROFILING_COMMAND_x of a completed event.
  cl_ulong profile(cl_event e, cl_profiling_info which) {
    cl_ulong t = 0;
    EXPECT_CL(clGetEventProfilingInfo(e, which, sizeof(t), &t, nullptr));
    return t;
  }
};

TEST_F(Queue, Queries) {
  cl_context c = nullptr;
  ASSERT_CL(
      clGetCommandQueueInfo(queue_, CL_QUEUE_CONTEXT, sizeof(c), &c, nullptr));
  EXPECT_EQ(context_.get(), c);
  cl_device_id d = nullptr;
  ASSERT_CL(
      clGetCommandQueueInfo(queue_, CL_QUEUE_DEVICE, sizeof(d), &d, nullptr));
  EXPECT_EQ(device_, d);
  cl_uint refs = 0;
  ASSERT_CL(clGetCommandQueueInfo(queue_, CL_QUEUE_REFERENCE_COUNT,
                                  sizeof(refs), &refs, nullptr));
  EXPECT_EQ(1u, refs);
  ASSERT_CL(clRetainCommandQueue(queue_));
  ASSERT_CL(clGetCommandQueueInfo(queue_, CL_QUEUE_REFERENCE_COUNT,
                                  sizeof(refs), &refs, nullptr));
  EXPECT_EQ(2u, refs);
  ASSERT_CL(clReleaseCommandQueue(queue_));
  cl_command_queue_properties props = ~0ull;
  ASSERT_CL(clGetCommandQueueInfo(queue_, CL_QUEUE_PROPERTIES, sizeof(props),
                                  &props, nullptr));
  EXPECT_EQ(0u, props);
  size_t size = 1;
  ASSERT_CL(clGetCommandQueueInfo(queue_, CL_QUEUE_PROPERTIES_ARRAY, 0, nullptr,
                                  &size));
  EXPECT_EQ(0u, size) << "created with NULL properties";
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetCommandQueueInfo(queue_, 0x7fff, 0, nullptr, &size));
}

TEST_F(Queue, PropertiesArrayIsReturned) {
  const cl_queue_properties props[] = {CL_QUEUE_PROPERTIES,
                                       CL_QUEUE_PROFILING_ENABLE, 0};
  cl_int err = CL_SUCCESS;
  ClQueue q(clCreateCommandQueueWithProperties(context_, device_, props, &err));
  ASSERT_CL(err);
  size_t size = 0;
  ASSERT_CL(
      clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES_ARRAY, 0, nullptr, &size));
  ASSERT_EQ(sizeof(props), size);
  cl_queue_properties back[3] = {};
  ASSERT_CL(
      clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES_ARRAY, size, back, nullptr));
  EXPECT_EQ(0, std::memcmp(props, back, sizeof(props)));
  cl_command_queue_properties bits = 0;
  ASSERT_CL(clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof(bits), &bits,
                                  nullptr));
  EXPECT_EQ(CL_QUEUE_PROFILING_ENABLE, bits);
}

TEST_F(Queue, CreationErrors) {
  cl_int err = CL_SUCCESS;
  const cl_queue_properties unknown[] = {0x7fff, 1, 0};
  EXPECT_EQ(nullptr, clCreateCommandQueueWithProperties(context_, device_,
                                                        unknown, &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
  if (deviceValue<cl_command_queue_properties>(
          device_, CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES) == 0) {
    const cl_queue_properties onDevice[] = {
        CL_QUEUE_PROPERTIES,
        CL_QUEUE_ON_DEVICE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, 0};
    EXPECT_EQ(nullptr, clCreateCommandQueueWithProperties(context_, device_,
                                                          onDevice, &err));
    EXPECT_CL_ERR(CL_INVALID_QUEUE_PROPERTIES, err);
  }
  EXPECT_EQ(nullptr, clCreateCommandQueue(context_, device_,
                                          cl_bitfield(1) << 20, &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
}

TEST_F(Queue, OutOfOrderSupportedOrRefused) {
  cl_int err = CL_SUCCESS;
  const cl_queue_properties props[] = {
      CL_QUEUE_PROPERTIES, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, 0};
  ClQueue q(clCreateCommandQueueWithProperties(context_, device_, props, &err));
  if (hostProperties() & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE) {
    EXPECT_CL(err);
  } else {
    EXPECT_EQ(nullptr, q.get());
    EXPECT_CL_ERR(CL_INVALID_QUEUE_PROPERTIES, err);
  }
}

TEST_F(Queue, DeprecatedCreateStillWorks) {
  cl_int err = CL_SUCCESS;
  ClQueue q(
      clCreateCommandQueue(context_, device_, CL_QUEUE_PROFILING_ENABLE, &err));
  ASSERT_CL(err);
  uint32_t v = 42, back = 0;
  ClMem mem = buffer(4);
  EXPECT_CL(
      clEnqueueWriteBuffer(q, mem, CL_FALSE, 0, 4, &v, 0, nullptr, nullptr));
  EXPECT_CL(
      clEnqueueReadBuffer(q, mem, CL_TRUE, 0, 4, &back, 0, nullptr, nullptr));
  EXPECT_EQ(42u, back);
}

TEST_F(Queue, InOrderQueueRunsCommandsInOrder) {
  ClKernel k = kernel(IncrementSource, "increment");
  ASSERT_TRUE(k);
  ClMem counter = bufferOf(std::vector<uint32_t>{0});
  setArg(k, 0, counter.get());
  const size_t one = 1;
  for (int i = 0; i < 64; ++i)
    ASSERT_CL(clEnqueueNDRangeKernel(queue_, k, 1, nullptr, &one, nullptr, 0,
                                     nullptr, nullptr));
  EXPECT_EQ(64u, read<uint32_t>(counter, 1)[0]);
}

TEST_F(Queue, OutOfOrderQueueHonoursEvents) {
  if (!(hostProperties() & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE))
    GTEST_SKIP() << "no out-of-order queues";
  ClQueue q = create(CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
  ASSERT_TRUE(q);
  ClKernel k = kernel(IncrementSource, "increment");
  ASSERT_TRUE(k);
  ClMem counter = bufferOf(std::vector<uint32_t>{0});
  setArg(k, 0, counter.get());
  const size_t one = 1;
  ClEvent last;
  for (int i = 0; i < 32; ++i) {
    ClEvent next;
    ASSERT_CL(clEnqueueNDRangeKernel(q, k, 1, nullptr, &one, nullptr,
                                     last ? 1 : 0, last ? last.ptr() : nullptr,
                                     next.out()));
    last = std::move(next);
  }
  uint32_t value = 0;
  ASSERT_CL(clEnqueueReadBuffer(q, counter, CL_TRUE, 0, 4, &value, 1,
                                last.ptr(), nullptr));
  EXPECT_EQ(32u, value);
}

TEST_F(Queue, ReleasedQueueStillCompletesItsWork) {
  std::vector<uint32_t> data = randomValues<uint32_t>(4096, 1, 0, 1u << 30);
  std::vector<uint32_t> back(data.size(), 0);
  ClMem mem = buffer(data.size() * 4);
  ClEvent done;
  {
    cl_int err = CL_SUCCESS;
    cl_command_queue q =
        clCreateCommandQueueWithProperties(context_, device_, nullptr, &err);
    ASSERT_CL(err);
    ASSERT_CL(clEnqueueWriteBuffer(q, mem, CL_FALSE, 0, data.size() * 4,
                                   data.data(), 0, nullptr, nullptr));
    ASSERT_CL(clEnqueueReadBuffer(q, mem, CL_FALSE, 0, back.size() * 4,
                                  back.data(), 0, nullptr, done.out()));
    ASSERT_CL(clReleaseCommandQueue(q));
  }
  ASSERT_CL(clWaitForEvents(1, done.ptr()));
  EXPECT_EQ(data, back);
}

TEST_F(Queue, FlushAndFinish) {
  ClMem mem = buffer(4096);
  std::vector<uint8_t> host(4096, 3);
  ClEvent e;
  ASSERT_CL(clEnqueueWriteBuffer(queue_, mem, CL_FALSE, 0, host.size(),
                                 host.data(), 0, nullptr, e.out()));
  EXPECT_CL(clFlush(queue_));
  EXPECT_CL(clFinish(queue_));
  cl_int status = 1;
  ASSERT_CL(clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(status),
                           &status, nullptr));
  EXPECT_EQ(CL_COMPLETE, status) << "clFinish returned before the write";
}

TEST_F(Queue, ProfilingTimestampsAreOrdered) {
  ClQueue q = create(CL_QUEUE_PROFILING_ENABLE);
  ASSERT_TRUE(q);
  ClKernel k = kernel(IncrementSource, "increment");
  ASSERT_TRUE(k);
  ClMem counter = bufferOf(std::vector<uint32_t>{0});
  setArg(k, 0, counter.get());
  std::vector<uint32_t> host(1 << 16, 5);
  ClMem big = buffer(host.size() * 4);
  ClEvent write, run, read;
  const size_t one = 1;
  ASSERT_CL(clEnqueueWriteBuffer(q, big, CL_FALSE, 0, host.size() * 4,
                                 host.data(), 0, nullptr, write.out()));
  ASSERT_CL(clEnqueueNDRangeKernel(q, k, 1, nullptr, &one, nullptr, 0, nullptr,
                                   run.out()));
  ASSERT_CL(clEnqueueReadBuffer(q, big, CL_FALSE, 0, host.size() * 4,
                                host.data(), 0, nullptr, read.out()));
  ASSERT_CL(clFinish(q));
  cl_ulong previousEnd = 0;
  for (cl_event e : {write.get(), run.get(), read.get()}) {
    cl_ulong queued = profile(e, CL_PROFILING_COMMAND_QUEUED);
    cl_ulong submit = profile(e, CL_PROFILING_COMMAND_SUBMIT);
    cl_ulong start = profile(e, CL_PROFILING_COMMAND_START);
    cl_ulong end = profile(e, CL_PROFILING_COMMAND_END);
    cl_ulong complete = profile(e, CL_PROFILING_COMMAND_COMPLETE);
    EXPECT_NE(0u, queued);
    EXPECT_LE(queued, submit);
    EXPECT_LE(submit, start);
    EXPECT_LE(start, end);
    EXPECT_LE(end, complete);
    // In-order queue: a command starts after the previous one ended.
    EXPECT_LE(previousEnd, start);
    previousEnd = end;
  }
  cl_ulong t = 0;
  size_t size = 0;
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetEventProfilingInfo(run, 0x7fff, sizeof(t), &t, &size));
  EXPECT_CL_ERR(
      CL_INVALID_VALUE,
      clGetEventProfilingInfo(run, CL_PROFILING_COMMAND_START, 1, &t, nullptr));
}

TEST_F(Queue, ProfilingInfoNotAvailable) {
  ClMem mem = buffer(64);
  uint32_t v = 1;
  ClEvent e;
  ASSERT_CL(clEnqueueWriteBuffer(queue_, mem, CL_TRUE, 0, 4, &v, 0, nullptr,
                                 e.out()));
  cl_ulong t = 0;
  EXPECT_CL_ERR(CL_PROFILING_INFO_NOT_AVAILABLE,
                clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_START,
                                        sizeof(t), &t, nullptr))
      << "queue without CL_QUEUE_PROFILING_ENABLE";
  cl_int err = CL_SUCCESS;
  ClEvent user(clCreateUserEvent(context_, &err));
  ASSERT_CL(err);
  EXPECT_CL_ERR(CL_PROFILING_INFO_NOT_AVAILABLE,
                clGetEventProfilingInfo(user, CL_PROFILING_COMMAND_QUEUED,
                                        sizeof(t), &t, nullptr))
      << "user event";
  // A profiled command that has not completed yet.
  ClQueue q = create(CL_QUEUE_PROFILING_ENABLE);
  ASSERT_TRUE(q);
  ClEvent gated;
  ASSERT_CL(clEnqueueWriteBuffer(q, mem, CL_FALSE, 0, 4, &v, 1, user.ptr(),
                                 gated.out()));
  EXPECT_CL_ERR(CL_PROFILING_INFO_NOT_AVAILABLE,
                clGetEventProfilingInfo(gated, CL_PROFILING_COMMAND_END,
                                        sizeof(t), &t, nullptr));
  ASSERT_CL(clSetUserEventStatus(user, CL_COMPLETE));
  ASSERT_CL(clWaitForEvents(1, gated.ptr()));
  EXPECT_CL(clGetEventProfilingInfo(gated, CL_PROFILING_COMMAND_END, sizeof(t),
                                    &t, nullptr));
}

TEST_F(Queue, HostAndDeviceTimers) {
  cl_ulong resolution = 0;
  ASSERT_CL(clGetPlatformInfo(platform_, CL_PLATFORM_HOST_TIMER_RESOLUTION,
                              sizeof(resolution), &resolution, nullptr));
  cl_ulong host = 0, device = 0;
  if (resolution == 0) {
    EXPECT_CL_ERR(CL_INVALID_OPERATION, clGetHostTimer(device_, &host));
    EXPECT_CL_ERR(CL_INVALID_OPERATION,
                  clGetDeviceAndHostTimer(device_, &device, &host));
    return;
  }
  cl_ulong host2 = 0;
  ASSERT_CL(clGetHostTimer(device_, &host));
  ASSERT_CL(clGetDeviceAndHostTimer(device_, &device, &host2));
  EXPECT_LE(host, host2);
  EXPECT_CL_ERR(CL_INVALID_VALUE, clGetHostTimer(device_, nullptr));
}

} // namespace
} // namespace vkcl::cltest
