// Rvalue expressions: operators with OpenCL C semantics.
//
// Where OpenCL differs from C this file says so: shift counts are masked to
// the operand width, vector comparisons give -1/0 per component, the vector
// ternary selects on each component's most significant bit, and integer
// division by zero (undefined, but never a crash in OpenCL) is kept from
// trapping on CPU drivers that lower it to a hardware divide.
#include "FunctionEmitter.h"
#include "Library.h"
#include "builtins/Builtins.h"
#include "builtins/HalfConversion.h"

#include <spirv/unified1/GLSL.std.450.h>

#include <limits>

#include <clang/AST/ExprCXX.h>
#include <clang/AST/RecordLayout.h>

namespace vkcl {

using clang::QualType;

namespace {

bool isFloat(QualType t) {
  QualType e = t;
  if (auto *vec = t->getAs<clang::VectorType>())
    e = vec->getElementType();
  return e->isRealFloatingType();
}

bool isSignedInt(QualType t) {
  QualType e = t;
  if (auto *vec = t->getAs<clang::VectorType>())
    e = vec->getElementType();
  return e->isSignedIntegerOrEnumerationType();
}

/// Bit width an integer type has in C (8 for char), not in registers.
unsigned cBits(clang::ASTContext &ast, QualType t) {
  if (auto *vec = t->getAs<clang::VectorType>())
    t = vec->getElementType();
  return static_cast<unsigned>(ast.getTypeSize(t));
}

} // namespace

bool safeToSpeculate(const clang::Expr *e, clang::ASTContext &ast) {
  if (e->HasSideEffects(ast))
    return false;
  std::vector<const clang::Stmt *> work = {e};
  while (!work.empty()) {
    const clang::Stmt *s = work.back();
    work.pop_back();
    if (!s)
      continue;
    if (llvm::isa<clang::CallExpr>(s))
      return false;
    if (auto *op = llvm::dyn_cast<clang::UnaryOperator>(s))
      if (op->getOpcode() == clang::UO_Deref)
        return false;
    if (auto *sub = llvm::dyn_cast<clang::ArraySubscriptExpr>(s))
      if (!sub->getBase()->getType()->isVectorType())
        return false; // the index may be out of bounds when not taken
    if (auto *member = llvm::dyn_cast<clang::MemberExpr>(s))
      if (member->isArrow())
        return false;
    if (auto *vec = llvm::dyn_cast<clang::ExtVectorElementExpr>(s))
      if (vec->isArrow())
        return false;
    for (const clang::Stmt *child : s->children())
      work.push_back(child);
  }
  return true;
}

Id FunctionEmitter::constInt(QualType type, uint64_t value,
                             clang::SourceLocation loc) {
  return m_.constInt(typeOf(type, loc), value);
}

Id FunctionEmitter::constInt(QualType type, const llvm::APSInt &value,
                             clang::SourceLocation loc) {
  // Registers hold char/short sign- or zero-extended to 32 bits.
  uint64_t bits = value.isSigned() ? static_cast<uint64_t>(value.getSExtValue())
                                   : value.getZExtValue();
  return m_.constInt(typeOf(type, loc), bits);
}

Id FunctionEmitter::toBool(Id value, QualType type) {
  spirv::Module &m = spv();
  Id regType = typeOf(type, {});
  if (m.isBoolType(regType))
    return value;
  if (type->isPointerType()) {
    if (regType == m_.uvec2()) { // a 64-bit address as (lo, hi)
      Id lo = b().compositeExtract(m_.u32(), value, {0});
      Id hi = b().compositeExtract(m_.u32(), value, {1});
      value = b().binary(spv::Op::OpBitwiseOr, m_.u32(), lo, hi);
      return b().binary(spv::Op::OpINotEqual, m_.boolType(), value,
                        m_.constU32(0));
    }
    return b().binary(spv::Op::OpINotEqual, m_.boolType(), value,
                      m_.nullAddress(m_.spaceOf(type->getPointeeType(), {})));
  }
  unsigned n = m.componentCount(regType);
  Id boolType = n == 1 ? m_.boolType() : m.typeVector(m_.boolType(), n);
  if (m.isFloatType(regType))
    return b().binary(spv::Op::OpFUnordNotEqual, boolType, value,
                      m_.constFloat(regType, 0.0));
  return b().binary(spv::Op::OpINotEqual, boolType, value,
                    m_.constInt(regType, 0));
}

Id FunctionEmitter::boolToInt(Id value, QualType type) {
  // Scalars: 1/0 as in C. Vectors: -1/0 (all bits set) as OpenCL requires.
  Id reg = typeOf(type, {});
  bool vector = type->isVectorType();
  return b().select(reg, value, m_.constInt(reg, vector ? ~uint64_t(0) : 1),
                    m_.constInt(reg, 0));
}

Id FunctionEmitter::emitCondition(const clang::Expr *expr) {
  expr = expr->IgnoreParens();
  if (const clang::Expr *operand = expectedOperand(expr))
    return emitCondition(operand); // __builtin_expect(e, c) tests e
  if (auto *cast = llvm::dyn_cast<clang::ImplicitCastExpr>(expr))
    if (cast->getCastKind() == clang::CK_IntegralToBoolean)
      if (const clang::Expr *operand = expectedOperand(cast->getSubExpr()))
        return emitCondition(operand);
  if (auto *op = llvm::dyn_cast<clang::BinaryOperator>(expr)) {
    QualType operand = op->getLHS()->getType();
    if (eagerLogical_ && op->isLogicalOp() && !operand->isVectorType())
      return b().binary(op->getOpcode() == clang::BO_LAnd
                            ? spv::Op::OpLogicalAnd
                            : spv::Op::OpLogicalOr,
                        m_.boolType(), emitCondition(op->getLHS()),
                        emitCondition(op->getRHS()));
    if (op->isComparisonOp() && !operand->isVectorType())
      return emitComparison(op->getOpcode(), emitRValue(op->getLHS()),
                            emitRValue(op->getRHS()), operand,
                            op->getExprLoc());
  }
  if (auto *op = llvm::dyn_cast<clang::UnaryOperator>(expr))
    if (op->getOpcode() == clang::UO_LNot &&
        !op->getSubExpr()->getType()->isVectorType())
      return b().unary(spv::Op::OpLogicalNot, m_.boolType(),
                       emitCondition(op->getSubExpr()));
  if (auto *cast = llvm::dyn_cast<clang::ImplicitCastExpr>(expr))
    if (cast->getCastKind() == clang::CK_IntegralToBoolean ||
        cast->getCastKind() == clang::CK_FloatingToBoolean ||
        cast->getCastKind() == clang::CK_PointerToBoolean)
      return toBool(emitRValue(cast->getSubExpr()),
                    cast->getSubExpr()->getType());
  return toBool(emitRValue(expr), expr->getType());
}

void FunctionEmitter::checkDepth(uint32_t depth, const clang::Expr *expr) {
  if (depth > MaxExpressionDepth)
    fail(expr->getExprLoc(), Diag::NestingTooDeep,
         {"an expression", std::to_string(MaxExpressionDepth),
          "the compiler recurses once per level"});
}

bool FunctionEmitter::mayFold(const clang::Expr *expr, uint32_t depth) {
  // clang's evaluator walks a whole subtree before it gives up, and
  // emitRValue asks again at every node on the way down: a 20,000-term sum
  // took 34 s. This answers "certainly not a constant" once per node, from
  // the children's answers, so asking costs O(1) after the first time.
  expr = expr->IgnoreParens();
  auto found = mayFold_.find(expr);
  if (found != mayFold_.end())
    return found->second;
  checkDepth(depth, expr);
  bool result = true;
  if (llvm::isa<clang::UnaryExprOrTypeTraitExpr>(expr) ||
      llvm::isa<clang::OffsetOfExpr>(expr)) {
    result = true; // sizeof x: x is not read
  } else if (auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(expr)) {
    // A read of a variable folds only when it is a const or __constant one
    // (clang reads such a variable's constant initializer).
    if (auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl()))
      result =
          var->getType().isConstQualified() ||
          var->getType().getAddressSpace() == clang::LangAS::opencl_constant;
  } else if (auto *op = llvm::dyn_cast<clang::BinaryOperator>(expr);
             op && op->isAssignmentOp()) {
    result = false;
  } else if (auto *op = llvm::dyn_cast<clang::UnaryOperator>(expr);
             op && (op->isIncrementDecrementOp() ||
                    op->getOpcode() == clang::UO_Deref)) {
    result = false;
  } else {
    for (const clang::Stmt *child : expr->children())
      if (auto *e = llvm::dyn_cast_or_null<clang::Expr>(child);
          e && !mayFold(e, depth + 1)) {
        result = false;
        break;
      }
  }
  mayFold_[expr] = result;
  return result;
}

