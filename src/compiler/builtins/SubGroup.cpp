// Sub-group functions (OpenCL C 3.0 "Subgroup Functions", cl_khr_subgroups
// and the cl_khr_subgroup_* extensions built on it): votes, broadcasts,
// ballots, reductions and scans (uniform and non-uniform), clustered
// reductions, shuffles and rotates. sub_group_barrier is in
// Synchronization.cpp, the queries (get_sub_group_size, ...) in WorkItem.cpp.
//
// OpenCL's sub-groups are Vulkan's. vkcl runs every work-group as a 1-D
// Vulkan work-group, so a sub-group is a contiguous run of local linear ids
// and its lanes are dense: only the top lanes of a work-group's last
// sub-group may be empty. Lane ids, ballot bits and shuffle indices are
// therefore Vulkan's SubgroupLocalInvocationId, equal to
// get_sub_group_local_id() (tests/e2e/SubGroupTest.cpp checks it on every
// driver).
//
// Each function is one OpGroupNonUniform* instruction where the device
// reports its operation class (VkPhysicalDeviceSubgroupProperties::
// supportedOperations, TargetProfile::subgroupOperations), except:
//  - clustered reductions on devices without VK_SUBGROUP_FEATURE_CLUSTERED
//    (lavapipe, SwiftShader): each lane reads every lane of its cluster by
//    a shuffle and combines those the ballot of active lanes names. A
//    butterfly of shuffle-xors would be log2 of the work, but it loses the
//    values behind an inactive partner, and non-uniform control flow may
//    leave any pattern of lanes active.
//  - rotates: SPV_KHR_subgroup_rotate is in none of the drivers vkcl runs
//    on, so a rotate is a shuffle from (id + delta) mod
//    get_max_sub_group_size(), a clustered rotate one within the cluster.
//  - the logical_* reductions are bitwise ones on 0/1 words.
// Whatever else a device lacks is a diagnostic naming the feature.
//
// char and short live in 32-bit registers, sign- or zero-extended
// (DESIGN.md), so they need no 8/16-bit sub-group support; sums and products
// are re-extended afterwards. Broadcasts and shuffles of 64-bit values on a
// device without shaderSubgroupExtendedTypes move two 32-bit halves;
// arithmetic on 64-bit values and anything on half needs the feature.
#include "builtins/Builtins.h"
#include "builtins/GroupArithmetic.h"

#include <functional>
#include <optional>

#include <spirv/unified1/GLSL.std.450.h>

