// `vkcl run` argument specs and options, without a device: scripts depend
// on this syntax, so every form and every mistake is pinned here.
#include "ArgSpecParse.h"
#include "vkcl/PipeLayout.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace vkcl::tool {
namespace {

template <typename T> T valueAs(const ArgSpec &spec, size_t index = 0) {
  T value;
  std::memcpy(&value, spec.values.data() + index * sizeof(T), sizeof(T));
  return value;
}

TEST(ArgSpecTest, ElementTypes) {
  ElementType t;
  ASSERT_TRUE(parseElementType("float", t));
  EXPECT_EQ(t.scalar, ScalarType::Float);
  EXPECT_EQ(t.width, 1u);
  EXPECT_EQ(t.bytes(), 4u);
  ASSERT_TRUE(parseElementType("uchar16", t));
  EXPECT_EQ(t.scalar, ScalarType::UChar);
  EXPECT_EQ(t.width, 16u);
  EXPECT_EQ(t.bytes(), 16u);
  ASSERT_TRUE(parseElementType("int3", t));
  EXPECT_EQ(t.bytes(), 16u); // a 3-vector takes the room of 4
  EXPECT_EQ(t.name(), "int3");
  ASSERT_TRUE(parseElementType("double16", t));
  EXPECT_EQ(t.bytes(), 128u);
  ASSERT_TRUE(parseElementType("half", t));
  EXPECT_EQ(t.bytes(), 2u);
  ASSERT_TRUE(parseElementType("unsigned int", t));
  EXPECT_EQ(t.name(), "uint");
  ASSERT_TRUE(parseElementType("signed char", t));
  EXPECT_EQ(t.name(), "char");
  for (const char *bad :
       {"", "u", "int5", "float1", "floaty", "S", "size_t", "int*", "bool"})
    EXPECT_FALSE(parseElementType(bad, t)) << bad;
}

TEST(ArgSpecTest, Buffers) {
  ArgSpec s = parseOk("buffer:float[1024]");
  EXPECT_EQ(s.kind, ArgSpecKind::Buffer);
  EXPECT_EQ(s.count, 1024u);
  EXPECT_EQ(s.bytes(), 4096u);
  EXPECT_EQ(s.init, BufferInit::Zero);
  EXPECT_FALSE(s.print);
  EXPECT_TRUE(s.outPath.empty());

  s = parseOk("buffer:int4[8]=random");
  EXPECT_EQ(s.init, BufferInit::Random);
  EXPECT_FALSE(s.seedGiven);
  s = parseOk("buffer:int4[8]=random:42,print");
  EXPECT_TRUE(s.seedGiven);
  EXPECT_EQ(s.seed, 42u);
  EXPECT_TRUE(s.print);

  s = parseOk("buffer:uchar[16]=file:in.bin,out=out.bin");
  EXPECT_EQ(s.init, BufferInit::File);
  EXPECT_EQ(s.filePath, "in.bin");
  EXPECT_EQ(s.outPath, "out.bin");

  s = parseOk("buffer:float[3]=1,2.5,-3,print,out=o.bin");
  EXPECT_EQ(s.init, BufferInit::Values);
  ASSERT_EQ(s.values.size(), 12u);
  EXPECT_EQ(valueAs<float>(s, 1), 2.5f);
  EXPECT_EQ(valueAs<float>(s, 2), -3.0f);
  EXPECT_TRUE(s.print);
  EXPECT_EQ(s.outPath, "o.bin");

  s = parseOk("buffer:float[4],print");
  EXPECT_EQ(s.init, BufferInit::Zero);
  EXPECT_TRUE(s.print);
  // An out= path keeps commas that do not start another option.
  s = parseOk("buffer:int[1],out=a,b.bin,print");
  EXPECT_EQ(s.outPath, "a,b.bin");
  EXPECT_TRUE(s.print);

  // Vectors list every component; a 3-vector's fourth lane stays zero.
  s = parseOk("buffer:int3[2]=1,2,3,4,5,6");
  ASSERT_EQ(s.values.size(), 32u);
  EXPECT_EQ(valueAs<int32_t>(s, 3), 0);
  EXPECT_EQ(valueAs<int32_t>(s, 4), 4);
}

TEST(ArgSpecTest, BufferErrors) {
  EXPECT_NE(parseError("buffer:float[4]=1,2,3").find("3 values given"),
            std::string::npos);
  EXPECT_NE(parseError("buffer:float[2]=1,2,3").find("needs 2"),
            std::string::npos);
  EXPECT_NE(parseError("buffer:float4[1]=1,2").find("needs 4"),
            std::string::npos);
  EXPECT_NE(parseError("buffer:float").find("TYPE[COUNT]"), std::string::npos);
  EXPECT_NE(parseError("buffer:float[0]").find("positive"), std::string::npos);
  EXPECT_NE(parseError("buffer:float[x]").find("positive"), std::string::npos);
  EXPECT_NE(parseError("buffer:flot[4]").find("unknown type 'flot'"),
            std::string::npos);
  EXPECT_NE(parseError("buffer:float[4]=").find("no initial value"),
            std::string::npos);
  EXPECT_NE(parseError("buffer:float[4]x").find("unexpected"),
            std::string::npos);
  EXPECT_NE(parseError("buffer:float[4],printx").find("unexpected"),
            std::string::npos);
  EXPECT_NE(parseError("buffer:int[1]=random:x").find("seed"),
            std::string::npos);
  EXPECT_NE(parseError("buffer:int[1]=file:").find("empty file"),
            std::string::npos);
  EXPECT_NE(parseError("buffer:int[1],out=").find("empty file"),
            std::string::npos);
  EXPECT_NE(parseError("buffer:int[2]=1,x").find("'x' is not an integer"),
            std::string::npos);
}

TEST(ArgSpecTest, LocalsAndValues) {
  ArgSpec s = parseOk("local:float4[64]");
  EXPECT_EQ(s.kind, ArgSpecKind::Local);
  EXPECT_EQ(s.bytes(), 1024u);
  EXPECT_NE(parseError("local:int[4]=1,2,3,4").find("local memory"),
            std::string::npos);

  s = parseOk("int=5");
  EXPECT_EQ(s.kind, ArgSpecKind::Value);
  EXPECT_EQ(valueAs<int32_t>(s), 5);
  s = parseOk("float4=1,2,3,4");
  ASSERT_EQ(s.values.size(), 16u);
  EXPECT_EQ(valueAs<float>(s, 3), 4.0f);
  s = parseOk("uchar=200");
  ASSERT_EQ(s.values.size(), 1u);
  EXPECT_EQ(s.values[0], 200);
  s = parseOk("int=0xffffffff"); // hex is a bit pattern
  EXPECT_EQ(valueAs<int32_t>(s), -1);
  s = parseOk("char=-128");
  EXPECT_EQ(static_cast<int8_t>(s.values[0]), -128);
  s = parseOk("long=-9223372036854775808");
  EXPECT_EQ(valueAs<int64_t>(s), INT64_MIN);
  s = parseOk("ulong=18446744073709551615");
  EXPECT_EQ(valueAs<uint64_t>(s), UINT64_MAX);
  s = parseOk("half=0x3c00");
  EXPECT_EQ(valueAs<uint16_t>(s), 0x3c00);
  s = parseOk("double=0.1");
  EXPECT_EQ(valueAs<double>(s), 0.1);
  s = parseOk("float=-inf");
  EXPECT_TRUE(std::isinf(valueAs<float>(s)));
  s = parseOk("int3=1,2,3");
  ASSERT_EQ(s.values.size(), 16u);

  s = parseOk("uint[3]=1,2,3"); // a struct by value
  EXPECT_EQ(s.kind, ArgSpecKind::Value);
  EXPECT_EQ(s.count, 3u);
  ASSERT_EQ(s.values.size(), 12u);
  EXPECT_EQ(valueAs<uint32_t>(s, 2), 3u);
  EXPECT_NE(parseError("uint[3]=1,2").find("needs 3"), std::string::npos);
  EXPECT_NE(parseError("uint[3]x=1,2,3").find("unexpected"), std::string::npos);

  EXPECT_NE(parseError("char=200").find("out of range"), std::string::npos);
  EXPECT_NE(parseError("uint=-1").find("out of range"), std::string::npos);
  EXPECT_NE(parseError("int=2147483648").find("out of range"),
            std::string::npos);
  EXPECT_NE(parseError("float=1e39").find("out of range"), std::string::npos);
  EXPECT_NE(parseError("float=abc").find("not a number"), std::string::npos);
  EXPECT_NE(parseError("int=1.5").find("not an integer"), std::string::npos);
  EXPECT_NE(parseError("float4=1,2,3").find("needs 4"), std::string::npos);
  EXPECT_NE(parseError("int=").find("not an integer"), std::string::npos);
  EXPECT_NE(parseError("5").find("not an argument spec"), std::string::npos);
  EXPECT_NE(parseError("struct=1").find("unknown type"), std::string::npos);
  EXPECT_NE(parseError("int=1,print").find("buffers"), std::string::npos);
}

TEST(ArgSpecTest, Pipes) {
  ArgSpec s = parseOk("pipe:int[64]");
  EXPECT_EQ(s.kind, ArgSpecKind::Pipe);
  EXPECT_EQ(s.type.name(), "int");
  EXPECT_EQ(s.count, 64u);
  EXPECT_EQ(s.packetBytes(), 4u);
  EXPECT_EQ(s.packetName(), "int");
  EXPECT_TRUE(s.pipeRef.empty());
  EXPECT_EQ(parseOk("pipe:float4[8]").packetBytes(), 16u);
  EXPECT_EQ(parseOk("pipe:int3[1]").packetBytes(), 16u);
  EXPECT_EQ(parseOk("pipe:double16[2]").packetBytes(), 128u);
  EXPECT_EQ(parseOk("pipe:unsigned int[2]").type.name(), "uint");
  const std::string most = std::to_string(PipeLayout::MaxCapacity);
  EXPECT_EQ(parseOk("pipe:int[" + most + "]").count, PipeLayout::MaxCapacity);

  s = parseOk("pipe:uchar[12][32]");
  EXPECT_EQ(s.packetElements, 12u);
  EXPECT_EQ(s.packetBytes(), 12u);
  EXPECT_EQ(s.count, 32u);
  EXPECT_EQ(s.packetName(), "uchar[12]");
  EXPECT_EQ(parseOk("pipe:float[3][5]").packetBytes(), 12u);

  s = parseOk("pipe:@p");
  EXPECT_EQ(s.kind, ArgSpecKind::Pipe);
  EXPECT_EQ(s.pipeRef, "p");
  EXPECT_EQ(parseOk("pipe:@in_queue").pipeRef, "in_queue");
}

TEST(ArgSpecTest, PipeErrors) {
  auto fails = [](const std::string &text, const char *what) {
    std::string error = parseError(text);
    EXPECT_NE(error.find(what), std::string::npos) << text << ": " << error;
  };
  fails("pipe:int[0]", "pipe capacity '0' is not a positive integer");
  fails("pipe:int[]", "pipe capacity '' is not a positive integer");
  fails("pipe:int[x]", "pipe capacity 'x'");
  fails("pipe:int[-1]", "pipe capacity '-1'");
  const std::string most = std::to_string(PipeLayout::MaxCapacity);
  fails("pipe:int[" + std::to_string(PipeLayout::MaxCapacity + 1ull) + "]",
        ("exceeds the maximum, " + most + " packets").c_str());
  fails("pipe:int", "a pipe needs TYPE[CAPACITY], e.g. pipe:int[64]");
  fails("pipe:", "a pipe needs TYPE[CAPACITY]");
  fails("pipe:int]4[", "a pipe needs TYPE[CAPACITY]");
  fails("pipe:foo[4]", "unknown packet type 'foo'");
  fails("pipe:@", "no pipe name after '@'");
  fails("pipe:int[4],print", "unexpected ',print' after ']'");
  fails("pipe:int[4]=1,2", "unexpected '=1,2' after ']'");
  fails("pipe:int[0][4]", "packet element count '0'");
  fails("pipe:int[2][4", "missing ']' after the capacity");
  fails("pipe:int[2][0]", "pipe capacity '0'");
  fails("pipes:int[4]", "not an argument spec");
}

TEST(ArgSpecTest, BufferContents) {
  std::vector<uint8_t> a, b, c;
  std::string error;
  ArgSpec s = parseOk("buffer:float[1000]=random");
  ASSERT_TRUE(makeBufferContents(s, 0, "", a, error)) << error;
  ASSERT_TRUE(makeBufferContents(s, 0, "", b, error));
  ASSERT_TRUE(makeBufferContents(s, 1, "", c, error));
  EXPECT_EQ(a, b); // deterministic
  EXPECT_NE(a, c); // the default seed is the argument's position
  ASSERT_EQ(a.size(), 4000u);
  float lo = 1, hi = -1;
  for (size_t i = 0; i < 1000; ++i) {
    float f;
    std::memcpy(&f, a.data() + 4 * i, 4);
    lo = std::min(lo, f);
    hi = std::max(hi, f);
  }
  EXPECT_GE(lo, -1.0f);
  EXPECT_LT(hi, 1.0f);
  EXPECT_LT(lo, -0.9f);
  EXPECT_GT(hi, 0.9f);

  // A seed makes the position irrelevant.
  s = parseOk("buffer:uint3[4]=random:7");
  ASSERT_TRUE(makeBufferContents(s, 0, "", a, error));
  ASSERT_TRUE(makeBufferContents(s, 5, "", b, error));
  EXPECT_EQ(a, b);
  for (size_t e = 0; e < 4; ++e) // padding lanes stay zero
    EXPECT_EQ(a[16 * e + 12] | a[16 * e + 13] | a[16 * e + 14] | a[16 * e + 15],
              0);

  s = parseOk("buffer:half[64]=random");
  ASSERT_TRUE(makeBufferContents(s, 0, "", a, error));
  for (size_t i = 0; i < 64; ++i) {
    uint16_t h;
    std::memcpy(&h, a.data() + 2 * i, 2);
    EXPECT_LE(h & 0x7fff, 0x3c00) << i; // |value| <= 1, no NaN or inf
  }

  s = parseOk("buffer:ushort[2]=file:x.bin");
  ASSERT_TRUE(makeBufferContents(s, 0, std::string("\1\0\2\0", 4), a, error));
  EXPECT_EQ(a, (std::vector<uint8_t>{1, 0, 2, 0}));
  EXPECT_FALSE(makeBufferContents(s, 0, "abc", a, error));
  EXPECT_NE(error.find("has 3 bytes"), std::string::npos) << error;

  s = parseOk("buffer:int[3]");
  ASSERT_TRUE(makeBufferContents(s, 0, "", a, error));
  EXPECT_EQ(a, std::vector<uint8_t>(12, 0));
}

TEST(ArgSpecTest, FormatValues) {
  ElementType t;
  ArgSpec s = parseOk("buffer:int[3]=1,-2,3");
  EXPECT_EQ(formatValues(s.type, s.values.data(), 3), "1, -2, 3");
  s = parseOk("buffer:float[3]=0.1,1,-2.5e-10");
  EXPECT_EQ(formatValues(s.type, s.values.data(), 3), "0.1, 1, -2.5e-10");
  s = parseOk("buffer:float4[2]=1,2,3,4,5,6,7,8");
  EXPECT_EQ(formatValues(s.type, s.values.data(), 2), "(1,2,3,4), (5,6,7,8)");
  s = parseOk("buffer:int3[1]=1,2,3");
  EXPECT_EQ(formatValues(s.type, s.values.data(), 1), "(1,2,3)");
  s = parseOk("buffer:char[2]=-1,127");
  EXPECT_EQ(formatValues(s.type, s.values.data(), 2), "-1, 127");
  s = parseOk("buffer:uchar[1]=255");
  EXPECT_EQ(formatValues(s.type, s.values.data(), 1), "255");
  s = parseOk("buffer:half2[1]=0x3c00,15360");
  EXPECT_EQ(formatValues(s.type, s.values.data(), 1), "(0x3c00,0x3c00)");
  s = parseOk("buffer:ulong[1]=18446744073709551615");
  EXPECT_EQ(formatValues(s.type, s.values.data(), 1), "18446744073709551615");
  s = parseOk("buffer:double[1]=0.1");
  EXPECT_EQ(formatValues(s.type, s.values.data(), 1), "0.1");
}

ArgInfo makeArg(const char *name, const char *type, ArgKind kind,
                uint32_t size) {
  ArgInfo a;
  a.name = name;
  a.typeName = type;
  a.kind = kind;
  a.size = size;
  return a;
}

TEST(ArgSpecTest, CheckAgainstReflection) {
  ArgInfo buffer = makeArg("a", "float*", ArgKind::GlobalBuffer, 8);
  ArgInfo constant = makeArg("k", "int4*", ArgKind::ConstantBuffer, 8);
  ArgInfo local = makeArg("tmp", "float*", ArgKind::Local, 4);
  ArgInfo n = makeArg("n", "int", ArgKind::Value, 4);
  ArgInfo u = makeArg("u", "unsigned int", ArgKind::Value, 4);
  ArgInfo v = makeArg("v", "float4", ArgKind::Value, 16);
  ArgInfo st = makeArg("s", "S", ArgKind::Value, 8);
  ArgInfo pipe = makeArg("p", "int", ArgKind::Pipe, 8);
  std::string error;
  EXPECT_TRUE(checkArgSpec(parseOk("buffer:float[4]"), buffer, 0, error));
  // Buffers are untyped memory, as in OpenCL.
  EXPECT_TRUE(checkArgSpec(parseOk("buffer:uchar[4]"), constant, 0, error));
  EXPECT_TRUE(checkArgSpec(parseOk("local:float[4]"), local, 0, error));
  EXPECT_TRUE(checkArgSpec(parseOk("int=3"), n, 0, error));
  EXPECT_TRUE(checkArgSpec(parseOk("uint=3"), u, 0, error));
  EXPECT_TRUE(checkArgSpec(parseOk("float4=1,2,3,4"), v, 0, error));
  EXPECT_TRUE(checkArgSpec(parseOk("int2=1,2"), st, 0, error)) << error;

  EXPECT_FALSE(checkArgSpec(parseOk("float=1"), n, 3, error));
  EXPECT_NE(error.find("argument 3 'n' (int) is int, not float"),
            std::string::npos)
      << error;
  EXPECT_FALSE(checkArgSpec(parseOk("int=1"), u, 0, error));
  EXPECT_NE(error.find("is uint, not int"), std::string::npos) << error;
  EXPECT_FALSE(checkArgSpec(parseOk("int=1"), buffer, 1, error));
  EXPECT_NE(error.find("'a' (global float*) is a buffer"), std::string::npos)
      << error;
  EXPECT_FALSE(checkArgSpec(parseOk("buffer:float[1]"), local, 0, error));
  EXPECT_NE(error.find("local:float[64]"), std::string::npos) << error;
  EXPECT_FALSE(checkArgSpec(parseOk("buffer:int[1]"), n, 0, error));
  EXPECT_NE(error.find("passed by value: give int=VALUE"), std::string::npos)
      << error;
  EXPECT_TRUE(checkArgSpec(parseOk("float[2]=1,2"), st, 0, error)) << error;
  EXPECT_FALSE(checkArgSpec(parseOk("int=1"), st, 0, error));
  EXPECT_NE(error.find("takes 8 bytes, int is 4: give TYPE[COUNT]"),
            std::string::npos)
      << error;
  EXPECT_FALSE(checkArgSpec(parseOk("float[3]=1,2,3"), st, 0, error));
  EXPECT_NE(error.find("float[3] is 12"), std::string::npos) << error;
  EXPECT_FALSE(checkArgSpec(parseOk("int[2]=1,2"), n, 0, error));
  EXPECT_NE(error.find("is int, not int[2]"), std::string::npos) << error;
  EXPECT_FALSE(checkArgSpec(parseOk("buffer:int[1]"), pipe, 0, error));
  EXPECT_NE(error.find("pipe"), std::string::npos) << error;
}

ArgInfo makePipeArg(const char *name, const char *type, uint32_t packetSize) {
  ArgInfo a = makeArg(name, type, ArgKind::Pipe, 8);
  a.packetSize = packetSize;
  a.access = 1;
  return a;
}

TEST(ArgSpecTest, PipesAgainstReflection) {
  ArgInfo pipe = makePipeArg("p", "int", 4);
  ArgInfo vec = makePipeArg("q", "float4", 16);
  ArgInfo st = makePipeArg("s", "struct S", 12);
  ArgInfo buffer = makeArg("a", "float*", ArgKind::GlobalBuffer, 8);
  ArgInfo local = makeArg("tmp", "float*", ArgKind::Local, 4);
  ArgInfo n = makeArg("n", "int", ArgKind::Value, 4);
  std::string error;
  EXPECT_TRUE(checkArgSpec(parseOk("pipe:int[4]"), pipe, 0, error)) << error;
  // Packets are bytes, like buffers: the size is what must match.
  EXPECT_TRUE(checkArgSpec(parseOk("pipe:uint[4]"), pipe, 0, error)) << error;
  EXPECT_TRUE(checkArgSpec(parseOk("pipe:float4[1]"), vec, 0, error)) << error;
  EXPECT_TRUE(checkArgSpec(parseOk("pipe:uchar[12][8]"), st, 0, error))
      << error;
  EXPECT_TRUE(checkArgSpec(parseOk("pipe:float[3][8]"), st, 0, error)) << error;
  // A reference is checked by planPipes, which knows the pipe.
  EXPECT_TRUE(checkArgSpec(parseOk("pipe:@x"), pipe, 0, error)) << error;

  EXPECT_FALSE(checkArgSpec(parseOk("pipe:float4[4]"), pipe, 2, error));
  EXPECT_NE(error.find("argument 2 'p' (pipe int) carries packets of 'int' "
                       "(4-byte packets); pipe:float4[…] has 16-byte "
                       "packets: give pipe:int[CAPACITY]"),
            std::string::npos)
      << error;
  EXPECT_FALSE(checkArgSpec(parseOk("pipe:int[8]"), st, 0, error));
  EXPECT_NE(error.find("give pipe:uchar[12][CAPACITY]"), std::string::npos)
      << error;
  EXPECT_FALSE(checkArgSpec(parseOk("buffer:int[4]"), pipe, 0, error));
  EXPECT_NE(error.find("'p' (pipe int) is a pipe: give pipe:int[CAPACITY], "
                       "e.g. pipe:int[64], or pipe:@NAME"),
            std::string::npos)
      << error;
  EXPECT_FALSE(checkArgSpec(parseOk("int=3"), vec, 0, error));
  EXPECT_NE(error.find("give pipe:float4[CAPACITY]"), std::string::npos)
      << error;
  EXPECT_FALSE(checkArgSpec(parseOk("pipe:int[4]"), buffer, 0, error));
  EXPECT_NE(error.find("is a buffer"), std::string::npos) << error;
  EXPECT_FALSE(checkArgSpec(parseOk("pipe:@p"), local, 0, error));
  EXPECT_NE(error.find("is local memory"), std::string::npos) << error;
  EXPECT_FALSE(checkArgSpec(parseOk("pipe:int[4]"), n, 0, error));
  EXPECT_NE(error.find("passed by value: give int=VALUE"), std::string::npos)
      << error;
}

ParseStatus parseRun(const std::vector<std::string> &args, RunInvocation &inv,
                     std::string &error) {
  inv = RunInvocation{};
  error.clear();
  return parseRunArgs(args, inv, error);
}

TEST(ArgSpecTest, RunOptions) {
  RunInvocation inv;
  std::string error;
  ASSERT_EQ(parseRun({"k.cl",        "--kernel", "add",
                      "--global",    "64,32",    "--local=8,4",
                      "--offset",    "1,2",      "--target",
                      "swiftshader", "-DX=1",    "-D",
                      "Y",           "-Iinc",    "-cl-std=CL2.0",
                      "--device",    "llvmpipe", "--repeat",
                      "5",           "--time",   "--stats",
                      "--validate",  "--arg",    "buffer:float[2048]=random",
                      "--arg=int=3"},
                     inv, error),
            ParseStatus::Run)
      << error;
  EXPECT_EQ(inv.input, "k.cl");
  ASSERT_EQ(inv.kernels.size(), 1u);
  const KernelRun &run = inv.kernels[0];
  EXPECT_EQ(run.kernel, "add");
  EXPECT_EQ(run.dims, 2u);
  EXPECT_EQ(run.global, (std::array<uint64_t, 3>{64, 32, 1}));
  EXPECT_EQ(run.local, (std::array<uint64_t, 3>{8, 4, 0}));
  EXPECT_EQ(run.offset, (std::array<uint64_t, 3>{1, 2, 0}));
  EXPECT_TRUE(inv.targetGiven);
  EXPECT_EQ(inv.options.target.name, "swiftshader");
  EXPECT_EQ(inv.options.defines, (std::vector<std::string>{"X=1", "Y"}));
  EXPECT_EQ(inv.options.includeDirs, (std::vector<std::string>{"inc"}));
  EXPECT_EQ(inv.options.clStd, ClStd::CL2_0);
  EXPECT_EQ(inv.options.fileName, "k.cl");
  EXPECT_EQ(inv.device, "llvmpipe");
  EXPECT_EQ(inv.repeat, 5u);
  EXPECT_TRUE(inv.time);
  EXPECT_TRUE(inv.stats);
  EXPECT_TRUE(inv.validate);
  ASSERT_EQ(run.args.size(), 2u);
  EXPECT_EQ(run.args[0].kind, ArgSpecKind::Buffer);
  EXPECT_EQ(run.args[1].kind, ArgSpecKind::Value);
  EXPECT_EQ(run.argTexts[1], "int=3");

  ASSERT_EQ(parseRun({"k.spv", "--global", "10"}, inv, error),
            ParseStatus::Run);
  ASSERT_EQ(inv.kernels.size(), 1u);
  EXPECT_EQ(inv.kernels[0].kernel, "");
  EXPECT_EQ(inv.kernels[0].dims, 1u);
  EXPECT_EQ(inv.repeat, 1u);
  EXPECT_FALSE(inv.targetGiven);
  EXPECT_EQ(inv.options.target.name, "desktop");
  EXPECT_EQ(parseRun({"--help"}, inv, error), ParseStatus::Help);
}

TEST(ArgSpecTest, RunOptionErrors) {
  RunInvocation inv;
  std::string error;
  auto fails = [&](const std::vector<std::string> &args, const char *what) {
    EXPECT_EQ(parseRun(args, inv, error), ParseStatus::UsageError) << what;
    EXPECT_NE(error.find(what), std::string::npos) << error;
  };
  fails({"--global", "4"}, "no input file");
  fails({"k.cl"}, "--global X[,Y[,Z]] is required");
  fails({"k.cl", "--global", "4,4", "--local", "2"}, "--local has 1");
  fails({"k.cl", "--global", "4", "--offset", "1,1"}, "--offset has 2");
  fails({"k.cl", "--global", "0"}, "positive integers");
  fails({"k.cl", "--global", "1,2,3,4"}, "X[,Y[,Z]]");
  fails({"k.cl", "--global", "4x4"}, "X[,Y[,Z]]");
  fails({"k.cl", "--global", "4", "--repeat", "0"}, "--repeat '0'");
  fails({"k.cl", "--global", "4", "--target", "gpu"}, "unknown target 'gpu'");
  fails({"k.cl", "--global", "4", "--arg", "int=1", "--arg", "float=x"},
        "--arg 1 'float=x': 'x' is not a number");
  fails({"k.cl", "--global"}, "needs an argument");
  fails({"k.cl", "b.cl", "--global", "4"}, "more than one input file");
  fails({"k.cl", "--global", "4", "--frobnicate"},
        "unknown option '--frobnicate'");
  fails({"k.cl", "--global", "4", "-cl-std=CL9"}, "unknown OpenCL C version");
}

TEST(ArgSpecTest, SeveralKernels) {
  RunInvocation inv;
  std::string error;
  ASSERT_EQ(parseRun({"k.cl",     "-cl-std=CL2.0",
                      "--kernel", "produce",
                      "--global", "80",
                      "--arg",    "pipe:int[64]",
                      "--arg",    "buffer:int[1],print",
                      "--kernel", "consume",
                      "--global", "100,2",
                      "--local",  "10,1",
                      "--arg",    "pipe:@p",
                      "--arg",    "buffer:int[1]",
                      "--repeat", "2"},
                     inv, error),
            ParseStatus::Run)
      << error;
  ASSERT_EQ(inv.kernels.size(), 2u);
  EXPECT_EQ(inv.repeat, 2u);
  const KernelRun &produce = inv.kernels[0], &consume = inv.kernels[1];
  EXPECT_EQ(produce.kernel, "produce");
  EXPECT_EQ(produce.dims, 1u);
  EXPECT_EQ(produce.global[0], 80u);
  EXPECT_EQ(produce.local, (std::array<uint64_t, 3>{0, 0, 0}));
  ASSERT_EQ(produce.args.size(), 2u);
  EXPECT_EQ(produce.args[0].kind, ArgSpecKind::Pipe);
  EXPECT_EQ(produce.argTexts[1], "buffer:int[1],print");
  EXPECT_EQ(consume.kernel, "consume");
  EXPECT_EQ(consume.dims, 2u);
  EXPECT_EQ(consume.local, (std::array<uint64_t, 3>{10, 1, 0}));
  ASSERT_EQ(consume.args.size(), 2u);
  EXPECT_EQ(consume.args[0].pipeRef, "p");

  // Options before the first --kernel belong to the first kernel, so one
  // --kernel anywhere is the single-kernel form.
  ASSERT_EQ(parseRun({"k.cl", "--global", "8", "--arg", "int=1", "--kernel",
                      "a", "--arg", "int=2"},
                     inv, error),
            ParseStatus::Run)
      << error;
  ASSERT_EQ(inv.kernels.size(), 1u);
  EXPECT_EQ(inv.kernels[0].kernel, "a");
  EXPECT_EQ(inv.kernels[0].args.size(), 2u);

  auto fails = [&](const std::vector<std::string> &args, const char *what) {
    EXPECT_EQ(parseRun(args, inv, error), ParseStatus::UsageError) << what;
    EXPECT_NE(error.find(what), std::string::npos) << error;
  };
  fails({"k.cl", "--kernel", "a", "--global", "4", "--kernel", "b"},
        "kernel 'b' (--kernel 2): --global X[,Y[,Z]] is required (each "
        "--kernel takes its own)");
  fails({"k.cl", "--kernel", "a", "--global", "4", "--kernel", "b", "--global",
         "4,4", "--local", "2"},
        "kernel 'b' (--kernel 2): --local has 1 dimensions, --global 2");
  fails({"k.cl", "--kernel", "a", "--global", "4", "--offset", "1,1",
         "--kernel", "b", "--global", "4"},
        "kernel 'a' (--kernel 1): --offset has 2");
  fails({"k.cl", "--global", "4", "--kernel", ""}, "empty --kernel name");
  fails({"k.cl", "--kernel", "a", "--global", "4", "--kernel", "b", "--global",
         "4", "--arg", "int=1", "--arg", "pipe:int[0]"},
        "--arg 1 'pipe:int[0]': pipe capacity '0'");
}

/// A kernel `name` whose arguments are `args`.
KernelInfo makeKernel(const char *name, std::vector<ArgInfo> args) {
  KernelInfo k;
  k.name = name;
  k.args = std::move(args);
  return k;
}

TEST(ArgSpecTest, PlanPipes) {
  KernelInfo produce = makeKernel(
      "produce", {makePipeArg("p", "int", 4),
                  makeArg("full", "int*", ArgKind::GlobalBuffer, 8)});
  KernelInfo consume = makeKernel(
      "consume", {makePipeArg("p", "int", 4),
                  makeArg("seen", "int*", ArgKind::GlobalBuffer, 8)});
  KernelInfo relay = makeKernel("relay", {makePipeArg("in", "uint", 4),
                                          makePipeArg("out", "float4", 16)});
  KernelInfo drain = makeKernel("drain", {makePipeArg("in", "uint", 4),
                                          makePipeArg("out", "float4", 16)});
  RunInvocation inv;
  std::string error;
  std::vector<PipePlan> pipes;
  std::vector<std::vector<int>> pipeOf;
  auto plan = [&](const std::vector<std::string> &args,
                  const std::vector<const KernelInfo *> &kernels) {
    EXPECT_EQ(parseRun(args, inv, error), ParseStatus::Run) << error;
    return planPipes(inv, kernels, pipes, pipeOf, error);
  };

  ASSERT_TRUE(
      plan({"k.cl", "--kernel", "produce", "--global", "8", "--arg",
            "pipe:int[64]", "--arg", "buffer:int[1]", "--kernel", "consume",
            "--global", "8", "--arg", "pipe:@p", "--arg", "buffer:int[8]"},
           {&produce, &consume}))
      << error;
  ASSERT_EQ(pipes.size(), 1u);
  EXPECT_EQ(pipes[0].kernel, 0u);
  EXPECT_EQ(pipes[0].arg, 0u);
  EXPECT_EQ(pipes[0].name, "p");
  EXPECT_EQ(pipes[0].packetName, "int");
  EXPECT_EQ(pipes[0].packetSize, 4u);
  EXPECT_EQ(pipes[0].capacity, 64u);
  EXPECT_EQ(pipeOf, (std::vector<std::vector<int>>{{0, -1}, {0, -1}}));

  // A reference names the latest pipe argument of that name, created or
  // itself a reference: relay's `in` is p, drain's @in is then p too.
  ASSERT_TRUE(plan(
      {"k.cl",  "--kernel",       "produce",  "--global",      "8",
       "--arg", "pipe:int[4]",    "--arg",    "buffer:int[1]", "--kernel",
       "relay", "--global",       "8",        "--arg",         "pipe:@p",
       "--arg", "pipe:float4[2]", "--kernel", "drain",         "--global",
       "8",     "--arg",          "pipe:@in", "--arg",         "pipe:@out"},
      {&produce, &relay, &drain}))
      << error;
  ASSERT_EQ(pipes.size(), 2u);
  EXPECT_EQ(pipes[1].name, "out");
  EXPECT_EQ(pipes[1].kernel, 1u);
  EXPECT_EQ(pipes[1].packetSize, 16u);
  EXPECT_EQ(pipeOf, (std::vector<std::vector<int>>{{0, -1}, {0, 1}, {0, 1}}));

  // The same name created twice: the later pipe.
  ASSERT_TRUE(plan({"k.cl",
                    "--kernel",
                    "produce",
                    "--global",
                    "8",
                    "--arg",
                    "pipe:int[4]",
                    "--arg",
                    "buffer:int[1]",
                    "--kernel",
                    "produce",
                    "--global",
                    "8",
                    "--arg",
                    "pipe:int[8]",
                    "--arg",
                    "buffer:int[1]",
                    "--kernel",
                    "consume",
                    "--global",
                    "8",
                    "--arg",
                    "pipe:@p",
                    "--arg",
                    "buffer:int[8]"},
                   {&produce, &produce, &consume}))
      << error;
  ASSERT_EQ(pipes.size(), 2u);
  EXPECT_EQ(pipeOf[2][0], 1);

  EXPECT_FALSE(
      plan({"k.cl", "--kernel", "produce", "--global", "8", "--arg",
            "pipe:int[4]", "--arg", "buffer:int[1]", "--kernel", "consume",
            "--global", "8", "--arg", "pipe:@q", "--arg", "buffer:int[8]"},
           {&produce, &consume}));
  EXPECT_NE(error.find("--arg 'pipe:@q' of kernel 'consume': no earlier pipe "
                       "argument is named 'q' (earlier pipe arguments: p)"),
            std::string::npos)
      << error;
  EXPECT_FALSE(plan({"k.cl", "--kernel", "consume", "--global", "8", "--arg",
                     "pipe:@p", "--arg", "buffer:int[8]"},
                    {&consume}));
  EXPECT_NE(error.find("no pipe is created before it"), std::string::npos)
      << error;
  EXPECT_FALSE(
      plan({"k.cl", "--kernel", "produce", "--global", "8", "--arg",
            "pipe:int[4]", "--arg", "buffer:int[1]", "--kernel", "relay",
            "--global", "8", "--arg", "pipe:uint[4]", "--arg", "pipe:@p"},
           {&produce, &relay}));
  EXPECT_NE(error.find("argument 1 'out' of kernel 'relay' carries packets "
                       "of 'float4' (16-byte packets); pipe 'p' was created "
                       "with 4-byte packets (int)"),
            std::string::npos)
      << error;
}

} // namespace
} // namespace vkcl::tool