Id FunctionEmitter::emitRValue(const clang::Expr *expr) {
  clang::SourceLocation loc = expr->getExprLoc();
  expr = expr->IgnoreParens();
  QualType type = expr->getType();
  struct Nested {
    uint32_t &depth;
    explicit Nested(uint32_t &d) : depth(++d) {}
    ~Nested() { --depth; }
  } nested(exprDepth_);
  checkDepth(exprDepth_, expr);

  if (auto *lit = llvm::dyn_cast<clang::IntegerLiteral>(expr))
    return constInt(type, lit->getValue().getZExtValue(), loc);
  if (auto *lit = llvm::dyn_cast<clang::CharacterLiteral>(expr))
    return constInt(type, lit->getValue(), loc);
  if (auto *lit = llvm::dyn_cast<clang::CXXBoolLiteralExpr>(expr))
    return m_.module().constantBool(lit->getValue());
  if (auto *lit = llvm::dyn_cast<clang::FloatingLiteral>(expr)) {
    Id t = typeOf(type, loc);
    return spv().constantFloatBits(
        t, lit->getValue().bitcastToAPInt().getZExtValue());
  }
  if (auto *c = llvm::dyn_cast<clang::ConstantExpr>(expr))
    return emitRValue(c->getSubExpr());
  // Fold integer constant expressions (sizeof arithmetic, enum maths) here:
  // the optimizer does not fold every mixed-width conversion.
  if (type->isIntegerType() && !type->isBooleanType() &&
      (llvm::isa<clang::BinaryOperator>(expr) ||
       llvm::isa<clang::UnaryOperator>(expr) ||
       llvm::isa<clang::CastExpr>(expr))) {
    clang::Expr::EvalResult folded;
    if (mayFold(expr) && !expr->HasSideEffects(ast()) &&
        expr->EvaluateAsInt(folded, ast()))
      return constInt(type, folded.Val.getInt(), loc);
  }
  // And float ones (`1.0f / 255.0f`): folded exactly (correctly rounded)
  // here, where the device's OpFDiv may be 2.5 ulp off and a driver may
  // leave it in a loop. Integer-to-float casts of constants too.
  if (type->isRealFloatingType() &&
      (llvm::isa<clang::BinaryOperator>(expr) ||
       llvm::isa<clang::UnaryOperator>(expr) ||
       llvm::isa<clang::CastExpr>(expr)) &&
      !llvm::isa<clang::FloatingLiteral>(expr->IgnoreParenImpCasts())) {
    llvm::APFloat folded(0.0f);
    if (mayFold(expr) && !expr->HasSideEffects(ast()) &&
        expr->EvaluateAsFloat(folded, ast()))
      return spv().constantFloatBits(typeOf(type, loc),
                                     folded.bitcastToAPInt().getZExtValue());
  }
  if (llvm::isa<clang::UnaryExprOrTypeTraitExpr>(expr) ||
      llvm::isa<clang::OffsetOfExpr>(expr)) {
    clang::Expr::EvalResult result;
    if (!expr->EvaluateAsInt(result, ast()))
      fail(loc, Diag::NotSupportedYet, {"this sizeof/alignof expression"});
    return constInt(type, result.Val.getInt(), loc);
  }
  if (auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(expr)) {
    if (auto *e = llvm::dyn_cast<clang::EnumConstantDecl>(ref->getDecl()))
      return constInt(type, e->getInitVal(), loc);
    return load(emitLValue(expr), loc);
  }
  if (auto *cast = llvm::dyn_cast<clang::CastExpr>(expr))
    return emitCast(cast);
  if (auto *op = llvm::dyn_cast<clang::CompoundAssignOperator>(expr))
    return emitCompoundAssign(op);
  if (auto *op = llvm::dyn_cast<clang::BinaryOperator>(expr))
    return emitBinary(op);
  if (auto *op = llvm::dyn_cast<clang::UnaryOperator>(expr))
    return emitUnary(op);
  if (auto *op = llvm::dyn_cast<clang::ConditionalOperator>(expr))
    return emitConditional(op);
  if (auto *call = llvm::dyn_cast<clang::CallExpr>(expr)) {
    // __builtin_inff, __builtin_nanf, __builtin_huge_valf (INFINITY, NAN,
    // HUGE_VALF) and other constant builtins fold.
    llvm::APFloat folded(0.0f);
    if (call->getBuiltinCallee() && type->isRealFloatingType() &&
        call->EvaluateAsFloat(folded, ast()))
      return spv().constantFloatBits(typeOf(type, loc),
                                     folded.bitcastToAPInt().getZExtValue());
    return emitCall(call);
  }
  if (auto *vec = llvm::dyn_cast<clang::ExtVectorElementExpr>(expr))
    return emitVectorElements(vec);
  if (llvm::isa<clang::ArraySubscriptExpr>(expr) ||
      llvm::isa<clang::MemberExpr>(expr))
    return load(emitLValue(expr), loc);
  if (auto *init = llvm::dyn_cast<clang::InitListExpr>(expr))
    return emitInitializer(type, init);
  if (auto *lit = llvm::dyn_cast<clang::CompoundLiteralExpr>(expr))
    return emitInitializer(type, lit->getInitializer());
  if (llvm::isa<clang::ImplicitValueInitExpr>(expr))
    return zeroValue(type, loc);
  if (auto *as = llvm::dyn_cast<clang::AsTypeExpr>(expr)) {
    // CLK_NULL_RESERVE_ID is as_type((void *)SIZE_MAX, reserve_id_t); no
    // other value can be made into a reservation.
    if (type->isReserveIDT()) {
      clang::Expr::EvalResult value;
      if (!as->getSrcExpr()->EvaluateAsRValue(value, ast()))
        fail(loc, Diag::NotSupportedYet,
             {"as_type to reserve_id_t of anything but CLK_NULL_RESERVE_ID"});
      return spv().constantNull(m_.uvec2());
    }
    return bitcastValue(emitRValue(as->getSrcExpr()),
                        as->getSrcExpr()->getType(), type, loc);
  }
  if (llvm::isa<clang::StringLiteral>(expr))
    fail(loc, Diag::NotSupportedYet, {"a string literal"});
  if (llvm::isa<clang::StmtExpr>(expr))
    fail(loc, Diag::NotSupportedYet, {"a statement expression"});
  fail(loc, Diag::NotSupportedYet,
       {std::string("the expression '") + expr->getStmtClassName() + "'"});
}