namespace vkcl {
namespace {

enum class SgFn {
  All,
  Any,
  Elect,
  AllEqual,
  Broadcast,
  BroadcastFirst,
  Ballot,
  InverseBallot,
  BitExtract,
  BitCount,
  BitInclusiveScan,
  BitExclusiveScan,
  FindLsb,
  FindMsb,
  Mask,
  Reduce,
  ScanInclusive,
  ScanExclusive,
  ClusteredReduce,
  Shuffle,
  ShuffleXor,
  ShuffleUp,
  ShuffleDown,
  Rotate,
  ClusteredRotate
};

struct SubGroupCall {
  SgFn fn;
  GroupCombine op = GroupCombine::Add;
  /// logical_and/or/xor: the bitwise operation on 0/1 words.
  bool logical = false;
  spv::BuiltIn mask = spv::BuiltIn::Max; ///< SgFn::Mask: which one
};

struct NamedCall {
  const char *name;
  SubGroupCall call;
};

// The functions of fixed name. The uniform (cl_khr_subgroups) and
// non-uniform forms are the same instruction: Vulkan's sub-group operations
// all work on the active lanes.
const NamedCall namedCalls[] = {
    {"sub_group_all", {SgFn::All}},
    {"sub_group_non_uniform_all", {SgFn::All}},
    {"sub_group_any", {SgFn::Any}},
    {"sub_group_non_uniform_any", {SgFn::Any}},
    {"sub_group_elect", {SgFn::Elect}},
    {"sub_group_non_uniform_all_equal", {SgFn::AllEqual}},
    {"sub_group_broadcast", {SgFn::Broadcast}},
    {"sub_group_non_uniform_broadcast", {SgFn::Broadcast}},
    {"sub_group_broadcast_first", {SgFn::BroadcastFirst}},
    {"sub_group_ballot", {SgFn::Ballot}},
    {"sub_group_inverse_ballot", {SgFn::InverseBallot}},
    {"sub_group_ballot_bit_extract", {SgFn::BitExtract}},
    {"sub_group_ballot_bit_count", {SgFn::BitCount}},
    {"sub_group_ballot_inclusive_scan", {SgFn::BitInclusiveScan}},
    {"sub_group_ballot_exclusive_scan", {SgFn::BitExclusiveScan}},
    {"sub_group_ballot_find_lsb", {SgFn::FindLsb}},
    {"sub_group_ballot_find_msb", {SgFn::FindMsb}},
    {"get_sub_group_eq_mask",
     {SgFn::Mask, GroupCombine::Add, false, spv::BuiltIn::SubgroupEqMask}},
    {"get_sub_group_ge_mask",
     {SgFn::Mask, GroupCombine::Add, false, spv::BuiltIn::SubgroupGeMask}},
    {"get_sub_group_gt_mask",
     {SgFn::Mask, GroupCombine::Add, false, spv::BuiltIn::SubgroupGtMask}},
    {"get_sub_group_le_mask",
     {SgFn::Mask, GroupCombine::Add, false, spv::BuiltIn::SubgroupLeMask}},
    {"get_sub_group_lt_mask",
     {SgFn::Mask, GroupCombine::Add, false, spv::BuiltIn::SubgroupLtMask}},
    {"sub_group_shuffle", {SgFn::Shuffle}},
    {"sub_group_shuffle_xor", {SgFn::ShuffleXor}},
    {"sub_group_shuffle_up", {SgFn::ShuffleUp}},
    {"sub_group_shuffle_down", {SgFn::ShuffleDown}},
    {"sub_group_rotate", {SgFn::Rotate}},
    {"sub_group_clustered_rotate", {SgFn::ClusteredRotate}},
};

struct NamedCombine {
  const char *suffix;
  GroupCombine op;
  bool logical;
};

const NamedCombine namedCombines[] = {
    {"add", GroupCombine::Add, false},
    {"mul", GroupCombine::Mul, false},
    {"min", GroupCombine::Min, false},
    {"max", GroupCombine::Max, false},
    {"and", GroupCombine::And, false},
    {"or", GroupCombine::Or, false},
    {"xor", GroupCombine::Xor, false},
    {"logical_and", GroupCombine::And, true},
    {"logical_or", GroupCombine::Or, true},
    {"logical_xor", GroupCombine::Xor, true},
};

/// sub_group_[non_uniform_]{reduce,scan_inclusive,scan_exclusive}_<op> and
/// sub_group_clustered_reduce_<op>, or a function of fixed name.
std::optional<SubGroupCall> parseSubGroup(llvm::StringRef name) {
  for (const NamedCall &n : namedCalls)
    if (name == n.name)
      return n.call;
  if (!name.consume_front("sub_group_"))
    return std::nullopt;
  bool nonUniform = name.consume_front("non_uniform_");
  SgFn fn;
  if (!nonUniform && name.consume_front("clustered_reduce_"))
    fn = SgFn::ClusteredReduce;
  else if (name.consume_front("reduce_"))
    fn = SgFn::Reduce;
  else if (name.consume_front("scan_inclusive_"))
    fn = SgFn::ScanInclusive;
  else if (name.consume_front("scan_exclusive_"))
    fn = SgFn::ScanExclusive;
  else
    return std::nullopt;
  for (const NamedCombine &c : namedCombines)
    if (name == c.suffix)
      return SubGroupCall{fn, c.op, c.logical};
  return std::nullopt;
}

/// Reduce, InclusiveScan or ExclusiveScan, by the function (the ballot
/// bit counts name theirs the same way).
spv::GroupOperation groupOperation(SgFn fn) {
  switch (fn) {
  case SgFn::ScanInclusive:
  case SgFn::BitInclusiveScan:
    return spv::GroupOperation::InclusiveScan;
  case SgFn::ScanExclusive:
  case SgFn::BitExclusiveScan:
    return spv::GroupOperation::ExclusiveScan;
  default:
    return spv::GroupOperation::Reduce;
  }
}

/// The operation classes a function needs natively, and how to name them.
struct Requirement {
  uint32_t ops;
  const char *what;
};

Requirement requirementOf(SgFn fn) {
  switch (fn) {
  case SgFn::All:
  case SgFn::Any:
  case SgFn::AllEqual:
    return {SubgroupVote,
            "sub-group vote operations (VK_SUBGROUP_FEATURE_VOTE_BIT)"};
  case SgFn::Elect:
    return {SubgroupBasic,
            "basic sub-group operations (VK_SUBGROUP_FEATURE_BASIC_BIT)"};
  case SgFn::Reduce:
  case SgFn::ScanInclusive:
  case SgFn::ScanExclusive:
    return {SubgroupArithmetic, "sub-group arithmetic operations "
                                "(VK_SUBGROUP_FEATURE_ARITHMETIC_BIT)"};
  case SgFn::ClusteredReduce: // natively clustered, or as below
    return {SubgroupBallot | SubgroupShuffle,
            "sub-group ballots and shuffles (VK_SUBGROUP_FEATURE_BALLOT_BIT, "
            "VK_SUBGROUP_FEATURE_SHUFFLE_BIT)"};
  case SgFn::Shuffle:
  case SgFn::ShuffleXor:
  case SgFn::Rotate:
  case SgFn::ClusteredRotate:
    return {SubgroupShuffle,
            "sub-group shuffles (VK_SUBGROUP_FEATURE_SHUFFLE_BIT)"};
  case SgFn::ShuffleUp:
  case SgFn::ShuffleDown:
    return {SubgroupShuffleRelative,
            "relative sub-group shuffles "
            "(VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT)"};
  default:
    return {SubgroupBallot,
            "sub-group ballots (VK_SUBGROUP_FEATURE_BALLOT_BIT)"};
  }
}

class SubGroupLowering {
public:
  SubGroupLowering(FunctionEmitter &fe, const clang::CallExpr *call,
                   llvm::StringRef name)
      : fe_(fe), m_(fe.mod()), b_(fe.b()), call_(call), name_(name),
        loc_(call->getExprLoc()) {}

