#include "vkcl/runtime/Build.h"
#include "vkcl/CompilerPlugin.h"

#include <dlfcn.h>
#include <unistd.h>

#include <climits>
#include <cstdlib>
#include <string>
#include <vector>

namespace vkcl {
namespace {

std::vector<std::string> candidates() {
  std::vector<std::string> paths;
  if (const char *env = std::getenv("VKCL_COMPILER_PLUGIN"))
    paths.push_back(env);
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    std::string dir(exe, static_cast<size_t>(n));
    dir = dir.substr(0, dir.rfind('/'));
    paths.push_back(dir + "/../lib/" + CompilerPluginName);
  }
#ifdef VKCL_PLUGIN_BUILD_PATH
  paths.push_back(VKCL_PLUGIN_BUILD_PATH);
#endif
#ifdef VKCL_PLUGIN_INSTALL_PATH
  paths.push_back(VKCL_PLUGIN_INSTALL_PATH);
#endif
  paths.push_back(CompilerPluginName);
  return paths;
}

Result<VkclPluginCompileFn> loadPlugin() {
  std::string tried;
  for (const std::string &path : candidates()) {
    // RTLD_LOCAL keeps clang's symbols out of the global scope. The handle
    // is never closed: LLVM does not support being unloaded.
    void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      tried += "\n  " + path + ": " + dlerror();
      continue;
    }
    auto version = reinterpret_cast<VkclPluginVersionFn>(
        dlsym(handle, "vkclPluginVersion"));
    auto fn = reinterpret_cast<VkclPluginCompileFn>(
        dlsym(handle, "vkclPluginCompile"));
    if (!version || !fn || version() != CompilerPluginVersion) {
      tried += "\n  " + path + ": not a compatible vkcl compiler plugin";
      continue;
    }
    return fn;
  }
  return makeError(ErrorCode::NotFound,
                   "cannot load the vkcl compiler plugin; tried:" + tried);
}

} // namespace

Result<CompileResult> compileWithPlugin(const std::string &source,
                                        const CompileOptions &options) {
  Result<VkclPluginCompileFn> compileFn = loadPlugin();
  if (!compileFn)
    return compileFn.error();
  CompileResult result;
  (*compileFn)(&options, source.data(), source.size(), &result);
  return result;
}

Result<std::shared_ptr<Program>> buildProgram(Device &device,
                                              const std::string &source,
                                              CompileOptions options) {
  // Code is generated for exactly what this device has.
  options.target = device.profile();
  Result<CompileResult> compiled = compileWithPlugin(source, options);
  if (!compiled)
    return compiled.error();
  if (!compiled->success)
    return makeError(ErrorCode::CompileFailed, compiled->diagnostics);
  return Program::fromSpirv(device, compiled->spirv);
}

} // namespace vkcl
