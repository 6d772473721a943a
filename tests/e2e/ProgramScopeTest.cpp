// Program-scope __global variables and function-scope `static` ones
// (OpenCL C 2.0, and 3.0's __opencl_c_program_scope_global_variables):
// initializers of every shape, values kept from one dispatch (and kernel)
// of a program to the next, separate per program, a large zero-filled
// array, (where the generic address space exists) generic pointers to
// them, and initializers holding their addresses.
#include "E2eFixture.h"

#include <algorithm>
#include <numeric>

namespace vkcl::e2e {
namespace {

constexpr uint32_t N = 256, Local = 64;

class ProgramScope : public E2eTest {
protected:
  /// Builds an OpenCL C 2.0 program that needs 64-bit pointers (the generic
  /// address space, addresses in memory); null where the device has no
  /// int64, after compiling it for a kernel cache being filled.
  std::shared_ptr<Program> buildWithInt64(const char *source) {
    CompileOptions options;
    options.clStd = ClStd::CL2_0;
    if (profile().int64)
      return build(source, options);
    precompileForCache(source, options);
    return nullptr;
  }
};

const char *CounterSource = R"CL(
global int counter = 100;
global uint calls;
int next_ticket(void) {
  static global int issued = 0;
  atomic_inc(&issued);
  return atomic_inc(&counter);
}
kernel void take(global int *out) {
  if (get_global_id(0) == 0)
    atomic_inc(&calls);
  out[get_global_id(0)] = next_ticket();
}
kernel void report(global int *out) {
  out[0] = counter;
  out[1] = (int)calls;
}
)CL";

TEST_F(ProgramScope, ValuesPersistAcrossDispatchesAndKernels) {
  auto program = build(CounterSource);
  auto take = program->createKernel("take");
  auto report = program->createKernel("report");
  ASSERT_TRUE(take && report);
  Buffer a = makeBuffer(4 * N), b = makeBuffer(4 * N), r = makeBuffer(8);
  run(*take, NDRange::linear(N, Local), a);
  run(*take, NDRange::linear(N, Local), b);
  run(*report, NDRange::linear(1, 1), r);
  std::vector<int32_t> got = download<int32_t>(a, N),
                       second = download<int32_t>(b, N);
  got.insert(got.end(), second.begin(), second.end());
  std::sort(got.begin(), got.end());
  std::vector<int32_t> want(2 * N);
  std::iota(want.begin(), want.end(), 100);
  EXPECT_TRUE(allEqual(got, want)) << "every ticket once, over two dispatches";
  EXPECT_TRUE(allEqual(download<int32_t>(r, 2), {100 + 2 * int32_t(N), 2}));

  // Another program of the same source starts from the initializers.
  auto fresh = build(CounterSource);
  auto freshReport = fresh->createKernel("report");
  ASSERT_TRUE(freshReport);
  run(*freshReport, NDRange::linear(1, 1), r);
  EXPECT_TRUE(allEqual(download<int32_t>(r, 2), {100, 0}));
}

const char *InitializersSource = R"CL(
typedef struct {
  char tag;
  short code;
  float weight;
  int values[3];
} Record;
global Record records[2] = {{'a', -7, 0.25f, {1, 2, 3}}, {'b', 300}};
global float4 axis = (float4)(1.0f, -2.0f, 0.5f, 8.0f);
global char greeting[8] = "hello";
global uchar bytes[5] = {250, 251, 252};
global int zeros[1 << 20];   // 4 MiB, no initializer: all zeros
kernel void initializers(global int *out, global float *fout) {
  size_t g = get_global_id(0);
  int sum = 0;
  for (int k = 0; k < 16; ++k)
    sum += zeros[g * 4096 + k * 255];
  zeros[g * 4096] = (int)g + 1;   // written, read back below
  out[8 * g] = records[g & 1].tag;
  out[8 * g + 1] = records[g & 1].code;
  out[8 * g + 2] = records[g & 1].values[g % 3];
  out[8 * g + 3] = greeting[g % 8];
  out[8 * g + 4] = bytes[g % 5];
  out[8 * g + 5] = sum;
  out[8 * g + 6] = zeros[g * 4096];
  out[8 * g + 7] = (int)sizeof(records);
  fout[2 * g] = records[g & 1].weight;
  fout[2 * g + 1] = axis[g % 4];
}
)CL";

TEST_F(ProgramScope, InitializersOfEveryShape) {
  Kernel k = kernel(InitializersSource);
  Buffer out = makeBuffer(32 * N), fout = makeBuffer(8 * N);
  run(k, NDRange::linear(N, Local), out, fout);
  std::vector<int32_t> want;
  std::vector<float> wantF;
  const char greeting[8] = "hello";
  const int bytes[5] = {250, 251, 252, 0, 0};
  const float axis[4] = {1.0f, -2.0f, 0.5f, 8.0f};
  for (uint32_t g = 0; g < N; ++g) {
    bool first = (g & 1) == 0;
    int value = first ? int(g % 3) + 1 : 0;
    want.insert(want.end(),
                {first ? 'a' : 'b', first ? -7 : 300, value, greeting[g % 8],
                 bytes[g % 5], 0, int(g) + 1, 2 * 20});
    wantF.insert(wantF.end(), {first ? 0.25f : 0.0f, axis[g % 4]});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, 8 * N), want));
  EXPECT_TRUE(allEqual(download<float>(fout, 2 * N), wantF));
}

