// Vector data loads and stores (vloadn, vstoren; n = 2, 3, 4, 8, 16) against
// a host reference that moves bytes with memcpy: every gentype the device
// has, through every address space of the pointer (__global; __constant
// kernel arguments and program-scope arrays; __local arrays and arguments;
// __private arrays), at element-aligned but not vector-aligned addresses,
// at the very end of buffers, with gaps of one element between stored
// vectors and packed densely (so work-items' stores share 32-bit words),
// loads and stores of different widths over one buffer in one kernel, and
// vector values' own memory (private 8/16-wide vectors, struct members)
// written and read through pointers to their elements.
// Outputs start poisoned: a store that touches a byte outside its vector
// (a 4th element after a vstore3, a neighbour in the same word) shows.
//
// The sweeps over widths are one kernel per gentype that takes the width as
// an argument and switches on it, so a driver compiles few pipelines
// (SwiftShader is slow at that); every width is its own dispatch and
// SCOPED_TRACE.
#include "E2eFixture.h"

#include <algorithm>
#include <iomanip>
#include <numeric>

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

struct Scalar {
  const char *name;
  size_t bytes;
};
const Scalar Scalars[] = {{"char", 1},   {"uchar", 1}, {"short", 2},
                          {"ushort", 2}, {"int", 4},   {"uint", 4},
                          {"long", 8},   {"ulong", 8}, {"float", 4},
                          {"double", 8}, {"half", 2}};
void PrintTo(const Scalar &s, std::ostream *os) { *os << s.name; }
const uint32_t Widths[] = {2, 3, 4, 8, 16};

/// Replaces every `$T` by the scalar type and then every `$N` by the width
/// (so `$T$N` is the vector type).
std::string instantiate(std::string text, const std::string &type, uint32_t n) {
  for (const auto &[key, value] :
       {std::pair<std::string, std::string>{"$T", type},
        std::pair<std::string, std::string>{"$N", std::to_string(n)}})
    for (size_t at; (at = text.find(key)) != std::string::npos;)
      text.replace(at, key.size(), value);
  return text;
}

/// `kernel`, preceded by `perWidth` once per width, with `$T` the scalar
/// type; the kernel switches on its `n` argument with `body` as each case
/// (`$N` in it the width).
std::string perWidthSource(const Scalar &s, const std::string &prelude,
                           const std::string &perWidth,
                           const std::string &kernelHead,
                           const std::string &body) {
  std::string source;
  if (std::string(s.name) == "half")
    source += "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
  if (std::string(s.name) == "double")
    source += "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
  source += instantiate(prelude, s.name, 0);
  for (uint32_t n : Widths)
    source += instantiate(perWidth, s.name, n);
  source += instantiate(kernelHead, s.name, 0) + "  switch (n) {\n";
  for (uint32_t n : Widths)
    source += "  case " + std::to_string(n) + ":\n    " +
              instantiate(body, s.name, n) + "\n    break;\n";
  return source + "  }\n}\n";
}

/// Element by element (`size` bytes each), the first mismatches with their
/// index and bytes; a poisoned byte that changed means a store reached
/// outside its vector. `got` starts at byte `base` of its buffer.
::testing::AssertionResult sameElements(const Bytes &got, const Bytes &want,
                                        size_t size, size_t base = 0) {
  if (got.size() != want.size())
    return ::testing::AssertionFailure()
           << "size " << got.size() << " != " << want.size();
  auto hex = [&](const Bytes &b, size_t e) {
    std::ostringstream os;
    for (size_t i = 0; i < size; ++i)
      os << (i ? " " : "") << std::hex << std::setw(2) << std::setfill('0')
         << int(b[e * size + i]);
    return os.str();
  };
  size_t bad = 0;
  std::ostringstream os;
  for (size_t e = 0; e * size < got.size(); ++e) {
    if (std::memcmp(&got[e * size], &want[e * size], size) == 0)
      continue;
    bool poison = true;
    for (size_t i = e * size; i < (e + 1) * size; ++i)
      poison = poison && want[i] == poisonByte(base + i);
    if (++bad <= 10)
      os << "\n  element " << e << ": got " << hex(got, e) << ", want "
         << hex(want, e)
         << (poison ? " (poison: written outside every vector)" : "");
  }
  if (!bad)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << bad << " of " << got.size() / size
                                       << " elements differ:" << os.str();
}

