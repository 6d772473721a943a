// Programs linked from several compilation units (vkcl::compileProgram, as
// clLinkProgram links compiled objects): calls into another unit, structs
// by value across units, `extern` program-scope variables, static names and
// macros that stay in their unit, the OpenCL C library used from several
// units, kernels of every unit; and the link errors a C linker reports.
#include "E2eFixture.h"

#include <cmath>
#include <cstring>

namespace vkcl::e2e {
namespace {

constexpr uint32_t N = 256, Local = 64;

class Link : public E2eTest {
protected:
  /// `sources` as units named unit0.cl, unit1.cl, ...
  static std::vector<SourceUnit>
  unitsOf(const std::vector<std::string> &sources) {
    std::vector<SourceUnit> units;
    for (size_t i = 0; i < sources.size(); ++i) {
      units.push_back({sources[i], {}});
      units.back().options.fileName = "unit" + std::to_string(i) + ".cl";
    }
    return units;
  }
  std::shared_ptr<Program> link(const std::vector<std::string> &sources) {
    auto program = buildProgram(device(), unitsOf(sources));
    if (!program)
      throw E2eError("buildProgram(units) failed: " + describe(program));
    return program.value();
  }
  /// The diagnostics of a link that must fail.
  std::string linkError(const std::vector<std::string> &sources) {
    auto program = buildProgram(device(), unitsOf(sources));
    EXPECT_FALSE(program) << "the link should fail";
    if (program)
      return {};
    EXPECT_EQ(program.error().code, ErrorCode::CompileFailed);
    return program.error().message;
  }
};

// Unit 0 holds the kernel; unit 1 the helpers it calls. Each unit has its
// own static `scale` and its own SHIFT macro, which must not leak.
const char *KernelUnit = R"CL(
#define SHIFT 3
typedef struct { int whole; float part; } Split;
Split split(float x);
int mix(int a, int b);
extern global int bias;
static int scale(int x) { return x << SHIFT; }
kernel void linked(global const float *in, global int *out,
                   global float *parts) {
  size_t i = get_global_id(0);
  Split s = split(in[i]);
  out[i] = mix(s.whole, scale((int)i)) + bias;
  parts[i] = sqrt(fabs(s.part));
}
kernel void bump(void) {
  if (get_global_id(0) == 0)
    bias += 5;
}
)CL";

const char *HelperUnit = R"CL(
#define SHIFT 1
typedef struct { int whole; float part; } Split;
global int bias = 1000;
static int scale(int x) { return x * 7 + SHIFT; }
Split split(float x) {
  Split s;
  s.whole = (int)floor(x);
  s.part = x - floor(x);
  return s;
}
int mix(int a, int b) { return scale(a) - b; }
kernel void doubled(global int *out) {
  size_t i = get_global_id(0);
  out[i] = mix((int)i, 0) * 2 + (int)sqrt((float)i);
}
)CL";

TEST_F(Link, CallsStructsAndVariablesAcrossUnits) {
  auto program = link({KernelUnit, HelperUnit});
  auto linked = program->createKernel("linked");
  auto bump = program->createKernel("bump");
  auto doubled = program->createKernel("doubled");
  ASSERT_TRUE(linked && bump && doubled);

  std::vector<float> in = random<float>(N, -1000.0f, 1000.0f);
  const float edges[] = {0.0f, -0.0f, 0.5f,    -0.5f,
                         1.0f, -1.0f, 999.75f, -999.75f};
  std::copy(std::begin(edges), std::end(edges), in.begin());
  Buffer input = upload(in), out = makeBuffer(4 * N), parts = makeBuffer(4 * N),
         twice = makeBuffer(4 * N);
  run(*linked, NDRange::linear(N, Local), input, out, parts);
  run(*bump, NDRange::linear(1, 1));
  Buffer after = makeBuffer(4 * N);
  run(*linked, NDRange::linear(N, Local), input, after, parts);
  run(*doubled, NDRange::linear(N, Local), twice);

  std::vector<int32_t> want(N), wantAfter(N), wantTwice(N);
  std::vector<float> wantParts(N);
  for (uint32_t i = 0; i < N; ++i) {
    int whole = static_cast<int>(std::floor(in[i]));
    float part = in[i] - std::floor(in[i]);
    int mixed = (whole * 7 + 1) - (static_cast<int>(i) << 3);
    want[i] = mixed + 1000;
    wantAfter[i] = mixed + 1005;
    wantParts[i] = std::sqrt(std::fabs(part));
    wantTwice[i] = (static_cast<int>(i) * 7 + 1) * 2 +
                   static_cast<int>(std::sqrt(static_cast<float>(i)));
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N), want));
  EXPECT_TRUE(allEqual(download<int32_t>(after, N), wantAfter))
      << "the other unit's variable keeps its value across dispatches";
  EXPECT_TRUE(allEqual(download<float>(parts, N), wantParts))
      << "sqrt is correctly rounded in every unit";
  EXPECT_TRUE(allEqual(download<int32_t>(twice, N), wantTwice));
}

