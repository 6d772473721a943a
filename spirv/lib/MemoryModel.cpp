// The GLSL450 → Vulkan memory model pass (MemoryModel.h says why).
#include "vkcl/spirv/MemoryModel.h"

#include <cassert>
#include <optional>
#include <unordered_map>

namespace vkcl::spirv {

namespace {

constexpr uint32_t word(spv::MemoryAccessMask mask) {
  return static_cast<uint32_t>(mask);
}
constexpr uint32_t word(spv::MemorySemanticsMask mask) {
  return static_cast<uint32_t>(mask);
}

constexpr uint32_t Acquire = word(spv::MemorySemanticsMask::Acquire);
constexpr uint32_t Release = word(spv::MemorySemanticsMask::Release);
constexpr uint32_t AcquireRelease =
    word(spv::MemorySemanticsMask::AcquireRelease);
constexpr uint32_t SequentiallyConsistent =
    word(spv::MemorySemanticsMask::SequentiallyConsistent);
constexpr uint32_t MakeAvailable =
    word(spv::MemorySemanticsMask::MakeAvailable);
constexpr uint32_t MakeVisible = word(spv::MemorySemanticsMask::MakeVisible);

/// The semantics the Vulkan model needs for what `value` meant under
/// GLSL450: the same ordering, with the availability and visibility
/// operations that make it apply to non-private accesses.
uint32_t vulkanSemantics(uint32_t value) {
  if (value & SequentiallyConsistent)
    value = (value & ~SequentiallyConsistent) | AcquireRelease;
  if (value & (Release | AcquireRelease))
    value |= MakeAvailable;
  if (value & (Acquire | AcquireRelease))
    value |= MakeVisible;
  return value;
}

/// Where an instruction's memory semantics ids are: `count` operands
/// (after the result id) from `first`; none for other instructions.
struct SemanticsOperands {
  size_t first = 0, count = 0;
};

SemanticsOperands semanticsOperands(spv::Op op) {
  switch (op) {
  case spv::Op::OpControlBarrier:
    return {2, 1};
  case spv::Op::OpMemoryBarrier:
    return {1, 1};
  case spv::Op::OpAtomicCompareExchange: // Equal, then Unequal
  case spv::Op::OpAtomicCompareExchangeWeak:
    return {2, 2};
  case spv::Op::OpAtomicLoad:
  case spv::Op::OpAtomicStore:
  case spv::Op::OpAtomicExchange:
  case spv::Op::OpAtomicIIncrement:
  case spv::Op::OpAtomicIDecrement:
  case spv::Op::OpAtomicIAdd:
  case spv::Op::OpAtomicISub:
  case spv::Op::OpAtomicSMin:
  case spv::Op::OpAtomicUMin:
  case spv::Op::OpAtomicSMax:
  case spv::Op::OpAtomicUMax:
  case spv::Op::OpAtomicAnd:
  case spv::Op::OpAtomicOr:
  case spv::Op::OpAtomicXor:
  case spv::Op::OpAtomicFlagTestAndSet:
  case spv::Op::OpAtomicFlagClear:
  case spv::Op::OpAtomicFAddEXT:
  case spv::Op::OpAtomicFMinEXT:
  case spv::Op::OpAtomicFMaxEXT:
    return {2, 1};
  default:
    return {};
  }
}

/// Storage that invocations share: accesses to it are non-private.
bool shared(spv::StorageClass storage) {
  return storage == spv::StorageClass::Workgroup ||
         storage == spv::StorageClass::StorageBuffer ||
         storage == spv::StorageClass::PhysicalStorageBuffer;
}

/// Sets `bit` in the optional operand mask at `at` (appending the mask
/// when there is none). `bit` takes no operands of its own, so the words
/// that follow the mask (Aligned's alignment) keep their places.
void addMaskBit(std::vector<uint32_t> &operands, size_t at, uint32_t bit) {
  if (operands.size() > at)
    operands[at] |= bit;
  else
    operands.push_back(bit);
}

class Upgrade {
public:
  explicit Upgrade(Module &module) : module_(module) {}

