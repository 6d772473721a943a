// What must be known about functions before emitting any of them.
//
// Vulkan has no call stack, so recursion is rejected and every function's
// address-taken locals get a fixed frame in the private arena (safe because
// no function can be active twice). Kernel-scope `__local` variables get
// fixed offsets in the local arena; the runtime places `__local` arguments
// after them.
#include "Alignment.h"
#include "Library.h"
#include "ModuleEmitter.h"
#include "ReadOnlyUses.h"
#include "builtins/BuiltinTable.h"
#include "builtins/PipeRing.h"

#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Basic/SourceManager.h>

namespace vkcl {
namespace {

/// Direct calls to functions with a body, with the first call site of each,
/// and the library functions that builtin calls and the divisions of body
/// `body` (ModuleEmitter::divisionFunction) become.
class CallCollector : public clang::RecursiveASTVisitor<CallCollector> {
public:
  CallCollector(const ModuleEmitter &m, const SymbolTable &symbols,
                const TargetProfile &target, const clang::FunctionDecl *body)
      : m_(m), symbols_(symbols), fusedFma_(target.fusedFma), body_(body) {}
  std::vector<std::pair<const clang::FunctionDecl *, const clang::Expr *>>
      calls;
  bool VisitBinaryOperator(clang::BinaryOperator *op) {
    if (const clang::FunctionDecl *divider =
            m_.divisionFunction(body_, divisionElement(op)))
      calls.push_back({divider, op});
    return true;
  }
  bool VisitCallExpr(clang::CallExpr *call) {
    const clang::FunctionDecl *callee = call->getDirectCallee();
    if (!callee)
      return true;
    // Defined in this unit or another; a builtin becomes the library
    // functions of the caller's unit, which resolve to the program's copy.
    if (const clang::FunctionDecl *def = symbols_.definition(callee))
      calls.push_back({def, call});
    else
      for (const clang::FunctionDecl *fn :
           mathLibraryCallees(callee->getASTContext(), call, fusedFma_))
        calls.push_back({symbols_.definition(fn), call});
    return true;
  }

private:
  const ModuleEmitter &m_;
  const SymbolTable &symbols_;
  bool fusedFma_;
  const clang::FunctionDecl *body_;
};

/// The library's program-scope `__constant` tables a function reads.
class LibraryTableFinder
    : public clang::RecursiveASTVisitor<LibraryTableFinder> {
public:
  std::vector<const clang::VarDecl *> tables;
  bool VisitDeclRefExpr(clang::DeclRefExpr *ref) {
    auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl());
    if (var && var->hasGlobalStorage() && !var->isLocalVarDecl() &&
        isLibraryDecl(var))
      tables.push_back(var);
    return true;
  }
};

/// String literals a body uses as `__constant char` arrays: all but
/// printf's (its format and %s arguments are read at compile time) and
/// the initializers of char arrays (copied byte by byte).
class StringLiteralFinder
    : public clang::RecursiveASTVisitor<StringLiteralFinder> {
public:
  std::vector<const clang::StringLiteral *> addressed;
  bool VisitStringLiteral(clang::StringLiteral *literal) {
    all_.push_back(literal);
    return true;
  }
  bool VisitCallExpr(clang::CallExpr *call) {
    const clang::FunctionDecl *callee = call->getDirectCallee();
    if (callee && callee->getIdentifier() && callee->getName() == "printf")
      for (const clang::Expr *arg : call->arguments())
        copied(arg);
    return true;
  }
  bool VisitVarDecl(clang::VarDecl *var) {
    if (var->getInit() && var->getType()->isArrayType())
      copied(var->getInit());
    return true;
  }
  void finish() {
    for (const clang::StringLiteral *literal : all_)
      if (!copied_.count(literal))
        addressed.push_back(literal);
  }

private:
  void copied(const clang::Expr *expr) {
    expr = expr->IgnoreParenImpCasts();
    if (auto *list = llvm::dyn_cast<clang::InitListExpr>(expr))
      if (list->isStringLiteralInit())
        expr = list->getInit(0)->IgnoreParenImpCasts();
    if (auto *literal = llvm::dyn_cast<clang::StringLiteral>(expr))
      copied_.insert(literal);
  }
  std::vector<const clang::StringLiteral *> all_;
  std::set<const clang::StringLiteral *> copied_;
};

/// Variables whose address escapes: operands of `&`, and arrays that decay
/// to a pointer anywhere but as the base of a subscript.
class AddressTakenFinder
    : public clang::RecursiveASTVisitor<AddressTakenFinder> {
public:
  std::set<const clang::VarDecl *> taken;
  std::set<const clang::Expr *> subscriptDecays;
  std::vector<const clang::Expr *> decays;

  static const clang::VarDecl *rootVar(const clang::Expr *e) {
    while (true) {
      e = e->IgnoreParens();
      if (auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(e))
        return llvm::dyn_cast<clang::VarDecl>(ref->getDecl());
      if (auto *member = llvm::dyn_cast<clang::MemberExpr>(e)) {
        if (member->isArrow())
          return nullptr;
        e = member->getBase();
        continue;
      }
      if (auto *sub = llvm::dyn_cast<clang::ArraySubscriptExpr>(e)) {
        const clang::Expr *base = sub->getBase()->IgnoreParens();
        auto *cast = llvm::dyn_cast<clang::ImplicitCastExpr>(base);
        if (cast && cast->getCastKind() == clang::CK_ArrayToPointerDecay) {
          e = cast->getSubExpr();
          continue;
        }
        if (base->getType()->isVectorType()) {
          e = base;
          continue;
        }
        return nullptr;
      }
      if (auto *vec = llvm::dyn_cast<clang::ExtVectorElementExpr>(e)) {
        if (vec->isArrow())
          return nullptr;
        e = vec->getBase();
        continue;
      }
      return nullptr;
    }
  }

  bool VisitUnaryOperator(clang::UnaryOperator *op) {
    if (op->getOpcode() == clang::UO_AddrOf)
      if (const clang::VarDecl *var = rootVar(op->getSubExpr()))
        taken.insert(var);
    return true;
  }
  bool VisitArraySubscriptExpr(clang::ArraySubscriptExpr *sub) {
    subscriptDecays.insert(sub->getBase()->IgnoreParens());
    return true;
  }
  bool VisitImplicitCastExpr(clang::ImplicitCastExpr *cast) {
    if (cast->getCastKind() == clang::CK_ArrayToPointerDecay)
      decays.push_back(cast);
    return true;
  }
  void finish() {
    for (const clang::Expr *decay : decays)
      if (!subscriptDecays.count(decay))
        if (const clang::VarDecl *var = rootVar(
                llvm::cast<clang::ImplicitCastExpr>(decay)->getSubExpr()))
          taken.insert(var);
  }
};

class LocalVarFinder : public clang::RecursiveASTVisitor<LocalVarFinder> {
public:
  std::vector<const clang::VarDecl *> locals;
  std::vector<const clang::VarDecl *> all;
  bool VisitVarDecl(clang::VarDecl *var) {
    all.push_back(var);
    if (var->getType().getAddressSpace() == clang::LangAS::opencl_local)
      locals.push_back(var);
    return true;
  }
};

/// What a body's own builtin calls need from the dispatch: group scratch
/// (a slot per sub-group for a work-group collective, the pipes' words for
/// work_group_reserve_{read,write}_pipe) and a printf buffer.
class DispatchNeedsFinder
    : public clang::RecursiveASTVisitor<DispatchNeedsFinder> {
public:
  explicit DispatchNeedsFinder(const TargetProfile &target) : target_(target) {}
  uint32_t scratchBytes = 0;
  bool printf = false;
  bool VisitCallExpr(clang::CallExpr *call) {
    const clang::FunctionDecl *callee = call->getDirectCallee();
    if (!callee || callee->getDefinition() || !callee->getIdentifier())
      return true;
    if (isWorkGroupCollective(callee->getName()))
      scratchBytes = std::max(scratchBytes, groupScratchBytes(target_));
    else if (usesPipeScratch(callee->getName()))
      scratchBytes = std::max(scratchBytes, PipeScratchBytes);
    else if (callee->getName() == "printf")
      printf = true;
    return true;
  }

private:
  const TargetProfile &target_;
};

bool containsUnion(clang::QualType type) {
  const clang::Type *t = type.getCanonicalType().getTypePtr();
  if (t->isUnionType())
    return true;
  if (auto *arr = t->getAsArrayTypeUnsafe())
    return containsUnion(arr->getElementType());
  if (auto *record = t->getAs<clang::RecordType>())
    for (const clang::FieldDecl *field : record->getDecl()->fields())
      if (containsUnion(field->getType()))
        return true;
  return false;
}

} // namespace

