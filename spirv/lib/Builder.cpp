// Instruction emission into a function's current block.
//
// Whether an opcode carries a result type and id comes from SPIRV-Headers'
// utility table, so the word layout of every instruction is decided in one
// place and a wrong `resultType` is caught here rather than by the validator
// much later.
#define SPV_ENABLE_UTILITY_CODE
#include "vkcl/spirv/Builder.h"

#include <cassert>

namespace vkcl::spirv {

namespace {

// The memory-operand words of OpLoad/OpStore: none, or Aligned + alignment.
void appendAlignment(std::vector<uint32_t> &operands, uint32_t alignment) {
  if (alignment == 0)
    return;
  assert((alignment & (alignment - 1)) == 0 &&
         "alignment must be a power of two");
  operands.push_back(static_cast<uint32_t>(spv::MemoryAccessMask::Aligned));
  operands.push_back(alignment);
}

} // namespace

Builder::Builder(Module &module, Function &function)
    : module_(module), function_(function) {}

void Builder::setInsertPoint(Block *block) {
  assert(block && "insert point must be a block");
  function_.place(block);
  block_ = block;
}

bool Builder::isTerminated() const {
  return block_ != nullptr && block_->isTerminated();
}

Id Builder::emit(spv::Op op, Id resultType,
                 const std::vector<uint32_t> &operands) {
  assert(block_ && "no insert point");
  assert(!block_->isTerminated() && "emitting after a block terminator");
  bool hasResult = false;
  bool hasResultType = false;
  spv::HasResultAndType(op, &hasResult, &hasResultType);
  assert(hasResultType == (resultType != 0) &&
         "resultType must be given exactly when the opcode has one");
  assert((hasResult || !hasResultType) && "malformed opcode table entry");
  Instruction instruction;
  instruction.opcode = op;
  instruction.resultType = hasResultType ? resultType : 0;
  instruction.result = hasResult ? module_.newId() : 0;
  instruction.operands = operands;
  if (instruction.result && instruction.resultType)
    valueTypes_[instruction.result] = instruction.resultType;
  block_->instructions.push_back(std::move(instruction));
  return block_->instructions.back().result;
}

void Builder::emitVoid(spv::Op op, const std::vector<uint32_t> &operands) {
  bool hasResult = false;
  bool hasResultType = false;
  spv::HasResultAndType(op, &hasResult, &hasResultType);
  (void)hasResult;
  (void)hasResultType;
  assert(!hasResult && !hasResultType && "opcode produces a result; use emit");
  emit(op, 0, operands);
}

Id Builder::load(Id type, Id pointer, uint32_t alignment) {
  std::vector<uint32_t> operands{pointer};
  appendAlignment(operands, alignment);
  return emit(spv::Op::OpLoad, type, operands);
}

void Builder::store(Id pointer, Id value, uint32_t alignment) {
  std::vector<uint32_t> operands{pointer, value};
  appendAlignment(operands, alignment);
  emitVoid(spv::Op::OpStore, operands);
}

Id Builder::accessChain(Id pointerType, Id base,
                        const std::vector<Id> &indices) {
  std::vector<uint32_t> operands{base};
  operands.insert(operands.end(), indices.begin(), indices.end());
  return emit(spv::Op::OpAccessChain, pointerType, operands);
}

Id Builder::compositeExtract(Id type, Id composite,
                             const std::vector<uint32_t> &indices) {
  std::vector<uint32_t> operands{composite};
  operands.insert(operands.end(), indices.begin(), indices.end());
  return emit(spv::Op::OpCompositeExtract, type, operands);
}

Id Builder::compositeInsert(Id type, Id object, Id composite,
                            const std::vector<uint32_t> &indices) {
  std::vector<uint32_t> operands{object, composite};
  operands.insert(operands.end(), indices.begin(), indices.end());
  return emit(spv::Op::OpCompositeInsert, type, operands);
}

Id Builder::valueType(Id value) const {
  auto found = valueTypes_.find(value);
  if (found != valueTypes_.end())
    return found->second;
  for (size_t i = 0; i < function_.parameters.size(); ++i)
    if (function_.parameters[i] == value)
      return function_.parameterTypes[i];
  const Instruction *def = module_.definition(value);
  assert(def && def->resultType && "value of unknown type");
  return def->resultType;
}

Id Builder::lane(Id value, unsigned i) {
  Id type = valueType(value);
  if (module_.componentCount(type) == 1)
    return value;
  return compositeExtract(module_.componentType(type), value, {i});
}

template <typename One> Id Builder::laneWise(Id type, One one) {
  Id laneType = module_.componentType(type);
  std::vector<Id> lanes;
  for (unsigned i = 0; i < module_.componentCount(type); ++i)
    lanes.push_back(one(laneType, i));
  Id result = emit(spv::Op::OpCompositeConstruct, type, lanes);
  module_.noteLanes(result, std::move(lanes));
  return result;
}

Id Builder::compositeConstruct(Id type, const std::vector<Id> &constituents) {
  if (!isWide(type))
    return emit(spv::Op::OpCompositeConstruct, type, constituents);
  // An array takes exactly one constituent per element: flatten vectors.
  std::vector<Id> lanes;
  for (Id c : constituents) {
    Id t = valueType(c);
    if (t == module_.componentType(type)) {
      lanes.push_back(c);
      continue;
    }
    for (unsigned i = 0; i < module_.componentCount(t); ++i)
      lanes.push_back(lane(c, i));
  }
  assert(lanes.size() == module_.componentCount(type) &&
         "wide vector constructed from the wrong number of lanes");
  return emit(spv::Op::OpCompositeConstruct, type, lanes);
}

Id Builder::vectorShuffle(Id type, Id a, Id b,
                          const std::vector<uint32_t> &lanes) {
  Id ta = valueType(a), tb = valueType(b);
  if (!isWide(type) && !isWide(ta) && !isWide(tb)) {
    std::vector<uint32_t> operands{a, b};
    operands.insert(operands.end(), lanes.begin(), lanes.end());
    return emit(spv::Op::OpVectorShuffle, type, operands);
  }
  unsigned countA = module_.componentCount(ta);
  std::vector<Id> picked;
  for (uint32_t l : lanes)
    picked.push_back(l < countA ? lane(a, l) : lane(b, l - countA));
  if (picked.size() == 1)
    return picked[0];
  return emit(spv::Op::OpCompositeConstruct, type, picked);
}

Id Builder::binary(spv::Op op, Id type, Id a, Id b) {
  if (isWide(type))
    return laneWise(type, [&](Id laneType, unsigned i) {
      return emit(op, laneType, {lane(a, i), lane(b, i)});
    });
  return emit(op, type, {a, b});
}

Id Builder::unary(spv::Op op, Id type, Id a) {
  if (isWide(type))
    return laneWise(type, [&](Id laneType, unsigned i) {
      return emit(op, laneType, {lane(a, i)});
    });
  return emit(op, type, {a});
}

Id Builder::select(Id type, Id condition, Id a, Id b) {
  if (isWide(type))
    return laneWise(type, [&](Id laneType, unsigned i) {
      return emit(spv::Op::OpSelect, laneType,
                  {lane(condition, i), lane(a, i), lane(b, i)});
    });
  return emit(spv::Op::OpSelect, type, {condition, a, b});
}

Id Builder::extInst(Id type, Id set, uint32_t instruction,
                    const std::vector<Id> &operands) {
  if (isWide(type))
    return laneWise(type, [&](Id laneType, unsigned i) {
      std::vector<uint32_t> words{set, instruction};
      for (Id operand : operands)
        words.push_back(lane(operand, i));
      return emit(spv::Op::OpExtInst, laneType, words);
    });
  std::vector<uint32_t> words{set, instruction};
  words.insert(words.end(), operands.begin(), operands.end());
  return emit(spv::Op::OpExtInst, type, words);
}

Id Builder::functionCall(Id type, Id function,
                         const std::vector<Id> &arguments) {
  std::vector<uint32_t> operands{function};
  operands.insert(operands.end(), arguments.begin(), arguments.end());
  return emit(spv::Op::OpFunctionCall, type, operands);
}

void Builder::branch(Block *target) {
  assert(target && "branch to a null block");
  emitVoid(spv::Op::OpBranch, {target->label});
}

void Builder::branchConditional(Id condition, Block *ifTrue, Block *ifFalse) {
  assert(ifTrue && ifFalse && "branch to a null block");
  emitVoid(spv::Op::OpBranchConditional,
           {condition, ifTrue->label, ifFalse->label});
}

void Builder::selectionMerge(Block *merge) {
  assert(merge && "merge block is null");
  emitVoid(spv::Op::OpSelectionMerge,
           {merge->label,
            static_cast<uint32_t>(spv::SelectionControlMask::MaskNone)});
}

void Builder::loopMerge(Block *merge, Block *continueTarget) {
  assert(merge && continueTarget && "loop merge or continue block is null");
  emitVoid(spv::Op::OpLoopMerge,
           {merge->label, continueTarget->label,
            static_cast<uint32_t>(spv::LoopControlMask::MaskNone)});
}

void Builder::switchBranch(
    Id selector, Block *defaultTarget,
    const std::vector<std::pair<uint32_t, Block *>> &cases) {
  assert(defaultTarget && "switch default is null");
  std::vector<uint32_t> operands{selector, defaultTarget->label};
  for (const auto &[literal, target] : cases) {
    assert(target && "switch case target is null");
    operands.push_back(literal);
    operands.push_back(target->label);
  }
  emitVoid(spv::Op::OpSwitch, operands);
}

void Builder::returnVoid() { emitVoid(spv::Op::OpReturn, {}); }

void Builder::returnValue(Id value) {
  emitVoid(spv::Op::OpReturnValue, {value});
}

void Builder::unreachable() { emitVoid(spv::Op::OpUnreachable, {}); }

} // namespace vkcl::spirv
