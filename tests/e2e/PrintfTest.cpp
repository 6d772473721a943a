// printf (OpenCL C 3.0, 6.15.14) end to end: every conversion with flags,
// widths, precisions and '*' amounts (negative ones too) on every scalar
// type, vectors of every length modifier, string literals, %p in every
// address space, the return value, many work-items in 1-D and 2-D, and
// printf in helper functions and several kernels of one program.
//
// The output must be exactly what the host's printf prints for the same
// format and values, so every reference is the host's snprintf. Values come
// from input buffers (random and edge values: -0, inf, nan, denormals,
// FLT_MAX, decimal halfway values, INT_MIN...) so nothing folds; one
// work-item loops over them, which keeps the output's order known.
#include "PrintfCapture.h"

#include "HalfReference.h"

#include <cctype>
#include <cfloat>
#include <map>

namespace vkcl::e2e {
namespace {

constexpr size_t PerCall = 6; ///< Conversions per printf call.

/// What the '*'s of `spec` take, in order: "w" (width) or "p" (precision).
std::vector<std::string> starArgs(const std::string &spec) {
  std::vector<std::string> args;
  size_t dot = spec.find('.');
  for (size_t i = 0; i < spec.size(); ++i)
    if (spec[i] == '*')
      args.push_back(dot != std::string::npos && i > dot ? "p" : "w");
  return args;
}

/// The C spec each lane of an OpenCL vector spec is formatted with: no
/// vector size, and no hl (or h on a floating-point conversion).
std::string laneSpec(std::string spec) {
  size_t v = spec.find('v');
  if (v == std::string::npos)
    return spec;
  size_t end = v + 1;
  while (std::isdigit(static_cast<unsigned char>(spec[end])))
    ++end;
  spec.erase(v, end - v);
  std::string length = spec.substr(v, spec.size() - 1 - v);
  bool floating = std::strchr("fFeEgGaA", spec.back()) != nullptr;
  if (length == "hl" || (length == "h" && floating))
    spec.erase(v, length.size());
  return spec;
}

/// snprintf(spec, [w], [p], v): the '*'s take w and p.
template <typename V>
std::string hostOne(const std::string &spec, int w, int p, V v) {
  std::vector<std::string> stars = starArgs(spec);
  const char *f = spec.c_str();
  if (stars.size() == 2)
    return hostf(f, w, p, v);
  if (stars.size() == 1)
    return hostf(f, stars[0] == "w" ? w : p, v);
  return hostf(f, v);
}

/// `v` formatted as the host's printf gets it: integers promoted (as
/// unsigned for o u x X), floating point as double.
template <typename T>
std::string hostValue(const std::string &spec, int w, int p, T v) {
  bool toUnsigned = std::strchr("ouxX", spec.back()) != nullptr;
  if constexpr (std::is_floating_point_v<T>)
    return hostOne(spec, w, p, double(v));
  else if constexpr (sizeof(T) == 8)
    return toUnsigned ? hostOne(spec, w, p, static_cast<unsigned long>(v))
                      : hostOne(spec, w, p, static_cast<long>(v));
  else {
    auto promoted = +v; // int, or unsigned for uint
    return toUnsigned ? hostOne(spec, w, p, static_cast<unsigned>(promoted))
                      : hostOne(spec, w, p, static_cast<int>(promoted));
  }
}

/// Conversions applied to scalars (lanes 1) or vectors of `lanes`.
struct Group {
  int lanes;
  std::vector<std::string> specs;
};

const std::vector<std::string> IntSpecs = {
    "%d",   "%i",    "%u",      "%o",     "%x",    "%X",   "%c",
    "%%",   "%5d",   "%-5d",    "%+d",    "% d",   "%05d", "%.3d",
    "%.0d", "%+.0i", "%-+8.4d", "%08.3d", "% 06i", "%#o",  "%#x",
    "%#X",  "%#.0o", "%#10.6x", "%-#8o",  "%hd",   "%hhd", "%hu",
    "%hhx", "%*d",   "%-*d",    "%.*d",   "%*.*i", "%0*x", "%-5c"};
const std::vector<std::string> UintSpecs = {
    "%u",   "%o",  "%x",    "%X",  "%d",   "%#x",  "%#o", "%10u", "%-10x",
    "%.8X", "% u", "%012o", "%hu", "%hhu", "%hhX", "%*u", "%.*o", "%*.*X"};
const std::vector<std::string> SmallSpecs = {
    "%d",  "%i",  "%u", "%x",  "%o",   "%hhd", "%hhu", "%hhx", "%hd",
    "%hu", "%hX", "%c", "%5c", "%-3c", "%+d",  "%#hx", "%*hd", "%.*hhu"};
const std::vector<std::string> LongSpecs = {
    "%ld",  "%li",    "%lu",    "%lo",    "%lx",     "%lX",
    "%+ld", "% ld",   "%-22ld", "%022li", "%.25ld",  "%#lx",
    "%#lo", "%#.0lo", "%.0ld",  "%*ld",   "%-*.*lx", "%.*lu"};
const std::vector<std::string> FloatSpecs = {
    "%f",      "%F",       "%e",       "%E",       "%g",   "%G",    "%a",
    "%A",      "%.0f",     "%.1f",     "%.3e",     "%.0e", "%.10g", "%.0g",
    "%#.0f",   "%#.0e",    "%#g",      "%#.3a",    "%+f",  "% .2f", "%-14.3e",
    "%014.4f", "%+012.3E", "%-+10.2G", "% 010.1a", "%lf",  "%5.1F", "%.25f",
    "%.50g",   "%.40e",    "%*f",      "%-*.*e",   "%.*g", "%*.*a", "%0*.*G"};
const std::vector<std::string> HalfSpecs = {
    "%f",    "%e",  "%g",      "%a",      "%A",    "%.2f",
    "%+.3e", "%#g", "%-10.1f", "%010.3a", "%*.*g", "%.20g"};

class Printf : public PrintfFixture {
protected:
  /// '*' amounts per value: a few fixed pairs (negative ones included),
  /// then random widths in [-14, 14] and precisions in [-4, 12].
  std::vector<int32_t> stars(size_t n) {
    const int32_t fixed[][2] = {{0, 0}, {-1, -1}, {5, -3}, {-8, 2}, {12, 0}};
    std::vector<int32_t> s;
    std::uniform_int_distribution<int32_t> width(-14, 14), precision(-4, 12);
    for (size_t i = 0; i < n; ++i) {
      s.push_back(i < 5 ? fixed[i][0] : width(rng()));
      s.push_back(i < 5 ? fixed[i][1] : precision(rng()));
    }
    return s;
  }