TEST_F(Link, UnitOrderDoesNotMatter) {
  auto program = link({HelperUnit, KernelUnit});
  auto linked = program->createKernel("linked");
  ASSERT_TRUE(linked);
  std::vector<float> in = random<float>(N, -50.0f, 50.0f);
  Buffer input = upload(in), out = makeBuffer(4 * N), parts = makeBuffer(4 * N);
  run(*linked, NDRange::linear(N, Local), input, out, parts);
  std::vector<int32_t> want(N);
  for (uint32_t i = 0; i < N; ++i)
    want[i] = static_cast<int>(std::floor(in[i])) * 7 + 1 -
              (static_cast<int>(i) << 3) + 1000;
  EXPECT_TRUE(allEqual(download<int32_t>(out, N), want));
}

// C's tentative definitions (`global int x;`) in two units and an
// initialized one in a third are one variable.
TEST_F(Link, TentativeDefinitionsJoin) {
  auto program = link({"global int count;\n"
                       "void add(int v) { atomic_add(&count, v); }\n",
                       "global int count = 7;\n"
                       "void add(int v);\n"
                       "int read(void);\n"
                       "kernel void tally(void) {\n"
                       "  add((int)get_global_id(0));\n"
                       "}\n"
                       "kernel void total(global int *out) {\n"
                       "  out[0] = read();\n"
                       "  out[1] = count;\n"
                       "}\n",
                       "global int count;\n"
                       "int read(void) { return count; }\n"});
  auto tally = program->createKernel("tally");
  auto total = program->createKernel("total");
  ASSERT_TRUE(tally && total);
  Buffer sum = makeBuffer(8);
  run(*tally, NDRange::linear(N, Local));
  run(*total, NDRange::linear(1, 1), sum);
  const int32_t want = 7 + int32_t(N * (N - 1) / 2);
  EXPECT_TRUE(allEqual(download<int32_t>(sum, 2), {want, want}));
}

TEST_F(Link, ErrorsNameTheSymbolAndBothPlaces) {
  if (!compilerAvailable())
    GTEST_SKIP() << "no compiler here: failed links are not cached";
  std::string duplicate = linkError(
      {KernelUnit, HelperUnit, "int mix(int a, int b) { return a; }\n"});
  EXPECT_NE(duplicate.find("unit2.cl:1:5: error: 'mix' is defined in more "
                           "than one compilation unit of the program (also "
                           "at unit1.cl:"),
            std::string::npos)
      << duplicate;
  std::string undefined = linkError({KernelUnit});
  EXPECT_NE(undefined.find("error: 'split' is declared but defined in no "
                           "compilation unit of the program"),
            std::string::npos)
      << undefined;
  std::string mismatch = linkError(
      {HelperUnit, "float mix(float a, float b);\n"
                   "kernel void k(global float *o) { o[0] = mix(1, 2); }\n"});
  EXPECT_NE(mismatch.find("unit1.cl:1:7: error: 'mix' is declared here as "
                          "'float (float, float)' but defined at unit0.cl:"),
            std::string::npos)
      << mismatch;
  std::string kernels =
      linkError({HelperUnit, "kernel void doubled(global int *o) {}\n"});
  EXPECT_NE(kernels.find("'doubled' is defined in more than one"),
            std::string::npos)
      << kernels;
}

} // namespace
} // namespace vkcl::e2e
