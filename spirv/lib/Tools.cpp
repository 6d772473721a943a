// In-process SPIRV-Tools wrappers.
//
// The validator and optimizer are configured identically (Vulkan 1.2,
// scalar block layout) so that a module the validator accepts is also one
// the optimizer is willing to start from.
//
// Why `optimize` does more than run the performance recipe: in SPIRV-Tools
// 2023.1 the passes that do the real work (aggressive DCE, local load/store
// elimination, local access-chain conversion) silently do nothing when the
// module
//  * declares an extension missing from their allowlists. Two that vkcl
//    emits are missing although the passes handle their semantics:
//    SPV_KHR_physical_storage_buffer (the identical EXT spelling *is* listed)
//    and SPV_KHR_float_controls. Both are core in the SPIR-V versions vkcl
//    targets, so they are removed for the duration of the run and put back.
//  * imports any NonSemantic.* set other than Shader.DebugInfo.100, which is
//    exactly what vkcl's reflection does. The stock recipe keeps those
//    instructions but then leaves every Function variable in memory. So
//    module-scope non-semantic instructions are lifted out before the run
//    and re-inserted afterwards, together with whatever the optimizer
//    deleted that they reference (OpStrings, constants, their types,
//    variables) and those ids' names and decorations.
// If re-insertion cannot produce a valid module, the unmodified recipe is run
// instead: slower code, but nothing is lost.
#define SPV_ENABLE_UTILITY_CODE
#include "vkcl/spirv/Tools.h"

#include "CapabilityInference.h"
#include "OptimizerRecipe.h"
#include "PromoteLocals.h"

#include <spirv-tools/libspirv.hpp>
#include <spirv-tools/optimizer.hpp>

#include <algorithm>
#include <optional>
#include <set>

