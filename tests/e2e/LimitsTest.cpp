// Legal OpenCL C that runs into a limit of SPIR-V and is lowered around it:
// functions of more than 255 parameters, bool indexes, and program-scope
// __constant tables larger than one instruction can hold; and a driver's
// limit on buffer accesses per kernel, refused by name. Each compared with
// a host reference on random inputs.
#include "E2eFixture.h"

#include <sstream>

namespace vkcl::e2e {
namespace {

class Limits : public E2eTest {};

TEST_F(Limits, ThreeHundredParameters) {
  // Kernel parameters 1..300 cycle through char, short and int; the kernel
  // forwards them all to a helper of 300 int parameters. Both functions
  // are past SPIR-V's 255 and take one struct instead.
  constexpr int N = 300;
  const char *types[] = {"char", "short", "int"};
  std::ostringstream src;
  src << "int weigh(";
  for (int i = 0; i < N; ++i)
    src << (i ? ", " : "") << "int h" << i;
  src << ") {\n  int s = 0;\n";
  for (int i = 0; i < N; ++i)
    src << "  s += h" << i << " * " << (i % 7 + 1) << ";\n";
  src << "  return s;\n}\n";
  src << "__kernel void many(__global int *out";
  for (int i = 0; i < N; ++i)
    src << ", " << types[i % 3] << " a" << i;
  src << ") {\n  out[0] = weigh(";
  for (int i = 0; i < N; ++i)
    src << (i ? ", " : "") << "a" << i;
  src << ");\n  out[1] = a0;\n  out[2] = a" << N - 1 << ";\n}\n";
  Kernel k = kernel(src.str());

  std::vector<int32_t> values(N);
  auto draw = random<int32_t>(N, -100000, 100000);
  int32_t want = 0;
  for (int i = 0; i < N; ++i) {
    int32_t v = i % 3 == 0   ? int32_t(int8_t(draw[i]))
                : i % 3 == 1 ? int32_t(int16_t(draw[i]))
                             : draw[i];
    values[i] = v;
    want += v * (i % 7 + 1);
  }
  Buffer out = makeBuffer(3 * 4);
  check(k.setArg(0, out), "Kernel::setArg(out)");
  for (uint32_t i = 0; i < N; ++i) {
    if (i % 3 == 0)
      check(k.setValue(i + 1, int8_t(values[i])), "Kernel::setValue(char)");
    else if (i % 3 == 1)
      check(k.setValue(i + 1, int16_t(values[i])), "Kernel::setValue(short)");
    else
      check(k.setValue(i + 1, values[i]), "Kernel::setValue(int)");
  }
  run(k, NDRange::linear(1));
  EXPECT_TRUE(allEqual(download<int32_t>(out, 3),
                       std::vector<int32_t>{want, values[0], values[N - 1]}));
}

TEST_F(Limits, SumOfTwentyThousandTerms) {
  // Compiles in time linear in its length, and computes the sum.
  Kernel k = kernel(R"CL(
#define S10(x) x + x + x + x + x + x + x + x + x + x
#define S10000(x) S10(S10(S10(S10(x))))
__kernel void long_sum(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  int a = in[i];
  out[i] = S10000(a) + S10000(a) - 3 * a;
}
)CL");
  const size_t n = 64;
  std::vector<int32_t> in = random<int32_t>(n, -100000, 100000);
  Buffer inBuf = upload(in);
  Buffer out = makeBuffer(n * 4);
  run(k, NDRange::linear(n, 16), inBuf, out);
  std::vector<int32_t> want(n);
  for (size_t i = 0; i < n; ++i)
    want[i] = int32_t(uint32_t(in[i]) * 19997u); // wraps as the kernel does
  EXPECT_TRUE(allEqual(download<int32_t>(out, n), want));
}

TEST_F(Limits, BoolIndexesEverySpace) {
  Kernel k = kernel(R"CL(
__kernel void bools(__global const int *in, __global int *out,
                    __local int *scratch) {
  size_t i = get_global_id(0);
  bool b = in[i] > 0;
  int z[2] = {5, 6};
  int4 v = (int4)(10, 20, 30, 40);
  scratch[get_local_id(0) * 2] = 100;
  scratch[get_local_id(0) * 2 + 1] = 200;
  __local int *mine = scratch + get_local_id(0) * 2;
  __constant int c[2] = {1000, 2000};
  out[i] = z[b] + v[b] + mine[b] + c[b] + (in + i)[b] * 0 + b[in + 2 * i];
}
)CL");
  const size_t n = 64;
  std::vector<int32_t> in = random<int32_t>(2 * n, -50, 50);
  in[0] = 0; // edges: 0 is false, 1 and -1 are true
  in[1] = 1;
  in[2] = -1;
  Buffer inBuf = upload(in);
  Buffer out = makeBuffer(n * 4);
  run(k, NDRange::linear(n, 16), inBuf, out, LocalBytes{16 * 2 * 4});
  std::vector<int32_t> want(n);
  for (size_t i = 0; i < n; ++i) {
    int b = in[i] > 0;
    want[i] = (b ? 6 : 5) + (b ? 20 : 10) + (b ? 200 : 100) +
              (b ? 2000 : 1000) + in[2 * i + b];
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, n), want));
}

