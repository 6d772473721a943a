// Events: the status of a command (or a user event), callbacks, waiting
// and profiling values.
#include "Scheduler.h"

#include <chrono>
#include <thread>

namespace vkcl::ocl {

cl_int Event::status() {
  std::lock_guard<std::mutex> lock(mutex_);
  return status_;
}

void Event::setStatus(cl_int status) {
  Ref<Event> keep(this); // a callback may release the application's last ref
  std::vector<Callback> fire;
  std::vector<std::function<void()>> done;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (status_ <= CL_COMPLETE || status >= status_)
      return; // terminal, or not a step forward
    status_ = status;
    // A callback registered for a state fires when the event reaches it or
    // a later one; a failed command fires them all, with its error code.
    for (size_t i = 0; i < callbacks_.size();)
      if (status <= callbacks_[i].trigger) {
        fire.push_back(callbacks_[i]);
        callbacks_.erase(callbacks_.begin() + i);
      } else {
        ++i;
      }
    if (status <= CL_COMPLETE)
      done.swap(onDone_);
  }
  cv_.notify_all();
  for (const Callback &c : fire)
    c.fn(handle(), status, c.data);
  for (auto &fn : done)
    fn();
}

cl_int Event::wait() {
  // Short commands complete within microseconds: check a while before
  // sleeping, whose wake-up alone costs about as much.
  auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(30);
  while (std::chrono::steady_clock::now() < until) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (status_ <= CL_COMPLETE)
        return status_;
    }
    std::this_thread::yield();
  }
  std::unique_lock<std::mutex> lock(mutex_);
  cv_.wait(lock, [&] { return status_ <= CL_COMPLETE; });
  return status_;
}

void Event::addCallback(cl_int trigger,
                        void(CL_CALLBACK *fn)(cl_event, cl_int, void *),
                        void *data) {
  cl_int now;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (status_ > trigger) {
      callbacks_.push_back({trigger, fn, data});
      return;
    }
    now = status_;
  }
  fn(handle(), now < 0 ? now : trigger, data);
}

bool Event::onDone(std::function<void()> fn) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (status_ <= CL_COMPLETE)
    return false;
  onDone_.push_back(std::move(fn));
  return true;
}

} // namespace vkcl::ocl

using namespace vkcl::ocl;

extern "C" CL_API_ENTRY cl_event CL_API_CALL
clCreateUserEvent(cl_context c, cl_int *errcodeRet) {
  Context *context = cast<Context>(c);
  if (!context)
    return withError<cl_event>(errcodeRet, CL_INVALID_CONTEXT, nullptr);
  auto *event = new Event();
  event->context = Ref<Context>(context);
  event->commandType = CL_COMMAND_USER;
  // "The execution status of the user event object created is set to
  // CL_SUBMITTED."
  event->setStatus(CL_SUBMITTED);
  return withError<cl_event>(errcodeRet, CL_SUCCESS, event->handle());
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clSetUserEventStatus(cl_event e,
                                                                cl_int status) {
  Event *event = cast<Event>(e);
  if (!event || event->commandType != CL_COMMAND_USER)
    return CL_INVALID_EVENT;
  // "execution_status ... can be CL_COMPLETE or a negative integer value".
  if (status > CL_COMPLETE)
    return CL_INVALID_VALUE;
  // "CL_INVALID_OPERATION if the execution_status for event has already
  // been changed by a previous call to clSetUserEventStatus."
  if (event->status() != CL_SUBMITTED)
    return CL_INVALID_OPERATION;
  event->setStatus(status);
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clWaitForEvents(cl_uint numEvents, const cl_event *events) {
  if (numEvents == 0 || !events)
    return CL_INVALID_VALUE;
  Context *context = nullptr;
  for (cl_uint i = 0; i < numEvents; ++i) {
    Event *event = cast<Event>(events[i]);
    if (!event)
      return CL_INVALID_EVENT;
    // "CL_INVALID_CONTEXT if events specified in event_list do not belong
    // to the same context."
    if (context && event->context.get() != context)
      return CL_INVALID_CONTEXT;
    context = event->context.get();
  }
  bool failed = false;
  for (cl_uint i = 0; i < numEvents; ++i)
    failed |= cast<Event>(events[i])->wait() < 0;
  return failed ? CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST : CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clGetEventInfo(cl_event e,
                                                          cl_event_info param,
                                                          size_t size,
                                                          void *value,
                                                          size_t *sizeRet) {
  Event *event = cast<Event>(e);
  if (!event)
    return CL_INVALID_EVENT;
  switch (param) {
  case CL_EVENT_COMMAND_QUEUE:
    return returnValue<cl_command_queue>(
        size, value, sizeRet, event->queue ? event->queue->handle() : nullptr);
  case CL_EVENT_CONTEXT:
    return returnValue<cl_context>(size, value, sizeRet,
                                   event->context->handle());
  case CL_EVENT_COMMAND_TYPE:
    return returnValue<cl_command_type>(size, value, sizeRet,
                                        event->commandType);
  case CL_EVENT_COMMAND_EXECUTION_STATUS:
    return returnValue<cl_int>(size, value, sizeRet, event->status());
  case CL_EVENT_REFERENCE_COUNT:
    return returnValue<cl_uint>(size, value, sizeRet, event->refCount());
  default:
    return apiError(CL_INVALID_VALUE,
                    "clGetEventInfo: unknown param " + std::to_string(param));
  }
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clSetEventCallback(
    cl_event e, cl_int type, void(CL_CALLBACK *fn)(cl_event, cl_int, void *),
    void *data) {
  Event *event = cast<Event>(e);
  if (!event)
    return CL_INVALID_EVENT;
  if (!fn ||
      (type != CL_SUBMITTED && type != CL_RUNNING && type != CL_COMPLETE))
    return CL_INVALID_VALUE;
  event->addCallback(type, fn, data);
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clRetainEvent(cl_event e) {
  Event *event = cast<Event>(e);
  if (!event)
    return CL_INVALID_EVENT;
  event->retain();
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clReleaseEvent(cl_event e) {
  Event *event = cast<Event>(e);
  if (!event || !event->release())
    return CL_INVALID_EVENT;
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clGetEventProfilingInfo(cl_event e, cl_profiling_info param, size_t size,
                        void *value, size_t *sizeRet) {
  Event *event = cast<Event>(e);
  if (!event)
    return CL_INVALID_EVENT;
  // "CL_PROFILING_INFO_NOT_AVAILABLE if the CL_QUEUE_PROFILING_ENABLE flag
  // is not set for the command-queue, if the execution status of the
  // command identified by event is not CL_COMPLETE or if event is a user
  // event object."
  if (!event->profiled || event->status() != CL_COMPLETE)
    return CL_PROFILING_INFO_NOT_AVAILABLE;
  switch (param) {
  case CL_PROFILING_COMMAND_QUEUED:
    return returnValue<cl_ulong>(size, value, sizeRet, event->queued);
  case CL_PROFILING_COMMAND_SUBMIT:
    return returnValue<cl_ulong>(size, value, sizeRet, event->submit);
  case CL_PROFILING_COMMAND_START:
    return returnValue<cl_ulong>(size, value, sizeRet, event->start);
  case CL_PROFILING_COMMAND_END:
  case CL_PROFILING_COMMAND_COMPLETE:
    return returnValue<cl_ulong>(size, value, sizeRet, event->end);
  default:
    return apiError(CL_INVALID_VALUE, "clGetEventProfilingInfo: unknown "
                                      "param " +
                                          std::to_string(param));
  }
}