namespace vkcl::spirv {

namespace {

constexpr spv_target_env kTargetEnv = SPV_ENV_VULKAN_1_2;

const char *levelName(spv_message_level_t level) {
  switch (level) {
  case SPV_MSG_FATAL:
  case SPV_MSG_INTERNAL_ERROR:
  case SPV_MSG_ERROR:
    return "error";
  case SPV_MSG_WARNING:
    return "warning";
  default:
    return "info";
  }
}

// Collects messages as "error: instruction N: text". SPIRV-Tools puts the
// offending instruction's disassembly on the lines after the text, and the
// position's index is the 1-based instruction number for the validator.
spvtools::MessageConsumer collectInto(std::string &messages) {
  return [&messages](spv_message_level_t level, const char * /*source*/,
                     const spv_position_t &position, const char *message) {
    messages += levelName(level);
    if (position.index != 0)
      messages += ": instruction " + std::to_string(position.index);
    messages += ": ";
    messages += message;
    if (messages.empty() || messages.back() != '\n')
      messages += '\n';
  };
}

spvtools::ValidatorOptions validatorOptions() {
  spvtools::ValidatorOptions options;
  options.SetScalarBlockLayout(true);
  return options;
}

/// The stock performance recipe's pass names, as this SPIRV-Tools has it.
std::vector<std::string> stockRecipe() {
  spvtools::Optimizer optimizer(kTargetEnv);
  optimizer.RegisterPerformancePasses();
  std::vector<std::string> names;
  for (const char *name : optimizer.GetPassNames())
    names.emplace_back(name);
  return names;
}

/// Runs SPIRV-Tools' performance recipe; for a module `facts` shows to be
/// large, the sized one (OptimizerRecipe.h), registered by pass name.
OptimizeResult runRecipe(const std::vector<uint32_t> &words,
                         const OptimizeOptions &optimizeOptions,
                         const detail::ModuleFacts *facts = nullptr,
                         bool promote = true) {
  // A variable too widely used for ssa-rewrite (OptimizerRecipe.h): vkcl
  // promotes every whole-value variable itself first (PromoteLocals.h).
  const std::optional<detail::ModuleSizes> sizes =
      facts ? std::optional(detail::measureModule(*facts)) : std::nullopt;
  std::vector<uint32_t> promoted;
  const std::vector<uint32_t> *input = &words;
  if (promote && sizes && sizes->tooWideForSsaRewrite()) {
    promoted = detail::promoteWidelyUsedLocals(words, 1);
    if (promoted != words)
      input = &promoted;
  }
  std::string messages;
  std::optional<spvtools::Optimizer> optimizer(std::in_place, kTargetEnv);
  optimizer->SetMessageConsumer(collectInto(messages));
  const bool promoteAll = optimizeOptions.promoteEveryVariable;
  bool sized = sizes && detail::needsSizedRecipe(*sizes, promoteAll);
  if (sized && !optimizer->RegisterPassesFromFlags(detail::performanceFlags(
                   *sizes, stockRecipe(), promoteAll))) {
    // A pass name this SPIRV-Tools does not take back as a flag: the stock
    // recipe, on a fresh optimizer.
    messages.clear();
    optimizer.emplace(kTargetEnv);
    optimizer->SetMessageConsumer(collectInto(messages));
    sized = false;
  }
  if (!sized)
    optimizer->RegisterPerformancePasses();

  spvtools::OptimizerOptions options;
  options.set_run_validator(true);
  options.set_validator_options(validatorOptions());
  // Specialisation constants (e.g. the work-group size) are set at pipeline
  // creation time; the optimizer must not fold their defaults in.
  options.set_preserve_spec_constants(true);

  OptimizeResult result;
  if (!optimizer->Run(input->data(), input->size(), &result.words, options)) {
    // A module the promotion got wrong (a vkcl bug): the optimizer's own
    // validation refused it; optimize the original instead.
    if (input == &promoted)
      return runRecipe(words, optimizeOptions, facts, false);
    result.words.clear();
    result.error = messages.empty() ? "error: optimization failed\n" : messages;
  }
  return result;
}

// --- Binary surgery around the optimizer ---

using Inst = std::vector<uint32_t>;

spv::Op opcodeOf(const Inst &instruction) {
  return static_cast<spv::Op>(instruction[0] & 0xffffu);
}

Id resultOf(const Inst &instruction) {
  bool hasResult = false;
  bool hasResultType = false;
  spv::HasResultAndType(opcodeOf(instruction), &hasResult, &hasResultType);
  const size_t index = hasResultType ? 2 : 1;
  return hasResult && index < instruction.size() ? instruction[index] : 0;
}

std::vector<Inst> splitInstructions(const std::vector<uint32_t> &words) {
  std::vector<Inst> result;
  for (size_t offset = 5; offset < words.size();) {
    const uint32_t count = words[offset] >> 16;
    if (count == 0 || offset + count > words.size())
      break;
    result.emplace_back(words.begin() + offset, words.begin() + offset + count);
    offset += count;
  }
  return result;
}

// Extensions hidden from the optimizer, with the version they became core.
bool isHiddenExtension(const std::string &name, uint32_t version) {
  if (name == "SPV_KHR_physical_storage_buffer")
    return version >= 0x00010500u;
  if (name == "SPV_KHR_float_controls")
    return version >= 0x00010400u;
  return false;
}

bool isReflectionSet(const std::string &name) {
  return name.rfind("NonSemantic.", 0) == 0 &&
         name != "NonSemantic.Shader.DebugInfo.100";
}

bool isDebugOrAnnotationOn(const Inst &instruction, const std::set<Id> &ids) {
  switch (opcodeOf(instruction)) {
  case spv::Op::OpName:
  case spv::Op::OpMemberName:
  case spv::Op::OpDecorate:
  case spv::Op::OpDecorateId:
  case spv::Op::OpDecorateString:
  case spv::Op::OpMemberDecorate:
  case spv::Op::OpMemberDecorateString:
    return instruction.size() > 1 && ids.count(instruction[1]) != 0;
  default:
    return false;
  }
}

// Logical-layout buckets, in order.
enum Bucket : unsigned {
  kCapabilities,
  kExtensions,
  kImports,
  kModesAndEntries, // OpMemoryModel, OpEntryPoint, OpExecutionMode*
  kStrings,         // OpString, OpSource*
  kNames,           // OpName, OpMemberName, OpModuleProcessed
  kAnnotations,
  kGlobals,
  kFunctions,
  kBucketCount
};

Bucket bucketOf(spv::Op op) {
  switch (op) {
  case spv::Op::OpCapability:
    return kCapabilities;
  case spv::Op::OpExtension:
    return kExtensions;
  case spv::Op::OpExtInstImport:
    return kImports;
  case spv::Op::OpMemoryModel:
  case spv::Op::OpEntryPoint:
  case spv::Op::OpExecutionMode:
  case spv::Op::OpExecutionModeId:
    return kModesAndEntries;
  case spv::Op::OpString:
  case spv::Op::OpSourceExtension:
  case spv::Op::OpSource:
  case spv::Op::OpSourceContinued:
    return kStrings;
  case spv::Op::OpName:
  case spv::Op::OpMemberName:
  case spv::Op::OpModuleProcessed:
    return kNames;
  case spv::Op::OpDecorate:
  case spv::Op::OpMemberDecorate:
  case spv::Op::OpDecorationGroup:
  case spv::Op::OpGroupDecorate:
  case spv::Op::OpGroupMemberDecorate:
  case spv::Op::OpDecorateId:
  case spv::Op::OpDecorateString:
  case spv::Op::OpMemberDecorateString:
    return kAnnotations;
  default:
    return kGlobals;
  }
}

/// What was taken out of the module before optimisation.
struct Hidden {
  bool extensions = false;
  std::set<Id> reflection; ///< Hidden imports and module-scope ext insts.
};

std::vector<uint32_t> hide(const std::vector<uint32_t> &words,
                           const detail::ModuleFacts &facts, Hidden &hidden) {
  const uint32_t version = words[1];
  std::set<Id> sets;
  if (facts.exact) {
    for (const auto &instruction : facts.instructions)
      if (instruction.opcode == spv::Op::OpExtInstImport &&
          isReflectionSet(detail::literalString(instruction.words, 2)))
        sets.insert(instruction.result);
    std::set<Id> results = sets;
    for (const auto &instruction : facts.instructions) {
      if (instruction.opcode != spv::Op::OpExtInst ||
          !sets.count(instruction.words[3]))
        continue;
      if (instruction.function >= 0) { // Cannot be lifted out of a body.
        results.clear();
        break;
      }
      results.insert(instruction.result);
    }
    hidden.reflection = std::move(results);
  }

  std::vector<uint32_t> out(words.begin(), words.begin() + 5);
  for (const Inst &instruction : splitInstructions(words)) {
    if (opcodeOf(instruction) == spv::Op::OpExtension &&
        isHiddenExtension(detail::literalString(instruction, 1), version)) {
      hidden.extensions = true;
      continue;
    }
    if (hidden.reflection.count(resultOf(instruction)) ||
        isDebugOrAnnotationOn(instruction, hidden.reflection))
      continue;
    out.insert(out.end(), instruction.begin(), instruction.end());
  }
  return out;
}

// Puts the hidden parts of `original` back into `optimized`. Returns false
// when something they need cannot be restored.
bool restore(const std::vector<uint32_t> &original,
             const detail::ModuleFacts &facts, const Hidden &hidden,
             const std::vector<uint32_t> &optimized,
             std::vector<uint32_t> &out) {
  const detail::ModuleFacts present = detail::analyzeModule(optimized);

  // The hidden instructions plus everything they transitively reference
  // that the optimizer deleted, as indices into the original.
  std::set<size_t> restoreIndices;
  std::vector<Id> worklist(hidden.reflection.begin(), hidden.reflection.end());
  while (!worklist.empty()) {
    const Id id = worklist.back();
    worklist.pop_back();
    if (id == 0 || present.definitions.count(id))
      continue;
    auto found = facts.definitions.find(id);
    if (found == facts.definitions.end())
      return false;
    const auto &instruction = facts.instructions[found->second];
    if (instruction.function >= 0 || instruction.opcode == spv::Op::OpFunction)
      return false; // Function bodies cannot be patched back in.
    if (!restoreIndices.insert(found->second).second)
      continue;
    worklist.push_back(instruction.resultType);
    worklist.insert(worklist.end(), instruction.idOperands.begin(),
                    instruction.idOperands.end());
  }
  std::set<Id> restoredIds;
  for (size_t index : restoreIndices)
    restoredIds.insert(facts.instructions[index].result);

  std::vector<std::vector<Inst>> buckets(kBucketCount);
  bool inFunctions = false;
  for (const Inst &instruction : splitInstructions(optimized)) {
    const spv::Op op = opcodeOf(instruction);
    inFunctions = inFunctions || op == spv::Op::OpFunction;
    if (op == spv::Op::OpExtension)
      continue; // Rebuilt below from the original's list.
    buckets[inFunctions ? kFunctions : bucketOf(op)].push_back(instruction);
  }
  std::vector<Inst> extensions;
  std::set<std::string> seen;
  for (const Inst &instruction : splitInstructions(original))
    if (opcodeOf(instruction) == spv::Op::OpExtension &&
        seen.insert(detail::literalString(instruction, 1)).second)
      extensions.push_back(instruction);
  for (const Inst &instruction : splitInstructions(optimized))
    if (opcodeOf(instruction) == spv::Op::OpExtension &&
        seen.insert(detail::literalString(instruction, 1)).second)
      extensions.push_back(instruction);
  buckets[kExtensions] = std::move(extensions);

  // Original order within each bucket keeps definitions before uses.
  for (size_t index = 0; index < facts.instructions.size(); ++index) {
    const Inst &instruction = facts.instructions[index].words;
    if (restoreIndices.count(index) ||
        isDebugOrAnnotationOn(instruction, restoredIds))
      buckets[bucketOf(opcodeOf(instruction))].push_back(instruction);
  }

  out.assign(optimized.begin(), optimized.begin() + 5);
  out[3] = std::max(optimized[3], original[3]); // The id bound.
  for (const auto &bucket : buckets)
    for (const Inst &instruction : bucket)
      out.insert(out.end(), instruction.begin(), instruction.end());
  return true;
}

} // namespace

std::string validate(const std::vector<uint32_t> &words) {
  spvtools::SpirvTools tools(kTargetEnv);
  std::string messages;
  tools.SetMessageConsumer(collectInto(messages));
  if (tools.Validate(words.data(), words.size(), validatorOptions()))
    return {};
  return messages.empty() ? "error: validation failed\n" : messages;
}

OptimizeResult optimize(const std::vector<uint32_t> &words,
                        const OptimizeOptions &options) {
  if (words.size() < 5 || words[0] != spv::MagicNumber)
    return runRecipe(words, options); // Let SPIRV-Tools word the complaint.
  const detail::ModuleFacts facts = detail::analyzeModule(words);
  Hidden hidden;
  const std::vector<uint32_t> input = hide(words, facts, hidden);
  if (!hidden.extensions && hidden.reflection.empty())
    return runRecipe(words, options, &facts);

  OptimizeResult result = runRecipe(input, options, &facts);
  if (!result.error.empty())
    return runRecipe(words, options); // Report errors against the real input.
  std::vector<uint32_t> restored;
  if (restore(words, facts, hidden, result.words, restored) &&
      validate(restored).empty()) {
    result.words = std::move(restored);
    result.validated = true;
    return result;
  }
  return runRecipe(words, options, &facts);
}

std::string disassemble(const std::vector<uint32_t> &words) {
  spvtools::SpirvTools tools(kTargetEnv);
  std::string messages;
  tools.SetMessageConsumer(collectInto(messages));
  std::string text;
  const uint32_t options = SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES |
                           SPV_BINARY_TO_TEXT_OPTION_NO_HEADER;
  if (!tools.Disassemble(words, &text, options))
    return messages.empty() ? "error: disassembly failed\n" : messages;
  return text;
}

} // namespace vkcl::spirv