void copyElements(Bytes &dst, size_t dstAt, const Bytes &src, size_t srcAt,
                  size_t count, size_t size) {
  ASSERT_LE((dstAt + count) * size, dst.size());
  ASSERT_LE((srcAt + count) * size, src.size());
  std::memcpy(dst.data() + dstAt * size, src.data() + srcAt * size,
              count * size);
}

/// The bits of the integer `v` (0..100) as element type `s`.
Bytes elementOf(const Scalar &s, int v) {
  Bytes b(s.bytes);
  const std::string name = s.name;
  if (name == "float") {
    float f = float(v);
    std::memcpy(b.data(), &f, 4);
  } else if (name == "double") {
    double d = double(v);
    std::memcpy(b.data(), &d, 8);
  } else if (name == "half") {
    // Exact for small integers: 1.m x 2^e with e = floor(log2 v).
    uint16_t h = 0;
    if (v) {
      int e = 0;
      while ((v >> (e + 1)) != 0)
        ++e;
      h = uint16_t(((e + 15) << 10) | ((uint32_t(v) << (10 - e)) & 0x3FF));
    }
    std::memcpy(b.data(), &h, 2);
  } else {
    uint64_t u = uint64_t(v);
    std::memcpy(b.data(), &u, s.bytes); // little-endian
  }
  return b;
}

/// `start` (in elements) as vloadn/vstoren operands: p + shift with the
/// element offset `offset`, offset * n + shift == start, offset random.
struct Operands {
  uint32_t offset, shift;
};

class VectorData : public E2eTest {
protected:
  /// Why the device cannot run `s` (empty: it can).
  std::string missing(const Scalar &s) {
    const std::string name = s.name;
    if ((name == "long" || name == "ulong") && !profile().int64)
      return "device has no int64";
    if (name == "double" && !profile().float64)
      return "device has no fp64";
    if (name == "half" && !profile().float16)
      return "device has no fp16";
    return "";
  }

  /// `count` random elements: any bits, NaNs (signalling ones too) and
  /// denormals included; vloadn and vstoren move them unchanged.
  Bytes randomElements(const Scalar &s, size_t count) {
    return random<uint8_t>(count * s.bytes);
  }

  Operands operands(uint32_t start, uint32_t n) {
    uint32_t offset = random<uint32_t>(1, 0, start / n)[0];
    return {offset, start - offset * n};
  }

  Bytes bytesOf(const Buffer &b, size_t n) { return download<uint8_t>(b, n); }

  /// Runs the __global sweep below for `s`.
  void globalSweep(const Scalar &s, CompileOptions options);
};

class VectorDataGentypes : public VectorData,
                           public ::testing::WithParamInterface<Scalar> {};

// ---------------------------------------------------------------------------
// __global, every width: each work-item loads n elements from anywhere in
// `in` (one at its start, one ending at its last element) and stores them
// at its own place in `out`, one element apart in gapped mode (each vector
// surrounded by poison; the last ends at the end of `out`) or packed
// densely after 16 bytes of poison. Addresses are p + shift with the offset
// operand chosen at random; most are not vector-aligned, some are (vloadn
// and vstoren take a wide path when the address's low bits allow).

const char *GlobalPerWidth = R"CL(
void global_$N(__global const $T *in, __global $T *out,
               __global const uint *p) {
  $T$N v = vload$N(p[0], in + p[1]);
  vstore$N(v, p[2], out + p[3]);
}
)CL";
const char *GlobalKernel = R"CL(
__kernel void global_sweep(__global const $T *in, __global $T *out,
                           __global const uint *params, uint n) {
  __global const uint *p = params + 4 * get_global_id(0);
)CL";

