// Private to vkcl-spirv: which passes the optimizer runs on a given module.
//
// SPIRV-Tools' performance recipe is the right one for every module but the
// very large: its dominator-based redundancy elimination (2023.1) hands each
// dominator-tree child its own copy of the value table, so time and memory
// grow with the depth of the dominator tree times the function's size. A
// kernel of 5,000 sequential `if`s has a dominator chain 10,000 blocks deep
// and spent 16 s and 3.5 GB in those two passes alone. Above a size where
// that cost shows, the block-local form of the same pass runs instead: it
// still removes the repeats within each block, and every driver's own
// compiler does the global value numbering anyway.
//
// Two more passes grow faster than the module (measured on kernels of n
// sequential `if (x > j) x ^= j;`, 2 blocks each):
//  * ssa-rewrite, cubic in the blocks one variable is accessed in: for
//    every load and store of a variable it walks all the variable's uses
//    (MemPass::CollectTargetVars), then builds its phis. 1,000/2,000/4,000
//    `if`s took 0.11/0.74/6.0 s, 20,000 over 5 minutes. Above a spread
//    where that shows it is left out, and vkcl promotes the whole-value
//    variables itself first (PromoteLocals.h, Tools.cpp); what neither
//    takes the driver puts in registers itself. Not for SwiftShader, whose
//    JIT charges stack per variable access (OptimizeOptions).
//  * if-conversion, quadratic in the function's blocks (0.37/1.1/5.6/27 s
//    for 4,000/8,000/16,000/32,000 blocks). It only turns small diamonds'
//    phis into selects, which drivers do themselves.
#pragma once

#include "CapabilityInference.h"

#include <cstdint>
#include <string>
#include <vector>

namespace vkcl::spirv::detail {

/// Above this many blocks in one function after inlining, redundancy
/// elimination is block-local (measured: 1,000 blocks 0.14 s, 2,000 blocks
/// 0.54 s, 4,000 blocks 1.9 s for the global form).
constexpr uint64_t kGlobalRedundancyEliminationBlocks = 1024;

/// Above this many blocks in one function after inlining, if-conversion
/// does not run.
constexpr uint64_t kIfConversionBlocks = 4096;

/// Above this many blocks loading or storing one Function variable,
/// ssa-rewrite does not run (measured: 2,000 blocks 0.11 s, 4,000 blocks
/// 0.74 s, 8,000 blocks 6.0 s).
constexpr uint64_t kSsaRewriteVariableBlocks = 2048;

/// The number of blocks of the largest function once every call in it is
/// inlined, as the recipe's exhaustive inlining will do; saturates instead
/// of overflowing.
uint64_t largestInlinedBlockCount(const ModuleFacts &facts);

/// The most blocks any one Function variable is loaded or stored in,
/// directly or through access chains (which the recipe turns into whole
/// loads and stores before ssa-rewrite). Inlining copies a callee's
/// variables per call, so the count before inlining is the count after.
uint64_t largestVariableBlockSpread(const ModuleFacts &facts);

/// What the recipe is sized by, measured once per module.
struct ModuleSizes {
  uint64_t inlinedBlocks = 0;  ///< largestInlinedBlockCount
  uint64_t variableSpread = 0; ///< largestVariableBlockSpread
  /// Whether ssa-rewrite would be too slow for some variable (vkcl then
  /// promotes the module's variables itself: PromoteLocals.h).
  bool tooWideForSsaRewrite() const {
    return variableSpread > kSsaRewriteVariableBlocks;
  }
};
ModuleSizes measureModule(const ModuleFacts &facts);

/// Whether a module of `sizes` is large enough for the recipe to differ
/// from the stock one (performanceFlags).
bool needsSizedRecipe(const ModuleSizes &sizes, bool promoteAll = false);

/// The performance recipe's passes for a module of `sizes`, as optimizer
/// flags ("--ssa-rewrite", ...): `recipe` is the stock recipe's pass names
/// (Optimizer::GetPassNames after RegisterPerformancePasses). `promoteAll`
/// keeps ssa-rewrite at any spread (OptimizeOptions::promoteEveryVariable).
std::vector<std::string>
performanceFlags(const ModuleSizes &sizes,
                 const std::vector<std::string> &recipe,
                 bool promoteAll = false);

} // namespace vkcl::spirv::detail
