// Long else-if chains (src/compiler/IfChains.cpp): a chain of eight links
// or more is a switch on the one value its links compare with constants;
// one of 64 or more whose conditions may all be evaluated, a switch on the
// first holding one's index; any other, flat selections (guarded links
// where the target limits nesting). The first two tests run their chains
// in three spellings against the same host answers: `a == b` (a switch on
// a), `a - b == 0` (the index switch where the chain is long enough) and a
// call (flat).
#include "E2eFixture.h"

#include <string>
#include <vector>

namespace vkcl::e2e {
namespace {

constexpr size_t N = 2048;

/// IS(a, b)'s bodies, each with what it needs: equal for the values the
/// tests use.
constexpr const char *Spellings[] = {
    "#define IS(a, b) ((a) == (b))\n", "#define IS(a, b) ((a) - (b) == 0)\n",
    "int same(int a, int b) { return a == b; }\n"
    "#define IS(a, b) same((a), (b))\n"};

class ElseIfChains : public E2eTest {};

// Break, continue and return inside a link, a long chain nested in a link,
// one in a switch case whose `break` leaves the switch (kept nested: SPIR-V
// lets only the innermost switch be left) and one in a switch case without.
TEST_F(ElseIfChains, Long) {
  for (const char *is : Spellings) {
    SCOPED_TRACE(is);
    Kernel k = kernel(is + std::string(R"CL(
__kernel void chains(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int acc = 0;
  for (int i = 0; i < 8; ++i) {
    int op = in[g * 8 + i];
    if (IS(op, 0)) acc += 1;
    else if (IS(op, 1)) acc *= 3;
    else if (IS(op, 2)) continue;
    else if (IS(op, 3)) { acc -= 7; if (acc < -20) break; }
    else if (IS(op, 4)) acc ^= 0x55;
    else if (IS(op, 5)) acc += i;
    else if (IS(op, 6)) { if (IS(i, 7)) { out[g] = -acc; return; } acc += 2; }
    else if (IS(op, 7)) acc <<= 1;
    else if (IS(op, 8)) acc >>= 1;
    else if (IS(op, 9)) acc += 100;
    else if (IS(op, 10)) {
      int v = acc & 15;
      if (IS(v, 0)) acc += 11; else if (IS(v, 1)) acc += 12;
      else if (IS(v, 2)) acc += 13; else if (IS(v, 3)) acc += 14;
      else if (IS(v, 4)) acc += 15; else if (IS(v, 5)) acc += 16;
      else if (IS(v, 6)) acc += 17; else if (IS(v, 7)) acc += 18;
      else acc -= 3;
    } else if (IS(op, 11)) {
      switch (acc & 3) {
      case 0:
        if (IS(i, 0)) acc += 1; else if (IS(i, 1)) acc += 2;
        else if (IS(i, 2)) break; else if (IS(i, 3)) acc += 4;
        else if (IS(i, 4)) acc += 5; else if (IS(i, 5)) acc += 6;
        else if (IS(i, 6)) break; else acc += 8;
        acc += 1000;
        break;
      default:
        if (IS(i, 0)) acc -= 1; else if (IS(i, 1)) acc -= 2;
        else if (IS(i, 2)) acc -= 3; else if (IS(i, 3)) acc -= 4;
        else if (IS(i, 4)) acc -= 5; else if (IS(i, 5)) acc -= 6;
        else if (IS(i, 6)) acc -= 7; else if (IS(i, 7)) acc -= 8;
        else acc -= 9;
        break;
      }
    } else acc -= 1;
    acc += 1;
  }
  out[g] = acc;
}
)CL"));
    auto in = random<int32_t>(N * 8, 0, 12);
    Buffer bin = upload(in), out = makeBuffer(N * 4);
    run(k, NDRange::linear(N, 64), bin, out);
    auto reference = [](const int32_t *ops) {
      static const int nested[16] = {11, 12, 13, 14, 15, 16, 17, 18,
                                     -3, -3, -3, -3, -3, -3, -3, -3};
      static const int down[8] = {1, 2, 3, 4, 5, 6, 7, 8};
      int acc = 0;
      for (int i = 0; i < 8; ++i) {
        switch (ops[i]) {
        case 0:
          acc += 1;
          break;
        case 1:
          acc *= 3;
          break;
        case 2:
          continue;
        case 3:
          acc -= 7;
          if (acc < -20)
            return acc;
          break;
        case 4:
          acc ^= 0x55;
          break;
        case 5:
          acc += i;
          break;
        case 6:
          if (i == 7)
            return -acc;
          acc += 2;
          break;
        case 7:
          acc *= 2;
          break;
        case 8:
          acc >>= 1;
          break;
        case 9:
          acc += 100;
          break;
        case 10:
          acc += nested[acc & 15];
          break;
        case 11:
          if ((acc & 3) == 0) {
            if (i != 2 && i != 6)
              acc += (i == 7 ? 8 : i + 1) + 1000;
          } else {
            acc -= down[i];
          }
          break;
        default:
          acc -= 1;
        }
        acc += 1;
      }
      return acc;
    };
    std::vector<int32_t> want;
    for (size_t g = 0; g < N; ++g)
      want.push_back(reference(&in[g * 8]));
    EXPECT_TRUE(allEqual(download<int32_t>(out, N), want));
  }
}

// A chain of 300 links inside a loop, links that `continue` and `break`
// among them. lavapipe (Mesa 22.3) ran the flat form of such a chain
// wrongly past some 80 links (a taken link leaves a `switch (0)` from
// inside a selection, and the driver nests the rest of the chain one level
// deeper per link, past its mask stacks); on targets with that limit the
// chain is emitted as guarded siblings instead (emitGuardedChain) unless it
// is a switch, and must give the host's answers everywhere.
TEST_F(ElseIfChains, Of300Links) {
  for (const char *is : Spellings) {
    SCOPED_TRACE(is);
    constexpr int Links = 300;
    auto kind = [](int k) { return k % 50 == 7 ? 1 : k % 50 == 19 ? 2 : 0; };
    std::string source = std::string(is) +
                         "__kernel void chain300(__global const int *in, "
                         "__global int *out) {\n"
                         "  size_t g = get_global_id(0);\n"
                         "  int acc = 0;\n"
                         "  for (int i = 0; i < 4; ++i) {\n"
                         "    int x = in[g * 4 + i];\n";
    for (int k = 0; k < Links; ++k) {
      const std::string tail = kind(k) == 1   ? " continue;"
                               : kind(k) == 2 ? " break;"
                                              : "";
      source += std::string(k ? "    else " : "    ") + "if (IS(x, " +
                std::to_string(3 * k) +
                ")) { acc += " + std::to_string(7 * k + 1) + ";" + tail +
                " }\n";
    }
    source += "    else acc -= 1;\n    acc *= 3;\n  }\n  out[g] = acc;\n}\n";
    Kernel k = kernel(source);

    auto in = random<int32_t>(N * 4, -10, 3 * Links + 10);
    Buffer bin = upload(in), out = makeBuffer(N * 4);
    run(k, NDRange::linear(N, 64), bin, out);
    std::vector<int32_t> want;
    for (size_t g = 0; g < N; ++g) {
      uint32_t acc = 0;
      for (int i = 0; i < 4; ++i) {
        const int32_t x = in[g * 4 + i];
        const bool link = x >= 0 && x < 3 * Links && x % 3 == 0;
        if (!link) {
          acc -= 1;
        } else {
          acc += uint32_t(7 * (x / 3) + 1);
          if (kind(x / 3) == 1)
            continue;
          if (kind(x / 3) == 2)
            break;
        }
        acc *= 3;
      }
      want.push_back(int32_t(acc));
    }
    EXPECT_TRUE(allEqual(download<int32_t>(out, N), want));
  }
}

// Switch chains on every kind of tested value: char and short (promoted,
// negative constants), uint (constants past INT_MAX), `||` links of several
// values, a value an earlier link already took (never taken again), a
// tested expression rather than a variable, and no final else.
TEST_F(ElseIfChains, EqualityOnEveryType) {
  Kernel k = kernel(R"CL(
__kernel void types(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int x = in[g];
  char c = (char)x;
  short s = (short)(x * 37);
  uint u = (uint)x * 0x01000193u;
  int r = 0;
  if (c == -128) r = 1; else if (c == -1 || c == 127) r = 2;
  else if (c == 0) r = 3; else if (c == 5 || c == -5 || c == 6) r = 4;
  else if (c == 6) r = 99; else if (c == 'a') r = 6;
  else if (c == -100) r = 7; else if (c == 100) r = 8; else r = 9;
  if (s == -32768) r += 10; else if (s == 37 || s == -37) r += 20;
  else if (s == 370) r += 30; else if (s == 32767) r += 40;
  else if (s == 0) r += 50; else if (s == 3700) r += 60;
  else if (s == -3700) r += 70; else if (s == 1) r += 80;
  if (u == 0xFFFFFFFFu) r += 100; else if (u == 0x80000000u) r += 200;
  else if (u == 0x01000193u) r += 300; else if (u == 0u) r += 400;
  else if (u == 0x02000326u) r += 500; else if (u == 7u) r += 600;
  else if (u == 0x01000193u) r += 999; else if (u == 0x7FFFFFFFu) r += 700;
  else r += 800;
  if ((x & 7) == 0) r += 1000; else if ((x & 7) == 1) r += 2000;
  else if ((x & 7) == 2) r += 3000; else if ((x & 7) == 3) r += 4000;
  else if ((x & 7) == 4) r += 5000; else if ((x & 7) == 5) r += 6000;
  else if ((x & 7) == 6) r += 7000; else if ((x & 7) == 7) r += 8000;
  out[g] = r;
}
)CL");
  std::vector<int32_t> in = random<int32_t>(N, -300, 300);
  const int32_t edges[] = {-128,      -1,  127,  0,    5,          -5,
                           6,         'a', -100, 100,  1,          -32768 / 37,
                           10,        -10, 100,  -100, 32767 / 37, INT32_MIN,
                           INT32_MAX, 128, 255,  256,  -129};
  for (size_t i = 0; i < sizeof(edges) / sizeof(edges[0]); ++i)
    in[i] = edges[i];
  Buffer bin = upload(in), out = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want;
  for (int32_t x : in) {
    const auto c = static_cast<int8_t>(x);
    const auto s = static_cast<int16_t>(static_cast<uint32_t>(x) * 37u);
    const uint32_t u = static_cast<uint32_t>(x) * 0x01000193u;
    int r = c == -128                     ? 1
            : c == -1 || c == 127         ? 2
            : c == 0                      ? 3
            : c == 5 || c == -5 || c == 6 ? 4
            : c == 'a'                    ? 6
            : c == -100                   ? 7
            : c == 100                    ? 8
                                          : 9;
    r += s == -32768           ? 10
         : s == 37 || s == -37 ? 20
         : s == 370            ? 30
         : s == 32767          ? 40
         : s == 0              ? 50
         : s == 3700           ? 60
         : s == -3700          ? 70
         : s == 1              ? 80
                               : 0;
    r += u == 0xFFFFFFFFu   ? 100
         : u == 0x80000000u ? 200
         : u == 0x01000193u ? 300
         : u == 0u          ? 400
         : u == 0x02000326u ? 500
         : u == 7u          ? 600
         : u == 0x7FFFFFFFu ? 700
                            : 800;
    r += 1000 * ((x & 7) + 1);
    want.push_back(r);
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N), want));
}

// 64-bit tested values: OpSwitch literals of two words.
TEST_F(ElseIfChains, EqualityOnLong) {
  E2E_REQUIRE_INT64();
  Kernel k = kernel(R"CL(
__kernel void longs(__global const long *in, __global int *out) {
  size_t g = get_global_id(0);
  long v = in[g];
  int r;
  if (v == 0x100000000L) r = 1; else if (v == -1L) r = 2;
  else if (v == 0xFFFFFFFFL) r = 3; else if (v == 0x7FFFFFFFFFFFFFFFL) r = 4;
  else if (v == (long)0x8000000000000000UL) r = 5; else if (v == 1L) r = 6;
  else if (v == 0x100000001L || v == 0x200000000L) r = 7;
  else if (v == 0L) r = 8; else r = 9;
  out[g] = r;
}
)CL");
  const int64_t values[] = {0x100000000LL,
                            -1,
                            0xFFFFFFFFLL,
                            INT64_MAX,
                            INT64_MIN,
                            1,
                            0x100000001LL,
                            0x200000000LL,
                            0,
                            2,
                            0x300000000LL,
                            -0x100000000LL};
  std::vector<int64_t> in(N);
  for (size_t i = 0; i < N; ++i)
    in[i] = values[i % (sizeof(values) / sizeof(values[0]))];
  Buffer bin = upload(in), out = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want;
  for (int64_t v : in)
    want.push_back(v == 0x100000000LL                         ? 1
                   : v == -1                                  ? 2
                   : v == 0xFFFFFFFFLL                        ? 3
                   : v == INT64_MAX                           ? 4
                   : v == INT64_MIN                           ? 5
                   : v == 1                                   ? 6
                   : v == 0x100000001LL || v == 0x200000000LL ? 7
                   : v == 0                                   ? 8
                                                              : 9);
  EXPECT_TRUE(allEqual(download<int32_t>(out, N), want));
}

// 2,100 links: more case labels than one OpSwitch of vkcl's takes
// (SwitchRunLabels, 2,048), so two switches, the second in the first's
// default; the final else in the second's.
TEST_F(ElseIfChains, Of2100Links) {
  constexpr int Links = 2100;
  std::string source = "__kernel void chain2100(__global const int *in, "
                       "__global int *out) {\n"
                       "  int x = in[get_global_id(0)], y;\n";
  for (int k = 0; k < Links; ++k)
    source += std::string(k ? "  else " : "  ") +
              "if (x == " + std::to_string(2 * k) +
              ") y = " + std::to_string(5 * k + 3) + ";\n";
  source += "  else y = -1;\n  out[get_global_id(0)] = y;\n}\n";
  Kernel k = kernel(source);
  auto in = random<int32_t>(N, -10, 2 * Links + 10);
  Buffer bin = upload(in), out = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want;
  for (int32_t x : in)
    want.push_back(x >= 0 && x < 2 * Links && x % 2 == 0 ? 5 * (x / 2) + 3
                                                         : -1);
  EXPECT_TRUE(allEqual(download<int32_t>(out, N), want));
}

// 100 links testing ranges (`x >= lo && x < hi`, some `|| x == c`) of
// values a link before may already have claimed: a switch on the index of
// the first that holds, each condition evaluated without branches, the
// first holding link taken as C takes it. The chain reads x, y and a float.
TEST_F(ElseIfChains, RangesSpeculated) {
  constexpr int Links = 100;
  std::string source = "__kernel void ranges(__global const int *in, "
                       "__global int *out) {\n"
                       "  int x = in[get_global_id(0)], y = x & 7;\n"
                       "  float f = (float)x * 0.5f;\n"
                       "  int r;\n";
  for (int k = 0; k < Links; ++k) {
    const std::string lo = std::to_string(10 * k - 500),
                      hi = std::to_string(10 * k - 480); // overlaps the next
    std::string cond = "x >= " + lo + " && x < " + hi;
    if (k % 7 == 3)
      cond = "(" + cond + " && y != 2) || x == " + std::to_string(2000 + k);
    if (k % 11 == 5)
      cond += " || f == " + std::to_string(k) + ".5f";
    source += std::string(k ? "  else " : "  ") + "if (" + cond +
              ") r = " + std::to_string(3 * k + 1) + ";\n";
  }
  source += "  else r = -1;\n  out[get_global_id(0)] = r;\n}\n";
  Kernel k = kernel(source);
  auto in = random<int32_t>(N, -520, 2120);
  Buffer bin = upload(in), out = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want;
  for (int32_t x : in) {
    const int y = x & 7;
    const float f = static_cast<float>(x) * 0.5f;
    int r = -1;
    for (int k = 0; k < Links && r < 0; ++k) {
      bool holds = x >= 10 * k - 500 && x < 10 * k - 480;
      if (k % 7 == 3)
        holds = (holds && y != 2) || x == 2000 + k;
      if (k % 11 == 5)
        holds = holds || f == static_cast<float>(k) + 0.5f;
      if (holds)
        r = 3 * k + 1;
    }
    want.push_back(r);
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N), want));
}

} // namespace
} // namespace vkcl::e2e