void VectorData::globalSweep(const Scalar &s, CompileOptions options) {
  Kernel k = kernel(perWidthSource(s, "", GlobalPerWidth, GlobalKernel,
                                   "global_$N(in, out, p);"),
                    "global_sweep", options);
  constexpr uint32_t Items = 48, Local = 16;
  const size_t S = s.bytes;
  for (uint32_t n : Widths)
    for (bool dense : {false, true}) {
      SCOPED_TRACE(std::string(s.name) + std::to_string(n) +
                   (dense ? ", dense stores" : ", stores one element apart"));
      // Loads: anywhere in `in`; item 0 at its first element, item 1 ending
      // at its last (and not vector-aligned: inSize % n == 1), item 2 at 16
      // bytes (the run-time wide path where the vector is 4 to 16 bytes),
      // item 3 at the element after.
      const uint32_t inSize = (Items + 2) * n + 1,
                     aligned = std::max<uint32_t>(1, 16 / S);
      // Stores: gapped ones start at element 1, dense ones at 16 bytes.
      const uint32_t first = dense ? aligned : 1, step = dense ? n : n + 1;
      const uint32_t outSize = first + (Items - 1) * step + n;
      std::vector<uint32_t> slot(Items);
      std::iota(slot.begin(), slot.end(), 0u);
      if (!dense)
        std::shuffle(slot.begin(), slot.end(), rng());
      std::vector<uint32_t> params;
      std::vector<uint32_t> loadAt(Items), storeAt(Items);
      for (uint32_t i = 0; i < Items; ++i) {
        const uint32_t fixed[] = {0, inSize - n, aligned, aligned + 1};
        loadAt[i] = i < 4 ? fixed[i] : random<uint32_t>(1, 0, inSize - n)[0];
        storeAt[i] = first + slot[i] * step;
        Operands l = operands(loadAt[i], n), st = operands(storeAt[i], n);
        params.insert(params.end(), {l.offset, l.shift, st.offset, st.shift});
      }
      Bytes in = randomElements(s, inSize);
      Buffer bin = upload(in), bparams = upload(params),
             out = makeBuffer(outSize * S);
      run(k, NDRange::linear(Items, Local), bin, out, bparams, n);
      Bytes want = poisoned(outSize * S);
      for (uint32_t i = 0; i < Items; ++i)
        copyElements(want, storeAt[i], in, loadAt[i], n, S);
      EXPECT_TRUE(sameElements(bytesOf(out, want.size()), want, S));
    }
}

TEST_P(VectorDataGentypes, GlobalEveryWidthAndOffset) {
  const Scalar s = GetParam();
  if (std::string why = missing(s); !why.empty())
    GTEST_SKIP() << why;
  globalSweep(s, {});
}

// The emitter's own output, without the optimizer, for a byte and a float
// gentype.
TEST_F(VectorData, GlobalUnoptimized) {
  CompileOptions options;
  options.optimize = false;
  for (const Scalar &s : Scalars)
    if (std::string(s.name) == "uchar" || std::string(s.name) == "float") {
      SCOPED_TRACE("-O0");
      globalSweep(s, options);
    }
}

// ---------------------------------------------------------------------------
// The other address spaces, every width, in one kernel: each work-item of
// two groups of 16 loads from a __constant argument and from a program-scope
// __constant array; loads from a __local array filled element by element;
// stores into a __local argument (one element apart, so neighbours share
// words) that is then copied out element by element; loads from and stores
// into a __private array, copied out likewise. Each result has its own
// region of `out`.

constexpr uint32_t Group = 16, Groups = 2, SpaceItems = Group * Groups;
constexpr uint32_t Table = 40;             // program-scope __constant elements
constexpr uint32_t ConstIn = 80;           // __constant argument elements
constexpr uint32_t Tile = Group * 16 + 16; // static __local, per group
constexpr uint32_t LocalArg = Group * 17 + 1; // __local argument, per group
constexpr uint32_t Priv = 35;                 // __private array
constexpr uint32_t Region = SpaceItems * 16;  // one vector per work-item
// Regions of `out` (elements).
constexpr uint32_t OutConstArg = 0, OutTable = Region, OutTile = 2 * Region,
                   OutLocalArg = 3 * Region,
                   OutPrivLoad = OutLocalArg + Groups * LocalArg,
                   OutPriv = OutPrivLoad + Region,
                   OutSize = OutPriv + SpaceItems * Priv;
