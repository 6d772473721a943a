// Work-group collective functions (OpenCL C 2.0 "Work-group Functions"):
// work_group_all, work_group_any, work_group_broadcast and
// work_group_{reduce,scan_inclusive,scan_exclusive}_{add,min,max}.
//
// Each is built the way a Vulkan programmer writes a work-group reduction:
// sub-group operations (OpGroupNonUniform* Reduce / InclusiveScan /
// ExclusiveScan) within each sub-group, one partial per sub-group in
// __local scratch, and the partials combined by sub-group operations again.
// Sub-groups are contiguous runs of vkcl's 1-D work-groups, so sub-group k
// holds work-items [k * size, (k + 1) * size): a scan adds the partials of
// the sub-groups before its own. Every invocation combines the partials
// itself, so a collective costs two work-group barriers and no third one to
// hand a result back: up to DirectSlots partials (256-item work-groups on
// sub-groups of 32) by reading each one (broadcast loads of __local) and
// combining in registers, more in rounds of a sub-group's width, each lane
// reading one and a sub-group reduction combining them (docs/mapping.md
// has the measurements). A scan's sub-group total is its last lane's
// inclusive scan, not a reduction of its own.
//
// The scratch is the kernel's group scratch at offset 0 of the local arena
// (groupScratchBytes: one 8-byte slot per possible sub-group), shared with
// the work-group pipe reservations; each collective starts with a barrier
// so that the previous one's reads are over before it writes. (Two
// buffers that consecutive collectives alternate between, chosen by a
// Private parity, would make that barrier unnecessary; measured on an H100
// they cost more than the barrier: the buffer's base is no longer a
// constant, and NVIDIA's compiler then reads the eight slots with more
// instructions and registers. docs/mapping.md has the figures.) A work-group
// of a non-uniform NDRange's remainder is its own dispatch of its own size,
// so every invocation of the Vulkan work-group takes part.
//
// Float add is combined in whatever order the sub-groups give, which OpenCL
// allows ("the order of floating-point operations is not guaranteed").
#include "builtins/Builtins.h"
#include "builtins/GroupArithmetic.h"
#include "builtins/PipeRing.h"

#include <algorithm>
#include <optional>

#include <spirv/unified1/GLSL.std.450.h>

namespace vkcl {
namespace {

enum class Collective {
  All,
  Any,
  Broadcast,
  Reduce,
  ScanInclusive,
  ScanExclusive
};

struct CollectiveCall {
  Collective kind;
  GroupCombine op = GroupCombine::Add;
};

std::optional<CollectiveCall> parseCollective(llvm::StringRef name) {
  if (!name.consume_front("work_group_"))
    return std::nullopt;
  if (name == "all")
    return CollectiveCall{Collective::All, GroupCombine::Min};
  if (name == "any")
    return CollectiveCall{Collective::Any, GroupCombine::Max};
  if (name == "broadcast")
    return CollectiveCall{Collective::Broadcast};
  Collective kind;
  if (name.consume_front("reduce_"))
    kind = Collective::Reduce;
  else if (name.consume_front("scan_inclusive_"))
    kind = Collective::ScanInclusive;
  else if (name.consume_front("scan_exclusive_"))
    kind = Collective::ScanExclusive;
  else
    return std::nullopt;
  if (name == "add")
    return CollectiveCall{kind, GroupCombine::Add};
  if (name == "min")
    return CollectiveCall{kind, GroupCombine::Min};
  if (name == "max")
    return CollectiveCall{kind, GroupCombine::Max};
  return std::nullopt;
}

/// Bytes of one sub-group's slot in the scratch (any gentype).
constexpr uint32_t SlotBytes = 8;
/// The most partials every invocation reads one by one. On NVIDIA, eight
/// broadcast loads and seven dependent adds are shorter than one load and
/// a five-step shuffle reduction of floats. The scratch always has this
/// many slots (groupScratchBytes).
constexpr uint32_t DirectSlots = 8;

class CollectiveLowering {
public:
  CollectiveLowering(FunctionEmitter &fe, const clang::CallExpr *call)
      : fe_(fe), m_(fe.mod()), b_(fe.b()), call_(call),
        loc_(call->getExprLoc()) {}

