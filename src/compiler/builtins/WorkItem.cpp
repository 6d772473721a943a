// Work-item functions.
//
// OpenCL NDRanges of any size run as one or more Vulkan dispatches (the
// non-uniform tail is a separate dispatch with its own work-group size), so
// ids are computed from the dispatch fields in push constants rather than
// taken from GlobalInvocationId: group id = WorkgroupId + the region's first
// group, global id = group id * enqueued local size + local id + offset.
// get_local_size is the actual size of this region's groups, the
// WorkgroupSize specialization constant.
#include "builtins/Builtins.h"

#include <spirv/unified1/GLSL.std.450.h>

namespace vkcl {
namespace {

class WorkItemLowering {
public:
  WorkItemLowering(FunctionEmitter &fe) : fe_(fe), m_(fe.mod()) {}

  Id input(spv::BuiltIn builtin, Id type) {
    return fe_.b().load(type, m_.builtinInput(builtin, type));
  }
  Id uvec3() { return m_.module().typeVector(m_.u32(), 3); }

  /// Component `dim` (clamped to 2) of a uvec3.
  Id component(Id vec, Id dim) {
    return fe_.b().emit(spv::Op::OpVectorExtractDynamic, m_.u32(), {vec, dim});
  }
  /// Push-constant field uint[3] at `base`, component `dim`.
  Id field(uint32_t base, Id dim) {
    Id offset = fe_.b().binary(spv::Op::OpIAdd, m_.u32(), m_.constU32(base),
                               fe_.b().binary(spv::Op::OpShiftLeftLogical,
                                              m_.u32(), dim, m_.constU32(2)));
    return fe_.loadPushConstantWord(offset);
  }
  Id add(Id a, Id b) { return fe_.b().binary(spv::Op::OpIAdd, m_.u32(), a, b); }
  Id mul(Id a, Id b) { return fe_.b().binary(spv::Op::OpIMul, m_.u32(), a, b); }

  Id groupId(Id d) {
    return add(component(input(spv::BuiltIn::WorkgroupId, uvec3()), d),
               field(DispatchLayout::GroupOffset, d));
  }
  /// OpenCL's 3-D local id from the 1-D Vulkan one:
  /// (i % x, i / x % y, i / (x * y)).
  Id localId(Id d) {
    Id i = input(spv::BuiltIn::LocalInvocationIndex, m_.u32());
    Id size = m_.workGroupSize();
    Id x = fe_.b().compositeExtract(m_.u32(), size, {0});
    Id y = fe_.b().compositeExtract(m_.u32(), size, {1});
    auto div = [&](Id a, Id b) {
      return fe_.b().binary(spv::Op::OpUDiv, m_.u32(), a, b);
    };
    auto mod = [&](Id a, Id b) {
      return fe_.b().binary(spv::Op::OpUMod, m_.u32(), a, b);
    };
    Id ids = fe_.b().compositeConstruct(
        uvec3(), {mod(i, x), mod(div(i, x), y), div(i, mul(x, y))});
    return component(ids, d);
  }
  Id localSize(Id d) { return component(m_.workGroupSize(), d); }
  Id globalId(Id d) {
    return add(add(mul(groupId(d), field(DispatchLayout::EnqueuedLocalSize, d)),
                   localId(d)),
               field(DispatchLayout::GlobalOffset, d));
  }
  /// The enqueued (full) work-group's number of work-items.
  Id enqueuedInvocations() {
    return mul(mul(field(DispatchLayout::EnqueuedLocalSize, m_.constU32(0)),
                   field(DispatchLayout::EnqueuedLocalSize, m_.constU32(1))),
               field(DispatchLayout::EnqueuedLocalSize, m_.constU32(2)));
  }
  Id numGroups(Id d) {
    Id els = field(DispatchLayout::EnqueuedLocalSize, d);
    Id gs = field(DispatchLayout::GlobalSize, d);
    Id rounded =
        fe_.b().binary(spv::Op::OpISub, m_.u32(), add(gs, els), m_.constU32(1));
    return fe_.b().binary(spv::Op::OpUDiv, m_.u32(), rounded, els);
  }

  /// Evaluates `compute(dim)` for a dimension argument, returning
  /// `outside` for dimensions >= 3 as OpenCL requires.
  template <typename F>
  Id perDimension(const clang::CallExpr *call, uint32_t outside, F compute) {
    Id dim = fe_.emitRValue(call->getArg(0));
    clang::QualType dimType = call->getArg(0)->getType();
    if (m_.module().scalarWidth(fe_.typeOf(dimType, {})) == 64)
      dim = fe_.b().unary(spv::Op::OpUConvert, m_.u32(), dim);
    clang::Expr::EvalResult constant;
    if (call->getArg(0)->EvaluateAsInt(constant, fe_.ast())) {
      uint64_t d = constant.Val.getInt().getZExtValue();
      if (d >= 3)
        return m_.constU32(outside);
      return compute(m_.constU32(static_cast<uint32_t>(d)));
    }
    Id inRange = fe_.b().binary(spv::Op::OpULessThan, m_.boolType(), dim,
                                m_.constU32(3));
    Id clamped = fe_.b().select(m_.u32(), inRange, dim, m_.constU32(2));
    return fe_.b().select(m_.u32(), inRange, compute(clamped),
                          m_.constU32(outside));
  }

