// The generic address space (OpenCL C 2.0, and 3.0 where the target has
// int64): helpers with generic pointer parameters called with __global,
// __local and __private data, to_global/to_local/to_private/get_fence,
// null pointers of every space (an arena's offset 0 is a real object),
// generic pointers in structs and arrays, atomics, vloadn/vstoren and math
// outputs through generic pointers, and pipes under OpenCL C 3.0. A target
// without int64 (SwiftShader) refuses generic pointers with a diagnostic
// naming the feature.
#include "Pipes.h"

#include <cmath>
#include <numeric>

namespace vkcl::e2e {
namespace {

constexpr uint32_t N = 256, Local = 64;

class Generic : public PipeFixture {
protected:
  static CompileOptions cl(ClStd std) {
    CompileOptions options;
    options.clStd = std;
    return options;
  }
  /// Whether this device has the generic address space; where it does
  /// not, checks that `source` is refused naming the feature (and fills a
  /// kernel cache for a device that has it).
  bool hasGeneric(const std::string &source, ClStd std = ClStd::CL2_0,
                  const char *refusal = "the generic address space needs "
                                        "int64") {
    if (profile().int64)
      return true;
    precompileForCache(source, cl(std));
    if (compilerAvailable()) {
      auto refused = buildProgram(device(), source, cl(std));
      EXPECT_FALSE(refused);
      if (!refused)
        EXPECT_NE(refused.error().message.find(refusal), std::string::npos)
            << refused.error().message;
    }
    return false;
  }
};

const char *EverySpaceSource = R"CL(
int sum(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += p[i];
  return s;
}
void scale(int *p, int n, int by) {
  for (int i = 0; i < n; ++i)
    p[i] *= by;
}
kernel void every_space(global const int *in, global int *out,
                        local int *tile) {
  size_t g = get_global_id(0), l = get_local_id(0);
  int priv[4];
  for (int k = 0; k < 4; ++k)
    priv[k] = in[4 * g + k];
  tile[l] = in[4 * g];
  barrier(CLK_LOCAL_MEM_FENCE);
  scale(priv, 4, 3);
  if (l % 2 == 0)
    scale(tile + l, 1, 5);
  barrier(CLK_LOCAL_MEM_FENCE);
  int *pick = g % 3 == 0   ? (int *)(in + 4 * g)
              : g % 3 == 1 ? (int *)(tile + l)
                           : (int *)priv;
  out[4 * g] = sum(priv, 4);
  out[4 * g + 1] = sum(in + 4 * g, 4);
  out[4 * g + 2] = sum(tile + (l ^ 1), 1);
  out[4 * g + 3] = *pick;
}
)CL";

TEST_F(Generic, HelpersReachEverySpace) {
  if (!hasGeneric(EverySpaceSource))
    GTEST_SKIP() << "no generic address space without int64";
  Kernel k = kernel(EverySpaceSource, {}, cl(ClStd::CL2_0));
  std::vector<int32_t> in(4 * N);
  for (uint32_t i = 0; i < 4 * N; ++i)
    in[i] = int32_t(i * 7919 % 2001) - 1000;
  Buffer bin = upload(in), out = makeBuffer(16 * N);
  run(k, NDRange::linear(N, Local), bin, out, LocalBytes{Local * 4});
  std::vector<int32_t> want;
  auto tile = [&](uint32_t g) {
    return in[4 * g] * ((g % Local) % 2 == 0 ? 5 : 1);
  };
  for (uint32_t g = 0; g < N; ++g) {
    const int32_t *p = &in[4 * g];
    int32_t s = p[0] + p[1] + p[2] + p[3];
    int32_t pick = g % 3 == 0 ? p[0] : g % 3 == 1 ? tile(g) : 3 * p[0];
    want.insert(want.end(), {3 * s, s, tile(g ^ 1), pick});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, 4 * N), want));
}

const char *ToNamedSource = R"CL(
int where(int *p) {
  return (to_global(p) ? 1 : 0) | (to_local(p) ? 2 : 0) |
         (to_private(p) ? 4 : 0) | ((int)get_fence(p) << 4);
}
kernel void to_named(global int *out) {
  local int first[4];     // offset 0 of the local arena
  local int *none = 0;
  int v = 1, *gnull = 0;
  size_t g = get_global_id(0);
  first[get_local_id(0) % 4] = 0;
  int *gfirst = first, *gnone = none;
  out[8 * g] = where(out + g);
  out[8 * g + 1] = where(gfirst + 1);
  out[8 * g + 2] = where(&v);
  out[8 * g + 3] = to_local(gfirst) != 0;
  out[8 * g + 4] = gnone == 0 && (local int *)gnone == 0;
  out[8 * g + 5] = !to_global(gnull) + 2 * !to_local(gnull) +
                   4 * !to_private(gnull);
  out[8 * g + 6] = (local int *)gfirst == first;
  out[8 * g + 7] = none != first;
}
)CL";

