// Control flow: if/else chains, for/while/do loops with data-dependent trip
// counts, switch with fallthrough and default, break/continue, nested
// loops with early return.
#include "E2eFixture.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

namespace vkcl::e2e {
namespace {

constexpr size_t N = 2048;

class ControlFlow : public E2eTest {};

TEST_F(ControlFlow, IfElseChains) {
  Kernel k = kernel(R"CL(
__kernel void classify(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int x = in[g];
  int r;
  if (x < -100)
    r = 1;
  else if (x < 0)
    r = 2;
  else if (x == 0)
    r = 3;
  else if (x <= 100) {
    if (x & 1)
      r = 4;
    else
      r = 5;
  } else
    r = 6;
  if (x > 50 && x < 60)
    r += 10;
  out[g] = r;
}
)CL");
  auto in = random<int32_t>(N, -200, 200);
  Buffer bin = upload(in), out = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want;
  for (int32_t x : in) {
    int r = x < -100   ? 1
            : x < 0    ? 2
            : x == 0   ? 3
            : x <= 100 ? (x & 1 ? 4 : 5)
                       : 6;
    if (x > 50 && x < 60)
      r += 10;
    want.push_back(r);
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N), want));
}

TEST_F(ControlFlow, Loops) {
  Kernel k = kernel(R"CL(
__kernel void loops(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int n = in[g];
  int forSum = 0;
  for (int i = 0; i < n; ++i)
    forSum += i * i;
  // Collatz steps: a data-dependent while loop.
  uint c = (uint)n + 1;
  int steps = 0;
  while (c != 1 && steps < 1000) {
    c = (c & 1) ? 3 * c + 1 : c / 2;
    ++steps;
  }
  int d = n, digits = 0;
  do {
    ++digits;
    d /= 10;
  } while (d != 0);
  int down = 0;
  for (int i = n; i > 0; i -= 3)
    down++;
  out[4 * g] = forSum;
  out[4 * g + 1] = steps;
  out[4 * g + 2] = digits;
  out[4 * g + 3] = down;
}
)CL");
  auto in = random<int32_t>(N, 0, 300);
  in[0] = 0;
  Buffer bin = upload(in), out = makeBuffer(N * 16);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want;
  for (int32_t n : in) {
    int forSum = 0;
    for (int i = 0; i < n; ++i)
      forSum += i * i;
    uint32_t c = uint32_t(n) + 1;
    int steps = 0;
    while (c != 1 && steps < 1000) {
      c = (c & 1) ? 3 * c + 1 : c / 2;
      ++steps;
    }
    int d = n, digits = 0;
    do {
      ++digits;
      d /= 10;
    } while (d != 0);
    int down = 0;
    for (int i = n; i > 0; i -= 3)
      down++;
    want.insert(want.end(), {forSum, steps, digits, down});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N * 4), want));
}

TEST_F(ControlFlow, SwitchFallthroughAndDefault) {
  Kernel k = kernel(R"CL(
__kernel void switches(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int x = in[g];
  int r = 0;
  switch (x) {
  case 0:
    r += 1;
  case 1:
    r += 10;
    break;
  case 2:
  case 3:
    r += 100;
  case 4:
    r += 1000;
    break;
  default:
    r = -x;
    break;
  case 7:
    r = 7777;
  }
  int s = 5;
  switch (x & 3) {
  case 1: s = 11; break;
  case 3: s = 33;
  }
  int t = 0;
  for (int i = 0; i < 4; ++i) {
    switch ((x + i) % 3) {
    case 0: continue;
    case 1: t += i; break;
    default: t -= 100; break;
    }
    t += 1000;
  }
  out[3 * g] = r;
  out[3 * g + 1] = s;
  out[3 * g + 2] = t;
}
)CL");
  auto in = random<int32_t>(N, -2, 10);
  Buffer bin = upload(in), out = makeBuffer(N * 12);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want;
  for (int32_t x : in) {
    int r;
    switch (x) {
    case 0:
      r = 11;
      break;
    case 1:
      r = 10;
      break;
    case 2:
    case 3:
      r = 1100;
      break;
    case 4:
      r = 1000;
      break;
    case 7:
      r = 7777;
      break;
    default:
      r = -x;
      break;
    }
    int s = (x & 3) == 1 ? 11 : (x & 3) == 3 ? 33 : 5;
    int t = 0;
    for (int i = 0; i < 4; ++i) {
      int m = (x + i) % 3;
      if (m == 0)
        continue;
      t += m == 1 ? i : -100;
      t += 1000;
    }
    want.insert(want.end(), {r, s, t});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N * 3), want));
}