  Id emit(CollectiveCall c) {
    if (c.kind == Collective::Broadcast)
      return broadcast();
    if (c.kind == Collective::All || c.kind == Collective::Any) {
      // The predicates as 0/1 words: all is their minimum, any their
      // maximum.
      setType(fe_.ast().UnsignedIntTy);
      Id pred = fe_.toBool(fe_.emitRValue(call_->getArg(0)),
                           call_->getArg(0)->getType());
      Id word = b_.select(type_, pred, m_.constU32(1), m_.constU32(0));
      Id result = reduce(c.op, word);
      return b_.select(m_.u32(),
                       b_.binary(spv::Op::OpINotEqual, m_.boolType(), result,
                                 m_.constU32(0)),
                       m_.constU32(1), m_.constU32(0));
    }
    setType(call_->getType());
    Id value = fe_.emitRValue(call_->getArg(0));
    switch (c.kind) {
    case Collective::Reduce:
      return reduce(c.op, value);
    default:
      return scan(c.op, value, c.kind == Collective::ScanInclusive);
    }
  }

private:
  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  const clang::CallExpr *call_;
  clang::SourceLocation loc_;
  clang::QualType clType_;
  Id type_ = 0;
  GroupOperand operand_;

  void setType(clang::QualType t) {
    clType_ = t.getCanonicalType().getUnqualifiedType();
    bool wide = m_.sizeOf(clType_) != 4;
    if (wide && !m_.target().subgroupExtendedTypes)
      fe_.fail(loc_, Diag::TargetLacksFeature,
               {"a work-group function on " + clType_.getAsString(),
                "sub-group operations on 16- and 64-bit types "
                "(shaderSubgroupExtendedTypes)",
                m_.target().name});
    operand_ = GroupOperand::of(fe_, clType_, loc_);
    type_ = operand_.type;
  }

  Id group(GroupCombine op, spv::GroupOperation how, Id value) {
    return subgroupOperation(fe_, op, operand_, how, value);
  }

  Id u32Input(spv::BuiltIn builtin) {
    return b_.load(m_.u32(), m_.builtinInput(builtin, m_.u32()));
  }
  Id subgroupId() { return u32Input(spv::BuiltIn::SubgroupId); }
  /// ceil(work-group size / SubgroupSize) (lavapipe's NumSubgroups rounds
  /// down).
  Id numSubgroups() {
    Id size = u32Input(spv::BuiltIn::SubgroupSize);
    Id rounded =
        b_.binary(spv::Op::OpIAdd, m_.u32(), m_.workGroupInvocations(),
                  b_.binary(spv::Op::OpISub, m_.u32(), size, m_.constU32(1)));
    return b_.binary(spv::Op::OpUDiv, m_.u32(), rounded, size);
  }

  Id slotAddress(Id index) {
    return b_.binary(spv::Op::OpIMul, m_.u32(), index, m_.constU32(SlotBytes));
  }
  Id loadSlot(Id index) {
    return fe_.loadMemory(clType_, MemSpace::Local, slotAddress(index),
                          SlotBytes, loc_);
  }
  void storeSlot(Id index, Id value) {
    fe_.storeMemory(clType_, MemSpace::Local, slotAddress(index), SlotBytes,
                    value, loc_);
  }

  void barrier() {
    using Mask = spv::MemorySemanticsMask;
    uint32_t semantics = static_cast<uint32_t>(Mask::AcquireRelease) |
                         static_cast<uint32_t>(Mask::WorkgroupMemory);
    Id wg = m_.constU32(static_cast<uint32_t>(spv::Scope::Workgroup));
    b_.emitVoid(spv::Op::OpControlBarrier, {wg, wg, m_.constU32(semantics)});
  }

