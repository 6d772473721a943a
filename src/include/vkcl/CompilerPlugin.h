// The C entry points of libvkcl-compiler-plugin.so (see
// src/plugin/CompilerPlugin.cpp for why the compiler is a plugin).
#pragma once

#include <cstddef>

namespace vkcl {
struct CompileOptions;
struct CompileResult;

/// Bumped whenever CompileOptions or CompileResult change layout or the
/// meaning of a value (2: ClStd gained CL1_0 and CL1_1).
inline constexpr unsigned CompilerPluginVersion = 2;
inline constexpr const char *CompilerPluginName = "libvkcl-compiler-plugin.so";
} // namespace vkcl

extern "C" {
using VkclPluginCompileFn = void (*)(const vkcl::CompileOptions *, const char *,
                                     size_t, vkcl::CompileResult *);
using VkclPluginVersionFn = unsigned (*)();
}