void ModuleEmitter::collect() {
  for (const SourceUnitAst &unit : units_) {
    for (const clang::Decl *decl :
         unit.ast->getTranslationUnitDecl()->decls()) {
      if (auto *fn = llvm::dyn_cast<clang::FunctionDecl>(decl)) {
        if (fn->hasAttr<clang::OpenCLKernelAttr>() && fn->hasBody() &&
            fn->isThisDeclarationADefinition())
          kernels_.push_back(fn);
      } else if (auto *var = llvm::dyn_cast<clang::VarDecl>(decl)) {
        if (isLibraryDecl(var))
          continue; // laid out only where a reachable function reads it
        // One slot per variable, at the declaration the program links it
        // to: its definition, or else a tentative definition (`global int
        // x;`). One defined in no unit has none (diagnosed where used).
        if (isSegmentVariable(var) && symbols_.definition(var) == var)
          constantVars_.push_back(var);
      }
    }
  }
  if (kernels_.empty() && !compileOnly_) {
    // A library of helpers, or an empty program: OpenCL builds it (with
    // no kernels to create), and so does vkcl, with a warning.
    const clang::SourceManager &sm = units_.front().ast->getSourceManager();
    report(*units_.front().diags, sm.getLocForStartOfFile(sm.getMainFileID()),
           Diag::NoKernel, {}, clang::DiagnosticsEngine::Warning);
  }
  // Reachable functions, callers before callees.
  std::set<const clang::FunctionDecl *> seen;
  std::vector<const clang::FunctionDecl *> work(kernels_.begin(),
                                                kernels_.end());
  while (!work.empty()) {
    const clang::FunctionDecl *fn = work.back();
    work.pop_back();
    if (!seen.insert(fn).second)
      continue;
    functions_.push_back(fn);
    CallCollector calls(*this, symbols_, target_, fn);
    calls.TraverseStmt(fn->getBody());
    for (auto &[callee, site] : calls.calls)
      work.push_back(callee);
  }
  checkRecursion();
  for (const clang::FunctionDecl *fn : functions_) {
    UnitScope unit(*this, fn);
    analyzeFunction(fn);
  }
}