  void run() {
    for (const auto &function : module_.functions()) {
      valueTypes_.clear();
      for (size_t i = 0; i < function->parameters.size(); ++i)
        valueTypes_[function->parameters[i]] = function->parameterTypes[i];
      for (const Instruction &local : function->localVariables())
        valueTypes_[local.result] = local.resultType;
      for (Block *block : function->layout())
        for (const Instruction &instruction : block->instructions)
          if (instruction.result && instruction.resultType)
            valueTypes_[instruction.result] = instruction.resultType;
      for (Block *block : function->layout())
        for (Instruction &instruction : block->instructions)
          rewrite(instruction);
    }
    module_.requireCapability(spv::Capability::VulkanMemoryModel);
    module_.requireCapability(spv::Capability::VulkanMemoryModelDeviceScope);
  }

private:
  void rewrite(Instruction &instruction) {
    const uint32_t nonPrivate = word(spv::MemoryAccessMask::NonPrivatePointer);
    const uint32_t nonPrivateTexel =
        static_cast<uint32_t>(spv::ImageOperandsMask::NonPrivateTexel);
    std::vector<uint32_t> &operands = instruction.operands;
    switch (instruction.opcode) {
    case spv::Op::OpLoad:
      if (sharedPointer(operands[0]))
        addMaskBit(operands, 1, nonPrivate);
      return;
    case spv::Op::OpStore:
      if (sharedPointer(operands[0]))
        addMaskBit(operands, 2, nonPrivate);
      return;
    case spv::Op::OpImageRead:
      addMaskBit(operands, 2, nonPrivateTexel);
      return;
    case spv::Op::OpImageWrite:
      addMaskBit(operands, 3, nonPrivateTexel);
      return;
    case spv::Op::OpCopyMemory:
    case spv::Op::OpCopyMemorySized:
      assert(false && "no emitter makes OpCopyMemory: teach this pass first");
      return;
    default:
      break;
    }
    SemanticsOperands ids = semanticsOperands(instruction.opcode);
    for (size_t at = ids.first; at < ids.first + ids.count; ++at)
      operands[at] = semantics(operands[at]);
  }

  /// Whether `pointer` points into storage other invocations share.
  bool sharedPointer(Id pointer) const {
    std::optional<spv::StorageClass> storage = storageOf(pointer);
    return storage && shared(*storage);
  }

  std::optional<spv::StorageClass> storageOf(Id pointer) const {
    Id type = 0;
    if (auto found = valueTypes_.find(pointer); found != valueTypes_.end())
      type = found->second;
    else if (const Instruction *global = module_.definition(pointer))
      type = global->resultType;
    const Instruction *pointerType = type ? module_.definition(type) : nullptr;
    if (!pointerType || pointerType->opcode != spv::Op::OpTypePointer) {
      assert(false && "a load or store through a value of unknown type");
      return std::nullopt;
    }
    return static_cast<spv::StorageClass>(pointerType->operands[0]);
  }

  /// The id of the constant for the Vulkan form of the semantics constant
  /// `id` (the same id when nothing changes).
  Id semantics(Id id) {
    const Instruction *constant = module_.definition(id);
    assert(constant && constant->opcode == spv::Op::OpConstant &&
           "memory semantics must be an OpConstant");
    if (!constant || constant->opcode != spv::Op::OpConstant)
      return id;
    uint32_t value = constant->operands[0];
    uint32_t upgraded = vulkanSemantics(value);
    return upgraded == value
               ? id
               : module_.constantInt(constant->resultType, upgraded);
  }

  Module &module_;
  std::unordered_map<Id, Id> valueTypes_;
};

} // namespace

void useVulkanMemoryModel(Module &module) { Upgrade(module).run(); }

} // namespace vkcl::spirv
