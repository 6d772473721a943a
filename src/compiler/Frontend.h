// Runs clang's OpenCL C front end in-process and hands the AST to a callback.
//
// clang is used as a library with cc1 arguments built from CompileOptions:
// the target profile decides the triple (spir64 when the device has 64-bit
// integers, spir otherwise, which makes size_t 32-bit) and which optional
// OpenCL features clang may accept. Every diagnostic, clang's and ours, goes
// through one DiagnosticsEngine so all of them carry file:line:col.
#pragma once

#include "Library.h"

#include "vkcl/Compiler.h"

#include <functional>
#include <string>

namespace clang {
class ASTContext;
class DiagnosticsEngine;
} // namespace clang

namespace vkcl {

/// Called once the translation unit parsed without errors.
using AstCallback =
    std::function<void(clang::ASTContext &, clang::DiagnosticsEngine &)>;

struct FrontendResult {
  bool parsed = false; ///< Parse succeeded and the callback ran.
  bool errors = false; ///< Any error diagnostic (clang's or the callback's).
  std::string diagnostics;
  /// Each user header #included (once per spelled name).
  std::vector<IncludedHeader> includes;
};

/// `library`: the parts of vkcl's OpenCL C library (Library.h) parsed
/// ahead of the source.
FrontendResult runFrontend(const std::string &source,
                           const CompileOptions &options, LibraryParts library,
                           const AstCallback &onAst);

} // namespace vkcl
