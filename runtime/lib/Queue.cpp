// The in-order queue.
//
// Commands are recorded into one command buffer until something needs the
// results (a read, finish, an event wait), then submitted with a timeline
// semaphore signal. Between consecutive commands a global memory barrier
// (compute and transfer, writes → reads and writes) gives OpenCL's in-order
// semantics: each kernel sees everything earlier commands wrote. Each
// command buffer starts with the same barrier. Large device copies and fills
// run the runtime's compute shaders (Transfer.h, TransferPolicy).
#include "Internal.h"
#include "KernelDescriptors.h"
#include "PrintfBuffer.h"
#include "Transfer.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <limits>

namespace vkcl {

namespace {

/// How long a wait polls the timeline before sleeping. Short work finishes
/// in microseconds, and a sleep's wake-up costs tens of them: an empty
/// dispatch's round trip on an H100 is 18 us polled; through the OpenCL
/// platform, whose queue thread polled for 20 us only, it took 52-59 us,
/// and 23 us polling this long (2026-12-06).
constexpr std::chrono::microseconds ShortWorkPoll(200);

/// Blocks until `timeline` reaches `value`, in slices of 100 ms that each
/// look at the counter again: a driver that misses a wake-up under heavy
/// thread contention costs a slice, never a hang. Returns the value seen.
Result<uint64_t> waitTimeline(VkDevice device, VkSemaphore timeline,
                              uint64_t value) {
  constexpr uint64_t SliceNs = 100'000'000;
  uint64_t done = 0;
  VkSemaphoreWaitInfo wi{VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO};
  wi.semaphoreCount = 1;
  wi.pSemaphores = &timeline;
  wi.pValues = &value;
  for (;;) {
    VKCL_CHECK(vkGetSemaphoreCounterValue(device, timeline, &done));
    if (done >= value)
      return done;
    VkResult r = vkWaitSemaphores(device, &wi, SliceNs);
    if (r != VK_SUCCESS && r != VK_TIMEOUT)
      return vulkanError(r, "vkWaitSemaphores");
  }
}

} // namespace

struct Queue::Impl {
  Device::Impl *device = nullptr;
  VkQueue queue = VK_NULL_HANDLE;    ///< One of the device's queues.
  std::mutex *submitMutex = nullptr; ///< That queue's, in the device.
  VkCommandPool pool = VK_NULL_HANDLE;
  VkSemaphore timeline = VK_NULL_HANDLE;
  VkQueryPool queries = VK_NULL_HANDLE;
  static constexpr uint32_t QueryCount = 4096;
  /// Timestamp slots are reset this many at a time, ahead of use (one
  /// vkCmdResetQueryPool per 128 timed commands instead of one each: on
  /// NVIDIA a reset between dispatches costs about as much as a dispatch).
  static constexpr uint32_t ResetChunk = 256;
  static_assert(QueryCount % ResetChunk == 0);
  uint32_t nextQuery = 0;
  uint32_t resetAhead = 0; ///< slots from nextQuery on already reset

  /// Two timestamp slots for one command, reset in the command buffer being
  /// recorded (ahead of use, in ResetChunk runs).
  uint32_t takeQueries() {
    if (resetAhead < 2) {
      vkCmdResetQueryPool(current, queries, nextQuery, ResetChunk);
      resetAhead = ResetChunk;
    }
    uint32_t query = nextQuery;
    nextQuery = (nextQuery + 2) % QueryCount;
    resetAhead -= 2;
    return query;
  }
  uint64_t submitted = 0; ///< Last timeline value submitted.
  /// Highest timeline value seen complete: waits for work at or below it
  /// (an event's timestamps, read after its batch was seen complete) need
  /// no call into the driver.
  uint64_t completed = 0;
  VkCommandBuffer current = VK_NULL_HANDLE;
  /// The next command needs the barrier: commands were recorded, or the
  /// command buffer is new (begin()).
  bool currentHasWork = false;
  std::vector<Buffer> currentKeep;
  std::vector<PrintfCapture> currentPrintfs;
  /// Descriptor sets of the recorded dispatches of image kernels.
  std::vector<DescriptorPool> currentPools;
  struct InFlight {
    uint64_t value;
    VkCommandBuffer cmd;
    std::vector<Buffer> keep;
    std::vector<PrintfCapture> printfs;
    std::vector<DescriptorPool> pools;
  };
  std::deque<InFlight> inFlight;
  std::vector<VkCommandBuffer> spare; ///< completed, ready for reuse
  TransferPolicy policy;
  Queue::PrintfHandler printfHandler;
  size_t printfBytes = PrintfLayout::DefaultBufferBytes;

