// Async work-group copies (async_work_group_copy,
// async_work_group_strided_copy, wait_group_events, prefetch) against a host
// reference that moves bytes with memcpy: every gentype and width the device
// has, both directions, counts of 0, 1, below, at, above and not a multiple
// of the work-group size, 1-, 2- and 3-D and non-uniform work-groups,
// __local arrays and arguments at aligned and misaligned offsets, strides,
// events (returned, chained, arrays, double buffering, branches), prefetch,
// and the local arena over the device limit.
#include "E2eFixture.h"

#include <algorithm>

namespace vkcl::e2e {
namespace {

using Bytes = std::vector<uint8_t>;

/// The byte `Poison` leaves at byte `i` of a fresh buffer.
uint8_t poisonByte(size_t i) { return uint8_t(Poison >> (8 * (i % 4))); }
Bytes poisoned(size_t n) {
  Bytes b(n);
  for (size_t i = 0; i < n; ++i)
    b[i] = poisonByte(i);
  return b;
}

void copyBytes(Bytes &dst, size_t dstAt, const Bytes &src, size_t srcAt,
               size_t n) {
  ASSERT_LE(dstAt + n, dst.size());
  ASSERT_LE(srcAt + n, src.size());
  if (n)
    std::memcpy(dst.data() + dstAt, src.data() + srcAt, n);
}

/// Kernel-side helpers: move `words` 32-bit words with every work-item of
/// the group (any dimensionality).
const char *WordHelpers = R"CL(
size_t group_size(void) {
  return get_local_size(0) * get_local_size(1) * get_local_size(2);
}
void copy_in(__local uint *dst, __global const uint *src, size_t words) {
  for (size_t i = get_local_linear_id(); i < words; i += group_size())
    dst[i] = src[i];
}
void copy_out(__global uint *dst, __local const uint *src, size_t words) {
  for (size_t i = get_local_linear_id(); i < words; i += group_size())
    dst[i] = src[i];
}
)CL";

class AsyncCopy : public E2eTest {
protected:
  Bytes randomBytes(size_t n) { return random<uint8_t>(n); }
  Bytes bytesOf(const Buffer &b, size_t n) { return download<uint8_t>(b, n); }
};

// ---------------------------------------------------------------------------
// Every gentype: one kernel per width, seven work-groups each with its own
// counts and offsets (params). (Non-uniform tail groups are below: each
// needs a pipeline of its own, too slow to build for all 66 gentypes.)

struct Scalar {
  const char *name;
  size_t bytes;
};
const Scalar Scalars[] = {{"char", 1},   {"uchar", 1}, {"short", 2},
                          {"ushort", 2}, {"int", 4},   {"uint", 4},
                          {"long", 8},   {"ulong", 8}, {"float", 4},
                          {"double", 8}, {"half", 2}};
void PrintTo(const Scalar &s, std::ostream *os) { *os << s.name; }
const int Widths[] = {1, 2, 3, 4, 8, 16};

constexpr size_t SweepLocal = 8, SweepGroups = 7, Tile = 32, Region = 40,
                 NumParams = 10;
// Per group: n, tile offset, source offset, out tile offset, destination
// offset, m (contiguous copies in and out); strided in count and stride,
// strided out count and stride. Element units; each group reads and writes
// Region elements of its own.
const uint32_t SweepParams[SweepGroups][NumParams] = {
    {0, 0, 0, 0, 0, 0, 0, 3, 0, 3},      // nothing at all
    {1, 0, 3, 0, 1, 1, 1, 7, 1, 5},      // one gentype
    {5, 2, 1, 1, 2, 7, 7, 1, 7, 1},      // fewer than the group
    {8, 0, 0, 0, 0, 8, 8, 3, 8, 4},      // exactly the group
    {13, 7, 5, 3, 9, 13, 13, 2, 13, 3},  // not a multiple
    {27, 3, 11, 2, 5, 29, 5, 7, 5, 7},   // several trips
    {32, 0, 8, 0, 8, 32, 20, 2, 20, 2}}; // the whole tile

const char *SweepKernel = R"CL(
#define TILE 32
#define REGION 40
#define SWEEP(T)                                                               \
  __kernel void sweep_##T(__global const T *src, __global const uint *pre,     \
                          __global const uint *params, __global uint *tiles,   \
                          __global T *dst, __global T *dst2) {                 \
    __local T tile[TILE], tile2[TILE];                                         \
    const size_t g = get_group_id(0), words = sizeof(tile) / 4;                \
    __global const uint *p = params + 10 * g;                                  \
    __global const T *s = src + g * REGION;                                    \
    prefetch(s, REGION);                                                       \
    copy_in((__local uint *)tile, pre, words);                                \
    copy_in((__local uint *)tile2, pre + words, words);                       \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    event_t e = async_work_group_copy(tile + p[1], s + p[2], p[0], 0);         \
    event_t e2 = async_work_group_strided_copy(tile2, s, p[6], p[7], 0);       \
    wait_group_events(1, &e);                                                  \
    wait_group_events(1, &e2);                                                 \
    copy_out(tiles + 2 * words * g, (__local const uint *)tile, words);       \
    copy_out(tiles + (2 * g + 1) * words, (__local const uint *)tile2,        \
              words);                                                          \
    event_t evs[2];                                                            \
    evs[0] = async_work_group_copy(dst + g * REGION + p[4], tile + p[3], p[5], \
                                   0);                                         \
    evs[1] = async_work_group_strided_copy(dst2 + g * REGION, tile2, p[8],     \
                                           p[9], 0);                           \
    wait_group_events(2, evs);                                                 \
  }
)CL";

