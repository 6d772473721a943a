// The OpenCL build option parser that clBuildProgram and the `vkcl` tool
// share: every option of the specification lands where it should, and every
// mistake is an error with a message naming it, never silently ignored.
#include "vkcl/runtime/BuildOptions.h"

#include "../../src/tool/ArgSpec.h"
#include "../../src/tool/Commands.h"

#include <gtest/gtest.h>

namespace vkcl {
namespace {

struct Parsed {
  Status status;
  CompileOptions options;
  BuildFlags flags;
};

Parsed parse(const std::string &text, OptionStage stage = OptionStage::Build) {
  Parsed p;
  p.status = parseBuildOptions(text, p.options, p.flags, stage);
  return p;
}

std::string errorOf(const std::string &text,
                    OptionStage stage = OptionStage::Build) {
  Parsed p = parse(text, stage);
  EXPECT_FALSE(p.status.isOk()) << text;
  EXPECT_EQ(p.status.code(), ErrorCode::InvalidArgument) << text;
  EXPECT_EQ(p.status.message().find('\n'), std::string::npos) << text;
  return p.status.message();
}

TEST(BuildOptionsTest, Empty) {
  Parsed p = parse("");
  ASSERT_TRUE(p.status) << p.status.message();
  EXPECT_TRUE(p.options.defines.empty());
  EXPECT_TRUE(p.options.extraClangOptions.empty());
  EXPECT_TRUE(parse(" \t\n ").status);
}

TEST(BuildOptionsTest, DefinesAndIncludes) {
  Parsed p = parse("-DA -D B=2 -DF(x)=x -Iinc -I other -D  C");
  ASSERT_TRUE(p.status) << p.status.message();
  EXPECT_EQ(p.options.defines,
            (std::vector<std::string>{"A", "B=2", "F(x)=x", "C"}));
  EXPECT_EQ(p.options.includeDirs, (std::vector<std::string>{"inc", "other"}));
  EXPECT_NE(errorOf("-D").find("'-D' needs an argument"), std::string::npos);
  EXPECT_NE(errorOf("-I").find("'-I' needs an argument"), std::string::npos);
  EXPECT_NE(errorOf("-D=1").find("macro name missing"), std::string::npos);
  EXPECT_NE(errorOf("-D 1X").find("not an identifier"), std::string::npos);
}

TEST(BuildOptionsTest, Quoting) {
  Parsed p = parse("-I \"my dir\" -D'S=a b' -DQ=\\\"x\\\" -I\"a\\\\b\"");
  ASSERT_TRUE(p.status) << p.status.message();
  EXPECT_EQ(p.options.includeDirs,
            (std::vector<std::string>{"my dir", "a\\b"}));
  EXPECT_EQ(p.options.defines, (std::vector<std::string>{"S=a b", "Q=\"x\""}));
  EXPECT_NE(errorOf("-I \"open").find("unterminated"), std::string::npos);
}

TEST(BuildOptionsTest, Standards) {
  const std::pair<const char *, ClStd> cases[] = {
      {"CL1.0", ClStd::CL1_0}, {"CL1.1", ClStd::CL1_1}, {"CL1.2", ClStd::CL1_2},
      {"CL2.0", ClStd::CL2_0}, {"CL3.0", ClStd::CL3_0},
  };
  for (const auto &[name, std] : cases) {
    Parsed p = parse(std::string("-cl-std=") + name);
    ASSERT_TRUE(p.status) << name << ": " << p.status.message();
    EXPECT_EQ(p.options.clStd, std) << name;
  }
  // The last one counts.
  EXPECT_EQ(parse("-cl-std=CL2.0 -cl-std=CL1.1").options.clStd, ClStd::CL1_1);
  EXPECT_NE(errorOf("-cl-std=CL2.1").find("unknown OpenCL C version 'CL2.1'"),
            std::string::npos);
  EXPECT_NE(errorOf("-cl-std=").find("unknown OpenCL C version"),
            std::string::npos);
  EXPECT_NE(errorOf("-cl-std").find("unknown option '-cl-std'"),
            std::string::npos);
}

TEST(BuildOptionsTest, KeepsTheCallersDefaults) {
  CompileOptions options;
  options.clStd = ClStd::CL1_2;
  options.target = *TargetProfile::preset("swiftshader");
  BuildFlags flags;
  ASSERT_TRUE(parseBuildOptions("-DX", options, flags));
  EXPECT_EQ(options.clStd, ClStd::CL1_2);
  EXPECT_EQ(options.target.name, "swiftshader");
  EXPECT_TRUE(options.optimize);
  EXPECT_FALSE(options.fastRelaxedMath);
}

TEST(BuildOptionsTest, EveryCompilerOption) {
  Parsed p = parse(
      "-cl-single-precision-constant -cl-denorms-are-zero -cl-opt-disable "
      "-cl-mad-enable -cl-no-signed-zeros -cl-unsafe-math-optimizations "
      "-cl-finite-math-only -cl-fast-relaxed-math -cl-uniform-work-group-size "
      "-cl-no-subgroup-ifp -w -Werror -cl-kernel-arg-info -g "
      "-cl-strict-aliasing -cl-fp32-correctly-rounded-divide-sqrt");
  ASSERT_TRUE(p.status) << p.status.message();
  EXPECT_FALSE(p.options.optimize);
  EXPECT_TRUE(p.options.fastRelaxedMath);
  EXPECT_EQ(p.options.extraClangOptions,
            (std::vector<std::string>{
                "-cl-single-precision-constant", "-cl-mad-enable",
                "-cl-no-signed-zeros", "-cl-unsafe-math-optimizations",
                "-cl-finite-math-only", "-w", "-Werror",
                "-cl-fp32-correctly-rounded-divide-sqrt"}));
  EXPECT_TRUE(p.flags.uniformWorkGroupSize);
  EXPECT_TRUE(p.flags.noSubgroupIfp);
  EXPECT_TRUE(p.flags.kernelArgInfo);
  EXPECT_TRUE(p.flags.debugInfo);
  EXPECT_FALSE(p.flags.createLibrary);
}

TEST(BuildOptionsTest, Refused) {
  EXPECT_NE(errorOf("-cl-mad-enable -cl-madenable")
                .find("unknown option '-cl-madenable'"),
            std::string::npos);
  EXPECT_NE(errorOf("-O3").find("unknown option '-O3'"), std::string::npos);
  EXPECT_NE(errorOf("-cl-mad-enable=1").find("unknown option"),
            std::string::npos);
  EXPECT_NE(errorOf("kernel.cl").find("'kernel.cl' is not an option"),
            std::string::npos);
  EXPECT_NE(errorOf("-create-library").find("is a link option"),
            std::string::npos);
}

TEST(BuildOptionsTest, LinkOptions) {
  Parsed p = parse("-create-library -enable-link-options -cl-denorms-are-zero "
                   "-cl-no-signed-zeros -cl-unsafe-math-optimizations "
                   "-cl-finite-math-only -cl-fast-relaxed-math "
                   "-cl-no-subgroup-ifp",
                   OptionStage::Link);
  ASSERT_TRUE(p.status) << p.status.message();
  EXPECT_TRUE(p.flags.createLibrary);
  EXPECT_TRUE(p.flags.enableLinkOptions);
  EXPECT_TRUE(p.options.fastRelaxedMath);
  EXPECT_EQ(p.options.extraClangOptions.size(), 3u);
  EXPECT_NE(errorOf("-DX", OptionStage::Link).find("not a link option"),
            std::string::npos);
  EXPECT_NE(errorOf("-cl-std=CL2.0", OptionStage::Link)
                .find("'-cl-std=' is not a link option"),
            std::string::npos);
  EXPECT_NE(errorOf("-enable-link-options", OptionStage::Link)
                .find("only valid with -create-library"),
            std::string::npos);
}

TEST(BuildOptionsTest, OneOptionAtATime) {
  std::vector<std::string> args = {"-D", "X", "-tool-option", "-w"};
  CompileOptions options;
  BuildFlags flags;
  size_t i = 0;
  ASSERT_TRUE(applyBuildOption(args, i, options, flags));
  EXPECT_EQ(i, 2u);
  EXPECT_EQ(applyBuildOption(args, i, options, flags).code(),
            ErrorCode::NotFound);
  EXPECT_EQ(i, 2u);
  i = 3;
  ASSERT_TRUE(applyBuildOption(args, i, options, flags));
  EXPECT_EQ(i, 4u);
  EXPECT_EQ(options.defines, std::vector<std::string>{"X"});
}

// `vkcl compile` and `vkcl run` take the same options as clBuildProgram.
TEST(BuildOptionsTest, TheToolAgrees) {
  const char *const options[] = {
      "-cl-std=CL1.0",
      "-cl-std=CL1.1",
      "-cl-kernel-arg-info",
      "-cl-uniform-work-group-size",
      "-cl-no-subgroup-ifp",
      "-g",
      "-cl-strict-aliasing",
      "-cl-single-precision-constant",
      "-cl-fp32-correctly-rounded-divide-sqrt",
  };
  for (const char *option : options) {
    tool::CompileInvocation compile;
    std::string error;
    EXPECT_EQ(tool::parseCompileArgs({"k.cl", option}, compile, error),
              tool::ParseStatus::Run)
        << option << ": " << error;
    tool::RunInvocation run;
    EXPECT_EQ(tool::parseRunArgs({"k.cl", "--global", "4", option}, run, error),
              tool::ParseStatus::Run)
        << option << ": " << error;
  }
}

} // namespace
} // namespace vkcl