  Id emit(const SubGroupCall &c) {
    const TargetProfile &t = m_.target();
    bool nativeClusters =
        c.fn == SgFn::ClusteredReduce && t.hasSubgroupOps(SubgroupClustered);
    Requirement need = requirementOf(c.fn);
    if (!nativeClusters && !t.hasSubgroupOps(need.ops))
      fail(need.what);
    switch (c.fn) {
    case SgFn::All:
    case SgFn::Any:
      return toInt(group(c.fn == SgFn::All ? spv::Op::OpGroupNonUniformAll
                                           : spv::Op::OpGroupNonUniformAny,
                         m_.boolType(), {predicate(0)}));
    case SgFn::Elect:
      return toInt(group(spv::Op::OpGroupNonUniformElect, m_.boolType(), {}));
    case SgFn::AllEqual: {
      clang::QualType type = argType(0);
      requireArithmeticType(type);
      return toInt(group(spv::Op::OpGroupNonUniformAllEqual, m_.boolType(),
                         {fe_.emitRValue(call_->getArg(0))}));
    }
    case SgFn::Ballot:
      return group(spv::Op::OpGroupNonUniformBallot, resultType(),
                   {predicate(0)});
    case SgFn::InverseBallot: // no uniformity asked of the mask this way
      return toInt(group(spv::Op::OpGroupNonUniformBallotBitExtract,
                         m_.boolType(), {arg(0), laneId()}));
    case SgFn::BitExtract:
      return toInt(group(spv::Op::OpGroupNonUniformBallotBitExtract,
                         m_.boolType(), {arg(0), u32Arg(1)}));
    case SgFn::BitCount:
    case SgFn::BitInclusiveScan:
    case SgFn::BitExclusiveScan:
      return group(
          spv::Op::OpGroupNonUniformBallotBitCount, m_.u32(),
          {static_cast<uint32_t>(groupOperation(c.fn)), workItemBits(arg(0))});
    case SgFn::FindLsb:
    case SgFn::FindMsb:
      return group(c.fn == SgFn::FindLsb
                       ? spv::Op::OpGroupNonUniformBallotFindLSB
                       : spv::Op::OpGroupNonUniformBallotFindMSB,
                   m_.u32(), {workItemBits(arg(0))});
    case SgFn::Mask: {
      Id uvec4 = m_.module().typeVector(m_.u32(), 4);
      return b_.load(uvec4, m_.builtinInput(c.mask, uvec4));
    }
    case SgFn::Reduce:
    case SgFn::ScanInclusive:
    case SgFn::ScanExclusive:
    case SgFn::ClusteredReduce:
      return arithmetic(c);
    default:
      return dataMovement(c.fn);
    }
  }

private:
  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  const clang::CallExpr *call_;
  llvm::StringRef name_;
  clang::SourceLocation loc_;