class AsyncGentypes : public AsyncCopy,
                      public ::testing::WithParamInterface<Scalar> {};

TEST_P(AsyncGentypes, ContiguousAndStridedBothDirections) {
  const Scalar scalar = GetParam();
  const std::string name = scalar.name;
  if ((name == "long" || name == "ulong") && !profile().int64)
    GTEST_SKIP() << "device has no int64";
  if (name == "double" && !profile().float64)
    GTEST_SKIP() << "device has no fp64";
  if (name == "half" && !profile().float16)
    GTEST_SKIP() << "device has no fp16";

  std::string source = WordHelpers;
  if (name == "half")
    source += "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
  if (name == "double")
    source += "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
  source += SweepKernel;
  auto typeName = [&](int w) {
    return w == 1 ? name : name + std::to_string(w);
  };
  for (int w : Widths)
    source += "SWEEP(" + typeName(w) + ")\n";
  auto program = build(source);

  std::vector<uint32_t> params(&SweepParams[0][0],
                               &SweepParams[0][0] + sizeof SweepParams / 4);
  Buffer bparams = upload(params);
  for (int w : Widths) {
    const std::string type = typeName(w);
    SCOPED_TRACE(type);
    const size_t S = scalar.bytes * (w == 3 ? 4 : w);
    auto k = program->createKernel("sweep_" + type);
    ASSERT_TRUE(k) << describe(k);
    const size_t regionBytes = SweepGroups * Region * S;
    Bytes src = randomBytes(regionBytes), pre = randomBytes(2 * Tile * S);
    Buffer bsrc = upload(src), bpre = upload(pre);
    Buffer tiles = makeBuffer(SweepGroups * 2 * Tile * S);
    Buffer dst = makeBuffer(regionBytes), dst2 = makeBuffer(regionBytes);
    run(*k, NDRange::linear(SweepGroups * SweepLocal, SweepLocal), bsrc, bpre,
        bparams, tiles, dst, dst2);

    Bytes wantTiles(SweepGroups * 2 * Tile * S);
    Bytes wantDst = poisoned(regionBytes), wantDst2 = poisoned(regionBytes);
    for (size_t g = 0; g < SweepGroups; ++g) {
      const uint32_t *p = SweepParams[g];
      const size_t t1 = 2 * g * Tile * S, t2 = t1 + Tile * S,
                   r = g * Region * S;
      copyBytes(wantTiles, t1, pre, 0, 2 * Tile * S);
      copyBytes(wantTiles, t1 + p[1] * S, src, r + p[2] * S, p[0] * S);
      for (size_t i = 0; i < p[6]; ++i)
        copyBytes(wantTiles, t2 + i * S, src, r + i * p[7] * S, S);
      copyBytes(wantDst, r + p[4] * S, wantTiles, t1 + p[3] * S, p[5] * S);
      for (size_t i = 0; i < p[8]; ++i)
        copyBytes(wantDst2, r + i * p[9] * S, wantTiles, t2 + i * S, S);
    }
    EXPECT_TRUE(allEqual(bytesOf(tiles, wantTiles.size()), wantTiles))
        << "global -> local (tile, then strided tile)";
    EXPECT_TRUE(allEqual(bytesOf(dst, regionBytes), wantDst))
        << "local -> global";
    EXPECT_TRUE(allEqual(bytesOf(dst2, regionBytes), wantDst2))
        << "local -> global, strided";
  }
}

