// Which variables a statement only reads: every reference to them is the
// operand of an lvalue-to-rvalue conversion, so none is stored to,
// incremented, addressed, bound to a reference or reached through a member
// or swizzle. Work-sharing loops need their index and bound read-only
// (WorkSharingLoop.cpp); parameters a body only reads need no variable of
// their own (Analysis.cpp).
#pragma once

#include "clang/AST/RecursiveASTVisitor.h"

#include <map>

namespace vkcl {

class ReadOnlyUses : public clang::RecursiveASTVisitor<ReadOnlyUses> {
public:
  explicit ReadOnlyUses(const clang::Stmt *body) {
    TraverseStmt(const_cast<clang::Stmt *>(body));
  }
  bool VisitImplicitCastExpr(clang::ImplicitCastExpr *cast) {
    if (cast->getCastKind() == clang::CK_LValueToRValue)
      if (auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(
              cast->getSubExpr()->IgnoreParens()))
        if (auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl()))
          ++loads_[var];
    return true;
  }
  bool VisitDeclRefExpr(clang::DeclRefExpr *ref) {
    if (auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl()))
      ++references_[var];
    return true;
  }
  /// Whether every reference to `var` in the statement is a load (true
  /// when there is none).
  bool onlyLoaded(const clang::VarDecl *var) const {
    auto refs = references_.find(var);
    auto loads = loads_.find(var);
    return refs == references_.end() ||
           (loads != loads_.end() && loads->second == refs->second);
  }

private:
  std::map<const clang::VarDecl *, unsigned> loads_, references_;
};

} // namespace vkcl
