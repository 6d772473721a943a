// Module::write: serialisation in the spec's logical-layout order.
//
// The preamble (capabilities, extensions, memory model, entry-point
// interfaces) depends on the rest of the module, so the rest is serialised
// first, analysed (see CapabilityInference.h), and the preamble prepended.
#include "CapabilityInference.h"

#include <cassert>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace vkcl::spirv {

namespace {

using Words = std::vector<uint32_t>;

void append(Words &out, spv::Op opcode, Id resultType, Id result,
            const std::vector<uint32_t> &operands) {
  const size_t count = 1 + (resultType != 0) + (result != 0) + operands.size();
  assert(count <= 0xffffu && "instruction too long for its word count");
  out.push_back(static_cast<uint32_t>(count << 16) |
                static_cast<uint32_t>(opcode));
  if (resultType != 0)
    out.push_back(resultType);
  if (result != 0)
    out.push_back(result);
  out.insert(out.end(), operands.begin(), operands.end());
}

void append(Words &out, const Instruction &instruction) {
  append(out, instruction.opcode, instruction.resultType, instruction.result,
         instruction.operands);
}

void append(Words &out, const std::vector<Instruction> &instructions) {
  for (const Instruction &instruction : instructions)
    append(out, instruction);
}

void appendFunction(Words &out, const Function &function) {
  append(out, spv::Op::OpFunction, function.returnType, function.id,
         {static_cast<uint32_t>(function.control), function.type});
  for (size_t i = 0; i < function.parameters.size(); ++i)
    append(out, spv::Op::OpFunctionParameter, function.parameterTypes[i],
           function.parameters[i], {});
  const auto &layout = function.layout();
  assert((!layout.empty() || function.localVariables().empty()) &&
         "a function with local variables needs an entry block");
  for (size_t i = 0; i < layout.size(); ++i) {
    append(out, spv::Op::OpLabel, 0, layout[i]->label, {});
    // SPIR-V wants every Function variable at the top of the entry block.
    if (i == 0)
      append(out, function.localVariables());
    append(out, layout[i]->instructions);
  }
  append(out, spv::Op::OpFunctionEnd, 0, 0, {});
}

// The SPIR-V 1.4+ interface: every module-scope variable (whatever its
// storage class) statically referenced by the entry point's call tree.
// Earlier versions list only Input and Output variables.
std::vector<Id> inferInterface(const detail::ModuleFacts &facts, Id entry,
                               bool inputOutputOnly) {
  std::map<Id, int> functionIndex;
  for (size_t i = 0; i < facts.functionIds.size(); ++i)
    functionIndex[facts.functionIds[i]] = static_cast<int>(i);

  // Ids referenced, and functions called, from each function's body.
  std::vector<std::set<Id>> references(facts.functionIds.size());
  std::vector<std::set<int>> callees(facts.functionIds.size());
  for (const detail::FactInstruction &instruction : facts.instructions) {
    if (instruction.function < 0)
      continue;
    auto &referenced = references[instruction.function];
    referenced.insert(instruction.idOperands.begin(),
                      instruction.idOperands.end());
    if (instruction.opcode == spv::Op::OpFunctionCall &&
        !instruction.idOperands.empty()) {
      auto callee = functionIndex.find(instruction.idOperands[0]);
      if (callee != functionIndex.end())
        callees[instruction.function].insert(callee->second);
    }
  }

  auto entryIndex = functionIndex.find(entry);
  if (entryIndex == functionIndex.end())
    return {};
  std::set<int> reachable{entryIndex->second};
  std::vector<int> worklist{entryIndex->second};
  while (!worklist.empty()) {
    const int current = worklist.back();
    worklist.pop_back();
    for (int callee : callees[current])
      if (reachable.insert(callee).second)
        worklist.push_back(callee);
  }

  std::vector<Id> interface;
  for (const detail::FactInstruction &instruction : facts.instructions) {
    if (instruction.function >= 0 ||
        instruction.opcode != spv::Op::OpVariable ||
        instruction.words.size() < 4)
      continue;
    const auto storage = static_cast<spv::StorageClass>(instruction.words[3]);
    if (storage == spv::StorageClass::Function)
      continue;
    if (inputOutputOnly && storage != spv::StorageClass::Input &&
        storage != spv::StorageClass::Output)
      continue;
    for (int function : reachable)
      if (references[function].count(instruction.result)) {
        interface.push_back(instruction.result);
        break;
      }
  }
  return interface;
}

} // namespace

std::vector<uint32_t> Module::write(const WriteOptions &options) const {
  const Words header{spv::MagicNumber, options.version, options.generator,
                     bound(), 0};

  // Everything after the entry points, in logical-layout order.
  Words body;
  append(body, executionModes_);
  append(body, strings_);
  append(body, names_);
  append(body, decorations_);
  append(body, globals_);
  // Declarations (no blocks) precede definitions.
  for (const auto &function : functions_)
    if (function->layout().empty())
      appendFunction(body, *function);
  for (const auto &function : functions_)
    if (!function->layout().empty())
      appendFunction(body, *function);

  Words imports;
  append(imports, extInstImports_);

  Words analysed = header;
  analysed.insert(analysed.end(), imports.begin(), imports.end());
  analysed.insert(analysed.end(), body.begin(), body.end());
  const detail::ModuleFacts facts = detail::analyzeModule(analysed);
  const detail::Requirements requirements =
      detail::inferRequirements(facts, capabilities_, extensions_);

  Words out = header;
  for (uint32_t capability : requirements.capabilities)
    append(out, spv::Op::OpCapability, 0, 0, {capability});
  for (const std::string &extension : requirements.extensions) {
    Words operands;
    packString(operands, extension);
    append(out, spv::Op::OpExtension, 0, 0, operands);
  }
  out.insert(out.end(), imports.begin(), imports.end());
  append(out, spv::Op::OpMemoryModel, 0, 0,
         {static_cast<uint32_t>(requirements.addressing),
          static_cast<uint32_t>(requirements.memory)});
  const bool inputOutputOnly = options.version < 0x00010400u;
  for (const EntryPoint &entry : entryPoints_) {
    Words operands{static_cast<uint32_t>(entry.model), entry.function};
    packString(operands, entry.name);
    for (Id variable : inferInterface(facts, entry.function, inputOutputOnly))
      operands.push_back(variable);
    append(out, spv::Op::OpEntryPoint, 0, 0, operands);
  }
  out.insert(out.end(), body.begin(), body.end());
  return out;
}

} // namespace vkcl::spirv