  /// One work-item formats each element of `values` (scalar groups), or
  /// vector i of each width for i < size / 16 (vloadN), with each group's
  /// specs, PerCall to a printf call "[i] spec|spec...\n"; compares with
  /// the host and checks every return value. `values` holds a multiple of
  /// 16 elements; `toHost` makes a host value of one. Groups are all
  /// scalar or all vector.
  template <typename T, typename ToHost>
  void formats(const std::string &type, const std::vector<Group> &groups,
               const std::vector<T> &values, ToHost toHost,
               const std::string &pragma = "") {
    // Scalars: every value; vectors: vector i of each width, i < n.
    bool scalars = std::all_of(groups.begin(), groups.end(),
                               [](const Group &g) { return g.lanes == 1; });
    ASSERT_TRUE(scalars ||
                std::none_of(groups.begin(), groups.end(),
                             [](const Group &g) { return g.lanes == 1; }));
    ASSERT_EQ(values.size() % 16, 0u);
    size_t n = scalars ? values.size() : values.size() / 16;
    std::string loads, body;
    std::vector<std::pair<const Group *, std::vector<std::string>>> calls;
    std::vector<bool> loaded(17);
    for (const Group &g : groups) {
      std::string x = "x" + std::to_string(g.lanes);
      if (!loaded[g.lanes]) {
        loaded[g.lanes] = true;
        loads += g.lanes == 1
                     ? "    " + type + " x1 = in[i];\n"
                     : "    " + type + std::to_string(g.lanes) + " " + x +
                           " = vload" + std::to_string(g.lanes) + "(i, in);\n";
      }
      for (size_t s = 0; s < g.specs.size(); s += PerCall) {
        std::vector<std::string> chunk(
            g.specs.begin() + s,
            g.specs.begin() + std::min(s + PerCall, g.specs.size()));
        std::string format = "[%d] ", args = "i";
        for (size_t j = 0; j < chunk.size(); ++j) {
          format += (j ? "|" : "") + chunk[j];
          for (const std::string &a : starArgs(chunk[j]))
            args += ", " + a;
          if (chunk[j] != "%%")
            args += ", " + x;
        }
        body += "    ret[" + std::to_string(calls.size()) +
                " + CALLS * i] = " + "printf(\"" + format + "\\n\", " + args +
                ");\n";
        calls.emplace_back(&g, std::move(chunk));
      }
    }
    std::string source = pragma + "__kernel void k(__global const " + type +
                         " *in, __global const int *star, int n,\n"
                         "                __global int *ret) {\n"
                         "  for (int i = 0; i < n; ++i) {\n" +
                         loads +
                         "    int w = star[2 * i], p = star[2 * i + 1];\n" +
                         body + "  }\n}\n";
    CompileOptions options;
    options.defines.push_back("CALLS=" + std::to_string(calls.size()));
    Kernel k = kernel(source, "k", options);
    std::vector<int32_t> star = stars(n);
    Buffer in = upload(values), bstar = upload(star),
           ret = makeBuffer(n * calls.size() * 4);
    run(k, NDRange::linear(1), in, bstar, int32_t(n), ret);

    std::string want;
    for (size_t i = 0; i < n; ++i) {
      int w = star[2 * i], p = star[2 * i + 1];
      for (const auto &[group, specs] : calls) {
        want += "[" + std::to_string(i) + "] ";
        for (size_t j = 0; j < specs.size(); ++j) {
          want += j ? "|" : "";
          if (group->lanes == 1) {
            want += hostValue(specs[j], w, p, toHost(values[i]));
            continue;
          }
          std::string lane = laneSpec(specs[j]);
          for (int l = 0; l < group->lanes; ++l)
            want += (l ? "," : "") +
                    hostValue(lane, w, p, toHost(values[i * group->lanes + l]));
        }
        want += "\n";
      }
    }
    EXPECT_TRUE(sameText(takeText(), want)) << source;
    expectAllWritten(ret, n * calls.size());
  }