void ModuleEmitter::checkRecursion() {
  std::map<const clang::FunctionDecl *, int> state; // 1 visiting, 2 done
  std::vector<const clang::FunctionDecl *> path;
  std::function<void(const clang::FunctionDecl *)> visit =
      [&](const clang::FunctionDecl *fn) {
        UnitScope unit(*this, fn);
        state[fn] = 1;
        path.push_back(fn);
        CallCollector calls(*this, symbols_, target_, fn);
        calls.TraverseStmt(fn->getBody());
        for (auto &[callee, site] : calls.calls) {
          if (state[callee] == 1) {
            std::string chain;
            auto from = std::find(path.begin(), path.end(), callee);
            for (auto it = from; it != path.end(); ++it)
              chain += (*it)->getNameAsString() + " -> ";
            chain += callee->getNameAsString();
            fail(site->getExprLoc(), Diag::Recursion,
                 {callee->getNameAsString(), chain});
          }
          if (state[callee] == 0)
            visit(callee);
        }
        path.pop_back();
        state[fn] = 2;
      };
  for (const clang::FunctionDecl *fn : kernels_)
    if (state[fn] == 0)
      visit(fn);
}

void ModuleEmitter::analyzeFunction(const clang::FunctionDecl *fn) {
  FunctionFacts &f = facts_[fn];
  AddressTakenFinder finder;
  finder.TraverseStmt(fn->getBody());
  finder.finish();
  f.addressTaken = finder.taken;

  if (isLibraryDecl(fn)) {
    LibraryTableFinder finder;
    finder.TraverseStmt(fn->getBody());
    for (const clang::VarDecl *table : finder.tables)
      if (std::find(constantVars_.begin(), constantVars_.end(), table) ==
          constantVars_.end())
        constantVars_.push_back(table);
  }

  StringLiteralFinder strings;
  strings.TraverseStmt(fn->getBody());
  strings.finish();
  stringLiterals_.insert(stringLiterals_.end(), strings.addressed.begin(),
                         strings.addressed.end());

  LocalVarFinder vars;
  vars.TraverseStmt(fn->getBody());
  for (const clang::ParmVarDecl *param : fn->parameters())
    vars.all.push_back(param);
  for (const clang::VarDecl *var : vars.all) {
    clang::LangAS as = var->getType().getAddressSpace();
    if (isSegmentVariable(var)) {
      // Kernel-scope __constant data, function-scope static variables.
      if (std::find(constantVars_.begin(), constantVars_.end(), var) ==
          constantVars_.end())
        constantVars_.push_back(var);
      continue;
    }
    if (as == clang::LangAS::opencl_local)
      continue;
    if (containsUnion(var->getType()))
      f.addressTaken.insert(var);
    // A large local aggregate lives in the private arena, so that copies
    // into and out of it are loops (AggregateCopy.cpp), not registers.
    if (!llvm::isa<clang::ParmVarDecl>(var) &&
        var->getType()->isAggregateType() &&
        sizeOf(var->getType()) > MemoryLocalBytes)
      f.addressTaken.insert(var);
    if (!f.addressTaken.count(var))
      continue;
    // Arrays of 16 bytes or more start 16-aligned, so vector accesses into
    // them (vload4 of a float tile) are provably whole 16-byte units.
    uint32_t align = std::max<uint32_t>(sizeOf(var->getType()) >= 16 ? 16 : 4,
                                        alignOf(var->getType()));
    privateArenaBytes_ = alignTo(privateArenaBytes_, align);
    f.privateOffsets[var] = privateArenaBytes_;
    privateArenaBytes_ += alignTo(sizeOf(var->getType()), 4);
  }

  // Aggregates stay in variables: copies of large ones read their source
  // as memory (AggregateCopy.cpp).
  ReadOnlyUses reads(fn->getBody());
  for (const clang::ParmVarDecl *param : fn->parameters()) {
    clang::QualType type = param->getType();
    if (!f.addressTaken.count(param) && !type->isAggregateType() &&
        !type->isImageType() && reads.onlyLoaded(param))
      f.readOnlyParams.insert(param);
  }

  // Work-group pipe reservations and collectives pass values through
  // __local words at offset 0 (PipeRing, WorkGroup.cpp), wherever in the
  // call tree they are made.
  if (fn->hasAttr<clang::OpenCLKernelAttr>())
    reachDispatchNeeds(fn, f);
  for (const clang::VarDecl *var : vars.locals) {
    // 8/16-wide vector arrays are fine as buffers async copies move bytes
    // through; arithmetic on them is diagnosed where it is emitted.
    requireType(var->getType(), var->getLocation());
    uint32_t align = std::max<uint32_t>(4, alignOf(var->getType()));
    f.staticLocalBytes = alignTo(f.staticLocalBytes, align);
    f.localOffsets[var] = f.staticLocalBytes;
    f.staticLocalBytes += alignTo(sizeOf(var->getType()), 4);
  }
  if (f.staticLocalBytes > target_.maxSharedMemoryBytes)
    fail(fn->getLocation(), Diag::LocalTooLarge,
         {std::to_string(f.staticLocalBytes),
          std::to_string(target_.maxSharedMemoryBytes)});
}

