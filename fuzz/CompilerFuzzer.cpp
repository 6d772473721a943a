// libFuzzer target: vkcl's compiler on arbitrary OpenCL C.
//
// The compiler's promise (issue 24) is that no input crashes it and that
// every module it accepts is valid Vulkan SPIR-V whose reflection the
// runtime can read. An input breaks the promise, and this target aborts,
// when the compile ends in an internal compiler error (a crash that LLVM's
// crash recovery caught, or an emitter bug the validator caught), or when
// it succeeds with a module the runtime would refuse. Sanitizer reports
// (ASan, UBSan) abort on their own. Ordinary diagnostics are fine.
//
// The first byte picks the options, so the fuzzer explores them as well:
// bits 0-1 the target profile, bits 2-4 the OpenCL C version, bit 5 -O0,
// bit 6 -cl-fast-relaxed-math. The rest is the source.
#include "vkcl/Compiler.h"
#include "vkcl/Reflection.h"
#include "vkcl/spirv/Tools.h"

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

vkcl::CompileOptions optionsFor(uint8_t selector) {
  static const std::array<const char *, 3> targets = {"desktop", "lavapipe",
                                                      "swiftshader"};
  static const std::array<vkcl::ClStd, 5> versions = {
      vkcl::ClStd::CL1_0, vkcl::ClStd::CL1_1, vkcl::ClStd::CL1_2,
      vkcl::ClStd::CL2_0, vkcl::ClStd::CL3_0};
  vkcl::CompileOptions options;
  options.target = *vkcl::TargetProfile::preset(targets[selector % 3 % 3]);
  options.clStd = versions[(selector >> 2) % 8 % versions.size()];
  options.optimize = !(selector & 0x20);
  options.fastRelaxedMath = selector & 0x40;
  options.fileName = "fuzz.cl";
  return options;
}

[[noreturn]] void broken(const std::string &what, const std::string &detail) {
  std::fprintf(stderr, "vkcl-fuzz-compiler: %s\n%s\n", what.c_str(),
               detail.c_str());
  std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0)
    return 0;
  const vkcl::CompileOptions options = optionsFor(data[0]);
  const std::string source(reinterpret_cast<const char *>(data) + 1, size - 1);
  const vkcl::CompileResult result = vkcl::compile(source, options);
  if (result.internalError)
    broken("internal compiler error", result.diagnostics);
  if (!result.success)
    return 0;
  std::string invalid = vkcl::spirv::validate(result.spirv);
  if (!invalid.empty())
    broken("the compiler accepted the input with an invalid module", invalid);
  vkcl::ProgramInfo info;
  std::string error;
  if (!vkcl::readReflection(result.spirv, info, error))
    broken("the compiler wrote reflection the runtime cannot read", error);
  return 0;
}
