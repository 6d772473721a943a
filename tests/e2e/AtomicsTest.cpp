// Atomics under contention, checked exactly: every work-item of many
// work-groups hits the same few words, so a lost update changes a count.
// OpenCL 1.x functions on int and uint in __global and __local memory,
// histograms of 256 and 65536 bins, unique tickets from atomic_inc, claims
// by compare-and-swap, float exchange, 64-bit atomics where the device
// reports them, and OpenCL 2.0 atomics: fetch-and-op, compare-exchange
// loops, atomic_flag, and a message-passing litmus test between work-groups
// (release store / acquire load: a reader that sees the flag must see the
// data).
#include "E2eFixture.h"

#include <algorithm>
#include <map>

namespace vkcl::e2e {
namespace {

class Atomics : public E2eTest {};

constexpr size_t Groups = 96, Local = 64, Items = Groups * Local;

/// The 1.x functions, one word each, every work-item on every word; T is
/// int or uint (min/max compare as the type says).
const char *LegacySource = R"CL(
__kernel void legacy(__global T *c, __global const T *v,
                     __global T *tickets, __global T *swapped) {
  size_t g = get_global_id(0);
  T x = v[g];
  atomic_add(&c[0], x);
  atomic_sub(&c[1], x);
  tickets[g] = atomic_inc(&c[2]);
  atomic_dec(&c[3]);
  atomic_min(&c[4], x);
  atomic_max(&c[5], x);
  atomic_and(&c[6], x);
  atomic_or(&c[7], x);
  atomic_xor(&c[8], x);
  swapped[g] = atomic_xchg(&c[9], x);
}
)CL";

TEST_F(Atomics, LegacyGlobalInt) {
  CompileOptions o;
  o.defines.push_back("T=int");
  Kernel k = kernel(LegacySource, "legacy", o);
  auto v = random<int32_t>(Items);
  v[0] = INT32_MIN; // edge values take part
  v[1] = INT32_MAX;
  v[2] = -1;
  v[3] = 0;
  std::vector<int32_t> init = {5,    -5, 1000, 7,          123,
                               -123, -1, 0,    0x5A5A5A5A, 42};
  Buffer c = upload(init), bv = upload(v);
  Buffer tickets = makeBuffer(Items * 4), swapped = makeBuffer(Items * 4);
  run(k, NDRange::linear(Items, Local), c, bv, tickets, swapped);

  std::vector<int32_t> want = init;
  for (int32_t x : v) {
    want[0] = int32_t(uint32_t(want[0]) + uint32_t(x));
    want[1] = int32_t(uint32_t(want[1]) - uint32_t(x));
    want[4] = std::min(want[4], x);
    want[5] = std::max(want[5], x);
    want[6] &= x;
    want[7] |= x;
    want[8] ^= x;
  }
  want[2] = init[2] + int32_t(Items);
  want[3] = init[3] - int32_t(Items);
  std::vector<int32_t> got = download<int32_t>(c, 10);
  for (int i = 0; i < 9; ++i)
    EXPECT_EQ(got[i], want[i]) << "counter " << i;

  // Tickets: each old value of c[2] handed out exactly once.
  std::vector<int32_t> tk = download<int32_t>(tickets, Items);
  std::sort(tk.begin(), tk.end());
  for (size_t i = 0; i < Items; ++i)
    ASSERT_EQ(tk[i], init[2] + int32_t(i)) << "ticket " << i;

  // Exchange: the values seen plus the final one are the inputs plus the
  // initial value, each exactly once.
  std::vector<int32_t> seen = download<int32_t>(swapped, Items);
  seen.push_back(got[9]);
  std::vector<int32_t> all = v;
  all.push_back(init[9]);
  std::sort(seen.begin(), seen.end());
  std::sort(all.begin(), all.end());
  EXPECT_TRUE(allEqual(seen, all));
}

TEST_F(Atomics, LegacyGlobalUintMinMaxUnsigned) {
  CompileOptions o;
  o.defines.push_back("T=uint");
  Kernel k = kernel(LegacySource, "legacy", o);
  auto v = random<uint32_t>(Items);
  v[0] = 0x80000000u; // above INT_MAX: max must compare unsigned
  v[1] = 0xFFFFFFFFu;
  std::vector<uint32_t> init = {1, 2,           0xFFFFFFF0u, 3, 0xFFFFFFFFu,
                                0, 0xFFFFFFFFu, 0,           0, 9};
  Buffer c = upload(init), bv = upload(v);
  Buffer tickets = makeBuffer(Items * 4), swapped = makeBuffer(Items * 4);
  run(k, NDRange::linear(Items, Local), c, bv, tickets, swapped);
  std::vector<uint32_t> want = init;
  for (uint32_t x : v) {
    want[0] += x;
    want[1] -= x;
    want[4] = std::min(want[4], x);
    want[5] = std::max(want[5], x);
    want[6] &= x;
    want[7] |= x;
    want[8] ^= x;
  }
  want[2] = init[2] + uint32_t(Items); // wraps through zero
  want[3] = init[3] - uint32_t(Items);
  std::vector<uint32_t> got = download<uint32_t>(c, 10);
  for (int i = 0; i < 9; ++i)
    EXPECT_EQ(got[i], want[i]) << "counter " << i;
  EXPECT_EQ(want[5], 0xFFFFFFFFu);
}

/// Local counters per group, then one global atomic per group.
const char *LocalSource = R"CL(
__kernel void local_ops(__global int *out, __global const int *v) {
  __local int c[6];
  size_t l = get_local_id(0), g = get_global_id(0);
  if (l == 0) {
    c[0] = 0; c[1] = 0x7fffffff; c[2] = (int)0x80000000; c[3] = -1;
    c[4] = 0; c[5] = 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  int x = v[g];
  atom_add(&c[0], x);
  atomic_min(&c[1], x);
  atomic_max(&c[2], x);
  atomic_and(&c[3], x);
  atomic_or(&c[4], x);
  int t = atomic_inc(&c[5]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 6)
    out[get_group_id(0) * 8 + l] = c[l];
  if (l == 0)
    atomic_add(&out[get_num_groups(0) * 8], c[0]);
  // Tickets within the group are 0..size-1: their sum is known.
  atomic_add(&out[get_num_groups(0) * 8 + 1], t);
}
)CL";

TEST_F(Atomics, LegacyLocalPerGroupThenGlobal) {
  Kernel k = kernel(LocalSource);
  auto v = random<int32_t>(Items);
  std::vector<int32_t> init(Groups * 8 + 2, 0);
  Buffer out = upload(init), bv = upload(v);
  run(k, NDRange::linear(Items, Local), out, bv);
  std::vector<int32_t> got = download<int32_t>(out, init.size());
  uint32_t total = 0;
  for (size_t g = 0; g < Groups; ++g) {
    int32_t want[6] = {0, INT32_MAX, INT32_MIN, -1, 0, int32_t(Local)};
    for (size_t i = 0; i < Local; ++i) {
      int32_t x = v[g * Local + i];
      want[0] = int32_t(uint32_t(want[0]) + uint32_t(x));
      want[1] = std::min(want[1], x);
      want[2] = std::max(want[2], x);
      want[3] &= x;
      want[4] |= x;
    }
    total += uint32_t(want[0]);
    for (int i = 0; i < 6; ++i)
      ASSERT_EQ(got[g * 8 + i], want[i]) << "group " << g << " counter " << i;
  }
  EXPECT_EQ(uint32_t(got[Groups * 8]), total);
  EXPECT_EQ(got[Groups * 8 + 1], int32_t(Groups * Local * (Local - 1) / 2));
}

/// A byte histogram of 256 bins: per group in __local memory, merged with
/// global atomics; and one of 65536 bins straight in __global memory.
const char *HistogramSource = R"CL(
__kernel void hist256(__global const uchar *data, uint n,
                      __global uint *bins) {
  __local uint local_bins[256];
  for (uint b = get_local_id(0); b < 256; b += get_local_size(0))
    local_bins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    atomic_inc(&local_bins[data[i]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint b = get_local_id(0); b < 256; b += get_local_size(0))
    if (local_bins[b])
      atomic_add(&bins[b], local_bins[b]);
}
__kernel void hist65536(__global const ushort *data, __global uint *bins) {
  atom_inc(&bins[data[get_global_id(0)]]);
}
)CL";

TEST_F(Atomics, Histogram256LocalThenGlobal) {
  Kernel k = kernel(HistogramSource, "hist256");
  constexpr uint32_t N = 1 << 16;
  std::vector<uint8_t> data = random<uint8_t>(N);
  // A skewed tail: many hits on one bin.
  std::fill(data.begin(), data.begin() + N / 4, uint8_t(7));
  std::vector<uint32_t> zero(256, 0);
  Buffer bd = upload(data), bins = upload(zero);
  run(k, NDRange::linear(Local * 32, Local), bd, N, bins);
  std::vector<uint32_t> want(256, 0);
  for (uint8_t d : data)
    ++want[d];
  EXPECT_TRUE(allEqual(download<uint32_t>(bins, 256), want));
}

TEST_F(Atomics, Histogram65536Global) {
  Kernel k = kernel(HistogramSource, "hist65536");
  constexpr uint32_t N = 1 << 15;
  std::vector<uint16_t> data = random<uint16_t>(N);
  std::fill(data.begin(), data.begin() + N / 8, uint16_t(0xFFFF));
  std::vector<uint32_t> zero(65536, 0);
  Buffer bd = upload(data), bins = upload(zero);
  run(k, NDRange::linear(N, Local), bd, bins);
  std::vector<uint32_t> want(65536, 0);
  for (uint16_t d : data)
    ++want[d];
  EXPECT_TRUE(allEqual(download<uint32_t>(bins, 65536), want));
}

/// Claims by compare-and-swap: many work-items race for each slot; the
/// slot ends holding one of them, and exactly that one saw it free.
const char *ClaimSource = R"CL(
__kernel void claim(__global int *slots, uint nslots, __global int *won) {
  int g = (int)get_global_id(0);
  int old = atomic_cmpxchg(&slots[g % nslots], -1, g);
  won[g] = old == -1;
}
)CL";

