// The C entry points of libvkcl-compiler-plugin.so (see
// src/plugin/CompilerPlugin.cpp for why the compiler is a plugin).
#pragma once

#include <cstddef>

namespace vkcl {
struct CompileOptions;
struct CompileResult;
struct SourceUnit;

/// Bumped whenever CompileOptions or CompileResult change layout or the
/// meaning of a value, or an entry point is added (2: ClStd gained CL1_0
/// and CL1_1; 3: vkclPluginCompileProgram).
inline constexpr unsigned CompilerPluginVersion = 3;
inline constexpr const char *CompilerPluginName = "libvkcl-compiler-plugin.so";
} // namespace vkcl

extern "C" {
using VkclPluginCompileFn = void (*)(const vkcl::CompileOptions *, const char *,
                                     size_t, vkcl::CompileResult *);
using VkclPluginCompileProgramFn = void (*)(const vkcl::SourceUnit *, size_t,
                                            vkcl::CompileResult *);
using VkclPluginVersionFn = unsigned (*)();
}