TEST_F(Limits, ConstantTableOfManyInstructions) {
  // 200,000 uints (800,000 bytes): five chunks of the reflection's base64
  // data, read back at random indexes and both ends. The table is a fixed
  // hash of the index, so the source (and the GPU machine's precompiled
  // kernel) is the same in every run.
  constexpr size_t Count = 200000;
  std::vector<uint32_t> table(Count);
  for (size_t i = 0; i < Count; ++i) {
    uint32_t h = uint32_t(i) * 2654435761u;
    table[i] = h ^ (h >> 15) ^ uint32_t(i << 7);
  }
  std::ostringstream src;
  src << "__constant uint table[" << Count << "] = {";
  for (size_t i = 0; i < Count; ++i)
    src << (i ? "," : "") << table[i] << "u";
  src << "};\n"
         "__kernel void lookup(__global const uint *index, __global uint *out) "
         "{\n  size_t i = get_global_id(0);\n  out[i] = table[index[i]];\n}\n";
  Kernel k = kernel(src.str());
  const size_t n = 4096;
  std::vector<uint32_t> index = random<uint32_t>(n, 0, Count - 1);
  index[0] = 0;
  index[1] = Count - 1;
  Buffer indexBuf = upload(index);
  Buffer out = makeBuffer(n * 4);
  run(k, NDRange::linear(n, 64), indexBuf, out);
  std::vector<uint32_t> want(n);
  for (size_t i = 0; i < n; ++i)
    want[i] = table[index[i]];
  EXPECT_TRUE(allEqual(download<uint32_t>(out, n), want));
}

// SwiftShader's JIT (Subzero) gives each load, store or atomic through a
// buffer pointer 256 bytes of its routine's 1 MiB stack and aborts the
// whole process past it (vkcl/spirv/BufferAccesses.h). Its profile refuses
// a kernel of more than 4,000 by name, and the most it takes runs right.
TEST_F(Limits, BufferAccessesOfOneKernel) {
  auto sourceOf = [](uint32_t accesses) { // accesses - 1 loads, one store
    std::string source = "__kernel void loads(__global const uint *in, "
                         "__global uint *out) {\n"
                         "  size_t g = get_global_id(0);\n  uint s = 0;\n";
    for (uint32_t j = 0; j + 1 < accesses; ++j)
      source += "  s += in[g + " + std::to_string(j) + "] * " +
                std::to_string(j % 7 + 1) + "u;\n";
    return source + "  out[g] = s;\n}\n";
  };
  const uint32_t limit = profile().maxBufferAccesses;
  if (device().info().name.find("SwiftShader") != std::string::npos)
    EXPECT_EQ(limit, 4000u);
  if (limit == 0) // lavapipe takes two minutes over such a kernel
    GTEST_SKIP() << "no buffer-access limit on this driver; the compiler "
                    "tests (limits/swiftshader_buffer_accesses*.cl) compile "
                    "such kernels for the other targets";
  if (compilerAvailable()) {
    auto refused = buildProgram(device(), sourceOf(limit + 1));
    const Status status = refused.status();
    ASSERT_FALSE(status.isOk()) << "the driver would abort the process";
    EXPECT_EQ(status.code(), ErrorCode::CompileFailed);
    EXPECT_NE(status.message().find("kernel 'loads' has " +
                                    std::to_string(limit + 1) +
                                    " loads, stores and atomics"),
              std::string::npos)
        << status.message();
    EXPECT_NE(
        status.message().find("compiles at most " + std::to_string(limit)),
        std::string::npos)
        << status.message();
  }
  Kernel k = kernel(sourceOf(limit));
  const size_t n = 64, loads = limit - 1;
  std::vector<uint32_t> in = random<uint32_t>(n + loads, 0, UINT32_MAX);
  Buffer inBuf = upload(in), out = makeBuffer(n * 4);
  run(k, NDRange::linear(n, 16), inBuf, out);
  std::vector<uint32_t> want(n, 0);
  for (size_t g = 0; g < n; ++g)
    for (size_t j = 0; j < loads; ++j)
      want[g] += in[g + j] * uint32_t(j % 7 + 1);
  EXPECT_TRUE(allEqual(download<uint32_t>(out, n), want));
}

