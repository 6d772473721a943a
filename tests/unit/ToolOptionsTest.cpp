// `vkcl compile` argument parsing, without the compiler: every spelling a
// build script may use must land in the right CompileOptions field, and every
// mistake must be a usage error rather than a silently ignored flag.
#include "../../src/tool/Commands.h"

#include <gtest/gtest.h>

namespace vkcl::tool {
namespace {

ParseStatus parse(const std::vector<std::string> &args,
                  CompileInvocation &invocation, std::string &error) {
  invocation = CompileInvocation{};
  error.clear();
  return parseCompileArgs(args, invocation, error);
}

TEST(ToolOptionsTest, ParsesEveryOption) {
  CompileInvocation inv;
  std::string error;
  ASSERT_EQ(parse({"-DA", "-D", "B=2", "-Iinc", "-I", "other", "k.cl", "-o",
                   "out.spv", "--target", "swiftshader", "-cl-std=CL1.2",
                   "-cl-fast-relaxed-math", "-O0", "--time", "-S",
                   "-cl-mad-enable", "-Werror", "-w"},
                  inv, error),
            ParseStatus::Run)
      << error;
  EXPECT_EQ(inv.input, "k.cl");
  EXPECT_EQ(inv.output, "out.spv");
  EXPECT_EQ(inv.options.defines, (std::vector<std::string>{"A", "B=2"}));
  EXPECT_EQ(inv.options.includeDirs,
            (std::vector<std::string>{"inc", "other"}));
  EXPECT_EQ(inv.options.target.name, "swiftshader");
  EXPECT_FALSE(inv.options.target.int64);
  EXPECT_EQ(inv.options.clStd, ClStd::CL1_2);
  EXPECT_TRUE(inv.options.fastRelaxedMath);
  EXPECT_FALSE(inv.options.optimize);
  EXPECT_TRUE(inv.time);
  EXPECT_TRUE(inv.disassembly);
  EXPECT_EQ(inv.options.extraClangOptions,
            (std::vector<std::string>{"-cl-mad-enable", "-Werror", "-w"}));
  EXPECT_EQ(inv.options.fileName, "k.cl");
}

TEST(ToolOptionsTest, Defaults) {
  CompileInvocation inv;
  std::string error;
  ASSERT_EQ(parse({"dir.v2/k.cl"}, inv, error), ParseStatus::Run) << error;
  EXPECT_EQ(inv.output, "dir.v2/k.spv");
  EXPECT_EQ(inv.options.target.name, "desktop");
  EXPECT_EQ(inv.options.clStd, ClStd::CL3_0);
  EXPECT_TRUE(inv.options.optimize);
  EXPECT_FALSE(inv.options.fastRelaxedMath);
  EXPECT_FALSE(inv.disassembly);
  ASSERT_EQ(parse({"--target=lavapipe", "-cl-opt-disable", "-oout", "k.cl"},
                  inv, error),
            ParseStatus::Run);
  EXPECT_EQ(inv.options.target.name, "lavapipe");
  EXPECT_FALSE(inv.options.optimize);
  EXPECT_EQ(inv.output, "out");
}

TEST(ToolOptionsTest, DefaultOutputPath) {
  EXPECT_EQ(defaultOutputPath("k.cl", false), "k.spv");
  EXPECT_EQ(defaultOutputPath("k.cl", true), "k.spvasm");
  EXPECT_EQ(defaultOutputPath("a/b.c/k", false), "a/b.c/k.spv");
  EXPECT_EQ(defaultOutputPath("k.spv", false), "k.spv.spv");
  EXPECT_EQ(defaultOutputPath("dir/.cl", false), "dir/.cl.spv");
  EXPECT_EQ(defaultOutputPath("-", true), "-");
  EXPECT_EQ(defaultOutputPath("-", false), "");
}

TEST(ToolOptionsTest, Stdin) {
  CompileInvocation inv;
  std::string error;
  ASSERT_EQ(parse({"-", "-o", "-"}, inv, error), ParseStatus::Run);
  EXPECT_EQ(inv.input, "-");
  EXPECT_EQ(inv.output, "-");
  EXPECT_EQ(inv.options.fileName, "<stdin>");
  ASSERT_EQ(parse({"-S", "-"}, inv, error), ParseStatus::Run);
  EXPECT_EQ(inv.output, "-");
  EXPECT_EQ(parse({"-"}, inv, error), ParseStatus::UsageError);
  EXPECT_NE(error.find("stdin"), std::string::npos);
}

TEST(ToolOptionsTest, DoubleDashEndsOptions) {
  CompileInvocation inv;
  std::string error;
  ASSERT_EQ(parse({"--", "-weird.cl"}, inv, error), ParseStatus::Run);
  EXPECT_EQ(inv.input, "-weird.cl");
  EXPECT_EQ(inv.output, "-weird.spv");
}

TEST(ToolOptionsTest, Help) {
  CompileInvocation inv;
  std::string error;
  EXPECT_EQ(parse({"k.cl", "--help"}, inv, error), ParseStatus::Help);
  EXPECT_EQ(parse({"-h"}, inv, error), ParseStatus::Help);
}

TEST(ToolOptionsTest, SeveralInputsAreUnitsOfOneProgram) {
  CompileInvocation inv;
  std::string error;
  ASSERT_EQ(
      parse({"main.cl", "-DN=4", "lib/helpers.cl", "more.cl"}, inv, error),
      ParseStatus::Run)
      << error;
  EXPECT_EQ(inv.input, "main.cl");
  EXPECT_EQ(inv.moreInputs,
            (std::vector<std::string>{"lib/helpers.cl", "more.cl"}));
  EXPECT_EQ(inv.output, "main.spv"); // named after the first unit
}

TEST(ToolOptionsTest, UsageErrors) {
  struct Case {
    std::vector<std::string> args;
    const char *message;
  };
  const Case cases[] = {
      {{}, "no input file"},
      {{"a.cl", "-"}, "stdin ('-') must be the only input file"},
      {{"-", "b.cl"}, "stdin ('-') must be the only input file"},
      {{"k.cl", "-x"}, "unknown option '-x'"},
      {{"k.cl", "--frobnicate"}, "unknown option"},
      {{"k.cl", "-o"}, "'-o' needs an argument"},
      {{"k.cl", "-D"}, "'-D' needs an argument"},
      {{"k.cl", "-I"}, "'-I' needs an argument"},
      {{"k.cl", "--target"}, "'--target' needs an argument"},
      {{"k.cl", "--target", "gpu"}, "unknown target 'gpu'"},
      {{"k.cl", "-cl-std=CL2.1"}, "unknown OpenCL C version"},
      {{"k.cl", "-D=1"}, "macro name missing"},
      {{"k.cl", "-cl-madenable"}, "unknown option"},
  };
  for (const Case &c : cases) {
    CompileInvocation inv;
    std::string error;
    EXPECT_EQ(parse(c.args, inv, error), ParseStatus::UsageError) << c.message;
    EXPECT_NE(error.find(c.message), std::string::npos)
        << "got '" << error << "', want '" << c.message << "'";
    EXPECT_EQ(error.find('\n'), std::string::npos);
  }
}

} // namespace
} // namespace vkcl::tool
