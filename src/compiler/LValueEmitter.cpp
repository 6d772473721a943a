// Lvalues: variables, dereferences, subscripts, members and swizzles.
//
// A variable whose address is never taken is a Function variable (the
// optimizer turns it into SSA values); its members and elements are reached
// with OpAccessChain. Everything else is an address in some space, and
// members and elements are plain address arithmetic with clang's layout.
#include "Alignment.h"
#include "FunctionEmitter.h"

#include <clang/AST/RecordLayout.h>

namespace vkcl {

using clang::QualType;

namespace {

spv::StorageClass functionStorage() { return spv::StorageClass::Function; }

} // namespace

Id FunctionEmitter::newLocalVariable(Id type) {
  return function_.addLocalVariable(spv().typePointer(functionStorage(), type));
}

Id FunctionEmitter::emitIndex(const clang::Expr *index) {
  // C lets a bool index an array (clang keeps its type); SPIR-V indexes
  // and offsets take integers only.
  Id i = emitRValue(index);
  if (!index->getType()->isBooleanType())
    return i;
  return convert(i, index->getType(), ast().UnsignedIntTy, index->getExprLoc());
}

Id FunctionEmitter::readOnlyParamValue(const clang::Expr *expr) const {
  auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(expr->IgnoreParens());
  auto *param =
      ref ? llvm::dyn_cast<clang::ParmVarDecl>(ref->getDecl()) : nullptr;
  auto found = param ? locals.find(param) : locals.end();
  return found != locals.end() && found->second.kind == LocalStorage::Value
             ? found->second.value
             : 0;
}

LValue FunctionEmitter::emitLValue(const clang::Expr *expr) {
  clang::SourceLocation loc = expr->getExprLoc();
  expr = expr->IgnoreParens();
  QualType type = expr->getType();

  if (auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(expr)) {
    auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl());
    if (!var)
      fail(loc, Diag::NotSupportedYet, {"this reference"});
    LValue lv;
    lv.type = type;
    if (isSegmentVariable(var)) {
      lv.kind = LValue::Memory;
      lv.space =
          var->getType().getAddressSpace() == clang::LangAS::opencl_constant
              ? MemSpace::Constant
              : MemSpace::Global;
      lv.address = addressAddConst(lv.space, constantDataBase(),
                                   m_.constantDataOffset(var, loc));
      lv.align = m_.alignOf(var->getType());
      return lv;
    }
    if (var->getType().getAddressSpace() == clang::LangAS::opencl_local) {
      lv.kind = LValue::Memory;
      lv.space = MemSpace::Local;
      lv.address = m_.constU32(m_.facts(decl_).localOffsets.at(var));
      lv.align = std::max<uint32_t>(4, m_.alignOf(var->getType()));
      return lv;
    }
    auto found = locals.find(var);
    if (found == locals.end())
      fail(loc, Diag::NotSupportedYet, {"this variable reference"});
    const LocalStorage &s = found->second;
    if (s.kind == LocalStorage::Value) // Analysis.cpp saw only loads
      fail(loc, Diag::NotSupportedYet,
           {"this use of a parameter the function only reads"});
    if (s.kind == LocalStorage::Register) {
      lv.kind = LValue::Register;
      lv.pointer = s.variable;
    } else {
      lv.kind = LValue::Memory;
      lv.space = s.space;
      lv.address = m_.constU32(s.offset);
      lv.align = std::max<uint32_t>(4, m_.alignOf(var->getType()));
    }
    return lv;
  }

  if (auto *op = llvm::dyn_cast<clang::UnaryOperator>(expr)) {
    if (op->getOpcode() == clang::UO_Deref) {
      QualType ptrType = op->getSubExpr()->getType();
      LValue lv;
      lv.kind = LValue::Memory;
      lv.type = type;
      lv.space = m_.spaceOf(ptrType->getPointeeType(), loc);
      lv.address = emitRValue(op->getSubExpr());
      lv.align = type->isVoidType() ? 1 : m_.alignOf(type);
      return lv;
    }
  }