// SwiftShader's JIT also crashes on large switches, the sooner the more
// their cases access buffers (vkcl/spirv/BufferAccesses.h): its profile
// takes a kernel's switch cases and buffer accesses together up to the
// same budget, refuses one more by name, and runs the most it takes.
TEST_F(Limits, SwitchCasesOfOneKernel) {
  auto sourceOf = [](uint32_t cases) { // around one load and one store
    std::string source = "__kernel void cases(__global int *io) {\n"
                         "  size_t g = get_global_id(0);\n"
                         "  int x = io[g], y = -1;\n  switch (x) {\n";
    for (uint32_t k = 0; k < cases; ++k)
      source += "  case " + std::to_string(k) +
                ": y = " + std::to_string(3 * k + 1) + "; break;\n";
    return source + "  }\n  io[g] = y;\n}\n";
  };
  const uint32_t limit = profile().maxBufferAccesses;
  if (limit == 0)
    GTEST_SKIP() << "no such limit on this driver; the compiler tests "
                    "(limits/swiftshader_switch_cases.cl) compile such "
                    "kernels for the other targets";
  if (compilerAvailable()) {
    auto refused = buildProgram(device(), sourceOf(limit - 1));
    const Status status = refused.status();
    ASSERT_FALSE(status.isOk()) << "the driver would crash";
    EXPECT_EQ(status.code(), ErrorCode::CompileFailed);
    EXPECT_NE(status.message().find("and " + std::to_string(limit - 1) +
                                    " switch cases"),
              std::string::npos)
        << status.message();
  }
  const uint32_t cases = limit - 2;
  Kernel k = kernel(sourceOf(cases));
  const size_t n = 1024;
  std::vector<int32_t> io = random<int32_t>(n, -10, int32_t(cases) + 10);
  std::vector<int32_t> want;
  for (int32_t x : io)
    want.push_back(x >= 0 && x < int32_t(cases) ? 3 * x + 1 : -1);
  Buffer buf = upload(io);
  run(k, NDRange::linear(n, 64), buf);
  EXPECT_TRUE(allEqual(download<int32_t>(buf, n), want));
}

// The same limits hold for a module vkcl did not just compile for this
// device: one compiled for a target without them (here, this device's
// profile with its limits lifted, so that nothing else differs) is
// refused by name when it is loaded, before the driver sees it.
TEST_F(Limits, PrecompiledModuleWithinTheDriversLimits) {
  const TargetProfile &p = profile();
  if (p.maxBufferAccesses == 0 && p.maxBranchNesting == 0)
    GTEST_SKIP() << "this driver has no such limit";
  if (!compilerAvailable())
    GTEST_SKIP() << "needs the compiler to write the module";
  std::string source = "__kernel void deep(__global int *io) {\n"
                       "  int x = io[get_global_id(0)];\n";
  const uint32_t depth = p.maxBranchNesting ? p.maxBranchNesting + 1 : 0;
  for (uint32_t d = 0; d < depth; ++d)
    source += "if (x != " + std::to_string(d) + ") { x += 3;\n";
  source += std::string(depth, '}') + "\n";
  const uint32_t loads = p.maxBufferAccesses ? p.maxBufferAccesses + 1 : 0;
  for (uint32_t j = 0; j < loads; ++j)
    source += "  x += io[" + std::to_string(j) + "];\n"; // + 1 load, 1 store
  source += "  io[get_global_id(0)] = x;\n}\n";

  CompileOptions options;
  options.target = p;
  options.target.maxBranchNesting = 0;
  options.target.maxBufferAccesses = 0;
  Result<CompileResult> compiled = compileCached(source, options);
  ASSERT_TRUE(compiled && compiled->success)
      << (compiled ? compiled->diagnostics : compiled.error().message);
  auto loaded = Program::fromSpirv(device(), compiled->spirv);
  ASSERT_FALSE(loaded) << "the driver would run it wrong or abort";
  const Status status = loaded.status();
  EXPECT_EQ(status.code(), ErrorCode::LimitExceeded);
  const std::string &message = status.message();
  EXPECT_NE(message.find("kernel 'deep' "), std::string::npos) << message;
  EXPECT_NE(message.find("the device '" + p.name + "'"), std::string::npos)
      << message;
  if (depth)
    EXPECT_NE(message.find("nests control flow " + std::to_string(depth) +
                           " levels deep"),
              std::string::npos)
        << message;
  if (loads)
    EXPECT_NE(message.find("has " + std::to_string(loads + 2) +
                           " loads, stores and atomics"),
              std::string::npos)
        << message;

  // Within the limits, the same module loads and runs.
  options.target = p;
  Result<CompileResult> fits =
      compileCached("__kernel void deep(__global int *io) {\n"
                    "  io[get_global_id(0)] += 3;\n}\n",
                    options);
  ASSERT_TRUE(fits && fits->success);
  auto ok = Program::fromSpirv(device(), fits->spirv);
  ASSERT_TRUE(ok) << ok.status().message();
  auto k = (*ok)->createKernel();
  ASSERT_TRUE(k);
  std::vector<int32_t> in = random<int32_t>(16, -1000, 1000);
  Buffer io = upload(in);
  run(*k, NDRange::linear(16), io);
  std::vector<int32_t> want = in;
  for (int32_t &v : want)
    v += 3;
  EXPECT_TRUE(allEqual(download<int32_t>(io, 16), want));
}

} // namespace
} // namespace vkcl::e2e
