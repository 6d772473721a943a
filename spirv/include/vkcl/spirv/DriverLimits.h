// The limits of particular drivers' compilers that a valid module can still
// exceed, checked in one place for the compiler (before it hands a module
// out) and for the runtime (before a precompiled module reaches a driver).
//
// Each limit is one a driver breaks silently or fatally past: lavapipe's
// execution-mask stacks run deeper control flow unmasked
// (ControlFlowDepth.h), SwiftShader's JIT aborts the whole process past its
// stack budget for buffer accesses (BufferAccesses.h). A module compiled for
// another target, or by an older vkcl, must get the same refusal by name
// when it is loaded on such a device as the compiler gives its source.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace vkcl::spirv {

struct DriverLimits {
  /// Names the driver in messages: "the target 'lavapipe'", "the device
  /// 'llvmpipe (LLVM 15.0.6, 256 bits)'".
  std::string who;
  uint32_t maxBranchNesting = 0;  ///< 0: no limit.
  uint32_t maxBufferAccesses = 0; ///< 0: no limit.
};

/// One sentence per kernel and limit that `words` exceeds ("kernel 'k'
/// nests control flow 90 levels deep (...); the target 'lavapipe' runs at
/// most 80 right (...)"), without a trailing newline; empty when every
/// kernel is within `limits` or no limit is set.
std::vector<std::string> driverLimitBreaches(const std::vector<uint32_t> &words,
                                             const DriverLimits &limits);

} // namespace vkcl::spirv
