// How a command queue runs its commands.
//
// Each cl_command_queue has a Scheduler with one thread of its own. The
// API thread only checks arguments, creates the command's event and
// appends the command; the thread takes every command whose wait list is
// satisfied, records them all into one runtime command buffer (vkcl::Queue
// puts a memory barrier between consecutive commands and at the start of
// each command buffer) and submits it. While it runs, new commands
// accumulate into the next batch (submitted early, as a second one in
// flight, once it is large).
// When the oldest completes, the thread runs its commands' host steps
// (copies into the application's memory) and completes their events. So
// commands enqueued while the GPU is busy share one submission, the GPU
// is not left idle between batches, and enqueueing costs no Vulkan call.
//
// In-order queues take commands strictly in order. Out-of-order queues take
// any command whose wait list is satisfied; a marker or barrier waits for
// every command enqueued before it, and commands after a barrier wait for
// it. An event of the same queue counts as satisfied once its command is
// recorded earlier in the batch, since recording order is GPU order. A
// command whose wait list holds a failed event fails with
// CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST and does nothing.
#pragma once

#include "Objects.h"

#include <deque>
#include <set>
#include <thread>

namespace vkcl::ocl {

/// What a command records into.
struct Recorder {
  vkcl::Queue &queue;
  vkcl::Device &device;
  /// Non-null when the queue profiles: a kernel dispatch passes it to
  /// vkcl::Queue::enqueue so its event gets GPU timestamps.
  vkcl::Event *gpuEvent = nullptr;
};

struct Command {
  cl_command_type type = CL_COMMAND_MARKER;
  Ref<Event> event;
  std::vector<Ref<Event>> waitList;
  /// Records the command's GPU work, or does host work that needs no GPU
  /// result. Runs on the scheduler thread, in the queue's order. A
  /// negative return fails the command (its event gets that status).
  std::function<cl_int(Recorder &)> record;
  /// Runs once the batch's GPU work has completed (e.g. copies from a
  /// staging buffer into the application's memory). May be empty.
  std::function<cl_int()> complete;
  /// Markers and barriers of out-of-order queues: later commands wait.
  bool isBarrier = false;
};

class Scheduler : public std::enable_shared_from_this<Scheduler> {
public:
  /// Starts the thread. `queue` is the device's runtime queue to use.
  static std::shared_ptr<Scheduler> create(Queue &owner,
                                           std::unique_ptr<vkcl::Queue> queue);
  ~Scheduler();

  /// Appends `command` (its event already set up).
  void submit(Command command);
  /// Blocks until every command submitted so far has completed.
  void finish();
  /// Stops the thread once the commands already submitted are done.
  void stop();
  /// At process exit (Scheduler.cpp's exit handler): waits for the GPU
  /// work already submitted, fails the commands not yet submitted and
  /// stops the thread, so that it makes no Vulkan call while exit() unloads
  /// the driver and its layers. Commands submitted later fail at once.
  void stopForExit();

private:
  Scheduler() = default;
  /// The thread: runLoop(), then says it has finished (stopForExit waits
  /// for that a bounded time).
  void run();
  void runLoop();
  /// Fails every pending command (at exit); takes and gives back `lock`.
  void abandonPending(std::unique_lock<std::mutex> &lock);
  /// Commands recorded and submitted together, completed together.
  /// Completed batches are kept for reuse (spare_), so that their vectors'
  /// storage serves the next ones: a command's round trip then allocates
  /// only what its enqueue call captures.
  struct Batch {
    std::vector<Command> commands;
    std::vector<vkcl::Event> gpu; ///< per command: GPU timestamps
    std::vector<cl_int> result;
    /// complete()'s per-command GPU times on the host clock.
    std::vector<std::array<uint64_t, 2>> stamps;
    cl_ulong submitTime = 0;
    vkcl::Event submitted; ///< completes with the whole batch
    vkcl::Status failure;  ///< the submission failed
  };

  /// Every wait-list event is complete, failed, or recorded earlier on
  /// this queue.
  bool ready(const Command &command) const;
  /// Wakes the thread when the command's wait-list events complete.
  void watch(const Command &command);
  /// Records `batch` and submits it (appended to inFlight_).
  void record(Batch batch);
  /// An empty batch, from spare_ where one is left.
  Batch takeSpare();
  /// Empties a completed batch (dropping its commands) and keeps it.
  void keepSpare(Batch batch);
  /// CL_RUNNING for the first command of `batch`, now the oldest in flight.
  void markRunning(Batch &batch);
  /// Host steps, profiling values and final statuses of a finished batch.
  void complete(Batch &batch, vkcl::Status waited);

  bool outOfOrder_ = false;
  bool profiling_ = false;
  std::unique_ptr<vkcl::Queue> queue_;
  vkcl::Device *device_ = nullptr;
  std::mutex mutex_;
  std::condition_variable cv_;   ///< new work, a dependency done, stop
  std::condition_variable idle_; ///< a batch completed, the thread ended
  std::deque<Command> pending_;
  size_t running_ = 0; ///< commands taken and not yet completed
  bool stopping_ = false;
  bool exiting_ = false;  ///< stopForExit: nothing more reaches the GPU
  bool finished_ = false; ///< the thread has left runLoop()
  uint64_t wakeups_ = 0;
  Ref<Event> lastBarrier_;              ///< out-of-order queues
  std::vector<Ref<Event>> outstanding_; ///< out of order: not yet done
  std::set<Event *> watched_;           ///< events with a wake-up hook
  std::deque<Batch> inFlight_;          ///< the thread's own, oldest first
  std::vector<Batch> spare_;            ///< the thread's own, emptied
  /// Commands submitted and not yet completed (read without the lock).
  std::atomic<size_t> unfinished_{0};
  /// Pending commands that make a second batch worth submitting while one
  /// is in flight.
  static constexpr size_t EarlyBatch = 64;
  /// The most commands in one batch: two batches in flight then use at
  /// most 2048 of the runtime queue's timestamp slots, which it keeps for
  /// 1919 timed commands, so no batch's timestamps are overwritten before
  /// the batch is completed and read.
  static constexpr size_t MaxBatch = 512;
  cl_ulong lastEnd_ = 0; ///< profiling: the last END given
  std::thread thread_;
};

/// The work every clEnqueue* shares: checks the wait list (CL_INVALID_
/// EVENT_WAIT_LIST, CL_INVALID_CONTEXT), creates the command's event, hands
/// the command to the queue's scheduler, waits for it when `blocking`
/// (returning CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST when a wait-list
/// event failed) and returns the event in `eventOut` when that is
/// non-null. `record` and `complete` are as in Command.
cl_int enqueueCommand(Queue *queue, cl_command_type type,
                      cl_uint numEventsInWaitList,
                      const cl_event *eventWaitList, cl_event *eventOut,
                      bool blocking, std::function<cl_int(Recorder &)> record,
                      std::function<cl_int()> complete = {},
                      bool isBarrier = false);

/// CL_INVALID_EVENT_WAIT_LIST checks alone (clWaitForEvents, blocking
/// calls): the list is consistent and every event valid.
cl_int checkWaitList(cl_uint count, const cl_event *events);

/// The runtime's error as the closest OpenCL error code.
cl_int toClError(const vkcl::Error &error);

} // namespace vkcl::ocl