  if (auto *sub = llvm::dyn_cast<clang::ArraySubscriptExpr>(expr)) {
    const clang::Expr *base = sub->getBase()->IgnoreParens();
    const clang::Expr *index = sub->getIdx();
    if (base->getType()->isVectorType()) {
      LValue vec;
      if (base->isPRValue()) { // e.g. f()[i]: give the value a home
        vec.kind = LValue::Register;
        vec.type = base->getType();
        vec.pointer = newLocalVariable(typeOf(vec.type, loc));
        b().store(vec.pointer, emitRValue(base));
      } else {
        vec = emitLValue(base);
      }
      Id i = emitIndex(index);
      if (spv().scalarWidth(typeOf(index->getType(), loc)) == 64)
        i = b().unary(spv::Op::OpUConvert, m_.u32(), i); // lanes < 16
      clang::Expr::EvalResult constant;
      bool isConstant = index->EvaluateAsInt(constant, ast());
      return vectorElement(
          vec, i,
          isConstant
              ? static_cast<uint32_t>(constant.Val.getInt().getZExtValue())
              : 0,
          isConstant, loc);
    }
    auto *decay = llvm::dyn_cast<clang::ImplicitCastExpr>(base);
    if (decay && decay->getCastKind() == clang::CK_ArrayToPointerDecay) {
      LValue array = emitLValue(decay->getSubExpr());
      if (array.kind == LValue::Register) {
        LValue lv;
        lv.kind = LValue::Register;
        lv.type = type;
        Id i = emitIndex(index);
        lv.pointer = b().accessChain(
            spv().typePointer(functionStorage(), typeOf(type, loc)),
            array.pointer, {i});
        return lv;
      }
    }
    // Pointer indexing: *(base + index).
    const clang::Expr *ptrExpr =
        base->getType()->isPointerType() ? base : index;
    const clang::Expr *intExpr = ptrExpr == base ? index : base;
    Id ptr = emitRValue(ptrExpr);
    Id offset = emitIndex(intExpr);
    QualType offsetType = intExpr->getType()->isBooleanType()
                              ? ast().UnsignedIntTy
                              : intExpr->getType();
    LValue lv;
    lv.kind = LValue::Memory;
    lv.type = type;
    lv.space = m_.spaceOf(ptrExpr->getType()->getPointeeType(), loc);
    lv.address = emitPointerArithmetic(clang::BO_Add, ptr, offset,
                                       ptrExpr->getType(), offsetType, loc);
    lv.align = m_.alignOf(type);
    return lv;
  }

  if (auto *member = llvm::dyn_cast<clang::MemberExpr>(expr)) {
    auto *field = llvm::dyn_cast<clang::FieldDecl>(member->getMemberDecl());
    if (!field)
      fail(loc, Diag::NotSupportedYet, {"this member"});
    LValue base;
    if (member->isArrow()) {
      QualType ptrType = member->getBase()->getType();
      base.kind = LValue::Memory;
      base.type = ptrType->getPointeeType();
      base.space = m_.spaceOf(base.type, loc);
      base.address = emitRValue(member->getBase());
      base.align = m_.alignOf(base.type);
    } else if (member->getBase()->isPRValue()) {
      // A member of an rvalue struct (e.g. a call's result): give it a home.
      Id value = emitRValue(member->getBase());
      base.kind = LValue::Register;
      base.type = member->getBase()->getType();
      base.pointer = newLocalVariable(typeOf(base.type, loc));
      b().store(base.pointer, value);
    } else {
      base = emitLValue(member->getBase());
    }
    LValue lv;
    lv.type = type;
    const clang::RecordDecl *record = field->getParent();
    unsigned index = field->getFieldIndex();
    if (base.kind == LValue::Register) {
      if (record->isUnion())
        fail(loc, Diag::NotSupportedYet, {"a member of a union value"});
      lv.kind = LValue::Register;
      lv.pointer = b().accessChain(
          spv().typePointer(functionStorage(), typeOf(type, loc)), base.pointer,
          {m_.constU32(index)});
      return lv;
    }
    uint32_t offset = static_cast<uint32_t>(
        ast().getASTRecordLayout(record).getFieldOffset(index) / 8);
    lv.kind = LValue::Memory;
    lv.space = base.space;
    lv.address = addressAddConst(base.space, base.address, offset);
    lv.align = alignAt(base.align, offset);
    return lv;
  }

  if (auto *vec = llvm::dyn_cast<clang::ExtVectorElementExpr>(expr)) {
    LValue base;
    if (vec->isArrow()) {
      QualType ptrType = vec->getBase()->getType();
      base.kind = LValue::Memory;
      base.type = ptrType->getPointeeType();
      base.space = m_.spaceOf(base.type, loc);
      base.address = emitRValue(vec->getBase());
      base.align = m_.alignOf(base.type);
    } else {
      base = emitLValue(vec->getBase());
    }
    llvm::SmallVector<uint32_t, 16> lanes;
    vec->getEncodedElementAccess(lanes);
    if (lanes.size() == 1 && !type->isVectorType())
      return vectorElement(base, 0, lanes[0], true, loc);
    LValue lv;
    lv.kind = LValue::Swizzle;
    lv.type = type;
    lv.base = std::make_shared<LValue>(base);
    lv.lanes.assign(lanes.begin(), lanes.end());
    return lv;
  }