// Regions of `fill`, the initial contents of the __local and __private
// arrays.
constexpr uint32_t FillTile = 0, FillLocalArg = Groups * Tile,
                   FillPriv = FillLocalArg + Groups * LocalArg,
                   FillSize = FillPriv + SpaceItems * Priv;

int tableValue(uint32_t k) { return int((k * 37 + 11) % 101); }

std::string spacesPrelude() {
  std::ostringstream os;
  os << "#define GROUP " << Group << "\n#define TILE " << Tile
     << "\n#define LOCAL_ARG " << LocalArg << "\n#define PRIV " << Priv
     << "\n#define OUT_CONST_ARG " << OutConstArg << "\n#define OUT_TABLE "
     << OutTable << "\n#define OUT_TILE " << OutTile
     << "\n#define OUT_LOCAL_ARG " << OutLocalArg << "\n#define OUT_PRIV_LOAD "
     << OutPrivLoad << "\n#define OUT_PRIV " << OutPriv
     << "\n#define FILL_TILE " << FillTile << "\n#define FILL_LOCAL_ARG "
     << FillLocalArg << "\n#define FILL_PRIV " << FillPriv
     << "\n__constant $T table[" << Table << "] = {";
  for (uint32_t k = 0; k < Table; ++k)
    os << (k ? ", " : "") << tableValue(k);
  os << "};\n";
  return os.str();
}

const char *SpacesPerWidth = R"CL(
void spaces_$N(__global const $T *in, __constant $T *cin,
               __global const $T *fill, __global $T *out,
               __global const uint *p, __local $T *tile, __local $T *larg) {
  size_t l = get_local_id(0), grp = get_group_id(0), g = get_global_id(0);
  // __constant: the kernel argument and the program-scope array.
  vstore$N(vload$N(p[0], cin + p[1]), g, out + OUT_CONST_ARG);
  vstore$N(vload$N(p[2], table + p[3]), g, out + OUT_TABLE);
  // __local array: filled element by element, then read with vload$N.
  for (size_t k = l; k < TILE; k += GROUP)
    tile[k] = fill[FILL_TILE + grp * TILE + k];
  for (size_t k = l; k < LOCAL_ARG; k += GROUP)
    larg[k] = fill[FILL_LOCAL_ARG + grp * LOCAL_ARG + k];
  barrier(CLK_LOCAL_MEM_FENCE);
  $T$N v = vload$N(p[4], tile + p[5]);
  vstore$N(v, g, out + OUT_TILE);
  // __local argument: written with vstore$N, then copied out.
  vstore$N(vload$N(g, in), p[6], larg + p[7]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t k = l; k < LOCAL_ARG; k += GROUP)
    out[OUT_LOCAL_ARG + grp * LOCAL_ARG + k] = larg[k];
  // __private array: filled element by element, read with vload$N,
  // written with vstore$N, copied out.
  $T priv[PRIV];
  for (int k = 0; k < PRIV; ++k)
    priv[k] = fill[FILL_PRIV + g * PRIV + k];
  $T$N w = vload$N(p[8], priv + p[9]);
  vstore$N(w, g, out + OUT_PRIV_LOAD);
  vstore$N(vload$N(g, in + 1), p[10], priv + p[11]);
  for (int k = 0; k < PRIV; ++k)
    out[OUT_PRIV + g * PRIV + k] = priv[k];
}
)CL";
const char *SpacesKernel = R"CL(
__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void spaces(__global const $T *in, __constant $T *cin,
            __global const $T *fill, __global $T *out,
            __global const uint *params, __local $T *larg, uint n) {
  __local $T tile[TILE];
  __global const uint *p = params + 12 * get_global_id(0);
)CL";