  /// Each sub-group's `partial` into its slot, stored by one invocation:
  /// any (a partial uniform in the sub-group) or the last (a scan's).
  enum class Storer { Any, Last };
  void publish(Storer storer, Id partial) {
    barrier(); // the previous collective's reads of the scratch are over
    Id storing = storer == Storer::Any ? elected() : lastLane();
    Id sg = subgroupId();
    fe_.emitIfElse(
        storing, [&] { storeSlot(sg, partial); }, [] {});
    barrier();
  }
  /// One invocation of the sub-group, for a partial uniform in it.
  Id elected() {
    return b_.emit(spv::Op::OpGroupNonUniformElect, m_.boolType(),
                   {m_.constU32(static_cast<uint32_t>(spv::Scope::Subgroup))});
  }
  /// The sub-group's last invocation (every one takes part in a collective,
  /// so the last active is the last), whose inclusive scan is the total.
  Id lastLane() {
    Id lane = b_.load(m_.u32(), m_.subgroupLocalIdVariable());
    Id width = b_.load(m_.u32(), m_.subgroupSizeVariable());
    return b_.binary(
        spv::Op::OpIEqual, m_.boolType(), lane,
        b_.binary(spv::Op::OpISub, m_.u32(), width, m_.constU32(1)));
  }

  /// `op` over slots [0, count) in every invocation, where the work-group
  /// has `slots` sub-groups (count <= slots, uniform in the sub-group).
  /// The branch is on specialization constants and the sub-group size,
  /// which drivers fold.
  Id combineSlots(GroupCombine op, Id count, Id slots) {
    Id few = b_.binary(spv::Op::OpULessThanEqual, m_.boolType(), slots,
                       m_.constU32(DirectSlots));
    return fe_.emitIfElse(
        few, type_, [&] { return combineDirectly(op, count); },
        [&] { return combineByRounds(op, count); });
  }

  /// Slots [0, count) read one by one, in order, straight-line: slot k
  /// (k < DirectSlots, always inside the scratch) is combined where
  /// k < count, so no identity enters a combination of slots (a sum of
  /// -0.0 partials stays -0.0).
  Id combineDirectly(GroupCombine op, Id count) {
    auto below = [&](uint32_t k) {
      return b_.binary(spv::Op::OpULessThan, m_.boolType(), m_.constU32(k),
                       count);
    };
    // One statement per emitted instruction: the order of a call's
    // arguments is the host compiler's (GCC and clang differ), the order
    // of the module's instructions must not be.
    Id identity = groupIdentity(m_, op, operand_);
    Id first = loadSlot(m_.constU32(0));
    Id acc = b_.select(type_, below(0), first, identity);
    for (uint32_t k = 1; k < DirectSlots; ++k) {
      Id slot = loadSlot(m_.constU32(k));
      Id combined = combineValues(fe_, op, operand_, acc, slot);
      Id in = below(k);
      acc = b_.select(type_, in, combined, acc);
    }
    return acc;
  }

  /// Slots [0, count) in rounds of the sub-group's active width, each lane
  /// loading one slot. The first round is straight-line code (it is the
  /// only one up to width² work-items: 1,024 on NVIDIA), so the driver
  /// schedules it with the rest; further rounds loop. A lane past `count`
  /// loads a slot inside the scratch and selects the identity instead: no
  /// branch.
  Id combineByRounds(GroupCombine op, Id count) {
    Id lane = b_.load(m_.u32(), m_.subgroupLocalIdVariable());
    Id width = b_.load(m_.u32(), m_.subgroupSizeVariable());
    auto round = [&](Id first) {
      Id slot = b_.binary(spv::Op::OpIAdd, m_.u32(), first, lane);
      Id inRange = b_.binary(spv::Op::OpULessThan, m_.boolType(), slot, count);
      Id last = m_.constU32(groupScratchBytes(m_.target()) / SlotBytes - 1);
      Id safe =
          b_.extInst(m_.u32(), m_.glslStd450(), GLSLstd450UMin, {slot, last});
      Id loaded = loadSlot(safe);
      Id identity = groupIdentity(m_, op, operand_);
      Id value = b_.select(type_, inRange, loaded, identity);
      return group(op, spv::GroupOperation::Reduce, value);
    };
    Id acc = fe_.newLocalVariable(type_);
    b_.store(acc, round(m_.constU32(0)));
    fe_.emitForLoop(width, count, width, [&](Id first) {
      b_.store(acc, combineValues(fe_, op, operand_, b_.load(type_, acc),
                                  round(first)));
    });
    return b_.load(type_, acc);
  }

