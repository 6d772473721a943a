// The C entry points of libvkcl-compiler-plugin.so (see
// src/plugin/CompilerPlugin.cpp for why the compiler is a plugin).
#pragma once

#include <cstddef>

namespace vkcl {
struct CompileOptions;
struct CompileResult;

/// Bumped whenever CompileOptions or CompileResult change layout.
inline constexpr unsigned CompilerPluginVersion = 1;
inline constexpr const char *CompilerPluginName = "libvkcl-compiler-plugin.so";
} // namespace vkcl

extern "C" {
using VkclPluginCompileFn = void (*)(const vkcl::CompileOptions *, const char *,
                                     size_t, vkcl::CompileResult *);
using VkclPluginVersionFn = unsigned (*)();
}
