// Reads vkcl's reflection back out of a SPIR-V binary (JSON output is in
// ReflectionJson.cpp).
//
// The binary may come from anywhere (`vkcl reflect` on a user's file, the
// runtime loading a module from disk), so every word count and operand is
// checked before it is used: a malformed module is an error message, never
// a read past the end. The walk is done by hand rather than with SPIRV-Tools
// so that the runtime can read reflection without linking them.
#include "vkcl/Reflection.h"

#include <algorithm>

#include <spirv/unified1/spirv.hpp11>

#include <cstdio>
#include <cstring>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace vkcl {
namespace {

constexpr size_t HeaderWords = 5;

struct IntConstant {
  uint32_t typeId;
  uint32_t value;
};

/// An OpExtInst, kept as a view into the word vector being read.
struct ExtInst {
  size_t offset; ///< Word offset of the instruction, for messages.
  uint32_t setId;
  uint32_t opcode;
  const uint32_t *operands;
  size_t operandCount;
};

/// snprintf into a std::string; every argument after the first is printed
/// with %llu, the first with %zu (or %zx).
std::string format(const char *fmt, size_t a, unsigned long long b = 0,
                   unsigned long long c = 0, unsigned long long d = 0) {
  char buffer[256];
  std::snprintf(buffer, sizeof buffer, fmt, a, b, c, d);
  return buffer;
}

/// Decodes a SPIR-V literal string; false when no terminating NUL lies
/// within the instruction.
bool decodeLiteral(const uint32_t *words, size_t count, std::string &out) {
  out.clear();
  for (size_t i = 0; i < count; ++i) {
    for (unsigned byte = 0; byte < 4; ++byte) {
      char c = static_cast<char>((words[i] >> (8 * byte)) & 0xffu);
      if (c == '\0')
        return true;
      out.push_back(c);
    }
  }
  return false;
}

uint32_t featureOfCapability(uint32_t capability) {
  switch (static_cast<spv::Capability>(capability)) {
  case spv::Capability::Int64:
    return FeatureInt64;
  case spv::Capability::Int64Atomics:
    return FeatureInt64 | FeatureInt64Atomics;
  case spv::Capability::AtomicFloat32AddEXT:
    return FeatureFloat32AtomicAdd;
  case spv::Capability::StorageImageWriteWithoutFormat:
    return FeatureStorageImageWrite;
  case spv::Capability::StorageImageReadWithoutFormat:
    return FeatureStorageImageRead;
  case spv::Capability::VulkanMemoryModel:
  case spv::Capability::VulkanMemoryModelDeviceScope:
    return FeatureVulkanMemoryModel;
  case spv::Capability::Int16:
    return FeatureInt16;
  case spv::Capability::Int8:
    return FeatureInt8;
  case spv::Capability::Float16:
    return FeatureFloat16;
  case spv::Capability::Float64:
    return FeatureFloat64;
  case spv::Capability::StorageBuffer8BitAccess:
  case spv::Capability::UniformAndStorageBuffer8BitAccess:
    return FeatureStorage8;
  case spv::Capability::StorageBuffer16BitAccess:
  case spv::Capability::UniformAndStorageBuffer16BitAccess:
    return FeatureStorage16;
  case spv::Capability::WorkgroupMemoryExplicitLayoutKHR:
    return FeatureExplicitLayout;
  case spv::Capability::SignedZeroInfNanPreserve:
    return FeatureInfNanPreserve;
  case spv::Capability::RoundingModeRTE: // the widths: OpExecutionMode
    return 0;
  case spv::Capability::DenormPreserve:
    return FeatureFloat16Denormals;
  case spv::Capability::GroupNonUniform:
  case spv::Capability::GroupNonUniformBallot:
  case spv::Capability::GroupNonUniformVote:
  case spv::Capability::GroupNonUniformArithmetic:
  case spv::Capability::GroupNonUniformShuffle:
  case spv::Capability::GroupNonUniformShuffleRelative:
    return FeatureSubgroups;
  case spv::Capability::GroupNonUniformClustered:
    return FeatureSubgroups | FeatureSubgroupClustered;
  default:
    return 0;
  }
}

/// What one walk over the module collects: only the instructions
/// reflection operands can refer to, and the extended instructions.
struct ModuleScan {
  std::unordered_map<uint32_t, std::string> strings;
  std::unordered_set<uint32_t> int32Types;
  std::unordered_map<uint32_t, IntConstant> constants;
  std::unordered_set<uint32_t> reflectionSets;
  std::vector<ExtInst> extInsts;
  /// Device features the module's capabilities and execution modes
  /// demand: derived from the final (optimized) module, so it is exact.
  uint32_t capabilityFeatures = 0;