  Id reduce(GroupCombine op, Id value) {
    publish(Storer::Any, group(op, spv::GroupOperation::Reduce, value));
    Id slots = numSubgroups();
    return combineSlots(op, slots, slots);
  }

  Id scan(GroupCombine op, Id value, bool inclusive) {
    Id within = group(op,
                      inclusive ? spv::GroupOperation::InclusiveScan
                                : spv::GroupOperation::ExclusiveScan,
                      value);
    Id upTo =
        inclusive ? within : combineValues(fe_, op, operand_, within, value);
    publish(Storer::Last, upTo);
    // The sub-groups before this one: a count that differs between
    // sub-groups costs the direct path a compare and a select per slot,
    // which beats a shuffle reduction of floats or 64-bit values, not
    // NVIDIA's one-instruction reduction of 32-bit integers (REDUX: int
    // scans took 6% longer read directly on an H100).
    Id id = subgroupId();
    bool roundsOnly = !operand_.isFloat && operand_.registerBits == 32;
    Id before = roundsOnly ? combineByRounds(op, id)
                           : combineSlots(op, id, numSubgroups());
    return combineValues(fe_, op, operand_, before, within);
  }

  /// work_group_broadcast(a, x[, y[, z]]): the value of the work-item whose
  /// local id is (x, y, z), through slot 0.
  Id broadcast() {
    setType(call_->getType());
    Id value = fe_.emitRValue(call_->getArg(0));
    Id index = m_.constU32(0), stride = m_.constU32(1);
    for (unsigned d = 0; d + 1 < call_->getNumArgs(); ++d) {
      const clang::Expr *arg = call_->getArg(d + 1);
      Id id = fe_.emitRValue(arg);
      if (m_.sizeOf(arg->getType()) == 8)
        id = b_.unary(spv::Op::OpUConvert, m_.u32(), id);
      index = b_.binary(spv::Op::OpIAdd, m_.u32(), index,
                        b_.binary(spv::Op::OpIMul, m_.u32(), id, stride));
      stride =
          b_.binary(spv::Op::OpIMul, m_.u32(), stride,
                    b_.compositeExtract(m_.u32(), m_.workGroupSize(), {d}));
    }
    barrier();
    Id mine = b_.binary(spv::Op::OpIEqual, m_.boolType(),
                        u32Input(spv::BuiltIn::LocalInvocationIndex), index);
    fe_.emitIfElse(
        mine, [&] { storeSlot(m_.constU32(0), value); }, [] {});
    barrier();
    return loadSlot(m_.constU32(0));
  }
};

} // namespace

bool isWorkGroupCollective(llvm::StringRef name) {
  return parseCollective(name).has_value();
}

uint32_t groupScratchBytes(const TargetProfile &target) {
  // A slot per sub-group the largest work-group can have, for sub-groups of
  // 4 or more (a module compiled for one profile may run on a device with
  // smaller sub-groups than the profile's), at least the DirectSlots every
  // invocation may read, and room for the pipes' words.
  uint32_t slots =
      std::max((target.maxWorkGroupInvocations + 3) / 4, DirectSlots);
  return std::max(slots * SlotBytes, PipeScratchBytes);
}

Id emitWorkGroupCollective(FunctionEmitter &fe, const clang::CallExpr *call,
                           llvm::StringRef name) {
  return CollectiveLowering(fe, call).emit(*parseCollective(name));
}

} // namespace vkcl
