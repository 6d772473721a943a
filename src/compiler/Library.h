// vkcl's OpenCL C library inside the compiler.
//
// The math functions are written in OpenCL C (src/compiler/library/, whose
// prelude.h says why and how) and parsed with every program, ahead of the
// user's source, from a virtual header. The emitter maps a builtin call to
// the library function that implements it and emits that function like any
// other; library functions and tables nothing reaches cost nothing, and a
// program that calls none of them is parsed without the library.
#pragma once

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>
#include <clang/AST/Expr.h>

#include "vkcl/Compiler.h"

namespace vkcl {

/// The virtual path the library is parsed from (an -include).
extern const char *const LibraryPath;
/// The library's text.
const char *librarySource();

/// Whether `decl` is declared in the library.
bool isLibraryDecl(const clang::Decl *decl);

/// Whether the unit was built with -cl-unsafe-math-optimizations (which
/// -cl-fast-relaxed-math implies): the spec's relaxed float bounds apply to
/// its math builtins and its own divisions.
bool unsafeMathOptimizations(const clang::ASTContext &ast);

/// How much of the library a program needs: none (most kernels), the
/// float part (every library builtin on float or half), or also the double
/// part (library/double/), which doubles the library's parse time and is
/// parsed only where a library builtin takes a double.
enum class LibraryParts { None, Float, FloatAndDouble };

/// Whether `options` ask for -cl-fp32-correctly-rounded-divide-sqrt (one
/// of the clang options they pass on; clang gives it only to its code
/// generator, which vkcl does not use).
bool correctlyRoundedDivide(const CompileOptions &options);

/// The library parts the program calls (then it is parsed again with them:
/// parsing the float part costs ten times a small kernel's parse), its
/// divisions included (libraryDivider).
LibraryParts libraryPartsCalled(clang::ASTContext &ast, bool crDivide);

/// The element type a `/` or `/=` divides in (`i /= f` divides floats), or
/// a null type for an operator that is neither.
clang::QualType divisionElement(const clang::BinaryOperator *op);

/// The library function a program's own division of `element`s calls, or
/// nullptr for the device's OpFDiv (and for integers): the correctly
/// rounded one for double always (OpenCL wants it; Vulkan promises double
/// division single precision's accuracy), for float only under
/// -cl-fp32-correctly-rounded-divide-sqrt (`crDivide`; 2.5 ulp otherwise).
const char *libraryDivider(clang::QualType element, bool crDivide);

/// The library function named `name`, or nullptr.
const clang::FunctionDecl *findLibraryFunction(clang::ASTContext &ast,
                                               llvm::StringRef name);

} // namespace vkcl
