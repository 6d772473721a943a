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

Id Builder::compositeConstruct(Id type, const std::vector<Id> &constituents) {
  return emit(spv::Op::OpCompositeConstruct, type, constituents);
}

Id Builder::vectorShuffle(Id type, Id a, Id b,
                          const std::vector<uint32_t> &lanes) {
  std::vector<uint32_t> operands{a, b};
  operands.insert(operands.end(), lanes.begin(), lanes.end());
  return emit(spv::Op::OpVectorShuffle, type, operands);
}

Id Builder::binary(spv::Op op, Id type, Id a, Id b) {
  return emit(op, type, {a, b});
}

Id Builder::unary(spv::Op op, Id type, Id a) { return emit(op, type, {a}); }

Id Builder::select(Id type, Id condition, Id a, Id b) {
  return emit(spv::Op::OpSelect, type, {condition, a, b});
}

Id Builder::extInst(Id type, Id set, uint32_t instruction,
                    const std::vector<Id> &operands) {
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