TEST_P(VectorDataGentypes, EveryAddressSpace) {
  const Scalar s = GetParam();
  if (std::string why = missing(s); !why.empty())
    GTEST_SKIP() << why;
  Kernel k =
      kernel(perWidthSource(s, spacesPrelude(), SpacesPerWidth, SpacesKernel,
                            "spaces_$N(in, cin, fill, out, p, tile, larg);"),
             "spaces");
  const size_t S = s.bytes;
  Bytes table;
  for (uint32_t i = 0; i < Table; ++i) {
    Bytes e = elementOf(s, tableValue(i));
    table.insert(table.end(), e.begin(), e.end());
  }
  const uint32_t inSize = (SpaceItems + 1) * 16 + 1;
  for (uint32_t n : Widths) {
    SCOPED_TRACE(std::string(s.name) + std::to_string(n));
    // Where each work-item loads (l*) and stores (st*), in elements.
    std::vector<uint32_t> lConst(SpaceItems), lTable(SpaceItems),
        lTile(SpaceItems), stLocal(SpaceItems), lPriv(SpaceItems),
        stPriv(SpaceItems), params;
    for (uint32_t grp = 0; grp < Groups; ++grp) {
      std::vector<uint32_t> slot(Group);
      std::iota(slot.begin(), slot.end(), 0u);
      std::shuffle(slot.begin(), slot.end(), rng());
      for (uint32_t l = 0; l < Group; ++l)
        stLocal[grp * Group + l] = 1 + slot[l] * (n + 1);
    }
    for (uint32_t g = 0; g < SpaceItems; ++g) {
      // Item 0 reads the arrays' first elements, item 1 their last, item 2
      // those 16 bytes in.
      auto at = [&](uint32_t size) {
        const uint32_t fixed[] = {0, size - n,
                                  std::max<uint32_t>(1, 16 / uint32_t(S))};
        return g < 3 ? fixed[g] : random<uint32_t>(1, 0, size - n)[0];
      };
      lConst[g] = at(ConstIn);
      lTable[g] = at(Table);
      lTile[g] = at(Tile);
      lPriv[g] = at(Priv);
      stPriv[g] = at(Priv);
      for (uint32_t start :
           {lConst[g], lTable[g], lTile[g], stLocal[g], lPriv[g], stPriv[g]}) {
        Operands o = operands(start, n);
        params.insert(params.end(), {o.offset, o.shift});
      }
    }
    Bytes in = randomElements(s, inSize), cin = randomElements(s, ConstIn),
          fill = randomElements(s, FillSize);
    Buffer bin = upload(in), bcin = upload(cin), bfill = upload(fill),
           bparams = upload(params), out = makeBuffer(OutSize * S);
    run(k, NDRange::linear(SpaceItems, Group), bin, bcin, bfill, out, bparams,
        LocalBytes{LocalArg * S}, n);

    Bytes want = poisoned(OutSize * S);
    for (uint32_t grp = 0; grp < Groups; ++grp)
      copyElements(want, OutLocalArg + grp * LocalArg, fill,
                   FillLocalArg + grp * LocalArg, LocalArg, S);
    copyElements(want, OutPriv, fill, FillPriv, SpaceItems * Priv, S);
    for (uint32_t g = 0; g < SpaceItems; ++g) {
      const uint32_t grp = g / Group;
      copyElements(want, OutConstArg + g * n, cin, lConst[g], n, S);
      copyElements(want, OutTable + g * n, table, lTable[g], n, S);
      copyElements(want, OutTile + g * n, fill,
                   FillTile + grp * Tile + lTile[g], n, S);
      copyElements(want, OutLocalArg + grp * LocalArg + stLocal[g], in, g * n,
                   n, S);
      copyElements(want, OutPrivLoad + g * n, fill,
                   FillPriv + g * Priv + lPriv[g], n, S);
      copyElements(want, OutPriv + g * Priv + stPriv[g], in, g * n + 1, n, S);
    }
    Bytes got = bytesOf(out, want.size());
    auto region = [&](uint32_t from, uint32_t to) {
      return std::make_pair(
          Bytes(got.begin() + from * S, got.begin() + to * S),
          Bytes(want.begin() + from * S, want.begin() + to * S));
    };
    const std::tuple<const char *, uint32_t, uint32_t> regions[] = {
        {"vload from a __constant argument", OutConstArg, OutTable},
        {"vload from a program-scope __constant array", OutTable, OutTile},
        {"vload from a __local array", OutTile, OutLocalArg},
        {"vstore into a __local argument (the whole argument, per group)",
         OutLocalArg, OutPrivLoad},
        {"vload from a __private array", OutPrivLoad, OutPriv},
        {"vstore into a __private array (the whole array, per work-item)",
         OutPriv, OutSize}};
    for (const auto &[what, from, to] : regions) {
      auto [g, w] = region(from, to);
      EXPECT_TRUE(sameElements(g, w, S, from * S)) << what;
    }
  }
}

