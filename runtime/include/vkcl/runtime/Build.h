// Programs from OpenCL C source.
//
// The compiler (clang) is loaded privately from libvkcl-compiler-plugin.so
// rather than linked: a process that also runs kernels on a Mesa driver must
// not have a second LLVM in its global symbol scope (see
// src/plugin/CompilerPlugin.cpp). Found through $VKCL_COMPILER_PLUGIN, next
// to the executable (../lib), the build tree, then the install prefix.
#pragma once

#include "vkcl/Compiler.h"
#include "vkcl/runtime/Program.h"

namespace vkcl {

/// Compiles through the plugin. A missing plugin is NotFound, naming the
/// places searched; diagnostics are in the CompileResult.
Result<CompileResult> compileWithPlugin(const std::string &source,
                                        const CompileOptions &options);

/// compileWithPlugin through $VKCL_KERNEL_CACHE when it is set: a cached
/// compile (or its cached failure) is returned without the plugin, so a
/// machine without clang runs sources compiled elsewhere; a new successful
/// compile is stored (and also for $VKCL_KERNEL_CACHE_ALSO's preset).
Result<CompileResult> compileCached(const std::string &source,
                                    const CompileOptions &options);

/// The same for a program linked from several units (vkcl::compileProgram).
Result<CompileResult>
compileProgramWithPlugin(const std::vector<SourceUnit> &units);
Result<CompileResult>
compileProgramCached(const std::vector<SourceUnit> &units);

/// Compiles `source` for `device`'s profile (options.target is replaced by
/// it) and creates the program. CompileFailed carries the diagnostics.
Result<std::shared_ptr<Program>> buildProgram(Device &device,
                                              const std::string &source,
                                              CompileOptions options = {});

/// Compiles `units` for `device`'s profile, links them into one program
/// (vkcl::compileProgram) and creates it.
Result<std::shared_ptr<Program>> buildProgram(Device &device,
                                              std::vector<SourceUnit> units);

} // namespace vkcl
