// The arithmetic of OpGroupNonUniform* reductions and scans, shared by the
// work-group functions (WorkGroup.cpp) and the sub-group functions
// (SubGroup.cpp): which instruction an operation on a type is, the same
// operation on two values (to combine partial results or emulated lanes),
// and its identity.
#pragma once

#include "FunctionEmitter.h"

namespace vkcl {

enum class GroupCombine { Add, Mul, Min, Max, And, Or, Xor };

/// A group operation's operand type as its registers hold it: char and
/// short live in 32-bit registers (DESIGN.md), so their identities are
/// those of the 32-bit register, which also bound the narrow values.
struct GroupOperand {
  Id type = 0;
  bool isFloat = false, isSigned = false;
  unsigned registerBits = 32; ///< 64 for long, ulong and double

  /// The operand of type `t` (a scalar or vector of one element type).
  static GroupOperand of(FunctionEmitter &fe, clang::QualType t,
                         clang::SourceLocation loc);
};

/// OpGroupNonUniform{I,F}Add, ..., BitwiseXor for `op` on `o`.
spv::Op groupOpcode(GroupCombine op, const GroupOperand &o);

/// `op` at Subgroup scope: Reduce, InclusiveScan, ExclusiveScan, or
/// ClusteredReduce of `clusterSize` lanes.
Id subgroupOperation(FunctionEmitter &fe, GroupCombine op,
                     const GroupOperand &o, spv::GroupOperation how, Id value,
                     uint32_t clusterSize = 0);

/// `a` and `b` combined by `op`, as the group operation combines them.
Id combineValues(FunctionEmitter &fe, GroupCombine op, const GroupOperand &o,
                 Id a, Id b);

/// The identity of `op`: 0, 1, all ones, or the register's largest
/// (min) or smallest (max) value, infinities for floats.
Id groupIdentity(ModuleEmitter &m, GroupCombine op, const GroupOperand &o);

} // namespace vkcl
