// readReflection and reflectionToJson on modules assembled word by word, so
// that the reader is tested against the documented encoding rather than
// against whatever the compiler happens to emit, and malformed input can be
// made exactly as broken as a test needs.
#include "vkcl/Reflection.h"

#include <gtest/gtest.h>
#include <spirv/unified1/spirv.hpp11>

#include <optional>
#include <random>

namespace vkcl {
namespace {

std::vector<uint32_t> literal(const std::string &text) {
  std::vector<uint32_t> words(text.size() / 4 + 1, 0);
  for (size_t i = 0; i < text.size(); ++i)
    words[i / 4] |= static_cast<uint32_t>(static_cast<unsigned char>(text[i]))
                    << (8 * (i % 4));
  return words;
}

/// Assembles a module in SPIR-V's logical layout sections.
class ModuleBuilder {
public:
  ModuleBuilder() {
    add(preamble, spv::Op::OpCapability,
        {static_cast<uint32_t>(spv::Capability::Shader)});
    reflectionSet = nextId++;
    std::vector<uint32_t> name = literal(ReflectionSetName);
    name.insert(name.begin(), reflectionSet);
    add(preamble, spv::Op::OpExtInstImport, name);
    add(preamble, spv::Op::OpMemoryModel,
        {static_cast<uint32_t>(spv::AddressingModel::Logical),
         static_cast<uint32_t>(spv::MemoryModel::GLSL450)});
    uintType = nextId++;
    add(types, spv::Op::OpTypeInt, {uintType, 32, 0});
    voidType = nextId++;
    add(types, spv::Op::OpTypeVoid, {voidType});
  }

  uint32_t string(const std::string &text) {
    uint32_t id = nextId++;
    std::vector<uint32_t> operands = literal(text);
    operands.insert(operands.begin(), id);
    add(debug, spv::Op::OpString, operands);
    return id;
  }

  uint32_t constant(uint32_t value) {
    uint32_t id = nextId++;
    add(types, spv::Op::OpConstant, {uintType, id, value});
    return id;
  }

  void ext(ReflectionOp op, std::vector<uint32_t> operands) {
    operands.insert(operands.begin(), {voidType, nextId++, reflectionSet,
                                       static_cast<uint32_t>(op)});
    add(types, spv::Op::OpExtInst, operands);
  }

  void kernel(const std::string &name, uint32_t argCount, uint32_t blockSize,
              uint32_t placement) {
    ext(ReflectionOp::Kernel, {string(name), constant(argCount),
                               constant(blockSize), constant(placement)});
  }

  void argument(const std::string &kernel, uint32_t index,
                const std::string &name, const std::string &type, ArgKind kind,
                AddressSpace space, uint32_t offset, uint32_t size,
                uint32_t qualifiers = 0, uint32_t access = 0,
                std::optional<uint32_t> packetSize = std::nullopt) {
    std::vector<uint32_t> operands = {string(kernel),
                                      constant(index),
                                      string(name),
                                      string(type),
                                      constant(static_cast<uint32_t>(kind)),
                                      constant(static_cast<uint32_t>(space)),
                                      constant(offset),
                                      constant(size),
                                      constant(qualifiers),
                                      constant(access)};
    // The packet size operand is optional: modules written before it was
    // added have ten.
    if (packetSize)
      operands.push_back(constant(*packetSize));
    ext(ReflectionOp::Argument, operands);
  }

  void capability(spv::Capability c) {
    add(preamble, spv::Op::OpCapability, {static_cast<uint32_t>(c)});
  }

  /// An execution mode with one literal, on an entry point id of its own
  /// (the reader does not follow entry points).
  void executionMode(spv::ExecutionMode mode, uint32_t literal) {
    add(modes, spv::Op::OpExecutionMode,
        {nextId++, static_cast<uint32_t>(mode), literal});
  }

  std::vector<uint32_t> words() const {
    std::vector<uint32_t> out = {spv::MagicNumber, 0x00010500, 0, nextId, 0};
    for (const auto *section : {&preamble, &modes, &debug, &types})
      out.insert(out.end(), section->begin(), section->end());
    return out;
  }

private:
  static void add(std::vector<uint32_t> &section, spv::Op op,
                  const std::vector<uint32_t> &operands) {
    section.push_back(static_cast<uint32_t>(operands.size() + 1) << 16 |
                      static_cast<uint32_t>(op));
    section.insert(section.end(), operands.begin(), operands.end());
  }