// Falling through into `default` (in the middle, at the end, and where
// the default shares its segment with a case), C run as the kernel and by
// the host: the same switches, one macro.
#define VKCL_FALL_INTO_DEFAULT(x, r)                                           \
  switch ((x) % 7) {                                                           \
  case 0:                                                                      \
    r += 1;                                                                    \
  case 1:                                                                      \
    r += 10;                                                                   \
  default:                                                                     \
    r += 100;                                                                  \
  case 2:                                                                      \
    r += 1000;                                                                 \
    break;                                                                     \
  case 3:                                                                      \
    r += 10000;                                                                \
  }                                                                            \
  switch ((x) % 5) {                                                           \
  case 4:                                                                      \
    r *= 2;                                                                    \
  case 3:                                                                      \
  default:                                                                     \
    r -= 3;                                                                    \
  }                                                                            \
  switch ((x) % 4) {                                                           \
  case 1: {                                                                    \
    r ^= 5;                                                                    \
  }                                                                            \
  default:                                                                     \
    r += 7;                                                                    \
    break;                                                                     \
  case 3:                                                                      \
    r -= 9;                                                                    \
  }
#define VKCL_STRING(...) #__VA_ARGS__
#define VKCL_EXPANDED_STRING(...) VKCL_STRING(__VA_ARGS__)

TEST_F(ControlFlow, SwitchFallthroughIntoDefault) {
  Kernel k = kernel(
      "__kernel void into_default(__global const int *in, __global int *out) "
      "{ size_t g = get_global_id(0); int x = in[g], r = "
      "0; " VKCL_EXPANDED_STRING(
          VKCL_FALL_INTO_DEFAULT(x, r)) " out[g] = r; }");
  auto in = random<int32_t>(N, -50, 50);
  Buffer bin = upload(in), out = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want;
  for (int32_t x : in) {
    int r = 0;
    VKCL_FALL_INTO_DEFAULT(x, r)
    want.push_back(r);
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N), want));
}

TEST_F(ControlFlow, BreakAndContinue) {
  Kernel k = kernel(R"CL(
__kernel void break_continue(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int x = in[g];
  int s = 0, i = 0;
  for (;;) {
    ++i;
    if (i % 3 == 0)
      continue;
    if (i > x)
      break;
    s += i;
  }
  int w = 0, j = 0;
  while (1) {
    j += 2;
    if (j == 10)
      continue;
    if (j > 2 * x)
      break;
    w += j;
  }
  out[2 * g] = s;
  out[2 * g + 1] = w;
}
)CL");
  auto in = random<int32_t>(N, 0, 100);
  Buffer bin = upload(in), out = makeBuffer(N * 8);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<int32_t> want;
  for (int32_t x : in) {
    int s = 0, w = 0;
    for (int i = 1;; ++i) {
      if (i % 3 == 0)
        continue;
      if (i > x)
        break;
      s += i;
    }
    for (int j = 2;; j += 2) {
      if (j == 10)
        continue;
      if (j > 2 * x)
        break;
      w += j;
    }
    want.insert(want.end(), {s, w});
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, N * 2), want));
}

