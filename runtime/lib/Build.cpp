#include "vkcl/runtime/Build.h"
#include "vkcl/CompilerPlugin.h"

#include <dlfcn.h>
#include <unistd.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
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

Result<VkclPluginCompileProgramFn> loadPlugin() {
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
    auto fn = reinterpret_cast<VkclPluginCompileProgramFn>(
        dlsym(handle, "vkclPluginCompileProgram"));
    if (!version || !fn || version() != CompilerPluginVersion) {
      tried += "\n  " + path + ": not a compatible vkcl compiler plugin";
      continue;
    }
    return fn;
  }
  return makeError(ErrorCode::NotFound,
                   "cannot load the vkcl compiler plugin; tried:" + tried);
}

/// FNV-1a over everything that decides the generated code.
class KeyHasher {
public:
  void add(const void *data, size_t size) {
    const auto *p = static_cast<const unsigned char *>(data);
    for (size_t i = 0; i < size; ++i)
      hash_ = (hash_ ^ p[i]) * 1099511628211ull;
    hash_ = (hash_ ^ 0xff) * 1099511628211ull; // field separator
  }
  void add(const std::string &s) { add(s.data(), s.size()); }
  void add(uint64_t v) { add(&v, sizeof v); }
  uint64_t value() const { return hash_; }

private:
  uint64_t hash_ = 14695981039346656037ull;
};

/// The cache key of a compile: every unit's source and options and the
/// profile fields the emitter's output depends on (not the device name or
/// limits that only feed diagnostics), so a kernel compiled here for the
/// `desktop` preset is found on any device with the same features.
std::string cacheKey(const std::vector<SourceUnit> &units) {
  KeyHasher h;
  // Entries are not invalidated within one vkcl version: clear the cache
  // directory after changing the compiler.
  h.add(std::string(VKCL_VERSION));
  for (const SourceUnit &unit : units) {
    const CompileOptions &o = unit.options;
    h.add(unit.source);
    h.add(static_cast<uint64_t>(o.clStd));
    for (const std::string &d : o.defines)
      h.add(d);
    for (const std::string &i : o.includeDirs)
      h.add(i);
    for (const std::string &e : o.extraClangOptions)
      h.add(e);
    h.add(o.fastRelaxedMath);
    h.add(o.optimize);
    h.add(o.compileOnly);
  }
  const TargetProfile &t = units.front().options.target;
  for (bool f : {t.int64,
                 t.int16,
                 t.int8,
                 t.float16,
                 t.float64,
                 t.storage8,
                 t.storage16,
                 t.exactUintToFloat,
                 t.workgroupExplicitLayout,
                 t.float16RoundingRte,
                 t.float16DenormPreserve,
                 t.float32RoundingRte,
                 t.infNanPreserve16,
                 t.infNanPreserve32,
                 t.infNanPreserve64,
                 t.fencesInDivergentLoops,
                 t.loopCompareExchange,
                 t.fusedFma,
                 t.preciseExp2,
                 t.exactRounding64,
                 t.int64Atomics,
                 t.subgroupExtendedTypes,
                 t.float32AtomicAddGlobal,
                 t.float32AtomicAddLocal,
                 t.storageImageWriteWithoutFormat,
                 t.storageImageReadWithoutFormat,
                 t.vulkanMemoryModel,
                 t.subgroupSizeControl})
    h.add(static_cast<uint64_t>(f));
  h.add(t.pushConstantBytes);
  h.add(t.maxBranchNesting);
  h.add(t.maxBufferAccesses);
  h.add(t.subgroupOperations);
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx",
                static_cast<unsigned long long>(h.value()));
  return hex;
}

bool saveSpirv(const std::string &path, const std::vector<uint32_t> &words) {
  std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary);
    if (!out)
      return false;
    out.write(reinterpret_cast<const char *>(words.data()),
              static_cast<std::streamsize>(words.size() * 4));
  }
  return std::rename(tmp.c_str(), path.c_str()) == 0;
}

} // namespace

