// The performance recipe, sized to the module (see OptimizerRecipe.h).
#include "OptimizerRecipe.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>
#include <utility>

namespace vkcl::spirv::detail {

namespace {

constexpr uint64_t kSaturated = std::numeric_limits<uint64_t>::max() / 2;

uint64_t saturatingAdd(uint64_t a, uint64_t b) {
  return std::min(kSaturated, a + std::min(kSaturated, b));
}

} // namespace

uint64_t largestInlinedBlockCount(const ModuleFacts &facts) {
  const size_t count = facts.functionIds.size();
  std::map<Id, size_t> indexOf;
  for (size_t index = 0; index < count; ++index)
    indexOf[facts.functionIds[index]] = index;

  std::vector<uint64_t> ownBlocks(count, 0);
  std::vector<std::vector<size_t>> callees(count);
  for (const FactInstruction &instruction : facts.instructions) {
    if (instruction.function < 0 ||
        static_cast<size_t>(instruction.function) >= count)
      continue;
    const auto function = static_cast<size_t>(instruction.function);
    if (instruction.opcode == spv::Op::OpLabel)
      ++ownBlocks[function];
    if (instruction.opcode == spv::Op::OpFunctionCall &&
        instruction.words.size() > 3) {
      auto callee = indexOf.find(instruction.words[3]);
      if (callee != indexOf.end())
        callees[function].push_back(callee->second);
    }
  }

  // Post-order over the call graph, iteratively: call chains can be long. A
  // recursive call (invalid in OpenCL C, refused by the validator) counts
  // once, as if it were not there.
  enum class State { Unvisited, Open, Done };
  std::vector<State> state(count, State::Unvisited);
  std::vector<uint64_t> inlined(count, 0);
  uint64_t largest = 0;
  for (size_t root = 0; root < count; ++root) {
    if (state[root] != State::Unvisited)
      continue;
    std::vector<std::pair<size_t, size_t>> stack{{root, 0}};
    state[root] = State::Open;
    while (!stack.empty()) {
      auto &[function, next] = stack.back();
      if (next < callees[function].size()) {
        const size_t callee = callees[function][next++];
        if (state[callee] == State::Unvisited) {
          state[callee] = State::Open;
          stack.emplace_back(callee, 0);
        }
        continue;
      }
      uint64_t blocks = ownBlocks[function];
      for (size_t callee : callees[function])
        if (state[callee] == State::Done)
          blocks = saturatingAdd(blocks, inlined[callee]);
      inlined[function] = blocks;
      state[function] = State::Done;
      largest = std::max(largest, blocks);
      stack.pop_back();
    }
  }
  return largest;
}

uint64_t largestVariableBlockSpread(const ModuleFacts &facts) {
  constexpr uint32_t FunctionStorage = 7;
  // Each pointer rooted in a Function variable -> that variable.
  std::map<Id, Id> rootOf;
  // (variable, block) pairs seen, and the count per variable.
  std::set<std::pair<Id, Id>> seen;
  std::map<Id, uint64_t> blocks;
  uint64_t largest = 0;
  Id block = 0;
  for (const FactInstruction &instruction : facts.instructions) {
    const std::vector<uint32_t> &w = instruction.words;
    switch (instruction.opcode) {
    case spv::Op::OpLabel:
      block = instruction.result;
      break;
    case spv::Op::OpVariable:
      if (instruction.function >= 0 && w.size() > 3 && w[3] == FunctionStorage)
        rootOf[instruction.result] = instruction.result;
      break;
    case spv::Op::OpAccessChain:
    case spv::Op::OpInBoundsAccessChain:
      if (w.size() > 3)
        if (auto base = rootOf.find(w[3]); base != rootOf.end())
          rootOf[instruction.result] = base->second;
      break;
    case spv::Op::OpLoad:
    case spv::Op::OpStore: {
      const size_t pointer = instruction.opcode == spv::Op::OpLoad ? 3 : 1;
      if (w.size() <= pointer)
        break;
      auto root = rootOf.find(w[pointer]);
      if (root != rootOf.end() && seen.emplace(root->second, block).second)
        largest = std::max(largest, ++blocks[root->second]);
      break;
    }
    default:
      break;
    }
  }
  return largest;
}

ModuleSizes measureModule(const ModuleFacts &facts) {
  return ModuleSizes{largestInlinedBlockCount(facts),
                     largestVariableBlockSpread(facts)};
}

bool needsSizedRecipe(const ModuleSizes &sizes, bool promoteAll) {
  return sizes.inlinedBlocks > kGlobalRedundancyEliminationBlocks ||
         (!promoteAll && sizes.tooWideForSsaRewrite());
}

std::vector<std::string>
performanceFlags(const ModuleSizes &sizes,
                 const std::vector<std::string> &recipe, bool promoteAll) {
  const bool blockLocal =
      sizes.inlinedBlocks > kGlobalRedundancyEliminationBlocks;
  const bool noIfConversion = sizes.inlinedBlocks > kIfConversionBlocks;
  const bool noSsaRewrite = !promoteAll && sizes.tooWideForSsaRewrite();
  std::vector<std::string> flags;
  flags.reserve(recipe.size());
  for (const std::string &name : recipe) {
    if ((noIfConversion && name == "if-conversion") ||
        (noSsaRewrite && name == "ssa-rewrite"))
      continue;
    flags.push_back("--" + (blockLocal && name == "redundancy-elimination"
                                ? std::string("local-redundancy-elimination")
                                : name));
  }
  return flags;
}

} // namespace vkcl::spirv::detail