// ---------------------------------------------------------------------------
// Loads and stores of different widths over one buffer in one kernel, each
// work-item in its own 48 elements (the first and last stay poison): a
// vstore8 read back as two vload4s, two vstore3s as three vload2s, a
// vstore16 as two vload8s, eight vstore2s as one vload16.

const char *MixedKernel = R"CL(
__kernel void mixed(__global const $T *in, __global $T *buf,
                    __global $T *out) {
  size_t i = get_global_id(0);
  __global const $T *s = in + 48 * i;
  __global $T *b = buf + 48 * i + 1, *o = out + 48 * i + 1;
  vstore8(vload8(0, s), 0, b);
  $T4 lo = vload4(0, b), hi = vload4(1, b);
  vstore4(hi, 0, o);
  vstore4(lo, 1, o);
  vstore3(vload3(0, s + 8), 0, b + 8);
  vstore3(vload3(1, s + 8), 1, b + 8);
  $T2 x = vload2(0, b + 8), y = vload2(1, b + 8), z = vload2(2, b + 8);
  vstore2(z, 4, o);
  vstore2(y, 5, o);
  vstore2(x, 6, o);
  vstore16(vload16(0, s + 14), 0, b + 14);
  vstore8(vload8(1, b + 14), 0, o + 14);
  vstore8(vload8(0, b + 14), 1, o + 14);
  for (int k = 0; k < 8; ++k)
    vstore2(vload2(7 - k, s + 30), k, b + 30);
  vstore16(vload16(0, b + 30), 0, o + 30);
}
)CL";

TEST_P(VectorDataGentypes, MixedWidthsOverOneBuffer) {
  const Scalar s = GetParam();
  if (std::string why = missing(s); !why.empty())
    GTEST_SKIP() << why;
  std::string source;
  if (std::string(s.name) == "half")
    source += "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
  if (std::string(s.name) == "double")
    source += "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
  Kernel k = kernel(source + instantiate(MixedKernel, s.name, 0), "mixed");
  constexpr uint32_t Items = 40, Span = 48;
  const size_t S = s.bytes;
  Bytes in = randomElements(s, Items * Span);
  Buffer bin = upload(in), buf = makeBuffer(Items * Span * S),
         out = makeBuffer(Items * Span * S);
  run(k, NDRange::linear(Items, 8), bin, buf, out);
  Bytes wantBuf = poisoned(Items * Span * S), wantOut = wantBuf;
  for (uint32_t i = 0; i < Items; ++i) {
    const uint32_t src = i * Span, dst = i * Span + 1;
    copyElements(wantBuf, dst, in, src, 30, S);
    for (uint32_t k = 0; k < 8; ++k)
      copyElements(wantBuf, dst + 30 + 2 * k, in, src + 30 + 2 * (7 - k), 2, S);
    // out: the halves of each group swapped, as the kernel reads them back.
    copyElements(wantOut, dst, in, src + 4, 4, S);
    copyElements(wantOut, dst + 4, in, src, 4, S);
    copyElements(wantOut, dst + 8, in, src + 12, 2, S);
    copyElements(wantOut, dst + 10, in, src + 10, 2, S);
    copyElements(wantOut, dst + 12, in, src + 8, 2, S);
    copyElements(wantOut, dst + 14, in, src + 22, 8, S);
    copyElements(wantOut, dst + 22, in, src + 14, 8, S);
    copyElements(wantOut, dst + 30, wantBuf, dst + 30, 16, S);
  }
  EXPECT_TRUE(sameElements(bytesOf(buf, wantBuf.size()), wantBuf, S))
      << "the buffer written with vstore8, vstore3, vstore16, vstore2";
  EXPECT_TRUE(sameElements(bytesOf(out, wantOut.size()), wantOut, S))
      << "read back with vload4, vload2, vload8, vload16";
}

