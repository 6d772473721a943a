// How many instructions of a kernel touch buffer memory, for drivers whose
// JIT sets a fixed budget per access.
//
// SwiftShader (as Debian's chromium ships it, Subzero back end) gives each
// load, store or atomic through a buffer pointer its own 256 bytes of
// stack in the routine it generates, and Subzero aborts the process
// ("LLVM ERROR: Local variable exceeds stack size limit") once a routine's
// stack passes 1 MiB. Measured on kernels of one kind of access each:
// 4,091 global loads run and 4,096 abort, stores, __constant loads and
// atomics alike (between 4,085 and 4,118), while __local and private
// accesses, arithmetic and 8,000 `if`s cost nothing near that. The count
// is static (an access in a loop counts once), with every call inlined as
// the driver inlines it. A target with such a budget refuses a kernel past
// it by name (TargetProfile::maxBufferAccesses) instead of handing the
// driver a module that ends the application. Large `switch`es crash the
// same driver another way (a segmentation fault after its JIT gives up:
// 8,000 cases of additions, 7,000 ran; 3,648 cases that each store, 3,628
// ran; 5,000 cases that store, `continue` or return in a loop, 4,100 ran),
// a cost per case body (7,000 labels seven to a body ran), not in blocks
// (9,000 `if`s with a division each run): cases and accesses together were
// 6,000 or more in every crash measured (some kernels ran past 7,000). The
// same budget, 1.5 times below that, therefore takes both: a kernel's
// accesses plus its switches' cases.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace vkcl::spirv {

struct KernelBufferAccesses {
  std::string name; ///< The entry point's name.
  /// OpLoad, OpStore, OpCopyMemory(Sized) and atomic instructions whose
  /// pointer is into PhysicalStorageBuffer, StorageBuffer or Uniform
  /// memory, each call site counting its callee's accesses.
  uint64_t accesses = 0;
  /// OpSwitch case targets (distinct labels of one OpSwitch, the default
  /// not counted), counted as the accesses are.
  uint64_t switchCases = 0;
};

/// Counts every entry point of `words`, a valid module. A module it cannot
/// read (malformed) gives an empty list.
std::vector<KernelBufferAccesses>
countBufferAccesses(const std::vector<uint32_t> &words);

} // namespace vkcl::spirv