Id FunctionEmitter::emitBinary(const clang::BinaryOperator *op) {
  clang::BinaryOperatorKind kind = op->getOpcode();
  clang::SourceLocation loc = op->getExprLoc();
  switch (kind) {
  case clang::BO_Assign:
    return emitAssign(op);
  case clang::BO_Comma:
    emitRValue(op->getLHS());
    return emitRValue(op->getRHS());
  case clang::BO_LAnd:
  case clang::BO_LOr:
    return emitLogical(op);
  default:
    break;
  }
  QualType lt = op->getLHS()->getType(), rt = op->getRHS()->getType();
  markContractibleOperands(op);
  if (op->isComparisonOp()) {
    Id result = emitComparison(kind, emitRValue(op->getLHS()),
                               emitRValue(op->getRHS()), lt, loc);
    return boolToInt(result, op->getType());
  }
  Id lhs = emitRValue(op->getLHS());
  Id rhs = emitRValue(op->getRHS());
  if (lt->isPointerType() && rt->isPointerType())
    return emitPointerDifference(lhs, rhs, lt, loc);
  if (lt->isPointerType())
    return emitPointerArithmetic(kind, lhs, rhs, lt, rt, loc);
  if (rt->isPointerType())
    return emitPointerArithmetic(kind, rhs, lhs, rt, lt, loc);
  return emitArithmetic(kind, lhs, rhs, lt, rt, op->getType(), loc,
                        contractibleMuls_.count(op) != 0 || fusesMultiply(op));
}

void FunctionEmitter::markContractibleOperands(
    const clang::BinaryOperator *op) {
  // C's FP_CONTRACT lets a*b+c become one fused operation only within one
  // expression; SPIR-V lets a driver fuse any multiply not decorated
  // NoContraction (NVIDIA fuses across statements). So only a multiply that
  // feeds an add or subtract of the same expression stays contractible.
  clang::BinaryOperatorKind kind = op->getOpcode();
  bool additive = kind == clang::BO_Add || kind == clang::BO_Sub ||
                  kind == clang::BO_AddAssign || kind == clang::BO_SubAssign;
  if (!additive || !op->getType()->hasFloatingRepresentation() ||
      !op->isFPContractableWithinStatement(ast().getLangOpts()))
    return;
  for (const clang::Expr *operand : {op->getLHS(), op->getRHS()})
    if (auto *mul = llvm::dyn_cast<clang::BinaryOperator>(
            operand->IgnoreParenNoopCasts(ast())))
      if (mul->getOpcode() == clang::BO_Mul)
        contractibleMuls_.insert(mul);
}

