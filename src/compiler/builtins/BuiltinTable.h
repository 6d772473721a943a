// The table of OpenCL C builtins vkcl lowers, by family.
//
// Builtins are looked up once by name and lowered by family (one file per
// family under builtins/), as clspv's builtin map does. A builtin that is
// not in the table is reported by name, never silently mis-lowered.
#pragma once

#include <llvm/ADT/StringRef.h>

namespace vkcl {

enum class BuiltinFamily { WorkItem, Synchronization, AsyncCopy, VectorData };

enum class WorkItemFn {
  WorkDim,
  GlobalSize,
  GlobalId,
  LocalSize,
  EnqueuedLocalSize,
  LocalId,
  NumGroups,
  GroupId,
  GlobalOffset,
  GlobalLinearId,
  LocalLinearId,
  SubGroupSize,
  MaxSubGroupSize,
  NumSubGroups,
  EnqueuedNumSubGroups,
  SubGroupId,
  SubGroupLocalId,
};

enum class SyncFn {
  Barrier,
  WorkGroupBarrier,
  MemFence,
  ReadMemFence,
  WriteMemFence
};

enum class AsyncCopyFn { Copy, StridedCopy, WaitGroupEvents, Prefetch };

struct BuiltinInfo {
  BuiltinFamily family;
  unsigned function; ///< WorkItemFn, SyncFn or AsyncCopyFn, by family
};

/// vloadn, vstoren, vload_half*, vstore_half* and their aligned forms (a
/// pattern of names, parsed by VectorData.cpp).
bool isVectorDataBuiltin(llvm::StringRef name);

/// nullptr when `name` is not a builtin vkcl lowers.
const BuiltinInfo *lookupBuiltin(llvm::StringRef name);

} // namespace vkcl