INSTANTIATE_TEST_SUITE_P(AllScalars, AsyncGentypes,
                         ::testing::ValuesIn(Scalars),
                         [](const ::testing::TestParamInfo<Scalar> &info) {
                           return std::string(info.param.name);
                         });

// ---------------------------------------------------------------------------
// 2- and 3-D work-groups, with tail groups in several dimensions: copies use
// the flattened local id; each group copies counts[group] gentypes in and
// scatters them out as a column of a (count x groups) matrix.

const char *ShapesKernel = R"CL(
#define SHAPES(T)                                                              \
  __kernel void shapes_##T(__global const T *src, __global T *dst,             \
                           __global const uint *counts) {                      \
    __local T tile[64];                                                        \
    size_t groups = get_num_groups(0) * get_num_groups(1) * get_num_groups(2); \
    size_t g = (get_group_id(2) * get_num_groups(1) + get_group_id(1)) *       \
                   get_num_groups(0) +                                         \
               get_group_id(0);                                                \
    event_t e = async_work_group_copy(tile, src + 64 * g, counts[g], 0);       \
    wait_group_events(1, &e);                                                  \
    e = async_work_group_strided_copy(dst + g, tile, counts[g], groups, 0);    \
    wait_group_events(1, &e);                                                  \
  }
SHAPES(uchar)
SHAPES(float3)
SHAPES(short8)
)CL";

TEST_F(AsyncCopy, TwoAndThreeDimensionalWorkGroups) {
  auto program = build(ShapesKernel);
  struct Shape {
    uint32_t dims;
    std::array<uint64_t, 3> global, local;
  };
  const Shape shapes[] = {{1, {150, 1, 1}, {32, 1, 1}},
                          {2, {10, 7, 1}, {4, 3, 1}},
                          {2, {16, 8, 1}, {8, 8, 1}},
                          {3, {5, 6, 9}, {2, 3, 4}},
                          {3, {4, 4, 4}, {4, 4, 4}}};
  const std::pair<const char *, size_t> types[] = {
      {"uchar", 1}, {"float3", 16}, {"short8", 16}};
  for (const Shape &shape : shapes) {
    NDRange range;
    range.dims = shape.dims;
    range.global = shape.global;
    range.local = shape.local;
    size_t groups = 1;
    for (int d = 0; d < 3; ++d)
      groups *= (shape.global[d] + shape.local[d] - 1) / shape.local[d];
    std::vector<uint32_t> counts = random<uint32_t>(groups, 0, 64);
    counts[0] = 64;
    counts[groups - 1] = 0;
    Buffer bcounts = upload(counts);
    for (auto [type, S] : types) {
      SCOPED_TRACE(std::string(type) + ", " + std::to_string(shape.dims) +
                   "-D, " + std::to_string(groups) + " groups");
      auto k = program->createKernel(std::string("shapes_") + type);
      ASSERT_TRUE(k) << describe(k);
      Bytes src = randomBytes(64 * groups * S);
      Buffer bsrc = upload(src), dst = makeBuffer(64 * groups * S);
      run(*k, range, bsrc, dst, bcounts);
      Bytes want = poisoned(64 * groups * S);
      for (size_t g = 0; g < groups; ++g)
        for (size_t i = 0; i < counts[g]; ++i)
          copyBytes(want, (i * groups + g) * S, src, (64 * g + i) * S, S);
      EXPECT_TRUE(allEqual(bytesOf(dst, want.size()), want));
    }
  }
}

// ---------------------------------------------------------------------------
// Byte copies at every alignment: 16-aligned (16-byte units), 4-aligned
// (words), and misaligned (bytes), into a kernel-scope __local array or a
// __local argument, chosen per group.

