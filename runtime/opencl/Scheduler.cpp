// The command queue's thread: batches ready commands into one submission.
//
// Profiling clock: every CL_PROFILING_* value is on the host's steady
// clock (hostTimeNs), the clock clGetDeviceAndHostTimer also reports. The
// START and END of a kernel, read, write, copy or fill come from GPU
// timestamps placed on that clock by aligning the batch's last timestamp
// with the moment the host saw the batch complete: durations and order are
// the GPU's own, absolute values late by the polling interval at most.
// Commands without timestamps (rectangular copies, maps, markers) report
// the gap between their neighbours in the batch (the end of the one
// before, the start of the next timed one or the batch's end), so an
// in-order queue's commands never overlap.
#include "Scheduler.h"
#include "SpinPause.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <set>
#include <unistd.h>

namespace vkcl::ocl {

namespace {

/// The live schedulers, stopped when the process exits.
///
/// exit() runs the handlers registered with atexit() before it unloads the
/// shared libraries, and a queue the application never finished (or never
/// released) still has its thread: waiting for a batch, it would call into
/// the Vulkan driver while the driver's and the validation layer's
/// destructors run, and fault after the program has done everything right
/// (the CTS's test_bruteforce did, about once in a hundred runs on a busy
/// machine). Like Platform, this is process-wide by nature: exit is.
/// Never destroyed, so a queue created by another thread during or after
/// exit still finds it.
struct LiveSchedulers {
  std::mutex mutex;
  std::vector<std::weak_ptr<Scheduler>> schedulers;
  bool exited = false;
};

void stopAllForExit();

LiveSchedulers &liveSchedulers() {
  static LiveSchedulers *live = [] {
    // From a shared library, glibc runs this at exit() or at dlclose().
    std::atexit(stopAllForExit);
    return new LiveSchedulers();
  }();
  return *live;
}

void stopAllForExit() {
  std::vector<std::shared_ptr<Scheduler>> running;
  {
    LiveSchedulers &live = liveSchedulers();
    std::lock_guard<std::mutex> lock(live.mutex);
    live.exited = true;
    for (const std::weak_ptr<Scheduler> &weak : live.schedulers)
      if (std::shared_ptr<Scheduler> s = weak.lock())
        running.push_back(std::move(s));
    live.schedulers.clear();
  }
  for (const std::shared_ptr<Scheduler> &s : running)
    s->stopForExit();
}

/// Stops every scheduler as soon as the main thread begins exit(): glibc
/// runs the exiting thread's thread_local destructors first, before any
/// atexit() handler. Registration order cannot order this library's handler
/// before the validation layer's and LLVM's static destructors, which they
/// register at first use, often after the first queue (the handler alone
/// still lost that race every time in tests/opencl/ExitTest.cpp). The
/// atexit() handler remains for exit() from another thread and for dlclose.
struct MainThreadExit {
  ~MainThreadExit() { stopAllForExit(); }
};

/// Called by every thread that creates a queue or submits to one.
void watchMainThreadExit() {
  thread_local bool watched = false;
  if (watched)
    return;
  watched = true;
  if (gettid() == getpid()) {
    thread_local MainThreadExit sentinel;
    (void)sentinel;
  }
}

/// How long exit waits for a queue's submitted work before it gives up on
/// the thread (a kernel that never ends).
constexpr std::chrono::seconds ExitWait(10);

} // namespace

std::shared_ptr<Scheduler> Scheduler::create(Queue &owner,
                                             std::unique_ptr<vkcl::Queue> q) {
  watchMainThreadExit();
  std::shared_ptr<Scheduler> s(new Scheduler());
  s->outOfOrder_ = owner.outOfOrder();
  s->profiling_ = owner.profiling();
  s->device_ = &owner.device->vk();
  s->queue_ = std::move(q);
  {
    LiveSchedulers &live = liveSchedulers();
    std::lock_guard<std::mutex> lock(live.mutex);
    live.schedulers.erase(std::remove_if(live.schedulers.begin(),
                                         live.schedulers.end(),
                                         [](const std::weak_ptr<Scheduler> &w) {
                                           return w.expired();
                                         }),
                          live.schedulers.end());
    live.schedulers.push_back(s);
    s->exiting_ = live.exited; // created after exit: never runs anything
  }
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

void Scheduler::stopForExit() {
  std::unique_lock<std::mutex> lock(mutex_);
  exiting_ = true;
  cv_.notify_all();
  if (!thread_.joinable() || thread_.get_id() == std::this_thread::get_id())
    return;
  if (idle_.wait_for(lock, ExitWait, [&] { return finished_; })) {
    lock.unlock();
    thread_.join();
  } else {
    thread_.detach(); // still in the driver: nothing better is left
  }
}

void Scheduler::submit(Command command) {
  watchMainThreadExit();
  {
    std::unique_lock<std::mutex> lock(mutex_);
    if (exiting_) {
      // After exit began nothing reaches the GPU; whoever waits for the
      // command learns it failed instead of waiting forever (unlocked:
      // the status may run callbacks).
      lock.unlock();
      command.event->setStatus(CL_OUT_OF_RESOURCES);
      return;
    }
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
    unfinished_.fetch_add(1);
  }
  cv_.notify_all();
}

void Scheduler::finish() {
  // Short work completes in microseconds: check a while (without taking
  // the thread's lock) before sleeping, whose wake-up alone costs as much.
  auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(50);
  while (unfinished_.load() && std::chrono::steady_clock::now() < until)
    spinPause();
  std::unique_lock<std::mutex> lock(mutex_);
  idle_.wait(lock, [&] { return pending_.empty() && running_ == 0; });
}

bool Scheduler::ready(const Command &command) const {
  // Recorded by this scheduler (in this batch or one in flight) counts as
  // done: the queue's barriers order it before anything recorded later.
  for (const Ref<Event> &e : command.waitList)
    if (!e->done() && e->recordedBy.load() != this)
      return false;
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
    bool registered = e->onDone([weak, key] {
      if (std::shared_ptr<Scheduler> s = weak.lock()) {
        {
          std::lock_guard<std::mutex> lock(s->mutex_);
          s->watched_.erase(key);
          ++s->wakeups_;
        }
        s->cv_.notify_all();
      }
    });
    if (!registered) { // completed meanwhile: look again (the lock is held)
      watched_.erase(key);
      ++wakeups_;
    }
  }
}

void Scheduler::run() {
  runLoop();
  std::lock_guard<std::mutex> lock(mutex_);
  finished_ = true;
  idle_.notify_all();
}

void Scheduler::abandonPending(std::unique_lock<std::mutex> &lock) {
  std::deque<Command> abandoned;
  abandoned.swap(pending_);
  lock.unlock();
  for (Command &c : abandoned)
    c.event->setStatus(CL_OUT_OF_RESOURCES); // may run callbacks: unlocked
  const size_t n = abandoned.size();
  abandoned.clear();
  lock.lock();
  unfinished_.fetch_sub(n);
  idle_.notify_all();
}

void Scheduler::runLoop() {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    // While a batch runs, new commands gather into the next one: submitted
    // when the running one completes, or early once it is large, so the
    // GPU has the next batch before it idles. Each submission costs the
    // driver about as much as several small dispatches.
    if (!exiting_ && (inFlight_.empty() || (inFlight_.size() < 2 &&
                                            pending_.size() >= EarlyBatch))) {
      Batch batch = takeSpare();
      std::vector<Command> &taken = batch.commands;
      for (auto it = pending_.begin(); it != pending_.end();) {
        if (taken.size() == MaxBatch)
          break;
        if (ready(*it)) {
          it->event->recordedBy = this; // later commands may depend on it
          taken.push_back(std::move(*it));
          it = pending_.erase(it);
        } else if (outOfOrder_) {
          ++it;
        } else {
          break; // in order: nothing passes a waiting command
        }
      }
      if (!taken.empty()) {
        running_ += taken.size();
        lock.unlock();
        record(std::move(batch));
        lock.lock();
        continue;
      }
      spare_.push_back(std::move(batch));
    }
    if (!inFlight_.empty()) {
      lock.unlock();
      Batch &oldest = inFlight_.front();
      vkcl::Result<bool> done = oldest.submitted.valid()
                                    ? oldest.submitted.waitFor(200000)
                                    : vkcl::Result<bool>(true);
      size_t completed = 0;
      if (!done || *done) {
        completed = oldest.commands.size();
        complete(oldest, done ? Status() : done.status());
        Batch finished = std::move(oldest);
        inFlight_.pop_front();
        keepSpare(std::move(finished)); // drops the commands unlocked
        if (!inFlight_.empty())
          markRunning(inFlight_.front());
      }
      lock.lock();
      if (completed) {
        running_ -= completed;
        unfinished_.fetch_sub(completed);
        idle_.notify_all();
      }
      continue;
    }
    if (exiting_) {
      abandonPending(lock);
      return;
    }
    if (stopping_ && pending_.empty())
      return;
    if (pending_.empty()) {
      // Idle: look for new work a little while before sleeping, so a
      // host that enqueues right after a completion is served at once.
      lock.unlock();
      auto until =
          std::chrono::steady_clock::now() + std::chrono::microseconds(50);
      while (unfinished_.load() == 0 &&
             std::chrono::steady_clock::now() < until)
        spinPause();
      lock.lock();
      if (!pending_.empty())
        continue;
    }
    uint64_t seen = wakeups_; // before watch(), which may count a wake-up
    size_t count = pending_.size();
    // An event that completed after ready() looked at it and before
    // watch() registers for it wakes no one (watch() skips done events):
    // look again once registered, or the command waits forever.
    bool nowReady = false;
    for (const Command &c : pending_) {
      watch(c);
      nowReady = nowReady || ready(c);
      if (!outOfOrder_)
        break;
    }
    if (nowReady)
      continue;
    cv_.wait(lock, [&] {
      return wakeups_ != seen || pending_.size() != count || stopping_ ||
             exiting_;
    });
  }
}