// ---------------------------------------------------------------------------
// The memory of vector values: a __global $T16 array read with vload16
// (addresses aligned to the whole vector), vstoren into a private 16-wide
// vector and into a struct's 8-wide member through pointers to their
// elements, vloadn back out of them. Each work-item writes 32 of its 64
// elements of `out`.

const char *AliasesKernel = R"CL(
__kernel void aliases(__global const $T *in, __global const $T16 *in16,
                      __global $T *out) {
  size_t i = get_global_id(0);
  __global const $T *s = in + 64 * i;
  __global $T *o = out + 64 * i;
  $T16 w = vload16(0, (__global const $T *)(in16 + i));
  vstore4(vload4(0, s), 1, ($T *)&w);
  vstore3(vload3(0, s + 4), 4, ($T *)&w);
  struct {
    $T head;
    $T8 v;
    $T3 t;
  } st;
  st.head = s[7];
  st.v = vload8(0, s + 8);
  vstore2(vload2(0, s + 16), 3, ($T *)&st.v);
  st.t = vload3(0, s + 18);
  vstore16(w, 0, o);
  vstore8(vload8(0, ($T *)&st.v), 2, o);
  vstore3(vload3(0, ($T *)&st.t), 0, o + 24);
  o[27] = st.head;
  vstore4(vload4(1, ($T *)&w), 7, o);
}
)CL";

TEST_P(VectorDataGentypes, PrivateVectorsAndStructMembers) {
  const Scalar s = GetParam();
  if (std::string why = missing(s); !why.empty())
    GTEST_SKIP() << why;
  std::string source;
  if (std::string(s.name) == "half")
    source += "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
  if (std::string(s.name) == "double")
    source += "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
  Kernel k = kernel(source + instantiate(AliasesKernel, s.name, 0), "aliases");
  constexpr uint32_t Items = 24, Span = 64;
  const size_t S = s.bytes;
  Bytes in = randomElements(s, Items * Span),
        in16 = randomElements(s, Items * 16);
  Buffer bin = upload(in), bin16 = upload(in16),
         out = makeBuffer(Items * Span * S);
  run(k, NDRange::linear(Items, 8), bin, bin16, out);
  Bytes want = poisoned(Items * Span * S);
  for (uint32_t i = 0; i < Items; ++i) {
    const uint32_t src = i * Span, o = i * Span;
    Bytes w(16 * S), v(8 * S);
    copyElements(w, 0, in16, 16 * i, 16, S);
    copyElements(w, 4, in, src, 4, S);
    copyElements(w, 12, in, src + 4, 3, S);
    copyElements(v, 0, in, src + 8, 8, S);
    copyElements(v, 6, in, src + 16, 2, S);
    copyElements(want, o, w, 0, 16, S);
    copyElements(want, o + 16, v, 0, 8, S);
    copyElements(want, o + 24, in, src + 18, 3, S);
    copyElements(want, o + 27, in, src + 7, 1, S);
    copyElements(want, o + 28, w, 4, 4, S);
  }
  EXPECT_TRUE(sameElements(bytesOf(out, want.size()), want, S));
}

INSTANTIATE_TEST_SUITE_P(AllScalars, VectorDataGentypes,
                         ::testing::ValuesIn(Scalars),
                         [](const ::testing::TestParamInfo<Scalar> &info) {
                           return std::string(info.param.name);
                         });

} // namespace
} // namespace vkcl::e2e
