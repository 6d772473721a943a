// The one catalogue of vkcl's own diagnostics.
//
// Every message the emitter can give a user is listed here, so wording stays
// consistent and a reviewer can read all of them in one place. They are
// reported through clang's DiagnosticsEngine, so they carry file:line:col and
// print exactly like clang's own.
#pragma once

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/SourceLocation.h>

#include <initializer_list>
#include <string>

namespace vkcl {

enum class Diag {
  NotSupportedYet,        ///< %0 is a construct vkcl does not lower yet
  TargetLacksFeature,     ///< %0 needs %1 (a device feature) the target lacks
  Recursion,              ///< %0 is the function, %1 the call chain
  Goto,                   ///< goto / labels
  BuiltinNotSupported,    ///< %0 builtin name
  CaseNotTopLevel,        ///< case label nested in a statement
  KernelCallsLocalKernel, ///< %0 callee kernel declaring __local variables
  NotConstant,            ///< %0: argument that must be a compile-time constant
  LocalTooLarge,          ///< %0 bytes of __local storage, %1 the limit
  PipeMisuse,             ///< %0: what is wrong with a pipe or its packets
  AtomicUnsupported,      ///< %0: what Vulkan cannot do, %1: the alternative
  InvalidArgument,        ///< %0: a builtin's argument, %1: what it must be
  PrintfFormat,           ///< %0: what is wrong with a printf call
  SpirvLimit,             ///< %0: the construct, %1: SPIR-V's limit
  NoKernel,               ///< the program defines no kernel (a warning)
  NestingTooDeep,         ///< %0: the construct, %1: the most levels, %2: why
  LinkDuplicate,          ///< %0: a symbol defined twice, %1: the other place
  LinkTypeMismatch,       ///< %0: symbol, %1: its type here, %2/%3: the def's
  LinkUndefined,          ///< %0: a user function no unit defines
  DriverBug,              ///< %0: what may be wrong, %1: the driver and why
};

void report(
    clang::DiagnosticsEngine &diags, clang::SourceLocation loc, Diag diag,
    std::initializer_list<std::string> args = {},
    clang::DiagnosticsEngine::Level level = clang::DiagnosticsEngine::Error);

} // namespace vkcl