TEST_F(AsyncCopy, CharCopiesAtEveryAlignment) {
  const char *source = R"CL(
#define REGION 768
__kernel void bytes(__global const uchar *src, __global uchar *dst,
                    __global const uint *params, __local uchar *arg) {
  __local uchar fixed[REGION];
  size_t g = get_group_id(0);
  __global const uint *p = params + 5 * g;
  __local uchar *l = (p[4] ? arg : fixed) + p[2];
  event_t e = async_work_group_copy(l, src + g * REGION + p[1], p[0], 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(dst + g * REGION + p[3], l, p[0], 0);
  wait_group_events(1, &e);
}
)CL";
  constexpr size_t Region = 768;
  // n, source offset, local offset, destination offset, use the argument.
  const std::vector<std::array<uint32_t, 5>> cases = {
      {700, 0, 0, 0, 0}, {700, 16, 32, 48, 1}, {701, 4, 8, 12, 0},
      {333, 3, 3, 3, 1}, {500, 1, 0, 2, 0},    {257, 0, 3, 0, 1},
      {15, 5, 7, 1, 0},  {1, 7, 9, 11, 1},     {0, 1, 2, 3, 0},
      {767, 1, 1, 1, 0}, {64, 32, 17, 16, 1},  {31, 2, 6, 10, 0},
      {766, 2, 0, 2, 1}, {17, 16, 16, 16, 0},  {48, 12, 4, 8, 1}};
  const size_t groups = cases.size();
  std::vector<uint32_t> params;
  for (const auto &c : cases)
    params.insert(params.end(), c.begin(), c.end());
  Buffer bparams = upload(params);
  for (bool optimize : {true, false}) {
    SCOPED_TRACE(optimize ? "optimized" : "-O0");
    CompileOptions options;
    options.optimize = optimize;
    Kernel k = kernel(source, "", options);
    Bytes src = randomBytes(groups * Region);
    Buffer bsrc = upload(src), dst = makeBuffer(groups * Region);
    run(k, NDRange::linear(groups * 64, 64), bsrc, dst, bparams,
        LocalBytes{Region});
    Bytes want = poisoned(groups * Region);
    for (size_t g = 0; g < groups; ++g)
      copyBytes(want, g * Region + cases[g][3], src, g * Region + cases[g][1],
                cases[g][0]);
    EXPECT_TRUE(allEqual(bytesOf(dst, want.size()), want));
  }
}

// ---------------------------------------------------------------------------
// __local memory of every kind: several kernel-scope arrays of different
// types and two __local arguments, pointers offset into them, several copies
// into one buffer, all chained on one event.

