// The table of OpenCL C builtins vkcl lowers, by family.
//
// Builtins are looked up once by name and lowered by family (one file per
// family under builtins/), as clspv's builtin map does. A builtin that is
// not in the table is reported by name, never silently mis-lowered.
#pragma once

#include <llvm/ADT/StringRef.h>

namespace vkcl {

enum class BuiltinFamily {
  WorkItem,
  Synchronization,
  AsyncCopy,
  VectorData,
  Pipe,
  Integer
};

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

/// Pipe builtins by form; the side (read/write) and scope (work-item,
/// sub-group, work-group) come from the name (Pipes.cpp).
enum class PipeFn {
  ReadWrite,
  Reserve,
  Commit,
  NumPackets,
  MaxPackets,
  IsValidReserveId
};

/// Integer functions (OpenCL C 3.0, 6.15.4), lowered by Integer.cpp.
enum class IntegerFn {
  Abs,
  AbsDiff,
  AddSat,
  SubSat,
  Hadd,
  Rhadd,
  Clamp,
  Min,
  Max,
  Clz,
  Ctz,
  Popcount,
  Rotate,
  MulHi,
  MadHi,
  MadSat,
  Mul24,
  Mad24,
  Upsample
};

struct BuiltinInfo {
  BuiltinFamily family;
  unsigned function; ///< WorkItemFn, SyncFn, AsyncCopyFn or IntegerFn
};

/// vloadn, vstoren, vload_half*, vstore_half* and their aligned forms (a
/// pattern of names, parsed by VectorData.cpp).
bool isVectorDataBuiltin(llvm::StringRef name);

/// read_pipe, write_pipe, the reserve/commit forms at every scope,
/// get_pipe_num_packets, get_pipe_max_packets, is_valid_reserve_id.
bool isPipeBuiltin(llvm::StringRef name);
/// Whether `name` is work_group_reserve_{read,write}_pipe, which needs the
/// kernel's pipe scratch in __local memory.
bool usesPipeScratch(llvm::StringRef name);

/// nullptr when `name` is not a builtin vkcl lowers.
const BuiltinInfo *lookupBuiltin(llvm::StringRef name);

} // namespace vkcl