  /// Edge values of an integer type (wrapped into it), then random ones:
  /// 16 * n in all.
  template <typename T> std::vector<T> integers(size_t n) {
    std::vector<T> v;
    for (int64_t e : {0LL,          1LL,          -1LL,
                      7LL,          -7LL,         42LL,
                      127LL,        128LL,        -128LL,
                      -129LL,       255LL,        256LL,
                      32767LL,      32768LL,      -32768LL,
                      65535LL,      65536LL,      1000000LL,
                      -1000000LL,   2147483647LL, -2147483647LL - 1,
                      4294967295LL, 4294967296LL})
      v.push_back(T(e));
    for (T e : {std::numeric_limits<T>::min(), std::numeric_limits<T>::max(),
                T(std::numeric_limits<T>::min() + 1),
                T(std::numeric_limits<T>::max() - 1)})
      v.push_back(e);
    std::vector<T> r = random<T>(16 * n - v.size());
    v.insert(v.end(), r.begin(), r.end());
    return v;
  }

  /// Edge values of float or double, random bit patterns, random values of
  /// every magnitude: 16 * n in all.
  template <typename T> std::vector<T> floats(size_t n) {
    using L = std::numeric_limits<T>;
    using Bits = std::conditional_t<sizeof(T) == 8, uint64_t, uint32_t>;
    auto fromBits = [](Bits b) {
      T t;
      std::memcpy(&t, &b, sizeof t);
      return t;
    };
    std::vector<T> v = {T(0),
                        -T(0),
                        L::infinity(),
                        -L::infinity(),
                        L::quiet_NaN(),
                        -L::quiet_NaN(),
                        L::min(),
                        -L::min(),
                        L::denorm_min(),
                        -L::denorm_min(),
                        fromBits((Bits(1) << (sizeof(T) == 8 ? 52 : 23)) - 1),
                        L::max(),
                        -L::max(),
                        T(1),
                        T(-1),
                        T(0.5),
                        T(1.5),
                        T(2.5),
                        T(-2.5),
                        T(0.125),
                        T(0.375),
                        T(0.625),
                        T(1023.5),
                        T(8388607.5),
                        T(16777216),
                        T(999999.5),
                        T(0.0001),
                        T(0.00001),
                        T(1e10),
                        T(123456789),
                        T(3.14159265358979),
                        T(1) / T(3),
                        T(100),
                        T(9.5),
                        T(0.05),
                        T(-0.0)};
    std::uniform_real_distribution<double> mantissa(1, 10);
    std::uniform_int_distribution<int> exponent(-40, 38);
    while (v.size() < 16 * n) {
      switch (v.size() % 3) {
      case 0:
        v.push_back(fromBits(Bits(rng()())));
        break;
      case 1:
        v.push_back(
            T(std::uniform_real_distribution<double>(-1e4, 1e4)(rng())));
        break;
      default:
        v.push_back(T(mantissa(rng()) * std::pow(10.0, exponent(rng())) *
                      (rng()() & 1 ? -1 : 1)));
      }
    }
    return v;
  }
};

auto same = [](auto v) { return v; };

TEST_F(Printf, IntConversions) {
  formats<int32_t>("int", {{1, IntSpecs}}, integers<int32_t>(3), same);
}

TEST_F(Printf, UintConversions) {
  formats<uint32_t>("uint", {{1, UintSpecs}}, integers<uint32_t>(3), same);
}

TEST_F(Printf, CharAndShortArePromoted) {
  formats<int8_t>("char", {{1, SmallSpecs}}, integers<int8_t>(3), same);
  formats<uint8_t>("uchar", {{1, SmallSpecs}}, integers<uint8_t>(3), same);
  formats<int16_t>("short", {{1, SmallSpecs}}, integers<int16_t>(3), same);
  formats<uint16_t>("ushort", {{1, SmallSpecs}}, integers<uint16_t>(3), same);
}

TEST_F(Printf, LongConversions) {
  E2E_REQUIRE_INT64();
  formats<int64_t>("long", {{1, LongSpecs}}, integers<int64_t>(3), same);
  formats<uint64_t>("ulong", {{1, LongSpecs}}, integers<uint64_t>(3), same);
}

TEST_F(Printf, FloatConversions) {
  formats<float>("float", {{1, FloatSpecs}}, floats<float>(4), same);
}

TEST_F(Printf, DoubleConversions) {
  E2E_REQUIRE_FP64();
  formats<double>("double", {{1, FloatSpecs}}, floats<double>(4), same,
                  "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n");
}

const char *Fp16Pragma = "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";

/// Edge halves (zeros, infinities, NaNs, denormals, max), then random bits.
std::vector<uint16_t> halves(std::mt19937_64 &rng, size_t n) {
  std::vector<uint16_t> v = {0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00,
                             0xfe00, 0x0001, 0x8001, 0x03ff, 0x0400,
                             0x7bff, 0xfbff, 0x3c00, 0x3800, 0x3e00,
                             0x4100, 0xc100, 0x3555, 0x2e66, 0x5640};
  while (v.size() < 16 * n)
    v.push_back(uint16_t(rng()));
  return v;
}

TEST_F(Printf, HalfConversions) {
  if (!profile().float16)
    GTEST_SKIP() << "device has no fp16 (half)";
  formats<uint16_t>("half", {{1, HalfSpecs}}, halves(rng(), 3),
                    reference::halfToFloat, Fp16Pragma);
}

TEST_F(Printf, CharAndShortVectors) {
  formats<int8_t>("char",
                  {{2, {"%v2hhd", "%+5v2hhi", "%#v2hhx"}},
                   {4, {"%v4hhu", "%-4v4hho"}},
                   {16, {"%v16hhd", "%*v16hhX"}}},
                  integers<int8_t>(6), same);
  formats<uint8_t>("uchar",
                   {{3, {"%v3hhu", "%03v3hhX", "%.*v3hhd"}}, {8, {"%v8hhx"}}},
                   integers<uint8_t>(6), same);
  formats<int16_t>("short",
                   {{4, {"%v4hd", "% 7v4hi", "%.2v4hx"}}, {2, {"%-8v2hu"}}},
                   integers<int16_t>(6), same);
  formats<uint16_t>("ushort",
                    {{8, {"%v8hu", "%#v8ho", "%*v8hx"}}, {16, {"%v16hd"}}},
                    integers<uint16_t>(6), same);
}

TEST_F(Printf, IntAndFloatVectors) {
  formats<int32_t>("int",
                   {{16, {"%v16hld", "%+.3v16hli", "%-*v16hlx"}},
                    {3, {"%v3hld", "%#v3hlo"}},
                    {2, {"%05v2hli"}}},
                   integers<int32_t>(6), same);
  formats<uint32_t>("uint",
                    {{4, {"%v4hlu", "%#10v4hlX", "%.*v4hlo"}}, {8, {"%v8hlx"}}},
                    integers<uint32_t>(6), same);
  formats<float>("float",
                 {{2, {"%v2hlf", "%.2v2hle"}},
                  {3, {"%-12.4v3hlg", "%+v3hla"}},
                  {4, {"%*.*v4hlE", "%#v4hlG", "%v4hlF"}},
                  {8, {"%v8hlg"}},
                  {16, {"%.3v16hlf", "%v16hla"}}},
                 floats<float>(6), same);
}

TEST_F(Printf, HalfVectors) {
  if (!profile().float16)
    GTEST_SKIP() << "device has no fp16 (half)";
  formats<uint16_t>("half",
                    {{2, {"%v2hf", "%.3v2hg"}},
                     {3, {"%v3hf"}},
                     {4, {"%+v4ha", "%v4he"}},
                     {8, {"%*.*v8hf"}},
                     {16, {"%v16hg"}}},
                    halves(rng(), 6), reference::halfToFloat, Fp16Pragma);
}

TEST_F(Printf, LongVectors) {
  E2E_REQUIRE_INT64();
  formats<int64_t>("long",
                   {{2, {"%v2ld", "%+22v2li", "%#v2lx"}},
                    {3, {"%v3lo"}},
                    {4, {"%*v4ld"}},
                    {16, {"%v16ld"}}},
                   integers<int64_t>(6), same);
  formats<uint64_t>("ulong", {{4, {"%v4lu", "%v4lX"}}, {2, {"%.*v2lu"}}},
                    integers<uint64_t>(6), same);
}

TEST_F(Printf, DoubleVectors) {
  E2E_REQUIRE_FP64();
  formats<double>("double",
                  {{2, {"%v2lf", "%.10v2le"}},
                   {3, {"%v3la"}},
                   {4, {"%*.*v4lg"}},
                   {8, {"%v8lG"}},
                   {16, {"%v16le"}}},
                  floats<double>(6), same,
                  "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n");
}

// String literals: widths and precisions, '*' amounts from a buffer, a
// literal holding '%' characters, text only, %% in the format, an empty
// format, and a format and a string cut by an embedded NUL.
TEST_F(Printf, StringsAndLiteralText) {
  Kernel k = kernel(R"CL(
__kernel void k(__global const int *star, int n, __global int *ret) {
  for (int i = 0; i < n; ++i) {
    int w = star[2 * i], p = star[2 * i + 1];
    ret[8 * i + 0] = printf("hello\n");
    ret[8 * i + 1] = printf("100%% done, %%d is no conversion, %%%% two\n");
    ret[8 * i + 2] = printf("%s|%10s|%-10s|%.3s|%10.2s|%-8.0s|%s|\n", "hello",
                            "hi", "left", "truncate", "ab", "gone", "");
    ret[8 * i + 3] = printf("%*s|%.*s|%*.*s|%s|%c%c\n", w, "star", p,
                            "precision", w, p, "both", "100% sure %d %s %%",
                            'o', 'k');
    ret[8 * i + 4] = printf("%s and %s, %d%%|%s|\n", "first", "second", i,
                            "x\0y");
    ret[8 * i + 5] = printf("tab\there \"quoted\" back\\slash %s\n",
                            "\u00fc\xe2\x9c\x93 é");
    ret[8 * i + 6] = printf("");
    ret[8 * i + 7] = printf("cut\0hidden %d\n", i);
  }
}
)CL");
  const int32_t star[] = {0, 0, -1, -1, 6, -2, -7, 3, 12, 1, 2, 20};
  size_t n = std::size(star) / 2;
  Buffer bstar = upload(std::vector<int32_t>(star, star + 2 * n)),
         ret = makeBuffer(n * 8 * 4);
  run(k, NDRange::linear(1), bstar, int32_t(n), ret);
  std::string want;
  for (size_t i = 0; i < n; ++i) {
    int w = star[2 * i], p = star[2 * i + 1];
    want += "hello\n";
    want += "100% done, %d is no conversion, %% two\n";
    want += hostf("%s|%10s|%-10s|%.3s|%10.2s|%-8.0s|%s|\n", "hello", "hi",
                  "left", "truncate", "ab", "gone", "");
    want += hostf("%*s|%.*s|%*.*s|%s|%c%c\n", w, "star", p, "precision", w, p,
                  "both", "100% sure %d %s %%", 'o', 'k');
    want += hostf("%s and %s, %d%%|%s|\n", "first", "second", int(i), "x");
    want += "tab\there \"quoted\" back\\slash \u00fc\xe2\x9c\x93 "
            "é\n";
    want += "cut";
  }
  EXPECT_TRUE(sameText(takeText(), want));
  expectAllWritten(ret, n * 8);
}

// %p on __global, __local (a kernel variable and an argument), __private
// and __constant pointers, and a null one: the text of the pointer value
// the kernel also stores as an integer.
TEST_F(Printf, PointersInEveryAddressSpace) {
  CompileOptions options;
  options.defines.push_back(profile().int64 ? "ADDR=ulong" : "ADDR=uint");
  Kernel k = kernel(R"CL(
__constant int table[4] = {1, 2, 3, 4};
__kernel void k(__global int *g, __local int *larg, __global ADDR *out,
                __global int *ret) {
  __local int lv[16];
  int priv[8];
  for (int i = 0; i < 8; ++i)
    priv[i] = g[i];
  lv[g[0] & 15] = priv[g[1] & 7];
  larg[1] = lv[g[0] & 15];
  __global int *gp = g + 3;
  __local int *lp = lv + 5;
  __local int *ap = larg + 1;
  int *pp = priv + (g[1] & 7);
  __constant int *cp = table + (g[2] & 3);
  ret[0] = printf("%p|%p|%p|%p|%p\n", gp, lp, ap, pp, cp);
  ret[1] = printf("%20p|%-20p|%p|\n", gp, cp, (__global int *)0);
  out[0] = (ADDR)gp;
  out[1] = (ADDR)lp;
  out[2] = (ADDR)ap;
  out[3] = (ADDR)pp;
  out[4] = (ADDR)cp;
  out[5] = (ADDR)g;
  g[8] = *pp + *cp + *lp + *ap;
}
)CL",
                    "k", options);
  std::vector<int32_t> in = {5, 2, 1, 0, 0, 0, 0, 0, 0};
  Buffer g = upload(in), out = makeBuffer(6 * 8), ret = makeBuffer(2 * 4);
  run(k, NDRange::linear(1), g, LocalBytes{64}, out, ret);
  std::vector<uint64_t> p(6);
  if (profile().int64) {
    p = download<uint64_t>(out, 6);
  } else {
    std::vector<uint32_t> narrow = download<uint32_t>(out, 6);
    std::copy(narrow.begin(), narrow.end(), p.begin());
  }
  auto ptr = [&](int i) { return reinterpret_cast<void *>(uintptr_t(p[i])); };
  EXPECT_EQ(p[0], p[5] + 12) << "g + 3";
  EXPECT_NE(p[0], 0u);
  std::string want =
      hostf("%p|%p|%p|%p|%p\n", ptr(0), ptr(1), ptr(2), ptr(3), ptr(4)) +
      hostf("%20p|%-20p|%p|\n", ptr(0), ptr(4), nullptr);
  EXPECT_TRUE(sameText(takeText(), want));
  expectAllWritten(ret, 2);
}

// "If the format is exhausted while arguments remain, the excess arguments
// are evaluated (as always) but are otherwise ignored."
TEST_F(Printf, ExcessArgumentsAreEvaluated) {
  Kernel k = kernel(R"CL(
__kernel void k(__global int *c, __global int *ret) {
  int g = get_global_id(0);
  ret[g] = printf("item %d\n", g, atomic_inc(&c[0]), c[1 + g] = 3 * g);
}
)CL");
  constexpr int32_t N = 100;
  std::vector<int32_t> zeros(N + 1, 0);
  Buffer c = upload(zeros), ret = makeBuffer(N * 4);
  run(k, NDRange::linear(N), c, ret);
  std::vector<std::string> want;
  std::vector<int32_t> wantC = {N};
  for (int32_t g = 0; g < N; ++g) {
    want.push_back(hostf("item %d", g));
    wantC.push_back(3 * g);
  }
  EXPECT_TRUE(sameLines(lines(takeText()), want));
  EXPECT_TRUE(allEqual(download<int32_t>(c, N + 1), wantC));
  expectAllWritten(ret, N);
}

// Arguments past the push constants' room go in a buffer; the printf
// buffer's address does not move.
TEST_F(Printf, ArgumentsInABuffer) {
  constexpr int Args = 60;
  std::string source = "__kernel void k(__global int *ret";
  for (int a = 0; a < Args; ++a)
    source += ", int a" + std::to_string(a);
  source += ") {\n  int g = get_global_id(0);\n"
            "  ret[g] = printf(\"%d: %d %d %d %v4hld\\n\", g, a0, a29, a59,\n"
            "                  (int4)(a1, a2, a3, a58) + g);\n}\n";
  Kernel k = kernel(source);
  EXPECT_TRUE(k.info().argsInBuffer) << "the arguments fit in push constants";
  std::vector<int32_t> a = random<int32_t>(Args, -1000, 1000);
  Buffer ret = makeBuffer(8 * 4);
  check(k.setArg(0, ret), "setArg");
  for (int i = 0; i < Args; ++i)
    check(k.setValue(uint32_t(i + 1), a[i]), "setValue");
  run(k, NDRange::linear(8));
  std::vector<std::string> want;
  for (int g = 0; g < 8; ++g)
    want.push_back(hostf("%d: %d %d %d %d,%d,%d,%d", g, a[0], a[29], a[59],
                         a[1] + g, a[2] + g, a[3] + g, a[58] + g));
  EXPECT_TRUE(sameLines(lines(takeText()), want));
  expectAllWritten(ret, 8);
}

/// Per work-item (the number after each line's tag), its lines in the
/// order they came; fails on a line of no known work-item.
std::map<uint32_t, std::vector<std::string>>
byWorkItem(const std::string &text) {
  std::map<uint32_t, std::vector<std::string>> items;
  for (const std::string &line : lines(text)) {
    unsigned id = 0;
    if (std::sscanf(line.c_str(), "%*s %u", &id) != 1) {
      ADD_FAILURE() << "malformed line \"" << escaped(line) << "\"";
      continue;
    }
    items[id].push_back(line);
  }
  return items;
}

// Optimized, as the emitter writes it (-O0), and in OpenCL C 1.2.
TEST_F(Printf, ThousandWorkItemsEachLineOnceInProgramOrder) {
  for (int variant = 0; variant < 3; ++variant) {
    SCOPED_TRACE(variant == 0 ? "optimized" : variant == 1 ? "-O0" : "CL1.2");
    CompileOptions options;
    options.optimize = variant != 1;
    if (variant == 2)
      options.clStd = ClStd::CL1_2;
    Kernel k = kernel(R"CL(
__kernel void k(__global const int *in, __global int *ret) {
  uint g = get_global_id(0);
  ret[3 * g] = printf("A %u lid=%u grp=%u\n", g, (uint)get_local_id(0),
                      (uint)get_group_id(0));
  ret[3 * g + 1] = printf("B %u x=%d\n", g, in[g]);
  ret[3 * g + 2] = printf("C %u %s\n", g, "done");
}
)CL",
                      "k", options);
    constexpr uint32_t N = 1000, Local = 40;
    std::vector<int32_t> in = random<int32_t>(N);
    Buffer bin = upload(in), ret = makeBuffer(3 * N * 4);
    run(k, NDRange::linear(N, Local), bin, ret);
    auto items = byWorkItem(takeText());
    EXPECT_EQ(items.size(), N);
    for (uint32_t g = 0; g < N; ++g) {
      std::vector<std::string> want = {
          hostf("A %u lid=%u grp=%u", g, g % Local, g / Local),
          hostf("B %u x=%d", g, in[g]), hostf("C %u done", g)};
      ASSERT_EQ(items[g], want) << "work-item " << g;
    }
    expectAllWritten(ret, 3 * N);
  }
}

