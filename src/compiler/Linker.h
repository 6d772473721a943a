// The compilation units of one program and the symbols that join them.
//
// A program is linked from one or more translation units (clCompileProgram
// objects, `vkcl compile a.cl b.cl`), each parsed by its own clang front end
// with its own options, macros and static names. vkcl has no object code to
// link: the emitter reads every unit's AST at once and emits one module.
// This table is the linker between them. A call to a function declared but
// not defined in its own unit, or a use of an `extern` program-scope
// variable, resolves to the one unit that defines a symbol of that name,
// as C's external linkage says (OpenCL C 6.1/C99 6.2.2); internal (static)
// names never leave their unit.
//
// Everything a C linker would refuse is a located error: two external
// definitions of one name, a declaration whose type differs from the
// definition's, and a user function that no unit defines. vkcl's OpenCL C
// library, parsed into each unit that needs it, is one copy: every unit's
// calls of a library function resolve to the first unit's definition.
#pragma once

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>
#include <clang/Basic/Diagnostic.h>

#include <map>
#include <string>
#include <vector>

namespace vkcl {

/// One parsed translation unit.
struct SourceUnitAst {
  clang::ASTContext *ast = nullptr;
  clang::DiagnosticsEngine *diags = nullptr;
  /// Built with -cl-fp32-correctly-rounded-divide-sqrt: the unit's own
  /// float `/` is correctly rounded (library/float/divide.cl).
  bool correctlyRoundedDivide = false;
};

class SymbolTable {
public:
  /// Indexes every unit's external definitions; reports duplicates and
  /// mismatched declarations to the unit they are in. Returns false when
  /// it reported an error.
  bool build(const std::vector<SourceUnitAst> &units);

  /// The definition a call of `fn` runs: its own unit's, or the defining
  /// unit's for an external name; nullptr for a builtin (or an undefined
  /// function: isUserFunction says which).
  const clang::FunctionDecl *definition(const clang::FunctionDecl *fn) const;
  /// The one definition (or tentative definition) of a program-scope
  /// variable; nullptr when no unit defines it.
  const clang::VarDecl *definition(const clang::VarDecl *var) const;

  /// Whether `fn` is the user's own function (declared outside clang's
  /// headers, the builtin declarations and vkcl's library) rather than an
  /// OpenCL builtin.
  static bool isUserFunction(const clang::FunctionDecl *fn);

private:
  std::map<std::string, const clang::FunctionDecl *> functions_;
  std::map<std::string, const clang::VarDecl *> variables_;
  /// The library's functions by name, and each unit's copy of one -> the
  /// copy the program uses.
  std::map<std::string, const clang::FunctionDecl *> libraryFunctions_;
  std::map<const clang::FunctionDecl *, const clang::FunctionDecl *>
      libraryCopies_;
};

} // namespace vkcl