bool FunctionEmitter::fusesMultiply(const clang::BinaryOperator *op) {
  for (const clang::Expr *operand : {op->getLHS(), op->getRHS()})
    if (contractibleMuls_.count(operand->IgnoreParenNoopCasts(ast())))
      return true;
  return false;
}

Id FunctionEmitter::divide(spv::Op op, Id type, Id lhs, Id rhs) {
  spirv::Module &m = spv();
  if (m.scalarWidth(type) != 64 || m.componentCount(type) != 1)
    return b().binary(op, type, lhs, rhs);
  // 64-bit division is a long software sequence on GPUs, and NVIDIA's
  // (580) miscompiles 64-bit OpUMod feeding an address in a loop. Operands
  // that fit in 32 bits (sizes, indices: nearly always) divide as 32-bit.
  bool isSigned = op == spv::Op::OpSDiv;
  Id u32 = m_.u32(), u64 = m_.u64();
  auto fits = [&](Id v) {
    Id low = b().unary(spv::Op::OpUConvert, u32, v);
    Id back = b().unary(isSigned ? spv::Op::OpSConvert : spv::Op::OpUConvert,
                        u64, low);
    return b().binary(spv::Op::OpIEqual, m_.boolType(), back, v);
  };
  Id both =
      b().binary(spv::Op::OpLogicalAnd, m_.boolType(), fits(lhs), fits(rhs));
  return emitIfElse(
      both, type,
      [&] {
        Id a = b().unary(spv::Op::OpUConvert, u32, lhs);
        Id c = b().unary(spv::Op::OpUConvert, u32, rhs);
        return b().unary(isSigned ? spv::Op::OpSConvert : spv::Op::OpUConvert,
                         u64, b().binary(op, u32, a, c));
      },
      [&] { return b().binary(op, type, lhs, rhs); });
}

Id FunctionEmitter::floatDivide(Id type, Id lhs, Id rhs) {
  // Vulkan bounds OpFDiv only for |y| in [2^-126, 2^126] (half: [2^-14,
  // 2^14]), and NVIDIA's driver (580) divides by multiplying with a
  // reciprocal that flushes to 0 beyond: 1e38f / 2e38f gives 0. OpenCL
  // wants 2.5 ulp for every divisor, so a larger one scales both operands
  // by 1/4 first (exact, unless x is then subnormal, where the quotient is
  // below the smallest normal and may flush anyway). A subnormal divisor
  // may be flushed: vkcl reports no float denormals. Double is left alone,
  // and so is a program's own division under -cl-unsafe-math-optimizations,
  // whose bound (2.5 ulp) holds only for x and y in [2^-62, 2^62]; the
  // library's functions keep their full-profile bounds, and the scaling.
  bool relaxed = unsafeMathOptimizations(ast()) && !isLibraryDecl(decl_);
  unsigned width = spv().scalarWidth(type);
  if (width == 64 || (relaxed && width == 32))
    return b().binary(spv::Op::OpFDiv, type, lhs, rhs);
  if (width == 16 && !relaxed)
    return halfDivide(type, lhs, rhs);
  unsigned n = spv().componentCount(type);
  Id bools = n == 1 ? m_.boolType() : spv().typeVector(m_.boolType(), n);
  Id magnitude = b().extInst(type, m_.glslStd450(), GLSLstd450FAbs, {rhs});
  Id big = b().binary(spv::Op::OpFOrdGreaterThan, bools, magnitude,
                      m_.constFloat(type, width == 16 ? 0x1p14 : 0x1p126));
  Id scale = b().select(type, big, m_.constFloat(type, 0.25),
                        m_.constFloat(type, 1.0));
  Id x = b().binary(spv::Op::OpFMul, type, lhs, scale);
  Id y = b().binary(spv::Op::OpFMul, type, rhs, scale);
  spv().decorate(x, spv::Decoration::NoContraction);
  spv().decorate(y, spv::Decoration::NoContraction);
  return b().binary(spv::Op::OpFDiv, type, x, y);
}

Id FunctionEmitter::halfDivide(Id type, Id lhs, Id rhs) {
  // OpenCL wants half `/` within 1 ulp (and the CTS 1 / y correctly
  // rounded); NVIDIA's half OpFDiv is up to 1.3 ulp off. So in float: q =
  // x / y (floatDivide, 2.5 float ulp), then one correction q + r / y by
  // the remainder r = x - q y, whose products are exact (y has 11 bits
  // and q is split at 12: qh y and ql y fit 24 bits, and x - qh y is
  // exact), brings q within 0.5 float ulp + 2^-20 of Q. No quotient of two
  // halves lies within 2 float ulps of a midpoint between halves (a
  // 12-bit odd midpoint times an 11-bit y has finer bits than x), so q
  // rounded once to half is Q correctly rounded. Zeros, infinities and
  // NaNs (q not finite and nonzero) keep the first quotient; halves widen
  // and narrow exactly (Convert.cpp).
  unsigned n = spv().componentCount(type);
  auto vec = [&](clang::QualType e) {
    return n == 1 ? e : ast().getExtVectorType(e, n);
  };
  clang::QualType halfType = vec(ast().HalfTy), floatType = vec(ast().FloatTy);
  Id f = typeOf(floatType, {});
  Id u = n == 1 ? m_.u32() : spv().typeVector(m_.u32(), n);
  Id bools = n == 1 ? m_.boolType() : spv().typeVector(m_.boolType(), n);
  // Widened by OpFConvert under the fp16 float controls where the device
  // has them (spirv-opt folds Convert.cpp's bit-level widening of a
  // constant half into an invalid 32-bit constant), else from the bits.
  bool hardware = hardwareHalfConversions(m_.target());
  if (hardware)
    useFloat16Controls();
  auto widen = [&](Id h) {
    return hardware ? b().unary(spv::Op::OpFConvert, f, h)
                    : convertExactly(*this, h, halfType, floatType, {});
  };
  Id x = widen(lhs), y = widen(rhs);
  Id q = floatDivide(f, x, y);
  auto exact = [&](spv::Op op, Id a, Id c) {
    Id r = b().binary(op, f, a, c);
    spv().decorate(r, spv::Decoration::NoContraction);
    return r;
  };
  Id qh = b().unary(spv::Op::OpBitcast, f,
                    b().binary(spv::Op::OpBitwiseAnd, u,
                               b().unary(spv::Op::OpBitcast, u, q),
                               m_.constInt(u, 0xfffff000u)));
  Id ql = exact(spv::Op::OpFSub, q, qh);
  Id r = exact(spv::Op::OpFSub,
               exact(spv::Op::OpFSub, x, exact(spv::Op::OpFMul, qh, y)),
               exact(spv::Op::OpFMul, ql, y));
  Id corrected = exact(spv::Op::OpFAdd, q, floatDivide(f, r, y));
  Id magnitude = b().extInst(f, m_.glslStd450(), GLSLstd450FAbs, {q});
  Id ordinary = b().binary(
      spv::Op::OpLogicalAnd, bools,
      b().binary(spv::Op::OpFOrdGreaterThan, bools, magnitude,
                 m_.constFloat(f, 0.0)),
      b().binary(spv::Op::OpFOrdLessThan, bools, magnitude,
                 m_.constFloat(f, std::numeric_limits<double>::infinity())));
  Id result = b().select(f, ordinary, corrected, q);
  return convertExactly(*this, result, floatType, halfType, {});
}

