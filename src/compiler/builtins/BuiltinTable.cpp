#include "builtins/BuiltinTable.h"

namespace vkcl {
namespace {

struct Entry {
  const char *name;
  BuiltinInfo info;
};

template <typename E> BuiltinInfo workItem(E fn) {
  return {BuiltinFamily::WorkItem, static_cast<unsigned>(fn)};
}
template <typename E> BuiltinInfo sync(E fn) {
  return {BuiltinFamily::Synchronization, static_cast<unsigned>(fn)};
}
template <typename E> BuiltinInfo async(E fn) {
  return {BuiltinFamily::AsyncCopy, static_cast<unsigned>(fn)};
}

const Entry entries[] = {
    // Work-item functions (OpenCL C 3.0, 6.15.1).
    {"get_work_dim", workItem(WorkItemFn::WorkDim)},
    {"get_global_size", workItem(WorkItemFn::GlobalSize)},
    {"get_global_id", workItem(WorkItemFn::GlobalId)},
    {"get_local_size", workItem(WorkItemFn::LocalSize)},
    {"get_enqueued_local_size", workItem(WorkItemFn::EnqueuedLocalSize)},
    {"get_local_id", workItem(WorkItemFn::LocalId)},
    {"get_num_groups", workItem(WorkItemFn::NumGroups)},
    {"get_group_id", workItem(WorkItemFn::GroupId)},
    {"get_global_offset", workItem(WorkItemFn::GlobalOffset)},
    {"get_global_linear_id", workItem(WorkItemFn::GlobalLinearId)},
    {"get_local_linear_id", workItem(WorkItemFn::LocalLinearId)},
    {"get_sub_group_size", workItem(WorkItemFn::SubGroupSize)},
    {"get_max_sub_group_size", workItem(WorkItemFn::MaxSubGroupSize)},
    {"get_num_sub_groups", workItem(WorkItemFn::NumSubGroups)},
    {"get_enqueued_num_sub_groups", workItem(WorkItemFn::EnqueuedNumSubGroups)},
    {"get_sub_group_id", workItem(WorkItemFn::SubGroupId)},
    {"get_sub_group_local_id", workItem(WorkItemFn::SubGroupLocalId)},
    // Synchronization (6.15.8, 6.15.12.1).
    {"barrier", sync(SyncFn::Barrier)},
    {"work_group_barrier", sync(SyncFn::WorkGroupBarrier)},
    {"mem_fence", sync(SyncFn::MemFence)},
    {"read_mem_fence", sync(SyncFn::ReadMemFence)},
    {"write_mem_fence", sync(SyncFn::WriteMemFence)},
    // Async copies and prefetch (6.15.11).
    {"async_work_group_copy", async(AsyncCopyFn::Copy)},
    {"async_work_group_strided_copy", async(AsyncCopyFn::StridedCopy)},
    {"wait_group_events", async(AsyncCopyFn::WaitGroupEvents)},
    {"prefetch", async(AsyncCopyFn::Prefetch)},
};

} // namespace

const BuiltinInfo *lookupBuiltin(llvm::StringRef name) {
  for (const Entry &e : entries)
    if (name == e.name)
      return &e.info;
  static const BuiltinInfo vectorData{BuiltinFamily::VectorData, 0};
  if (isVectorDataBuiltin(name))
    return &vectorData;
  static const BuiltinInfo pipe{BuiltinFamily::Pipe, 0};
  if (isPipeBuiltin(name))
    return &pipe;
  return nullptr;
}

} // namespace vkcl
