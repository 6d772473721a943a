// shuffle and shuffle2 (OpenCL C 3.0, 6.15.14) against a host reference
// written from the spec: result lane i is lane k of x (shuffle) or of x
// followed by y (shuffle2), where k is mask lane i's low ilogb(2m - 1) bits
// (shuffle) or ilogb(2m - 1) + 1 bits (shuffle2), m being the inputs'
// lane count. So k is the mask lane modulo m or 2m, and every other bit of
// the mask is ignored.
//
// Every element type (char, uchar, short, ushort, int, uint, long, ulong,
// half, float, double; long/ulong/double masks need int64, half needs fp16,
// double fp64), every pair of input and mask widths (2, 4, 8, 16), with
// masks both constant (vector literals, which the compiler lowers to one
// OpVectorShuffle) and read at run time, their lanes random bits of the
// whole mask element (so nearly all lie beyond the inputs' width and must
// be taken modulo). The signed integer types, whose SPIR-V is their
// unsigned twins', run five of the pairs (runs() says which). Inputs are
// random bit patterns, NaNs included for the float types: a shuffle moves
// bits, so results compare bit for bit. A foldable mask whose expression
// has a side effect must keep it. Without the optimizer, (2, 16), (16, 2),
// (4, 8) and (16, 16) run too (twins: (4, 8)). Outputs start poisoned.
// The kernels are tests/e2e/kernels/shuffle.cl.
#include "E2eFixture.h"

#include <map>

