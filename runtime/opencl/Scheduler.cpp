// The command queue's thread: batches ready commands into one submission.
//
// Profiling clock: every CL_PROFILING_* value is on the host's steady
// clock (hostTimeNs), the clock clGetDeviceAndHostTimer also reports. A
// kernel's START and END come from GPU timestamps placed on that clock by
// aligning the batch's last timestamp with the moment the host saw the
// batch complete: durations and order are the GPU's own, absolute values
// are late by the wake-up latency at most. Commands without timestamps
// (transfers) report the gap between their neighbours in the batch (the
// end of the one before, the start of the next timed one or the batch's
// end), so an in-order queue's commands never overlap.
#include "Scheduler.h"

#include <algorithm>
#include <set>

namespace vkcl::ocl {

std::shared_ptr<Scheduler> Scheduler::create(Queue &owner,
                                             std::unique_ptr<vkcl::Queue> q) {
  std::shared_ptr<Scheduler> s(new Scheduler());
  s->outOfOrder_ = owner.outOfOrder();
  s->profiling_ = owner.profiling();
  s->device_ = &owner.device->vk();
  s->queue_ = std::move(q);
  // The thread holds the scheduler: a queue released from inside one of
  // its own commands' callbacks must not destroy the thread running it.
  s->thread_ = std::thread([self = s] { self->run(); });
  return s;
}

Scheduler::~Scheduler() {
  if (thread_.joinable()) {
    if (thread_.get_id() == std::this_thread::get_id())
      thread_.detach();
    else
      thread_.join();
  }
}

void Scheduler::stop() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  cv_.notify_all();
  if (thread_.joinable() && thread_.get_id() != std::this_thread::get_id())
    thread_.join();
}

void Scheduler::submit(Command command) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (outOfOrder_) {
      // Out of order, only markers and barriers order commands: a marker
      // or barrier without a wait list waits for everything before it, and
      // whatever follows a barrier waits for it.
      outstanding_.erase(
          std::remove_if(outstanding_.begin(), outstanding_.end(),
                         [](const Ref<Event> &e) { return e->done(); }),
          outstanding_.end());
      bool orders = command.type == CL_COMMAND_MARKER ||
                    command.type == CL_COMMAND_BARRIER;
      if (orders && command.waitList.empty())
        command.waitList = outstanding_;
      if (lastBarrier_ && !lastBarrier_->done())
        command.waitList.push_back(lastBarrier_);
      if (command.isBarrier)
        lastBarrier_ = command.event;
      outstanding_.push_back(command.event);
    }
    pending_.push_back(std::move(command));
  }
  cv_.notify_all();
}

void Scheduler::finish() {
  std::unique_lock<std::mutex> lock(mutex_);
  idle_.wait(lock, [&] { return pending_.empty() && running_ == 0; });
}

bool Scheduler::ready(const Command &command,
                      const std::vector<Command> &batch) const {
  for (const Ref<Event> &e : command.waitList) {
    if (e->done())
      continue;
    bool inBatch =
        std::any_of(batch.begin(), batch.end(),
                    [&](const Command &c) { return c.event.get() == e.get(); });
    if (!inBatch)
      return false;
  }
  return true;
}

void Scheduler::watch(const Command &command) {
  // Wakes the thread when an event it waits for completes (a user event,
  // another queue's command).
  std::weak_ptr<Scheduler> weak = weak_from_this();
  for (const Ref<Event> &e : command.waitList) {
    if (e->done() || !watched_.insert(e.get()).second)
      continue;
    Event *key = e.get();
    e->onDone([weak, key] {
      if (std::shared_ptr<Scheduler> s = weak.lock()) {
        {
          std::lock_guard<std::mutex> lock(s->mutex_);
          s->watched_.erase(key);
          ++s->wakeups_;
        }
        s->cv_.notify_all();
      }
    });
  }
}

void Scheduler::run() {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    std::vector<Command> batch;
    for (auto it = pending_.begin(); it != pending_.end();) {
      if (ready(*it, batch)) {
        batch.push_back(std::move(*it));
        it = pending_.erase(it);
      } else if (outOfOrder_) {
        ++it;
      } else {
        break; // in order: nothing passes a waiting command
      }
    }
    if (batch.empty()) {
      if (stopping_ && pending_.empty())
        return;
      for (const Command &c : pending_) {
        watch(c);
        if (!outOfOrder_)
          break;
      }
      uint64_t seen = wakeups_;
      size_t count = pending_.size();
      cv_.wait(lock, [&] {
        return wakeups_ != seen || pending_.size() != count || stopping_;
      });
      continue;
    }
    const size_t taken = batch.size();
    running_ += taken;
    lock.unlock();
    execute(batch);
    batch.clear(); // drops the commands' references outside the lock
    lock.lock();
    running_ -= taken;
    idle_.notify_all();
  }
}

