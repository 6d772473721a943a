#include "Library.h"
#include "FunctionEmitter.h"
#include "builtins/BuiltinTable.h"

#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Basic/SourceManager.h>

namespace vkcl {
namespace {

/// Whether `type`, or its vector element type, is double.
bool isDoubleElement(clang::QualType type) {
  return elementOf(type.getCanonicalType())
      ->isSpecificBuiltinType(clang::BuiltinType::Double);
}

class LibraryCallFinder : public clang::RecursiveASTVisitor<LibraryCallFinder> {
public:
  LibraryParts parts = LibraryParts::None;
  bool VisitCallExpr(clang::CallExpr *call) {
    const clang::FunctionDecl *callee = call->getDirectCallee();
    if (!callee || callee->getDefinition() || !callee->getIdentifier() ||
        !isMathLibraryBuiltin(callee->getName()))
      return true;
    parts = LibraryParts::Float;
    for (const clang::Expr *arg : call->arguments())
      if (isDoubleElement(arg->getType()))
        parts = LibraryParts::FloatAndDouble;
    return parts != LibraryParts::FloatAndDouble;
  }
};

} // namespace

const char *const LibraryPath = "/vkcl-virtual/library.h";

const char *librarySource() {
  return
#include "LibrarySource.inc"
      ;
}

bool isLibraryDecl(const clang::Decl *decl) {
  const clang::SourceManager &sm = decl->getASTContext().getSourceManager();
  clang::SourceLocation loc = sm.getSpellingLoc(decl->getLocation());
  return loc.isValid() && sm.getFilename(loc) == LibraryPath;
}

bool unsafeMathOptimizations(const clang::ASTContext &ast) {
  return ast.getLangOpts().CLUnsafeMath || ast.getLangOpts().FastRelaxedMath;
}

LibraryParts libraryPartsCalled(clang::ASTContext &ast) {
  LibraryCallFinder finder;
  finder.TraverseDecl(ast.getTranslationUnitDecl());
  return finder.parts;
}

const clang::FunctionDecl *findLibraryFunction(clang::ASTContext &ast,
                                               llvm::StringRef name) {
  clang::IdentifierInfo &id = ast.Idents.get(name);
  for (clang::NamedDecl *decl : ast.getTranslationUnitDecl()->lookup(&id))
    if (auto *fn = llvm::dyn_cast<clang::FunctionDecl>(decl))
      if (const clang::FunctionDecl *def = fn->getDefinition())
        return def;
  return nullptr;
}

} // namespace vkcl
