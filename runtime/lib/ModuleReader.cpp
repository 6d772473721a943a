// Reading a module before any driver sees it (ModuleReader.h).
#include "ModuleReader.h"

#include <spirv-tools/libspirv.hpp>

#include <cstring>
#include <string>

namespace vkcl {
namespace {

/// The words in this machine's byte order (SPIR-V allows either; the
/// magic number tells which), so that the validator, the reflection and
/// the driver all read the same module.
std::vector<uint32_t> nativeOrder(const std::vector<uint32_t> &words) {
  constexpr uint32_t SwappedMagic = 0x03022307;
  if (words.empty() || words[0] != SwappedMagic)
    return words;
  std::vector<uint32_t> out(words.size());
  for (size_t i = 0; i < words.size(); ++i)
    out[i] = __builtin_bswap32(words[i]);
  return out;
}

/// SPIRV-Tools' validator; an empty string when valid.
std::string validationErrors(const std::vector<uint32_t> &words) {
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_2);
  std::string messages;
  tools.SetMessageConsumer([&](spv_message_level_t, const char *,
                               const spv_position_t &, const char *m) {
    if (messages.empty()) // the first error says what is wrong
      messages = m;
  });
  spvtools::ValidatorOptions options;
  options.SetScalarBlockLayout(true);
  if (tools.Validate(words.data(), words.size(), options))
    return {};
  return messages.empty() ? "validation failed" : messages;
}

} // namespace

Result<std::vector<uint32_t>> spirvWords(const void *bytes, size_t size) {
  if (size == 0 || size % sizeof(uint32_t))
    return makeError(ErrorCode::InvalidBinary,
                     "not a SPIR-V binary (size " + std::to_string(size) +
                         ", not a positive multiple of 4)");
  std::vector<uint32_t> words(size / sizeof(uint32_t));
  std::memcpy(words.data(), bytes, size);
  return words;
}

Result<ModuleContents> readModule(const std::vector<uint32_t> &input,
                                  bool validate) {
  ModuleContents module;
  module.words = nativeOrder(input);
  std::string error;
  if (!readReflection(module.words, module.info, error))
    return makeError(ErrorCode::InvalidBinary, error);
  if (validate) {
    std::string invalid = validationErrors(module.words);
    if (!invalid.empty())
      return makeError(ErrorCode::InvalidBinary,
                       "the module is not valid Vulkan SPIR-V: " + invalid);
  }
  return module;
}

} // namespace vkcl