  uint32_t nextId = 1;
  uint32_t reflectionSet = 0, uintType = 0, voidType = 0;
  std::vector<uint32_t> preamble, modes, debug, types;
};

/// One kernel `vadd(__global const float *restrict a, int n)` with a
/// required work-group size, features and constant data.
ModuleBuilder vaddModule() {
  ModuleBuilder m;
  m.kernel("vadd", 2, 12, 0);
  m.argument("vadd", 1, "n", "int", ArgKind::Value, AddressSpace::Private, 8,
             4);
  m.argument("vadd", 0, "a", "float*", ArgKind::GlobalBuffer,
             AddressSpace::Global, 0, 8, QualConst | QualRestrict);
  m.ext(ReflectionOp::ReqdWorkGroupSize,
        {m.string("vadd"), m.constant(64), m.constant(1), m.constant(1)});
  m.ext(ReflectionOp::RequiredFeatures,
        {m.constant(FeatureInt64 | FeatureFloat64)});
  m.ext(ReflectionOp::ConstantData,
        {m.constant(6), m.constant(0x04030201), m.constant(0x0605)});
  return m;
}

bool read(const std::vector<uint32_t> &words, ProgramInfo &info,
          std::string &error) {
  return readReflection(words, info, error);
}

std::string readError(const std::vector<uint32_t> &words) {
  ProgramInfo info;
  std::string error;
  EXPECT_FALSE(readReflection(words, info, error));
  EXPECT_FALSE(error.empty());
  return error;
}

TEST(ReflectionTest, ReadsKernelArgumentsAndModuleData) {
  ProgramInfo info;
  std::string error;
  ASSERT_TRUE(read(vaddModule().words(), info, error)) << error;
  ASSERT_EQ(info.kernels.size(), 1u);
  const KernelInfo &k = info.kernels[0];
  EXPECT_EQ(k.name, "vadd");
  EXPECT_EQ(k.argBlockSize, 12u);
  EXPECT_FALSE(k.argsInBuffer);
  ASSERT_EQ(k.args.size(), 2u);
  EXPECT_EQ(k.args[0].name, "a");
  EXPECT_EQ(k.args[0].typeName, "float*");
  EXPECT_EQ(k.args[0].kind, ArgKind::GlobalBuffer);
  EXPECT_EQ(k.args[0].addressSpace, AddressSpace::Global);
  EXPECT_EQ(k.args[0].offset, 0u);
  EXPECT_EQ(k.args[0].size, 8u);
  EXPECT_EQ(k.args[0].qualifiers, uint32_t{QualConst | QualRestrict});
  EXPECT_EQ(k.args[1].name, "n");
  EXPECT_EQ(k.args[1].kind, ArgKind::Value);
  EXPECT_EQ(k.args[1].offset, 8u);
  EXPECT_EQ(k.reqdWorkGroupSize, (std::array<uint32_t, 3>{64, 1, 1}));
  EXPECT_EQ(k.workGroupSizeHint, (std::array<uint32_t, 3>{0, 0, 0}));
  EXPECT_EQ(info.requiredFeatures, uint32_t{FeatureInt64 | FeatureFloat64});
  EXPECT_EQ(info.constantDataBytes, 6u);
  EXPECT_EQ(info.constantData, (std::vector<uint32_t>{0x04030201, 0x0605}));
  EXPECT_EQ(info.findKernel("vadd"), &info.kernels[0]);
  EXPECT_EQ(info.findKernel("missing"), nullptr);
}

// RoundingModeRTE is one capability for every width; the device offers the
// mode per width, so the features come from the execution modes' widths.
TEST(ReflectionTest, RoundingModeFeaturesFollowTheWidth) {
  for (uint32_t width : {16u, 32u}) {
    ModuleBuilder m;
    m.kernel("k", 0, 0, 0);
    m.capability(spv::Capability::RoundingModeRTE);
    m.executionMode(spv::ExecutionMode::RoundingModeRTE, width);
    ProgramInfo info;
    std::string error;
    ASSERT_TRUE(read(m.words(), info, error)) << error;
    EXPECT_EQ(info.requiredFeatures, width == 16 ? uint32_t{FeatureFloat16Rte}
                                                 : uint32_t{FeatureFloat32Rte});
  }
}

TEST(ReflectionTest, ReadsEveryKernelAttribute) {
  ModuleBuilder m;
  m.kernel("first", 0, 0, 0);
  m.kernel("second", 1, 4, 1);
  m.argument("second", 0, "p", "pipe int", ArgKind::Pipe, AddressSpace::Global,
             0, 4, QualVolatile, 1);
  m.ext(ReflectionOp::WorkGroupSizeHint,
        {m.string("second"), m.constant(8), m.constant(4), m.constant(2)});
  m.ext(ReflectionOp::VecTypeHint, {m.string("second"), m.string("float4")});
  m.ext(ReflectionOp::StaticLocalSize, {m.string("first"), m.constant(256)});
  // Instructions a later revision of the set may add are skipped.
  m.ext(static_cast<ReflectionOp>(99), {m.constant(1)});
  ProgramInfo info;
  std::string error;
  ASSERT_TRUE(read(m.words(), info, error)) << error;
  ASSERT_EQ(info.kernels.size(), 2u);
  EXPECT_EQ(info.kernels[0].name, "first");
  EXPECT_EQ(info.kernels[0].staticLocalBytes, 256u);
  const KernelInfo &k = info.kernels[1];
  EXPECT_TRUE(k.argsInBuffer);
  EXPECT_EQ(k.workGroupSizeHint, (std::array<uint32_t, 3>{8, 4, 2}));
  EXPECT_EQ(k.vecTypeHint, "float4");
  EXPECT_EQ(k.args[0].access, 1u);
  EXPECT_EQ(info.requiredFeatures, 0u);
  EXPECT_TRUE(info.constantData.empty());
}

TEST(ReflectionTest, ReadsPipeArguments) {
  ModuleBuilder m;
  m.kernel("relay", 3, 24, 0);
  m.argument("relay", 0, "in", "float4", ArgKind::Pipe, AddressSpace::Global, 0,
             8, 0, 1, 16);
  m.argument("relay", 1, "out", "struct S", ArgKind::Pipe, AddressSpace::Global,
             8, 8, 0, 2, 12);
  // An older module: no packet size operand.
  m.argument("relay", 2, "old", "int", ArgKind::Pipe, AddressSpace::Global, 16,
             8, 0, 2);
  ProgramInfo info;
  std::string error;
  ASSERT_TRUE(read(m.words(), info, error)) << error;
  ASSERT_EQ(info.kernels.size(), 1u);
  const KernelInfo &k = info.kernels[0];
  ASSERT_EQ(k.args.size(), 3u);
  EXPECT_EQ(k.args[0].kind, ArgKind::Pipe);
  EXPECT_EQ(k.args[0].typeName, "float4");
  EXPECT_EQ(k.args[0].size, 8u);
  EXPECT_EQ(k.args[0].access, 1u);
  EXPECT_EQ(k.args[0].packetSize, 16u);
  EXPECT_EQ(k.args[1].access, 2u);
  EXPECT_EQ(k.args[1].packetSize, 12u);
  EXPECT_EQ(k.args[2].packetSize, 0u);
  std::string json = reflectionToJson(info);
  EXPECT_NE(json.find(R"("access": "read_only",
          "packet_size": 16)"),
            std::string::npos)
      << json;
  EXPECT_NE(json.find(R"("packet_size": 12)"), std::string::npos) << json;
}

TEST(ReflectionTest, JsonHasStableLayout) {
  ProgramInfo info;
  std::string error;
  ASSERT_TRUE(read(vaddModule().words(), info, error)) << error;
  EXPECT_EQ(reflectionToJson(info), R"({
  "kernels": [
    {
      "name": "vadd",
      "args": [
        {
          "index": 0,
          "name": "a",
          "type": "float*",
          "kind": "global_buffer",
          "address_space": "global",
          "offset": 0,
          "size": 8,
          "qualifiers": ["const", "restrict"]
        },
        {
          "index": 1,
          "name": "n",
          "type": "int",
          "kind": "value",
          "address_space": "private",
          "offset": 8,
          "size": 4,
          "qualifiers": []
        }
      ],
      "arg_block_size": 12,
      "args_in": "push_constants",
      "reqd_work_group_size": [64, 1, 1],
      "static_local_bytes": 0
    }
  ],
  "required_features": ["int64", "float64"],
  "constant_data_bytes": 6
}
)");
}

TEST(ReflectionTest, JsonOptionalFieldsAndEscaping) {
  ProgramInfo info;
  KernelInfo k;
  k.name = "q\"\\\n\x01\xff\xc3\xa9";
  k.argsInBuffer = true;
  k.workGroupSizeHint = {2, 1, 1};
  k.vecTypeHint = "int4";
  ArgInfo pipe;
  pipe.name = "p";
  pipe.typeName = "pipe";
  pipe.kind = ArgKind::Pipe;
  pipe.addressSpace = AddressSpace::Global;
  pipe.access = 2;
  pipe.qualifiers = QualVolatile;
  k.args.push_back(pipe);
  info.kernels.push_back(k);
  info.requiredFeatures = FeatureSubgroups | (1u << 20);
  std::string json = reflectionToJson(info);
  EXPECT_NE(json.find(R"("name": "q\"\\\n\u0001\ufffdé")"), std::string::npos)
      << json;
  EXPECT_NE(json.find(R"("args_in": "buffer")"), std::string::npos);
  EXPECT_NE(json.find(R"("work_group_size_hint": [2, 1, 1])"),
            std::string::npos);
  EXPECT_NE(json.find(R"("vec_type_hint": "int4")"), std::string::npos);
  EXPECT_NE(json.find(R"("qualifiers": ["volatile"],)"), std::string::npos);
  EXPECT_NE(json.find(R"("access": "write_only")"), std::string::npos);
  EXPECT_NE(json.find(R"("required_features": ["subgroups", "bit20"])"),
            std::string::npos);
  EXPECT_EQ(json.find("reqd_work_group_size"), std::string::npos);
}

TEST(ReflectionTest, JsonOfEmptyProgram) {
  EXPECT_EQ(reflectionToJson(ProgramInfo{}), "{\n  \"kernels\": [],\n"
                                             "  \"required_features\": [],\n"
                                             "  \"constant_data_bytes\": 0\n"
                                             "}\n");
}

TEST(ReflectionTest, EnumNames) {
  EXPECT_STREQ(toString(ArgKind::GlobalBuffer), "global_buffer");
  EXPECT_STREQ(toString(ArgKind::ConstantBuffer), "constant_buffer");
  EXPECT_STREQ(toString(ArgKind::Local), "local");
  EXPECT_STREQ(toString(ArgKind::Value), "value");
  EXPECT_STREQ(toString(ArgKind::Pipe), "pipe");
  EXPECT_STREQ(toString(AddressSpace::Private), "private");
  EXPECT_STREQ(toString(AddressSpace::Generic), "generic");
  EXPECT_STREQ(toString(static_cast<ArgKind>(42)), "unknown");
}

TEST(ReflectionTest, ReadsByteSwappedModule) {
  std::vector<uint32_t> words = vaddModule().words();
  for (uint32_t &w : words)
    w = (w >> 24) | ((w >> 8) & 0xff00u) | ((w << 8) & 0xff0000u) | (w << 24);
  ProgramInfo info;
  std::string error;
  ASSERT_TRUE(read(words, info, error)) << error;
  EXPECT_EQ(info.kernels.at(0).args.at(1).name, "n");
}

TEST(ReflectionTest, RejectsModuleWithoutReflection) {
  std::vector<uint32_t> words = {spv::MagicNumber,
                                 0x00010500,
                                 0,
                                 2,
                                 0,
                                 2 << 16 | uint32_t(spv::Op::OpCapability),
                                 uint32_t(spv::Capability::Shader)};
  EXPECT_EQ(readError(words), "no vkcl reflection in module");
}

TEST(ReflectionTest, RejectsWrongMagic) {
  std::vector<uint32_t> words = vaddModule().words();
  words[0] = 0xdeadbeef;
  EXPECT_NE(readError(words).find("magic"), std::string::npos);
  EXPECT_NE(readError({}).find("header"), std::string::npos);
  EXPECT_NE(readError({spv::MagicNumber, 0}).find("header"), std::string::npos);
}

TEST(ReflectionTest, RejectsInstructionRunningPastTheEnd) {
  std::vector<uint32_t> words = vaddModule().words();
  words.push_back(20u << 16 | uint32_t(spv::Op::OpNop));
  EXPECT_NE(readError(words).find("remain"), std::string::npos);
}

TEST(ReflectionTest, RejectsWordCountZero) {
  std::vector<uint32_t> words = vaddModule().words();
  words[5] = uint32_t(spv::Op::OpCapability);
  EXPECT_NE(readError(words).find("word count 0"), std::string::npos);
}

TEST(ReflectionTest, RejectsShortAndUnterminatedInstructions) {
  std::vector<uint32_t> words = vaddModule().words();
  words.push_back(2u << 16 | uint32_t(spv::Op::OpExtInst));
  words.push_back(1);
  EXPECT_NE(readError(words).find("needs at least"), std::string::npos);
  words = vaddModule().words();
  words.insert(words.end(),
               {3u << 16 | uint32_t(spv::Op::OpString), 99, 0x41414141});
  EXPECT_NE(readError(words).find("NUL"), std::string::npos);
}

TEST(ReflectionTest, RejectsArgumentIndexOutOfRange) {
  ModuleBuilder m;
  m.kernel("k", 1, 4, 0);
  m.argument("k", 1, "x", "int", ArgKind::Value, AddressSpace::Private, 0, 4);
  EXPECT_NE(readError(m.words()).find("out of range"), std::string::npos);
}

TEST(ReflectionTest, RejectsArgumentOutsideItsBlock) {
  // Offset plus size past the block, also where the sum wraps in 32 bits.
  for (uint32_t offset : {8u, 0xfffffffcu}) {
    ModuleBuilder m;
    m.kernel("k", 1, 12, 0);
    m.argument("k", 0, "x", "long", ArgKind::Value, AddressSpace::Private,
               offset, 8);
    EXPECT_NE(readError(m.words()).find("outside its 12-byte argument block"),
              std::string::npos)
        << offset;
  }
}

TEST(ReflectionTest, ReadsConstantDataInBase64Chunks) {
  // Three chunks (the last partial) of data whose size is not a multiple
  // of 4, as the compiler writes it; a chunk that is not base64 and a
  // byte count that disagrees are refused.
  const uint32_t bytes = 2 * ConstantDataChunkBytes + 7;
  std::vector<uint32_t> data((bytes + 3) / 4);
  for (size_t i = 0; i < data.size(); ++i)
    data[i] = uint32_t(i * 2654435761u);
  data.back() &= 0xffffffu; // bytes past the end are zero
  std::vector<std::string> chunks = constantDataChunks(data, bytes);
  ASSERT_EQ(chunks.size(), 3u);
  auto module = [&](uint32_t size, const std::vector<std::string> &texts) {
    ModuleBuilder m;
    m.kernel("k", 0, 0, 0);
    std::vector<uint32_t> operands = {m.constant(size)};
    for (const std::string &t : texts)
      operands.push_back(m.string(t));
    m.ext(ReflectionOp::ConstantData, operands);
    return m.words();
  };
  ProgramInfo info;
  std::string error;
  ASSERT_TRUE(read(module(bytes, chunks), info, error)) << error;
  EXPECT_EQ(info.constantDataBytes, bytes);
  EXPECT_EQ(info.constantData, data);
  EXPECT_NE(readError(module(bytes - 1, chunks)).find("bytes of data"),
            std::string::npos);
  std::vector<std::string> bad = chunks;
  bad[1][5] = '!';
  EXPECT_NE(readError(module(bytes, bad)).find("not base64"),
            std::string::npos);
  // Trailing zeros are left out and read back as zeros: a size past the
  // data, and a segment of nothing but zeros (no chunks at all).
  ASSERT_TRUE(read(module(bytes + 9, chunks), info, error)) << error;
  EXPECT_EQ(info.constantDataBytes, bytes + 9);
  std::vector<uint32_t> padded = data;
  padded.resize((bytes + 9 + 3) / 4, 0);
  EXPECT_EQ(info.constantData, padded);
  std::vector<uint32_t> zeros(1000, 0);
  EXPECT_TRUE(constantDataChunks(zeros, 4000).empty());
  std::vector<uint32_t> tail = zeros;
  tail[3] = 0x00ff0000u;
  std::vector<std::string> short1 = constantDataChunks(tail, 4000);
  ASSERT_EQ(short1.size(), 1u);
  EXPECT_EQ(short1[0].size(), 20u); // 15 bytes as base64
  ASSERT_TRUE(read(module(4000, {}), info, error)) << error;
  EXPECT_EQ(info.constantData, zeros);
}

TEST(ReflectionTest, GlobalVariablesFitTheSegment) {
  auto module = [](uint32_t segment, uint32_t globals) {
    ModuleBuilder m;
    m.kernel("k", 0, 0, 0);
    m.ext(ReflectionOp::ConstantData, {m.constant(segment)});
    m.ext(ReflectionOp::GlobalVariableSize, {m.constant(globals)});
    return m.words();
  };
  ProgramInfo info;
  std::string error;
  ASSERT_TRUE(read(module(64, 48), info, error)) << error;
  EXPECT_EQ(info.globalVariableBytes, 48u);
  EXPECT_EQ(info.constantDataBytes, 64u);
  EXPECT_NE(readError(module(64, 65)).find("do not fit"), std::string::npos);
}

TEST(ReflectionTest, DataAddressesLieInsideTheSegment) {
  auto module = [](uint32_t segment, std::vector<uint32_t> pairs) {
    ModuleBuilder m;
    m.kernel("k", 0, 0, 0);
    m.ext(ReflectionOp::ConstantData, {m.constant(segment)});
    std::vector<uint32_t> operands;
    for (uint32_t v : pairs)
      operands.push_back(m.constant(v));
    m.ext(ReflectionOp::DataAddresses, operands);
    return m.words();
  };
  ProgramInfo info;
  std::string error;
  ASSERT_TRUE(read(module(64, {0, 8, 56, 64}), info, error)) << error;
  ASSERT_EQ(info.dataAddresses.size(), 2u);
  EXPECT_EQ(info.dataAddresses[1].slot, 56u);
  EXPECT_EQ(info.dataAddresses[1].target, 64u); // one past the end
  // A slot whose 8 bytes overrun the segment (also by wrapping), a target
  // beyond it, an odd operand count.
  EXPECT_NE(readError(module(64, {57, 0})).find("outside the data segment"),
            std::string::npos);
  EXPECT_NE(readError(module(64, {0xfffffffcu, 0})).find("outside"),
            std::string::npos);
  EXPECT_NE(readError(module(64, {0, 65})).find("outside"), std::string::npos);
  EXPECT_NE(readError(module(64, {0, 8, 16})).find("pairs"), std::string::npos);
}

TEST(ReflectionTest, RejectsMissingAndDuplicateArguments) {
  ModuleBuilder missing;
  missing.kernel("k", 2, 8, 0);
  missing.argument("k", 0, "x", "int", ArgKind::Value, AddressSpace::Private, 0,
                   4);
  missing.argument("other", 0, "y", "int", ArgKind::Value,
                   AddressSpace::Private, 0, 4);
  missing.kernel("other", 1, 4, 0);
  EXPECT_NE(readError(missing.words()).find("argument 1 has no Argument"),
            std::string::npos);
  ModuleBuilder twice;
  twice.kernel("k", 2, 8, 0);
  for (int i = 0; i < 2; ++i)
    twice.argument("k", 0, "x", "int", ArgKind::Value, AddressSpace::Private, 0,
                   4);
  EXPECT_NE(readError(twice.words()).find("described twice"),
            std::string::npos);
}

TEST(ReflectionTest, RejectsUnknownKernel) {
  ModuleBuilder m;
  m.kernel("k", 0, 0, 0);
  m.argument("nope", 0, "x", "int", ArgKind::Value, AddressSpace::Private, 0,
             4);
  EXPECT_NE(readError(m.words()).find("kernel 'nope'"), std::string::npos);
  ModuleBuilder reqd;
  reqd.ext(ReflectionOp::ReqdWorkGroupSize,
           {reqd.string("ghost"), reqd.constant(1), reqd.constant(1),
            reqd.constant(1)});
  EXPECT_NE(readError(reqd.words()).find("kernel 'ghost'"), std::string::npos);
}

TEST(ReflectionTest, RejectsWorkGroupSizesOfZero) {
  // The runtime dispatches a required size as it is (a zero y or z was a
  // dispatch of no work-items) and multiplies the three (65536 x 65536 x
  // 1 wrapped to 0 in 32 bits and passed the device's limit).
  for (ReflectionOp op :
       {ReflectionOp::ReqdWorkGroupSize, ReflectionOp::WorkGroupSizeHint})
    for (int zero = 0; zero < 3; ++zero) {
      ModuleBuilder m;
      m.kernel("k", 0, 0, 0);
      std::vector<uint32_t> size = {m.constant(zero == 0 ? 0 : 65536),
                                    m.constant(zero == 1 ? 0 : 65536),
                                    m.constant(zero == 2 ? 0 : 1)};
      m.ext(op, {m.string("k"), size[0], size[1], size[2]});
      EXPECT_NE(readError(m.words()).find("a work-group size of 0"),
                std::string::npos)
          << zero;
    }
}

TEST(ReflectionTest, ReadsRequiredSubgroupSizes) {
  // Vulkan's sub-group sizes are powers of two up to 128; a module naming
  // another would reach the driver as an invalid pipeline.
  for (uint32_t size : {0u, 1u, 3u, 8u, 12u, 128u, 256u}) {
    ModuleBuilder m;
    m.kernel("k", 0, 0, 0);
    m.ext(ReflectionOp::RequiredSubgroupSize,
          {m.string("k"), m.constant(size)});
    bool valid = size != 0 && size <= 128 && (size & (size - 1)) == 0;
    if (!valid) {
      EXPECT_NE(readError(m.words()).find("required sub-group size of " +
                                          std::to_string(size)),
                std::string::npos)
          << size;
      continue;
    }
    ProgramInfo info;
    std::string error;
    ASSERT_TRUE(read(m.words(), info, error)) << error;
    EXPECT_EQ(info.kernels[0].requiredSubgroupSize, size);
    EXPECT_NE(reflectionToJson(info).find("\"required_sub_group_size\": " +
                                          std::to_string(size)),
              std::string::npos);
  }
  ModuleBuilder ghost;
  ghost.ext(ReflectionOp::RequiredSubgroupSize,
            {ghost.string("ghost"), ghost.constant(8)});
  EXPECT_NE(readError(ghost.words()).find("kernel 'ghost'"), std::string::npos);
  ProgramInfo none;
  std::string error;
  ASSERT_TRUE(read(vaddModule().words(), none, error)) << error;
  EXPECT_EQ(none.kernels[0].requiredSubgroupSize, 0u);
}

TEST(ReflectionTest, RejectsBadOperands) {
  ModuleBuilder wrongType;
  // A string where the argument count belongs.
  wrongType.ext(ReflectionOp::Kernel,
                {wrongType.string("k"), wrongType.string("2"),
                 wrongType.constant(0), wrongType.constant(0)});
  EXPECT_NE(readError(wrongType.words()).find("'argument count'"),
            std::string::npos);
  ModuleBuilder tooFew;
  tooFew.ext(ReflectionOp::Kernel, {tooFew.string("k")});
  EXPECT_NE(readError(tooFew.words()).find("needs 4"), std::string::npos);
  ModuleBuilder hugeCount;
  hugeCount.kernel("k", 0xffffffffu, 0, 0);
  EXPECT_NE(readError(hugeCount.words()).find("declares 4294967295"),
            std::string::npos);
  ModuleBuilder badKind;
  badKind.kernel("k", 1, 4, 0);
  badKind.argument("k", 0, "x", "int", static_cast<ArgKind>(7),
                   AddressSpace::Private, 0, 4);
  EXPECT_NE(readError(badKind.words()).find("kind 7"), std::string::npos);
  ModuleBuilder shortData;
  shortData.ext(ReflectionOp::ConstantData,
                {shortData.constant(9), shortData.constant(0)});
  EXPECT_NE(readError(shortData.words()).find("9 bytes"), std::string::npos);
  ModuleBuilder sameName;
  sameName.kernel("k", 0, 0, 0);
  sameName.kernel("k", 0, 0, 0);
  EXPECT_NE(readError(sameName.words()).find("declared twice"),
            std::string::npos);
}

// Every prefix and many random corruptions of a valid module must come back
// as true or false, never as a crash (run under ASan to see overruns).
TEST(ReflectionTest, SurvivesCorruptInput) {
  const std::vector<uint32_t> good = vaddModule().words();
  ProgramInfo info;
  std::string error;
  for (size_t length = 0; length < good.size(); ++length) {
    std::vector<uint32_t> prefix(good.data(), good.data() + length);
    read(prefix, info, error);
  }
  std::mt19937 random(1234);
  for (int round = 0; round < 5000; ++round) {
    std::vector<uint32_t> words = good;
    int flips = 1 + static_cast<int>(random() % 4);
    for (int f = 0; f < flips; ++f) {
      // Leave the magic number alone so that the walk itself is exercised.
      uint32_t &w = words[1 + random() % (words.size() - 1)];
      switch (random() % 3) {
      case 0:
        w = static_cast<uint32_t>(random());
        break;
      case 1:
        w ^= 1u << (random() % 32);
        break;
      default:
        w = static_cast<uint32_t>(random() % 64);
        break;
      }
    }
    read(words, info, error);
  }
}

} // namespace
} // namespace vkcl