  [[noreturn]] void fail(const std::string &what) {
    fe_.fail(loc_, Diag::TargetLacksFeature,
             {"'" + name_.str() + "'", what, m_.target().name});
  }

  clang::QualType argType(unsigned i) {
    return call_->getArg(i)->getType().getCanonicalType().getUnqualifiedType();
  }
  Id resultType() { return fe_.typeOf(call_->getType(), loc_); }
  Id arg(unsigned i) { return fe_.emitRValue(call_->getArg(i)); }
  /// An integer argument as a 32-bit word (ids, deltas, masks).
  Id u32Arg(unsigned i) {
    Id value = arg(i);
    return b_.valueType(value) == m_.u32()
               ? value
               : b_.unary(spv::Op::OpBitcast, m_.u32(), value);
  }
  Id predicate(unsigned i) { return fe_.toBool(arg(i), argType(i)); }
  /// A bool as the call's int result, 1 or 0.
  Id toInt(Id value) {
    Id type = resultType();
    return b_.select(type, value, m_.constInt(type, 1), m_.constInt(type, 0));
  }
  Id laneId() {
    return b_.load(
        m_.u32(),
        m_.builtinInput(spv::BuiltIn::SubgroupLocalInvocationId, m_.u32()));
  }

  /// A ballot's bits that stand for work-items: those below
  /// get_max_sub_group_size(). Vulkan's bit count and find-LSB/MSB consider
  /// every bit below SubgroupSize, which is larger in a work-group smaller
  /// than the hardware's sub-group (6 work-items on lavapipe's 8 lanes).
  Id workItemBits(Id ballot) {
    Id uvec4 = m_.module().typeVector(m_.u32(), 4);
    Id size = emitWorkItemWord(fe_, WorkItemFn::MaxSubGroupSize);
    std::vector<Id> words;
    for (uint32_t k = 0; k < 4; ++k) {
      // The word's bits below size - 32k, as a count clamped to [0, 32].
      Id bits = b_.extInst(
          m_.u32(), m_.glslStd450(), GLSLstd450UMin,
          {b_.binary(spv::Op::OpISub, m_.u32(),
                     b_.extInst(m_.u32(), m_.glslStd450(), GLSLstd450UMax,
                                {size, m_.constU32(32 * k)}),
                     m_.constU32(32 * k)),
           m_.constU32(32)});
      Id partial = b_.binary(spv::Op::OpISub, m_.u32(),
                             b_.binary(spv::Op::OpShiftLeftLogical, m_.u32(),
                                       m_.constU32(1), bits),
                             m_.constU32(1));
      Id full =
          b_.binary(spv::Op::OpIEqual, m_.boolType(), bits, m_.constU32(32));
      Id mask = b_.select(m_.u32(), full, m_.constU32(~0u), partial);
      words.push_back(b_.binary(spv::Op::OpBitwiseAnd, m_.u32(),
                                b_.compositeExtract(m_.u32(), ballot, {k}),
                                mask));
    }
    return b_.compositeConstruct(uvec4, words);
  }

  Id group(spv::Op op, Id type, std::vector<Id> operands) {
    operands.insert(operands.begin(),
                    m_.constU32(static_cast<uint32_t>(spv::Scope::Subgroup)));
    return b_.emit(op, type, operands);
  }

  static clang::QualType elementOf(clang::QualType t) {
    if (auto *vec = t->getAs<clang::VectorType>())
      return vec->getElementType();
    return t;
  }

  /// Arithmetic and comparisons on 64-bit and half values need sub-group
  /// operations on those widths.
  void requireArithmeticType(clang::QualType t) {
    clang::QualType e = elementOf(t);
    bool wide = m_.sizeOf(e) == 8 || e->isHalfType();
    if (wide && !m_.target().subgroupExtendedTypes)
      fail("sub-group operations on " + e.getAsString() +
           " (shaderSubgroupExtendedTypes)");
  }

