// Work-group barriers through __local memory: reversal, tree reduction and
// prefix sum, with static __local arrays and __local pointer arguments
// (setLocalArg), including a non-uniform tail group.
#include "E2eFixture.h"

#include <algorithm>

namespace vkcl::e2e {
namespace {

class Barrier : public E2eTest {
protected:
  /// Expected per-element result of a group operation `op(group span)`.
  template <typename Op>
  std::vector<int32_t> perGroup(const std::vector<int32_t> &in, size_t local,
                                Op op) {
    std::vector<int32_t> want(in.size());
    for (size_t start = 0; start < in.size(); start += local) {
      size_t n = std::min(local, in.size() - start);
      op(&in[start], &want[start], n);
    }
    return want;
  }
};

const char *ReverseSource = R"CL(
__kernel void reverse_static(__global const int *in, __global int *out) {
  __local int tmp[64];
  size_t l = get_local_id(0), n = get_local_size(0);
  tmp[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tmp[n - 1 - l];
}
)CL";

void reverseRef(const int32_t *in, int32_t *out, size_t n) {
  std::reverse_copy(in, in + n, out);
}

TEST_F(Barrier, ReverseWithLocalArray) {
  Kernel k = kernel(ReverseSource);
  constexpr size_t M = 64 * 40;
  auto in = random<int32_t>(M);
  Buffer bin = upload(in), out = makeBuffer(M * 4);
  run(k, NDRange::linear(M, 64), bin, out);
  EXPECT_TRUE(
      allEqual(download<int32_t>(out, M), perGroup(in, 64, reverseRef)));
}

TEST_F(Barrier, ReverseWithLocalArrayAndTailGroup) {
  Kernel k = kernel(ReverseSource);
  constexpr size_t M = 64 * 20 + 13; // last group: 13 work-items
  auto in = random<int32_t>(M);
  Buffer bin = upload(in), out = makeBuffer(M * 4);
  run(k, NDRange::linear(M, 64), bin, out);
  EXPECT_TRUE(
      allEqual(download<int32_t>(out, M), perGroup(in, 64, reverseRef)));
}

const char *ReduceSource = R"CL(
// Tree reduction over the actual group size (any size, not only powers
// of two); every work-item writes its group's sum.
int reduce(__local int *tmp, int v) {
  size_t l = get_local_id(0), n = get_local_size(0);
  tmp[l] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = 1; s < n; s <<= 1) {
    if (l % (2 * s) == 0 && l + s < n)
      tmp[l] += tmp[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  int total = tmp[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  return total;
}
__kernel void reduce_static(__global const int *in, __global int *out) {
  __local int tmp[128];
  out[get_global_id(0)] = reduce(tmp, in[get_global_id(0)]);
}
__kernel void reduce_arg(__global const int *in, __global int *out,
                         __local int *tmp) {
  out[get_global_id(0)] = reduce(tmp, in[get_global_id(0)]);
}
// Two __local arguments and a static __local array in one kernel.
__kernel void reduce_mixed(__global const int *in, __global int *out,
                           __local int *a, __local short *b) {
  __local int fixed[128];
  size_t l = get_local_id(0), n = get_local_size(0);
  int v = in[get_global_id(0)];
  b[l] = (short)(v & 0x7FFF);
  fixed[l] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  int r = reduce(a, fixed[n - 1 - l] + b[(l + 1) % n]);
  out[get_global_id(0)] = r;
}
)CL";

void sumRef(const int32_t *in, int32_t *out, size_t n) {
  int32_t s = 0;
  for (size_t i = 0; i < n; ++i)
    s += in[i];
  std::fill(out, out + n, s);
}

TEST_F(Barrier, ReductionWithLocalArrayAndTailGroup) {
  auto program = build(ReduceSource);
  auto k = program->createKernel("reduce_static");
  ASSERT_TRUE(k) << describe(k);
  constexpr size_t M = 128 * 30 + 37;
  auto in = random<int32_t>(M, -100000, 100000);
  Buffer bin = upload(in), out = makeBuffer(M * 4);
  run(*k, NDRange::linear(M, 128), bin, out);
  EXPECT_TRUE(allEqual(download<int32_t>(out, M), perGroup(in, 128, sumRef)));
}

TEST_F(Barrier, ReductionWithLocalPointerArgument) {
  auto program = build(ReduceSource);
  auto k = program->createKernel("reduce_arg");
  ASSERT_TRUE(k) << describe(k);
  for (size_t local : {size_t(32), size_t(96), size_t(256)}) {
    SCOPED_TRACE("local size " + std::to_string(local));
    const size_t M = local * 12 + local / 2 + 1; // with a tail group
    auto in = random<int32_t>(M, -100000, 100000);
    Buffer bin = upload(in), out = makeBuffer(M * 4);
    run(*k, NDRange::linear(M, local), bin, out, LocalBytes{local * 4});
    EXPECT_TRUE(
        allEqual(download<int32_t>(out, M), perGroup(in, local, sumRef)));
  }
}

TEST_F(Barrier, TwoLocalArgumentsAndStaticLocal) {
  auto program = build(ReduceSource);
  auto k = program->createKernel("reduce_mixed");
  ASSERT_TRUE(k) << describe(k);
  constexpr size_t Local = 128, M = Local * 10 + 50;
  auto in = random<int32_t>(M, -100000, 100000);
  Buffer bin = upload(in), out = makeBuffer(M * 4);
  run(*k, NDRange::linear(M, Local), bin, out, LocalBytes{Local * 4},
      LocalBytes{Local * 2});
  auto want = perGroup(in, Local, [](const int32_t *g, int32_t *o, size_t n) {
    int32_t s = 0;
    for (size_t l = 0; l < n; ++l)
      s += g[n - 1 - l] + int16_t(g[(l + 1) % n] & 0x7FFF);
    std::fill(o, o + n, s);
  });
  EXPECT_TRUE(allEqual(download<int32_t>(out, M), want));
}

TEST_F(Barrier, PrefixSumWithBarrierInLoop) {
  // Hillis-Steele inclusive scan with double buffering in __local memory.
  Kernel k = kernel(R"CL(
__kernel void scan(__global const int *in, __global int *out) {
  __local int buf[2][256];
  size_t l = get_local_id(0), n = get_local_size(0);
  int src = 0;
  buf[0][l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t off = 1; off < n; off *= 2) {
    int v = buf[src][l];
    if (l >= off)
      v += buf[src][l - off];
    buf[1 - src][l] = v;
    src = 1 - src;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = buf[src][l];
}
)CL");
  const size_t local = std::min<size_t>(256, profile().maxWorkGroupInvocations);
  const size_t M = local * 8 + 100;
  auto in = random<int32_t>(M, -1000, 1000);
  Buffer bin = upload(in), out = makeBuffer(M * 4);
  run(k, NDRange::linear(M, local), bin, out);
  auto want = perGroup(in, local, [](const int32_t *g, int32_t *o, size_t n) {
    int32_t s = 0;
    for (size_t i = 0; i < n; ++i)
      o[i] = s += g[i];
  });
  EXPECT_TRUE(allEqual(download<int32_t>(out, M), want));
}

TEST_F(Barrier, GlobalFenceBetweenWorkItemsOfAGroup) {
  // barrier(CLK_GLOBAL_MEM_FENCE) orders __global stores within the group.
  Kernel k = kernel(R"CL(
__kernel void global_exchange(__global int *scratch, __global int *out) {
  size_t g = get_global_id(0), l = get_local_id(0), n = get_local_size(0);
  size_t base = g - l;
  scratch[g] = (int)(g * 3 + 1);
  barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  out[g] = scratch[base + (l + 1) % n];
}
)CL");
  constexpr size_t M = 64 * 16 + 24;
  Buffer scratch = makeBuffer(M * 4), out = makeBuffer(M * 4);
  run(k, NDRange::linear(M, 64), scratch, out);
  std::vector<int32_t> in(M);
  for (size_t i = 0; i < M; ++i)
    in[i] = int32_t(i * 3 + 1);
  auto want = perGroup(in, 64, [](const int32_t *g, int32_t *o, size_t n) {
    for (size_t l = 0; l < n; ++l)
      o[l] = g[(l + 1) % n];
  });
  EXPECT_TRUE(allEqual(download<int32_t>(out, M), want));
}

} // namespace
} // namespace vkcl::e2e
