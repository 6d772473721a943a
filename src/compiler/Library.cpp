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
  explicit LibraryCallFinder(bool crDivide) : crDivide_(crDivide) {}
  LibraryParts parts = LibraryParts::None;
  bool VisitBinaryOperator(clang::BinaryOperator *op) {
    clang::QualType element = divisionElement(op);
    if (libraryDivider(element, crDivide_))
      parts = isDoubleElement(element) ? LibraryParts::FloatAndDouble
                                       : std::max(parts, LibraryParts::Float);
    return parts != LibraryParts::FloatAndDouble;
  }
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

private:
  bool crDivide_;
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

bool correctlyRoundedDivide(const CompileOptions &options) {
  for (const std::string &o : options.extraClangOptions)
    if (o == "-cl-fp32-correctly-rounded-divide-sqrt")
      return true;
  return false;
}

clang::QualType divisionElement(const clang::BinaryOperator *op) {
  clang::QualType type = op->getType();       // `/`: the operands' common type
  if (op->getOpcode() == clang::BO_DivAssign) // `i /= f` divides floats
    type = llvm::cast<clang::CompoundAssignOperator>(op)
               ->getComputationResultType();
  else if (op->getOpcode() != clang::BO_Div)
    return {};
  return elementOf(type.getCanonicalType());
}

const char *libraryDivider(clang::QualType element, bool crDivide) {
  if (element.isNull())
    return nullptr;
  if (element->isSpecificBuiltinType(clang::BuiltinType::Double))
    return "__vkcl_divide_f64";
  if (crDivide && element->isSpecificBuiltinType(clang::BuiltinType::Float))
    return "__vkcl_divide_cr_f32";
  return nullptr;
}

LibraryParts libraryPartsCalled(clang::ASTContext &ast, bool crDivide) {
  LibraryCallFinder finder(crDivide);
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
