// Private to vkcl-spirv: what the writer derives from a module's contents.
//
// Capabilities and entry-point interfaces both depend on which operands of
// an instruction are ids, and that is not knowable from our Instruction
// struct alone (OpCompositeExtract indices, memory-access alignments and
// OpSwitch literals are plain numbers that can collide with ids). So the
// writer serialises the id-bearing sections once and lets SPIRV-Tools' binary
// parser, which carries the grammar, classify every operand.
#pragma once

#include "vkcl/spirv/Module.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace vkcl::spirv::detail {

/// One instruction of the analysed binary.
struct FactInstruction {
  spv::Op opcode = spv::Op::OpNop;
  Id resultType = 0;
  Id result = 0;
  std::vector<uint32_t> words; ///< The whole instruction, opcode word first.
  /// Operands that reference ids (excluding the result type and result id).
  /// Exact when the grammar-aware parse succeeded; otherwise every operand
  /// word, which can only over-approximate.
  std::vector<Id> idOperands;
  /// Where each of idOperands lies in `words` (exact parse only; empty
  /// otherwise).
  std::vector<uint16_t> idOffsets;
  int function = -1; ///< Index of the enclosing function; -1: module scope.
};

/// The instructions of a module (any sections) plus a definition index.
struct ModuleFacts {
  std::vector<FactInstruction> instructions;
  std::map<Id, size_t> definitions; ///< result id -> index in instructions
  std::vector<Id> functionIds;      ///< function index -> OpFunction id
  bool exact = false;               ///< Whether the parser classified ids.

  const FactInstruction *find(Id id) const;
  /// The type of value `id`, 0 when it is not a typed value.
  Id typeOf(Id id) const;
};

/// Analyses `words`, a binary that starts with a 5-word header. Sections may
/// be missing or out of order; only instruction framing must be right.
ModuleFacts analyzeModule(const std::vector<uint32_t> &words);

/// Decodes the nul-terminated literal string starting at `words[first]`.
std::string literalString(const std::vector<uint32_t> &words, size_t first);

/// Everything the preamble of the module needs.
struct Requirements {
  std::set<uint32_t> capabilities; ///< spv::Capability values; sorted.
  std::set<std::string> extensions;
  spv::AddressingModel addressing = spv::AddressingModel::Logical;
  spv::MemoryModel memory = spv::MemoryModel::GLSL450;
};

/// Derives capabilities, extensions and models from `facts`, then adds the
/// explicitly requested ones. Deterministic: sets are ordered.
Requirements inferRequirements(const ModuleFacts &facts,
                               const std::vector<spv::Capability> &explicitCaps,
                               const std::vector<std::string> &explicitExts);

} // namespace vkcl::spirv::detail