  /// The cluster size argument: a constant power of two up to 128 (the
  /// largest sub-group Vulkan allows).
  uint32_t clusterSize(unsigned index) {
    uint64_t size = constantArgument(fe_, call_, index, "the cluster size");
    if (size == 0 || size > 128 || (size & (size - 1)) != 0)
      fe_.fail(call_->getArg(index)->getExprLoc(), Diag::InvalidArgument,
               {"the cluster size of '" + name_.str() + "' (" +
                    std::to_string(size) + ")",
                "a power of two from 1 to 128"});
    return static_cast<uint32_t>(size);
  }

  // --- Broadcasts, shuffles and rotates. ---

  /// Applies `move` (one instruction moving a value between lanes) to
  /// `value` of type `t`: at once for scalars and 2-4 vectors, lane by lane
  /// for 8/16-wide ones (arrays in SPIR-V), and as two 32-bit halves for
  /// 64-bit lanes the device cannot move whole.
  Id moveValue(Id value, clang::QualType t,
               const std::function<Id(Id type, Id value)> &move) {
    clang::QualType e = elementOf(t);
    unsigned n = 1;
    if (auto *vec = t->getAs<clang::VectorType>())
      n = vec->getNumElements();
    bool extended = m_.target().subgroupExtendedTypes;
    if (e->isHalfType() && !extended)
      fail("sub-group operations on half (shaderSubgroupExtendedTypes)");
    bool split = m_.sizeOf(e) == 8 && !extended;
    Id type = fe_.typeOf(t, loc_);
    if (!split && !m_.module().isWideVector(type))
      return move(type, value);
    Id et = fe_.typeOf(e, loc_);
    auto one = [&](Id lane) {
      if (!split)
        return move(et, lane);
      Id halves = b_.unary(spv::Op::OpBitcast, m_.uvec2(), lane);
      return b_.unary(spv::Op::OpBitcast, et, move(m_.uvec2(), halves));
    };
    if (n == 1)
      return one(value);
    std::vector<Id> lanes;
    for (unsigned i = 0; i < n; ++i)
      lanes.push_back(one(b_.compositeExtract(et, value, {i})));
    return b_.compositeConstruct(type, lanes);
  }

  /// The lane (id + delta) mod `size` within aligned runs of `size` lanes
  /// starting at `base` (a rotate: base 0 and the sub-group's size, or a
  /// cluster).
  Id rotatedLane(Id delta, Id size, Id base) {
    Id sum = b_.binary(spv::Op::OpIAdd, m_.u32(), laneId(), delta);
    Id within = b_.binary(spv::Op::OpUMod, m_.u32(), sum, size);
    return b_.binary(spv::Op::OpIAdd, m_.u32(), base, within);
  }

  static spv::Op movementOpcode(SgFn fn) {
    switch (fn) {
    case SgFn::Broadcast:
      return spv::Op::OpGroupNonUniformBroadcast;
    case SgFn::BroadcastFirst:
      return spv::Op::OpGroupNonUniformBroadcastFirst;
    case SgFn::ShuffleXor:
      return spv::Op::OpGroupNonUniformShuffleXor;
    case SgFn::ShuffleUp:
      return spv::Op::OpGroupNonUniformShuffleUp;
    case SgFn::ShuffleDown:
      return spv::Op::OpGroupNonUniformShuffleDown;
    default: // shuffles and rotates
      return spv::Op::OpGroupNonUniformShuffle;
    }
  }

  Id dataMovement(SgFn fn) {
    clang::QualType t = argType(0);
    Id value = arg(0);
    Id index = 0; // the lane, mask or delta; none for broadcast_first
    if (fn == SgFn::Rotate) {
      Id size = emitWorkItemWord(fe_, WorkItemFn::MaxSubGroupSize);
      index = rotatedLane(u32Arg(1), size, m_.constU32(0));
    } else if (fn == SgFn::ClusteredRotate) {
      Id delta = u32Arg(1);
      uint32_t size = clusterSize(2);
      Id base = b_.binary(spv::Op::OpBitwiseAnd, m_.u32(), laneId(),
                          m_.constU32(~(size - 1)));
      index = rotatedLane(delta, m_.constU32(size), base);
    } else if (fn != SgFn::BroadcastFirst) {
      index = u32Arg(1);
    }
    spv::Op op = movementOpcode(fn);
    return moveValue(value, t, [&](Id type, Id v) {
      return index ? group(op, type, {v, index}) : group(op, type, {v});
    });
  }

