// libFuzzer target: the runtime's module reader on arbitrary bytes.
//
// A .spv file, a clCreateProgramWithBinary blob or a kernel cache entry is
// untrusted input: readModule (runtime/lib/ModuleReader.h) must refuse
// whatever is malformed with an error and never crash, read out of bounds
// or overflow (ASan and UBSan abort on their own). What it accepts, the
// rest of the runtime then reads without further checks, so this target
// also walks the accepted reflection as the runtime does: each argument's
// bytes inside its kernel's argument block, the push-constant size, and
// the JSON `vkcl reflect` prints.
#include "ModuleReader.h"
#include "vkcl/Reflection.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void broken(const char *what) {
  std::fprintf(stderr, "vkcl-fuzz-module: accepted %s\n", what);
  std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  vkcl::Result<std::vector<uint32_t>> words = vkcl::spirvWords(data, size);
  if (!words)
    return 0;
  // Both trust levels: a module straight from vkcl's compiler skips the
  // validator, so the reflection reader alone must hold on any words.
  for (bool validate : {false, true}) {
    vkcl::Result<vkcl::ModuleContents> module =
        vkcl::readModule(*words, validate);
    if (!module)
      continue;
    const vkcl::ProgramInfo &info = module->info;
    for (const vkcl::KernelInfo &kernel : info.kernels)
      for (const vkcl::ArgInfo &arg : kernel.args)
        if (uint64_t(arg.offset) + arg.size > kernel.argBlockSize)
          broken("an argument outside its kernel's argument block");
    // Program.cpp copies constantDataBytes out of constantData.
    if (uint64_t(info.constantDataBytes) >
        4 * uint64_t(info.constantData.size()))
      broken("a data segment larger than its bytes");
    if (info.globalVariableBytes > info.constantDataBytes)
      broken("__global variables outside the data segment");
    (void)vkcl::pushConstantBytes(info);
    (void)vkcl::reflectionToJson(info);
  }
  return 0;
}
