// `vkcl compile`: OpenCL C in, SPIR-V (or its disassembly) out.
//
// Diagnostics go to stderr byte for byte as the compiler formatted them, so
// editors and CI parsers that understand clang's output understand ours.
#include "Commands.h"

#include "vkcl/runtime/Build.h"
#include "vkcl/spirv/Tools.h"

#include <cstdio>
#include <ostream>

namespace vkcl::tool {

void printCompileHelp(std::ostream &out) {
  std::string targets;
  for (const std::string &name : TargetProfile::presetNames())
    targets += (targets.empty() ? "" : ", ") + name;
  out << "Usage: vkcl compile [options] FILE.cl [MORE.cl ...]\n"
         "\n"
         "Compiles OpenCL C to a Vulkan SPIR-V module that carries its own\n"
         "kernel interface (see 'vkcl reflect'). FILE '-' reads stdin.\n"
         "Several files are compiled each on its own, with the same options,\n"
         "and linked into one module, as clLinkProgram links compiled\n"
         "objects: a function or extern variable one file declares may be\n"
         "defined in another.\n"
         "\n"
         "Options:\n"
         "  -o FILE               Write the module to FILE ('-': stdout).\n"
         "                        Default: FILE.spv next to the input.\n"
         "  -S                    Write SPIR-V assembly text (default name\n"
         "                        FILE.spvasm; stdout for stdin input).\n"
         "  --target NAME         Device profile to compile for: "
      << targets
      << "\n"
         "                        (default desktop).\n"
         "  -D NAME[=VALUE]       Define a macro (also -DNAME[=VALUE]).\n"
         "  -I DIR                Add an include directory (also -IDIR).\n"
         "  -cl-std=VERSION       CL1.0, CL1.1, CL1.2, CL2.0 or CL3.0\n"
         "                        (default CL3.0).\n"
         "  -cl-fast-relaxed-math Allow faster, less precise math.\n"
         "  -O0, -cl-opt-disable  Skip the SPIR-V optimizer.\n"
         "  --time                Print the time of each phase to stderr.\n"
         "  -h, --help            Show this help.\n"
         "\n"
         "The other OpenCL build options, as clBuildProgram takes them:\n"
         "  -cl-mad-enable -cl-no-signed-zeros -cl-unsafe-math-optimizations\n"
         "  -cl-finite-math-only -cl-denorms-are-zero\n"
         "  -cl-fp32-correctly-rounded-divide-sqrt "
         "-cl-single-precision-constant\n"
         "  -w -Werror; accepted without effect on the module:\n"
         "  -cl-kernel-arg-info -cl-uniform-work-group-size "
         "-cl-no-subgroup-ifp\n"
         "  -cl-strict-aliasing -g.\n"
         "\n"
         "Exit status: 0 compiled, 1 compile or file error, 2 usage error.\n";
}

namespace {

void printTimings(std::ostream &err, const CompileTimings &t) {
  char line[160];
  std::snprintf(line, sizeof line,
                "parse %.2f ms, emit %.2f ms, optimize %.2f ms, validate "
                "%.2f ms, total %.2f ms\n",
                t.parseMs, t.emitMs, t.optimizeMs, t.validateMs,
                t.parseMs + t.emitMs + t.optimizeMs + t.validateMs);
  err << line;
}

std::string toBytes(const std::vector<uint32_t> &words) {
  // Modules are little-endian by convention; so are all hosts vkcl runs on.
  return std::string(reinterpret_cast<const char *>(words.data()),
                     words.size() * sizeof(uint32_t));
}

} // namespace

int runCompile(const std::vector<std::string> &args, std::ostream &out,
               std::ostream &err) {
  CompileInvocation invocation;
  std::string error;
  switch (parseCompileArgs(args, invocation, error)) {
  case ParseStatus::Help:
    printCompileHelp(out);
    return ExitSuccess;
  case ParseStatus::UsageError:
    return usageError(err, "compile", error);
  case ParseStatus::Run:
    break;
  }
  // One unit per file, each named after its file (the first as the
  // options parser named it: "<stdin>" for '-').
  std::vector<std::string> paths = {invocation.input};
  paths.insert(paths.end(), invocation.moreInputs.begin(),
               invocation.moreInputs.end());
  std::vector<SourceUnit> units;
  for (const std::string &path : paths) {
    SourceUnit unit{"", invocation.options};
    if (!units.empty())
      unit.options.fileName = path;
    if (!readFile(path, unit.source, error)) {
      err << ErrorPrefix << error << '\n';
      return ExitFailure;
    }
    units.push_back(std::move(unit));
  }
  // Through the plugin, like every vkcl process that may also load a
  // Vulkan driver (see src/plugin/CompilerPlugin.cpp).
  Result<CompileResult> compiled = compileProgramWithPlugin(units);
  if (!compiled) {
    err << ErrorPrefix << compiled.error().message << '\n';
    return ExitFailure;
  }
  CompileResult &result = *compiled;
  err << result.diagnostics;
  if (invocation.time)
    printTimings(err, result.timings);
  if (!result.success) {
    if (result.diagnostics.empty())
      err << ErrorPrefix << invocation.options.fileName
          << ": compilation failed\n";
    return ExitFailure;
  }
  std::string data = invocation.disassembly ? spirv::disassemble(result.spirv)
                                            : toBytes(result.spirv);
  if (!writeFile(invocation.output, data, out, error)) {
    err << ErrorPrefix << error << '\n';
    return ExitFailure;
  }
  return ExitSuccess;
}

} // namespace vkcl::tool
