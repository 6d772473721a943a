#include "Linker.h"

#include "Diagnostics.h"
#include "Library.h"

#include <clang/AST/GlobalDecl.h>
#include <clang/AST/Mangle.h>
#include <clang/Basic/SourceManager.h>
#include <llvm/Support/raw_ostream.h>

#include <memory>

namespace vkcl {
namespace {

/// The name a symbol links by: the Itanium mangling of an overloadable
/// function (`__attribute__((overloadable))`, every library function), the
/// plain name of anything else, as a C linker sees them.
std::string linkName(const clang::NamedDecl *decl) {
  std::unique_ptr<clang::MangleContext> mangler(
      decl->getASTContext().createMangleContext());
  if (!mangler->shouldMangleDeclName(decl))
    return decl->getNameAsString();
  std::string name;
  llvm::raw_string_ostream out(name);
  if (auto *fn = llvm::dyn_cast<clang::FunctionDecl>(decl))
    mangler->mangleName(clang::GlobalDecl(fn), out);
  else
    mangler->mangleName(clang::GlobalDecl(llvm::cast<clang::VarDecl>(decl)),
                        out);
  return out.str();
}

/// "file:line" of a declaration, for a diagnostic in another unit.
std::string where(const clang::Decl *decl) {
  const clang::SourceManager &sm = decl->getASTContext().getSourceManager();
  clang::PresumedLoc loc = sm.getPresumedLoc(decl->getLocation());
  if (loc.isInvalid())
    return "another compilation unit";
  return std::string(loc.getFilename()) + ":" + std::to_string(loc.getLine());
}

std::string typeText(const clang::ValueDecl *decl) {
  return decl->getType().getCanonicalType().getAsString();
}

/// A definition that other units may link to: external linkage, and not a
/// C99 inline definition (which serves only its own unit).
bool isExternalDefinition(const clang::FunctionDecl *fn) {
  return fn->isThisDeclarationADefinition() && fn->hasExternalFormalLinkage() &&
         !(fn->isInlined() && !fn->isInlineDefinitionExternallyVisible());
}

} // namespace

bool SymbolTable::isUserFunction(const clang::FunctionDecl *fn) {
  if (fn->getBuiltinID() != 0)
    return false;
  for (const clang::FunctionDecl *r : fn->redecls()) {
    const clang::SourceManager &sm = r->getASTContext().getSourceManager();
    if (r->isImplicit() || sm.isInSystemHeader(r->getLocation()) ||
        isLibraryDecl(r))
      return false;
  }
  return true;
}

bool SymbolTable::build(const std::vector<SourceUnitAst> &units) {
  bool ok = true;
  auto duplicate = [&](const SourceUnitAst &unit, const clang::Decl *second,
                       const clang::Decl *first, const std::string &name) {
    report(*unit.diags, second->getLocation(), Diag::LinkDuplicate,
           {name, where(first)});
    ok = false;
  };
  // Definitions first, every unit ...
  for (const SourceUnitAst &unit : units) {
    for (const clang::Decl *decl :
         unit.ast->getTranslationUnitDecl()->decls()) {
      if (auto *fn = llvm::dyn_cast<clang::FunctionDecl>(decl)) {
        // The library is parsed into each unit that calls it: one copy of
        // each function (static ones too: the library's names are unique).
        if (isLibraryDecl(fn) && fn->isThisDeclarationADefinition()) {
          auto at = libraryFunctions_.emplace(linkName(fn), fn).first;
          libraryCopies_[fn] = at->second;
          continue;
        }
        if (!isExternalDefinition(fn))
          continue;
        auto [at, added] = functions_.emplace(linkName(fn), fn);
        if (!added)
          duplicate(unit, fn, at->second, fn->getNameAsString());
      } else if (auto *var = llvm::dyn_cast<clang::VarDecl>(decl)) {
        if (!var->hasExternalFormalLinkage() || !var->hasGlobalStorage() ||
            isLibraryDecl(var))
          continue;
        auto kind = var->isThisDeclarationADefinition();
        if (kind == clang::VarDecl::DeclarationOnly)
          continue;
        auto [at, added] = variables_.emplace(linkName(var), var);
        if (added)
          continue;
        // C's tentative definitions (`global int x;`) join the one
        // definition, or each other; two initialized ones clash.
        bool defined = kind == clang::VarDecl::Definition;
        bool heldDefined = at->second->isThisDeclarationADefinition() ==
                           clang::VarDecl::Definition;
        if (defined && heldDefined && &at->second->getASTContext() != unit.ast)
          duplicate(unit, var, at->second, var->getNameAsString());
        else if (defined && !heldDefined)
          at->second = var;
      }
    }
  }
  // ... then every declaration against the definition it links to.
  for (const SourceUnitAst &unit : units) {
    for (const clang::Decl *decl :
         unit.ast->getTranslationUnitDecl()->decls()) {
      auto *value = llvm::dyn_cast<clang::ValueDecl>(decl);
      if (!value || !value->hasExternalFormalLinkage() || isLibraryDecl(value))
        continue;
      const clang::ValueDecl *def = nullptr;
      if (auto *fn = llvm::dyn_cast<clang::FunctionDecl>(value)) {
        if (!isUserFunction(fn))
          continue;
        def = definition(fn);
      } else if (auto *var = llvm::dyn_cast<clang::VarDecl>(value)) {
        def = var->hasGlobalStorage() ? definition(var) : nullptr;
      }
      if (def && &def->getASTContext() != unit.ast &&
          typeText(def) != typeText(value)) {
        report(*unit.diags, value->getLocation(), Diag::LinkTypeMismatch,
               {value->getNameAsString(), typeText(value), where(def),
                typeText(def)});
        ok = false;
      }
    }
  }
  return ok;
}

const clang::FunctionDecl *
SymbolTable::definition(const clang::FunctionDecl *fn) const {
  if (const clang::FunctionDecl *def = fn->getDefinition()) {
    auto copy = libraryCopies_.find(def);
    return copy != libraryCopies_.end() ? copy->second : def;
  }
  if (!fn->hasExternalFormalLinkage() || !isUserFunction(fn))
    return nullptr;
  auto found = functions_.find(linkName(fn));
  return found != functions_.end() ? found->second : nullptr;
}

const clang::VarDecl *SymbolTable::definition(const clang::VarDecl *var) const {
  if (var->hasExternalFormalLinkage() && !isLibraryDecl(var)) {
    auto found = variables_.find(linkName(var));
    if (found != variables_.end())
      return found->second;
  }
  const clang::VarDecl *def = var->getDefinition();
  return def ? def : var->getActingDefinition();
}

} // namespace vkcl
