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
  /// Name shown in diagnostics for the source buffer.
  std::string fileName = "input.cl";
};

struct CompileTimings {
  double parseMs = 0, emitMs = 0, optimizeMs = 0, validateMs = 0;
};

struct CompileResult {
  bool success = false;
  std::vector<uint32_t> spirv;
  /// Every diagnostic, formatted as clang prints them (file:line:col: …).
  std::string diagnostics;
  CompileTimings timings;
};

/// Compiles `source`. On failure `success` is false and `diagnostics` says
/// why; `spirv` is empty.
CompileResult compile(const std::string &source, const CompileOptions &options);

} // namespace vkcl
