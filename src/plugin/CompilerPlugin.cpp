// The compiler as a plugin loaded with dlopen(RTLD_LOCAL).
//
// Processes that compile kernels *and* run them on a Mesa driver must not
// have clang's libraries in their global symbol scope: lavapipe links its
// own LLVM (15 in Debian 12), and libclang-cpp's exported template
// instantiations would interpose on it and crash the driver. Loading the
// compiler privately keeps the two LLVMs apart. The entry point is C; the
// structs crossing it are vkcl's own, built by the same toolchain.
#include "vkcl/CompilerPlugin.h"
#include "vkcl/Compiler.h"

extern "C" __attribute__((visibility("default"))) void
vkclPluginCompile(const vkcl::CompileOptions *options, const char *source,
                  size_t size, vkcl::CompileResult *result) {
  *result = vkcl::compile(std::string(source, size), *options);
}

extern "C" __attribute__((visibility("default"))) void
vkclPluginCompileProgram(const vkcl::SourceUnit *units, size_t count,
                         vkcl::CompileResult *result) {
  *result =
      vkcl::compileProgram(std::vector<vkcl::SourceUnit>(units, units + count));
}

extern "C" __attribute__((visibility("default"))) unsigned vkclPluginVersion() {
  return vkcl::CompilerPluginVersion;
}