Id FunctionEmitter::correctlyRoundedDivide(const clang::FunctionDecl *divider,
                                           Id type, Id lhs, Id rhs) {
  // Lane by lane, as the library's math builtins (MathLibrary.cpp).
  Id lane = spv().typeFloat(spv().scalarWidth(type));
  Id function = m_.facts(divider).function;
  unsigned n = spv().componentCount(type);
  if (n == 1)
    return b().functionCall(lane, function, {lhs, rhs});
  std::vector<Id> lanes;
  for (unsigned i = 0; i < n; ++i)
    lanes.push_back(b().functionCall(lane, function,
                                     {b().compositeExtract(lane, lhs, {i}),
                                      b().compositeExtract(lane, rhs, {i})}));
  return b().compositeConstruct(type, lanes);
}

Id FunctionEmitter::emitArithmetic(clang::BinaryOperatorKind kind, Id lhs,
                                   Id rhs, QualType lt, QualType rt,
                                   QualType resultType,
                                   clang::SourceLocation loc,
                                   bool mayContract) {
  Id type = typeOf(resultType, loc);
  bool fp = isFloat(resultType);
  bool sgn = isSignedInt(resultType);
  spirv::Module &m = spv();
  auto op = [&](spv::Op o) { return b().binary(o, type, lhs, rhs); };
  Id result = 0;
  switch (kind) {
  case clang::BO_Add:
  case clang::BO_Sub:
    result =
        op(kind == clang::BO_Add ? (fp ? spv::Op::OpFAdd : spv::Op::OpIAdd)
                                 : (fp ? spv::Op::OpFSub : spv::Op::OpISub));
    // NoContraction also keeps drivers from re-associating: Mesa applies
    // inexact algebra ((a + b) - b -> a) to undecorated float operations.
    if (fp && !mayContract)
      spv().decorate(result, spv::Decoration::NoContraction);
    break;
  case clang::BO_Mul:
    result = op(fp ? spv::Op::OpFMul : spv::Op::OpIMul);
    if (fp && !mayContract)
      spv().decorate(result, spv::Decoration::NoContraction);
    break;
  case clang::BO_Div:
  case clang::BO_Rem: {
    bool div = kind == clang::BO_Div;
    if (fp) {
      if (const clang::FunctionDecl *divider =
              div ? m_.divisionFunction(
                        decl_, elementOf(resultType.getCanonicalType()))
                  : nullptr) {
        result = correctlyRoundedDivide(divider, type, lhs, rhs);
        break;
      }
      result = div ? floatDivide(type, lhs, rhs) : op(spv::Op::OpFRem);
      spv().decorate(result, spv::Decoration::NoContraction);
      break;
    }
    // Keep CPU drivers from trapping: x/0 and INT_MIN/-1 are undefined in
    // OpenCL but must not crash. Divide by 1 instead and fix the result.
    unsigned n = m.componentCount(type);
    Id boolType = n == 1 ? m_.boolType() : m.typeVector(m_.boolType(), n);
    Id zero = m_.constInt(type, 0), one = m_.constInt(type, 1);
    Id isZero = b().binary(spv::Op::OpIEqual, boolType, rhs, zero);
    if (!sgn) {
      Id safe = b().select(type, isZero, one, rhs);
      result = divide(div ? spv::Op::OpUDiv : spv::Op::OpUMod, type, lhs, safe);
      break;
    }
    Id minusOne = m_.constInt(type, ~uint64_t(0));
    Id isMinusOne = b().binary(spv::Op::OpIEqual, boolType, rhs, minusOne);
    Id bad = b().binary(spv::Op::OpLogicalOr, boolType, isZero, isMinusOne);
    Id safe = b().select(type, bad, one, rhs);
    // Remainder as a - (a / b) * b: NVIDIA's driver gets OpSRem wrong for
    // negative operands (its OpSDiv is right).
    Id q = divide(spv::Op::OpSDiv, type, lhs, safe);
    if (!div)
      q = b().binary(spv::Op::OpISub, type, lhs,
                     b().binary(spv::Op::OpIMul, type, q, safe));
    Id negated = div ? b().unary(spv::Op::OpSNegate, type, lhs) : zero;
    result = b().select(type, isMinusOne, negated, q);
    break;
  }
  case clang::BO_And:
    result = op(spv::Op::OpBitwiseAnd);
    break;
  case clang::BO_Or:
    result = op(spv::Op::OpBitwiseOr);
    break;
  case clang::BO_Xor:
    result = op(spv::Op::OpBitwiseXor);
    break;
  case clang::BO_Shl:
  case clang::BO_Shr: {
    // OpenCL: the count is taken modulo the bit width of the left operand.
    unsigned bits = cBits(ast(), resultType);
    Id countType = typeOf(rt, loc);
    rhs = b().binary(spv::Op::OpBitwiseAnd, countType, rhs,
                     m_.constInt(countType, bits - 1));
    if (m.scalarWidth(countType) != m.scalarWidth(type))
      rhs = b().unary(spv::Op::OpUConvert,
                      m.componentCount(countType) == 1
                          ? m.componentType(type)
                          : m.typeVector(m.componentType(type),
                                         m.componentCount(countType)),
                      rhs);
    if (m.componentCount(countType) != m.componentCount(type))
      rhs = b().compositeConstruct(
          type, std::vector<Id>(m.componentCount(type), rhs));
    if (kind == clang::BO_Shl)
      result = op(spv::Op::OpShiftLeftLogical);
    else
      result = op(sgn ? spv::Op::OpShiftRightArithmetic
                      : spv::Op::OpShiftRightLogical);
    break;
  }
  default:
    fail(loc, Diag::NotSupportedYet,
         {std::string("the operator '") +
          clang::BinaryOperator::getOpcodeStr(kind).str() + "'"});
  }
  return fp ? result : normalize(result, resultType);
}