const char *GenericSource = R"CL(
global int totals[4];
void add(int *where, int v) { atomic_add((volatile global int *)where, v); }
int peek(const int *where) { return *where; }
kernel void through_generic(global const int *in, global int *out) {
  size_t g = get_global_id(0);
  int *slot = &totals[g % 4];
  add(slot, in[g]);
  out[g] = to_global(slot) != 0 && get_fence(slot) == CLK_GLOBAL_MEM_FENCE;
}
kernel void read_totals(global int *out) {
  out[get_global_id(0)] = peek(&totals[get_global_id(0)]);
}
)CL";

TEST_F(ProgramScope, GenericPointersToGlobalVariables) {
  auto program = buildWithInt64(GenericSource);
  if (!program)
    GTEST_SKIP() << "no generic address space without int64";
  auto add = program->createKernel("through_generic");
  auto read = program->createKernel("read_totals");
  ASSERT_TRUE(add && read);
  std::vector<int32_t> in(N);
  for (uint32_t i = 0; i < N; ++i)
    in[i] = int32_t(i * 13 % 51) - 20;
  Buffer bin = upload(in), out = makeBuffer(4 * N), totals = makeBuffer(16);
  run(*add, NDRange::linear(N, Local), bin, out);
  run(*read, NDRange::linear(4, 4), totals);
  std::vector<int32_t> want(4, 0);
  for (uint32_t i = 0; i < N; ++i)
    want[i % 4] += in[i];
  EXPECT_TRUE(allEqual(download<int32_t>(out, N), std::vector<int32_t>(N, 1)));
  EXPECT_TRUE(allEqual(download<int32_t>(totals, 4), want));
}

// Initializers holding addresses: set by the runtime when it uploads the
// data segment, then ordinary pointers a kernel reads through, compares,
// and moves (the move kept for the next dispatch).
const char *AddressSource = R"CL(
constant int table[4] = {10, 20, 30, 40};
global int cells[3] = {1, 2, 3};
global int *cursor = &cells[1];
constant int *row = &table[2];
constant char *words[] = {"zero", "one", 0};
int *generic_cell = &cells[2];
typedef struct {
  int bias;
  global int *target;
} Link;
global Link link = {100, &cells[0]};
kernel void follow(global int *out) {
  size_t g = get_global_id(0);
  int v = 0;
  switch (g % 8) {
  case 0: v = *cursor; break;
  case 1: v = row[1]; break;
  case 2: v = words[g % 2][2]; break;
  case 3: v = words[2] == 0; break;
  case 4: v = *generic_cell; break;
  case 5: v = *link.target + link.bias; break;
  case 6: v = cursor == &cells[1] ? 1 : cursor == &cells[2] ? 2 : -1; break;
  case 7: v = (int)(row - table); break;
  }
  out[g] = v;
}
kernel void advance(void) {
  cursor = cursor + 1;
  *cursor = 55;
  link.target = &cells[2];
}
)CL";

TEST_F(ProgramScope, AddressInitializers) {
  // Without int64 pointers are 4 bytes: refused by name (compiler test
  // program_scope/address_initializer.cl).
  auto program = buildWithInt64(AddressSource);
  if (!program)
    GTEST_SKIP() << "no 64-bit pointers in memory without int64";
  auto follow = program->createKernel("follow");
  auto advance = program->createKernel("advance");
  ASSERT_TRUE(follow && advance);
  auto want = [](std::vector<int32_t> per8) {
    std::vector<int32_t> all(N);
    for (uint32_t g = 0; g < N; ++g)
      all[g] = g % 8 == 2 ? (g % 2 ? 'e' : 'r') : per8[g % 8];
    return all;
  };
  Buffer first = makeBuffer(4 * N), second = makeBuffer(4 * N);
  run(*follow, NDRange::linear(N, Local), first);
  EXPECT_TRUE(
      allEqual(download<int32_t>(first, N), want({2, 40, 0, 1, 3, 101, 1, 2})));
  run(*advance, NDRange::linear(1, 1));
  run(*follow, NDRange::linear(N, Local), second);
  // cursor now at cells[2], which holds 55 (also seen through the generic
  // pointer and link.target).
  EXPECT_TRUE(allEqual(download<int32_t>(second, N),
                       want({55, 40, 0, 1, 55, 155, 2, 2})));
}

} // namespace
} // namespace vkcl::e2e