Scheduler::Batch Scheduler::takeSpare() {
  if (spare_.empty())
    return Batch();
  Batch b = std::move(spare_.back());
  spare_.pop_back();
  return b;
}

void Scheduler::keepSpare(Batch b) {
  b.commands.clear(); // the commands' references and captures go here
  b.gpu.clear();
  b.result.clear();
  b.stamps.clear();
  b.submitted = vkcl::Event();
  b.failure = vkcl::Status();
  // Two batches are in flight at most, and one is being taken.
  if (spare_.size() < 3)
    spare_.push_back(std::move(b));
}

void Scheduler::record(Batch batch) {
  inFlight_.push_back(std::move(batch));
  Batch &b = inFlight_.back();
  b.submitTime = hostTimeNs();
  const size_t n = b.commands.size();
  b.gpu.resize(n);
  b.result.assign(n, CL_SUCCESS);
  for (size_t i = 0; i < n; ++i) {
    Command &c = b.commands[i];
    c.event->submit = b.submitTime;
    c.event->setStatus(CL_SUBMITTED);
    // A failed event in the wait list fails the command.
    for (const Ref<Event> &e : c.waitList)
      if (e->status() < 0)
        b.result[i] = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
    if (b.result[i] != CL_SUCCESS) {
      c.event->setStatus(b.result[i]);
      continue;
    }
    Recorder recorder{*queue_, *device_, profiling_ ? &b.gpu[i] : nullptr};
    if (c.record)
      b.result[i] = c.record(recorder);
    if (b.result[i] != CL_SUCCESS)
      c.event->setStatus(b.result[i] < 0 ? b.result[i] : CL_OUT_OF_RESOURCES);
  }
  vkcl::Result<vkcl::Event> submitted = queue_->submit();
  if (submitted)
    b.submitted = *submitted;
  else
    b.failure = submitted.status();
  if (inFlight_.size() == 1)
    markRunning(b);
}

