#include "Library.h"

#include <clang/Basic/SourceManager.h>

namespace vkcl {

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
