// Compiles OpenCL C source to Vulkan SPIR-V with embedded reflection.
//
// Options are a value passed to each call, never global state, so compiles
// may run concurrently on several threads. User errors come back as clang
// diagnostics (file:line:col); the call itself never throws.
#pragma once

#include "vkcl/TargetProfile.h"

#include <cstdint>
#include <string>
#include <vector>

namespace vkcl {

/// The OpenCL C version compiled (-cl-std=CLX.Y).
enum class ClStd { CL1_0, CL1_1, CL1_2, CL2_0, CL3_0 };

struct CompileOptions {
  TargetProfile target = *TargetProfile::preset("desktop");
  ClStd clStd = ClStd::CL3_0;
  /// `NAME` or `NAME=VALUE`, as -D.
  std::vector<std::string> defines;
  std::vector<std::string> includeDirs;
  /// Other clang OpenCL options (-cl-mad-enable, -cl-finite-math-only, …),
  /// passed through where clang accepts them.
  std::vector<std::string> extraClangOptions;
  bool fastRelaxedMath = false;
  bool optimize = true; ///< false: -O0, the emitter's own output (validated).
  /// clCompileProgram: the unit is checked on its own, for a later link.
  /// Functions and `extern` variables it declares but does not define are
  /// then left to the link (their uses become placeholders, so the module
  /// is not for running), and a unit without kernels gets no warning.
  bool compileOnly = false;
  /// Name shown in diagnostics for the source buffer.
  std::string fileName = "input.cl";
};

/// A header a unit #included from a file (not one of vkcl's or clang's
/// own): the name the #include spelled and the text it had.
struct IncludedHeader {
  std::string name;
  std::string text;
};

struct CompileTimings {
  double parseMs = 0, emitMs = 0, optimizeMs = 0, validateMs = 0;
};

struct CompileResult {
  bool success = false;
  std::vector<uint32_t> spirv;
  /// Every diagnostic, formatted as clang prints them (file:line:col: …).
  std::string diagnostics;
  /// The compile failed through a fault of vkcl's, not the source's: the
  /// compiler crashed, or wrote a module the validator refused. The
  /// diagnostics then say "internal compiler error"; it is a bug to report.
  bool internalError = false;
  CompileTimings timings;
  /// The user headers the units included, so that a compiled object can
  /// keep them (clCompileProgram: a header may be gone by the link).
  std::vector<IncludedHeader> includedHeaders;
};

/// Compiles `source`. On failure `success` is false and `diagnostics` says
/// why; `spirv` is empty.
CompileResult compile(const std::string &source, const CompileOptions &options);

/// One compilation unit of a program: its source and the options it is
/// compiled with (its macros, include directories, -cl-std, file name).
struct SourceUnit {
  std::string source;
  CompileOptions options;
};

/// Compiles `units` and links them into one module, as clLinkProgram links
/// compiled objects: each unit is parsed on its own, a call of a function
/// (or a use of an `extern` variable) that its unit only declares runs
/// another unit's definition of that name, and static names stay in their
/// unit. The first unit's target, `optimize` and file name decide the
/// module; every unit must have the same target. compile() is the case of
/// one unit.
CompileResult compileProgram(const std::vector<SourceUnit> &units);

} // namespace vkcl