TEST_F(ControlFlow, NestedLoopsWithEarlyReturn) {
  Kernel k = kernel(R"CL(
// Position of the first pair (r, c) of a 8x8 grid with grid[r][c] == key,
// as r * 8 + c; -1 when absent.
int find(__global const int *grid, int key) {
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 8; ++c)
      if (grid[r * 8 + c] == key)
        return r * 8 + c;
  return -1;
}
__kernel void nested_early_return(__global const int *grids,
                                  __global const int *keys, __global int *out,
                                  __global int *touched) {
  size_t g = get_global_id(0);
  out[g] = find(grids + 64 * g, keys[g]);
  if (keys[g] < 0)
    return;  // early return from the kernel: `touched` keeps the poison
  int n = 0;
  for (int r = 0; r < 8; ++r) {
    for (int c = 0; c < 8; ++c) {
      if (grids[64 * g + r * 8 + c] > keys[g])
        break;
      ++n;
    }
  }
  touched[g] = n;
}
)CL");
  constexpr size_t M = 512;
  auto grids = random<int32_t>(M * 64, 0, 99);
  auto keys = random<int32_t>(M, -20, 120);
  Buffer bg = upload(grids), bk = upload(keys), out = makeBuffer(M * 4),
         touched = makeBuffer(M * 4);
  run(k, NDRange::linear(M, 64), bg, bk, out, touched);
  std::vector<int32_t> want, wantTouched;
  for (size_t g = 0; g < M; ++g) {
    int pos = -1;
    for (int i = 0; i < 64 && pos < 0; ++i)
      if (grids[64 * g + i] == keys[g])
        pos = i;
    want.push_back(pos);
    int n = 0;
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8 && grids[64 * g + r * 8 + c] <= keys[g]; ++c)
        ++n;
    wantTouched.push_back(keys[g] < 0 ? int32_t(Poison) : n);
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, M), want));
  EXPECT_TRUE(allEqual(download<int32_t>(touched, M), wantTouched));
}

// Work-sharing loops (`i = <an id>; i < N; i += <a size>`), which the
// compiler emits over uniform rounds: every item once, in each work-item's
// own order, with bounds that are not multiples of the size, continue and
// a per-work-item break, 2-D work-groups and a size_t index.
TEST_F(ControlFlow, WorkSharingLoops) {
  Kernel tile = kernel(R"CL(
__kernel void tile(__global const int *in, __global int *out) {
  __local int t[300];
  size_t base = get_group_id(0) * 300;
  for (uint i = get_local_id(0); i < 300; i += get_local_size(0))
    t[i] = in[base + i];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = get_local_id(0); i < 300; i += get_local_size(0))
    out[base + i] = t[299 - i] + (int)i;
}
)CL");
  const uint32_t groups = 7;
  auto in = random<int32_t>(groups * 300, -1000, 1000);
  Buffer bin = upload(in), out = makeBuffer(in.size() * 4);
  run(tile, NDRange::linear(groups * 64, 64), bin, out);
  std::vector<int32_t> want(in.size());
  for (uint32_t g = 0; g < groups; ++g)
    for (uint32_t i = 0; i < 300; ++i)
      want[g * 300 + i] = in[g * 300 + 299 - i] + int32_t(i);
  EXPECT_TRUE(allEqual(download<int32_t>(out, want.size()), want));

  Kernel skip = kernel(R"CL(
__kernel void skip(__global const int *in, __global int *out, int n) {
  size_t g = get_group_id(1) * get_num_groups(0) + get_group_id(0);
  for (int i = get_local_linear_id(); i < n;
       i += get_local_size(0) * get_local_size(1)) {
    if (i % 3 == 0)
      continue;
    if (in[g * n + i] < 0)
      break;
    out[g * n + i] = in[g * n + i] * 2 + i;
  }
}
)CL");
  const int32_t n = 301; // 32 work-items a group: not a multiple
  const uint32_t skipGroups = 4;
  auto data = random<int32_t>(skipGroups * n, -20, 1000);
  Buffer din = upload(data), dout = makeBuffer(data.size() * 4);
  NDRange r;
  r.dims = 2;
  r.global = {16, 8, 1};
  r.local = {8, 4, 1};
  run(skip, r, din, dout, n);
  std::vector<int32_t> expect(data.size(), int32_t(Poison));
  for (uint32_t g = 0; g < skipGroups; ++g)
    for (int32_t lid = 0; lid < 32; ++lid)
      for (int32_t i = lid; i < n; i += 32) {
        if (i % 3 == 0)
          continue;
        if (data[g * n + i] < 0)
          break;
        expect[g * n + i] = data[g * n + i] * 2 + i;
      }
  EXPECT_TRUE(allEqual(download<int32_t>(dout, expect.size()), expect));

  Kernel wide = kernel(R"CL(
__kernel void wide(__global const int *in, __global int *out, uint n) {
  size_t base = get_group_id(0) * n;
  for (size_t k = get_local_id(0); k < n; k += get_local_size(0))
    out[base + k] = in[base + k] * 3 + (int)k;
}
)CL");
  const uint32_t count = 1000; // per group of 64: not a multiple
  auto values = random<int32_t>(20 * count, -1000, 1000);
  Buffer sin = upload(values), sout = makeBuffer(values.size() * 4);
  run(wide, NDRange::linear(20 * 64, 64), sin, sout, count);
  std::vector<int32_t> widened;
  for (size_t i = 0; i < values.size(); ++i)
    widened.push_back(values[i] * 3 + int32_t(i % count));
  EXPECT_TRUE(allEqual(download<int32_t>(sout, values.size()), widened));
}