TEST_F(Atomics, CompareAndSwapClaims) {
  Kernel k = kernel(ClaimSource);
  constexpr uint32_t Slots = 37;
  std::vector<int32_t> freeSlots(Slots, -1);
  Buffer slots = upload(freeSlots), won = makeBuffer(Items * 4);
  run(k, NDRange::linear(Items, Local), slots, Slots, won);
  std::vector<int32_t> s = download<int32_t>(slots, Slots);
  std::vector<int32_t> w = download<int32_t>(won, Items);
  std::vector<int> winners(Slots, 0);
  for (size_t g = 0; g < Items; ++g) {
    ASSERT_TRUE(w[g] == 0 || w[g] == 1) << g;
    if (w[g]) {
      ++winners[g % Slots];
      EXPECT_EQ(s[g % Slots], int32_t(g)) << "slot " << g % Slots;
    }
  }
  for (uint32_t i = 0; i < Slots; ++i)
    EXPECT_EQ(winners[i], 1) << "slot " << i;
}

const char *FloatExchangeSource = R"CL(
__kernel void fxchg(__global float *slot, __global const float *v,
                    __global float *seen) {
  size_t g = get_global_id(0);
  seen[g] = atomic_xchg(slot, v[g]);
}
)CL";

TEST_F(Atomics, FloatExchangeKeepsBits) {
  Kernel k = kernel(FloatExchangeSource);
  auto v = random<float>(Items, -1e30f, 1e30f);
  v[0] = -0.0f;
  v[1] = std::numeric_limits<float>::infinity();
  v[2] = 1e-40f; // subnormal: exchanged as bits, never flushed
  std::vector<float> init = {2.5f};
  Buffer slot = upload(init), bv = upload(v), seen = makeBuffer(Items * 4);
  run(k, NDRange::linear(Items, Local), slot, bv, seen);
  std::vector<uint32_t> got = download<uint32_t>(seen, Items);
  got.push_back(download<uint32_t>(slot, 1)[0]);
  std::vector<uint32_t> all(Items + 1);
  std::memcpy(all.data(), v.data(), Items * 4);
  std::memcpy(&all[Items], init.data(), 4);
  std::sort(got.begin(), got.end());
  std::sort(all.begin(), all.end());
  EXPECT_TRUE(allEqual(got, all));
}

