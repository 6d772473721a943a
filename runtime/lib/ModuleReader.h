// Reading a module before any driver sees it.
//
// A .spv file or a clCreateProgramWithBinary blob is untrusted input: it
// may be truncated, byte-swapped, invalid SPIR-V, or valid SPIR-V whose
// reflection lies about its arguments. Everything the runtime learns from a
// module it learns here, with no Vulkan device involved, so that the same
// code is what the module-reader fuzz target (fuzz/) exercises.
#pragma once

#include "vkcl/Reflection.h"
#include "vkcl/runtime/Result.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace vkcl {

/// A module the runtime may hand to a driver: its words in this machine's
/// byte order and the reflection read from them.
struct ModuleContents {
  std::vector<uint32_t> words;
  ProgramInfo info;
};

/// The words of a SPIR-V binary held in `size` bytes; InvalidBinary when
/// the size is not a positive multiple of four.
Result<std::vector<uint32_t>> spirvWords(const void *bytes, size_t size);

/// Reads `input` (either byte order): the reflection, checked for
/// consistency (readReflection), then, unless the module comes straight
/// from vkcl's own compiler, SPIRV-Tools' validator for the environment
/// vkcl's compiler writes (Vulkan 1.2, scalar block layout).
Result<ModuleContents> readModule(const std::vector<uint32_t> &input,
                                  bool validate);

} // namespace vkcl