/// `ifs` `if`s one after the other, each header recomputing values an
/// earlier header computed (x * x, x + k) while x changes in some
/// branches, so folding across blocks would have to get the dominance
/// right; compared with the host.
class SequentialIfs : public E2eTest {
protected:
  void check(int ifs) {
    auto bound = [](int i) { return i % 97 - 48; };
    auto flip = [](int i) { return uint32_t(i * 7 % 64); };
    std::string source = "__kernel void many_ifs(__global const int *in, "
                         "__global uint *out) {\n"
                         "  size_t g = get_global_id(0);\n"
                         "  uint x = (uint)in[g], acc = 0;\n";
    for (int i = 0; i < ifs; ++i)
      source += "  if ((int)(x * x + x) > " + std::to_string(bound(i)) +
                ") { acc += x * x + " + std::to_string(i) +
                "u; x ^= " + std::to_string(flip(i)) + "u; }\n";
    source += "  out[g] = acc + x;\n}\n";
    Kernel k = kernel(source);

    auto in = random<int32_t>(N, -60, 60);
    in[0] = 0, in[1] = -1, in[2] = 1, in[3] = 46341, in[4] = INT32_MIN;
    Buffer bin = upload(in), out = makeBuffer(N * 4);
    run(k, NDRange::linear(N, 64), bin, out);
    std::vector<uint32_t> want;
    for (int32_t value : in) {
      uint32_t x = uint32_t(value), acc = 0;
      for (int i = 0; i < ifs; ++i)
        if (int32_t(x * x + x) > bound(i)) {
          acc += x * x + uint32_t(i);
          x ^= flip(i);
        }
      want.push_back(acc + x);
    }
    EXPECT_TRUE(allEqual(download<uint32_t>(out, N), want));
  }
};

// 600: a function of 1,201 blocks, past the size where the optimizer's
// redundancy elimination becomes block-local (spirv/lib/OptimizerRecipe.h).
TEST_F(SequentialIfs, SixHundred) { check(600); }

// 1,200: x and acc are accessed in 2,400 blocks, past the spread where
// ssa-rewrite (cubic in it) is left out, so vkcl promotes them itself;
// 1,200 more blocks and if-conversion would go too.
TEST_F(SequentialIfs, TwelveHundred) { check(1200); }