Result<CompileResult> compileWithPlugin(const std::string &source,
                                        const CompileOptions &options) {
  return compileProgramWithPlugin({SourceUnit{source, options}});
}

Result<CompileResult>
compileProgramWithPlugin(const std::vector<SourceUnit> &units) {
  Result<VkclPluginCompileProgramFn> compileFn = loadPlugin();
  if (!compileFn)
    return compileFn.error();
  CompileResult result;
  (*compileFn)(units.data(), units.size(), &result);
  return result;
}

Result<CompileResult> compileCached(const std::string &source,
                                    const CompileOptions &options) {
  return compileProgramCached({SourceUnit{source, options}});
}

Result<CompileResult>
compileProgramCached(const std::vector<SourceUnit> &units) {
  if (units.empty())
    return makeError(ErrorCode::InvalidArgument, "no compilation unit");
  // $VKCL_KERNEL_CACHE: compiled kernels by key, so machines without clang
  // (a GPU box) run sources compiled elsewhere. $VKCL_KERNEL_CACHE_ALSO=NAME
  // also stores each kernel compiled for the named preset profile; where
  // that compile fails, KEY.failed keeps its diagnostics, so the machine
  // without clang reports them instead of a missing compiler.
  const char *cacheDir = std::getenv("VKCL_KERNEL_CACHE");
  std::string cached;
  if (cacheDir && *cacheDir) {
    std::string stem = std::string(cacheDir) + "/" + cacheKey(units);
    cached = stem + ".spv";
    std::ifstream in(cached, std::ios::binary);
    if (in.good()) {
      std::string bytes((std::istreambuf_iterator<char>(in)),
                        std::istreambuf_iterator<char>());
      CompileResult hit;
      hit.success = bytes.size() % 4 == 0 && !bytes.empty();
      hit.spirv.resize(bytes.size() / 4);
      std::memcpy(hit.spirv.data(), bytes.data(), hit.spirv.size() * 4);
      if (!hit.success)
        hit.diagnostics = "error: corrupt kernel cache entry " + cached + "\n";
      return hit;
    }
    std::ifstream failed(stem + ".failed");
    if (failed.good()) {
      CompileResult miss;
      miss.diagnostics.assign(std::istreambuf_iterator<char>(failed),
                              std::istreambuf_iterator<char>());
      return miss;
    }
  }
  Result<CompileResult> compiled = compileProgramWithPlugin(units);
  if (!compiled || !compiled->success || cached.empty())
    return compiled;
  std::filesystem::create_directories(cacheDir);
  saveSpirv(cached, compiled->spirv);
  if (const char *also = std::getenv("VKCL_KERNEL_CACHE_ALSO"))
    if (std::optional<TargetProfile> preset = TargetProfile::preset(also)) {
      std::vector<SourceUnit> other = units;
      for (SourceUnit &unit : other)
        unit.options.target = *preset;
      Result<CompileResult> extra = compileProgramWithPlugin(other);
      std::string stem = std::string(cacheDir) + "/" + cacheKey(other);
      if (extra && extra->success)
        saveSpirv(stem + ".spv", extra->spirv);
      else
        std::ofstream(stem + ".failed")
            << (extra ? extra->diagnostics : extra.error().message);
    }
  return compiled;
}

Result<std::shared_ptr<Program>> buildProgram(Device &device,
                                              const std::string &source,
                                              CompileOptions options) {
  return buildProgram(device, {SourceUnit{source, std::move(options)}});
}

Result<std::shared_ptr<Program>> buildProgram(Device &device,
                                              std::vector<SourceUnit> units) {
  // Code is generated for exactly what this device has.
  for (SourceUnit &unit : units)
    unit.options.target = device.profile();
  Result<CompileResult> compiled = compileProgramCached(units);
  if (!compiled)
    return compiled.error();
  if (!compiled->success)
    return makeError(ErrorCode::CompileFailed, compiled->diagnostics);
  return Program::fromSpirv(device, compiled->spirv,
                            Program::Trust::CompiledByVkcl);
}

} // namespace vkcl