void Scheduler::execute(std::vector<Command> &batch) {
  const cl_ulong submitTime = hostTimeNs();
  std::vector<vkcl::Event> gpu(batch.size());
  std::vector<cl_int> result(batch.size(), CL_SUCCESS);
  std::vector<cl_ulong> recordTime(batch.size(), submitTime);
  for (size_t i = 0; i < batch.size(); ++i) {
    Command &c = batch[i];
    c.event->submit = submitTime;
    c.event->setStatus(CL_SUBMITTED);
    // A failed event in the wait list fails the command.
    for (const Ref<Event> &e : c.waitList)
      if (e->status() < 0)
        result[i] = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
    if (result[i] != CL_SUCCESS) {
      c.event->setStatus(result[i]);
      continue;
    }
    recordTime[i] = hostTimeNs();
    c.event->setStatus(CL_RUNNING);
    Recorder recorder{*queue_, *device_, profiling_ ? &gpu[i] : nullptr};
    if (c.record)
      result[i] = c.record(recorder);
    if (result[i] != CL_SUCCESS) {
      c.event->setStatus(result[i] < 0 ? result[i] : CL_OUT_OF_RESOURCES);
      continue;
    }
    c.event->recorded = true;
  }
  Status finished = queue_->finish();
  const cl_ulong doneTime = hostTimeNs();

  // GPU timestamps onto the host clock (see the file comment).
  uint64_t lastGpuEnd = 0;
  std::vector<std::array<uint64_t, 2>> stamps(batch.size(), {0, 0});
  if (profiling_ && finished)
    for (size_t i = 0; i < batch.size(); ++i)
      if (gpu[i].valid())
        if (auto s = gpu[i].gpuTimestampsNs(); s && (*s)[1] >= (*s)[0]) {
          stamps[i] = *s;
          lastGpuEnd = std::max(lastGpuEnd, (*s)[1]);
        }

  // Host-clock times of the timed commands; the others fill the gaps.
  auto mapped = [&](uint64_t stamp) -> cl_ulong {
    uint64_t lag = lastGpuEnd - stamp;
    return lag < doneTime ? doneTime - lag : 0;
  };
  cl_ulong previousEnd = submitTime;
  for (size_t i = 0; i < batch.size(); ++i) {
    Command &c = batch[i];
    if (result[i] != CL_SUCCESS)
      continue;
    if (!finished)
      result[i] = toClError(finished.error());
    else if (c.complete)
      result[i] = c.complete();
    Event &e = *c.event;
    if (profiling_) {
      // In order on the GPU: each command starts after the previous ended.
      cl_ulong start = previousEnd, end = doneTime;
      if (stamps[i][1]) {
        start = std::max(previousEnd, mapped(stamps[i][0]));
        end = start + (stamps[i][1] - stamps[i][0]);
      } else {
        for (size_t j = i + 1; j < batch.size(); ++j)
          if (stamps[j][1]) {
            end = mapped(stamps[j][0]);
            break;
          }
      }
      e.start = std::max(start, e.submit);
      e.end = std::min(std::max(end, e.start), std::max(doneTime, e.start));
      previousEnd = e.end;
    }
    e.setStatus(result[i] == CL_SUCCESS ? CL_COMPLETE
                : result[i] < 0         ? result[i]
                                        : CL_OUT_OF_RESOURCES);
  }
}

cl_int checkWaitList(cl_uint count, const cl_event *events) {
  // "CL_INVALID_EVENT_WAIT_LIST if event_wait_list is NULL and
  // num_events_in_wait_list > 0, or event_wait_list is not NULL and
  // num_events_in_wait_list is 0, or if event objects in event_wait_list
  // are not valid events."
  if ((!events && count > 0) || (events && count == 0))
    return CL_INVALID_EVENT_WAIT_LIST;
  for (cl_uint i = 0; i < count; ++i)
    if (!cast<Event>(events[i]))
      return CL_INVALID_EVENT_WAIT_LIST;
  return CL_SUCCESS;
}

cl_int enqueueCommand(Queue *queue, cl_command_type type,
                      cl_uint numEventsInWaitList,
                      const cl_event *eventWaitList, cl_event *eventOut,
                      bool blocking, std::function<cl_int(Recorder &)> record,
                      std::function<cl_int()> complete, bool isBarrier) {
  if (cl_int e = checkWaitList(numEventsInWaitList, eventWaitList);
      e != CL_SUCCESS)
    return e;
  Command command;
  for (cl_uint i = 0; i < numEventsInWaitList; ++i) {
    Event *e = cast<Event>(eventWaitList[i]);
    // "CL_INVALID_CONTEXT if the context associated with command_queue and
    // events in event_wait_list are not the same."
    if (e->context.get() != queue->context.get())
      return CL_INVALID_CONTEXT;
    command.waitList.emplace_back(e);
  }
  auto *event = new Event();
  event->context = queue->context;
  event->queue = Ref<Queue>(queue);
  event->commandType = type;
  event->profiled = queue->profiling();
  if (event->profiled)
    event->queued = hostTimeNs();
  Ref<Event> keep(event);
  command.type = type;
  command.event = keep;
  command.record = std::move(record);
  command.complete = std::move(complete);
  command.isBarrier = isBarrier;
  queue->scheduler->submit(std::move(command));
  if (eventOut)
    *eventOut = event->handle(); // the application's reference
  else
    event->release();
  if (!blocking)
    return CL_SUCCESS;
  cl_int status = keep->wait();
  return status < 0 ? status : CL_SUCCESS;
}

cl_int toClError(const vkcl::Error &error) {
  switch (error.code) {
  case ErrorCode::Ok:
    return CL_SUCCESS;
  case ErrorCode::InvalidArgument:
  case ErrorCode::NotFound:
    return CL_INVALID_VALUE;
  case ErrorCode::InvalidOperation:
  case ErrorCode::FeatureMissing:
    return CL_INVALID_OPERATION;
  case ErrorCode::LimitExceeded:
    return CL_OUT_OF_RESOURCES;
  case ErrorCode::OutOfMemory:
    return CL_MEM_OBJECT_ALLOCATION_FAILURE;
  case ErrorCode::CompileFailed:
    return CL_BUILD_PROGRAM_FAILURE;
  case ErrorCode::InvalidBinary:
    return CL_INVALID_BINARY;
  case ErrorCode::DeviceLost:
  case ErrorCode::VulkanError:
    return CL_OUT_OF_RESOURCES;
  }
  return CL_OUT_OF_RESOURCES;
}

} // namespace vkcl::ocl