  Id emit(WorkItemFn fn, const clang::CallExpr *call) {
    switch (fn) {
    case WorkItemFn::WorkDim:
      return fe_.loadPushConstantWord(m_.constU32(DispatchLayout::WorkDim));
    case WorkItemFn::GlobalSize:
      return perDimension(
          call, 1, [&](Id d) { return field(DispatchLayout::GlobalSize, d); });
    case WorkItemFn::GlobalId:
      return perDimension(call, 0, [&](Id d) { return globalId(d); });
    case WorkItemFn::LocalSize:
      return perDimension(call, 1, [&](Id d) { return localSize(d); });
    case WorkItemFn::EnqueuedLocalSize:
      return perDimension(call, 1, [&](Id d) {
        return field(DispatchLayout::EnqueuedLocalSize, d);
      });
    case WorkItemFn::LocalId:
      return perDimension(call, 0, [&](Id d) { return localId(d); });
    case WorkItemFn::NumGroups:
      return perDimension(call, 1, [&](Id d) { return numGroups(d); });
    case WorkItemFn::GroupId:
      return perDimension(call, 0, [&](Id d) { return groupId(d); });
    case WorkItemFn::GlobalOffset:
      return perDimension(call, 0, [&](Id d) {
        return field(DispatchLayout::GlobalOffset, d);
      });
    case WorkItemFn::GlobalLinearId: {
      Id rel[3], size[3];
      for (uint32_t d = 0; d < 3; ++d) {
        Id dim = m_.constU32(d);
        rel[d] = fe_.b().binary(spv::Op::OpISub, m_.u32(), globalId(dim),
                                field(DispatchLayout::GlobalOffset, dim));
        size[d] = field(DispatchLayout::GlobalSize, dim);
      }
      return add(mul(add(mul(rel[2], size[1]), rel[1]), size[0]), rel[0]);
    }
    case WorkItemFn::LocalLinearId:
      return input(spv::BuiltIn::LocalInvocationIndex, m_.u32());
    case WorkItemFn::MaxSubGroupSize: {
      // The largest sub-group of the dispatch: no larger than a full
      // (enqueued-size) work-group.
      Id enqueued = enqueuedInvocations();
      return fe_.b().extInst(
          m_.u32(), m_.glslStd450(), GLSLstd450UMin,
          {input(spv::BuiltIn::SubgroupSize, m_.u32()), enqueued});
    }
    case WorkItemFn::SubGroupSize:
      return fe_.b().load(m_.u32(), m_.subgroupSizeVariable());
    case WorkItemFn::NumSubGroups: {
      // Sub-groups are contiguous runs of the 1-D work-group, so this is
      // ceil(size / SubgroupSize); lavapipe's NumSubgroups rounds down.
      Id total = m_.workGroupInvocations();
      Id sg = input(spv::BuiltIn::SubgroupSize, m_.u32());
      return fe_.b().binary(spv::Op::OpUDiv, m_.u32(),
                            fe_.b().binary(spv::Op::OpISub, m_.u32(),
                                           add(total, sg), m_.constU32(1)),
                            sg);
    }
    case WorkItemFn::EnqueuedNumSubGroups: {
      Id sg = input(spv::BuiltIn::SubgroupSize, m_.u32());
      Id enqueued = enqueuedInvocations();
      Id rounded = fe_.b().binary(spv::Op::OpISub, m_.u32(), add(enqueued, sg),
                                  m_.constU32(1));
      return fe_.b().binary(spv::Op::OpUDiv, m_.u32(), rounded, sg);
    }
    case WorkItemFn::SubGroupId:
      return input(spv::BuiltIn::SubgroupId, m_.u32());
    case WorkItemFn::SubGroupLocalId:
      return fe_.b().load(m_.u32(), m_.subgroupLocalIdVariable());
    }
    return 0;
  }

private:
  FunctionEmitter &fe_;
  ModuleEmitter &m_;
};

} // namespace

Id emitWorkItemWord(FunctionEmitter &fe, WorkItemFn fn) {
  return WorkItemLowering(fe).emit(fn, nullptr);
}

Id emitWorkItemBuiltin(FunctionEmitter &fe, WorkItemFn fn,
                       const clang::CallExpr *call) {
  Id value = WorkItemLowering(fe).emit(fn, call);
  // Computed in 32 bits (Vulkan dispatch sizes are 32-bit); size_t results
  // widen to 64 bits on targets where size_t is.
  Id resultType = fe.typeOf(call->getType(), call->getExprLoc());
  if (resultType != fe.mod().u32())
    value = fe.b().unary(spv::Op::OpUConvert, resultType, value);
  return value;
}

} // namespace vkcl