  if (auto *cast = llvm::dyn_cast<clang::ImplicitCastExpr>(expr))
    if (cast->getCastKind() == clang::CK_NoOp ||
        cast->getCastKind() == clang::CK_LValueBitCast)
      return emitLValue(cast->getSubExpr());

  if (auto *lit = llvm::dyn_cast<clang::CompoundLiteralExpr>(expr)) {
    LValue lv;
    lv.kind = LValue::Register;
    lv.type = type;
    lv.pointer = newLocalVariable(typeOf(type, loc));
    b().store(lv.pointer, emitInitializer(type, lit->getInitializer()));
    return lv;
  }

  if (auto *op = llvm::dyn_cast<clang::BinaryOperator>(expr)) {
    if (op->getOpcode() == clang::BO_Comma) {
      emitRValue(op->getLHS());
      return emitLValue(op->getRHS());
    }
    if (op->getOpcode() == clang::BO_Assign) {
      emitAssign(op);
      return emitLValue(op->getLHS());
    }
  }
  if (auto *literal = llvm::dyn_cast<clang::StringLiteral>(expr)) {
    // A `__constant char[N]` of the data segment (OpenCL C 6.5.3).
    if (literal->getCharByteWidth() != 1)
      fail(loc, Diag::NotSupportedYet, {"a wide string literal"});
    LValue lv;
    lv.kind = LValue::Memory;
    lv.type = type;
    lv.space = MemSpace::Constant;
    lv.address = addressAddConst(lv.space, constantDataBase(),
                                 m_.stringLiteralOffset(literal, loc));
    lv.align = 1;
    return lv;
  }
  fail(loc, Diag::NotSupportedYet,
       {std::string("the lvalue '") + expr->getStmtClassName() + "'"});
}

LValue FunctionEmitter::vectorElement(const LValue &vec, Id index,
                                      uint32_t constantIndex, bool isConstant,
                                      clang::SourceLocation loc) {
  QualType element = vec.type->castAs<clang::VectorType>()->getElementType();
  LValue lv;
  lv.type = element;
  if (vec.kind == LValue::Swizzle) {
    // An element of a swizzle is an element of the underlying vector; a
    // variable index goes through the swizzle's lane table.
    if (isConstant)
      return vectorElement(*vec.base, 0, vec.lanes.at(constantIndex), true,
                           loc);
    std::vector<Id> lanes;
    for (uint32_t lane : vec.lanes)
      lanes.push_back(m_.constU32(lane));
    Id tableType = spv().typeArray(
        m_.u32(), m_.constU32(static_cast<uint32_t>(lanes.size())));
    Id table = function_.addLocalVariable(
        spv().typePointer(functionStorage(), tableType),
        spv().constantComposite(tableType, lanes));
    Id slot = b().accessChain(spv().typePointer(functionStorage(), m_.u32()),
                              table, {index});
    return vectorElement(*vec.base, b().load(m_.u32(), slot), 0, false, loc);
  }
  if (vec.kind == LValue::Register) {
    lv.kind = LValue::Register;
    lv.pointer = b().accessChain(
        spv().typePointer(functionStorage(), typeOf(element, loc)), vec.pointer,
        {isConstant ? m_.constU32(constantIndex) : index});
    return lv;
  }
  uint32_t size = m_.sizeOf(element);
  lv.kind = LValue::Memory;
  lv.space = vec.space;
  if (isConstant) {
    lv.address = addressAddConst(vec.space, vec.address, constantIndex * size);
    lv.align = alignAt(vec.align, constantIndex * size);
  } else {
    Id sizeT = m_.sizeType();
    lv.address = addressAdd(vec.space, vec.address,
                            b().binary(spv::Op::OpIMul, sizeT,
                                       toSizeT(index, ast().UnsignedIntTy),
                                       m_.constInt(sizeT, size)));
    lv.align = alignAt(vec.align, size);
  }
  return lv;
}

