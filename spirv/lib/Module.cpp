// Module construction: interning of types and constants, module-level
// declarations and the type queries emitters use.
//
// Interning matters for correctness, not just size: the validator rejects a
// module that declares the same non-aggregate type twice, and emitters ask
// for `int` or `float4` from many unrelated places.
#include "vkcl/spirv/Module.h"

#include <cassert>
#include <cstring>

namespace vkcl::spirv {

namespace {

uint32_t word(spv::StorageClass storage) {
  return static_cast<uint32_t>(storage);
}

// Rounds a double to the nearest binary16 (ties to even) directly from its
// bits; going through float first would round twice and be off by one ulp in
// rare halfway cases.
uint16_t doubleToHalfBits(double value) {
  uint64_t bits = 0;
  std::memcpy(&bits, &value, sizeof bits);
  const auto sign = static_cast<uint16_t>((bits >> 48) & 0x8000u);
  const int exponent = static_cast<int>((bits >> 52) & 0x7ffu);
  uint64_t significand = bits & ((uint64_t(1) << 52) - 1);
  if (exponent == 0x7ff) // Inf stays Inf; NaN stays a quiet NaN.
    return sign | 0x7c00u | (significand != 0 ? 0x200u : 0u);
  if (exponent == 0) // Double subnormals are far below half's range.
    return sign;
  significand |= uint64_t(1) << 52;
  const int halfExponent = exponent - 1023 + 15;
  if (halfExponent >= 31)
    return sign | 0x7c00u;
  // Normals keep 10 fraction bits plus the implicit one; subnormals are
  // multiples of 2^-24, which needs a larger shift.
  const int shift = halfExponent >= 1 ? 42 : 43 - halfExponent;
  if (shift >= 64)
    return sign;
  uint64_t mantissa = significand >> shift;
  const uint64_t remainder = significand & ((uint64_t(1) << shift) - 1);
  const uint64_t halfway = uint64_t(1) << (shift - 1);
  if (remainder > halfway || (remainder == halfway && (mantissa & 1)))
    ++mantissa;
  if (halfExponent < 1) // A carry into bit 10 yields the smallest normal.
    return sign | static_cast<uint16_t>(mantissa);
  // A carry out of the mantissa bumps the exponent (and reaches Inf at 31).
  return sign | static_cast<uint16_t>((uint32_t(halfExponent) << 10) +
                                      (mantissa - 1024));
}

} // namespace

void packString(std::vector<uint32_t> &words, const std::string &text) {
  // Little-endian bytes within each word, always at least one nul byte.
  const size_t count = text.size() / 4 + 1;
  const size_t start = words.size();
  words.resize(start + count, 0);
  for (size_t i = 0; i < text.size(); ++i)
    words[start + i / 4] |= uint32_t(static_cast<unsigned char>(text[i]))
                            << (8 * (i % 4));
}

bool Block::isTerminated() const {
  if (instructions.empty())
    return false;
  switch (instructions.back().opcode) {
  case spv::Op::OpBranch:
  case spv::Op::OpBranchConditional:
  case spv::Op::OpSwitch:
  case spv::Op::OpReturn:
  case spv::Op::OpReturnValue:
  case spv::Op::OpKill:
  case spv::Op::OpUnreachable:
  case spv::Op::OpTerminateInvocation:
  case spv::Op::OpIgnoreIntersectionKHR:
  case spv::Op::OpTerminateRayKHR:
  case spv::Op::OpEmitMeshTasksEXT:
    return true;
  default:
    return false;
  }
}

// --- Function ---

Block *Function::createBlock() {
  assert(module_ && "function not created by Module::addFunction");
  storage_.push_back(std::make_unique<Block>());
  storage_.back()->label = module_->newId();
  return storage_.back().get();
}

void Function::place(Block *block) {
  assert(block && "placing a null block");
  if (block->placed)
    return;
  block->placed = true;
  layout_.push_back(block);
}

Id Function::addLocalVariable(Id pointerType, Id initializer) {
  assert(module_ && "function not created by Module::addFunction");
  const Instruction *type = module_->definition(pointerType);
  (void)type;
  assert(type && type->opcode == spv::Op::OpTypePointer &&
         type->operands[0] == word(spv::StorageClass::Function) &&
         "local variables need a Function-storage pointer type");
  Instruction variable;
  variable.opcode = spv::Op::OpVariable;
  variable.resultType = pointerType;
  variable.result = module_->newId();
  variable.operands = {word(spv::StorageClass::Function)};
  if (initializer != 0)
    variable.operands.push_back(initializer);
  locals_.push_back(std::move(variable));
  return locals_.back().result;
}

// --- Module: interning ---

Module::Module() = default;

Id Module::addGlobal(spv::Op op, Id resultType,
                     std::vector<uint32_t> operands) {
  Instruction instruction;
  instruction.opcode = op;
  instruction.resultType = resultType;
  instruction.result = newId();
  instruction.operands = std::move(operands);
  globalIndex_[instruction.result] = globals_.size();
  globals_.push_back(std::move(instruction));
  return globals_.back().result;
}

Id Module::intern(std::map<std::vector<uint32_t>, Id> &table, spv::Op op,
                  Id resultType, const std::vector<uint32_t> &operands) {
  std::vector<uint32_t> key;
  key.reserve(operands.size() + 2);
  key.push_back(static_cast<uint32_t>(op));
  key.push_back(resultType);
  key.insert(key.end(), operands.begin(), operands.end());
  auto found = table.find(key);
  if (found != table.end())
    return found->second;
  const Id id = addGlobal(op, resultType, operands);
  table.emplace(std::move(key), id);
  return id;
}

Id Module::typeVoid() { return intern(typeTable_, spv::Op::OpTypeVoid, 0, {}); }

Id Module::typeBool() { return intern(typeTable_, spv::Op::OpTypeBool, 0, {}); }

Id Module::typeInt(unsigned width, bool isSigned) {
  assert((width == 8 || width == 16 || width == 32 || width == 64) &&
         "unsupported integer width");
  return intern(typeTable_, spv::Op::OpTypeInt, 0, {width, isSigned ? 1u : 0u});
}

Id Module::typeFloat(unsigned width) {
  assert((width == 16 || width == 32 || width == 64) &&
         "unsupported float width");
  return intern(typeTable_, spv::Op::OpTypeFloat, 0, {width});
}

Id Module::typeVector(Id component, unsigned count) {
  assert(count >= 2 && "vectors have at least two components");
  if (count <= 4)
    return intern(typeTable_, spv::Op::OpTypeVector, 0, {component, count});
  auto found = wideVectorTable_.find({component, count});
  if (found != wideVectorTable_.end())
    return found->second;
  Id length = constantInt(typeInt(32), count);
  Id id = addGlobal(spv::Op::OpTypeArray, 0, {component, length});
  wideVectorTable_[{component, count}] = id;
  wideVectors_[id] = {component, count};
  return id;
}

Id Module::typeArray(Id element, Id length) {
  assert(definition(length) && "array length must be a constant id");
  return intern(typeTable_, spv::Op::OpTypeArray, 0, {element, length});
}

Id Module::typeRuntimeArray(Id element) {
  return intern(typeTable_, spv::Op::OpTypeRuntimeArray, 0, {element});
}

Id Module::typeStruct(const std::vector<Id> &members) {
  return intern(typeTable_, spv::Op::OpTypeStruct, 0, members);
}

Id Module::typeStructUnique(const std::vector<Id> &members) {
  return addGlobal(spv::Op::OpTypeStruct, 0, members);
}

Id Module::typePointer(spv::StorageClass storage, Id pointee) {
  return intern(typeTable_, spv::Op::OpTypePointer, 0,
                {word(storage), pointee});
}

Id Module::typeImage(Id sampledType, spv::Dim dim, bool arrayed,
                     uint32_t sampled) {
  return intern(typeTable_, spv::Op::OpTypeImage, 0,
                {sampledType, static_cast<uint32_t>(dim), 0, arrayed ? 1u : 0u,
                 0, sampled, static_cast<uint32_t>(spv::ImageFormat::Unknown)});
}

Id Module::typeSampler() {
  return intern(typeTable_, spv::Op::OpTypeSampler, 0, {});
}

Id Module::typeSampledImage(Id image) {
  return intern(typeTable_, spv::Op::OpTypeSampledImage, 0, {image});
}

Id Module::typeFunction(Id returnType, const std::vector<Id> &parameters) {
  std::vector<uint32_t> operands{returnType};
  operands.insert(operands.end(), parameters.begin(), parameters.end());
  return intern(typeTable_, spv::Op::OpTypeFunction, 0, operands);
}

// --- Constants ---

namespace {

// Literal words of an integer of `width` bits. Narrow signed values are sign
// extended, narrow unsigned ones zero extended, as the spec requires of the
// unused high-order bits.
std::vector<uint32_t> intLiteral(unsigned width, bool isSigned,
                                 uint64_t value) {
  if (width == 64)
    return {static_cast<uint32_t>(value), static_cast<uint32_t>(value >> 32)};
  uint32_t low = static_cast<uint32_t>(value);
  if (width < 32) {
    const uint32_t mask = (uint32_t(1) << width) - 1;
    low &= mask;
    if (isSigned && (low >> (width - 1)) != 0)
      low |= ~mask;
  }
  return {low};
}

} // namespace

Id Module::constantInt(Id type, uint64_t value) {
  const Instruction *def = definition(type);
  assert(def && def->opcode == spv::Op::OpTypeInt && "not an integer type");
  return intern(constantTable_, spv::Op::OpConstant, type,
                intLiteral(def->operands[0], def->operands[1] != 0, value));
}

Id Module::constantFloatBits(Id type, uint64_t bits) {
  const Instruction *def = definition(type);
  assert(def && def->opcode == spv::Op::OpTypeFloat && "not a float type");
  const unsigned width = def->operands[0];
  std::vector<uint32_t> literal;
  if (width == 64)
    literal = {static_cast<uint32_t>(bits), static_cast<uint32_t>(bits >> 32)};
  else if (width == 32)
    literal = {static_cast<uint32_t>(bits)};
  else
    literal = {static_cast<uint32_t>(bits & 0xffffu)};
  return intern(constantTable_, spv::Op::OpConstant, type, literal);
}

Id Module::constantFloat(Id type, double value) {
  const Instruction *def = definition(type);
  assert(def && def->opcode == spv::Op::OpTypeFloat && "not a float type");
  switch (def->operands[0]) {
  case 64: {
    uint64_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    return constantFloatBits(type, bits);
  }
  case 32: {
    const auto narrowed = static_cast<float>(value);
    uint32_t bits = 0;
    std::memcpy(&bits, &narrowed, sizeof bits);
    return constantFloatBits(type, bits);
  }
  default:
    return constantFloatBits(type, doubleToHalfBits(value));
  }
}

Id Module::constantBool(bool value) {
  return intern(constantTable_,
                value ? spv::Op::OpConstantTrue : spv::Op::OpConstantFalse,
                typeBool(), {});
}

Id Module::constantComposite(Id type, const std::vector<Id> &constituents) {
  return intern(constantTable_, spv::Op::OpConstantComposite, type,
                constituents);
}

Id Module::constantNull(Id type) {
  return intern(constantTable_, spv::Op::OpConstantNull, type, {});
}

Id Module::specConstantInt(Id type, uint64_t defaultValue, uint32_t specId) {
  const Instruction *def = definition(type);
  assert(def && def->opcode == spv::Op::OpTypeInt && "not an integer type");
  const Id id = addGlobal(
      spv::Op::OpSpecConstant, type,
      intLiteral(def->operands[0], def->operands[1] != 0, defaultValue));
  decorate(id, spv::Decoration::SpecId, {specId});
  return id;
}

Id Module::specConstantComposite(Id type, const std::vector<Id> &constituents) {
  return addGlobal(spv::Op::OpSpecConstantComposite, type, constituents);
}

Id Module::specConstantOp(Id type, spv::Op operation,
                          const std::vector<Id> &operands) {
  std::vector<uint32_t> words{static_cast<uint32_t>(operation)};
  words.insert(words.end(), operands.begin(), operands.end());
  return addGlobal(spv::Op::OpSpecConstantOp, type, std::move(words));
}

// --- Type queries ---

const Instruction *Module::definition(Id id) const {
  auto found = globalIndex_.find(id);
  return found == globalIndex_.end() ? nullptr : &globals_[found->second];
}

unsigned Module::scalarWidth(Id type) const {
  const Instruction *def = definition(componentType(type));
  assert(def && "unknown type id");
  if (def->opcode == spv::Op::OpTypeInt || def->opcode == spv::Op::OpTypeFloat)
    return def->operands[0];
  return 0; // Bool and non-numeric types have no defined width.
}

unsigned Module::componentCount(Id type) const {
  const Instruction *def = definition(type);
  assert(def && "unknown type id");
  auto wide = wideVectors_.find(type);
  if (wide != wideVectors_.end())
    return wide->second.second;
  return def->opcode == spv::Op::OpTypeVector ? def->operands[1] : 1;
}

Id Module::componentType(Id type) const {
  const Instruction *def = definition(type);
  assert(def && "unknown type id");
  auto wide = wideVectors_.find(type);
  if (wide != wideVectors_.end())
    return wide->second.first;
  return def->opcode == spv::Op::OpTypeVector ? def->operands[0] : type;
}

bool Module::isFloatType(Id type) const {
  const Instruction *def = definition(componentType(type));
  return def && def->opcode == spv::Op::OpTypeFloat;
}

bool Module::isIntType(Id type) const {
  const Instruction *def = definition(componentType(type));
  return def && def->opcode == spv::Op::OpTypeInt;
}

bool Module::isBoolType(Id type) const {
  const Instruction *def = definition(componentType(type));
  return def && def->opcode == spv::Op::OpTypeBool;
}

// --- Module-level things ---

Id Module::importExtInstSet(const std::string &name) {
  auto found = extInstTable_.find(name);
  if (found != extInstTable_.end())
    return found->second;
  Instruction import;
  import.opcode = spv::Op::OpExtInstImport;
  import.result = newId();
  packString(import.operands, name);
  extInstImports_.push_back(std::move(import));
  extInstTable_.emplace(name, extInstImports_.back().result);
  return extInstImports_.back().result;
}

Id Module::string(const std::string &text) {
  auto found = stringTable_.find(text);
  if (found != stringTable_.end())
    return found->second;
  Instruction instruction;
  instruction.opcode = spv::Op::OpString;
  instruction.result = newId();
  packString(instruction.operands, text);
  strings_.push_back(std::move(instruction));
  stringTable_.emplace(text, strings_.back().result);
  return strings_.back().result;
}

void Module::name(Id target, const std::string &text) {
  Instruction instruction;
  instruction.opcode = spv::Op::OpName;
  instruction.operands = {target};
  packString(instruction.operands, text);
  names_.push_back(std::move(instruction));
}

void Module::memberName(Id type, uint32_t member, const std::string &text) {
  Instruction instruction;
  instruction.opcode = spv::Op::OpMemberName;
  instruction.operands = {type, member};
  packString(instruction.operands, text);
  names_.push_back(std::move(instruction));
}

void Module::decorate(Id target, spv::Decoration decoration,
                      const std::vector<uint32_t> &literals) {
  if (auto lanes = laneResults_.find(target); lanes != laneResults_.end()) {
    for (Id lane : lanes->second)
      decorate(lane, decoration, literals);
    return;
  }
  Instruction instruction;
  instruction.opcode = spv::Op::OpDecorate;
  instruction.operands = {target, static_cast<uint32_t>(decoration)};
  instruction.operands.insert(instruction.operands.end(), literals.begin(),
                              literals.end());
  decorations_.push_back(std::move(instruction));
}

void Module::decorateMember(Id structType, uint32_t member,
                            spv::Decoration decoration,
                            const std::vector<uint32_t> &literals) {
  Instruction instruction;
  instruction.opcode = spv::Op::OpMemberDecorate;
  instruction.operands = {structType, member,
                          static_cast<uint32_t>(decoration)};
  instruction.operands.insert(instruction.operands.end(), literals.begin(),
                              literals.end());
  decorations_.push_back(std::move(instruction));
}

Id Module::globalVariable(Id pointerType, spv::StorageClass storage,
                          Id initializer) {
  const Instruction *type = definition(pointerType);
  (void)type;
  assert(type && type->opcode == spv::Op::OpTypePointer &&
         type->operands[0] == word(storage) &&
         "pointer type does not match the variable's storage class");
  assert(storage != spv::StorageClass::Function &&
         "Function-storage variables belong to Function::addLocalVariable");
  std::vector<uint32_t> operands{word(storage)};
  if (initializer != 0)
    operands.push_back(initializer);
  return addGlobal(spv::Op::OpVariable, pointerType, std::move(operands));
}

Id Module::globalExtInst(Id set, uint32_t instruction,
                         const std::vector<Id> &operands) {
  std::vector<uint32_t> words{set, instruction};
  words.insert(words.end(), operands.begin(), operands.end());
  return addGlobal(spv::Op::OpExtInst, typeVoid(), std::move(words));
}

void Module::requireCapability(spv::Capability capability) {
  for (spv::Capability existing : capabilities_)
    if (existing == capability)
      return;
  capabilities_.push_back(capability);
}

void Module::requireExtension(const std::string &name) {
  for (const std::string &existing : extensions_)
    if (existing == name)
      return;
  extensions_.push_back(name);
}

// --- Functions and entry points ---

Function &Module::addFunction(Id returnType,
                              const std::vector<Id> &parameterTypes,
                              spv::FunctionControlMask control) {
  auto function = std::make_unique<Function>();
  function->module_ = this;
  function->id = newId();
  function->type = typeFunction(returnType, parameterTypes);
  function->returnType = returnType;
  function->control = control;
  function->parameterTypes = parameterTypes;
  for (size_t i = 0; i < parameterTypes.size(); ++i)
    function->parameters.push_back(newId());
  functions_.push_back(std::move(function));
  return *functions_.back();
}

void Module::addEntryPoint(spv::ExecutionModel model, Id function,
                           const std::string &name) {
  entryPoints_.push_back(EntryPoint{model, function, name});
}

void Module::addExecutionMode(Id function, spv::ExecutionMode mode,
                              const std::vector<uint32_t> &literals) {
  // Modes whose operands are ids (e.g. a specialisable LocalSizeId) need
  // OpExecutionModeId; the caller passes the ids as `literals`.
  const bool takesIds = mode == spv::ExecutionMode::LocalSizeId ||
                        mode == spv::ExecutionMode::LocalSizeHintId ||
                        mode == spv::ExecutionMode::SubgroupsPerWorkgroupId;
  Instruction instruction;
  instruction.opcode =
      takesIds ? spv::Op::OpExecutionModeId : spv::Op::OpExecutionMode;
  instruction.operands = {function, static_cast<uint32_t>(mode)};
  instruction.operands.insert(instruction.operands.end(), literals.begin(),
                              literals.end());
  executionModes_.push_back(std::move(instruction));
}

} // namespace vkcl::spirv