// Non-uniform work-groups in both dimensions: one dispatch of several
// regions, all writing one printf buffer.
TEST_F(Printf, TwoDimensionalRangeWithPartialGroups) {
  constexpr uint32_t X = 50, Y = 23;
  Kernel k = kernel(R"CL(
__kernel void k(__global int *ret) {
  uint x = get_global_id(0), y = get_global_id(1);
  uint i = y * get_global_size(0) + x;
  ret[2 * i] = printf("P %u (%u,%u) local (%u,%u) group (%u,%u)\n", i, x, y,
                      (uint)get_local_id(0), (uint)get_local_id(1),
                      (uint)get_group_id(0), (uint)get_group_id(1));
  ret[2 * i + 1] = printf("Q %u %v2hlu\n", i, (uint2)(x, y));
}
)CL");
  NDRange range;
  range.dims = 2;
  range.global = {X, Y, 1};
  range.local = {8, 5, 1};
  Buffer ret = makeBuffer(2 * X * Y * 4);
  run(k, range, ret);
  auto items = byWorkItem(takeText());
  EXPECT_EQ(items.size(), X * Y);
  for (uint32_t y = 0; y < Y; ++y)
    for (uint32_t x = 0; x < X; ++x) {
      uint32_t i = y * X + x;
      std::vector<std::string> want = {
          hostf("P %u (%u,%u) local (%u,%u) group (%u,%u)", i, x, y, x % 8,
                y % 5, x / 8, y / 5),
          hostf("Q %u %u,%u", i, x, y)};
      ASSERT_EQ(items[i], want) << "work-item " << i;
    }
  expectAllWritten(ret, 2 * X * Y);
}

