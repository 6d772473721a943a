// Static counts of buffer accesses per entry point (see BufferAccesses.h):
// one pass over the module for pointer types and each function's own
// accesses and calls, then totals along the call graph.
#define SPV_ENABLE_UTILITY_CODE // spv::HasResultAndType
#include "vkcl/spirv/BufferAccesses.h"

#include "CapabilityInference.h"

#include <spirv/unified1/spirv.hpp11>

#include <map>
#include <set>
#include <unordered_map>
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
  std::map<Id, uint64_t> calls; ///< callee -> call sites
};

} // namespace

std::vector<KernelBufferAccesses>
countBufferAccesses(const std::vector<uint32_t> &words) {
  std::unordered_map<Id, uint32_t> pointerClass; // pointer type -> class
  std::unordered_map<Id, Id> typeOf;             // result -> its type
  std::map<Id, FunctionAccesses> functions;
  std::vector<std::pair<Id, std::string>> entryPoints;
  FunctionAccesses *function = nullptr;
  if (words.size() < 5)
    return {};
  for (size_t at = 5; at < words.size();) {
    const uint32_t count = words[at] >> 16;
    if (count == 0 || at + count > words.size())
      return {};
    const auto op = static_cast<Op>(words[at] & 0xffffu);
    auto word = [&](size_t i) { return i < count ? words[at + i] : 0u; };
    bool hasResult = false, hasType = false;
    spv::HasResultAndType(op, &hasResult, &hasType);
    if (hasResult && hasType)
      typeOf[word(2)] = word(1);
    auto isBuffer = [&](Id pointer) {
      auto type = typeOf.find(pointer);
      if (type == typeOf.end())
        return false;
      auto found = pointerClass.find(type->second);
      return found != pointerClass.end() && isBufferClass(found->second);
    };
    switch (op) {
    case Op::OpEntryPoint:
      entryPoints.emplace_back(word(2), detail::literalString(words, at + 3));
      break;
    case Op::OpTypePointer:
    case Op::OpTypeForwardPointer:
      pointerClass[word(1)] = word(2);
      break;
    case Op::OpFunction:
      function = &functions[word(2)];
      break;
    case Op::OpFunctionEnd:
      function = nullptr;
      break;
    case Op::OpFunctionCall:
      if (function)
        ++function->calls[word(3)];
      break;
    default:
      if (const uint32_t operand = pointerOperand(op); operand && function) {
        function->accesses += isBuffer(word(operand));
        if (op == Op::OpCopyMemory || op == Op::OpCopyMemorySized)
          function->accesses += isBuffer(word(2));
      }
      break;
    }
    at += count;
  }

  // OpenCL C has no recursion; a cycle counts once.
  std::map<Id, uint64_t> totals;
  std::set<Id> open;
  auto total = [&](Id id, auto &self) -> uint64_t {
    if (auto done = totals.find(id); done != totals.end())
      return done->second;
    auto found = functions.find(id);
    if (found == functions.end() || !open.insert(id).second)
      return 0;
    // Saturating: call trees can multiply past 64 bits.
    uint64_t sum = found->second.accesses;
    for (const auto &[callee, sites] : found->second.calls) {
      const uint64_t each = self(callee, self);
      sum = each != 0 && sites > (UINT64_MAX - sum) / each ? UINT64_MAX
                                                           : sum + sites * each;
    }
    open.erase(id);
    return totals[id] = sum;
  };
  std::vector<KernelBufferAccesses> kernels;
  for (const auto &[id, name] : entryPoints)
    kernels.push_back({name, total(id, total)});
  return kernels;
}

} // namespace vkcl::spirv
