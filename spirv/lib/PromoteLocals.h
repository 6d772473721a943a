// Private to vkcl-spirv: vkcl's own promotion of widely used Function
// variables to SSA values, in time linear in the function for structured
// code.
//
// Why not leave it to SPIRV-Tools: its ssa-rewrite (2023.1) walks every use
// of a variable for each of its loads and stores, so a variable accessed in
// thousands of blocks costs minutes, and OptimizerRecipe.h leaves the pass
// out past kSsaRewriteVariableBlocks. The variable then stays in memory,
// and every later validation pays for it instead: the validator checks
// that each definition dominates each use by walking the dominator tree
// upward from the use, and a variable declared in the entry block and used
// 16,000 blocks deep costs 16,000 steps a use (11 s per validation of
// 16,000 sequential `if`s, two validations per compile).
//
// The classic construction (Cytron et al.: phis at the iterated dominance
// frontier of the stores, then renaming along the dominator tree, with
// Cooper, Harvey and Kennedy's dominators and frontiers) touches each
// block a small number of times on structured control flow. Only what is
// plainly a scalar or vector in a register is promoted: a variable without
// decorations whose every use is a non-volatile OpLoad or OpStore, of it
// or of an access chain of it without indices or, for a vector, with one
// constant index (a component: OpCompositeExtract of the current value,
// OpCompositeInsert into it); its OpNames go with it.
#pragma once

#include <cstdint>
#include <vector>

namespace vkcl::spirv::detail {

/// `words` with every Function variable of scalar or vector type that is
/// loaded or stored in at least `minBlocks` blocks, and used only by whole
/// loads and stores, replaced by SSA values (OpPhi where control flow
/// joins, OpUndef before the first store). Returns `words` unchanged when
/// no variable qualifies or the module cannot be parsed exactly.
std::vector<uint32_t>
promoteWidelyUsedLocals(const std::vector<uint32_t> &words, uint64_t minBlocks);

} // namespace vkcl::spirv::detail