  bool scan(const std::vector<uint32_t> &words, std::string &error);
};

bool ModuleScan::scan(const std::vector<uint32_t> &words, std::string &error) {
  for (size_t i = HeaderWords; i < words.size();) {
    uint32_t wordCount = words[i] >> 16;
    uint32_t opcode = words[i] & 0xffffu;
    if (wordCount == 0) {
      error = format("malformed SPIR-V: instruction at word %zu has word "
                     "count 0",
                     i);
      return false;
    }
    if (wordCount > words.size() - i) {
      error = format("malformed SPIR-V: instruction at word %zu (opcode "
                     "%llu) has %llu words but only %llu remain",
                     i, opcode, wordCount, words.size() - i);
      return false;
    }
    const uint32_t *ops = words.data() + i + 1;
    size_t count = wordCount - 1;
    // Fewest operands each collected opcode has; fewer means the
    // instruction is malformed, and reading it would overrun.
    size_t needed = 0;
    switch (static_cast<spv::Op>(opcode)) {
    case spv::Op::OpString:
    case spv::Op::OpExtInstImport:
      needed = 2;
      break;
    case spv::Op::OpTypeInt:
    case spv::Op::OpConstant:
      needed = 3;
      break;
    case spv::Op::OpExtInst:
      needed = 4;
      break;
    default:
      break;
    }
    if (count < needed) {
      error = format("malformed SPIR-V: instruction at word %zu (opcode "
                     "%llu) has %llu operand words, needs at least %llu",
                     i, opcode, count, needed);
      return false;
    }
    std::string text;
    switch (static_cast<spv::Op>(opcode)) {
    case spv::Op::OpString:
    case spv::Op::OpExtInstImport:
      if (!decodeLiteral(ops + 1, count - 1, text)) {
        error = format("malformed SPIR-V: string at word %zu is not "
                       "NUL-terminated",
                       i);
        return false;
      }
      if (static_cast<spv::Op>(opcode) == spv::Op::OpString)
        strings[ops[0]] = std::move(text);
      else if (text == ReflectionSetName)
        reflectionSets.insert(ops[0]);
      break;
    case spv::Op::OpTypeInt:
      if (ops[1] == 32)
        int32Types.insert(ops[0]);
      break;
    case spv::Op::OpConstant:
      constants[ops[1]] = IntConstant{ops[0], ops[2]};
      break;
    case spv::Op::OpExtInst:
      extInsts.push_back(ExtInst{i, ops[2], ops[3], ops + 4, count - 4});
      break;
    case spv::Op::OpCapability:
      if (count >= 1)
        capabilityFeatures |= featureOfCapability(ops[0]);
      break;
    case spv::Op::OpExecutionMode:
      // RoundingModeRTE's capability covers every width; the device
      // offers it per width (shaderRoundingModeRTEFloat16/32).
      if (count >= 3 && static_cast<spv::ExecutionMode>(ops[1]) ==
                            spv::ExecutionMode::RoundingModeRTE)
        capabilityFeatures |= ops[2] == 16   ? FeatureFloat16Rte
                              : ops[2] == 32 ? FeatureFloat32Rte
                                             : 0;
      break;
    default:
      break;
    }
    i += wordCount;
  }
  return true;
}

const char *opName(uint32_t opcode) {
  switch (static_cast<ReflectionOp>(opcode)) {
  case ReflectionOp::Kernel:
    return "Kernel";
  case ReflectionOp::Argument:
    return "Argument";
  case ReflectionOp::ReqdWorkGroupSize:
    return "ReqdWorkGroupSize";
  case ReflectionOp::WorkGroupSizeHint:
    return "WorkGroupSizeHint";
  case ReflectionOp::RequiredSubgroupSize:
    return "RequiredSubgroupSize";
  case ReflectionOp::VecTypeHint:
    return "VecTypeHint";
  case ReflectionOp::StaticLocalSize:
    return "StaticLocalSize";
  case ReflectionOp::RequiredFeatures:
    return "RequiredFeatures";
  case ReflectionOp::ConstantData:
    return "ConstantData";
  case ReflectionOp::DataAddresses:
    return "DataAddresses";
  case ReflectionOp::Printf:
    return "Printf";
  case ReflectionOp::KernelPrintf:
    return "KernelPrintf";
  case ReflectionOp::GlobalVariableSize:
    return "GlobalVariableSize";
  case ReflectionOp::ConstantSampler:
    return "ConstantSampler";
  }
  return "?";
}

constexpr char Base64Digits[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// RFC 4648 base64 of `n` bytes (with '=' padding).
std::string encodeBase64(const uint8_t *p, size_t n) {
  std::string out;
  out.reserve((n + 2) / 3 * 4);
  for (size_t i = 0; i < n; i += 3) {
    uint32_t v = uint32_t(p[i]) << 16;
    if (i + 1 < n)
      v |= uint32_t(p[i + 1]) << 8;
    if (i + 2 < n)
      v |= p[i + 2];
    out += Base64Digits[v >> 18];
    out += Base64Digits[(v >> 12) & 63];
    out += i + 1 < n ? Base64Digits[(v >> 6) & 63] : '=';
    out += i + 2 < n ? Base64Digits[v & 63] : '=';
  }
  return out;
}

/// Appends the bytes of base64 `text` to `out`; false if malformed.
bool decodeBase64(const std::string &text, std::vector<uint8_t> &out) {
  if (text.size() % 4)
    return false;
  auto digit = [](char c) -> int {
    const char *at = c ? std::strchr(Base64Digits, c) : nullptr;
    return at ? int(at - Base64Digits) : -1;
  };
  for (size_t i = 0; i < text.size(); i += 4) {
    int pad = (text[i + 3] == '=') + (text[i + 2] == '=');
    bool last = i + 4 == text.size();
    if ((pad && !last) || (text[i + 2] == '=' && text[i + 3] != '='))
      return false;
    uint32_t v = 0;
    for (size_t k = 0; k < 4; ++k) {
      int d = k >= 4 - size_t(pad) ? 0 : digit(text[i + k]);
      if (d < 0)
        return false;
      v = v << 6 | uint32_t(d);
    }
    out.push_back(uint8_t(v >> 16));
    if (pad < 2)
      out.push_back(uint8_t(v >> 8));
    if (pad < 1)
      out.push_back(uint8_t(v));
  }
  return true;
}

/// Resolves the operands of one reflection instruction, failing with a
/// message that names the instruction and the operand.
class OperandReader {
public:
  OperandReader(const ModuleScan &moduleScan, const ExtInst &instruction,
                std::string &errorOut)
      : scan(moduleScan), inst(instruction), error(errorOut) {}

  size_t count() const { return inst.operandCount; }
  bool expect(size_t count) {
    if (inst.operandCount >= count)
      return true;
    return fail(
        format("has %zu operands, needs %llu", inst.operandCount, count));
  }

  bool isString(size_t index) const {
    return index < inst.operandCount &&
           scan.strings.count(inst.operands[index]);
  }

  bool string(size_t index, const char *what, std::string &out) {
    auto it = scan.strings.find(inst.operands[index]);
    if (it == scan.strings.end())
      return fail(std::string("operand '") + what + "' is not an OpString");
    out = it->second;
    return true;
  }

  bool number(size_t index, const char *what, uint32_t &out) {
    auto it = scan.constants.find(inst.operands[index]);
    if (it == scan.constants.end() || !scan.int32Types.count(it->second.typeId))
      return fail(std::string("operand '") + what +
                  "' is not a 32-bit integer OpConstant");
    out = it->second.value;
    return true;
  }

  bool fail(const std::string &message) {
    error = std::string("reflection: ") + opName(inst.opcode) +
            format(" at word %zu: ", inst.offset) + message;
    return false;
  }

private:
  const ModuleScan &scan;
  const ExtInst &inst;
  std::string &error;
};

/// Builds a ProgramInfo from the reflection instructions of a scan.
class Decoder {
public:
  Decoder(const ModuleScan &moduleScan, std::string &errorOut)
      : scan(moduleScan), error(errorOut) {}

  bool decode(ProgramInfo &info);

private:
  bool decodeKernel(const ExtInst &inst, size_t argumentInsts);
  bool decodeOther(const ExtInst &inst);
  bool decodeArgument(OperandReader &reader, KernelInfo &kernel);
  bool findKernel(OperandReader &reader, KernelInfo *&kernel);
  bool decodePrintf(OperandReader &reader);
  bool decodeConstantData(OperandReader &reader, uint32_t bytes,
                          std::vector<uint32_t> &data);

  const ModuleScan &scan;
  std::string &error;
  ProgramInfo result;
  std::unordered_map<std::string, size_t> kernelIndex;
  std::vector<std::vector<bool>> argSeen;
  bool haveConstantData = false;
};

bool Decoder::decode(ProgramInfo &info) {
  std::vector<const ExtInst *> ours;
  size_t argumentInsts = 0;
  for (const ExtInst &inst : scan.extInsts) {
    if (!scan.reflectionSets.count(inst.setId))
      continue;
    ours.push_back(&inst);
    if (inst.opcode == static_cast<uint32_t>(ReflectionOp::Argument))
      ++argumentInsts;
  }
  // Kernels first, so that the other instructions may name a kernel
  // wherever they stand in the module.
  for (const ExtInst *inst : ours)
    if (inst->opcode == static_cast<uint32_t>(ReflectionOp::Kernel) &&
        !decodeKernel(*inst, argumentInsts))
      return false;
  for (const ExtInst *inst : ours)
    if (inst->opcode != static_cast<uint32_t>(ReflectionOp::Kernel) &&
        !decodeOther(*inst))
      return false;
  for (size_t k = 0; k < result.kernels.size(); ++k) {
    for (size_t a = 0; a < argSeen[k].size(); ++a) {
      if (!argSeen[k][a]) {
        error = "reflection: kernel '" + result.kernels[k].name +
                format("': argument %zu has no Argument instruction", a);
        return false;
      }
    }
  }
  info = std::move(result);
  return true;
}

bool Decoder::decodeKernel(const ExtInst &inst, size_t argumentInsts) {
  OperandReader reader(scan, inst, error);
  KernelInfo kernel;
  uint32_t argCount = 0, placement = 0;
  if (!reader.expect(4) || !reader.string(0, "kernel name", kernel.name) ||
      !reader.number(1, "argument count", argCount) ||
      !reader.number(2, "argument block size", kernel.argBlockSize) ||
      !reader.number(3, "placement", placement))
    return false;
  if (placement > 1)
    return reader.fail(format("placement %zu is neither 0 (push constants) "
                              "nor 1 (buffer)",
                              placement));
  // Every argument needs its own instruction, so a larger count cannot be
  // right; checking first keeps a hostile count from sizing the vector.
  if (argCount > argumentInsts)
    return reader.fail(format("kernel declares %zu arguments but the module "
                              "has %llu Argument instructions",
                              argCount, argumentInsts));
  if (!kernelIndex.emplace(kernel.name, result.kernels.size()).second)
    return reader.fail("kernel '" + kernel.name + "' is declared twice");
  kernel.argsInBuffer = placement == 1;
  kernel.args.resize(argCount);
  argSeen.emplace_back(argCount, false);
  result.kernels.push_back(std::move(kernel));
  return true;
}

bool Decoder::findKernel(OperandReader &reader, KernelInfo *&kernel) {
  std::string name;
  if (!reader.string(0, "kernel name", name))
    return false;
  auto it = kernelIndex.find(name);
  if (it == kernelIndex.end())
    return reader.fail("no Kernel instruction declares kernel '" + name + "'");
  kernel = &result.kernels[it->second];
  return true;
}

bool Decoder::decodeArgument(OperandReader &reader, KernelInfo &kernel) {
  uint32_t index = 0, kind = 0, space = 0;
  ArgInfo arg;
  if (!reader.expect(10) || !reader.number(1, "index", index) ||
      !reader.string(2, "name", arg.name) ||
      !reader.string(3, "type name", arg.typeName) ||
      !reader.number(4, "kind", kind) ||
      !reader.number(5, "address space", space) ||
      !reader.number(6, "offset", arg.offset) ||
      !reader.number(7, "size", arg.size) ||
      !reader.number(8, "qualifiers", arg.qualifiers) ||
      !reader.number(9, "access", arg.access) ||
      (reader.count() > 10 &&
       !reader.number(10, "packet size", arg.packetSize)))
    return false;
  uint32_t imageType = 0;
  if (reader.count() > 11 && (!reader.number(11, "binding", arg.binding) ||
                              !reader.number(12, "image type", imageType)))
    return false;
  if (kind > static_cast<uint32_t>(ArgKind::Sampler))
    return reader.fail(format("unknown argument kind %zu", kind));
  if (imageType > static_cast<uint32_t>(ImageType::Image2DArrayDepth))
    return reader.fail(format("unknown image type %zu", imageType));
  arg.imageType = static_cast<ImageType>(imageType);
  if (kind == static_cast<uint32_t>(ArgKind::Image)) {
    // The runtime writes an ImageArgLayout there and binds a descriptor
    // of the access's kind: both must be what it expects.
    if (arg.imageType == ImageType::None ||
        (arg.size != ImageArgLayout::Size &&
         arg.size != ImageArgLayout::SizeWithoutFlags) ||
        arg.access < AccessReadOnly || arg.access > AccessReadWrite)
      return reader.fail(format("image argument %zu has no image type, a "
                                "size other than %zu or an unknown access",
                                index, size_t(ImageArgLayout::Size)));
  }
  if (kind == static_cast<uint32_t>(ArgKind::Sampler) && arg.size != 4)
    return reader.fail(
        format("sampler argument %zu has a size other than 4", index));
  if (space > static_cast<uint32_t>(AddressSpace::Generic))
    return reader.fail(format("unknown address space %zu", space));
  if (index >= kernel.args.size())
    return reader.fail("kernel '" + kernel.name +
                       format("': argument index %zu is out of range (the "
                              "kernel has %llu arguments)",
                              index, kernel.args.size()));
  // The runtime writes the argument's bytes there: they must lie inside
  // the block (summed in 64 bits, so no offset wraps into it).
  if (uint64_t(arg.offset) + arg.size > kernel.argBlockSize)
    return reader.fail("kernel '" + kernel.name +
                       format("': argument %zu's bytes [%llu, %llu) lie "
                              "outside its %llu-byte argument block",
                              index, arg.offset,
                              uint64_t(arg.offset) + arg.size,
                              kernel.argBlockSize));
  std::vector<bool> &seen =
      argSeen[static_cast<size_t>(&kernel - result.kernels.data())];
  if (seen[index])
    return reader.fail("kernel '" + kernel.name +
                       format("': argument %zu is described twice", index));
  seen[index] = true;
  arg.kind = static_cast<ArgKind>(kind);
  arg.addressSpace = static_cast<AddressSpace>(space);
  kernel.args[index] = std::move(arg);
  return true;
}

bool Decoder::decodeConstantData(OperandReader &reader, uint32_t bytes,
                                 std::vector<uint32_t> &data) {
  size_t words = (static_cast<size_t>(bytes) + 3) / 4;
  data.assign(words, 0);
  if (reader.count() == 1)
    return true; // nothing but zeros
  if (reader.isString(1)) {
    std::string text;
    std::vector<uint8_t> raw;
    for (size_t i = 1; i < reader.count(); ++i) {
      if (!reader.string(i, "data", text))
        return false;
      if (!decodeBase64(text, raw))
        return reader.fail(format("data operand %zu is not base64", i));
    }
    // The chunks may stop at the last nonzero byte: the rest is zero.
    if (raw.size() > bytes)
      return reader.fail(format("%zu bytes of data for a size of %zu",
                                raw.size(), size_t(bytes)));
    for (size_t i = 0; i < raw.size(); ++i)
      data[i / 4] |= uint32_t(raw[i]) << (8 * (i % 4));
    return true;
  }
  // The earlier form: one 32-bit OpConstant per data word.
  if (reader.count() - 1 < words)
    return reader.fail(format("%zu bytes need more than the %zu words given",
                              size_t(bytes), reader.count() - 1));
  for (size_t i = 0; i < words; ++i)
    if (!reader.number(i + 1, "data word", data[i]))
      return false;
  return true;
}

bool Decoder::decodePrintf(OperandReader &reader) {
  PrintfInfo site;
  std::string layout;
  if (!reader.expect(3) || !reader.number(0, "id", site.id) ||
      !reader.string(1, "format", site.format) ||
      !reader.string(2, "argument layout", layout))
    return false;
  if (!decodePrintfArgs(layout, site.args))
    return reader.fail("malformed argument layout '" + layout + "'");
  size_t text = 3;
  for (PrintfArgInfo &arg : site.args) {
    if (arg.kind != PrintfArgKind::String)
      continue;
    if (text >= reader.count())
      return reader.fail("a string argument has no text operand");
    if (!reader.string(text++, "string argument", arg.text))
      return false;
  }
  // Records are found by id, which is the call site's index: the ids must
  // be 0, 1, 2, ... in order.
  if (site.id != result.printfs.size())
    return reader.fail(format("printf id %zu out of order (expected %llu)",
                              site.id, result.printfs.size()));
  result.printfs.push_back(std::move(site));
  return true;
}

bool Decoder::decodeOther(const ExtInst &inst) {
  OperandReader reader(scan, inst, error);
  KernelInfo *kernel = nullptr;
  switch (static_cast<ReflectionOp>(inst.opcode)) {
  case ReflectionOp::Kernel:
    return true;
  case ReflectionOp::Argument:
    return reader.expect(1) && findKernel(reader, kernel) &&
           decodeArgument(reader, *kernel);
  case ReflectionOp::ReqdWorkGroupSize:
  case ReflectionOp::WorkGroupSizeHint: {
    std::array<uint32_t, 3> size{};
    if (!reader.expect(4) || !findKernel(reader, kernel) ||
        !reader.number(1, "x", size[0]) || !reader.number(2, "y", size[1]) ||
        !reader.number(3, "z", size[2]))
      return false;
    // reqd_work_group_size and work_group_size_hint take three positive
    // sizes (the runtime dispatches a required size as it is).
    if (!size[0] || !size[1] || !size[2]) {
      error = "kernel '" + kernel->name + "': a work-group size of 0";
      return false;
    }
    if (inst.opcode == static_cast<uint32_t>(ReflectionOp::ReqdWorkGroupSize))
      kernel->reqdWorkGroupSize = size;
    else
      kernel->workGroupSizeHint = size;
    return true;
  }
  case ReflectionOp::RequiredSubgroupSize: {
    uint32_t size = 0;
    if (!reader.expect(2) || !findKernel(reader, kernel) ||
        !reader.number(1, "sub-group size", size))
      return false;
    // Vulkan's sizes are powers of two up to 128.
    if (size == 0 || size > 128 || (size & (size - 1)) != 0) {
      error = "kernel '" + kernel->name + "': a required sub-group size of " +
              std::to_string(size) + " (not a power of two up to 128)";
      return false;
    }
    kernel->requiredSubgroupSize = size;
    return true;
  }
  case ReflectionOp::VecTypeHint:
    return reader.expect(2) && findKernel(reader, kernel) &&
           reader.string(1, "type name", kernel->vecTypeHint);
  case ReflectionOp::StaticLocalSize:
    return reader.expect(2) && findKernel(reader, kernel) &&
           reader.number(1, "bytes", kernel->staticLocalBytes);
  case ReflectionOp::RequiredFeatures: {
    uint32_t mask = 0;
    if (!reader.expect(1) || !reader.number(0, "mask", mask))
      return false;
    result.requiredFeatures |= mask;
    return true;
  }
  case ReflectionOp::ConstantData: {
    uint32_t bytes = 0;
    if (!reader.expect(1) || !reader.number(0, "byte size", bytes))
      return false;
    if (haveConstantData)
      return reader.fail("the module has more than one");
    std::vector<uint32_t> data;
    if (!decodeConstantData(reader, bytes, data))
      return false;
    haveConstantData = true;
    result.constantDataBytes = bytes;
    result.constantData = std::move(data);
    return true;
  }
  case ReflectionOp::DataAddresses:
    if (!reader.expect(2) || reader.count() % 2)
      return reader.fail("needs pairs of offsets");
    for (size_t i = 0; i < reader.count(); i += 2) {
      ProgramInfo::DataAddress a;
      if (!reader.number(i, "slot", a.slot) ||
          !reader.number(i + 1, "target", a.target))
        return false;
      result.dataAddresses.push_back(a);
    }
    return true;
  case ReflectionOp::Printf:
    return decodePrintf(reader);
  case ReflectionOp::KernelPrintf:
    if (!reader.expect(1) || !findKernel(reader, kernel))
      return false;
    kernel->usesPrintf = true;
    return true;
  case ReflectionOp::GlobalVariableSize:
    return reader.expect(1) &&
           reader.number(0, "bytes", result.globalVariableBytes);
  case ReflectionOp::ConstantSampler: {
    HardwareSampler sampler;
    if (!reader.expect(3) || !findKernel(reader, kernel) ||
        !reader.number(1, "binding", sampler.binding) ||
        !reader.number(2, "sampler", sampler.word))
      return false;
    // A sampler the runtime makes a VkSampler of: only the bits it maps.
    const uint32_t known = SamplerBits::NormalizedCoords |
                           SamplerBits::AddressMask | SamplerBits::FilterMask;
    if (sampler.word & ~known)
      return reader.fail(
          format("sampler word 0x%zx has unknown bits", size_t(sampler.word)));
    kernel->samplers.push_back(sampler);
    return true;
  }
  }
  // A later revision of this set may add instructions; like every
  // non-semantic instruction, one we do not know is skipped.
  return true;
}

/// One argument's token: kind letter, bytes per lane, "x" lanes; "s".
std::string encodePrintfArg(const PrintfArgInfo &arg) {
  static const char letters[] = {'i', 'u', 'f', 'p', 's'};
  std::string token(1, letters[static_cast<uint32_t>(arg.kind)]);
  if (arg.kind == PrintfArgKind::String)
    return token;
  token += std::to_string(arg.bytes);
  if (arg.lanes != 1)
    token += "x" + std::to_string(arg.lanes);
  return token;
}

std::vector<uint32_t> byteSwapped(const std::vector<uint32_t> &words) {
  std::vector<uint32_t> out(words.size());
  for (size_t i = 0; i < words.size(); ++i) {
    uint32_t w = words[i];
    out[i] =
        (w >> 24) | ((w >> 8) & 0xff00u) | ((w << 8) & 0xff0000u) | (w << 24);
  }
  return out;
}

} // namespace

std::vector<std::string> constantDataChunks(const std::vector<uint32_t> &data,
                                            uint32_t bytes) {
  std::vector<uint8_t> raw(bytes);
  for (size_t i = 0; i < raw.size(); ++i)
    raw[i] = uint8_t(data[i / 4] >> (8 * (i % 4)));
  // Trailing zeros are left out (zero-initialized __global variables can be
  // large); readers zero-fill up to the byte size.
  while (!raw.empty() && raw.back() == 0)
    raw.pop_back();
  std::vector<std::string> chunks;
  for (size_t at = 0; at < raw.size(); at += ConstantDataChunkBytes)
    chunks.push_back(
        encodeBase64(raw.data() + at, std::min<size_t>(ConstantDataChunkBytes,
                                                       raw.size() - at)));
  return chunks;
}

std::string encodePrintfArgs(const std::vector<PrintfArgInfo> &args) {
  std::string out;
  for (const PrintfArgInfo &arg : args)
    out += (out.empty() ? "" : " ") + encodePrintfArg(arg);
  return out;
}

bool decodePrintfArgs(const std::string &encoded,
                      std::vector<PrintfArgInfo> &args) {
  args.clear();
  size_t pos = 0;
  while (pos < encoded.size()) {
    size_t end = encoded.find(' ', pos);
    if (end == std::string::npos)
      end = encoded.size();
    std::string token = encoded.substr(pos, end - pos);
    pos = end + 1;
    PrintfArgInfo arg;
    static const std::string letters = "iufps";
    size_t kind = token.empty() ? std::string::npos : letters.find(token[0]);
    if (kind == std::string::npos)
      return false;
    arg.kind = static_cast<PrintfArgKind>(kind);
    if (arg.kind == PrintfArgKind::String) {
      if (token.size() != 1)
        return false;
      arg.bytes = 0;
      args.push_back(arg);
      continue;
    }
    size_t x = token.find('x');
    std::string bytes = token.substr(1, x == std::string::npos ? x : x - 1);
    std::string lanes = x == std::string::npos ? "1" : token.substr(x + 1);
    if (bytes != "4" && bytes != "8")
      return false;
    if (lanes != "1" && lanes != "2" && lanes != "3" && lanes != "4" &&
        lanes != "8" && lanes != "16")
      return false;
    arg.bytes = static_cast<uint32_t>(std::stoul(bytes));
    arg.lanes = static_cast<uint32_t>(std::stoul(lanes));
    args.push_back(arg);
  }
  return true;
}

const KernelInfo *ProgramInfo::findKernel(const std::string &name) const {
  for (const KernelInfo &kernel : kernels)
    if (kernel.name == name)
      return &kernel;
  return nullptr;
}

bool readReflection(const std::vector<uint32_t> &words, ProgramInfo &info,
                    std::string &error) {
  if (words.size() < HeaderWords) {
    error = format("not a SPIR-V module: %zu words, fewer than the 5-word "
                   "header",
                   words.size());
    return false;
  }
  // A module written on a big-endian machine is still a valid module.
  std::vector<uint32_t> swapped;
  const std::vector<uint32_t> *module = &words;
  if (words[0] != spv::MagicNumber) {
    swapped = byteSwapped(words);
    if (swapped[0] != spv::MagicNumber) {
      error = format("not a SPIR-V module: magic number is 0x%08zx, not "
                     "0x07230203",
                     words[0]);
      return false;
    }
    module = &swapped;
  }
  ModuleScan scan;
  if (!scan.scan(*module, error))
    return false;
  if (scan.reflectionSets.empty()) {
    error = "no vkcl reflection in module";
    return false;
  }
  Decoder decoder(scan, error);
  if (!decoder.decode(info))
    return false;
  if (info.globalVariableBytes > info.constantDataBytes) {
    error = "the module's __global variables (" +
            std::to_string(info.globalVariableBytes) +
            " bytes) do not fit its data segment (" +
            std::to_string(info.constantDataBytes) + " bytes)";
    return false;
  }
  // A pointer the runtime writes must lie inside the segment (sums in 64
  // bits) and point into it.
  for (const ProgramInfo::DataAddress &a : info.dataAddresses)
    if (uint64_t(a.slot) + 8 > info.constantDataBytes ||
        a.target > info.constantDataBytes) {
      error = "reflection: data address at byte " + std::to_string(a.slot) +
              " (to byte " + std::to_string(a.target) +
              ") lies outside the data segment (" +
              std::to_string(info.constantDataBytes) + " bytes)";
      return false;
    }
  info.requiredFeatures |= scan.capabilityFeatures;
  return true;
}

uint32_t pushConstantBytes(const ProgramInfo &info) {
  uint32_t bytes = DispatchLayout::ArgsInline;
  for (const KernelInfo &k : info.kernels)
    if (!k.argsInBuffer)
      bytes = std::max(bytes, DispatchLayout::ArgsInline + k.argBlockSize);
  return bytes;
}

const char *toString(ArgKind kind) {
  switch (kind) {
  case ArgKind::GlobalBuffer:
    return "global_buffer";
  case ArgKind::ConstantBuffer:
    return "constant_buffer";
  case ArgKind::Local:
    return "local";
  case ArgKind::Value:
    return "value";
  case ArgKind::Pipe:
    return "pipe";
  case ArgKind::Image:
    return "image";
  case ArgKind::Sampler:
    return "sampler";
  }
  return "unknown";
}

const char *toString(ImageType type) {
  switch (type) {
  case ImageType::None:
    return "none";
  case ImageType::Image1D:
    return "image1d_t";
  case ImageType::Image1DArray:
    return "image1d_array_t";
  case ImageType::Image2D:
    return "image2d_t";
  case ImageType::Image2DArray:
    return "image2d_array_t";
  case ImageType::Image3D:
    return "image3d_t";
  case ImageType::Image1DBuffer:
    return "image1d_buffer_t";
  case ImageType::Image2DDepth:
    return "image2d_depth_t";
  case ImageType::Image2DArrayDepth:
    return "image2d_array_depth_t";
  }
  return "unknown";
}

const char *toString(AddressSpace space) {
  switch (space) {
  case AddressSpace::Private:
    return "private";
  case AddressSpace::Global:
    return "global";
  case AddressSpace::Constant:
    return "constant";
  case AddressSpace::Local:
    return "local";
  case AddressSpace::Generic:
    return "generic";
  }
  return "unknown";
}

} // namespace vkcl
