// Static counts of buffer accesses per entry point (see BufferAccesses.h):
// each function's own accesses and calls, read from the module's facts
// (CapabilityInference.h: value types, definitions, enclosing functions),
// then totals along the call graph.
#include "vkcl/spirv/BufferAccesses.h"

#include "CapabilityInference.h"

#include <spirv/unified1/spirv.hpp11>

#include <map>
#include <set>
#include <utility>

namespace vkcl::spirv {

namespace {

using Id = uint32_t;
using spv::Op;

/// The operand (word index) that holds an access's pointer; 0: not an
/// access. OpCopyMemory and OpCopyMemorySized have two (1 and 2).
uint32_t pointerOperand(Op op) {
  switch (op) {
  case Op::OpStore:
  case Op::OpAtomicStore:
  case Op::OpAtomicFlagClear:
  case Op::OpCopyMemory:
  case Op::OpCopyMemorySized:
    return 1;
  case Op::OpLoad:
  case Op::OpAtomicLoad:
  case Op::OpAtomicExchange:
  case Op::OpAtomicCompareExchange:
  case Op::OpAtomicCompareExchangeWeak:
  case Op::OpAtomicIIncrement:
  case Op::OpAtomicIDecrement:
  case Op::OpAtomicIAdd:
  case Op::OpAtomicISub:
  case Op::OpAtomicSMin:
  case Op::OpAtomicUMin:
  case Op::OpAtomicSMax:
  case Op::OpAtomicUMax:
  case Op::OpAtomicAnd:
  case Op::OpAtomicOr:
  case Op::OpAtomicXor:
  case Op::OpAtomicFlagTestAndSet:
  case Op::OpAtomicFAddEXT:
  case Op::OpAtomicFMinEXT:
  case Op::OpAtomicFMaxEXT:
    return 3;
  default:
    return 0;
  }
}

bool isBufferClass(uint32_t storageClass) {
  switch (static_cast<spv::StorageClass>(storageClass)) {
  case spv::StorageClass::PhysicalStorageBuffer:
  case spv::StorageClass::StorageBuffer:
  case spv::StorageClass::Uniform:
    return true;
  default:
    return false;
  }
}

struct FunctionAccesses {
  uint64_t accesses = 0;
  uint64_t switchCases = 0;
  std::map<Id, uint64_t> calls; ///< callee -> call sites
};

/// a + sites * each, saturating: call trees can multiply past 64 bits.
uint64_t addCalls(uint64_t a, uint64_t sites, uint64_t each) {
  return each != 0 && sites > (UINT64_MAX - a) / each ? UINT64_MAX
                                                      : a + sites * each;
}

} // namespace

std::vector<KernelBufferAccesses>
countBufferAccesses(const std::vector<uint32_t> &words) {
  const detail::ModuleFacts facts = detail::analyzeModule(words);
  size_t read = 5; // the framing pass stops at the first malformed word
  for (const detail::FactInstruction &inst : facts.instructions)
    read += inst.words.size();
  if (words.size() < 5 || read != words.size())
    return {};
  auto isBuffer = [&](Id pointer) {
    const detail::FactInstruction *type = facts.find(facts.typeOf(pointer));
    return type && type->opcode == Op::OpTypePointer &&
           type->words.size() > 2 && isBufferClass(type->words[2]);
  };
  std::map<Id, FunctionAccesses> functions;
  std::vector<std::pair<Id, std::string>> entryPoints;
  for (const detail::FactInstruction &inst : facts.instructions) {
    auto word = [&](size_t i) {
      return i < inst.words.size() ? inst.words[i] : 0u;
    };
    if (inst.opcode == Op::OpEntryPoint)
      entryPoints.emplace_back(word(2), detail::literalString(inst.words, 3));
    if (inst.function < 0)
      continue;
    FunctionAccesses &function = functions[facts.functionIds[inst.function]];
    if (inst.opcode == Op::OpFunctionCall) {
      ++function.calls[word(3)];
    } else if (inst.opcode == Op::OpSwitch) {
      // Selector, default, then (literal, label) pairs, literals of one
      // word but for 64-bit selectors. The driver's cost is per case body,
      // not per label: distinct labels count.
      const detail::FactInstruction *type = facts.find(facts.typeOf(word(1)));
      const size_t pair =
          type && type->words.size() > 2 && type->words[2] == 64 ? 3 : 2;
      std::set<Id> targets;
      for (size_t i = 3 + pair - 1; i < inst.words.size(); i += pair)
        targets.insert(inst.words[i]);
      function.switchCases += targets.size();
    } else if (const uint32_t operand = pointerOperand(inst.opcode)) {
      function.accesses += isBuffer(word(operand));
      if (inst.opcode == Op::OpCopyMemory ||
          inst.opcode == Op::OpCopyMemorySized)
        function.accesses += isBuffer(word(2));
    }
  }

  // OpenCL C has no recursion; a cycle counts once.
  std::map<Id, KernelBufferAccesses> totals;
  std::set<Id> open;
  auto total = [&](Id id, auto &self) -> KernelBufferAccesses {
    if (auto done = totals.find(id); done != totals.end())
      return done->second;
    auto found = functions.find(id);
    if (found == functions.end() || !open.insert(id).second)
      return {};
    KernelBufferAccesses sum;
    sum.accesses = found->second.accesses;
    sum.switchCases = found->second.switchCases;
    for (const auto &[callee, sites] : found->second.calls) {
      const KernelBufferAccesses each = self(callee, self);
      sum.accesses = addCalls(sum.accesses, sites, each.accesses);
      sum.switchCases = addCalls(sum.switchCases, sites, each.switchCases);
    }
    open.erase(id);
    return totals[id] = sum;
  };
  std::vector<KernelBufferAccesses> kernels;
  for (const auto &[id, name] : entryPoints) {
    KernelBufferAccesses k = total(id, total);
    k.name = name;
    kernels.push_back(std::move(k));
  }
  return kernels;
}

} // namespace vkcl::spirv