TEST_F(AsyncCopy, EveryKindOfLocalMemory) {
  Kernel k = kernel(std::string(WordHelpers) + R"CL(
__kernel void kinds(__global const uchar *bytes, __global const float4 *vecs,
                    __global const short *shorts, __global const uint *fill,
                    __global uint *out, __local uint2 *argA,
                    __local char *argB) {
  __local uchar lb[200];
  __local float4 lv[24];
  __local short ls[70];
  size_t g = get_group_id(0);
  copy_in((__local uint *)lb, fill, 50);
  copy_in((__local uint *)lv, fill + 50, 96);
  copy_in((__local uint *)ls, fill + 146, 35);
  copy_in((__local uint *)argA, fill + 181, 44);
  copy_in((__local uint *)argB, fill + 225, 20);
  barrier(CLK_LOCAL_MEM_FENCE);
  __global const uchar *b = bytes + 256 * g;
  event_t e = async_work_group_copy(lb + 3, b + 1, 150, 0);
  e = async_work_group_copy(lb + 160, b + 200, 37, e);
  async_work_group_copy(lv + 1, vecs + 24 * g, 23, e);
  e = async_work_group_copy(ls, shorts + 70 * g + 1, 35, e);
  e = async_work_group_copy(ls + 35, shorts + 70 * g + 36, 34, e);
  e = async_work_group_copy(argA + 2, (__global const uint2 *)(b + 8), 20, e);
  e = async_work_group_copy(argB + 1, (__global const char *)b + 3, 77, e);
  wait_group_events(1, &e);
  __global uint *o = out + 245 * g;
  copy_out(o, (__local const uint *)lb, 50);
  copy_out(o + 50, (__local const uint *)lv, 96);
  copy_out(o + 146, (__local const uint *)ls, 35);
  copy_out(o + 181, (__local const uint *)argA, 44);
  copy_out(o + 225, (__local const uint *)argB, 20);
}
)CL");
  constexpr size_t Groups = 4, Words = 245;
  Bytes bytes = randomBytes(Groups * 256), vecs = randomBytes(Groups * 384),
        shorts = randomBytes(Groups * 140), fill = randomBytes(Words * 4);
  Buffer bb = upload(bytes), bv = upload(vecs), bs = upload(shorts),
         bf = upload(fill), out = makeBuffer(Groups * Words * 4);
  run(k, NDRange::linear(Groups * 32, 32), bb, bv, bs, bf, out,
      LocalBytes{22 * 8}, LocalBytes{80});
  Bytes want(Groups * Words * 4);
  for (size_t g = 0; g < Groups; ++g) {
    const size_t o = g * Words * 4, lb = o, lv = o + 200, ls = o + 584,
                 a = o + 724, bArg = o + 900;
    copyBytes(want, o, fill, 0, Words * 4);
    copyBytes(want, lb + 3, bytes, 256 * g + 1, 150);
    copyBytes(want, lb + 160, bytes, 256 * g + 200, 37);
    copyBytes(want, lv + 16, vecs, 384 * g, 23 * 16);
    copyBytes(want, ls, shorts, 140 * g + 2, 35 * 2);
    copyBytes(want, ls + 70, shorts, 140 * g + 72, 34 * 2);
    copyBytes(want, a + 16, bytes, 256 * g + 8, 20 * 8);
    copyBytes(want, bArg + 1, bytes, 256 * g + 3, 77);
  }
  EXPECT_TRUE(allEqual(bytesOf(out, want.size()), want));
}

// ---------------------------------------------------------------------------
// Strided copies: gather each column of a row-major matrix (src_stride =
// columns), write it as a row of the transpose (contiguous) and scatter it
// back as a column (dst_stride = columns); also strides 1 and 7.

