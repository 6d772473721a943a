// Helpers shared by the vkcl-spirv tests: inspecting written binaries
// without depending on the disassembler's exact spelling.
#pragma once

#include "vkcl/spirv/Builder.h"
#include "vkcl/spirv/Module.h"

#include <spirv-tools/libspirv.hpp>

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace vkcl::spirv::test {

/// A storage buffer %buf of uints (%rt: its block, %pelem: a pointer to
/// one element) for assembled test modules: its decorations, then its
/// types and variable (after %uint).
inline const char *const kUintBufferDecorations = R"(
OpDecorate %rt Block
OpMemberDecorate %rt 0 Offset 0
OpDecorate %arr ArrayStride 4
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 0
)";
inline const char *const kUintBufferTypes = R"(
%arr = OpTypeRuntimeArray %uint
%rt = OpTypeStruct %arr
%pbuf = OpTypePointer StorageBuffer %rt
%pelem = OpTypePointer StorageBuffer %uint
%buf = OpVariable %pbuf StorageBuffer
)";

/// Assembles SPIR-V text for Vulkan 1.2 (SPIR-V 1.5), failing the test
/// with the assembler's messages when it does not assemble.
inline std::vector<uint32_t> assemble(const std::string &text) {
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_2);
  std::string messages;
  tools.SetMessageConsumer([&](spv_message_level_t, const char *,
                               const spv_position_t &,
                               const char *message) { messages += message; });
  std::vector<uint32_t> words;
  EXPECT_TRUE(tools.Assemble(text, &words)) << messages << "\n" << text;
  return words;
}

/// The instructions of a binary as (opcode, words) pairs, header skipped.
inline std::vector<std::vector<uint32_t>>
instructions(const std::vector<uint32_t> &words) {
  std::vector<std::vector<uint32_t>> result;
  for (size_t offset = 5; offset < words.size();) {
    const uint32_t count = words[offset] >> 16;
    if (count == 0 || offset + count > words.size())
      break;
    result.emplace_back(words.begin() + offset, words.begin() + offset + count);
    offset += count;
  }
  return result;
}

inline spv::Op opcodeOf(const std::vector<uint32_t> &instruction) {
  return static_cast<spv::Op>(instruction[0] & 0xffffu);
}

inline std::vector<spv::Capability>
capabilities(const std::vector<uint32_t> &words) {
  std::vector<spv::Capability> result;
  for (const auto &instruction : instructions(words))
    if (opcodeOf(instruction) == spv::Op::OpCapability)
      result.push_back(static_cast<spv::Capability>(instruction[1]));
  return result;
}

inline bool hasCapability(const std::vector<uint32_t> &words,
                          spv::Capability capability) {
  for (spv::Capability c : capabilities(words))
    if (c == capability)
      return true;
  return false;
}

inline std::vector<std::string> extensions(const std::vector<uint32_t> &words) {
  std::vector<std::string> result;
  for (const auto &instruction : instructions(words)) {
    if (opcodeOf(instruction) != spv::Op::OpExtension)
      continue;
    std::string text;
    for (size_t i = 1; i < instruction.size(); ++i)
      for (unsigned byte = 0; byte < 4; ++byte)
        if (char c = static_cast<char>((instruction[i] >> (8 * byte)) & 0xff))
          text.push_back(c);
    result.push_back(text);
  }
  return result;
}

inline bool hasExtension(const std::vector<uint32_t> &words,
                         const std::string &name) {
  for (const std::string &extension : extensions(words))
    if (extension == name)
      return true;
  return false;
}

/// The interface ids of the first OpEntryPoint.
inline std::vector<Id> entryInterface(const std::vector<uint32_t> &words) {
  for (const auto &instruction : instructions(words)) {
    if (opcodeOf(instruction) != spv::Op::OpEntryPoint)
      continue;
    size_t i = 3; // opcode, model, function, then the name
    while (i < instruction.size() && (instruction[i] >> 24) != 0)
      ++i;
    return std::vector<Id>(instruction.begin() + i + 1, instruction.end());
  }
  return {};
}

/// A `void main()` compute kernel with LocalSize 1 1 1, and a builder
/// positioned in its entry block. Tests add instructions and then call
/// `finish()` to return.
struct Kernel {
  Module module;
  Function *main = nullptr;
  std::unique_ptr<Builder> builder;

  Kernel() {
    main = &module.addFunction(module.typeVoid(), {});
    module.addEntryPoint(spv::ExecutionModel::GLCompute, main->id, "main");
    module.addExecutionMode(main->id, spv::ExecutionMode::LocalSize, {1, 1, 1});
    builder = std::make_unique<Builder>(module, *main);
    builder->setInsertPoint(main->createBlock());
  }
  std::vector<uint32_t> finish() {
    if (!builder->isTerminated())
      builder->returnVoid();
    return module.write();
  }
};

inline bool contains(const std::string &text, const std::string &needle) {
  return text.find(needle) != std::string::npos;
}

} // namespace vkcl::spirv::test
