// cl_ext_float_atomics: atomic_fetch_{add,sub,min,max} on atomic_float in
// __global and __local memory and on atomic_double where the device has
// 64-bit atomics, under contention from many work-groups. Values are small
// integers (or halves), so every sum is exact in any order and the final
// values are checked bit for bit; the values fetch_add returns must be
// every partial sum exactly once (a lost or doubled update shows there
// even where the total happens to match). min and max also take random
// values with NaNs among them, which fmin/fmax semantics ignore; half,
// which has no 16-bit atomic to build on, has no overloads (its feature
// macros are undefined), so a call fails to compile where it is. add and
// sub are the device's float atomic add where it has one (lavapipe's
// __global memory, NVIDIA's both), a loop elsewhere: the same checks hold.
#include "E2eFixture.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace vkcl::e2e {
namespace {

class FloatAtomics : public E2eTest {
protected:
  /// Runs FloatSource's kernel `k` (T: float or double) and checks it.
  template <typename T> void check(Kernel k);
  /// Sums of the smallest denormal: acc[0] up from 0 and acc[1] down from
  /// FLT_MIN, every step exact. Returns {__global add, __global sub, the
  /// __local add of a group}.
  std::array<float, 3> denormalSums(Kernel k);
};

constexpr size_t Groups = 48, Local = 64, Items = Groups * Local;

const char *FloatSource = R"CL(
#ifdef DOUBLE
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef atomic_double A;
typedef double T;
#else
typedef atomic_float A;
typedef float T;
#endif
__kernel void fetch_ops(__global A *acc, __global const T *v,
                        __global const T *one, __global T *seen,
                        __global T *groupSums) {
  __local A local_sum;
  size_t g = get_global_id(0);
  if (get_local_id(0) == 0)
    atomic_init(&local_sum, (T)0);
  barrier(CLK_LOCAL_MEM_FENCE);
  T x = v[g];
  seen[g] = atomic_fetch_add_explicit(&acc[0], one[g], memory_order_relaxed,
                                      memory_scope_device);
  atomic_fetch_sub_explicit(&acc[1], x, memory_order_relaxed,
                            memory_scope_device);
  atomic_fetch_min_explicit(&acc[2], x, memory_order_relaxed,
                            memory_scope_device);
  atomic_fetch_max_explicit(&acc[3], x, memory_order_acq_rel,
                            memory_scope_device);
  atomic_fetch_add_explicit(&local_sum, x, memory_order_relaxed,
                            memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    groupSums[get_group_id(0)] = atomic_load_explicit(
        &local_sum, memory_order_relaxed, memory_scope_work_group);
}
)CL";

template <typename T> void FloatAtomics::check(Kernel k) {
  // Small integers and halves: exact partial sums in any order.
  std::vector<T> v(Items), ones(Items, T(1));
  for (size_t i = 0; i < Items; ++i)
    v[i] = T(int(rng()() % 33) - 16) / 2;
  v[8] = T(-1000.5);
  v[9] = T(999.5);
  std::vector<T> init = {T(0), T(0.25), T(INFINITY), T(-INFINITY)};
  Buffer acc = upload(init), bv = upload(v), bones = upload(ones),
         seen = makeBuffer(Items * sizeof(T)),
         groupSums = makeBuffer(Groups * sizeof(T));
  run(k, NDRange::linear(Items, Local), acc, bv, bones, seen, groupSums);

  std::vector<T> got = download<T>(acc, 4);
  T wantSub = init[1];
  for (T x : v)
    wantSub -= x;
  EXPECT_EQ(got[0], T(Items)) << "fetch_add of ones";
  EXPECT_EQ(got[1], wantSub) << "fetch_sub";
  EXPECT_EQ(got[2], T(-1000.5)) << "fetch_min";
  EXPECT_EQ(got[3], T(999.5)) << "fetch_max";
  // Every partial count 0 .. Items-1 returned exactly once.
  std::vector<T> old = download<T>(seen, Items);
  std::sort(old.begin(), old.end());
  for (size_t i = 0; i < Items; ++i)
    ASSERT_EQ(old[i], T(i)) << "the values fetch_add returned";
  std::vector<T> perGroup = download<T>(groupSums, Groups);
  for (size_t g = 0; g < Groups; ++g) {
    T want = 0;
    for (size_t i = 0; i < Local; ++i)
      want += v[g * Local + i];
    EXPECT_EQ(perGroup[g], want) << "__local sum of group " << g;
  }
}

TEST_F(FloatAtomics, Float) { check<float>(kernel(FloatSource, "fetch_ops")); }

std::array<float, 3> FloatAtomics::denormalSums(Kernel k) {
  // fetch_ops with every operand the smallest denormal.
  float tiny = 0x1p-149f;
  std::vector<float> init = {0.0f, 0x1p-126f, INFINITY, -INFINITY},
                     v(Items, tiny);
  Buffer acc = upload(init), bv = upload(v), bones = upload(v),
         seen = makeBuffer(Items * 4), groupSums = makeBuffer(Groups * 4);
  run(k, NDRange::linear(Items, Local), acc, bv, bones, seen, groupSums);
  std::vector<float> got = download<float>(acc, 2);
  std::vector<float> groups = download<float>(groupSums, Groups);
  for (size_t g = 1; g < Groups; ++g)
    EXPECT_EQ(groups[g], groups[0]) << "group " << g;
  return {got[0], got[1], groups[0]};
}

// Sums of denormals are exact or flushed: vkcl reports no CL_FP_DENORM for
// float, so either is right, and the device's float atomic add (where the
// compiler uses it) may flush (NVIDIA's global ones do). What each driver
// does is recorded, for docs/mapping.md.
TEST_F(FloatAtomics, DenormalSumsExactOrFlushed) {
  std::array<float, 3> sums = denormalSums(kernel(FloatSource, "fetch_ops"));
  auto exactOr = [](float got, float exact, float flushed) {
    return got == exact || got == flushed;
  };
  EXPECT_TRUE(exactOr(sums[0], float(Items) * 0x1p-149f, 0.0f)) << sums[0];
  EXPECT_TRUE(exactOr(sums[1], 0x1p-126f - float(Items) * 0x1p-149f, 0x1p-126f))
      << sums[1];
  EXPECT_TRUE(exactOr(sums[2], float(Local) * 0x1p-149f, 0.0f)) << sums[2];
  std::printf("[ vkcl e2e ] float atomic add of denormals: __global %s, "
              "__local %s\n",
              sums[0] == 0.0f ? "flushed" : "kept",
              sums[2] == 0.0f ? "flushed" : "kept");
}

TEST_F(FloatAtomics, MinMaxIgnoreNaN) {
  Kernel k = kernel(R"CL(
__kernel void minmax(__global atomic_float *acc, __global const float *v) {
  size_t g = get_global_id(0);
  atomic_fetch_min_explicit(&acc[0], v[g], memory_order_relaxed,
                            memory_scope_device);
  atomic_fetch_max_explicit(&acc[1], v[g], memory_order_relaxed,
                            memory_scope_device);
}
)CL");
  std::vector<float> v = random<float>(Items, -1e30f, 1e30f);
  for (size_t i = 0; i < Items; i += 97)
    v[i] = NAN;
  std::vector<float> init = {INFINITY, -INFINITY};
  Buffer acc = upload(init), bv = upload(v);
  run(k, NDRange::linear(Items, Local), acc, bv);
  float mn = INFINITY, mx = -INFINITY;
  for (float x : v)
    if (!std::isnan(x)) {
      mn = std::min(mn, x);
      mx = std::max(mx, x);
    }
  std::vector<float> got = download<float>(acc, 2);
  EXPECT_EQ(got[0], mn);
  EXPECT_EQ(got[1], mx);
}

TEST_F(FloatAtomics, Double) {
  CompileOptions options;
  options.defines = {"DOUBLE=1"};
  if (!profile().float64 || !profile().int64Atomics ||
      !profile().workgroupExplicitLayout) {
    precompileForCache(FloatSource, options);
    GTEST_SKIP() << "no fp64 with 64-bit atomics in both memories";
  }
  check<double>(kernel(FloatSource, "fetch_ops", options));
}

TEST_F(FloatAtomics, HalfIsRefused) {
  if (!compilerAvailable())
    GTEST_SKIP() << "no compiler on this machine (precompiled kernels only)";
  if (!profile().float16)
    GTEST_SKIP() << "device has no fp16 (half)";
  auto program = buildProgram(device(), R"CL(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void h(__global atomic_half *p) {
  atomic_fetch_add_explicit(p, (half)1, memory_order_relaxed,
                            memory_scope_device);
}
)CL");
  ASSERT_FALSE(program) << "an atomic on half compiled";
  const std::string &message = program.error().message;
  EXPECT_EQ(program.status().code(), ErrorCode::CompileFailed) << message;
  EXPECT_NE(message.find("input.cl:4:"), std::string::npos) << message;
  EXPECT_NE(message.find("atomic_fetch_add_explicit"), std::string::npos)
      << message;
}

} // namespace
} // namespace vkcl::e2e