void Scheduler::markRunning(Batch &b) {
  // The GPU runs a queue's commands one after the other and says nothing
  // until a batch ends: the oldest batch's first command is the one that
  // can be running; the others become CL_RUNNING just before CL_COMPLETE,
  // so a command never reports running while one it waits for does.
  for (size_t i = 0; i < b.commands.size(); ++i)
    if (b.result[i] == CL_SUCCESS) {
      b.commands[i].event->setStatus(CL_RUNNING);
      return;
    }
}

void Scheduler::complete(Batch &b, Status waited) {
  Status finished = !b.failure ? b.failure : waited;
  if (finished && b.submitted.valid())
    finished = b.submitted.wait(); // also lets the runtime reuse its buffers
  const cl_ulong doneTime = hostTimeNs();
  const size_t n = b.commands.size();

  // GPU timestamps onto the host clock (see the file comment).
  uint64_t lastGpuEnd = 0;
  std::vector<std::array<uint64_t, 2>> &stamps = b.stamps;
  stamps.assign(n, {0, 0});
  if (profiling_ && finished)
    for (size_t i = 0; i < n; ++i)
      if (b.gpu[i].valid())
        if (auto s = b.gpu[i].gpuTimestampsNs(); s && (*s)[1] >= (*s)[0]) {
          stamps[i] = *s;
          lastGpuEnd = std::max(lastGpuEnd, (*s)[1]);
        }
  auto mapped = [&](uint64_t stamp) -> cl_ulong {
    uint64_t lag = lastGpuEnd - stamp;
    return lag < doneTime ? doneTime - lag : 0;
  };

  cl_ulong previousEnd = std::max(b.submitTime, lastEnd_);
  for (size_t i = 0; i < n; ++i) {
    Command &c = b.commands[i];
    cl_int &result = b.result[i];
    if (result != CL_SUCCESS)
      continue;
    if (!finished)
      result = toClError(finished.error());
    else if (c.complete)
      result = c.complete();
    Event &e = *c.event;
    if (profiling_) {
      // In order on the GPU: each command starts after the previous ended.
      cl_ulong start = previousEnd, end = doneTime;
      if (stamps[i][1]) {
        start = std::max(previousEnd, mapped(stamps[i][0]));
        end = start + (stamps[i][1] - stamps[i][0]);
      } else {
        for (size_t j = i + 1; j < n; ++j)
          if (stamps[j][1]) {
            end = mapped(stamps[j][0]);
            break;
          }
      }
      e.start = std::max(start, e.submit);
      e.end = std::min(std::max(end, e.start), std::max(doneTime, e.start));
      previousEnd = lastEnd_ = e.end;
    }
    if (result == CL_SUCCESS)
      e.setStatus(CL_RUNNING); // no-op for the batch's first
    e.setStatus(result == CL_SUCCESS ? CL_COMPLETE
                : result < 0         ? result
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
