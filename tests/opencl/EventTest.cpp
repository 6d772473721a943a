// Events: user events gating commands across two queues, status callbacks,
// markers and barriers, clWaitForEvents, and errors propagating from a
// user event set to a negative status to every command that waits on it
// (which then does nothing).
#include "ClFixture.h"

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

namespace vkcl::cltest {
namespace {

cl_int statusOf(cl_event e) {
  cl_int s = 1234;
  EXPECT_CL(clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(s), &s,
                           nullptr));
  return s;
}

/// Callback records: (status passed, thread-safe).
struct Calls {
  std::mutex mutex;
  std::vector<cl_int> statuses;
  void clear() {
    std::lock_guard<std::mutex> lock(mutex);
    statuses.clear();
  }
  std::vector<cl_int> wait(size_t count) {
    for (int i = 0; i < 3000; ++i) {
      {
        std::lock_guard<std::mutex> lock(mutex);
        if (statuses.size() >= count)
          break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    std::lock_guard<std::mutex> lock(mutex);
    return statuses;
  }
};
void CL_CALLBACK record(cl_event, cl_int status, void *data) {
  auto *calls = static_cast<Calls *>(data);
  std::lock_guard<std::mutex> lock(calls->mutex);
  calls->statuses.push_back(status);
}

class Event : public ClTest {
protected:
  /// A user event that TearDown fails if the test left it unset, so a
  /// failed assertion cannot leave the queues waiting for ever.
  ClEvent userEvent() {
    cl_int err = CL_SUCCESS;
    ClEvent e(clCreateUserEvent(context_, &err));
    EXPECT_CL(err);
    if (e && clRetainEvent(e) == CL_SUCCESS)
      gates_.push_back(e);
    return e;
  }
  void TearDown() override {
    for (cl_event e : gates_) {
      if (statusOf(e) > CL_COMPLETE)
        clSetUserEventStatus(e, -1);
      clReleaseEvent(e);
    }
    ClTest::TearDown();
  }
  std::vector<cl_event> gates_;
  ClQueue newQueue(cl_command_queue_properties props = 0) {
    const cl_queue_properties list[] = {CL_QUEUE_PROPERTIES, props, 0};
    cl_int err = CL_SUCCESS;
    ClQueue q(
        clCreateCommandQueueWithProperties(context_, device_, list, &err));
    EXPECT_CL(err);
    return q;
  }
};

TEST_F(Event, UserEventInfoAndStatusRules) {
  ClEvent u = userEvent();
  ASSERT_TRUE(u);
  EXPECT_EQ(CL_SUBMITTED, statusOf(u));
  cl_command_type type = 0;
  ASSERT_CL(
      clGetEventInfo(u, CL_EVENT_COMMAND_TYPE, sizeof(type), &type, nullptr));
  EXPECT_EQ(cl_command_type(CL_COMMAND_USER), type);
  cl_command_queue q = queue_;
  ASSERT_CL(clGetEventInfo(u, CL_EVENT_COMMAND_QUEUE, sizeof(q), &q, nullptr));
  EXPECT_EQ(nullptr, q);
  cl_context c = nullptr;
  ASSERT_CL(clGetEventInfo(u, CL_EVENT_CONTEXT, sizeof(c), &c, nullptr));
  EXPECT_EQ(context_.get(), c);
  EXPECT_CL_ERR(CL_INVALID_VALUE, clSetUserEventStatus(u, CL_RUNNING));
  EXPECT_CL_ERR(CL_INVALID_VALUE, clSetUserEventStatus(u, 5));
  ASSERT_CL(clSetUserEventStatus(u, CL_COMPLETE));
  EXPECT_EQ(CL_COMPLETE, statusOf(u));
  EXPECT_CL_ERR(CL_INVALID_OPERATION, clSetUserEventStatus(u, CL_COMPLETE))
      << "status set twice";
  // Not a user event.
  ClMem m = buffer(4);
  uint32_t v = 0;
  ClEvent command;
  ASSERT_CL(clEnqueueWriteBuffer(queue_, m, CL_TRUE, 0, 4, &v, 0, nullptr,
                                 command.out()));
  EXPECT_CL_ERR(CL_INVALID_EVENT, clSetUserEventStatus(command, CL_COMPLETE));
  cl_uint before = 0, refs = 0;
  ASSERT_CL(clGetEventInfo(command, CL_EVENT_REFERENCE_COUNT, sizeof(before),
                           &before, nullptr));
  ASSERT_CL(clRetainEvent(command));
  ASSERT_CL(clGetEventInfo(command, CL_EVENT_REFERENCE_COUNT, sizeof(refs),
                           &refs, nullptr));
  EXPECT_EQ(before + 1, refs);
  ASSERT_CL(clReleaseEvent(command));
}

TEST_F(Event, UserEventGatesCommandsOnTwoQueues) {
  ClEvent gate = userEvent();
  ClQueue other = newQueue();
  ASSERT_TRUE(gate && other);
  const size_t n = 4096;
  std::vector<uint32_t> data = randomValues<uint32_t>(n, 1, 0, ~0u);
  std::vector<uint32_t> back(n, 0);
  ClMem x = poisoned<uint32_t>(n), y = poisoned<uint32_t>(n);
  ClEvent written, copied, readBack;
  ASSERT_CL(clEnqueueWriteBuffer(queue_, x, CL_FALSE, 0, n * 4, data.data(), 1,
                                 gate.ptr(), written.out()));
  ASSERT_CL(clEnqueueCopyBuffer(other, x, y, 0, 0, n * 4, 1, written.ptr(),
                                copied.out()));
  ASSERT_CL(clEnqueueReadBuffer(other, y, CL_FALSE, 0, n * 4, back.data(), 0,
                                nullptr, readBack.out()));
  EXPECT_CL(clFlush(queue_));
  EXPECT_CL(clFlush(other));
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  EXPECT_GT(statusOf(written), CL_RUNNING) << "ran before the user event";
  EXPECT_GT(statusOf(copied), CL_RUNNING);
  EXPECT_GT(statusOf(readBack), CL_RUNNING);
  EXPECT_EQ(std::vector<uint32_t>(n, 0), back);
  ASSERT_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  ASSERT_CL(clWaitForEvents(1, readBack.ptr()));
  EXPECT_EQ(data, back);
  EXPECT_EQ(CL_COMPLETE, statusOf(written));
  EXPECT_EQ(CL_COMPLETE, statusOf(copied));
}

TEST_F(Event, CallbacksForEveryStatus) {
  ClEvent gate = userEvent();
  ClMem m = buffer(64);
  uint32_t v = 3;
  ClEvent e;
  ASSERT_CL(clEnqueueWriteBuffer(queue_, m, CL_FALSE, 0, 4, &v, 1, gate.ptr(),
                                 e.out()));
  // Static: a late callback must not outlive what it writes to.
  static Calls submitted, running, complete, late;
  for (Calls *c : {&submitted, &running, &complete, &late})
    c->clear();
  ASSERT_CL(clSetEventCallback(e, CL_SUBMITTED, record, &submitted));
  ASSERT_CL(clSetEventCallback(e, CL_RUNNING, record, &running));
  ASSERT_CL(clSetEventCallback(e, CL_COMPLETE, record, &complete));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clSetEventCallback(e, CL_QUEUED, record, &late));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clSetEventCallback(e, CL_COMPLETE, nullptr, nullptr));
  EXPECT_TRUE(complete.wait(0).empty());
  ASSERT_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  ASSERT_CL(clWaitForEvents(1, e.ptr()));
  std::vector<cl_int> c = complete.wait(1);
  ASSERT_EQ(1u, c.size());
  EXPECT_EQ(CL_COMPLETE, c[0]);
  std::vector<cl_int> s = submitted.wait(1), r = running.wait(1);
  ASSERT_EQ(1u, s.size());
  ASSERT_EQ(1u, r.size());
  EXPECT_LE(s[0], CL_SUBMITTED);
  EXPECT_LE(r[0], CL_RUNNING);
  // Registered after completion: called anyway.
  ASSERT_CL(clSetEventCallback(e, CL_COMPLETE, record, &late));
  EXPECT_EQ(std::vector<cl_int>{CL_COMPLETE}, late.wait(1));
  // User events take callbacks too.
  ClEvent u = userEvent();
  static Calls user;
  user.clear();
  ASSERT_CL(clSetEventCallback(u, CL_COMPLETE, record, &user));
  ASSERT_CL(clSetUserEventStatus(u, CL_COMPLETE));
  EXPECT_EQ(std::vector<cl_int>{CL_COMPLETE}, user.wait(1));
}

TEST_F(Event, NegativeUserStatusFailsDependentCommands) {
  ClEvent gate = userEvent();
  ClQueue other = newQueue();
  ASSERT_TRUE(gate && other);
  std::vector<uint32_t> original(256, 7), data(256, 9), back(256, 0);
  ClMem m = bufferOf(original), copy = bufferOf(original);
  ClEvent written, copied;
  ASSERT_CL(clEnqueueWriteBuffer(queue_, m, CL_FALSE, 0, 1024, data.data(), 1,
                                 gate.ptr(), written.out()));
  ASSERT_CL(clEnqueueCopyBuffer(other, m, copy, 0, 0, 1024, 1, written.ptr(),
                                copied.out()));
  static Calls onFail;
  onFail.clear();
  ASSERT_CL(clSetEventCallback(written, CL_COMPLETE, record, &onFail));
  ASSERT_CL(clSetUserEventStatus(gate, -55));
  EXPECT_EQ(-55, statusOf(gate));
  EXPECT_CL_ERR(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
                clWaitForEvents(1, written.ptr()));
  EXPECT_CL_ERR(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
                clWaitForEvents(1, copied.ptr()));
  EXPECT_LT(statusOf(written), 0);
  EXPECT_LT(statusOf(copied), 0) << "failure propagates across queues";
  std::vector<cl_int> calls = onFail.wait(1);
  ASSERT_EQ(1u, calls.size());
  EXPECT_LT(calls[0], 0) << "CL_COMPLETE callbacks see the error status";
  // A blocking command waiting on a failed event returns the error.
  EXPECT_CL_ERR(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
                clEnqueueReadBuffer(other, m, CL_TRUE, 0, 1024, back.data(), 1,
                                    copied.ptr(), nullptr));
  // Nothing ran; the queues still work.
  EXPECT_EQ(original, read<uint32_t>(m, 256));
  EXPECT_EQ(original, read<uint32_t>(copy, 256));
  EXPECT_CL(clFinish(other));
}

TEST_F(Event, MarkerWaitsForEverythingBefore) {
  ClEvent gate = userEvent();
  ClMem m = buffer(64);
  uint32_t v = 1;
  ClEvent e1, marker, listed;
  ASSERT_CL(clEnqueueWriteBuffer(queue_, m, CL_FALSE, 0, 4, &v, 1, gate.ptr(),
                                 e1.out()));
  ASSERT_CL(clEnqueueMarkerWithWaitList(queue_, 0, nullptr, marker.out()));
  ASSERT_CL(clEnqueueMarkerWithWaitList(queue_, 1, e1.ptr(), listed.out()));
  cl_command_type type = 0;
  ASSERT_CL(clGetEventInfo(marker, CL_EVENT_COMMAND_TYPE, sizeof(type), &type,
                           nullptr));
  EXPECT_EQ(cl_command_type(CL_COMMAND_MARKER), type);
  EXPECT_CL(clFlush(queue_));
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_GT(statusOf(marker), CL_COMPLETE);
  EXPECT_GT(statusOf(listed), CL_COMPLETE);
  ASSERT_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  ASSERT_CL(clWaitForEvents(1, marker.ptr()));
  EXPECT_EQ(CL_COMPLETE, statusOf(e1));
  ASSERT_CL(clWaitForEvents(1, listed.ptr()));
}

TEST_F(Event, BarrierOrdersAnOutOfOrderQueue) {
  cl_command_queue_properties host = deviceValue<cl_command_queue_properties>(
      device_, CL_DEVICE_QUEUE_ON_HOST_PROPERTIES);
  if (!(host & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE))
    GTEST_SKIP() << "no out-of-order queues";
  ClQueue q = newQueue(CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
  ClEvent gate = userEvent();
  ASSERT_TRUE(q && gate);
  std::vector<uint32_t> a(1024, 1), b(1024, 2);
  ClMem x = buffer(4096), y = buffer(4096), sum = buffer(8192);
  ASSERT_CL(clEnqueueWriteBuffer(q, x, CL_FALSE, 0, 4096, a.data(), 1,
                                 gate.ptr(), nullptr));
  ASSERT_CL(clEnqueueWriteBuffer(q, y, CL_FALSE, 0, 4096, b.data(), 0, nullptr,
                                 nullptr));
  ClEvent barrier;
  ASSERT_CL(clEnqueueBarrierWithWaitList(q, 0, nullptr, barrier.out()));
  ASSERT_CL(clEnqueueCopyBuffer(q, x, sum, 0, 0, 4096, 0, nullptr, nullptr));
  ASSERT_CL(clEnqueueCopyBuffer(q, y, sum, 0, 4096, 4096, 0, nullptr, nullptr));
  cl_command_type type = 0;
  ASSERT_CL(clGetEventInfo(barrier, CL_EVENT_COMMAND_TYPE, sizeof(type), &type,
                           nullptr));
  EXPECT_EQ(cl_command_type(CL_COMMAND_BARRIER), type);
  EXPECT_CL(clFlush(q));
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_GT(statusOf(barrier), CL_COMPLETE) << "passed a gated command";
  ASSERT_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  ASSERT_CL(clFinish(q));
  std::vector<uint32_t> expected(a);
  expected.insert(expected.end(), b.begin(), b.end());
  std::vector<uint32_t> back(2048);
  ASSERT_CL(clEnqueueReadBuffer(q, sum, CL_TRUE, 0, 8192, back.data(), 0,
                                nullptr, nullptr));
  EXPECT_EQ(expected, back);
}

// OpenCL 1.0 entry points, still exported by 3.0 platforms.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
TEST_F(Event, DeprecatedMarkerBarrierAndWait) {
  ClEvent gate = userEvent();
  ClEvent marker;
  ASSERT_CL(clEnqueueWaitForEvents(queue_, 1, gate.ptr()));
  ASSERT_CL(clEnqueueBarrier(queue_));
  ASSERT_CL(clEnqueueMarker(queue_, marker.out()));
  EXPECT_CL(clFlush(queue_));
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_GT(statusOf(marker), CL_COMPLETE);
  ASSERT_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  ASSERT_CL(clWaitForEvents(1, marker.ptr()));
  EXPECT_CL_ERR(CL_INVALID_VALUE, clEnqueueWaitForEvents(queue_, 0, nullptr));
}
#pragma GCC diagnostic pop

TEST_F(Event, WaitForEventsErrors) {
  ClEvent a = userEvent();
  EXPECT_CL_ERR(CL_INVALID_VALUE, clWaitForEvents(0, a.ptr()));
  EXPECT_CL_ERR(CL_INVALID_VALUE, clWaitForEvents(1, nullptr));
  cl_int err = CL_SUCCESS;
  ClContext otherContext(
      clCreateContext(nullptr, 1, &device_, nullptr, nullptr, &err));
  ASSERT_CL(err);
  ClEvent b(clCreateUserEvent(otherContext, &err));
  ASSERT_CL(err);
  cl_event both[] = {a, b};
  EXPECT_CL_ERR(CL_INVALID_CONTEXT, clWaitForEvents(2, both));
  // An event of another context in a wait list.
  ClMem m = buffer(4);
  uint32_t v = 0;
  EXPECT_CL_ERR(
      CL_INVALID_CONTEXT,
      clEnqueueWriteBuffer(queue_, m, CL_TRUE, 0, 4, &v, 1, b.ptr(), nullptr));
  ASSERT_CL(clSetUserEventStatus(a, CL_COMPLETE));
  ASSERT_CL(clSetUserEventStatus(b, CL_COMPLETE));
  EXPECT_CL(clWaitForEvents(1, a.ptr()));
}

TEST_F(Event, ReleasedBeforeCompletionStillRuns) {
  ClEvent gate = userEvent();
  std::vector<uint32_t> data(512, 11), back(512, 0);
  ClMem m = buffer(2048);
  {
    cl_event e = nullptr;
    ASSERT_CL(clEnqueueWriteBuffer(queue_, m, CL_FALSE, 0, 2048, data.data(), 1,
                                   gate.ptr(), &e));
    ASSERT_CL(clReleaseEvent(e));
  }
  ASSERT_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  ASSERT_CL(clEnqueueReadBuffer(queue_, m, CL_TRUE, 0, 2048, back.data(), 0,
                                nullptr, nullptr));
  EXPECT_EQ(data, back);
}

TEST_F(Event, ManyWaitersOnOneUserEvent) {
  ClEvent gate = userEvent();
  const int n = 32;
  std::vector<uint32_t> values(n);
  ClMem m = poisoned<uint32_t>(n);
  std::vector<ClEvent> events(n);
  for (int i = 0; i < n; ++i) {
    values[i] = uint32_t(i * 3);
    ASSERT_CL(clEnqueueWriteBuffer(queue_, m, CL_FALSE, i * 4, 4, &values[i], 1,
                                   gate.ptr(), events[i].out()));
  }
  ASSERT_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  std::vector<cl_event> list;
  for (ClEvent &e : events)
    list.push_back(e);
  ASSERT_CL(clWaitForEvents(cl_uint(list.size()), list.data()));
  EXPECT_EQ(values, read<uint32_t>(m, n));
}

} // namespace
} // namespace vkcl::cltest