TEST_F(AsyncCopy, StridedMatrixColumns) {
  auto program = build(R"CL(
__kernel void columns(__global const float *m, __global float *transposed,
                      __global float *copy, __global int *sums, uint rows,
                      uint cols, __local float *col) {
  size_t c = get_group_id(0), l = get_local_id(0);
  event_t e = async_work_group_strided_copy(col, m + c, rows, cols, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(transposed + c * rows, col, rows, 0);
  async_work_group_strided_copy(copy + c, col, rows, cols, e);
  int s = 0;
  for (size_t r = l; r < rows; r += get_local_size(0))
    s += (int)col[r];
  sums[get_global_id(0)] = s;
  wait_group_events(1, &e);
}
// Each group gathers n int3 (16 bytes apart) from its own region with one
// stride and scatters them into its own region with another.
__kernel void strides(__global const int3 *in, __global int3 *out, uint n,
                      uint in_stride, uint out_stride, __local int3 *tmp) {
  size_t g = get_group_id(0);
  event_t e = async_work_group_strided_copy(
      tmp, in + g * ((n - 1) * in_stride + 1), n, in_stride, 0);
  wait_group_events(1, &e);
  e = async_work_group_strided_copy(out + g * ((n - 1) * out_stride + 1), tmp,
                                    n, out_stride, 0);
  wait_group_events(1, &e);
}
)CL");
  auto k = program->createKernel("columns");
  ASSERT_TRUE(k) << describe(k);
  constexpr uint32_t Rows = 45, Cols = 19, Local = 16;
  auto m = random<float>(Rows * Cols, -1000.0f, 1000.0f);
  Buffer bm = upload(m), transposed = makeBuffer(Rows * Cols * 4),
         copy = makeBuffer(Rows * Cols * 4),
         sums = makeBuffer(Cols * Local * 4);
  run(*k, NDRange::linear(Cols * Local, Local), bm, transposed, copy, sums,
      Rows, Cols, LocalBytes{Rows * 4});
  std::vector<float> wantT(Rows * Cols);
  std::vector<int32_t> wantSums(Cols * Local);
  for (size_t c = 0; c < Cols; ++c)
    for (size_t r = 0; r < Rows; ++r) {
      wantT[c * Rows + r] = m[r * Cols + c];
      wantSums[c * Local + r % Local] += int32_t(m[r * Cols + c]);
    }
  EXPECT_TRUE(allEqual(download<float>(transposed, Rows * Cols), wantT));
  EXPECT_TRUE(allEqual(download<float>(copy, Rows * Cols), m));
  EXPECT_TRUE(allEqual(download<int32_t>(sums, Cols * Local), wantSums));

  auto s = program->createKernel("strides");
  ASSERT_TRUE(s) << describe(s);
  const uint32_t cases[][3] = {
      {50, 1, 7}, {50, 7, 1}, {33, 3, 3}, {1, 7, 7}, {17, 1, 1}};
  constexpr size_t Groups = 5;
  for (const auto &c : cases) {
    const uint32_t n = c[0], in = c[1], out = c[2];
    SCOPED_TRACE("n " + std::to_string(n) + ", strides " + std::to_string(in) +
                 " " + std::to_string(out));
    const size_t inRegion = (n - 1) * in + 1, outRegion = (n - 1) * out + 1;
    Bytes src = randomBytes(Groups * inRegion * 16);
    Buffer bsrc = upload(src), bout = makeBuffer(Groups * outRegion * 16);
    run(*s, NDRange::linear(Groups * 16, 16), bsrc, bout, n, in, out,
        LocalBytes{n * 16});
    Bytes want = poisoned(Groups * outRegion * 16);
    for (size_t g = 0; g < Groups; ++g)
      for (size_t i = 0; i < n; ++i)
        copyBytes(want, (g * outRegion + i * out) * 16, src,
                  (g * inRegion + i * in) * 16, 16);
    EXPECT_TRUE(allEqual(bytesOf(bout, want.size()), want));
  }
}

// ---------------------------------------------------------------------------
// Events.

TEST_F(AsyncCopy, EventArraysAndWaitForSeveral) {
  Kernel k = kernel(std::string(WordHelpers) + R"CL(
// A copy in a function the kernel calls, its event returned.
event_t fetch(__local uint *dst, __global const uint *src) {
  return async_work_group_copy(dst, src, 16, 0);
}
__kernel void event_list(__global const int *a, __global const float2 *b,
                         __global const uint *c, __global uint *out,
                         uint parts) {
  __local int la[64];
  __local float2 lb[32];
  __local uint lc[4][16];
  size_t g = get_group_id(0);
  event_t evs[2];
  evs[0] = async_work_group_copy(la, a + 64 * g, 64, 0);
  evs[1] = async_work_group_copy(lb, b + 32 * g, 32, 0);
  event_t more[4];
  for (uint p = 0; p < parts; ++p)
    more[p] = fetch(lc[p], c + (4 * g + p) * 16);
  wait_group_events(2, evs);
  wait_group_events((int)parts, more);
  copy_out(out + 192 * g, (__local const uint *)la, 64);
  copy_out(out + 192 * g + 64, (__local const uint *)lb, 64);
  copy_out(out + 192 * g + 128, (__local const uint *)lc, parts * 16);
}
)CL");
  constexpr size_t Groups = 5;
  constexpr uint32_t Parts = 3;
  auto a = random<uint32_t>(Groups * 64), b = random<uint32_t>(Groups * 64),
       c = random<uint32_t>(Groups * 64);
  Buffer ba = upload(a), bb = upload(b), bc = upload(c),
         out = makeBuffer(Groups * 192 * 4);
  run(k, NDRange::linear(Groups * 24, 24), ba, bb, bc, out, Parts);
  std::vector<uint32_t> want(Groups * 192, Poison);
  for (size_t g = 0; g < Groups; ++g)
    for (size_t i = 0; i < 64; ++i) {
      want[192 * g + i] = a[64 * g + i];
      want[192 * g + 64 + i] = b[64 * g + i];
      if (i < Parts * 16)
        want[192 * g + 128 + i] = c[64 * g + i];
    }
  EXPECT_TRUE(allEqual(download<uint32_t>(out, want.size()), want));
}

TEST_F(AsyncCopy, DoubleBufferingOverSeveralTiles) {
  // Start the next tile's copy, compute on the current one, copy the result
  // out; the output copy of one step is waited for before the next step
  // reuses its buffer.
  Kernel k = kernel(R"CL(
#define TILE 64
__kernel void pipeline(__global const uint *in, __global uint *out,
                       uint ntiles) {
  __local uint buf[2][TILE];
  __local uint res[TILE];
  size_t l = get_local_id(0), n = get_local_size(0);
  __global const uint *src = in + get_group_id(0) * ntiles * TILE;
  __global uint *dst = out + get_group_id(0) * ntiles * TILE;
  event_t in_ev = async_work_group_copy(buf[0], src, TILE, 0);
  event_t out_ev = async_work_group_copy(res, src, 0, 0);
  for (uint t = 0; t < ntiles; ++t) {
    wait_group_events(1, &in_ev);
    if (t + 1 < ntiles)
      in_ev = async_work_group_copy(buf[(t + 1) & 1], src + (t + 1) * TILE,
                                    TILE, 0);
    wait_group_events(1, &out_ev);
    __local const uint *cur = buf[t & 1];
    for (size_t i = l; i < TILE; i += n)
      res[i] = cur[TILE - 1 - i] * 3u + cur[i] + t;
    barrier(CLK_LOCAL_MEM_FENCE);
    out_ev = async_work_group_copy(dst + t * TILE, res, TILE, 0);
  }
  wait_group_events(1, &out_ev);
}
)CL");
  constexpr size_t Groups = 3, Tiles = 7, TileSize = 64;
  for (size_t local : {size_t(32), size_t(24), size_t(64)}) {
    SCOPED_TRACE("local size " + std::to_string(local));
    auto in = random<uint32_t>(Groups * Tiles * TileSize);
    Buffer bin = upload(in), out = makeBuffer(in.size() * 4);
    run(k, NDRange::linear(Groups * local, local), bin, out, uint32_t(Tiles));
    std::vector<uint32_t> want(in.size());
    for (size_t g = 0; g < Groups; ++g)
      for (size_t t = 0; t < Tiles; ++t) {
        const uint32_t *x = &in[(g * Tiles + t) * TileSize];
        for (size_t i = 0; i < TileSize; ++i)
          want[(g * Tiles + t) * TileSize + i] =
              x[TileSize - 1 - i] * 3u + x[i] + uint32_t(t);
      }
    EXPECT_TRUE(allEqual(download<uint32_t>(out, want.size()), want));
  }
}

TEST_F(AsyncCopy, CopiesInUniformBranches) {
  // The branch is the same for the whole group: on the group id, and on a
  // kernel argument; one arm copies nothing.
  Kernel k = kernel(std::string(WordHelpers) + R"CL(
__kernel void branches(__global const ushort *in, __global const uint *fill,
                       __global uint *out, int mode) {
  __local ushort tile[128];
  size_t g = get_group_id(0);
  copy_in((__local uint *)tile, fill, 64);
  barrier(CLK_LOCAL_MEM_FENCE);
  __global const ushort *s = in + 128 * g;
  event_t e;
  if (g % 3 == 0)
    e = async_work_group_copy(tile, s, 128, 0);
  else if (g % 3 == 1)
    e = async_work_group_strided_copy(tile + 1, s, 63, 2, 0);
  else
    e = async_work_group_copy(tile + 5, s, 0, 0);
  if (mode > 0) {
    // Overlaps the copies above: wait for them first.
    wait_group_events(1, &e);
    e = async_work_group_copy(tile + 100, s + 7, 21, e);
  }
  wait_group_events(1, &e);
  copy_out(out + 64 * g, (__local const uint *)tile, 64);
}
)CL");
  constexpr size_t Groups = 7;
  for (int32_t mode : {0, 1}) {
    SCOPED_TRACE("mode " + std::to_string(mode));
    Bytes in = randomBytes(Groups * 256), fill = randomBytes(256);
    Buffer bin = upload(in), bfill = upload(fill),
           out = makeBuffer(Groups * 256);
    run(k, NDRange::linear(Groups * 16 - 9, 16), bin, bfill, out, mode);
    Bytes want(Groups * 256);
    for (size_t g = 0; g < Groups; ++g) {
      const size_t o = 256 * g, s = 256 * g;
      copyBytes(want, o, fill, 0, 256);
      if (g % 3 == 0)
        copyBytes(want, o, in, s, 256);
      else if (g % 3 == 1)
        for (size_t i = 0; i < 63; ++i)
          copyBytes(want, o + 2 + 2 * i, in, s + 4 * i, 2);
      if (mode > 0)
        copyBytes(want, o + 200, in, s + 14, 42);
    }
    EXPECT_TRUE(allEqual(bytesOf(out, want.size()), want));
  }
}

// ---------------------------------------------------------------------------
// prefetch is accepted and changes nothing (every gentype's prefetch also
// runs in the sweep above).

TEST_F(AsyncCopy, PrefetchLeavesResultsUnchanged) {
  Kernel k = kernel(R"CL(
__kernel void prefetched(__global const int4 *in, __global int4 *out,
                         __global const uchar *bytes, __global uchar *bout) {
  size_t i = get_global_id(0), j = i;
  prefetch(in + j++, 1); // the arguments' side effects still happen
  prefetch(in + get_group_id(0) * get_local_size(0), get_local_size(0));
  prefetch(bytes + 3, 4093);
  prefetch(bytes, 0);
  out[i] = in[i] * 3 + (int4)(1, 2, 3, 4);
  bout[j - 1] = bytes[i] ^ (uchar)0x5A;
}
)CL");
  constexpr size_t M = 1000;
  auto in = random<int32_t>(M * 4, -100000, 100000);
  auto bytes = randomBytes(M);
  Buffer bin = upload(in), out = makeBuffer(M * 16), bb = upload(bytes),
         bout = makeBuffer(M);
  run(k, NDRange::linear(M, 64), bin, out, bb, bout);
  std::vector<int32_t> want(M * 4);
  Bytes wantBytes(M);
  for (size_t i = 0; i < M * 4; ++i)
    want[i] = in[i] * 3 + int32_t(i % 4 + 1);
  for (size_t i = 0; i < M; ++i)
    wantBytes[i] = bytes[i] ^ 0x5A;
  EXPECT_TRUE(allEqual(download<int32_t>(out, M * 4), want));
  EXPECT_TRUE(allEqual(bytesOf(bout, M), wantBytes));
}

// ---------------------------------------------------------------------------
// The local arena is sized at dispatch; over the device's shared memory it
// is a LimitExceeded error with a message, and the kernel still runs with a
// size that fits.

TEST_F(AsyncCopy, LocalArenaOverTheDeviceLimit) {
  auto program = build(R"CL(
__kernel void arena(__global const float4 *in, __global float4 *out,
                    __local float4 *scratch, uint n) {
  __local uchar fixed[8192];
  event_t e = async_work_group_copy(scratch, in, n, 0);
  e = async_work_group_copy(fixed, (__global const uchar *)in, 8192, e);
  wait_group_events(1, &e);
  e = async_work_group_copy(out, scratch, n, 0);
  wait_group_events(1, &e);
}
)CL");
  auto k = program->createKernel("arena");
  ASSERT_TRUE(k) << describe(k);
  const size_t limit = profile().maxSharedMemoryBytes;
  constexpr size_t N = 1024; // float4s: 16 KiB, more than the fixed array
  auto in = random<float>(N * 4, -1.0f, 1.0f);
  Buffer bin = upload(in), out = makeBuffer(N * 16);
  check(k->setArg(0, bin), "setArg");
  check(k->setArg(1, out), "setArg");
  check(k->setValue(3, uint32_t(N)), "setValue");
  for (size_t bytes : {limit + 16, limit - 8192 + 16, size_t(1) << 30}) {
    SCOPED_TRACE("__local argument of " + std::to_string(bytes) + " bytes");
    Status s = k->setLocalArg(2, bytes);
    if (s.isOk())
      s = queue().enqueue(*k, NDRange::linear(64, 64));
    EXPECT_FALSE(s.isOk()) << "a local arena over " << limit << " bytes ran";
    EXPECT_EQ(s.code(), ErrorCode::LimitExceeded) << describe(s);
    EXPECT_FALSE(s.message().empty());
  }
  check(k->setLocalArg(2, N * 16), "setLocalArg");
  run(*k, NDRange::linear(64, 64));
  EXPECT_TRUE(allEqual(download<float>(out, N * 4), in));
}

} // namespace
} // namespace vkcl::e2e
