// Statements and structured control flow.
//
// Vulkan SPIR-V requires structured control flow: every conditional branch
// names its merge block and every loop its merge and continue blocks. C's
// if/for/while/do/switch map onto those constructs directly, break and
// continue become branches to the innermost merge or continue block, and
// code after a return or break goes into a fresh block with no
// predecessors. `goto` has no structured form and is rejected.
#include "FunctionEmitter.h"

#include <algorithm>
#include <memory>

namespace vkcl {

FunctionEmitter::FunctionEmitter(ModuleEmitter &module,
                                 const clang::FunctionDecl *decl,
                                 spirv::Function &function)
    : m_(module), decl_(decl), function_(function),
      builder_(module.module(), function) {}

void FunctionEmitter::emitBody() {
  b().setInsertPoint(function_.createBlock());
  const FunctionFacts &facts = m_.facts(decl_);
  unsigned index = 0; // of the SPIR-V parameter: images are none
  for (unsigned i = 0; i < decl_->getNumParams(); ++i) {
    const clang::ParmVarDecl *param = decl_->getParamDecl(i);
    if (param->getType()->isImageType())
      continue;
    Id value = facts.packedParams
                   ? b().compositeExtract(
                         typeOf(param->getType(), param->getLocation()),
                         function_.parameters[0], {index})
                   : function_.parameters[index];
    ++index;
    LocalStorage storage;
    auto offset = facts.privateOffsets.find(param);
    if (facts.readOnlyParams.count(param)) {
      storage.kind = LocalStorage::Value;
      storage.value = value;
    } else if (offset != facts.privateOffsets.end()) {
      storage.kind = LocalStorage::Memory;
      storage.space = MemSpace::Private;
      storage.offset = offset->second;
      storeMemory(param->getType(), MemSpace::Private,
                  m_.constU32(storage.offset), 4, value, param->getLocation());
    } else {
      storage.variable =
          newLocalVariable(typeOf(param->getType(), param->getLocation()));
      b().store(storage.variable, value);
    }
    locals[param] = storage;
  }
  emitStmt(decl_->getBody());
  if (!b().isTerminated()) {
    if (decl_->getReturnType()->isVoidType())
      b().returnVoid();
    else
      b().unreachable(); // falling off a non-void function is undefined
  }
}

void FunctionEmitter::startUnreachableBlockIfTerminated() {
  if (b().isTerminated())
    b().setInsertPoint(function_.createBlock());
}

void FunctionEmitter::emitDecl(const clang::Decl *decl) {
  auto *var = llvm::dyn_cast<clang::VarDecl>(decl);
  if (!var)
    return; // typedefs, struct and enum declarations
  clang::SourceLocation loc = var->getLocation();
  clang::LangAS as = var->getType().getAddressSpace();
  if (as == clang::LangAS::opencl_local || isSegmentVariable(var))
    return; // laid out before emission
  if (var->isStaticLocal())
    fail(loc, Diag::NotSupportedYet, {"a static local variable"});
  const FunctionFacts &facts = m_.facts(decl_);
  LocalStorage storage;
  auto offset = facts.privateOffsets.find(var);
  if (offset != facts.privateOffsets.end()) {
    storage.kind = LocalStorage::Memory;
    storage.space = MemSpace::Private;
    storage.offset = offset->second;
  } else {
    storage.variable = newLocalVariable(typeOf(var->getType(), loc));
  }
  locals[var] = storage;
  if (const clang::Expr *init = var->getInit()) {
    if (storage.kind == LocalStorage::Memory) {
      LValue lv;
      lv.kind = LValue::Memory;
      lv.type = var->getType();
      lv.space = MemSpace::Private;
      lv.address = m_.constU32(storage.offset);
      lv.align = std::max<uint32_t>(4, m_.alignOf(var->getType()));
      if (copyAggregateFrom(lv, init, loc))
        return;
    }
    Id value = emitInitializer(var->getType(), init);
    if (storage.kind == LocalStorage::Memory)
      storeMemory(
          var->getType(), MemSpace::Private, m_.constU32(storage.offset),
          std::max<uint32_t>(4, m_.alignOf(var->getType())), value, loc);
    else
      b().store(storage.variable, value);
  }
}

FunctionEmitter::NestedConstruct::NestedConstruct(FunctionEmitter &f,
                                                  clang::SourceLocation loc)
    : f_(f) {
  if (++f.constructDepth_ > MaxConstructNesting)
    f.fail(loc.isValid() ? loc : f.stmtLoc_, Diag::NestingTooDeep,
           {"control flow", std::to_string(MaxConstructNesting),
            "SPIR-V's validator takes time cubic in the depth"});
}

void FunctionEmitter::emitStmt(const clang::Stmt *stmt) {
  if (!stmt)
    return;
  startUnreachableBlockIfTerminated();
  if (!llvm::isa<clang::CompoundStmt>(stmt))
    stmtLoc_ = stmt->getBeginLoc();
  if (auto *compound = llvm::dyn_cast<clang::CompoundStmt>(stmt)) {
    for (const clang::Stmt *child : compound->body())
      emitStmt(child);
    return;
  }
  if (auto *expr = llvm::dyn_cast<clang::Expr>(stmt)) {
    // `a = b;` of a large aggregate: a copy in memory where it can be.
    auto *assign = llvm::dyn_cast<clang::BinaryOperator>(expr->IgnoreParens());
    if (assign && assign->getOpcode() == clang::BO_Assign &&
        assign->getType()->isAggregateType()) {
      LValue lv = emitLValue(assign->getLHS());
      if (!copyAggregateFrom(lv, assign->getRHS(), assign->getExprLoc()))
        store(lv, emitRValue(assign->getRHS()), assign->getExprLoc());
      return;
    }
    emitRValue(expr);
    return;
  }
  if (auto *declStmt = llvm::dyn_cast<clang::DeclStmt>(stmt)) {
    for (const clang::Decl *decl : declStmt->decls())
      emitDecl(decl);
    return;
  }
  if (auto *ret = llvm::dyn_cast<clang::ReturnStmt>(stmt))
    return emitReturn(ret);
  if (auto *s = llvm::dyn_cast<clang::IfStmt>(stmt))
    return emitIf(s);
  if (auto *s = llvm::dyn_cast<clang::ForStmt>(stmt))
    return emitFor(s);
  if (auto *s = llvm::dyn_cast<clang::WhileStmt>(stmt))
    return emitWhile(s);
  if (auto *s = llvm::dyn_cast<clang::DoStmt>(stmt))
    return emitDo(s);
  if (auto *s = llvm::dyn_cast<clang::SwitchStmt>(stmt))
    return emitSwitch(s);
  if (llvm::isa<clang::BreakStmt>(stmt)) {
    b().branch(breakTargets_.back().block);
    return;
  }
  if (llvm::isa<clang::ContinueStmt>(stmt)) {
    b().branch(continueTargets_.back());
    return;
  }
  if (llvm::isa<clang::NullStmt>(stmt))
    return;
  if (auto *attributed = llvm::dyn_cast<clang::AttributedStmt>(stmt))
    return emitStmt(attributed->getSubStmt());
  if (llvm::isa<clang::GotoStmt>(stmt) ||
      llvm::isa<clang::IndirectGotoStmt>(stmt) ||
      llvm::isa<clang::LabelStmt>(stmt))
    fail(stmt->getBeginLoc(), Diag::Goto);
  fail(stmt->getBeginLoc(), Diag::NotSupportedYet,
       {std::string("the statement '") + stmt->getStmtClassName() + "'"});
}

void FunctionEmitter::emitReturn(const clang::ReturnStmt *stmt) {
  if (const clang::Expr *value = stmt->getRetValue()) {
    Id v = emitRValue(value);
    if (value->getType()->isVoidType())
      b().returnVoid();
    else
      b().returnValue(v);
    return;
  }
  b().returnVoid();
}

namespace {

/// Whether control may leave `stmt` at its end: false only where it ends in
/// a break, continue or return (a switch segment's order depends on it; a
/// segment that ends otherwise but never falls through costs nothing).
bool endsInFallThrough(const clang::Stmt *stmt) {
  while (auto *compound = llvm::dyn_cast_or_null<clang::CompoundStmt>(stmt)) {
    if (compound->body_empty())
      return true;
    stmt = compound->body_back();
  }
  return !(llvm::isa_and_nonnull<clang::BreakStmt>(stmt) ||
           llvm::isa_and_nonnull<clang::ContinueStmt>(stmt) ||
           llvm::isa_and_nonnull<clang::ReturnStmt>(stmt));
}

/// Segments [first, end) of a switch that become one OpSwitch.
using SwitchRun = std::pair<size_t, size_t>;

/// emitSwitch's runs, outermost first: all segments as one run up to
/// FunctionEmitter::SwitchRunLabels labels, else runs of about that many
/// labels, each ending where a segment cannot fall through, the run holding
/// `default` last. `Segment` is emitSwitch's own (values, isDefault, stmts).
template <typename Segment>
std::vector<SwitchRun> switchRuns(const std::vector<Segment> &segments,
                                  size_t labels, size_t defaultIndex) {
  if (labels <= FunctionEmitter::SwitchRunLabels)
    return {{0, segments.size()}};
  std::vector<SwitchRun> runs;
  size_t first = 0, runLabels = 0;
  for (size_t i = 0; i < segments.size(); ++i) {
    runLabels += segments[i].values.size() + segments[i].isDefault;
    if (i + 1 == segments.size() ||
        (runLabels >= FunctionEmitter::SwitchRunLabels &&
         !endsInFallThrough(segments[i].stmts.back()))) {
      runs.push_back({first, i + 1});
      first = i + 1;
      runLabels = 0;
    }
  }
  std::stable_partition(runs.begin(), runs.end(), [&](const SwitchRun &r) {
    return !(r.first <= defaultIndex && defaultIndex < r.second);
  });
  return runs;
}

} // namespace

void FunctionEmitter::refuseIfDeclaration(const clang::IfStmt *stmt) {
  if (stmt->getInit() || stmt->getConditionVariable())
    fail(stmt->getBeginLoc(), Diag::NotSupportedYet,
         {"a declaration in an if condition"});
}

void FunctionEmitter::emitIf(const clang::IfStmt *stmt) {
  if (emitIfChain(stmt))
    return;
  refuseIfDeclaration(stmt);
  NestedConstruct nested(*this, stmt->getBeginLoc());
  Id cond = emitCondition(stmt->getCond());
  spirv::Block *thenBlock = function_.createBlock();
  spirv::Block *merge = function_.createBlock();
  spirv::Block *elseBlock = stmt->getElse() ? function_.createBlock() : merge;
  b().selectionMerge(merge);
  b().branchConditional(cond, thenBlock, elseBlock);
  b().setInsertPoint(thenBlock);
  emitStmt(stmt->getThen());
  if (!b().isTerminated())
    b().branch(merge);
  if (stmt->getElse()) {
    b().setInsertPoint(elseBlock);
    emitStmt(stmt->getElse());
    if (!b().isTerminated())
      b().branch(merge);
  }
  b().setInsertPoint(merge);
}

void FunctionEmitter::emitLoop(const clang::Stmt *init, const clang::Expr *cond,
                               const clang::Expr *inc, const clang::Stmt *body,
                               bool conditionFirst) {
  if (init)
    emitStmt(init);
  startUnreachableBlockIfTerminated();
  NestedConstruct nested(*this,
                         body ? body->getBeginLoc() : clang::SourceLocation());
  spirv::Block *header = function_.createBlock();
  spirv::Block *bodyBlock = function_.createBlock();
  spirv::Block *continueBlock = function_.createBlock();
  spirv::Block *merge = function_.createBlock();
  b().branch(header);
  b().setInsertPoint(header);
  b().loopMerge(merge, continueBlock);
  if (conditionFirst && cond) {
    spirv::Block *condBlock = function_.createBlock();
    b().branch(condBlock);
    b().setInsertPoint(condBlock);
    b().branchConditional(emitCondition(cond), bodyBlock, merge);
  } else {
    b().branch(bodyBlock);
  }
  b().setInsertPoint(bodyBlock);
  emitLoopBody(body, merge, continueBlock, continueBlock);
  b().setInsertPoint(continueBlock);
  if (inc)
    emitRValue(inc);
  if (conditionFirst || !cond)
    b().branch(header);
  else
    b().branchConditional(emitCondition(cond), header, merge);
  b().setInsertPoint(merge);
}

void FunctionEmitter::emitLoopBody(const clang::Stmt *body,
                                   spirv::Block *breakTarget,
                                   spirv::Block *continueTarget,
                                   spirv::Block *next) {
  breakTargets_.push_back({breakTarget, false});
  continueTargets_.push_back(continueTarget);
  emitStmt(body);
  breakTargets_.pop_back();
  continueTargets_.pop_back();
  if (!b().isTerminated())
    b().branch(next);
}

void FunctionEmitter::emitFor(const clang::ForStmt *stmt) {
  if (emitWorkSharingFor(stmt))
    return;
  if (stmt->getConditionVariable())
    fail(stmt->getBeginLoc(), Diag::NotSupportedYet,
         {"a declaration in a for condition"});
  emitLoop(stmt->getInit(), stmt->getCond(), stmt->getInc(), stmt->getBody(),
           true);
}

void FunctionEmitter::emitWhile(const clang::WhileStmt *stmt) {
  if (stmt->getConditionVariable())
    fail(stmt->getBeginLoc(), Diag::NotSupportedYet,
         {"a declaration in a while condition"});
  emitLoop(nullptr, stmt->getCond(), nullptr, stmt->getBody(), true);
}

void FunctionEmitter::emitDo(const clang::DoStmt *stmt) {
  emitLoop(nullptr, stmt->getCond(), nullptr, stmt->getBody(), false);
}

void FunctionEmitter::emitSwitch(const clang::SwitchStmt *stmt) {
  clang::SourceLocation loc = stmt->getBeginLoc();
  if (stmt->getInit() || stmt->getConditionVariable())
    fail(loc, Diag::NotSupportedYet, {"a declaration in a switch condition"});
  const clang::Expr *condExpr = stmt->getCond();
  Id selector = emitRValue(condExpr);
  bool wide = spv().scalarWidth(typeOf(condExpr->getType(), loc)) == 64;

  // Split the body into segments, each starting at one or more labels.
  struct Segment {
    std::vector<uint64_t> values;
    bool isDefault = false;
    clang::SourceLocation loc;
    std::vector<const clang::Stmt *> stmts;
    spirv::Block *block = nullptr;
  };
  std::vector<Segment> segments;
  unsigned labels = 0;
  auto *body = llvm::dyn_cast<clang::CompoundStmt>(stmt->getBody());
  if (!body)
    fail(loc, Diag::NotSupportedYet, {"a switch whose body is not a block"});
  for (const clang::Stmt *child : body->body()) {
    if (!llvm::isa<clang::SwitchCase>(child)) {
      if (!segments.empty())
        segments.back().stmts.push_back(child);
      continue; // statements before the first label never run
    }
    Segment segment;
    segment.loc = child->getBeginLoc();
    while (auto *label = llvm::dyn_cast<clang::SwitchCase>(child)) {
      ++labels;
      if (auto *c = llvm::dyn_cast<clang::CaseStmt>(label)) {
        if (c->caseStmtIsGNURange())
          fail(c->getBeginLoc(), Diag::NotSupportedYet, {"a case range"});
        llvm::APSInt v = c->getLHS()->EvaluateKnownConstInt(ast());
        segment.values.push_back(v.isSigned()
                                     ? static_cast<uint64_t>(v.getSExtValue())
                                     : v.getZExtValue());
      } else {
        segment.isDefault = true;
      }
      child = label->getSubStmt();
    }
    segment.stmts.push_back(child);
    segments.push_back(std::move(segment));
  }
  unsigned allLabels = 0;
  for (const clang::SwitchCase *c = stmt->getSwitchCaseList(); c;
       c = c->getNextSwitchCase())
    ++allLabels;
  if (allLabels != labels)
    fail(loc, Diag::CaseNotTopLevel);
  // One OpSwitch takes at most 16,383 (literal, label) pairs, and one merge
  // block of thousands of predecessors costs the optimizer time quadratic
  // in them (its phis: 16,000 labels, 17 s). A switch of more than
  // FunctionEmitter::SwitchRunLabels labels is therefore split into runs of
  // segments, each its own OpSwitch in the default target of the one before,
  // cut only after a segment that cannot fall through; the run holding
  // `default` is the innermost, whose default target it is. A `break` leaves
  // the innermost switch around it, whose merge leaves the next one out.
  size_t defaultIndex = segments.size();
  for (size_t i = 0; i < segments.size(); ++i)
    if (segments[i].isDefault)
      defaultIndex = i;
  const std::vector<SwitchRun> runs =
      switchRuns(segments, labels, defaultIndex);
  for (const auto &[first, end] : runs) {
    size_t runLabels = 0;
    for (size_t i = first; i < end; ++i)
      runLabels += segments[i].values.size();
    if (runLabels > MaxSwitchLabels)
      fail(segments[first].loc, Diag::SpirvLimit,
           {"more than " + std::to_string(MaxSwitchLabels) +
                " case labels falling through into each other",
            "one OpSwitch takes at most " + std::to_string(MaxSwitchLabels)});
  }

  std::vector<spirv::Block *> merges, heads(runs.size(), nullptr);
  for (size_t r = 0; r < runs.size(); ++r)
    merges.push_back(function_.createBlock());
  for (Segment &segment : segments)
    segment.block = function_.createBlock();
  for (size_t r = 1; r < runs.size(); ++r)
    heads[r] = function_.createBlock(); // where switch r starts
  std::vector<std::unique_ptr<NestedConstruct>> levels;
  for (size_t r = 0; r < runs.size(); ++r) {
    const auto [first, end] = runs[r];
    levels.push_back(std::make_unique<NestedConstruct>(*this, loc));
    if (r > 0)
      b().setInsertPoint(heads[r]);
    const bool innermost = r + 1 == runs.size();
    spirv::Block *defaultBlock = innermost ? merges[r] : heads[r + 1];
    if (innermost && defaultIndex < segments.size())
      defaultBlock = segments[defaultIndex].block;
    // A case target that falls through must immediately precede its
    // successor among the OpSwitch targets, and the default target comes
    // first: so list the cases starting with the segment after the default
    // one. A case that falls into a default which falls into the next case
    // is the exception: SPIR-V then wants the case right before that next
    // one ("if T1 branches to the Default target and the Default target
    // branches to T2, T1 must immediately precede T2"), so the cases go in
    // source order.
    const bool hasDefault = first <= defaultIndex && defaultIndex < end;
    const bool throughDefault =
        hasDefault && defaultIndex > first && defaultIndex + 1 < end &&
        endsInFallThrough(segments[defaultIndex - 1].stmts.back()) &&
        endsInFallThrough(segments[defaultIndex].stmts.back());
    const size_t count = end - first;
    const size_t start =
        !hasDefault || throughDefault ? 0 : defaultIndex - first + 1;
    b().selectionMerge(merges[r]);
    // OpSwitch literals have the selector's width: two words each for
    // 64-bit.
    std::vector<uint32_t> operands = {selector, defaultBlock->label};
    for (size_t k = 0; k < count; ++k) {
      const Segment &segment = segments[first + (start + k) % count];
      for (uint64_t v : segment.values) {
        operands.push_back(static_cast<uint32_t>(v));
        if (wide)
          operands.push_back(static_cast<uint32_t>(v >> 32));
        operands.push_back(segment.block->label);
      }
    }
    b().emitVoid(spv::Op::OpSwitch, operands);
  }
  for (size_t r = runs.size(); r-- > 0;) {
    const auto [first, end] = runs[r];
    breakTargets_.push_back({merges[r], true});
    for (size_t i = first; i < end; ++i) {
      b().setInsertPoint(segments[i].block);
      for (const clang::Stmt *statement : segments[i].stmts)
        emitStmt(statement);
      if (b().isTerminated())
        continue;
      b().branch(i + 1 == end ? merges[r] : segments[i + 1].block);
    }
    breakTargets_.pop_back();
    b().setInsertPoint(merges[r]);
    if (r > 0)
      b().branch(merges[r - 1]);
    levels.pop_back();
  }
}

void FunctionEmitter::emitIfElse(Id condition,
                                 const std::function<void()> &then,
                                 const std::function<void()> &otherwise) {
  emitIfElse(
      condition, 0,
      [&] {
        then();
        return Id(0);
      },
      [&] {
        otherwise();
        return Id(0);
      });
}

Id FunctionEmitter::emitIfElse(Id condition, Id type,
                               const std::function<Id()> &then,
                               const std::function<Id()> &otherwise) {
  NestedConstruct nested(*this, {});
  spirv::Block *thenBlock = function_.createBlock(),
               *elseBlock = function_.createBlock(),
               *merge = function_.createBlock();
  b().selectionMerge(merge);
  b().branchConditional(condition, thenBlock, elseBlock);
  b().setInsertPoint(thenBlock);
  Id a = then();
  spirv::Block *thenEnd = b().insertBlock();
  b().branch(merge);
  b().setInsertPoint(elseBlock);
  Id c = otherwise();
  spirv::Block *elseEnd = b().insertBlock();
  b().branch(merge);
  b().setInsertPoint(merge);
  if (!type)
    return 0;
  return b().emit(spv::Op::OpPhi, type, {a, thenEnd->label, c, elseEnd->label});
}

void FunctionEmitter::emitForLoop(Id start, Id end, Id step,
                                  const std::function<void(Id)> &body) {
  emitCountedLoop(m_.u32(), spv::Op::OpULessThan, start, end, step,
                  [&](Id k, spirv::Block *, spirv::Block *) { body(k); });
}

void FunctionEmitter::emitCountedLoop(
    Id type, spv::Op less, Id start, Id end, Id step,
    const std::function<void(Id, spirv::Block *, spirv::Block *)> &body) {
  NestedConstruct nested(*this, {});
  Id counter = newLocalVariable(type);
  b().store(counter, start);
  spirv::Block *header = function_.createBlock(),
               *test = function_.createBlock(),
               *loopBody = function_.createBlock(),
               *next = function_.createBlock(),
               *merge = function_.createBlock();
  b().branch(header);
  b().setInsertPoint(header);
  b().loopMerge(merge, next);
  b().branch(test);
  b().setInsertPoint(test);
  Id k = b().load(type, counter);
  b().branchConditional(b().binary(less, m_.boolType(), k, end), loopBody,
                        merge);
  b().setInsertPoint(loopBody);
  body(k, merge, next);
  if (!b().isTerminated())
    b().branch(next);
  b().setInsertPoint(next);
  b().store(counter,
            b().binary(spv::Op::OpIAdd, type, b().load(type, counter), step));
  b().branch(header);
  b().setInsertPoint(merge);
}

void FunctionEmitter::emitCooperativeLoop(Id count, Id rank, Id width,
                                          const std::function<void(Id)> &body) {
  emitForLoop(m_.constU32(0), count, width, [&](Id round) {
    Id k = b().binary(spv::Op::OpIAdd, m_.u32(), round, rank);
    emitIfElse(
        b().binary(spv::Op::OpULessThan, m_.boolType(), k, count),
        [&] { body(k); }, [] {});
  });
}

namespace {

/// A loop of one body block: `body` returns a bool, and the loop goes on
/// while it is true (do-while: tested in the continue block) or leaves as
/// soon as it is true (a `for (;;) { ... if (done) break; }`: a selection
/// in the body whose taken branch leaves).
void emitBodyLoop(spirv::Function &function, spirv::Builder &b,
                  const std::function<Id()> &body, bool leaveFromBody) {
  spirv::Block *header = function.createBlock(),
               *inner = function.createBlock(), *latch = function.createBlock(),
               *merge = function.createBlock();
  b.branch(header);
  b.setInsertPoint(header);
  b.loopMerge(merge, latch);
  b.branch(inner);
  b.setInsertPoint(inner);
  Id condition = body();
  if (leaveFromBody) {
    spirv::Block *stay = function.createBlock();
    b.selectionMerge(stay);
    b.branchConditional(condition, merge, stay);
    b.setInsertPoint(stay);
    b.branch(latch);
    b.setInsertPoint(latch);
    b.branch(header);
  } else {
    b.branch(latch);
    b.setInsertPoint(latch);
    b.branchConditional(condition, header, merge);
  }
  b.setInsertPoint(merge);
}

} // namespace

void FunctionEmitter::emitLoopUntil(const std::function<Id()> &body) {
  NestedConstruct nested(*this, {});
  emitBodyLoop(function_, b(), body, true);
}

void FunctionEmitter::emitDoWhile(const std::function<Id()> &body) {
  NestedConstruct nested(*this, {});
  emitBodyLoop(function_, b(), body, false);
}

} // namespace vkcl
