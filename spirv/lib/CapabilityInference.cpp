// Derives capabilities, extensions and the addressing/memory model from what
// a module actually contains.
//
// The rules for 8- and 16-bit types follow what spirv-val (SPIRV-Tools
// 2023.1) enforces rather than a reading of the spec alone: without the full
// Int8/Int16/Float16 capability, a small-typed value may only be produced by
// OpLoad (of a scalar, vector or matrix), OpUConvert/OpSConvert/OpFConvert or
// OpCopyObject, and only consumed by OpStore, those conversions or
// OpCopyObject. Constants and OpUndef of such types, OpConvertUToF and
// friends, and any arithmetic need the full capability. We ask for the full
// capability only when the module needs it, because the storage-only
// capabilities are far more widely supported by drivers.
#define SPV_ENABLE_UTILITY_CODE
#include "CapabilityInference.h"

#include <spirv-tools/libspirv.h>

#include <utility>

namespace vkcl::spirv::detail {

namespace {

using spv::Capability;
using spv::Op;

// --- Analysis ---

struct ParseState {
  ModuleFacts *facts;
  size_t next;
};

spv_result_t onParsedInstruction(void *userData,
                                 const spv_parsed_instruction_t *parsed) {
  auto &state = *static_cast<ParseState *>(userData);
  auto &instructions = state.facts->instructions;
  if (state.next >= instructions.size())
    return SPV_ERROR_INVALID_BINARY;
  FactInstruction &instruction = instructions[state.next++];
  std::vector<Id> ids;
  std::vector<uint16_t> offsets;
  for (uint16_t i = 0; i < parsed->num_operands; ++i) {
    const spv_parsed_operand_t &operand = parsed->operands[i];
    switch (operand.type) {
    case SPV_OPERAND_TYPE_ID:
    case SPV_OPERAND_TYPE_OPTIONAL_ID:
    case SPV_OPERAND_TYPE_VARIABLE_ID:
    case SPV_OPERAND_TYPE_MEMORY_SEMANTICS_ID:
    case SPV_OPERAND_TYPE_SCOPE_ID:
      ids.push_back(parsed->words[operand.offset]);
      offsets.push_back(operand.offset);
      break;
    default: // Result ids, type ids and literals reference no value.
      break;
    }
  }
  instruction.idOperands = std::move(ids);
  instruction.idOffsets = std::move(offsets);
  return SPV_SUCCESS;
}

} // namespace

std::string literalString(const std::vector<uint32_t> &words, size_t first) {
  std::string text;
  for (size_t i = first; i < words.size(); ++i)
    for (unsigned byte = 0; byte < 4; ++byte) {
      const char c = static_cast<char>((words[i] >> (8 * byte)) & 0xffu);
      if (c == '\0')
        return text;
      text.push_back(c);
    }
  return text;
}

const FactInstruction *ModuleFacts::find(Id id) const {
  auto found = definitions.find(id);
  return found == definitions.end() ? nullptr : &instructions[found->second];
}

Id ModuleFacts::typeOf(Id id) const {
  const FactInstruction *def = find(id);
  return def ? def->resultType : 0;
}

ModuleFacts analyzeModule(const std::vector<uint32_t> &words) {
  ModuleFacts facts;
  // Framing pass: needs nothing but word counts, so it always succeeds and
  // gives the conservative "every operand may be an id" view.
  int function = -1;
  for (size_t offset = 5; offset < words.size();) {
    const uint32_t count = words[offset] >> 16;
    if (count == 0 || offset + count > words.size())
      break;
    FactInstruction instruction;
    instruction.opcode = static_cast<Op>(words[offset] & 0xffffu);
    instruction.words.assign(words.begin() + offset,
                             words.begin() + offset + count);
    bool hasResult = false;
    bool hasResultType = false;
    spv::HasResultAndType(instruction.opcode, &hasResult, &hasResultType);
    size_t next = 1;
    if (hasResultType && next < count)
      instruction.resultType = instruction.words[next++];
    if (hasResult && next < count)
      instruction.result = instruction.words[next++];
    instruction.idOperands.assign(instruction.words.begin() + next,
                                  instruction.words.end());
    if (instruction.opcode == Op::OpFunction) {
      function = static_cast<int>(facts.functionIds.size());
      facts.functionIds.push_back(instruction.result);
    }
    instruction.function = function;
    if (instruction.opcode == Op::OpFunctionEnd)
      function = -1;
    if (instruction.result != 0)
      facts.definitions[instruction.result] = facts.instructions.size();
    facts.instructions.push_back(std::move(instruction));
    offset += count;
  }

  // Grammar pass: replaces each operand list with the exact id operands.
  spv_context context = spvContextCreate(SPV_ENV_UNIVERSAL_1_6);
  ParseState state{&facts, 0};
  spv_diagnostic diagnostic = nullptr;
  const spv_result_t result =
      spvBinaryParse(context, &state, words.data(), words.size(), nullptr,
                     onParsedInstruction, &diagnostic);
  spvDiagnosticDestroy(diagnostic);
  spvContextDestroy(context);
  facts.exact =
      result == SPV_SUCCESS && state.next == facts.instructions.size();
  return facts;
}

namespace {

// --- Inference ---

// Bits naming the small scalar types a type contains.
constexpr unsigned kInt8 = 1;
constexpr unsigned kInt16 = 2;
constexpr unsigned kFloat16 = 4;

class Inference {
public:
  explicit Inference(const ModuleFacts &facts) : facts_(facts) {}

