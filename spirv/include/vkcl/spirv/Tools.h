// In-process SPIRV-Tools: validate, optimize, disassemble.
//
// Every module is validated before it leaves the compiler, so a bug in the
// emitter surfaces as a message naming the instruction, not as a driver crash
// on some user's GPU. Results are values: no exceptions cross this boundary.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace vkcl::spirv {

/// Validates `words` for the Vulkan 1.2 environment (SPIR-V 1.5) with the
/// relaxed/scalar block layout rules vkcl's memory model relies on. Returns
/// an empty string when valid, otherwise every validator message.
std::string validate(const std::vector<uint32_t> &words);

struct OptimizeResult {
  std::vector<uint32_t> words;
  std::string error; ///< Empty on success.
  /// `words` already passed validate(): the validator's structured-CFG
  /// checks grow with the cube of the nesting depth in SPIRV-Tools 2023.1,
  /// so a caller must not pay for them twice.
  bool validated = false;
};

struct OptimizeOptions {
  /// Promote every Function variable to SSA values however widely it is
  /// used. Past a size the recipe leaves that to the driver instead
  /// (ssa-rewrite's time is cubic in a variable's spread: OptimizerRecipe.h),
  /// which is wrong for a driver that charges stack per variable access:
  /// SwiftShader's JIT ran a 6,500-case switch on one variable promoted
  /// and crashed on it in memory.
  bool promoteEveryVariable = false;
};

/// Runs SPIRV-Tools' performance recipe (inlining, SSA, DCE, …) and returns
/// the optimized module. Non-semantic instructions survive.
OptimizeResult optimize(const std::vector<uint32_t> &words,
                        const OptimizeOptions &options = {});

/// Human-readable disassembly (friendly names, no header), or the error.
std::string disassemble(const std::vector<uint32_t> &words);

} // namespace vkcl::spirv
