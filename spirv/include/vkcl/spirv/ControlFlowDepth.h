// How deep a kernel's control flow nests once a driver has structured it,
// for drivers that stop counting at a fixed depth.
//
// lavapipe (Mesa 22.3 llvmpipe) runs SIMD lanes under execution masks and
// keeps its mask stacks in fixed arrays (gallivm's LP_MAX_TGSI_NESTING, 80
// entries). Past the end it stops masking without a word: measured on
// lavapipe, 84 nested `if`s run their innermost code for lanes that should
// skip it, and a loop with 84 `continue`s loses every lane's result, while
// 83 of either run right. NIR also moves the code after an `if` that
// returns into that `if`'s else, so outside loops each such `if` nests the
// rest of its block one level deeper. A validated module says none of this,
// so the compiler measures it here and a target with such a limit refuses
// what exceeds it (TargetProfile::maxBranchNesting), rather than running it
// wrongly.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace vkcl::spirv {

struct KernelControlFlow {
  std::string name; ///< The entry point's name.
  /// The deepest nesting of selections (`if`, `switch`) any of its code
  /// reaches with every call inlined: one level per enclosing selection
  /// construct, plus one per earlier selection or loop in an enclosing
  /// block, outside loops, that contains a function return.
  uint32_t selectionDepth = 0;
  /// The most branches into one loop's continue target (its `continue`
  /// statements and the body's own end).
  uint32_t loopContinues = 0;
};

/// Measures every entry point of `words`, a valid module. A module it
/// cannot read (malformed) gives an empty list.
std::vector<KernelControlFlow>
measureControlFlow(const std::vector<uint32_t> &words);

} // namespace vkcl::spirv