  Requirements run();

private:
  void add(Capability capability) {
    result_.capabilities.insert(static_cast<uint32_t>(capability));
  }
  bool has(Capability capability) const {
    return result_.capabilities.count(static_cast<uint32_t>(capability)) != 0;
  }
  /// Which small scalar types `type` contains. Through pointers or not:
  /// the validator's value rules look through pointers (a struct holding a
  /// pointer to uchar is itself restricted), the storage rules do not.
  unsigned smallKinds(Id type, bool throughPointers, unsigned depth = 0) const;
  bool isPointer(Id type) const {
    const FactInstruction *def = facts_.find(type);
    return def && def->opcode == Op::OpTypePointer;
  }

  void visitType(const FactInstruction &instruction);
  void visitPointer(spv::StorageClass storage, Id pointee);
  void visitVariable(const FactInstruction &instruction);
  void requireStorage(spv::StorageClass storage, unsigned kinds,
                      bool otherClassesNeedFull);
  void visitValueRules(const FactInstruction &instruction);
  void visitSubgroup(const FactInstruction &instruction);
  void visitAtomic(const FactInstruction &instruction);
  void visitDecoration(const FactInstruction &instruction);
  void visitExecutionMode(const FactInstruction &instruction);
  void finishSmallTypes();

  const ModuleFacts &facts_;
  Requirements result_;
  unsigned declaredSmall_ = 0; ///< Small types the module declares.
  unsigned fullSmall_ = 0;     ///< Small types needing the full capability.
  bool physicalStorageBuffer_ = false;
};

unsigned Inference::smallKinds(Id type, bool throughPointers,
                               unsigned depth) const {
  const FactInstruction *def = facts_.find(type);
  if (!def || depth > 64)
    return 0;
  const auto &w = def->words;
  switch (def->opcode) {
  case Op::OpTypeInt:
    return w[2] == 8 ? kInt8 : w[2] == 16 ? kInt16 : 0;
  case Op::OpTypeFloat:
    return w[2] == 16 ? kFloat16 : 0;
  case Op::OpTypeVector:
  case Op::OpTypeMatrix:
  case Op::OpTypeArray:
  case Op::OpTypeRuntimeArray:
    return smallKinds(w[2], throughPointers, depth + 1);
  case Op::OpTypePointer:
    return throughPointers ? smallKinds(w[3], throughPointers, depth + 1) : 0;
  case Op::OpTypeStruct: {
    unsigned kinds = 0;
    for (size_t i = 2; i < w.size(); ++i)
      kinds |= smallKinds(w[i], throughPointers, depth + 1);
    return kinds;
  }
  default:
    return 0;
  }
}

void Inference::visitType(const FactInstruction &instruction) {
  const auto &w = instruction.words;
  switch (instruction.opcode) {
  case Op::OpTypeInt:
    if (w[2] == 64)
      add(Capability::Int64);
    declaredSmall_ |= w[2] == 8 ? kInt8 : w[2] == 16 ? kInt16 : 0;
    break;
  case Op::OpTypeFloat:
    if (w[2] == 64)
      add(Capability::Float64);
    declaredSmall_ |= w[2] == 16 ? kFloat16 : 0;
    break;
  case Op::OpTypePointer:
    visitPointer(static_cast<spv::StorageClass>(w[2]), w[3]);
    break;
  default:
    break;
  }
}

void Inference::visitPointer(spv::StorageClass storage, Id pointee) {
  // Pointer types matter on their own because PhysicalStorageBuffer memory
  // has no variables: dereferencing such a pointer is what needs the
  // storage capability.
  if (storage == spv::StorageClass::PhysicalStorageBuffer)
    physicalStorageBuffer_ = true;
  requireStorage(storage, smallKinds(pointee, /*throughPointers=*/false),
                 /*otherClassesNeedFull=*/false);
}

void Inference::visitVariable(const FactInstruction &instruction) {
  // Mirrors spirv-val's variable check: the contents are searched through
  // pointers, and leading pointer levels of the variable's value type decide
  // the storage class examined. A struct holding a pointer to uchar in a
  // push-constant block is therefore 8-bit *push-constant* storage.
  const FactInstruction *pointer = facts_.find(instruction.resultType);
  if (!pointer || pointer->opcode != Op::OpTypePointer)
    return;
  const Id valueType = pointer->words[3];
  const unsigned kinds = smallKinds(valueType, /*throughPointers=*/true);
  if (kinds == 0)
    return;
  auto storage = static_cast<spv::StorageClass>(instruction.words[3]);
  const FactInstruction *type = facts_.find(valueType);
  for (unsigned depth = 0;
       type && type->opcode == Op::OpTypePointer && depth < 64; ++depth) {
    storage = static_cast<spv::StorageClass>(type->words[2]);
    type = facts_.find(type->words[3]);
  }
  requireStorage(storage, kinds, /*otherClassesNeedFull=*/true);
}

void Inference::requireStorage(spv::StorageClass storage, unsigned kinds,
                               bool otherClassesNeedFull) {
  using spv::StorageClass;
  if (kinds == 0)
    return;
  const bool has8 = (kinds & kInt8) != 0;
  const bool has16 = (kinds & (kInt16 | kFloat16)) != 0;
  auto storage8 = [&](Capability capability) {
    if (has8) {
      add(capability);
      result_.extensions.insert("SPV_KHR_8bit_storage");
    }
  };
  auto storage16 = [&](Capability capability) {
    if (has16) {
      add(capability);
      result_.extensions.insert("SPV_KHR_16bit_storage");
    }
  };
  switch (storage) {
  case StorageClass::StorageBuffer:
  case StorageClass::PhysicalStorageBuffer:
    storage8(Capability::StorageBuffer8BitAccess);
    storage16(Capability::StorageBuffer16BitAccess);
    break;
  case StorageClass::Uniform:
    storage8(Capability::UniformAndStorageBuffer8BitAccess);
    storage16(Capability::UniformAndStorageBuffer16BitAccess);
    break;
  case StorageClass::PushConstant:
    storage8(Capability::StoragePushConstant8);
    storage16(Capability::StoragePushConstant16);
    break;
  case StorageClass::Input:
  case StorageClass::Output:
    storage16(Capability::StorageInputOutput16);
    if (otherClassesNeedFull)
      fullSmall_ |= kinds & kInt8;
    break;
  default: // Workgroup, Private, Function: no storage-only capability.
    if (otherClassesNeedFull)
      fullSmall_ |= kinds;
    break;
  }
}

void Inference::visitValueRules(const FactInstruction &instruction) {
  // Producers.
  const Id type = instruction.resultType;
  if (type != 0 && !isPointer(type)) {
    if (const unsigned kinds = smallKinds(type, true)) {
      switch (instruction.opcode) {
      case Op::OpLoad: {
        const Op shape = facts_.find(type)->opcode;
        if (shape != Op::OpTypeInt && shape != Op::OpTypeFloat &&
            shape != Op::OpTypeVector && shape != Op::OpTypeMatrix)
          fullSmall_ |= kinds;
        break;
      }
      case Op::OpUConvert:
      case Op::OpSConvert:
      case Op::OpFConvert:
      case Op::OpCopyObject:
        break;
      default:
        fullSmall_ |= kinds;
        break;
      }
    }
  }
  // Consumers.
  switch (instruction.opcode) {
  case Op::OpStore:
  case Op::OpUConvert:
  case Op::OpSConvert:
  case Op::OpFConvert:
  case Op::OpCopyObject:
  case Op::OpDecorate:
  case Op::OpDecorateId:
  case Op::OpMemberDecorate:
  case Op::OpName:
  case Op::OpMemberName:
  case Op::OpEntryPoint:
  case Op::OpExecutionMode:
  case Op::OpExecutionModeId:
    return;
  default:
    break;
  }
  for (Id operand : instruction.idOperands) {
    const Id operandType = facts_.typeOf(operand);
    if (operandType != 0 && !isPointer(operandType))
      fullSmall_ |= smallKinds(operandType, true);
  }
}

void Inference::visitSubgroup(const FactInstruction &instruction) {
  switch (instruction.opcode) {
  case Op::OpGroupNonUniformElect:
    add(Capability::GroupNonUniform);
    break;
  case Op::OpGroupNonUniformAll:
  case Op::OpGroupNonUniformAny:
  case Op::OpGroupNonUniformAllEqual:
    add(Capability::GroupNonUniformVote);
    break;
  case Op::OpGroupNonUniformBroadcast:
  case Op::OpGroupNonUniformBroadcastFirst:
  case Op::OpGroupNonUniformBallot:
  case Op::OpGroupNonUniformInverseBallot:
  case Op::OpGroupNonUniformBallotBitExtract:
  case Op::OpGroupNonUniformBallotBitCount:
  case Op::OpGroupNonUniformBallotFindLSB:
  case Op::OpGroupNonUniformBallotFindMSB:
    add(Capability::GroupNonUniformBallot);
    break;
  case Op::OpGroupNonUniformShuffle:
  case Op::OpGroupNonUniformShuffleXor:
    add(Capability::GroupNonUniformShuffle);
    break;
  case Op::OpGroupNonUniformShuffleUp:
  case Op::OpGroupNonUniformShuffleDown:
    add(Capability::GroupNonUniformShuffleRelative);
    break;
  case Op::OpGroupNonUniformIAdd:
  case Op::OpGroupNonUniformFAdd:
  case Op::OpGroupNonUniformIMul:
  case Op::OpGroupNonUniformFMul:
  case Op::OpGroupNonUniformSMin:
  case Op::OpGroupNonUniformUMin:
  case Op::OpGroupNonUniformFMin:
  case Op::OpGroupNonUniformSMax:
  case Op::OpGroupNonUniformUMax:
  case Op::OpGroupNonUniformFMax:
  case Op::OpGroupNonUniformBitwiseAnd:
  case Op::OpGroupNonUniformBitwiseOr:
  case Op::OpGroupNonUniformBitwiseXor:
  case Op::OpGroupNonUniformLogicalAnd:
  case Op::OpGroupNonUniformLogicalOr:
  case Op::OpGroupNonUniformLogicalXor: {
    // Words: opcode, type, result, scope, group operation, value, ...
    const auto &w = instruction.words;
    const bool clustered =
        w.size() > 4 &&
        w[4] == static_cast<uint32_t>(spv::GroupOperation::ClusteredReduce);
    add(clustered ? Capability::GroupNonUniformClustered
                  : Capability::GroupNonUniformArithmetic);
    break;
  }
  case Op::OpGroupNonUniformQuadBroadcast:
  case Op::OpGroupNonUniformQuadSwap:
    add(Capability::GroupNonUniformQuad);
    break;
  case Op::OpGroupNonUniformRotateKHR:
    add(Capability::GroupNonUniformRotateKHR);
    result_.extensions.insert("SPV_KHR_subgroup_rotate");
    break;
  default:
    return;
  }
  add(Capability::GroupNonUniform);
}

void Inference::visitAtomic(const FactInstruction &instruction) {
  Id valueType = instruction.resultType;
  switch (instruction.opcode) {
  case Op::OpAtomicStore: // pointer, scope, semantics, value
    if (instruction.idOperands.size() >= 4)
      valueType = facts_.typeOf(instruction.idOperands[3]);
    break;
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
  case Op::OpAtomicFAddEXT:
  case Op::OpAtomicFMinEXT:
  case Op::OpAtomicFMaxEXT:
    break;
  default:
    return;
  }
  const FactInstruction *type = facts_.find(valueType);
  if (!type || type->words.size() < 3)
    return;
  const uint32_t width = type->words[2];
  if (type->opcode == Op::OpTypeInt && width == 64)
    add(Capability::Int64Atomics);
  if (instruction.opcode == Op::OpAtomicFAddEXT) {
    add(width == 64   ? Capability::AtomicFloat64AddEXT
        : width == 16 ? Capability::AtomicFloat16AddEXT
                      : Capability::AtomicFloat32AddEXT);
    result_.extensions.insert(width == 16 ? "SPV_EXT_shader_atomic_float16_add"
                                          : "SPV_EXT_shader_atomic_float_add");
  } else if (instruction.opcode == Op::OpAtomicFMinEXT ||
             instruction.opcode == Op::OpAtomicFMaxEXT) {
    add(width == 64   ? Capability::AtomicFloat64MinMaxEXT
        : width == 16 ? Capability::AtomicFloat16MinMaxEXT
                      : Capability::AtomicFloat32MinMaxEXT);
    result_.extensions.insert("SPV_EXT_shader_atomic_float_min_max");
  }
}

void Inference::visitDecoration(const FactInstruction &instruction) {
  const auto &w = instruction.words;
  if (instruction.opcode != Op::OpDecorate || w.size() < 4 ||
      w[2] != static_cast<uint32_t>(spv::Decoration::BuiltIn))
    return;
  switch (static_cast<spv::BuiltIn>(w[3])) {
  case spv::BuiltIn::SubgroupSize:
  case spv::BuiltIn::SubgroupLocalInvocationId:
  case spv::BuiltIn::NumSubgroups:
  case spv::BuiltIn::SubgroupId:
    add(Capability::GroupNonUniform);
    break;
  case spv::BuiltIn::SubgroupEqMask:
  case spv::BuiltIn::SubgroupGeMask:
  case spv::BuiltIn::SubgroupGtMask:
  case spv::BuiltIn::SubgroupLeMask:
  case spv::BuiltIn::SubgroupLtMask:
    add(Capability::GroupNonUniform);
    add(Capability::GroupNonUniformBallot);
    break;
  default:
    break;
  }
}

void Inference::visitExecutionMode(const FactInstruction &instruction) {
  if (instruction.opcode != Op::OpExecutionMode || instruction.words.size() < 3)
    return;
  using Mode = spv::ExecutionMode;
  static constexpr std::pair<Mode, Capability> kFloatControls[] = {
      {Mode::DenormPreserve, Capability::DenormPreserve},
      {Mode::DenormFlushToZero, Capability::DenormFlushToZero},
      {Mode::SignedZeroInfNanPreserve, Capability::SignedZeroInfNanPreserve},
      {Mode::RoundingModeRTE, Capability::RoundingModeRTE},
      {Mode::RoundingModeRTZ, Capability::RoundingModeRTZ}};
  for (const auto &[mode, capability] : kFloatControls)
    if (instruction.words[2] == static_cast<uint32_t>(mode)) {
      add(capability);
      result_.extensions.insert("SPV_KHR_float_controls");
    }
}

void Inference::finishSmallTypes() {
  // A declared small type with no capability at all enabling it would be
  // rejected outright, so it falls back to the full capability.
  auto enabled = [&](std::initializer_list<Capability> capabilities) {
    for (Capability capability : capabilities)
      if (has(capability))
        return true;
    return false;
  };
  if ((declaredSmall_ & kInt8) &&
      !enabled({Capability::StorageBuffer8BitAccess,
                Capability::UniformAndStorageBuffer8BitAccess,
                Capability::StoragePushConstant8}))
    fullSmall_ |= kInt8;
  const std::initializer_list<Capability> storage16 = {
      Capability::StorageBuffer16BitAccess,
      Capability::UniformAndStorageBuffer16BitAccess,
      Capability::StoragePushConstant16, Capability::StorageInputOutput16};
  if ((declaredSmall_ & kInt16) && !enabled(storage16))
    fullSmall_ |= kInt16;
  if ((declaredSmall_ & kFloat16) && !enabled(storage16))
    fullSmall_ |= kFloat16;
  if (fullSmall_ & kInt8)
    add(Capability::Int8);
  if (fullSmall_ & kInt16)
    add(Capability::Int16);
  if (fullSmall_ & kFloat16)
    add(Capability::Float16);
}

Requirements Inference::run() {
  add(Capability::Shader);
  for (const FactInstruction &instruction : facts_.instructions) {
    visitType(instruction);
    if (instruction.opcode == Op::OpVariable && instruction.words.size() > 3)
      visitVariable(instruction);
    if (declaredSmall_ != 0)
      visitValueRules(instruction);
    visitSubgroup(instruction);
    visitAtomic(instruction);
    visitDecoration(instruction);
    visitExecutionMode(instruction);
    if (instruction.opcode == Op::OpExtInstImport &&
        literalString(instruction.words, 2).rfind("NonSemantic.", 0) == 0)
      result_.extensions.insert("SPV_KHR_non_semantic_info");
  }
  finishSmallTypes();
  if (physicalStorageBuffer_) {
    add(Capability::PhysicalStorageBufferAddresses);
    result_.extensions.insert("SPV_KHR_physical_storage_buffer");
    result_.addressing = spv::AddressingModel::PhysicalStorageBuffer64;
  }
  return std::move(result_);
}

} // namespace

Requirements inferRequirements(const ModuleFacts &facts,
                               const std::vector<spv::Capability> &explicitCaps,
                               const std::vector<std::string> &explicitExts) {
  Requirements requirements = Inference(facts).run();
  for (spv::Capability capability : explicitCaps)
    requirements.capabilities.insert(static_cast<uint32_t>(capability));
  for (const std::string &extension : explicitExts)
    requirements.extensions.insert(extension);
  // Asking for the capability only makes sense together with the model.
  if (requirements.capabilities.count(
          static_cast<uint32_t>(Capability::VulkanMemoryModel)))
    requirements.memory = spv::MemoryModel::Vulkan;
  return requirements;
}

} // namespace vkcl::spirv::detail