TEST_F(Generic, ToNamedSpacesGetFenceAndNulls) {
  if (!hasGeneric(ToNamedSource))
    GTEST_SKIP() << "no generic address space without int64";
  Kernel k = kernel(ToNamedSource, {}, cl(ClStd::CL2_0));
  Buffer out = makeBuffer(32 * N);
  run(k, NDRange::linear(N, Local), out);
  // CLK_GLOBAL_MEM_FENCE is 2, CLK_LOCAL_MEM_FENCE 1.
  std::vector<int32_t> want;
  for (uint32_t g = 0; g < N; ++g)
    want.insert(want.end(),
                {1 | 2 << 4, 2 | 1 << 4, 4 | 2 << 4, 1, 1, 7, 1, 1});
  EXPECT_TRUE(allEqual(download<int32_t>(out, 8 * N), want));
}

const char *StructsSource = R"CL(
typedef struct {
  int *data;
  int n;
} Span;
int total(Span s) {
  int t = 0;
  for (int i = 0; i < s.n; ++i)
    t += s.data[i];
  return t;
}
kernel void structs(global const int *in, global int *out) {
  local int tile[Local];
  size_t g = get_global_id(0), l = get_local_id(0);
  int priv[2] = {in[g], 2 * in[g]};
  tile[l] = in[g] + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  Span spans[3] = {{(int *)in + g, 1}, {tile + l, 1}, {priv, 2}};
  int *ptrs[3] = {(int *)in + g, tile + l, priv + 1};
  size_t i = g % 3;
  Span *chosen = &spans[i];
  out[2 * g] = total(*chosen);
  out[2 * g + 1] = *ptrs[i];
}
)CL";

TEST_F(Generic, PointersInStructsAndArrays) {
  CompileOptions options = cl(ClStd::CL2_0);
  options.defines = {"Local=64"};
  if (!profile().int64) {
    precompileForCache(StructsSource, options);
    GTEST_SKIP() << "no generic address space without int64";
  }
  Kernel k = kernel(StructsSource, {}, options);
  std::vector<int32_t> in(N);
  for (uint32_t i = 0; i < N; ++i)
    in[i] = int32_t(i * 31 % 97) - 40;
  Buffer bin = upload(in), out = makeBuffer(8 * N);
  run(k, NDRange::linear(N, Local), bin, out);
  std::vector<int32_t> want;
  for (uint32_t g = 0; g < N; ++g) {
    int32_t v = in[g];
    int32_t total = g % 3 == 0 ? v : g % 3 == 1 ? v + 1 : 3 * v;
    int32_t deref = g % 3 == 0 ? v : g % 3 == 1 ? v + 1 : 2 * v;
    want.insert(want.end(), {total, deref});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, 2 * N), want));
}

const char *AtomicsSource = R"CL(
int bump(volatile atomic_int *counter) {
  return atomic_fetch_add_explicit(counter, 1, memory_order_relaxed,
                                   memory_scope_device);
}
kernel void atomics(global atomic_int *counter, global int *out) {
  local atomic_int l;
  if (get_local_id(0) == 0)
    atomic_init(&l, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t g = get_global_id(0);
  out[2 * g] = bump(&l);
  out[2 * g + 1] = bump(counter);
}
)CL";

TEST_F(Generic, AtomicsThroughGenericPointers) {
  if (!hasGeneric(AtomicsSource))
    GTEST_SKIP() << "no generic address space without int64";
  Kernel k = kernel(AtomicsSource, {}, cl(ClStd::CL2_0));
  Buffer counter = upload(std::vector<int32_t>{100}), out = makeBuffer(8 * N);
  run(k, NDRange::linear(N, Local), counter, out);
  auto got = download<int32_t>(out, 2 * N);
  EXPECT_TRUE(allEqual(download<int32_t>(counter, 1), {100 + int32_t(N)}));
  // Each group's local counter hands out 0..Local-1, the global one
  // 100..100+N-1, each value once.
  std::vector<int32_t> global;
  for (uint32_t group = 0; group < N / Local; ++group) {
    std::vector<int32_t> local;
    for (uint32_t l = 0; l < Local; ++l) {
      local.push_back(got[2 * (group * Local + l)]);
      global.push_back(got[2 * (group * Local + l) + 1]);
    }
    std::sort(local.begin(), local.end());
    std::vector<int32_t> want(Local);
    std::iota(want.begin(), want.end(), 0);
    EXPECT_TRUE(allEqual(local, want)) << "group " << group;
  }
  std::sort(global.begin(), global.end());
  std::vector<int32_t> want(N);
  std::iota(want.begin(), want.end(), 100);
  EXPECT_TRUE(allEqual(global, want));
}

