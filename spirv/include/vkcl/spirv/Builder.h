// Appends instructions to the current block of a function.
//
// The emitter speaks in instructions, not words: `emit` asks SPIRV-Headers
// whether an opcode has a result id and result type, so no call site encodes
// that by hand. Structured-control-flow helpers pair each merge instruction
// with its branch, because the two must always appear together.
#pragma once

#include "vkcl/spirv/Module.h"

namespace vkcl::spirv {

class Builder {
public:
  Builder(Module &module, Function &function);

  Module &module() { return module_; }
  Function &function() { return function_; }

  /// Makes `block` the insertion point and places it in the layout.
  void setInsertPoint(Block *block);
  Block *insertBlock() const { return block_; }
  /// True when the current block already ends in a terminator (code after a
  /// `return` or `break`): callers start a fresh, unreachable block then.
  bool isTerminated() const;

  /// Emits `op`. When the opcode has a result, a fresh id is returned (and
  /// `resultType` must be set iff the opcode has a result type); otherwise 0.
  Id emit(spv::Op op, Id resultType, const std::vector<uint32_t> &operands);
  /// Same, for opcodes without result type or result id.
  void emitVoid(spv::Op op, const std::vector<uint32_t> &operands);

  /// The type of a value: a result this builder emitted, a parameter of its
  /// function, or a module-level constant or variable.
  Id valueType(Id value) const;

  // Convenience wrappers for the commonest instructions.
  //
  // Wide vectors (Module::typeVector with more than 4 components, arrays in
  // SPIR-V) go through the same calls: binary, unary, select and extInst on
  // a wide type are applied lane by lane, vectorShuffle picks lanes from
  // wide operands, and compositeConstruct of a wide vector flattens vector
  // constituents into lanes. Callers never see the difference.
  Id load(Id type, Id pointer, uint32_t alignment = 0); ///< 0: no Aligned
  void store(Id pointer, Id value, uint32_t alignment = 0);
  Id accessChain(Id pointerType, Id base, const std::vector<Id> &indices);
  Id compositeExtract(Id type, Id composite,
                      const std::vector<uint32_t> &indices);
  Id compositeInsert(Id type, Id object, Id composite,
                     const std::vector<uint32_t> &indices);
  Id compositeConstruct(Id type, const std::vector<Id> &constituents);
  Id vectorShuffle(Id type, Id a, Id b, const std::vector<uint32_t> &lanes);
  Id binary(spv::Op op, Id type, Id a, Id b);
  Id unary(spv::Op op, Id type, Id a);
  Id select(Id type, Id condition, Id a, Id b);
  Id extInst(Id type, Id set, uint32_t instruction,
             const std::vector<Id> &operands);
  Id functionCall(Id type, Id function, const std::vector<Id> &arguments);

  // Terminators and merges.
  void branch(Block *target);
  void branchConditional(Id condition, Block *ifTrue, Block *ifFalse);
  void selectionMerge(Block *merge);
  void loopMerge(Block *merge, Block *continueTarget);
  /// `cases` are (literal, target) pairs; the selector is 32-bit.
  void switchBranch(Id selector, Block *defaultTarget,
                    const std::vector<std::pair<uint32_t, Block *>> &cases);
  void returnVoid();
  void returnValue(Id value);
  void unreachable();

private:
  bool isWide(Id type) const { return module_.isWideVector(type); }
  /// Lane `i` of `value`; a scalar is its own every lane.
  Id lane(Id value, unsigned i);
  /// Applies `one` (which emits the operation on lane values) lane by lane.
  template <typename One> Id laneWise(Id type, One one);

  Module &module_;
  Function &function_;
  Block *block_ = nullptr;
  std::map<Id, Id> valueTypes_; ///< result id -> result type, for emits here
};

} // namespace vkcl::spirv