  // --- Reductions and scans. ---

  /// `op` over the active lanes of each aligned cluster of `size` lanes,
  /// without clustered operations: every lane reads the whole cluster.
  Id emulatedClusters(GroupCombine op, const GroupOperand &o, Id value,
                      uint32_t size) {
    Id lane = laneId();
    Id base = b_.binary(spv::Op::OpBitwiseAnd, m_.u32(), lane,
                        m_.constU32(~(size - 1)));
    Id active = group(spv::Op::OpGroupNonUniformBallot,
                      m_.module().typeVector(m_.u32(), 4),
                      {m_.module().constantBool(true)});
    Id none = groupIdentity(m_, op, o);
    Id acc = none;
    for (uint32_t i = 0; i < size; ++i) {
      Id source =
          b_.binary(spv::Op::OpBitwiseOr, m_.u32(), base, m_.constU32(i));
      Id v = group(spv::Op::OpGroupNonUniformShuffle, o.type, {value, source});
      Id isActive = group(spv::Op::OpGroupNonUniformBallotBitExtract,
                          m_.boolType(), {active, source});
      acc =
          combineValues(fe_, op, o, acc, b_.select(o.type, isActive, v, none));
    }
    return acc;
  }

  /// `value` clamped to the range of the narrow integer type `e`.
  Id narrowExtremes(Id value, clang::QualType e) {
    unsigned bits = m_.sizeOf(e) * 8;
    if (!e->isSignedIntegerType())
      return b_.extInst(m_.u32(), m_.glslStd450(), GLSLstd450UMin,
                        {value, m_.constU32((1u << bits) - 1)});
    int32_t high = (1 << (bits - 1)) - 1;
    return b_.extInst(m_.u32(), m_.glslStd450(), GLSLstd450SClamp,
                      {value, m_.constU32(static_cast<uint32_t>(-high - 1)),
                       m_.constU32(static_cast<uint32_t>(high))});
  }

  Id arithmetic(const SubGroupCall &c) {
    clang::QualType t = argType(0);
    Id value;
    if (c.logical) { // predicates as 0/1 words
      value = b_.select(m_.u32(), predicate(0), m_.constU32(1), m_.constU32(0));
      t = fe_.ast().UnsignedIntTy;
    } else {
      value = arg(0);
      requireArithmeticType(t);
    }
    clang::QualType e = elementOf(t);
    GroupOperand o = GroupOperand::of(fe_, t, loc_);
    Id result;
    if (c.fn != SgFn::ClusteredReduce)
      result = subgroupOperation(fe_, c.op, o, groupOperation(c.fn), value);
    else if (m_.target().hasSubgroupOps(SubgroupClustered))
      result =
          subgroupOperation(fe_, c.op, o, spv::GroupOperation::ClusteredReduce,
                            value, clusterSize(1));
    else
      result = emulatedClusters(c.op, o, value, clusterSize(1));
    if (c.logical) // 0/1, also where an exclusive scan gives and's all-ones
      return toInt(b_.binary(spv::Op::OpINotEqual, m_.boolType(), result,
                             m_.constU32(0)));
    if (o.isFloat || m_.sizeOf(e) >= 4)
      return result;
    // char and short: sums and products wrap in their width; the first
    // lane of an exclusive scan holds the 32-bit register's identity, which
    // for min and max must become the narrow type's (CHAR_MAX, ...).
    if (c.fn == SgFn::ScanExclusive &&
        (c.op == GroupCombine::Min || c.op == GroupCombine::Max))
      return narrowExtremes(result, e);
    return fe_.normalize(result, t);
  }
};

} // namespace

bool isSubGroupBuiltin(llvm::StringRef name) {
  return parseSubGroup(name).has_value();
}

Id emitSubGroupBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                       llvm::StringRef name) {
  return SubGroupLowering(fe, call, name).emit(*parseSubGroup(name));
}

} // namespace vkcl