Id FunctionEmitter::load(const LValue &lv, clang::SourceLocation loc) {
  switch (lv.kind) {
  case LValue::Register:
    return b().load(typeOf(lv.type, loc), lv.pointer);
  case LValue::Memory:
    return loadMemory(lv.type, lv.space, lv.address, lv.align, loc);
  case LValue::Swizzle: {
    Id whole = load(*lv.base, loc);
    Id t = typeOf(lv.type, loc);
    if (!lv.type->isVectorType())
      return b().compositeExtract(t, whole, {lv.lanes[0]});
    return b().vectorShuffle(t, whole, whole, lv.lanes);
  }
  }
  return 0;
}

void FunctionEmitter::store(const LValue &lv, Id value,
                            clang::SourceLocation loc) {
  switch (lv.kind) {
  case LValue::Register:
    b().store(lv.pointer, value);
    return;
  case LValue::Memory:
    storeMemory(lv.type, lv.space, lv.address, lv.align, value, loc);
    return;
  case LValue::Swizzle: {
    // Store component by component: other components stay untouched, in
    // memory as in registers.
    QualType element =
        lv.base->type->castAs<clang::VectorType>()->getElementType();
    Id et = typeOf(element, loc);
    for (uint32_t i = 0; i < lv.lanes.size(); ++i) {
      Id part = lv.type->isVectorType() ? b().compositeExtract(et, value, {i})
                                        : value;
      store(vectorElement(*lv.base, 0, lv.lanes[i], true, loc), part, loc);
    }
    return;
  }
  }
}

Id FunctionEmitter::addressOf(const LValue &lv, clang::SourceLocation loc) {
  if (lv.kind != LValue::Memory)
    fail(loc, Diag::NotSupportedYet, {"taking the address of this expression"});
  return lv.address;
}

Id FunctionEmitter::toSizeT(Id value, QualType from) {
  Id sizeT = m_.sizeType();
  Id reg = typeOf(from, {});
  if (spv().scalarWidth(reg) == spv().scalarWidth(sizeT))
    return value;
  return b().unary(from->isSignedIntegerType() ? spv::Op::OpSConvert
                                               : spv::Op::OpUConvert,
                   sizeT, value);
}

const clang::Expr *FunctionEmitter::namedPointer(const clang::Expr *pointer) {
  pointer = pointer->IgnoreParens();
  while (auto *cast = llvm::dyn_cast<clang::ImplicitCastExpr>(pointer)) {
    if (cast->getCastKind() != clang::CK_AddressSpaceConversion &&
        cast->getCastKind() != clang::CK_NoOp)
      break;
    pointer = cast->getSubExpr()->IgnoreParens();
  }
  return pointer;
}

uint32_t FunctionEmitter::knownAlignment(const clang::Expr *pointer) {
  QualType pointee = pointer->getType()->getPointeeType();
  uint32_t natural = pointee->isVoidType() ? 1 : m_.alignOf(pointee);
  const clang::Expr *e = pointer->IgnoreParens();
  if (auto *op = llvm::dyn_cast<clang::BinaryOperator>(e)) {
    clang::Expr::EvalResult index;
    if ((op->getOpcode() == clang::BO_Add ||
         op->getOpcode() == clang::BO_Sub) &&
        op->getLHS()->getType()->isPointerType() &&
        op->getRHS()->EvaluateAsInt(index, ast())) {
      uint64_t bytes = static_cast<uint64_t>(
          index.Val.getInt().getSExtValue() *
          (pointee->isVoidType() ? 1 : m_.sizeOf(pointee)));
      return std::max(natural, alignAt(knownAlignment(op->getLHS()),
                                       static_cast<uint32_t>(bytes)));
    }
    return natural;
  }
  auto *cast = llvm::dyn_cast<clang::ImplicitCastExpr>(e);
  if (!cast)
    return natural;
  if (cast->getCastKind() == clang::CK_NoOp ||
      cast->getCastKind() == clang::CK_AddressSpaceConversion)
    return std::max(natural, knownAlignment(cast->getSubExpr()));
  if (cast->getCastKind() != clang::CK_ArrayToPointerDecay)
    return natural;
  auto *ref =
      llvm::dyn_cast<clang::DeclRefExpr>(cast->getSubExpr()->IgnoreParens());
  auto *var = ref ? llvm::dyn_cast<clang::VarDecl>(ref->getDecl()) : nullptr;
  if (!var || var->getType().getAddressSpace() != clang::LangAS::opencl_local)
    return natural;
  const auto &offsets = m_.facts(decl_).localOffsets;
  auto found = offsets.find(var);
  if (found == offsets.end())
    return natural;
  // The arena itself is 16-aligned (it is viewed as uvec4[]).
  return std::max(natural, alignAt(16, found->second));
}

} // namespace vkcl