std::vector<const clang::FunctionDecl *>
ModuleEmitter::callTree(const clang::FunctionDecl *fn) {
  std::vector<const clang::FunctionDecl *> tree;
  std::set<const clang::FunctionDecl *> seen;
  std::vector<const clang::FunctionDecl *> work{fn};
  while (!work.empty()) {
    const clang::FunctionDecl *f = work.back();
    work.pop_back();
    if (!seen.insert(f).second)
      continue;
    tree.push_back(f);
    CallCollector calls(*this, symbols_, target_, f);
    calls.TraverseStmt(f->getBody());
    for (auto &[callee, site] : calls.calls)
      work.push_back(callee);
  }
  return tree;
}

void ModuleEmitter::reachDispatchNeeds(const clang::FunctionDecl *fn,
                                       FunctionFacts &facts) {
  for (const clang::FunctionDecl *f : callTree(fn)) {
    DispatchNeedsFinder finder(target_);
    finder.TraverseStmt(f->getBody());
    facts.staticLocalBytes =
        std::max(facts.staticLocalBytes, finder.scratchBytes);
    facts.usesPrintf |= finder.printf;
  }
}

const clang::FunctionDecl *
ModuleEmitter::divisionFunction(const clang::Decl *body,
                                clang::QualType element) const {
  if (isLibraryDecl(body))
    return nullptr; // the library divides with the device's OpFDiv
  for (const SourceUnitAst &unit : units_)
    if (unit.ast == &body->getASTContext())
      if (const char *name =
              libraryDivider(element, unit.correctlyRoundedDivide))
        if (const clang::FunctionDecl *fn =
                findLibraryFunction(*unit.ast, name))
          return symbols_.definition(fn);
  return nullptr;
}

FunctionFacts &ModuleEmitter::facts(const clang::FunctionDecl *fn) {
  const clang::FunctionDecl *def = symbols_.definition(fn);
  return facts_[def ? def : fn];
}

} // namespace vkcl
