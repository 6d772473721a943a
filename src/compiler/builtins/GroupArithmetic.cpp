#include "builtins/GroupArithmetic.h"

#include <cmath>

#include <spirv/unified1/GLSL.std.450.h>

namespace vkcl {

GroupOperand GroupOperand::of(FunctionEmitter &fe, clang::QualType t,
                              clang::SourceLocation loc) {
  clang::QualType e = t.getCanonicalType();
  if (auto *vec = e->getAs<clang::VectorType>())
    e = vec->getElementType();
  GroupOperand o;
  o.type = fe.typeOf(t, loc);
  o.isFloat = e->isRealFloatingType();
  o.isSigned = e->isSignedIntegerType();
  o.registerBits = fe.mod().sizeOf(e) == 8 ? 64 : 32;
  return o;
}

spv::Op groupOpcode(GroupCombine op, const GroupOperand &o) {
  switch (op) {
  case GroupCombine::Add:
    return o.isFloat ? spv::Op::OpGroupNonUniformFAdd
                     : spv::Op::OpGroupNonUniformIAdd;
  case GroupCombine::Mul:
    return o.isFloat ? spv::Op::OpGroupNonUniformFMul
                     : spv::Op::OpGroupNonUniformIMul;
  case GroupCombine::Min:
    return o.isFloat    ? spv::Op::OpGroupNonUniformFMin
           : o.isSigned ? spv::Op::OpGroupNonUniformSMin
                        : spv::Op::OpGroupNonUniformUMin;
  case GroupCombine::Max:
    return o.isFloat    ? spv::Op::OpGroupNonUniformFMax
           : o.isSigned ? spv::Op::OpGroupNonUniformSMax
                        : spv::Op::OpGroupNonUniformUMax;
  case GroupCombine::And:
    return spv::Op::OpGroupNonUniformBitwiseAnd;
  case GroupCombine::Or:
    return spv::Op::OpGroupNonUniformBitwiseOr;
  case GroupCombine::Xor:
    return spv::Op::OpGroupNonUniformBitwiseXor;
  }
  return spv::Op::OpNop;
}

Id subgroupOperation(FunctionEmitter &fe, GroupCombine op,
                     const GroupOperand &o, spv::GroupOperation how, Id value,
                     uint32_t clusterSize) {
  ModuleEmitter &m = fe.mod();
  std::vector<Id> operands = {
      m.constU32(static_cast<uint32_t>(spv::Scope::Subgroup)),
      static_cast<uint32_t>(how), value};
  if (how == spv::GroupOperation::ClusteredReduce)
    operands.push_back(m.constU32(clusterSize));
  return fe.b().emit(groupOpcode(op, o), o.type, operands);
}

Id combineValues(FunctionEmitter &fe, GroupCombine op, const GroupOperand &o,
                 Id a, Id b) {
  spirv::Builder &builder = fe.b();
  switch (op) {
  case GroupCombine::Add:
    return builder.binary(o.isFloat ? spv::Op::OpFAdd : spv::Op::OpIAdd, o.type,
                          a, b);
  case GroupCombine::Mul:
    return builder.binary(o.isFloat ? spv::Op::OpFMul : spv::Op::OpIMul, o.type,
                          a, b);
  case GroupCombine::Min:
  case GroupCombine::Max: {
    bool min = op == GroupCombine::Min;
    auto ext = o.isFloat    ? (min ? GLSLstd450FMin : GLSLstd450FMax)
               : o.isSigned ? (min ? GLSLstd450SMin : GLSLstd450SMax)
                            : (min ? GLSLstd450UMin : GLSLstd450UMax);
    return builder.extInst(o.type, fe.mod().glslStd450(), ext, {a, b});
  }
  case GroupCombine::And:
    return builder.binary(spv::Op::OpBitwiseAnd, o.type, a, b);
  case GroupCombine::Or:
    return builder.binary(spv::Op::OpBitwiseOr, o.type, a, b);
  case GroupCombine::Xor:
    return builder.binary(spv::Op::OpBitwiseXor, o.type, a, b);
  }
  return 0;
}

Id groupIdentity(ModuleEmitter &m, GroupCombine op, const GroupOperand &o) {
  uint64_t all =
      o.registerBits == 64 ? ~uint64_t(0) : (uint64_t(1) << o.registerBits) - 1;
  switch (op) {
  case GroupCombine::Mul:
    return o.isFloat ? m.constFloat(o.type, 1.0) : m.constInt(o.type, 1);
  case GroupCombine::And:
    return m.constInt(o.type, all);
  case GroupCombine::Min:
  case GroupCombine::Max: {
    bool min = op == GroupCombine::Min;
    if (o.isFloat)
      return m.constFloat(o.type, min ? HUGE_VAL : -HUGE_VAL);
    if (o.isSigned)
      return m.constInt(o.type, min ? all >> 1 : (all >> 1) + 1);
    return m.constInt(o.type, min ? all : 0);
  }
  default: // add, or, xor
    return m.module().constantNull(o.type);
  }
}

} // namespace vkcl
