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
BuiltinInfo integer(IntegerFn fn) {
  return {BuiltinFamily::Integer, static_cast<unsigned>(fn)};
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
    // Integer functions (6.15.4). min, max and clamp also name common
    // functions on floats, which Integer.cpp reports as not supported.
    {"abs", integer(IntegerFn::Abs)},
    {"abs_diff", integer(IntegerFn::AbsDiff)},
    {"add_sat", integer(IntegerFn::AddSat)},
    {"sub_sat", integer(IntegerFn::SubSat)},
    {"hadd", integer(IntegerFn::Hadd)},
    {"rhadd", integer(IntegerFn::Rhadd)},
    {"clamp", integer(IntegerFn::Clamp)},
    {"min", integer(IntegerFn::Min)},
    {"max", integer(IntegerFn::Max)},
    {"clz", integer(IntegerFn::Clz)},
    {"ctz", integer(IntegerFn::Ctz)},
    {"popcount", integer(IntegerFn::Popcount)},
    {"rotate", integer(IntegerFn::Rotate)},
    {"mul_hi", integer(IntegerFn::MulHi)},
    {"mad_hi", integer(IntegerFn::MadHi)},
    {"mad_sat", integer(IntegerFn::MadSat)},
    {"mul24", integer(IntegerFn::Mul24)},
    {"mad24", integer(IntegerFn::Mad24)},
    {"upsample", integer(IntegerFn::Upsample)},
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