/// 64-bit atomics (cl_khr_int64_base/extended_atomics), global and local.
const char *Int64Source = R"CL(
__kernel void int64(__global long *c, __global const long *v,
                    __global long *tickets) {
  __local long lsum;
  size_t g = get_global_id(0);
  if (get_local_id(0) == 0)
    lsum = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  long x = v[g];
  atom_add(&c[0], x);
  atom_min(&c[1], x);
  atom_max(&c[2], x);
  atom_xor(&c[3], x);
  tickets[g] = atom_inc(&c[4]);
  atom_add(&lsum, x >> 8);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    atom_add(&c[5], lsum);
}
)CL";

TEST_F(Atomics, Int64GlobalAndLocal) {
  if (!profile().int64Atomics || !profile().workgroupExplicitLayout) {
    precompileForCache(Int64Source);
    GTEST_SKIP() << "no 64-bit atomics in both memories on this device";
  }
  Kernel k = kernel(Int64Source);
  auto v = random<int64_t>(Items);
  v[0] = INT64_MIN;
  v[1] = INT64_MAX;
  std::vector<int64_t> init = {1, INT64_MAX, INT64_MIN, 0, 0xFFFFFFF0, 0};
  Buffer c = upload(init), bv = upload(v), tickets = makeBuffer(Items * 8);
  run(k, NDRange::linear(Items, Local), c, bv, tickets);
  std::vector<int64_t> want = init;
  for (int64_t x : v) {
    want[0] = int64_t(uint64_t(want[0]) + uint64_t(x));
    want[1] = std::min(want[1], x);
    want[2] = std::max(want[2], x);
    want[3] ^= x;
    want[5] = int64_t(uint64_t(want[5]) + uint64_t(x >> 8));
  }
  want[4] = init[4] + int64_t(Items); // carries into the high word
  std::vector<int64_t> got = download<int64_t>(c, 6);
  for (int i = 0; i < 6; ++i)
    EXPECT_EQ(got[i], want[i]) << "counter " << i;
  std::vector<int64_t> tk = download<int64_t>(tickets, Items);
  std::sort(tk.begin(), tk.end());
  for (size_t i = 0; i < Items; ++i)
    ASSERT_EQ(tk[i], init[4] + int64_t(i));
}