Id FunctionEmitter::emitComparison(clang::BinaryOperatorKind kind, Id lhs,
                                   Id rhs, QualType operandType,
                                   clang::SourceLocation loc) {
  spirv::Module &m = spv();
  Id type = typeOf(operandType, loc);
  if (operandType->isPointerType() && type == m_.uvec2()) {
    // Compare 64-bit addresses held as (lo, hi) words.
    Id lo1 = b().compositeExtract(m_.u32(), lhs, {0});
    Id hi1 = b().compositeExtract(m_.u32(), lhs, {1});
    Id lo2 = b().compositeExtract(m_.u32(), rhs, {0});
    Id hi2 = b().compositeExtract(m_.u32(), rhs, {1});
    Id hiEq = b().binary(spv::Op::OpIEqual, m_.boolType(), hi1, hi2);
    if (kind == clang::BO_EQ || kind == clang::BO_NE) {
      Id loEq = b().binary(spv::Op::OpIEqual, m_.boolType(), lo1, lo2);
      Id eq = b().binary(spv::Op::OpLogicalAnd, m_.boolType(), hiEq, loEq);
      return kind == clang::BO_EQ
                 ? eq
                 : b().unary(spv::Op::OpLogicalNot, m_.boolType(), eq);
    }
    Id hiCmp = emitComparison(kind, hi1, hi2, ast().UnsignedIntTy, loc);
    Id loCmp = emitComparison(kind, lo1, lo2, ast().UnsignedIntTy, loc);
    return b().select(m_.boolType(), hiEq, loCmp, hiCmp);
  }
  unsigned n = m.componentCount(type);
  Id boolType = n == 1 ? m_.boolType() : m.typeVector(m_.boolType(), n);
  bool fp = isFloat(operandType);
  bool sgn = isSignedInt(operandType);
  spv::Op o;
  switch (kind) {
  case clang::BO_LT:
    o = fp    ? spv::Op::OpFOrdLessThan
        : sgn ? spv::Op::OpSLessThan
              : spv::Op::OpULessThan;
    break;
  case clang::BO_GT:
    o = fp    ? spv::Op::OpFOrdGreaterThan
        : sgn ? spv::Op::OpSGreaterThan
              : spv::Op::OpUGreaterThan;
    break;
  case clang::BO_LE:
    o = fp    ? spv::Op::OpFOrdLessThanEqual
        : sgn ? spv::Op::OpSLessThanEqual
              : spv::Op::OpULessThanEqual;
    break;
  case clang::BO_GE:
    o = fp    ? spv::Op::OpFOrdGreaterThanEqual
        : sgn ? spv::Op::OpSGreaterThanEqual
              : spv::Op::OpUGreaterThanEqual;
    break;
  case clang::BO_EQ:
    o = fp ? spv::Op::OpFOrdEqual : spv::Op::OpIEqual;
    if (m.isBoolType(type))
      o = spv::Op::OpLogicalEqual;
    break;
  case clang::BO_NE:
    // C's != is true when either side is NaN.
    o = fp ? spv::Op::OpFUnordNotEqual : spv::Op::OpINotEqual;
    if (m.isBoolType(type))
      o = spv::Op::OpLogicalNotEqual;
    break;
  default:
    fail(loc, Diag::NotSupportedYet, {"this comparison"});
  }
  return b().binary(o, boolType, lhs, rhs);
}

Id FunctionEmitter::emitLogical(const clang::BinaryOperator *op) {
  bool isAnd = op->getOpcode() == clang::BO_LAnd;
  QualType type = op->getType();
  if (type->isVectorType()) {
    // Vector && and || evaluate both sides, component-wise, giving -1/0.
    Id l = toBool(emitRValue(op->getLHS()), op->getLHS()->getType());
    Id r = toBool(emitRValue(op->getRHS()), op->getRHS()->getType());
    Id bt = spv().typeVector(
        m_.boolType(), type->castAs<clang::VectorType>()->getNumElements());
    return boolToInt(
        b().binary(isAnd ? spv::Op::OpLogicalAnd : spv::Op::OpLogicalOr, bt, l,
                   r),
        type);
  }
  if (eagerLogical_) // both sides, without branches (emitCondition)
    return boolToInt(emitCondition(op), type);
  // Short circuit: the right side runs only when it decides the result.
  Id lhs = emitCondition(op->getLHS());
  NestedConstruct nested(*this, op->getExprLoc());
  spirv::Block *from = b().insertBlock();
  spirv::Block *rhsBlock = function_.createBlock();
  spirv::Block *merge = function_.createBlock();
  b().selectionMerge(merge);
  if (isAnd)
    b().branchConditional(lhs, rhsBlock, merge);
  else
    b().branchConditional(lhs, merge, rhsBlock);
  b().setInsertPoint(rhsBlock);
  Id rhs = emitCondition(op->getRHS());
  spirv::Block *rhsEnd = b().insertBlock();
  b().branch(merge);
  b().setInsertPoint(merge);
  Id phi =
      b().emit(spv::Op::OpPhi, m_.boolType(),
               {spv().constantBool(!isAnd), from->label, rhs, rhsEnd->label});
  return boolToInt(phi, type);
}

