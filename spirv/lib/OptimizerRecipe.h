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

/// The number of blocks of the largest function once every call in it is
/// inlined, as the recipe's exhaustive inlining will do; saturates instead
/// of overflowing.
uint64_t largestInlinedBlockCount(const ModuleFacts &facts);

/// The performance recipe's passes for `facts`' module, as optimizer flags
/// ("--ssa-rewrite", ...): `recipe` is the stock recipe's pass names
/// (Optimizer::GetPassNames after RegisterPerformancePasses).
std::vector<std::string>
performanceFlags(const ModuleFacts &facts,
                 const std::vector<std::string> &recipe);

} // namespace vkcl::spirv::detail