const char *VectorsAndMathSource = R"CL(
float4 get4(const float *p, size_t i) { return vload4(i, p); }
void put4(float4 v, size_t i, float *p) { vstore4(v, i, p); }
float split(float x, float *whole, int *e) {
  return modf(x, whole) + frexp(x, e);
}
kernel void vectors_and_math(global float *f, global int *e) {
  local float tile[4 * 64];
  size_t g = get_global_id(0), l = get_local_id(0);
  float priv[4];
  put4(get4(f, g) * 2.0f, 0, priv);
  put4(get4(priv, 0) + 1.0f, l, tile);
  barrier(CLK_LOCAL_MEM_FENCE);
  float4 back = get4(tile, l);
  float w0, w1;
  int e0;
  local int le[64];
  float s = split(back.x, &w0, &e0) + split(back.y, &w1, le + l);
  barrier(CLK_LOCAL_MEM_FENCE);
  put4((float4)(s, w0, w1, back.w), g, f);
  e[2 * g] = e0;
  e[2 * g + 1] = le[l];
}
)CL";

TEST_F(Generic, VectorDataAndMathOutputs) {
  if (!hasGeneric(VectorsAndMathSource))
    GTEST_SKIP() << "no generic address space without int64";
  Kernel k = kernel(VectorsAndMathSource, {}, cl(ClStd::CL2_0));
  std::vector<float> in(4 * N);
  for (uint32_t i = 0; i < 4 * N; ++i)
    in[i] = float(int32_t(i * 37 % 401) - 200) * 0.375f;
  Buffer f = upload(in), e = makeBuffer(8 * N);
  run(k, NDRange::linear(N, Local), f, e);
  std::vector<float> want;
  std::vector<int32_t> wantE;
  for (uint32_t g = 0; g < N; ++g) {
    float x = in[4 * g] * 2.0f + 1.0f, y = in[4 * g + 1] * 2.0f + 1.0f;
    float w = in[4 * g + 3] * 2.0f + 1.0f;
    float wx, wy;
    int ex, ey;
    float fx = std::modf(x, &wx) + std::frexp(x, &ex);
    float fy = std::modf(y, &wy) + std::frexp(y, &ey);
    want.insert(want.end(), {fx + fy, wx, wy, w});
    wantE.insert(wantE.end(), {ex, ey});
  }
  EXPECT_TRUE(allEqual(download<float>(f, 4 * N), want));
  EXPECT_TRUE(allEqual(download<int32_t>(e, 2 * N), wantE));
}

const char *Cl30PipeSource = R"CL(
int put(write_only pipe int p, const int *v) { return write_pipe(p, v); }
int take(read_only pipe int p, int *v) { return read_pipe(p, v); }
kernel void producer(write_only pipe int p, global const int *in,
                     global int *status) {
  size_t g = get_global_id(0);
  int v = in[g];
  status[g] = put(p, &v);
}
kernel void consumer(read_only pipe int p, global int *out,
                     global int *status) {
  local int tile[64];
  size_t g = get_global_id(0), l = get_local_id(0);
  status[g] = take(p, tile + l);
  out[g] = tile[l];
}
)CL";

TEST_F(Generic, PipesUnderOpenCL30) {
  // Without int64 OpenCL C 3.0 has no pipes: clang refuses the type.
  if (!hasGeneric(Cl30PipeSource, ClStd::CL3_0,
                  "does not support the 'pipe' type qualifier"))
    GTEST_SKIP() << "no pipes under OpenCL C 3.0 without int64";
  auto program = build(Cl30PipeSource, cl(ClStd::CL3_0));
  Kernel producer = kernelOf(program, "producer"),
         consumer = kernelOf(program, "consumer");
  Pipe pipe = makePipe(4, N);
  std::vector<int32_t> in(N);
  for (uint32_t i = 0; i < N; ++i)
    in[i] = int32_t(i * 2654435761u >> 8);
  Buffer bin = upload(in), out = makeBuffer(4 * N), ws = makeBuffer(4 * N),
         rs = makeBuffer(4 * N);
  launch(producer, NDRange::linear(N, Local), pipe, bin, ws);
  launch(consumer, NDRange::linear(N, Local), pipe, out, rs);
  EXPECT_TRUE(allEqual(download<int32_t>(ws, N), std::vector<int32_t>(N, 0)));
  EXPECT_TRUE(allEqual(download<int32_t>(rs, N), std::vector<int32_t>(N, 0)));
  auto got = download<int32_t>(out, N);
  std::sort(got.begin(), got.end());
  std::sort(in.begin(), in.end());
  EXPECT_TRUE(allEqual(got, in));
}

} // namespace
} // namespace vkcl::e2e