/// OpenCL 2.0 atomics: fetch-and-op with orders and scopes, a counter by
/// compare-exchange loop (the failure path's update of `expected` is what
/// makes the loop progress), atomic_flag, and __local atomic_init.
const char *C11Source = R"CL(
__kernel void c11(__global atomic_int *c, __global atomic_uint *u,
                  __global atomic_flag *flags, __global int *flagWon,
                  __global const int *v) {
  __local atomic_int lcount;
  size_t g = get_global_id(0);
  if (get_local_id(0) == 0)
    atomic_init(&lcount, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  int x = v[g];
  atomic_fetch_add_explicit(&c[0], x, memory_order_relaxed);
  atomic_fetch_sub_explicit(&c[1], x, memory_order_acq_rel,
                            memory_scope_device);
  atomic_fetch_min_explicit(&c[2], x, memory_order_release);
  atomic_fetch_max_explicit(&u[0], (uint)x, memory_order_acquire,
                            memory_scope_device);
  atomic_fetch_or_explicit(&u[1], (uint)x, memory_order_relaxed);
  atomic_fetch_xor_explicit(&u[2], (uint)x, memory_order_relaxed);
  atomic_fetch_and_explicit(&u[3], (uint)x, memory_order_relaxed);
  // Doubling by compare-exchange: c[3] = c[3] * 3 + 1 under contention
  // would lose updates without atomicity; here each work-item adds 3.
  int seen = atomic_load_explicit(&c[3], memory_order_relaxed);
  while (!atomic_compare_exchange_weak_explicit(&c[3], &seen, seen + 3,
                                                memory_order_acq_rel,
                                                memory_order_relaxed))
    ;
  flagWon[g] = !atomic_flag_test_and_set_explicit(&flags[g % 5],
                                                  memory_order_acquire);
  atomic_fetch_add_explicit(&lcount, 1, memory_order_relaxed,
                            memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    atomic_fetch_add_explicit(
        &c[4], atomic_load_explicit(&lcount, memory_order_relaxed),
        memory_order_relaxed);
}
)CL";

TEST_F(Atomics, C11FetchCompareExchangeFlag) {
  Kernel k = kernel(C11Source);
  auto v = random<int32_t>(Items);
  std::vector<int32_t> ci = {3, -3, INT32_MAX, 100, 0};
  std::vector<uint32_t> ui = {0, 0, 0xDEADBEEF, 0xFFFFFFFFu};
  std::vector<uint32_t> fi(5, 0);
  Buffer c = upload(ci), u = upload(ui), flags = upload(fi);
  Buffer won = makeBuffer(Items * 4), bv = upload(v);
  run(k, NDRange::linear(Items, Local), c, u, flags, won, bv);
  std::vector<int32_t> wc = ci;
  std::vector<uint32_t> wu = ui;
  for (int32_t x : v) {
    wc[0] = int32_t(uint32_t(wc[0]) + uint32_t(x));
    wc[1] = int32_t(uint32_t(wc[1]) - uint32_t(x));
    wc[2] = std::min(wc[2], x);
    wu[0] = std::max(wu[0], uint32_t(x));
    wu[1] |= uint32_t(x);
    wu[2] ^= uint32_t(x);
    wu[3] &= uint32_t(x);
  }
  wc[3] = ci[3] + 3 * int32_t(Items);
  wc[4] = int32_t(Items);
  std::vector<int32_t> gc = download<int32_t>(c, 5);
  std::vector<uint32_t> gu = download<uint32_t>(u, 4);
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(gc[i], wc[i]) << "int counter " << i;
  for (int i = 0; i < 4; ++i)
    EXPECT_EQ(gu[i], wu[i]) << "uint counter " << i;
  std::vector<int32_t> w = download<int32_t>(won, Items);
  std::vector<int> winners(5, 0);
  for (size_t g = 0; g < Items; ++g)
    winners[g % 5] += w[g];
  for (int f = 0; f < 5; ++f)
    EXPECT_EQ(winners[f], 1) << "flag " << f;
  std::vector<uint32_t> fs = download<uint32_t>(flags, 5);
  for (uint32_t f : fs)
    EXPECT_NE(f, 0u);
}

/// Message passing between work-groups, without spinning (no group waits
/// for another, so no forward-progress guarantee is needed): writers store
/// data then release a flag; readers in other groups acquire the flag once
/// and, if it is set, read the data. Seeing the flag but stale data is the
/// forbidden outcome.
const char *MessagePassingSource = R"CL(
__kernel void mp(__global int *data, __global atomic_int *flag,
                 __global int *observed, uint pairs) {
  uint g = get_group_id(0), l = get_local_id(0);
  uint pair = (g / 2) * get_local_size(0) + l;
  if (pair >= pairs)
    return;
  if (g % 2 == 0) {
    data[pair] = (int)pair + 1;
    atomic_store_explicit(&flag[pair], 1, memory_order_release,
                          memory_scope_device);
  } else {
    int f = atomic_load_explicit(&flag[pair], memory_order_acquire,
                                 memory_scope_device);
    int d = data[pair];
    observed[pair] = f ? (d == (int)pair + 1 ? 2 : 3) : 1;
  }
}
)CL";

TEST_F(Atomics, MessagePassingReleaseAcquire) {
  Kernel k = kernel(MessagePassingSource);
  constexpr uint32_t Pairs = (Groups / 2) * Local;
  std::vector<int32_t> zero(Pairs, 0);
  Buffer data = upload(zero), flag = upload(zero), observed = upload(zero);
  run(k, NDRange::linear(Items, Local), data, flag, observed, Pairs);
  std::vector<int32_t> o = download<int32_t>(observed, Pairs);
  std::map<int32_t, int> outcomes;
  for (int32_t x : o)
    ++outcomes[x];
  EXPECT_EQ(outcomes[3], 0) << "flag seen before its data";
  EXPECT_EQ(outcomes[0], 0) << "a reader did not run";
  EXPECT_EQ(outcomes[1] + outcomes[2], int(Pairs));
}

} // namespace
} // namespace vkcl::e2e