// Past that spread vkcl promotes the variables itself
// (spirv/lib/PromoteLocals.h): phis where ifs with elses join, at loop
// headers and exits (a small loop with a break every 100 ifs), for scalar,
// vector and bool variables; a vector written a component at a time stays
// in memory, and one only initialized is a constant.
TEST_F(SequentialIfs, PromotedAcrossLoopsAndElses) {
  const int Ifs = 1200;
  auto bound = [](int i) { return i % 89 - 44; };
  std::string source = "__kernel void promoted(__global const int *in, "
                       "__global uint *out) {\n"
                       "  size_t g = get_global_id(0);\n"
                       "  uint x = (uint)in[g], y = 1, z = 2, w = 0, c = 7;\n"
                       "  uint2 v = (uint2)(3, 4), u = (uint2)(5, 6);\n"
                       "  bool odd = false;\n";
  for (int i = 0; i < Ifs; ++i) {
    std::string k = std::to_string(i);
    source += "  if ((int)(x * 3u + y) > " + std::to_string(bound(i)) +
              ") { y += x ^ " + k + "u; v += (uint2)(x, " + k +
              "u); } else { z ^= y + " + k +
              "u; u.x += z; odd = !odd; }\n"
              "  x = x * 5u + (odd ? 1u : " +
              k + "u);\n";
    if (i % 100 == 99)
      source += "  for (uint j = 0; j < 3u; ++j) { w += x >> j; "
                "if ((w & 3u) == 1u) break; u.y ^= w; }\n";
  }
  source += "  out[g * 4] = x + c;\n  out[g * 4 + 1] = y ^ z;\n"
            "  out[g * 4 + 2] = w + v.x * 3u + v.y;\n"
            "  out[g * 4 + 3] = u.x + u.y * 5u + (odd ? 1u : 0u);\n}\n";
  Kernel k = kernel(source);

  auto in = random<int32_t>(N, -60, 60);
  in[0] = 0, in[1] = -1, in[2] = INT32_MAX, in[3] = INT32_MIN;
  Buffer bin = upload(in), out = makeBuffer(N * 16);
  run(k, NDRange::linear(N, 64), bin, out);
  std::vector<uint32_t> want;
  for (int32_t value : in) {
    uint32_t x = uint32_t(value), y = 1, z = 2, w = 0, c = 7;
    uint32_t v[2] = {3, 4}, u[2] = {5, 6};
    bool odd = false;
    for (int i = 0; i < Ifs; ++i) {
      if (int32_t(x * 3u + y) > bound(i)) {
        y += x ^ uint32_t(i);
        v[0] += x;
        v[1] += uint32_t(i);
      } else {
        z ^= y + uint32_t(i);
        u[0] += z;
        odd = !odd;
      }
      x = x * 5u + (odd ? 1u : uint32_t(i));
      if (i % 100 == 99)
        for (uint32_t j = 0; j < 3u; ++j) {
          w += x >> j;
          if ((w & 3u) == 1u)
            break;
          u[1] ^= w;
        }
    }
    want.push_back(x + c);
    want.push_back(y ^ z);
    want.push_back(w + v[0] * 3u + v[1]);
    want.push_back(u[0] + u[1] * 5u + (odd ? 1u : 0u));
  }
  EXPECT_TRUE(allEqual(download<uint32_t>(out, N * 4), want));
}