Id FunctionEmitter::emitAssign(const clang::BinaryOperator *op) {
  LValue lv = emitLValue(op->getLHS());
  Id value = emitRValue(op->getRHS());
  store(lv, value, op->getExprLoc());
  return value;
}

Id FunctionEmitter::emitCompoundAssign(
    const clang::CompoundAssignOperator *op) {
  clang::SourceLocation loc = op->getExprLoc();
  LValue lv = emitLValue(op->getLHS());
  QualType lt = op->getLHS()->getType();
  QualType computeType = op->getComputationLHSType();
  QualType rt = op->getRHS()->getType();
  markContractibleOperands(op); // acc += a * b may fuse
  Id rhs = emitRValue(op->getRHS());
  Id current = load(lv, loc);
  clang::BinaryOperatorKind kind =
      clang::BinaryOperator::getOpForCompoundAssignment(op->getOpcode());
  Id result;
  if (lt->isPointerType()) {
    result = emitPointerArithmetic(kind, current, rhs, lt, rt, loc);
  } else {
    Id lhs = convert(current, lt, computeType, loc);
    if (kind != clang::BO_Shl && kind != clang::BO_Shr)
      rhs = convert(rhs, rt, op->getComputationResultType(), loc);
    result =
        emitArithmetic(kind, lhs, rhs, computeType, rt,
                       op->getComputationResultType(), loc, fusesMultiply(op));
    result = convert(result, op->getComputationResultType(), lt, loc);
  }
  store(lv, result, loc);
  return result;
}

Id FunctionEmitter::emitUnary(const clang::UnaryOperator *op) {
  clang::SourceLocation loc = op->getExprLoc();
  QualType type = op->getType();
  switch (op->getOpcode()) {
  case clang::UO_PreInc:
  case clang::UO_PreDec:
  case clang::UO_PostInc:
  case clang::UO_PostDec:
    return emitIncDec(op);
  case clang::UO_AddrOf:
    return addressOf(emitLValue(op->getSubExpr()), loc);
  case clang::UO_Deref:
    return load(emitLValue(op), loc);
  case clang::UO_Plus:
    return emitRValue(op->getSubExpr());
  case clang::UO_Minus: {
    Id v = emitRValue(op->getSubExpr());
    if (isFloat(type))
      return b().unary(spv::Op::OpFNegate, typeOf(type, loc), v);
    return normalize(b().unary(spv::Op::OpSNegate, typeOf(type, loc), v), type);
  }
  case clang::UO_Not:
    return normalize(b().unary(spv::Op::OpNot, typeOf(type, loc),
                               emitRValue(op->getSubExpr())),
                     type);
  case clang::UO_LNot: {
    QualType sub = op->getSubExpr()->getType();
    Id cond = toBool(emitRValue(op->getSubExpr()), sub);
    Id bt = spv().isBoolType(typeOf(type, loc)) ? typeOf(type, loc) : 0;
    unsigned n = spv().componentCount(typeOf(type, loc));
    bt = n == 1 ? m_.boolType() : spv().typeVector(m_.boolType(), n);
    return boolToInt(b().unary(spv::Op::OpLogicalNot, bt, cond), type);
  }
  case clang::UO_Extension:
    return emitRValue(op->getSubExpr());
  default:
    fail(loc, Diag::NotSupportedYet, {"this unary operator"});
  }
}

Id FunctionEmitter::emitIncDec(const clang::UnaryOperator *op) {
  clang::SourceLocation loc = op->getExprLoc();
  LValue lv = emitLValue(op->getSubExpr());
  QualType type = op->getSubExpr()->getType();
  Id old = load(lv, loc);
  bool inc = op->isIncrementOp();
  Id updated;
  if (type->isPointerType()) {
    updated = emitPointerArithmetic(inc ? clang::BO_Add : clang::BO_Sub, old,
                                    constInt(ast().IntTy, 1, loc), type,
                                    ast().IntTy, loc);
  } else if (type->isBooleanType()) {
    updated = inc ? spv().constantBool(true)
                  : b().unary(spv::Op::OpLogicalNot, m_.boolType(), old);
  } else if (isFloat(type)) {
    Id t = typeOf(type, loc);
    updated = b().binary(inc ? spv::Op::OpFAdd : spv::Op::OpFSub, t, old,
                         m_.constFloat(t, 1.0));
  } else {
    Id t = typeOf(type, loc);
    updated = normalize(b().binary(inc ? spv::Op::OpIAdd : spv::Op::OpISub, t,
                                   old, m_.constInt(t, 1)),
                        type);
  }
  store(lv, updated, loc);
  return op->isPrefix() ? updated : old;
}