const char *HelpersSource = R"CL(
void say(int who, int i, int v) { printf("say%d %d %d\n", who, i, v); }
int twice(int i, int v) { return printf("twice %d %d\n", i, v) ? -1 : 2 * v; }
__kernel void first(__global const int *in, __global int *out) {
  int i = get_global_id(0);
  say(1, i, in[i]);
  out[i] = twice(i, in[i]);
  say(3, i, -in[i]);
}
__kernel void second(__global const int *in, __global int *out) {
  int i = get_global_id(0);
  say(2, i, in[i] / 3);
  out[i] = printf("second %d %x\n", i, in[i]);
}
__kernel void plain(__global const int *in, __global int *out) {
  int i = get_global_id(0);
  out[i] = in[i] * 7 + i;
}
)CL";

// A helper's printf called from two kernels of one program (and twice from
// one of them), its return value passed through, and a kernel of the same
// program without printf that prints nothing and runs as usual.
TEST_F(Printf, HelperFunctionsAndSeveralKernels) {
  std::shared_ptr<Program> program = build(HelpersSource);
  auto make = [&](const char *name) {
    auto k = program->createKernel(name);
    if (!k)
      throw E2eError(std::string("createKernel ") + name + ": " + describe(k));
    return std::move(*k);
  };
  Kernel first = make("first"), second = make("second"), plain = make("plain");
  EXPECT_TRUE(first.info().usesPrintf);
  EXPECT_TRUE(second.info().usesPrintf);
  EXPECT_FALSE(plain.info().usesPrintf);
  constexpr int32_t N = 200;
  std::vector<int32_t> in = random<int32_t>(N, -100000, 100000);
  Buffer bin = upload(in), out = makeBuffer(N * 4);

  run(first, NDRange::linear(N), bin, out);
  EXPECT_EQ(outputs.size(), 1u) << "one delivery per dispatch";
  auto items = byWorkItem(takeText());
  EXPECT_EQ(items.size(), size_t(N));
  std::vector<int32_t> got = download<int32_t>(out, N);
  for (int32_t i = 0; i < N; ++i) {
    EXPECT_EQ(got[i], 2 * in[i]) << "twice() through printf's return, " << i;
    std::vector<std::string> want = {hostf("say1 %d %d", i, in[i]),
                                     hostf("twice %d %d", i, in[i]),
                                     hostf("say3 %d %d", i, -in[i])};
    ASSERT_EQ(items[i], want) << "work-item " << i;
  }

  run(second, NDRange::linear(N), bin, out);
  items = byWorkItem(takeText());
  EXPECT_EQ(items.size(), size_t(N));
  for (int32_t i = 0; i < N; ++i) {
    std::vector<std::string> want = {hostf("say2 %d %d", i, in[i] / 3),
                                     hostf("second %d %x", i, in[i])};
    ASSERT_EQ(items[i], want) << "work-item " << i;
  }
  expectAllWritten(out, N);

  run(plain, NDRange::linear(N), bin, out);
  EXPECT_TRUE(outputs.empty()) << "a kernel without printf printed";
  got = download<int32_t>(out, N);
  for (int32_t i = 0; i < N; ++i)
    ASSERT_EQ(got[i], in[i] * 7 + i) << i;
}

} // namespace
} // namespace vkcl::e2e