  /// Hands the printf output of completed dispatches to the handler.
  void deliverPrintf(const std::vector<PrintfCapture> &captures) {
    for (const PrintfCapture &capture : captures) {
      PrintfOutput output = decodePrintfCapture(capture);
      if (output.text.empty() && !output.dropped)
        continue;
      if (printfHandler)
        printfHandler(output);
      else
        writePrintfToStdio(output, capture.buffer.size());
    }
  }

  ~Impl() {
    VkDevice d = device->device;
    if (timeline) {
      (void)waitTimeline(d, timeline, submitted); // nothing to report to
      vkDestroySemaphore(d, timeline, nullptr);
      for (const InFlight &batch : inFlight)
        deliverPrintf(batch.printfs);
    }
    inFlight.clear();
    if (queries)
      vkDestroyQueryPool(d, queries, nullptr);
    if (pool)
      vkDestroyCommandPool(d, pool, nullptr);
  }

  Status begin() {
    if (current)
      return Status::ok();
    if (!spare.empty()) {
      current = spare.back();
      spare.pop_back();
      VKCL_CHECK(vkResetCommandBuffer(current, 0));
    } else {
      VkCommandBufferAllocateInfo ai{
          VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
      ai.commandPool = pool;
      ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
      ai.commandBufferCount = 1;
      VKCL_CHECK(vkAllocateCommandBuffers(device->device, &ai, &current));
    }
    VkCommandBufferBeginInfo bi{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    VKCL_CHECK(vkBeginCommandBuffer(current, &bi));
    // Submissions to one VkQueue start in order but are not ordered in
    // memory: the first command needs the barrier too, to see what earlier
    // command buffers wrote (this queue's, possibly still running, or
    // another Queue's on the same VkQueue).
    currentHasWork = true;
    return Status::ok();
  }

  /// Orders the next command after everything recorded before it.
  void barrier() {
    if (!currentHasWork)
      return;
    VkMemoryBarrier mb{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    mb.srcAccessMask =
        VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
                       VK_ACCESS_TRANSFER_READ_BIT |
                       VK_ACCESS_TRANSFER_WRITE_BIT;
    VkPipelineStageFlags stages =
        VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
    vkCmdPipelineBarrier(current, stages, stages, 0, 1, &mb, 0, nullptr, 0,
                         nullptr);
  }

  Status flush() {
    if (!current)
      return Status::ok();
    VKCL_CHECK(vkEndCommandBuffer(current));
    uint64_t value = submitted + 1;
    VkTimelineSemaphoreSubmitInfo ts{
        VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO};
    ts.signalSemaphoreValueCount = 1;
    ts.pSignalSemaphoreValues = &value;
    VkSubmitInfo si{VK_STRUCTURE_TYPE_SUBMIT_INFO};
    si.pNext = &ts;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &current;
    si.signalSemaphoreCount = 1;
    si.pSignalSemaphores = &timeline;
    {
      std::lock_guard<std::mutex> lock(*submitMutex);
      VKCL_CHECK(vkQueueSubmit(queue, 1, &si, VK_NULL_HANDLE));
    }
    submitted = value;
    inFlight.push_back({value, current, std::move(currentKeep),
                        std::move(currentPrintfs), std::move(currentPools)});
    currentKeep.clear();
    currentPrintfs.clear();
    currentPools.clear();
    current = VK_NULL_HANDLE;
    return Status::ok();
  }

  Status wait(uint64_t value) {
    if (value <= completed)
      return Status::ok();
    if (value > submitted) {
      if (Status s = flush(); !s)
        return s;
    }
    // Poll the counter briefly before a blocking wait (ShortWorkPoll).
    uint64_t done = 0;
    auto start = std::chrono::steady_clock::now();
    do {
      VKCL_CHECK(vkGetSemaphoreCounterValue(device->device, timeline, &done));
    } while (done < value &&
             std::chrono::steady_clock::now() - start < ShortWorkPoll);
    if (done < value) {
      Result<uint64_t> seen = waitTimeline(device->device, timeline, value);
      if (!seen)
        return seen.error();
      done = *seen;
    }
    completed = std::max(completed, done);
    while (!inFlight.empty() && inFlight.front().value <= done) {
      spare.push_back(inFlight.front().cmd); // reused by the next begin()
      std::vector<PrintfCapture> printfs = std::move(inFlight.front().printfs);
      inFlight.pop_front();
      deliverPrintf(printfs); // after the pop: the handler may wait again
    }
    return Status::ok();
  }

  Status finish() {
    if (Status s = flush(); !s)
      return s;
    return wait(submitted);
  }

  void copyRegion(const Buffer &src, size_t srcOffset, const Buffer &dst,
                  size_t dstOffset, size_t bytes) {
    VkBufferCopy region{src.vkOffset() + srcOffset, dst.vkOffset() + dstOffset,
                        bytes};
    vkCmdCopyBuffer(current, src.vkBuffer(), dst.vkBuffer(), 1, &region);
  }

  /// Whether a copy or fill of `bytes` between `a` and `b` runs a compute
  /// shader: from `threshold` on, except between a discrete GPU and
  /// host-visible memory across the bus, the transfer command's domain.
  bool useCompute(size_t bytes, size_t threshold, const Buffer &a,
                  const Buffer &b) const {
    if (bytes < threshold)
      return false;
    return device->info.type != VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU ||
           (!a.mapped() && !b.mapped());
  }

  /// A copy's or fill's timestamp queries, when its event is timed.
  struct Timing {
    bool timed = false;
    uint32_t query = 0;
  };

  /// Opens a copy or fill: orders it after earlier commands and, for an
  /// event on a device with timestamps, stamps its start once they are done.
  Timing openCommand(Event *event) {
    barrier();
    Timing t;
    t.timed = event && queries != VK_NULL_HANDLE;
    if (t.timed) {
      t.query = takeQueries();
      vkCmdWriteTimestamp(current, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT,
                          queries, t.query);
    }
    return t;
  }

  /// Closes it: the end stamp, and `event` (of `self`) set to it.
  void closeCommand(Queue *self, Event *event, const Timing &t) {
    if (t.timed)
      vkCmdWriteTimestamp(current, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT,
                          queries, t.query + 1);
    currentHasWork = true;
    if (event) {
      event->queue_ = self;
      event->value_ = submitted + 1;
      event->query_ = t.query;
      event->timed_ = t.timed;
    }
  }
};

Queue::Queue(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Queue::~Queue() = default;

Result<std::unique_ptr<Queue>> Queue::create(Device &device,
                                             uint32_t queueIndex) {
  Device::Impl &d = device.impl();
  if (queueIndex >= d.queues.size())
    return makeError(ErrorCode::InvalidArgument,
                     "queue index " + std::to_string(queueIndex) +
                         " is out of range: device '" + d.info.name + "' has " +
                         std::to_string(d.queues.size()) + " queue" +
                         (d.queues.size() == 1 ? "" : "s") +
                         " (Device::queueCount())");
  auto impl = std::make_unique<Impl>();
  impl->device = &d;
  impl->queue = d.queues[queueIndex];
  impl->submitMutex = &d.queueMutexes[queueIndex];
  // On CPU drivers the transfer commands are memcpy, while shaders through
  // device addresses run some 20x slower (lavapipe): no shader by default.
  if (d.info.type == VK_PHYSICAL_DEVICE_TYPE_CPU)
    impl->policy.minComputeCopyBytes = impl->policy.minComputeFillBytes =
        std::numeric_limits<size_t>::max();
  VkCommandPoolCreateInfo pci{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
  pci.flags = VK_COMMAND_POOL_CREATE_TRANSIENT_BIT |
              VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  pci.queueFamilyIndex = d.queueFamily;
  VKCL_CHECK(vkCreateCommandPool(d.device, &pci, nullptr, &impl->pool));
  VkSemaphoreTypeCreateInfo tci{VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO};
  tci.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
  VkSemaphoreCreateInfo sci{VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO};
  sci.pNext = &tci;
  VKCL_CHECK(vkCreateSemaphore(d.device, &sci, nullptr, &impl->timeline));
  if (d.info.timestamps) {
    VkQueryPoolCreateInfo qci{VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO};
    qci.queryType = VK_QUERY_TYPE_TIMESTAMP;
    qci.queryCount = Impl::QueryCount;
    VKCL_CHECK(vkCreateQueryPool(d.device, &qci, nullptr, &impl->queries));
  }
  return std::unique_ptr<Queue>(new Queue(std::move(impl)));
}

Status checkBufferRange(const Buffer &buffer, size_t offset, size_t bytes,
                        const char *what) {
  if (!buffer.valid())
    return makeError(ErrorCode::InvalidArgument,
                     std::string(what) + ": the buffer is not valid");
  // CL_INVALID_VALUE if the region is out of bounds.
  if (offset > buffer.size() || bytes > buffer.size() - offset)
    return makeError(ErrorCode::InvalidArgument,
                     std::string(what) + " of " + std::to_string(bytes) +
                         " bytes at offset " + std::to_string(offset) +
                         " runs past the end of a " +
                         std::to_string(buffer.size()) + "-byte buffer");
  return Status::ok();
}

Status Queue::enqueue(Kernel &kernel, const NDRange &range, Event *event) {
  Impl &q = *impl_;
  if (kernel.impl().program->impl().device != q.device)
    return makeError(ErrorCode::InvalidArgument,
                     "the kernel belongs to another device");
  Result<DispatchPlan> plan = planDispatch(kernel.impl(), range);
  if (!plan)
    return plan.error();
  if (Status s = q.begin(); !s)
    return s;
  q.barrier();
  const Buffer *argsBuffer = nullptr;
  if (!plan->argsBufferData.empty()) {
    Result<Buffer> args = argumentBuffer(*q.device, plan->argsBufferData);
    if (!args)
      return args.error();
    q.currentKeep.push_back(std::move(*args));
    argsBuffer = &q.currentKeep.back();
  }
  VkDescriptorSet images = VK_NULL_HANDLE;
  Result<DescriptorPool> pool = kernelImageDescriptors(kernel.impl(), images);
  if (!pool)
    return pool.error();
  if (pool->get() != VK_NULL_HANDLE)
    q.currentPools.push_back(std::move(*pool));
  PrintfCapture *printfCapture = nullptr;
  if (kernel.info().usesPrintf) {
    Result<PrintfCapture> capture = beginPrintfCapture(
        *q.device, q.current, kernel.impl().program, q.printfBytes);
    if (!capture)
      return capture.error();
    q.currentPrintfs.push_back(std::move(*capture));
    printfCapture = &q.currentPrintfs.back();
    uint64_t address = printfCapture->buffer.deviceAddress();
    std::memcpy(plan->pushConstants.data() +
                    DispatchLayout::PrintfBufferAddress,
                &address, sizeof address);
  }
  bool timed = event && q.queries != VK_NULL_HANDLE;
  uint32_t query = 0;
  if (timed) {
    query = q.takeQueries();
    // Written once everything before has completed (the barrier above makes
    // the dispatch wait for it too): a top-of-pipe stamp would be taken as
    // soon as the command is reached, before earlier dispatches of the same
    // command buffer finish, and count their time as this one's.
    vkCmdWriteTimestamp(q.current, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT,
                        q.queries, query);
  }
  if (Status s =
          recordDispatch(q.current, kernel.impl(), *plan, argsBuffer, images);
      !s)
    return s;
  if (timed)
    vkCmdWriteTimestamp(q.current, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT,
                        q.queries, query + 1);
  if (printfCapture)
    endPrintfCapture(q.current, *printfCapture);
  q.currentHasWork = true;
  if (event) {
    event->queue_ = this;
    event->value_ = q.submitted + 1;
    event->query_ = query;
    event->timed_ = timed;
  }
  return Status::ok();
}

Status Queue::write(Buffer &buffer, size_t offset, const void *data,
                    size_t bytes) {
  Impl &q = *impl_;
  if (Status s = checkBufferRange(buffer, offset, bytes, "write"); !s)
    return s;
  if (bytes == 0)
    return Status::ok();
  if (buffer.mapped()) {
    if (Status s = q.finish(); !s)
      return s;
    std::memcpy(static_cast<char *>(buffer.mapped()) + offset, data, bytes);
    return Status::ok();
  }
  // Staged: the data is copied now, so the caller may reuse it on return.
  Result<Buffer> staging =
      createBuffer(*q.device, bytes, MemoryKind::HostVisible);
  if (!staging)
    return staging.error();
  std::memcpy(staging->mapped(), data, bytes);
  if (Status s = q.begin(); !s)
    return s;
  q.barrier();
  q.copyRegion(*staging, 0, buffer, offset, bytes);
  q.currentHasWork = true;
  q.currentKeep.push_back(std::move(*staging));
  return Status::ok();
}

Status Queue::read(const Buffer &buffer, size_t offset, void *data,
                   size_t bytes) {
  Impl &q = *impl_;
  if (Status s = checkBufferRange(buffer, offset, bytes, "read"); !s)
    return s;
  if (bytes == 0)
    return Status::ok();
  if (buffer.mapped()) {
    if (Status s = q.finish(); !s)
      return s;
    std::memcpy(data, static_cast<const char *>(buffer.mapped()) + offset,
                bytes);
    return Status::ok();
  }
  Result<Buffer> staging =
      createBuffer(*q.device, bytes, MemoryKind::HostVisible);
  if (!staging)
    return staging.error();
  if (Status s = q.begin(); !s)
    return s;
  q.barrier();
  q.copyRegion(buffer, offset, *staging, 0, bytes);
  q.currentHasWork = true;
  if (Status s = q.finish(); !s)
    return s;
  std::memcpy(data, staging->mapped(), bytes);
  return Status::ok();
}

Status Queue::copy(const Buffer &src, size_t srcOffset, Buffer &dst,
                   size_t dstOffset, size_t bytes, Event *event) {
  Impl &q = *impl_;
  if (Status s = checkBufferRange(src, srcOffset, bytes, "copy source"); !s)
    return s;
  if (Status s = checkBufferRange(dst, dstOffset, bytes, "copy destination");
      !s)
    return s;
  if (bytes == 0 && !event)
    return Status::ok();
  if (Status s = q.begin(); !s)
    return s;
  Impl::Timing timing = q.openCommand(event);
  if (bytes == 0) {
    // Nothing to move; the event still completes in order.
  } else if (q.useCompute(bytes, q.policy.minComputeCopyBytes, src, dst)) {
    if (Status s = q.device->transfer->recordCopy(
            q.current, src.deviceAddress() + srcOffset,
            dst.deviceAddress() + dstOffset, bytes, q.policy.maxComputeGroups);
        !s)
      return s;
  } else {
    q.copyRegion(src, srcOffset, dst, dstOffset, bytes);
  }
  q.closeCommand(this, event, timing);
  return Status::ok();
}

Status Queue::copyRegions(const Buffer &src, Buffer &dst,
                          const std::vector<VkBufferCopy> &regions) {
  Impl &q = *impl_;
  std::vector<VkBufferCopy> shifted;
  shifted.reserve(regions.size());
  for (const VkBufferCopy &r : regions) {
    if (Status s = checkBufferRange(src, r.srcOffset, r.size, "copy source");
        !s)
      return s;
    if (Status s =
            checkBufferRange(dst, r.dstOffset, r.size, "copy destination");
        !s)
      return s;
    if (r.size)
      shifted.push_back(
          {src.vkOffset() + r.srcOffset, dst.vkOffset() + r.dstOffset, r.size});
  }
  if (shifted.empty())
    return Status::ok();
  if (Status s = q.begin(); !s)
    return s;
  q.barrier();
  vkCmdCopyBuffer(q.current, src.vkBuffer(), dst.vkBuffer(),
                  uint32_t(shifted.size()), shifted.data());
  q.currentHasWork = true;
  return Status::ok();
}

Status Queue::fill(Buffer &buffer, size_t offset, size_t bytes,
                   uint32_t pattern, Event *event) {
  Impl &q = *impl_;
  if (Status s = checkBufferRange(buffer, offset, bytes, "fill"); !s)
    return s;
  if (offset % 4 || bytes % 4)
    return makeError(ErrorCode::InvalidArgument,
                     "fill offset and size must be multiples of 4");
  return fillPattern(buffer, offset, bytes, &pattern, sizeof pattern, event);
}

Status Queue::fillPattern(Buffer &buffer, size_t offset, size_t bytes,
                          const void *pattern, size_t patternSize,
                          Event *event) {
  Impl &q = *impl_;
  if (Status s = checkBufferRange(buffer, offset, bytes, "fill"); !s)
    return s;
  if (!pattern || patternSize == 0 || patternSize > 128)
    return makeError(ErrorCode::InvalidArgument,
                     "a fill pattern has 1 to 128 bytes, not " +
                         std::to_string(patternSize));
  if (offset % patternSize || bytes % patternSize)
    return makeError(ErrorCode::InvalidArgument,
                     "fill offset and size must be multiples of the " +
                         std::to_string(patternSize) + "-byte pattern");
  if (bytes == 0 && !event)
    return Status::ok();
  // A pattern that repeats every 4 bytes is one word for vkCmdFillBuffer,
  // which wants a 4-byte aligned offset and size.
  const auto *p = static_cast<const uint8_t *>(pattern);
  uint8_t wordBytes[4];
  for (size_t i = 0; i < 4; ++i)
    wordBytes[i] = p[i % patternSize];
  bool repeats = patternSize % 4 == 0 || 4 % patternSize == 0;
  for (size_t i = 0; repeats && i < patternSize; ++i)
    repeats = p[i] == wordBytes[i % 4];
  VkDeviceSize at = buffer.vkOffset() + offset;
  bool transferFill =
      bytes == 0 ||
      (repeats && at % 4 == 0 && bytes % 4 == 0 &&
       !q.useCompute(bytes, q.policy.minComputeFillBytes, buffer, buffer));
  // The shader reads the pattern from a table in device memory, written
  // by the command buffer itself (vkCmdUpdateBuffer) before the barrier
  // that orders the fill after earlier commands: new memory, which no
  // earlier command touches. 16 spare bytes align it to 16.
  Buffer table;
  std::vector<uint8_t> data;
  VkDeviceSize tableShift = 0;
  if (!transferFill) {
    data = fillTable(buffer.deviceAddress() + offset, pattern, patternSize);
    Result<Buffer> t =
        createBuffer(*q.device, data.size() + 16, MemoryKind::DeviceLocal);
    if (!t)
      return t.error();
    table = std::move(*t);
    tableShift = (16 - table.deviceAddress() % 16) % 16;
  }
  if (Status s = q.begin(); !s)
    return s;
  VkDeviceAddress tableAddress = 0;
  if (table.valid()) {
    vkCmdUpdateBuffer(q.current, table.vkBuffer(),
                      table.vkOffset() + tableShift, data.size(), data.data());
    q.currentHasWork = true;
    tableAddress = table.deviceAddress() + tableShift;
    q.currentKeep.push_back(std::move(table));
  }
  Impl::Timing timing = q.openCommand(event);
  if (bytes == 0) {
    // Nothing to write; the event still completes in order.
  } else if (transferFill) {
    uint32_t word = 0;
    std::memcpy(&word, wordBytes, sizeof word);
    vkCmdFillBuffer(q.current, buffer.vkBuffer(), at, bytes, word);
  } else {
    if (Status s = q.device->transfer->recordFill(
            q.current, buffer.deviceAddress() + offset, bytes, tableAddress,
            uint32_t(data.size()), q.policy.maxComputeGroups);
        !s)
      return s;
  }
  q.closeCommand(this, event, timing);
  return Status::ok();
}

void Queue::setPrintfHandler(PrintfHandler handler) {
  impl_->printfHandler = std::move(handler);
}

Status Queue::setPrintfBufferSize(size_t bytes) {
  if (bytes < 4 * PrintfLayout::HeaderWords || bytes > (size_t(1) << 30))
    return makeError(ErrorCode::InvalidArgument,
                     "printf buffer size " + std::to_string(bytes) +
                         " is outside 16 bytes to 1 GiB");
  impl_->printfBytes = bytes / 4 * 4;
  return Status::ok();
}

size_t Queue::printfBufferSize() const { return impl_->printfBytes; }

void Queue::setTransferPolicy(const TransferPolicy &policy) {
  impl_->policy = policy;
}

const TransferPolicy &Queue::transferPolicy() const { return impl_->policy; }

Device::Impl &queueDevice(Queue &queue) { return *queue.impl().device; }

Result<VkCommandBuffer> beginQueueCommand(Queue &queue) {
  Queue::Impl &q = queue.impl();
  if (Status s = q.begin(); !s)
    return s.error();
  q.barrier();
  return q.current;
}

void endQueueCommand(Queue &queue, Buffer keep) {
  Queue::Impl &q = queue.impl();
  q.currentHasWork = true;
  if (keep.valid())
    q.currentKeep.push_back(std::move(keep));
}

Result<VkCommandBuffer> beginTimedQueueCommand(Queue &queue, Event *event,
                                               QueueCommandTiming &timing) {
  Queue::Impl &q = queue.impl();
  if (Status s = q.begin(); !s)
    return s.error();
  Queue::Impl::Timing t = q.openCommand(event);
  timing.timed = t.timed;
  timing.query = t.query;
  return q.current;
}

void endTimedQueueCommand(Queue &queue, Event *event,
                          const QueueCommandTiming &timing, Buffer keep) {
  Queue::Impl &q = queue.impl();
  Queue::Impl::Timing t;
  t.timed = timing.timed;
  t.query = timing.query;
  q.closeCommand(&queue, event, t);
  if (keep.valid())
    q.currentKeep.push_back(std::move(keep));
}

Status Queue::flush() { return impl_->flush(); }

Result<Event> Queue::submit() {
  if (Status s = impl_->flush(); !s)
    return s.error();
  Event event;
  event.queue_ = this;
  event.value_ = impl_->submitted;
  return event;
}
Status Queue::finish() { return impl_->finish(); }

Status Event::wait() const {
  if (!queue_)
    return makeError(ErrorCode::InvalidOperation, "the event was never set");
  return queue_->impl_->wait(value_);
}

Result<bool> Event::waitFor(uint64_t timeoutNs) const {
  if (!queue_)
    return makeError(ErrorCode::InvalidOperation, "the event was never set");
  Queue::Impl &q = *queue_->impl_;
  if (value_ > q.submitted)
    return makeError(ErrorCode::InvalidOperation,
                     "the event's work is not submitted (Queue::submit)");
  VkDevice d = q.device->device;
  uint64_t done = 0;
  auto start = std::chrono::steady_clock::now();
  const uint64_t pollNs = std::chrono::nanoseconds(ShortWorkPoll).count();
  auto spin = std::chrono::nanoseconds(std::min(timeoutNs, pollNs));
  do {
    VKCL_CHECK(vkGetSemaphoreCounterValue(d, q.timeline, &done));
  } while (done < value_ && std::chrono::steady_clock::now() - start < spin);
  if (done < value_ && timeoutNs > uint64_t(spin.count())) {
    VkSemaphoreWaitInfo wi{VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO};
    wi.semaphoreCount = 1;
    wi.pSemaphores = &q.timeline;
    wi.pValues = &value_;
    VkResult r = vkWaitSemaphores(d, &wi, timeoutNs - spin.count());
    if (r != VK_SUCCESS && r != VK_TIMEOUT)
      return vulkanError(r, "vkWaitSemaphores");
    VKCL_CHECK(vkGetSemaphoreCounterValue(d, q.timeline, &done));
  }
  return done >= value_;
}

Result<double> Event::gpuTimeNs() const {
  Result<std::array<uint64_t, 2>> stamps = gpuTimestampsNs();
  if (!stamps)
    return stamps.error();
  return double((*stamps)[1] - (*stamps)[0]);
}

Result<std::array<uint64_t, 2>> Event::gpuTimestampsNs() const {
  if (!queue_)
    return makeError(ErrorCode::InvalidOperation, "the event was never set");
  if (!timed_)
    return makeError(ErrorCode::FeatureMissing,
                     "the device's compute queue has no timestamps");
  if (Status s = wait(); !s)
    return s;
  Queue::Impl &q = *queue_->impl_;
  uint64_t stamps[2] = {0, 0};
  VKCL_CHECK(vkGetQueryPoolResults(
      q.device->device, q.queries, query_, 2, sizeof(stamps), stamps,
      sizeof(uint64_t), VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT));
  double period = q.device->info.timestampPeriodNs;
  return std::array<uint64_t, 2>{uint64_t(double(stamps[0]) * period),
                                 uint64_t(double(stamps[1]) * period)};
}

} // namespace vkcl