Id FunctionEmitter::emitConditional(const clang::ConditionalOperator *op) {
  clang::SourceLocation loc = op->getExprLoc();
  QualType type = op->getType();
  QualType condType = op->getCond()->getType();
  if (condType->isVectorType()) {
    // OpenCL: component i is b[i] where a[i]'s most significant bit is set.
    // Registers hold uchar/ushort lanes zero-extended: test their own top
    // bit; other lanes have it as the register's sign.
    Id cond = emitRValue(op->getCond());
    Id ct = typeOf(condType, loc);
    unsigned n = spv().componentCount(ct);
    Id boolType = spv().typeVector(m_.boolType(), n);
    unsigned bits = cBits(ast(), condType);
    Id msb;
    if (bits < 32 && !isSignedInt(condType)) {
      Id top = b().binary(spv::Op::OpBitwiseAnd, ct, cond,
                          m_.constInt(ct, uint64_t(1) << (bits - 1)));
      msb = b().binary(spv::Op::OpINotEqual, boolType, top, m_.constInt(ct, 0));
    } else {
      msb =
          b().binary(spv::Op::OpSLessThan, boolType, cond, m_.constInt(ct, 0));
    }
    Id t = emitRValue(op->getTrueExpr());
    Id f = emitRValue(op->getFalseExpr());
    return b().select(typeOf(type, loc), msb, t, f);
  }
  Id cond = emitCondition(op->getCond());
  if (type->isVoidType() || !safeToSpeculate(op->getTrueExpr(), ast()) ||
      !safeToSpeculate(op->getFalseExpr(), ast()) ||
      !(type->isScalarType() || type->isVectorType())) {
    return emitIfElse(
        cond, type->isVoidType() ? 0 : typeOf(type, loc),
        [&] { return emitRValue(op->getTrueExpr()); },
        [&] { return emitRValue(op->getFalseExpr()); });
  }
  Id t = emitRValue(op->getTrueExpr());
  Id f = emitRValue(op->getFalseExpr());
  Id rt = typeOf(type, loc);
  unsigned n = spv().componentCount(rt);
  if (n > 1)
    cond = b().compositeConstruct(spv().typeVector(m_.boolType(), n),
                                  std::vector<Id>(n, cond));
  return b().select(rt, cond, t, f);
}

Id FunctionEmitter::emitPointerArithmetic(clang::BinaryOperatorKind kind,
                                          Id ptr, Id offset, QualType ptrType,
                                          QualType intType,
                                          clang::SourceLocation loc) {
  QualType pointee = ptrType->getPointeeType();
  MemSpace space = m_.spaceOf(pointee, loc);
  uint32_t size = pointee->isVoidType() ? 1 : m_.sizeOf(pointee);
  Id sizeT = m_.sizeType();
  // Scale a signed index of any integer type to a size_t byte offset.
  Id intReg = typeOf(intType, loc);
  Id index = offset;
  if (spv().scalarWidth(intReg) != spv().scalarWidth(sizeT))
    index = b().unary(intType->isSignedIntegerType() ? spv::Op::OpSConvert
                                                     : spv::Op::OpUConvert,
                      sizeT, offset);
  Id bytes =
      b().binary(spv::Op::OpIMul, sizeT, index, m_.constInt(sizeT, size));
  if (kind == clang::BO_Sub)
    bytes = b().unary(spv::Op::OpSNegate, sizeT, bytes);
  else if (kind != clang::BO_Add)
    fail(loc, Diag::NotSupportedYet, {"this pointer operation"});
  return addressAdd(space, ptr, bytes);
}

Id FunctionEmitter::emitPointerDifference(Id a, Id b_, QualType ptrType,
                                          clang::SourceLocation loc) {
  QualType pointee = ptrType->getPointeeType();
  MemSpace space = m_.spaceOf(pointee, loc);
  Id ia = addressToInt(space, a, loc);
  Id ib = addressToInt(space, b_, loc);
  Id sizeT = m_.sizeType();
  Id diff = b().binary(spv::Op::OpISub, sizeT, ia, ib);
  uint32_t size = pointee->isVoidType() ? 1 : m_.sizeOf(pointee);
  if (size == 1)
    return diff;
  return b().binary(spv::Op::OpSDiv, sizeT, diff, m_.constInt(sizeT, size));
}

Id FunctionEmitter::emitCall(const clang::CallExpr *call) {
  const clang::FunctionDecl *callee = call->getDirectCallee();
  clang::SourceLocation loc = call->getExprLoc();
  if (!callee)
    fail(loc, Diag::NotSupportedYet, {"an indirect call"});
  const clang::FunctionDecl *def = m_.symbols().definition(callee);
  if (!def && SymbolTable::isUserFunction(callee)) {
    if (!m_.compileOnly())
      fail(loc, Diag::LinkUndefined, {callee->getNameAsString()});
    // Left to the link: the arguments are checked, the result is a
    // placeholder of a module that is never run.
    for (const clang::Expr *arg : call->arguments())
      arg->getType()->isImageType() ? (void)imageOf(arg)
                                    : (void)emitRValue(arg);
    clang::QualType type = call->getType();
    return type->isVoidType() ? 0 : spv().constantNull(typeOf(type, loc));
  }
  if (!def)
    return emitBuiltinCall(call, callee);
  if (def->hasAttr<clang::OpenCLKernelAttr>() &&
      m_.facts(def).staticLocalBytes > 0)
    fail(loc, Diag::KernelCallsLocalKernel, {def->getNameAsString()});
  std::vector<Id> args;
  std::vector<ImageRef> images;
  for (const clang::Expr *arg : call->arguments()) {
    if (arg->getType()->isImageType())
      images.push_back(imageOf(arg));
    else
      args.push_back(emitRValue(arg));
  }
  return callFunction(def, typeOf(call->getType(), loc), std::move(args),
                      images);
}

Id FunctionEmitter::callFunction(const clang::FunctionDecl *def, Id type,
                                 std::vector<Id> args,
                                 const std::vector<ImageRef> &images) {
  const FunctionFacts &callee = m_.facts(def);
  if (callee.imageParams)
    return b().functionCall(type, m_.imageSpecialization(def, images), args);
  if (callee.packedParams)
    args = {b().compositeConstruct(callee.packedParams, args)};
  return b().functionCall(type, callee.function, args);
}

Id FunctionEmitter::emitVectorElements(const clang::ExtVectorElementExpr *e) {
  clang::SourceLocation loc = e->getExprLoc();
  llvm::SmallVector<uint32_t, 16> lanes;
  e->getEncodedElementAccess(lanes);
  Id base;
  if (e->isArrow()) {
    LValue lv = emitLValue(e);
    return load(lv, loc);
  }
  base = emitRValue(e->getBase());
  QualType type = e->getType();
  Id t = typeOf(type, loc);
  if (!type->isVectorType())
    return b().compositeExtract(t, base, {lanes[0]});
  std::vector<uint32_t> l(lanes.begin(), lanes.end());
  return b().vectorShuffle(t, base, base, l);
}

} // namespace vkcl