namespace vkcl::e2e {
namespace {

std::string hexOf(uint64_t v) {
  std::ostringstream os;
  os << "0x" << std::hex << v;
  return os.str();
}

constexpr unsigned Widths[] = {2, 4, 8, 16};
/// Work-items per kernel.
constexpr size_t Count = 1024;

class ShuffleTest;
template <typename Bits> void checkSideEffect(ShuffleTest &, Program &);

class ShuffleTest : public E2eTest,
                    public ::testing::WithParamInterface<std::string> {
public:
  template <typename Bits> void runAll(bool optimize);
  template <typename Bits>
  friend void checkSideEffect(ShuffleTest &, Program &);

private:
  /// The mask element type of an element type.
  static std::string maskType(const std::string &type) {
    if (type == "char" || type == "uchar")
      return "uchar";
    if (type == "short" || type == "ushort" || type == "half")
      return "ushort";
    if (type == "int" || type == "uint" || type == "float")
      return "uint";
    return "ulong";
  }
};

/// The lane of x (then y) that result lane `lane` takes.
template <typename Bits>
Bits shuffled(const Bits *x, const Bits *y, unsigned m, Bits maskLane,
              bool two) {
  // The low ilogb(2m - 1) (+ 1 for shuffle2) bits: m and 2m are powers of
  // two, so that is the lane modulo m (2m).
  int bits = std::ilogb(double(2 * m - 1)) + (two ? 1 : 0);
  uint64_t k = uint64_t(maskLane) & ((uint64_t(1) << bits) - 1);
  return k < m ? x[k] : y[k - m];
}

/// The side_effect kernel: a foldable mask whose expression adds 3 to n[i].
template <typename Bits>
void checkSideEffect(ShuffleTest &t, Program &program) {
  auto made = program.createKernel("side_effect");
  if (!made)
    throw E2eError("createKernel failed: " + describe(made));
  Kernel k = std::move(made.value());
  std::vector<Bits> x(4 * Count);
  for (Bits &v : x)
    v = Bits(t.rng()());
  std::vector<int32_t> n(Count);
  for (size_t i = 0; i < Count; ++i)
    n[i] = int32_t(i);
  Buffer out = t.makeBuffer(4 * Count * sizeof(Bits)), counts = t.upload(n);
  t.run(k, NDRange::linear(Count, 64), t.upload(x), out, counts);
  std::vector<Bits> got = t.download<Bits>(out, 4 * Count);
  std::vector<int32_t> gotN = t.download<int32_t>(counts, Count);
  size_t bad = 0;
  std::ostringstream os;
  const unsigned lanes[] = {1, 0, 2, 3};
  for (size_t i = 0; i < Count; ++i) {
    bool ok = gotN[i] == int32_t(i) + 3;
    for (unsigned l = 0; l < 4; ++l)
      ok = ok && got[4 * i + l] == x[4 * i + lanes[l]];
    if (!ok && ++bad <= 4)
      os << "\n  work-item " << i << ": n " << gotN[i] << " (want " << i + 3
         << "), lanes " << hexOf(got[4 * i]) << " " << hexOf(got[4 * i + 1])
         << " " << hexOf(got[4 * i + 2]) << " " << hexOf(got[4 * i + 3]);
  }
  EXPECT_EQ(bad, 0u) << "shuffle(x, (n[i] += 3, (mask)(5, 0, 2, 7))): " << bad
                     << " of " << Count << " work-items wrong" << os.str();
}

/// Which (input, mask) width pairs run. The signed integer types compile
/// to the very SPIR-V of their unsigned twins (vkcl's integers are
/// signless; only the reflection's type names differ), so they run the
/// extreme and mixed pairs only, to keep the suite's driver compile time
/// down; -O0 runs the 2/16 extremes and one mixed pair.
bool runs(const std::string &type, unsigned m, unsigned n, bool optimize) {
  const bool twin =
      type == "char" || type == "short" || type == "int" || type == "long";
  const bool edge = (m == 2 && n == 16) || (m == 16 && n == 2) ||
                    (m == 4 && n == 8) || (m == 16 && n == 16);
  if (!optimize)
    return twin ? m == 4 && n == 8 : edge;
  return !twin || edge || (m == 2 && n == 2);
}

template <typename Bits> void ShuffleTest::runAll(bool optimize) {
  const std::string type = GetParam(), mask = maskType(type);
  const int W = 8 * sizeof(Bits);
  auto randomBits = [&] { return Bits(rng()()); };

  // The constant masks: random lanes of the whole mask type, as literals,
  // from a fixed seed: the source must not change from run to run, or the
  // GPU machine (no compiler) finds no precompiled kernel for it.
  std::mt19937_64 maskRng(0x5eed5u + W);
  std::map<unsigned, std::vector<Bits>> constant[2];
  CompileOptions o;
  o.defines = {"T=" + type, "UT=" + mask};
  if (type == "half")
    o.defines.push_back("HALF");
  if (type == "double")
    o.defines.push_back("DOUBLE");
  for (int two = 0; two < 2; ++two)
    for (unsigned n : Widths) {
      std::string lanes;
      for (unsigned l = 0; l < n; ++l) {
        Bits v = Bits(maskRng());
        if (l == 0)
          v = Bits(two ? 3 : 1); // a lane within the inputs too
        constant[two][n].push_back(v);
        lanes += (l ? "," : "") + std::to_string(uint64_t(v)) +
                 (W == 64 ? "ul" : "u");
      }
      o.defines.push_back((two ? "D" : "S") + std::to_string(n) + "=" + lanes);
    }
  o.optimize = optimize;
  std::shared_ptr<Program> program = build(readKernelFile("shuffle.cl"), o);
  checkSideEffect<Bits>(*this, *program);

  for (unsigned m : Widths)
    for (unsigned n : Widths) {
      if (!runs(type, m, n, optimize))
        continue;
      const std::string name =
          "s" + std::to_string(m) + "_" + std::to_string(n);
      auto made = program->createKernel(name);
      if (!made)
        throw E2eError("createKernel failed: " + describe(made));
      Kernel k = std::move(made.value());
      std::vector<Bits> x(Count * m), y(Count * m), masks(Count * n);
      for (Bits &v : x)
        v = randomBits();
      for (Bits &v : y)
        v = randomBits();
      for (Bits &v : masks)
        v = randomBits();
      Buffer out = makeBuffer(4 * Count * n * sizeof(Bits));
      E2eTest::run(k, NDRange::linear(Count, 64), upload(x), upload(y),
                   upload(masks), out);
      std::vector<Bits> got = download<Bits>(out, 4 * Count * n);
      const char *names[] = {"shuffle, constant mask", "shuffle, mask",
                             "shuffle2, constant mask", "shuffle2, mask"};
      for (unsigned f = 0; f < 4; ++f) {
        const bool two = f >= 2, runtime = f % 2 == 1;
        size_t bad = 0;
        std::ostringstream os;
        for (size_t i = 0; i < Count; ++i) {
          const Bits *xi = &x[i * m], *yi = &y[i * m];
          for (unsigned l = 0; l < n; ++l) {
            Bits lane = runtime ? masks[i * n + l] : constant[two][n][l];
            Bits want = shuffled(xi, yi, m, lane, two);
            Bits have = got[(f * Count + i) * n + l];
            if (have != want && ++bad <= 8)
              os << "\n  work-item " << i << " lane " << l << ", mask lane "
                 << hexOf(lane) << ": got " << hexOf(have) << ", want "
                 << hexOf(want);
          }
        }
        EXPECT_EQ(bad, 0u) << names[f] << ", " << type << m << " -> " << type
                           << n << (optimize ? "" : " (-O0)") << ": " << bad
                           << " of " << Count * n << " lanes wrong" << os.str();
      }
    }
}

/// Skips where the device lacks the type (or its mask type).
bool skipType(const std::string &type, const TargetProfile &p,
              std::string &why) {
  if ((type == "long" || type == "ulong" || type == "double") && !p.int64)
    why = "device has no int64 (long/ulong; double's mask is ulong)";
  else if (type == "double" && !p.float64)
    why = "device has no fp64 (double)";
  else if (type == "half" && !p.float16)
    why = "device has no fp16 (half)";
  return !why.empty();
}

template <typename F> void withBits(const std::string &type, F f) {
  if (type == "char" || type == "uchar")
    f(uint8_t());
  else if (type == "short" || type == "ushort" || type == "half")
    f(uint16_t());
  else if (type == "int" || type == "uint" || type == "float")
    f(uint32_t());
  else
    f(uint64_t());
}

TEST_P(ShuffleTest, AllWidths) {
  std::string why;
  if (skipType(GetParam(), profile(), why))
    GTEST_SKIP() << why;
  withBits(GetParam(), [&](auto bits) { runAll<decltype(bits)>(true); });
}

// The emitter's own code: the Function-array path of run-time masks and
// the OpVectorShuffle of constant ones over 2- and 16-wide vectors.
TEST_P(ShuffleTest, Unoptimized) {
  std::string why;
  if (skipType(GetParam(), profile(), why))
    GTEST_SKIP() << why;
  withBits(GetParam(), [&](auto bits) { runAll<decltype(bits)>(false); });
}

INSTANTIATE_TEST_SUITE_P(Shuffle, ShuffleTest,
                         ::testing::Values("char", "uchar", "short", "ushort",
                                           "int", "uint", "long", "ulong",
                                           "half", "float", "double"),
                         [](const auto &info) { return info.param; });

} // namespace
} // namespace vkcl::e2e