// A switch of 2,100 case labels, one OpSwitch (SPIR-V allows 16,383; more
// is a diagnostic, tests/compiler/limits/switch_too_many_labels.cl). Cases
// fall through, break, continue the enclosing loop and return; `default`
// sits in the middle and falls through too. lavapipe (Mesa 22.3) runs a
// loop with more than 83 `continue`s wrongly (its mask stacks end at 80
// levels: vkcl/spirv/ControlFlowDepth.h), and 2,100 cases hold 420: there
// the compile must refuse it by name, and 256 cases (52 `continue`s) run.
// VKCL_SWITCH_CASES sets another size.
TEST_F(ControlFlow, SwitchOfManyCases) {
  const char *size = std::getenv("VKCL_SWITCH_CASES");
  const bool lavapipe = profile().name.find("llvmpipe") != std::string::npos;
  const int Cases = size       ? std::max(2, std::atoi(size))
                    : lavapipe ? 256
                               : 2100,
            DefaultAfter = Cases / 2;
  enum class Op { Add, XorFallThrough, SubContinue, MulBreak, ReturnIf };
  auto opOf = [](int k) { return static_cast<Op>(k % 5); };
  auto body = [](Op op, int k) -> std::string {
    switch (op) {
    case Op::Add:
      return "acc += " + std::to_string(k) + "; break;";
    case Op::XorFallThrough:
      return "acc ^= " + std::to_string(k) + ";";
    case Op::SubContinue:
      return "acc -= 3; continue;";
    case Op::MulBreak:
      return "acc *= 3; break;";
    case Op::ReturnIf:
      return "if (acc > 50000) { out[g] = -acc; return; } acc += 1; break;";
    }
    return {};
  };
  auto sourceOf = [&](int cases) {
    std::string source = "__kernel void big_switch(__global const int *in, "
                         "__global int *out) {\n"
                         "  size_t g = get_global_id(0);\n"
                         "  int acc = 0;\n"
                         "  for (int i = 0; i < 4; ++i) {\n"
                         "    switch (in[g * 4 + i]) {\n";
    for (int k = 0; k < cases; ++k) {
      source +=
          "    case " + std::to_string(k) + ": " + body(opOf(k), k) + "\n";
      if (k == cases / 2)
        source += "    default: acc += 7;\n"; // into case cases / 2 + 1
    }
    return source + "    }\n    acc += 1;\n  }\n  out[g] = acc;\n}\n";
  };
  if (lavapipe && !size && compilerAvailable()) {
    precompileForCache(sourceOf(2100)); // what other drivers run
    auto refused = buildProgram(device(), sourceOf(2100));
    const Status status = refused.status();
    ASSERT_FALSE(status.isOk()) << "lavapipe ran 421 `continue`s";
    EXPECT_EQ(status.code(), ErrorCode::CompileFailed);
    EXPECT_NE(status.message().find("has a loop with 421 branches to its "
                                    "next iteration"),
              std::string::npos)
        << status.message();
    EXPECT_NE(status.message().find("runs at most 80 right"), std::string::npos)
        << status.message();
  }
  Kernel k = kernel(sourceOf(Cases));

  auto in = random<int32_t>(N * 4, -100, Cases + 100);
  Buffer bin = upload(in), out = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), bin, out);
  // Host reference: the segments in source order, run from the matching
  // one until one leaves.
  std::vector<std::pair<Op, int>> segments; // (op, k); k < 0: default
  for (int k = 0; k < Cases; ++k) {
    segments.push_back({opOf(k), k});
    if (k == DefaultAfter)
      segments.push_back({Op::Add, -1});
  }
  auto wrap = [](int32_t a, int32_t b) {
    return int32_t(uint32_t(a) + uint32_t(b));
  };
  auto reference = [&](const int32_t *values) {
    int32_t acc = 0;
    for (int i = 0; i < 4; ++i) {
      const int32_t x = values[i];
      size_t at = x >= 0 && x < Cases ? size_t(x + (x > DefaultAfter))
                                      : size_t(DefaultAfter + 1);
      bool leftLoop = false;
      for (; at < segments.size(); ++at) {
        auto [op, k] = segments[at];
        if (k < 0) { // default: falls through
          acc = wrap(acc, 7);
          continue;
        }
        if (op == Op::Add) {
          acc = wrap(acc, k);
          break;
        }
        if (op == Op::XorFallThrough) {
          acc ^= k;
          continue;
        }
        if (op == Op::SubContinue) {
          acc = wrap(acc, -3);
          leftLoop = true;
          break;
        }
        if (op == Op::MulBreak) {
          acc = int32_t(uint32_t(acc) * 3u);
          break;
        }
        if (acc > 50000)
          return -acc;
        acc = wrap(acc, 1);
        break;
      }
      if (!leftLoop)
        acc = wrap(acc, 1);
    }
    return acc;
  };
  std::vector<int32_t> want;
  for (size_t g = 0; g < N; ++g)
    want.push_back(reference(&in[g * 4]));
  EXPECT_TRUE(allEqual(download<int32_t>(out, N), want));
}

} // namespace
} // namespace vkcl::e2e
