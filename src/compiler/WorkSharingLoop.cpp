// Work-sharing loops: `for (T i = <an id>; i < N; i += S) body`, the OpenCL
// idiom that shares N items out over the work-items of a group
// (`i = get_local_id(0); ...; i += get_local_size(0)`).
//
// Emitted as they are, such loops have a trip count that depends on the
// work-item's id, which hides from the driver what it would otherwise see
// once the work-group size is specialized: that every work-item runs the
// same, often constant, number of iterations. NVIDIA's compiler then keeps
// the loop instead of unrolling it (a 3-point stencil ran 3-5% slower).
// So the loop is emitted over uniform rounds instead, the same sequence of
// i in the same order:
//
//   start = <an id>; bound = N; step = S;
//   for (r = 0; r < bound; r += step) { i = r + start; if (i < bound) body }
//
// This is exact when the body never writes i and N and S are loop-invariant
// and free of side effects (they are evaluated once, not per iteration),
// which is what emitWorkSharingFor checks; any other loop is emitted as
// written. `break` leaves the round loop and `continue` goes on
// to the next round, as in the original.
#include "FunctionEmitter.h"
#include "ReadOnlyUses.h"
#include "builtins/BuiltinTable.h"

#include <optional>

namespace vkcl {
namespace {

const clang::Expr *strip(const clang::Expr *e) {
  return e ? e->IgnoreParenImpCasts() : nullptr;
}

const clang::VarDecl *varOf(const clang::Expr *e) {
  auto *ref = llvm::dyn_cast_or_null<clang::DeclRefExpr>(strip(e));
  return ref ? llvm::dyn_cast<clang::VarDecl>(ref->getDecl()) : nullptr;
}

/// The work-item query `e` calls (through casts and parentheses) with
/// constant arguments, if it calls one: a builtin is a call with no
/// definition, looked up in the builtin table as the emitter does.
std::optional<WorkItemFn> workItemQuery(const clang::Expr *e,
                                        const clang::ASTContext &ast) {
  auto *call = llvm::dyn_cast_or_null<clang::CallExpr>(strip(e));
  const clang::FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  if (!callee || callee->getDefinition() || !callee->getIdentifier())
    return std::nullopt;
  const BuiltinInfo *info = lookupBuiltin(callee->getName());
  if (!info || info->family != BuiltinFamily::WorkItem)
    return std::nullopt;
  for (const clang::Expr *arg : call->arguments())
    if (!arg->isIntegerConstantExpr(ast))
      return std::nullopt;
  return static_cast<WorkItemFn>(info->function);
}

/// The per-work-item ids a work-sharing loop starts from: ids within the
/// work-group, whose loops share a tile (often of constant size) out over
/// it. Not grid-stride loops from global ids: their trip count is not a
/// constant anyway, and the rounds' extra guard cost a uchar4 stream 2% on
/// an H200.
bool isLocalId(std::optional<WorkItemFn> fn) {
  return fn == WorkItemFn::LocalId || fn == WorkItemFn::LocalLinearId ||
         fn == WorkItemFn::SubGroupLocalId;
}

/// Queries whose value is the same for a whole dispatch.
bool isDispatchSize(std::optional<WorkItemFn> fn) {
  return fn == WorkItemFn::LocalSize || fn == WorkItemFn::EnqueuedLocalSize ||
         fn == WorkItemFn::GlobalSize || fn == WorkItemFn::NumGroups ||
         fn == WorkItemFn::WorkDim;
}

/// Whether `e` has the same value on every evaluation during the loop: a
/// constant, a dispatch-wide size query with constant arguments, a private
/// variable the body only reads and whose address is never taken, or a
/// sum, difference or product of those.
bool invariant(const clang::Expr *e, const clang::Stmt *body,
               const clang::ASTContext &ast, const FunctionFacts &facts) {
  if (!e)
    return false;
  if (e->isIntegerConstantExpr(ast))
    return true;
  // (Not every header declares the work-item queries const, so clang
  // cannot tell they have no side effects.)
  if (isDispatchSize(workItemQuery(e, ast)))
    return true;
  if (auto *op = llvm::dyn_cast<clang::BinaryOperator>(strip(e))) {
    clang::BinaryOperatorKind kind = op->getOpcode();
    return (kind == clang::BO_Add || kind == clang::BO_Sub ||
            kind == clang::BO_Mul) &&
           invariant(op->getLHS(), body, ast, facts) &&
           invariant(op->getRHS(), body, ast, facts);
  }
  if (e->HasSideEffects(ast))
    return false;
  // A private variable only: another work-item may change a `__local` or
  // program-scope one while this one loops.
  const clang::VarDecl *var = varOf(e);
  return var && var->hasLocalStorage() &&
         (var->getType().getAddressSpace() == clang::LangAS::Default ||
          var->getType().getAddressSpace() == clang::LangAS::opencl_private) &&
         !facts.privateOffsets.count(var) && ReadOnlyUses(body).onlyLoaded(var);
}

} // namespace

bool FunctionEmitter::emitWorkSharingFor(const clang::ForStmt *stmt) {
  const clang::ASTContext &ast = decl_->getASTContext();
  const clang::Stmt *body = stmt->getBody();
  // for (T i = <an id>; ...
  auto *init = llvm::dyn_cast_or_null<clang::DeclStmt>(stmt->getInit());
  if (!init || !init->isSingleDecl() || stmt->getConditionVariable())
    return false;
  auto *var = llvm::dyn_cast<clang::VarDecl>(init->getSingleDecl());
  const FunctionFacts &facts = m_.facts(decl_);
  if (!var || !var->getInit() ||
      !isLocalId(workItemQuery(var->getInit(), ast)) ||
      !var->getType()->isIntegerType() || var->getType()->isBooleanType() ||
      facts.privateOffsets.count(var) || !ReadOnlyUses(body).onlyLoaded(var))
    return false;
  // ... i < N; ...  (i compared in its own type)
  auto *cond = llvm::dyn_cast_or_null<clang::BinaryOperator>(
      stmt->getCond() ? stmt->getCond()->IgnoreParens() : nullptr);
  if (!cond || cond->getOpcode() != clang::BO_LT)
    return false;
  auto *lhs =
      llvm::dyn_cast<clang::ImplicitCastExpr>(cond->getLHS()->IgnoreParens());
  if (!lhs || lhs->getCastKind() != clang::CK_LValueToRValue ||
      varOf(lhs) != var ||
      !ast.hasSameUnqualifiedType(cond->getRHS()->getType(), var->getType()))
    return false;
  const clang::Expr *limit = cond->getRHS();
  // ... i += S)
  auto *inc = llvm::dyn_cast_or_null<clang::CompoundAssignOperator>(
      stmt->getInc() ? stmt->getInc()->IgnoreParens() : nullptr);
  if (!inc || inc->getOpcode() != clang::BO_AddAssign ||
      varOf(inc->getLHS()) != var || !inc->getRHS()->getType()->isIntegerType())
    return false;
  const clang::Expr *stepExpr = inc->getRHS();
  if (!invariant(limit, body, ast, facts) ||
      !invariant(stepExpr, body, ast, facts))
    return false;

  clang::SourceLocation loc = stmt->getBeginLoc();
  clang::QualType type = var->getType().getUnqualifiedType();
  Id t = typeOf(type, loc);
  emitDecl(var); // i = <an id>
  Id index = locals[var].variable;
  Id start = b().load(t, index);
  // Both invariant: evaluated once. i += S adds S converted to i's type,
  // modulo its width.
  Id bound = emitRValue(limit);
  Id step = convert(emitRValue(stepExpr), stepExpr->getType(), type, loc);
  spv::Op less =
      type->isSignedIntegerType() ? spv::Op::OpSLessThan : spv::Op::OpULessThan;
  emitCountedLoop(t, less, m_.constInt(t, 0), bound, step,
                  [&](Id round, spirv::Block *exit, spirv::Block *next) {
                    // i = r + start; if (i < N) body
                    Id i = b().binary(spv::Op::OpIAdd, t, round, start);
                    b().store(index, i);
                    spirv::Block *bodyBlock = function_.createBlock();
                    spirv::Block *guardMerge = function_.createBlock();
                    Id inRange = b().binary(less, m_.boolType(), i, bound);
                    NestedConstruct guard(*this, stmt->getBeginLoc());
                    b().selectionMerge(guardMerge);
                    b().branchConditional(inRange, bodyBlock, guardMerge);
                    b().setInsertPoint(bodyBlock);
                    emitLoopBody(body, exit, next, guardMerge);
                    b().setInsertPoint(guardMerge);
                  });
  return true;
}

} // namespace vkcl
