// Long else-if chains.
//
// `if (c1) s1 else if (c2) s2 ... else sN` is a selection nested in the
// else branch of the one before: one SPIR-V construct level per link.
// Generated code (dispatchers, state machines, lookup tables written as
// code) has chains of thousands of links, past SPIR-V's nesting limit and
// the patience of drivers and of SPIRV-Tools' validator. A chain of
// FlatChainLinks links or more therefore becomes one of four flat forms:
// - a switch on the one value all its conditions compare with constants
//   (`x == 3 || x == 5`), the common case and the cheapest: one level, the
//   value read once, and every case block dominated by the switch, so
//   validation stays linear;
// - from SelectorChainLinks links, where every condition may be evaluated
//   early, a switch on the index of the first that holds;
// - on a target that limits nesting, guarded links (emitGuardedChain);
// - else one switch construct of a single case around a selection per
//   link (emitFlatChain): two levels deep, but the links still form a
//   dominator chain as long as the ladder, which the validator walks once
//   per block (quadratic: 4,000 links, 6 s of a compile).
#include "FunctionEmitter.h"

#include <memory>
#include <unordered_set>

namespace vkcl {
namespace {

/// Whether `stmt` holds a `break` that leaves it: one outside any loop or
/// switch of its own.
bool hasEscapingBreak(const clang::Stmt *stmt) {
  if (!stmt)
    return false;
  if (llvm::isa<clang::BreakStmt>(stmt))
    return true;
  if (llvm::isa<clang::ForStmt>(stmt) || llvm::isa<clang::WhileStmt>(stmt) ||
      llvm::isa<clang::DoStmt>(stmt) || llvm::isa<clang::SwitchStmt>(stmt) ||
      llvm::isa<clang::Expr>(stmt))
    return false;
  for (const clang::Stmt *child : stmt->children())
    if (hasEscapingBreak(child))
      return true;
  return false;
}

/// The most case labels a chain becomes a switch with on SwiftShader
/// (emitSwitchChain): half of what one OpSwitch of vkcl's takes.
constexpr size_t JitSwitchChainLabels = FunctionEmitter::SwitchRunLabels / 2;

/// The fewest links a chain whose conditions are not all equalities takes
/// to become a switch on the first holding one's index: every condition is
/// then evaluated, where the chain stops at the first that holds, which
/// pays only where the chain's validation would cost (its dominator
/// chain's square: 1,000 links, 0.5 s).
constexpr size_t SelectorChainLinks = 64;

/// One link of a chain emitted as a switch: its case values and statement.
struct CaseLink {
  std::vector<uint64_t> values;
  const clang::Expr *cond = nullptr;
  const clang::Stmt *body = nullptr;
  clang::SourceLocation loc;
  spirv::Block *block = nullptr;
};

/// Adds to `values` the constants `cond` compares with `*tested` when it is
/// `e == c`, `c == e` or an `||` of such, e an integer expression without
/// side effects and the same in each (the first found sets *tested and
/// its shape): such a condition holds exactly when e equals one of them.
/// False for any other condition.
bool collectCases(const clang::Expr *cond, const clang::Expr *&tested,
                  llvm::FoldingSetNodeID &testedShape,
                  std::vector<uint64_t> &values, clang::ASTContext &ast) {
  std::vector<const clang::Expr *> work = {cond};
  while (!work.empty()) {
    auto *op =
        llvm::dyn_cast<clang::BinaryOperator>(work.back()->IgnoreParens());
    work.pop_back();
    if (op && op->getOpcode() == clang::BO_LOr) {
      work.push_back(op->getRHS());
      work.push_back(op->getLHS());
      continue;
    }
    if (!op || op->getOpcode() != clang::BO_EQ)
      return false;
    const clang::Expr *e = op->getLHS(), *c = op->getRHS();
    clang::Expr::EvalResult constant;
    if (!c->EvaluateAsInt(constant, ast)) {
      std::swap(e, c);
      if (!c->EvaluateAsInt(constant, ast))
        return false;
    }
    const clang::QualType type = e->getType();
    if (!type->isIntegerType() || type->isBooleanType() ||
        e->HasSideEffects(ast))
      return false;
    // Expressions of one shape (clang's structural profile: operators,
    // declarations, constants, types) have one value here: nothing runs
    // between the links' conditions, and none has side effects.
    llvm::FoldingSetNodeID shape;
    e->Profile(shape, ast, /*Canonical=*/true);
    if (!tested) {
      tested = e;
      testedShape = shape;
    } else if (shape != testedShape) {
      return false;
    }
    const llvm::APSInt &v = constant.Val.getInt();
    values.push_back(v.isSigned() ? static_cast<uint64_t>(v.getSExtValue())
                                  : v.getZExtValue());
  }
  return true;
}

/// `links` as the cases of a switch on the value they all compare with
/// constants (collectCases), which it returns; null for any other chain.
const clang::Expr *
equalityCases(const std::vector<const clang::IfStmt *> &links,
              std::vector<CaseLink> &cases, clang::ASTContext &ast) {
  const clang::Expr *tested = nullptr;
  llvm::FoldingSetNodeID testedShape;
  std::unordered_set<uint64_t> seen;
  for (const clang::IfStmt *link : links) {
    std::vector<uint64_t> values;
    if (link->getInit() || link->getConditionVariable() ||
        !collectCases(link->getCond(), tested, testedShape, values, ast))
      return nullptr;
    CaseLink c;
    c.body = link->getThen();
    c.loc = link->getBeginLoc();
    for (uint64_t v : values)
      if (seen.insert(v).second) // an earlier link took it
        c.values.push_back(v);
    if (c.values.size() > FunctionEmitter::SwitchRunLabels)
      return nullptr;
    if (!c.values.empty()) // else the link is never taken
      cases.push_back(std::move(c));
  }
  return tested;
}

/// `links` as the cases of a switch on the index of the first link whose
/// condition holds, case i for link i: true when the chain is long enough
/// for that to pay (SelectorChainLinks) and every condition may be
/// evaluated before it is reached (safeToSpeculate), so all of them can be.
bool speculatedCases(const std::vector<const clang::IfStmt *> &links,
                     std::vector<CaseLink> &cases, clang::ASTContext &ast) {
  if (links.size() < SelectorChainLinks)
    return false;
  for (const clang::IfStmt *link : links)
    if (link->getInit() || link->getConditionVariable() ||
        !safeToSpeculate(link->getCond(), ast))
      return false;
  for (size_t i = 0; i < links.size(); ++i) {
    CaseLink c;
    c.values = {i};
    c.cond = links[i]->getCond();
    c.body = links[i]->getThen();
    c.loc = links[i]->getBeginLoc();
    cases.push_back(std::move(c));
  }
  return true;
}

} // namespace

bool FunctionEmitter::emitIfChain(const clang::IfStmt *stmt) {
  std::vector<const clang::IfStmt *> links = {stmt};
  while (auto *next =
             llvm::dyn_cast_or_null<clang::IfStmt>(links.back()->getElse()))
    links.push_back(next);
  if (links.size() < FlatChainLinks)
    return false;
  const clang::Stmt *last = links.back()->getElse();
  // SPIR-V lets a `break` leave only the innermost switch: a chain inside
  // the user's switch whose `break` leaves it may not become a switch.
  bool breaksOut = false;
  if (!breakTargets_.empty() && breakTargets_.back().leavesSwitch) {
    for (const clang::IfStmt *link : links)
      breaksOut |= hasEscapingBreak(link->getThen());
    breaksOut |= hasEscapingBreak(last);
  }
  if (!breaksOut && emitSwitchChain(links, last))
    return true;
  if (m_.target().maxBranchNesting != 0) {
    emitGuardedChain(links, last);
    return true;
  }
  if (breaksOut)
    return false;
  emitFlatChain(links, last);
  return true;
}

bool FunctionEmitter::emitSwitchChain(
    const std::vector<const clang::IfStmt *> &links, const clang::Stmt *last) {
  std::vector<CaseLink> cases;
  const clang::Expr *tested = equalityCases(links, cases, ast());
  if (!tested) {
    cases.clear();
    if (!speculatedCases(links, cases, ast()))
      return false;
  }
  // SwiftShader's JIT (the target that limits buffer accesses: Subzero)
  // segfaults on large switches, so its budget counts switch cases too
  // (vkcl/spirv/BufferAccesses.h) and refuses a kernel past it. A chain of
  // more than JitSwitchChainLabels stays flat there, which that JIT runs
  // at 8,000 links, rather than become a switch its budget refuses.
  size_t labels = 0;
  for (const CaseLink &c : cases)
    labels += c.values.size();
  if (m_.target().maxBufferAccesses != 0 && labels > JitSwitchChainLabels)
    return false;
  // Runs of at most SwitchRunLabels labels, each its own OpSwitch in the
  // default target of the one before, as emitSwitch splits long switches.
  std::vector<std::pair<size_t, size_t>> runs;
  size_t first = 0;
  labels = 0;
  for (size_t i = 0; i < cases.size(); ++i) {
    if (labels + cases[i].values.size() > SwitchRunLabels) {
      runs.push_back({first, i});
      first = i;
      labels = 0;
    }
    labels += cases[i].values.size();
  }
  runs.push_back({first, cases.size()});

  stmtLoc_ = links.front()->getBeginLoc();
  const Id selector = tested ? emitRValue(tested) : 0;
  const bool wide =
      tested && spv().scalarWidth(typeOf(tested->getType(), stmtLoc_)) == 64;
  std::vector<spirv::Block *> merges, heads(runs.size(), nullptr);
  for (size_t r = 0; r < runs.size(); ++r)
    merges.push_back(function_.createBlock());
  for (size_t r = 1; r < runs.size(); ++r)
    heads[r] = function_.createBlock();
  for (CaseLink &c : cases)
    c.block = function_.createBlock();
  spirv::Block *elseBlock = last ? function_.createBlock() : nullptr;
  std::vector<std::unique_ptr<NestedConstruct>> levels;
  for (size_t r = 0; r < runs.size(); ++r) {
    levels.push_back(
        std::make_unique<NestedConstruct>(*this, cases[runs[r].first].loc));
    if (r > 0)
      b().setInsertPoint(heads[r]);
    spirv::Block *otherwise = r + 1 < runs.size() ? heads[r + 1]
                              : elseBlock         ? elseBlock
                                                  : merges[r];
    // The speculated form's selector: the first holding condition's link
    // index, cases.size() where none holds, folded from the last link.
    Id linkIndex = selector;
    if (!tested) {
      std::vector<Id> conds;
      eagerLogical_ = true;
      for (size_t i = runs[r].first; i < runs[r].second; ++i)
        conds.push_back(emitCondition(cases[i].cond));
      eagerLogical_ = false;
      linkIndex = m_.constU32(static_cast<uint32_t>(cases.size()));
      for (size_t i = runs[r].second; i-- > runs[r].first;)
        linkIndex =
            b().select(m_.u32(), conds[i - runs[r].first],
                       m_.constU32(static_cast<uint32_t>(i)), linkIndex);
    }
    b().selectionMerge(merges[r]);
    std::vector<uint32_t> operands = {linkIndex, otherwise->label};
    for (size_t i = runs[r].first; i < runs[r].second; ++i)
      for (uint64_t v : cases[i].values) {
        operands.push_back(static_cast<uint32_t>(v));
        if (wide)
          operands.push_back(static_cast<uint32_t>(v >> 32));
        operands.push_back(cases[i].block->label);
      }
    b().emitVoid(spv::Op::OpSwitch, operands);
  }
  for (size_t r = runs.size(); r-- > 0;) {
    for (size_t i = runs[r].first; i < runs[r].second; ++i) {
      b().setInsertPoint(cases[i].block);
      stmtLoc_ = cases[i].loc;
      emitStmt(cases[i].body);
      if (!b().isTerminated())
        b().branch(merges[r]);
    }
    if (r + 1 == runs.size() && elseBlock) {
      b().setInsertPoint(elseBlock);
      emitStmt(last);
      if (!b().isTerminated())
        b().branch(merges[r]);
    }
    b().setInsertPoint(merges[r]);
    if (r > 0)
      b().branch(merges[r - 1]);
    levels.pop_back();
  }
  return true;
}

void FunctionEmitter::emitFlatChain(
    const std::vector<const clang::IfStmt *> &links, const clang::Stmt *last) {
  NestedConstruct nested(*this, links.front()->getBeginLoc());
  spirv::Block *body = function_.createBlock();
  spirv::Block *merge = function_.createBlock();
  b().selectionMerge(merge);
  b().emitVoid(spv::Op::OpSwitch, {m_.constU32(0), body->label});
  b().setInsertPoint(body);
  for (const clang::IfStmt *link : links) {
    refuseIfDeclaration(link);
    stmtLoc_ = link->getBeginLoc();
    NestedConstruct inner(*this, link->getBeginLoc());
    Id cond = emitCondition(link->getCond());
    spirv::Block *thenBlock = function_.createBlock();
    spirv::Block *next = function_.createBlock();
    b().selectionMerge(next);
    b().branchConditional(cond, thenBlock, next);
    b().setInsertPoint(thenBlock);
    emitStmt(link->getThen());
    if (!b().isTerminated())
      b().branch(merge); // leaves the switch: the chain is done
    b().setInsertPoint(next);
  }
  emitStmt(last);
  if (!b().isTerminated())
    b().branch(merge);
  b().setInsertPoint(merge);
}

void FunctionEmitter::emitGuardedChain(
    const std::vector<const clang::IfStmt *> &links, const clang::Stmt *last) {
  const Id boolType = m_.boolType();
  const Id done = newLocalVariable(boolType);
  b().store(done, spv().constantBool(false));
  // if (!done) { body }, one level; the next link follows it.
  auto unlessDone = [&](const clang::Stmt *at, auto &&body) {
    stmtLoc_ = at->getBeginLoc();
    NestedConstruct nested(*this, at->getBeginLoc());
    spirv::Block *run = function_.createBlock();
    spirv::Block *next = function_.createBlock();
    const Id skip = b().load(boolType, done);
    b().selectionMerge(next);
    b().branchConditional(skip, next, run);
    b().setInsertPoint(run);
    body();
    if (!b().isTerminated())
      b().branch(next);
    b().setInsertPoint(next);
  };
  for (const clang::IfStmt *link : links) {
    refuseIfDeclaration(link);
    unlessDone(link, [&] {
      NestedConstruct inner(*this, link->getBeginLoc());
      Id cond = emitCondition(link->getCond());
      spirv::Block *thenBlock = function_.createBlock();
      spirv::Block *merge = function_.createBlock();
      b().selectionMerge(merge);
      b().branchConditional(cond, thenBlock, merge);
      b().setInsertPoint(thenBlock);
      b().store(done, spv().constantBool(true));
      emitStmt(link->getThen());
      if (!b().isTerminated())
        b().branch(merge);
      b().setInsertPoint(merge);
    });
  }
  if (last)
    unlessDone(last, [&] { emitStmt(last); });
}

} // namespace vkcl
