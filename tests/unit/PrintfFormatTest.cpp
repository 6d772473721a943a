// OpenCL C printf on the host (OpenCL C 3.0, 6.15.14): the format parser's
// accept and reject rules, the formatter compared against the host's own
// snprintf for the same values (which is what the output is defined to be),
// and the decoding of whole printf buffers, corrupt ones included.
#include "vkcl/Printf.h"

#include <gtest/gtest.h>

#include <cfloat>
#include <climits>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>

namespace vkcl {
namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

std::vector<PrintfPiece> parseOk(const std::string &format) {
  std::vector<PrintfPiece> pieces;
  std::string error;
  EXPECT_TRUE(parsePrintfFormat(format, pieces, error))
      << format << ": " << error;
  return pieces;
}

std::string parseError(const std::string &format) {
  std::vector<PrintfPiece> pieces;
  std::string error;
  EXPECT_FALSE(parsePrintfFormat(format, pieces, error)) << format;
  return error;
}

PrintfConversion parseOne(const std::string &format) {
  std::vector<PrintfPiece> pieces = parseOk(format);
  EXPECT_EQ(pieces.size(), 1u) << format;
  EXPECT_TRUE(!pieces.empty() && pieces[0].isConversion) << format;
  return pieces.empty() ? PrintfConversion() : pieces[0].conversion;
}

/// The host's snprintf, any length: the reference for every expectation.
std::string host(const char *format, ...) {
  va_list args;
  va_start(args, format);
  va_list copy;
  va_copy(copy, args);
  int size = std::vsnprintf(nullptr, 0, format, args);
  va_end(args);
  std::string out;
  if (size >= 0) {
    out.resize(size + 1);
    std::vsnprintf(&out[0], size + 1, format, copy);
    out.resize(size);
  }
  va_end(copy);
  return out;
}

uint32_t floatBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

uint64_t doubleBits(double value) {
  uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

/// One printf argument: its kind, lane size and lanes' bits (or text).
struct TestValue {
  PrintfArgKind kind = PrintfArgKind::Int;
  uint32_t bytes = 4;
  std::vector<uint64_t> lanes;
  std::string text;
};

TestValue intValue(int64_t value, uint32_t bytes = 4) {
  return {PrintfArgKind::Int, bytes, {uint64_t(value)}, {}};
}
TestValue uintValue(uint64_t value, uint32_t bytes = 4) {
  return {PrintfArgKind::Uint, bytes, {value}, {}};
}
TestValue floatValue(float value) {
  return {PrintfArgKind::Float, 4, {floatBits(value)}, {}};
}
TestValue doubleValue(double value) {
  return {PrintfArgKind::Float, 8, {doubleBits(value)}, {}};
}
TestValue pointerValue(uint64_t value, uint32_t bytes = 8) {
  return {PrintfArgKind::Pointer, bytes, {value}, {}};
}
TestValue stringValue(std::string text) {
  return {PrintfArgKind::String, 0, {}, std::move(text)};
}

/// A call site and one record of it, built argument by argument.
struct Record {
  PrintfInfo info;
  std::vector<uint32_t> words;

  explicit Record(std::string format, uint32_t id = 0) {
    info.id = id;
    info.format = std::move(format);
  }
  Record &add(const TestValue &value) {
    PrintfArgInfo arg;
    arg.kind = value.kind;
    arg.bytes = value.bytes;
    arg.lanes = value.kind == PrintfArgKind::String
                    ? 1
                    : static_cast<uint32_t>(value.lanes.size());
    arg.text = value.text;
    info.args.push_back(arg);
    for (uint64_t lane : value.lanes) {
      words.push_back(static_cast<uint32_t>(lane));
      if (value.bytes == 8)
        words.push_back(static_cast<uint32_t>(lane >> 32));
    }
    return *this;
  }
  Record &i32(int32_t value) { return add(intValue(value)); }
  std::string format() const {
    EXPECT_EQ(words.size() + 1, info.recordWords()) << info.format;
    return formatPrintfRecord(info, parseOk(info.format), words.data());
  }
};

/// Counts comparisons and reports the first few mismatches only.
struct Comparison {
  int checks = 0;
  int failures = 0;
  void check(const std::string &format, const std::string &expected,
             const std::string &actual) {
    ++checks;
    if (expected == actual)
      return;
    if (failures++ < 20)
      ADD_FAILURE() << "format \"" << format << "\": expected \"" << expected
                    << "\", got \"" << actual << "\"";
  }
};

/// Flags, width and precision of one generated specification, with the
/// amounts its '*'s take.
struct Variant {
  std::string flags, width, precision;
  int starWidth = 0, starPrecision = 0;
  bool hasStarWidth() const { return width == "*"; }
  bool hasStarPrecision() const { return precision == ".*"; }
  std::string spec(const std::string &middle, char conversion) const {
    return "%" + flags + width + precision + middle + conversion;
  }
};

/// Every subset of the flags (and a few repeats) × widths {none, 0, 1, 5,
/// 12, *} × precisions {none, ., 0, 3, 17, *}; each '*' with a positive and
/// a negative amount.
std::vector<Variant> variants(bool withPrecision = true) {
  std::vector<std::string> flagSets;
  for (int mask = 0; mask < 32; ++mask) {
    std::string flags;
    for (int i = 0; i < 5; ++i)
      if (mask >> i & 1)
        flags += "-+ #0"[i];
    flagSets.push_back(flags);
  }
  for (const char *repeated : {"--", "0-0", "# +#", "00"})
    flagSets.push_back(repeated);
  std::vector<std::string> precisions = {""};
  if (withPrecision)
    precisions = {"", ".", ".0", ".3", ".17", ".*"};
  std::vector<Variant> out;
  for (const std::string &flags : flagSets)
    for (const char *width : {"", "0", "1", "5", "12", "*"})
      for (int starWidth : {7, -9})
        for (const std::string &precision : precisions)
          for (int starPrecision : {5, -3}) {
            Variant v{flags, width, precision, starWidth, starPrecision};
            if ((!v.hasStarWidth() && starWidth != 7) ||
                (!v.hasStarPrecision() && starPrecision != 5))
              continue;
            out.push_back(v);
          }
  return out;
}

template <typename T>
std::string hostWith(const Variant &v, const std::string &spec, T value) {
  const char *format = spec.c_str();
  if (v.hasStarWidth() && v.hasStarPrecision())
    return host(format, v.starWidth, v.starPrecision, value);
  if (v.hasStarWidth())
    return host(format, v.starWidth, value);
  if (v.hasStarPrecision())
    return host(format, v.starPrecision, value);
  return host(format, value);
}

bool isIntegerConversion(char c) { return std::strchr("diouxXc", c); }
bool isUnsignedConversion(char c) { return std::strchr("ouxX", c); }

int64_t laneAsInt64(const TestValue &value, uint64_t bits) {
  if (value.kind == PrintfArgKind::Int && value.bytes == 4)
    return int32_t(uint32_t(bits));
  return int64_t(bits);
}

double laneAsDouble(const TestValue &value, uint64_t bits) {
  if (value.bytes == 8) {
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return d;
  }
  uint32_t narrow = uint32_t(bits);
  float f;
  std::memcpy(&f, &narrow, sizeof f);
  return f;
}

/// What the host prints for one lane: the same spec, the OpenCL length
/// modifier turned into the C one for the lane's C type.
std::string expectedLane(const Variant &v, const std::string &length,
                         bool vector, char conversion, const TestValue &value,
                         uint64_t bits) {
  if (conversion == 's')
    return hostWith(v, v.spec("", 's'), value.text.c_str());
  if (conversion == 'p')
    return hostWith(v, v.spec("", 'p'),
                    reinterpret_cast<void *>(uintptr_t(bits)));
  if (!isIntegerConversion(conversion)) {
    std::string cLength = vector ? "" : length; // Scalar %lf is C's too.
    return hostWith(v, v.spec(cLength, conversion), laneAsDouble(value, bits));
  }
  int64_t x = laneAsInt64(value, bits);
  bool isUnsigned = isUnsignedConversion(conversion);
  if (length == "l") {
    std::string spec = v.spec("ll", conversion);
    return isUnsigned ? hostWith(v, spec, (unsigned long long)x)
                      : hostWith(v, spec, (long long)x);
  }
  std::string spec = v.spec(length == "hl" ? "" : length, conversion);
  return isUnsigned ? hostWith(v, spec, (unsigned)x)
                    : hostWith(v, spec, (int)x);
}

/// Formats `value` with the variant's spec through vkcl and through the
/// host (lane by lane for vectors) and compares.
void compare(Comparison &cmp, const Variant &v, const std::string &length,
             char conversion, const TestValue &value, bool vector = false) {
  std::string middle = length;
  if (vector)
    middle = "v" + std::to_string(value.lanes.size()) + length;
  std::string spec = v.spec(middle, conversion);
  Record record(spec);
  if (v.hasStarWidth())
    record.i32(v.starWidth);
  if (v.hasStarPrecision())
    record.i32(v.starPrecision);
  record.add(value);
  std::string expected;
  if (value.kind == PrintfArgKind::String) {
    expected = expectedLane(v, length, false, conversion, value, 0);
  } else {
    for (size_t lane = 0; lane < (vector ? value.lanes.size() : 1); ++lane) {
      if (lane != 0)
        expected += ',';
      expected +=
          expectedLane(v, length, vector, conversion, value, value.lanes[lane]);
    }
  }
  cmp.check(spec, expected, record.format());
}

std::vector<TestValue> integerEdges() {
  std::vector<TestValue> out;
  for (int64_t x : {0, 1, -1, 42, -42, 127, 128, 255, 256, 300, -300, 32767,
                    32768, 65535, 70000, INT_MIN, INT_MAX})
    out.push_back(intValue(x));
  for (uint64_t x : {0u, 1u, 12345u, 0x80000000u, UINT_MAX})
    out.push_back(uintValue(x));
  return out;
}

std::vector<TestValue> longEdges() {
  std::vector<TestValue> out;
  for (int64_t x : std::initializer_list<int64_t>{
           0, 1, -1, INT_MIN, INT_MAX, UINT_MAX, int64_t(1) << 32,
           0x123456789abcdef, LLONG_MIN, LLONG_MAX})
    out.push_back(intValue(x, 8));
  for (uint64_t x : std::initializer_list<uint64_t>{
           0, uint64_t(UINT_MAX) + 1, uint64_t(LLONG_MAX) + 1, ULLONG_MAX})
    out.push_back(uintValue(x, 8));
  return out;
}

std::vector<double> floatEdges() {
  double inf = std::numeric_limits<double>::infinity();
  double nan = std::numeric_limits<double>::quiet_NaN();
  return {0.0,
          -0.0,
          1.0,
          -1.0,
          0.5,
          1.5,
          2.5,
          -2.5,
          3.5,
          0.125,
          0.05,
          1.005,
          1.0 / 3,
          -2.0 / 3,
          123456.789,
          1e-5,
          1e15,
          1e17,
          1e-300,
          1e300,
          inf,
          -inf,
          nan,
          std::copysign(nan, -1.0),
          FLT_MIN,
          std::numeric_limits<float>::denorm_min(),
          FLT_MAX,
          DBL_MIN,
          std::numeric_limits<double>::denorm_min(),
          DBL_MAX,
          -DBL_MAX};
}

/// Float (4-byte) storage where the value is a float, double (8-byte)
/// storage always.
std::vector<TestValue> floatValues(const std::vector<double> &values) {
  std::vector<TestValue> out;
  for (double x : values) {
    out.push_back(doubleValue(x));
    if (std::isnan(x) || double(float(x)) == x)
      out.push_back(floatValue(float(x)));
  }
  return out;
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

TEST(PrintfFormat, CountsWordsAndArguments) {
  PrintfInfo info;
  EXPECT_EQ(info.recordWords(), 1u);
  auto arg = [](PrintfArgKind kind, uint32_t bytes, uint32_t lanes) {
    PrintfArgInfo a;
    a.kind = kind;
    a.bytes = bytes;
    a.lanes = lanes;
    return a;
  };
  info.args = {
      arg(PrintfArgKind::Int, 4, 1),    arg(PrintfArgKind::Int, 8, 1),
      arg(PrintfArgKind::Float, 4, 4),  arg(PrintfArgKind::Uint, 8, 3),
      arg(PrintfArgKind::String, 0, 1), arg(PrintfArgKind::Pointer, 8, 1)};
  EXPECT_EQ(info.recordWords(), 1u + 1 + 2 + 4 + 6 + 0 + 2);

  EXPECT_EQ(parseOne("%d").argumentCount(), 1u);
  EXPECT_EQ(parseOne("%*d").argumentCount(), 2u);
  EXPECT_EQ(parseOne("%.*f").argumentCount(), 2u);
  EXPECT_EQ(parseOne("%-*.*s").argumentCount(), 3u);
  EXPECT_EQ(parseOne("%v4hld").argumentCount(), 1u);
  PrintfConversion percent;
  percent.conversion = '%';
  EXPECT_EQ(percent.argumentCount(), 0u);
}

TEST(PrintfFormat, ParsesEveryConversion) {
  for (char c : std::string("diouxXcsfFeEgGaAp")) {
    PrintfConversion conv = parseOne(std::string("%") + c);
    EXPECT_EQ(conv.conversion, c);
    EXPECT_EQ(conv.flags, "");
    EXPECT_EQ(conv.width, -1);
    EXPECT_EQ(conv.precision, -1);
    EXPECT_EQ(conv.vectorSize, 0u);
    EXPECT_EQ(conv.length, "");
  }
}

TEST(PrintfFormat, ParsesFlagsWidthAndPrecision) {
  PrintfConversion conv = parseOne("%-+ #0d");
  EXPECT_EQ(conv.flags, "-+ #0");
  conv = parseOne("%0-0--12.5x");
  EXPECT_EQ(conv.flags, "0-0--");
  EXPECT_EQ(conv.width, 12);
  EXPECT_EQ(conv.precision, 5);
  conv = parseOne("%*.*e");
  EXPECT_EQ(conv.width, PrintfConversion::AsteriskAmount);
  EXPECT_EQ(conv.precision, PrintfConversion::AsteriskAmount);
  conv = parseOne("%.f");
  EXPECT_EQ(conv.width, -1);
  EXPECT_EQ(conv.precision, 0);
  conv = parseOne("%7.d");
  EXPECT_EQ(conv.width, 7);
  EXPECT_EQ(conv.precision, 0);
  conv = parseOne("%.0017g");
  EXPECT_EQ(conv.precision, 17);
  conv = parseOne("%4096.4096f");
  EXPECT_EQ(conv.width, PrintfConversion::MaxAmount);
  EXPECT_EQ(conv.precision, PrintfConversion::MaxAmount);
}

TEST(PrintfFormat, ParsesVectorsAndLengths) {
  struct Case {
    const char *format;
    uint32_t vectorSize;
    const char *length;
    char conversion;
  };
  for (const Case &c : std::vector<Case>{{"%hhd", 0, "hh", 'd'},
                                         {"%hu", 0, "h", 'u'},
                                         {"%lx", 0, "l", 'x'},
                                         {"%lf", 0, "l", 'f'},
                                         {"%lA", 0, "l", 'A'},
                                         {"%v2hhd", 2, "hh", 'd'},
                                         {"%v3hi", 3, "h", 'i'},
                                         {"%v4hlo", 4, "hl", 'o'},
                                         {"%v8lX", 8, "l", 'X'},
                                         {"%v16hlu", 16, "hl", 'u'},
                                         {"%v4hf", 4, "h", 'f'},
                                         {"%v2hle", 2, "hl", 'e'},
                                         {"%v16lg", 16, "l", 'g'},
                                         {"%-5.2v3hla", 3, "hl", 'a'}}) {
    PrintfConversion conv = parseOne(c.format);
    EXPECT_EQ(conv.vectorSize, c.vectorSize) << c.format;
    EXPECT_EQ(conv.length, c.length) << c.format;
    EXPECT_EQ(conv.conversion, c.conversion) << c.format;
  }
}

TEST(PrintfFormat, RejectsInvalidSpecifications) {
  // The format, and the specification the error must name.
  std::vector<std::pair<std::string, std::string>> cases = {
      {"%v5d", "%v5d"},
      {"x%v1hdy", "%v1hd"},
      {"%v32hd", "%v32hd"},
      {"%v016hd", "%v016hd"},
      {"%vhd", "%vhd"},
      {"%v4d", "%v4d"},
      {"%v4f", "%v4f"},
      {"%hld", "%hld"},
      {"%hlf", "%hlf"},
      {"%lc", "%lc"},
      {"%ls", "%ls"},
      {"%lld", "%lld"},
      {"%llu", "%llu"},
      {"%jd", "%jd"},
      {"%zu", "%zu"},
      {"%td", "%td"},
      {"%Lf", "%Lf"},
      {"%v4lld", "%v4lld"},
      {"%hp", "%hp"},
      {"%lp", "%lp"},
      {"%hs", "%hs"},
      {"%hc", "%hc"},
      {"%hhc", "%hhc"},
      {"%hf", "%hf"},
      {"%hhf", "%hhf"},
      {"%hhe", "%hhe"},
      {"%v4hhf", "%v4hhf"},
      {"%v4hlc", "%v4hlc"},
      {"%v4hls", "%v4hls"},
      {"%v2lp", "%v2lp"},
      {"%hhhd", "%hhhd"},
      {"%lhd", "%lhd"},
      {"%lv4d", "%lv"},
      {"%y", "%y"},
      {"%n", "%n"},
      {"%5q", "%5q"},
      {"ab %", "%"},
      {"%5", "%5"},
      {"%-.3", "%-.3"},
      {"%v4hl", "%v4hl"},
      {"%5%", "%5%"},
      {"%l%", "%l%"},
      {"%.-3d", "%.-"},
      {"%*5d", "%*5"},
      {"%99999999999d", "%99999999999d"},
      {"%4097d", "%4097d"},
      {"%.4097f", "%.4097f"},
      {"%.99999999999f", "%.99999999999f"},
      {"ok %d then %v5d", "%v5d"}};
  for (const auto &[format, spec] : cases) {
    std::string error = parseError(format);
    EXPECT_EQ(error.rfind("invalid conversion specification '" + spec + "'", 0),
              0u)
        << format << ": " << error;
  }
}

TEST(PrintfFormat, KeepsLiteralTextAndMergesPercent) {
  std::vector<PrintfPiece> pieces = parseOk("100%% sure: %d%%\n");
  ASSERT_EQ(pieces.size(), 3u);
  EXPECT_FALSE(pieces[0].isConversion);
  EXPECT_EQ(pieces[0].text, "100% sure: ");
  EXPECT_TRUE(pieces[1].isConversion);
  EXPECT_EQ(pieces[1].conversion.conversion, 'd');
  EXPECT_EQ(pieces[2].text, "%\n");

  pieces = parseOk("%%%%");
  ASSERT_EQ(pieces.size(), 1u);
  EXPECT_EQ(pieces[0].text, "%%");

  std::string bytes("tab\t\x01\xff\xc3\xa9 nul\0end", 17);
  pieces = parseOk(bytes);
  ASSERT_EQ(pieces.size(), 1u);
  EXPECT_EQ(pieces[0].text, bytes);

  EXPECT_TRUE(parseOk("").empty());
  pieces = parseOk("%d%s");
  ASSERT_EQ(pieces.size(), 2u);
  EXPECT_TRUE(pieces[0].isConversion && pieces[1].isConversion);
}

//===----------------------------------------------------------------------===//
// Formatting against the host's snprintf
//===----------------------------------------------------------------------===//

TEST(PrintfFormat, IntegersMatchHost) {
  Comparison cmp;
  std::vector<Variant> all = variants();
  std::vector<TestValue> values = integerEdges();
  for (const TestValue &wide : longEdges())
    values.push_back(wide); // Truncated to int without 'l'.
  for (char c : std::string("diouxXc"))
    for (const TestValue &value : values)
      for (const Variant &v : all)
        compare(cmp, v, "", c, value);
  EXPECT_EQ(cmp.failures, 0);
  EXPECT_GT(cmp.checks, 200000);
}

TEST(PrintfFormat, NarrowingMatchesHost) {
  EXPECT_EQ(Record("%hhd").i32(300).format(), "44");
  EXPECT_EQ(Record("%hhu").i32(-1).format(), "255");
  EXPECT_EQ(Record("%hhd").i32(200).format(), "-56");
  EXPECT_EQ(Record("%hx").i32(70000).format(), "1170");
  EXPECT_EQ(Record("%hd").i32(40000).format(), "-25536");
  EXPECT_EQ(Record("%hu").add(uintValue(UINT_MAX)).format(), "65535");
  Comparison cmp;
  std::vector<Variant> all = variants();
  for (const char *length : {"hh", "h"})
    for (char c : std::string("diouxX"))
      for (const TestValue &value : integerEdges())
        for (size_t i = 0; i < all.size(); i += 3)
          compare(cmp, all[i], length, c, value);
  EXPECT_EQ(cmp.failures, 0);
  EXPECT_GT(cmp.checks, 50000);
}

TEST(PrintfFormat, LongMatchesHost) {
  EXPECT_EQ(Record("%ld").add(intValue(LLONG_MIN, 8)).format(),
            "-9223372036854775808");
  EXPECT_EQ(Record("%lu").add(uintValue(ULLONG_MAX, 8)).format(),
            "18446744073709551615");
  EXPECT_EQ(Record("%lx").add(uintValue(0x123456789abcdefull, 8)).format(),
            "123456789abcdef");
  EXPECT_EQ(Record("%d").add(intValue(0x100000005ll, 8)).format(), "5");
  EXPECT_EQ(Record("%ld").i32(-7).format(), "-7");
  Comparison cmp;
  std::vector<Variant> all = variants();
  for (char c : std::string("diouxX"))
    for (const TestValue &value : longEdges())
      for (const Variant &v : all)
        compare(cmp, v, "l", c, value);
  EXPECT_EQ(cmp.failures, 0);
  EXPECT_GT(cmp.checks, 100000);
}

TEST(PrintfFormat, FloatsMatchHost) {
  EXPECT_EQ(Record("%.0f").add(doubleValue(2.5)).format(), "2");
  EXPECT_EQ(Record("%.0f").add(floatValue(3.5f)).format(), "4");
  EXPECT_EQ(Record("%f").add(floatValue(0.1f)).format(), "0.100000");
  EXPECT_EQ(Record("%.17g").add(floatValue(0.1f)).format(),
            "0.10000000149011612");
  EXPECT_EQ(Record("%e").add(doubleValue(1e-300)).format(), "1.000000e-300");
  Comparison cmp;
  std::vector<Variant> all = variants();
  for (char c : std::string("fFeEgGaA"))
    for (const TestValue &value : floatValues(floatEdges()))
      for (const Variant &v : all)
        compare(cmp, v, "", c, value);
  // C's %lf (double) is OpenCL C's too.
  for (char c : std::string("fFeEgGaA"))
    for (double x : {0.0, -1.5, 2.5, 1e-300, DBL_MAX})
      for (size_t i = 0; i < all.size(); i += 7)
        compare(cmp, all[i], "l", c, doubleValue(x));
  EXPECT_EQ(cmp.failures, 0);
  EXPECT_GT(cmp.checks, 500000);
}

TEST(PrintfFormat, ConvertsBetweenIntegersAndFloats) {
  EXPECT_EQ(Record("%f").i32(-3).format(), "-3.000000");
  EXPECT_EQ(Record("%g").add(uintValue(ULLONG_MAX, 8)).format(),
            host("%g", double(ULLONG_MAX)));
  EXPECT_EQ(Record("%d").add(doubleValue(3.7)).format(), "3");
  EXPECT_EQ(Record("%d").add(floatValue(-3.7f)).format(), "-3");
  EXPECT_EQ(Record("%ld").add(doubleValue(1e30)).format(),
            std::to_string(LLONG_MAX));
  EXPECT_EQ(Record("%ld").add(doubleValue(NAN)).format(), "0");
}

TEST(PrintfFormat, StringsMatchHost) {
  EXPECT_EQ(Record("%10.3s|").add(stringValue("hello")).format(),
            "       hel|");
  EXPECT_EQ(Record("%-6s|").add(stringValue("ab")).format(), "ab    |");
  EXPECT_EQ(Record("[%s]").add(stringValue("")).format(), "[]");
  // Not a string argument: the empty string, padded.
  EXPECT_EQ(Record("[%4s]").i32(65).format(), "[    ]");
  Comparison cmp;
  for (const char *text : {"", "a", "hello", "hello, world: longer than 12"})
    for (const Variant &v : variants())
      compare(cmp, v, "", 's', stringValue(text));
  EXPECT_EQ(cmp.failures, 0);
  EXPECT_GT(cmp.checks, 5000);
}

TEST(PrintfFormat, PointersMatchHost) {
  EXPECT_EQ(Record("%p").add(pointerValue(0x1234)).format(),
            host("%p", reinterpret_cast<void *>(0x1234)));
  // A 4-byte pointer zero-extends.
  EXPECT_EQ(Record("%p").add(pointerValue(0xfffffff0u, 4)).format(),
            host("%p", reinterpret_cast<void *>(uintptr_t(0xfffffff0u))));
  // Precision does not apply to %p, but its '*' is still consumed.
  EXPECT_EQ(Record("%.*p|%d").i32(3).add(pointerValue(0xab)).i32(5).format(),
            host("%p|%d", reinterpret_cast<void *>(0xab), 5));
  Comparison cmp;
  for (uint64_t x : std::initializer_list<uint64_t>{
           0, 1, uint64_t(0xdeadbeef), uint64_t(0x7fffffffffff1230),
           ULLONG_MAX})
    for (const Variant &v : variants(false))
      compare(cmp, v, "", 'p', pointerValue(x));
  for (const Variant &v : variants(false))
    compare(cmp, v, "", 'p', pointerValue(0x12345678, 4));
  EXPECT_EQ(cmp.failures, 0);
  EXPECT_GT(cmp.checks, 1000);
}

TEST(PrintfFormat, AsteriskAmounts) {
  EXPECT_EQ(Record("[%*d]").i32(5).i32(42).format(), "[   42]");
  EXPECT_EQ(Record("[%*d]").i32(-5).i32(42).format(), "[42   ]");
  EXPECT_EQ(Record("[%-*d]").i32(-5).i32(42).format(), "[42   ]");
  EXPECT_EQ(Record("[%0*d]").i32(-5).i32(42).format(), "[42   ]");
  EXPECT_EQ(Record("[%.*f]").i32(2).add(doubleValue(3.14159)).format(),
            "[3.14]");
  EXPECT_EQ(Record("[%.*f]").i32(-1).add(doubleValue(1.5)).format(),
            "[1.500000]");
  EXPECT_EQ(Record("[%.*d]").i32(-4).i32(7).format(), "[7]");
  EXPECT_EQ(Record("[%.*d]").i32(0).i32(0).format(), "[]");
  // A kernel cannot make the host format gigabytes: '*' amounts beyond
  // MaxAmount are taken as MaxAmount.
  EXPECT_EQ(Record("%*d").i32(INT_MAX).i32(1).format().size(),
            size_t(PrintfConversion::MaxAmount));
  EXPECT_EQ(Record("%*d").i32(INT_MIN + 1).i32(1).format().size(),
            size_t(PrintfConversion::MaxAmount));
  EXPECT_EQ(Record("%.*d").i32(INT_MAX).i32(1).format().size(),
            size_t(PrintfConversion::MaxAmount));
  EXPECT_EQ(Record("[%*.*f]").i32(8).i32(2).add(doubleValue(3.14159)).format(),
            "[    3.14]");
  EXPECT_EQ(Record("[%*.*s]")
                .add(uintValue(6))
                .add(uintValue(2))
                .add(stringValue("abc"))
                .format(),
            "[    ab]");
  Comparison cmp;
  for (int width : {-20, -1, 0, 1, 3, 15, 40})
    for (int precision : {-10, -1, 0, 1, 2, 9, 30}) {
      Variant v{"", "*", ".*", width, precision};
      compare(cmp, v, "", 'd', intValue(-12345));
      compare(cmp, v, "", 'x', uintValue(0xbeef));
      compare(cmp, v, "l", 'd', intValue(LLONG_MIN, 8));
      compare(cmp, v, "", 'e', doubleValue(-1234.5678));
      compare(cmp, v, "", 'g', floatValue(1e-7f));
      compare(cmp, v, "", 's', stringValue("asterisk"));
    }
  EXPECT_EQ(cmp.failures, 0);
}

TEST(PrintfFormat, VectorsMatchHostLaneByLane) {
  EXPECT_EQ(Record("%v4hld")
                .add({PrintfArgKind::Int, 4, {1, uint64_t(-2), 3, 4}, {}})
                .format(),
            "1,-2,3,4");
  EXPECT_EQ(Record("%v2hhd")
                .add({PrintfArgKind::Int, 4, {300, uint64_t(-1)}, {}})
                .format(),
            "44,-1");
  EXPECT_EQ(Record("%#v3lx")
                .add({PrintfArgKind::Uint, 8, {0, 255, ULLONG_MAX}, {}})
                .format(),
            "0,0xff,0xffffffffffffffff");
  EXPECT_EQ(Record("%5.1v2hlf")
                .add({PrintfArgKind::Float,
                      4,
                      {floatBits(1.25f), floatBits(-2.5f)},
                      {}})
                .format(),
            "  1.2, -2.5");
  // Every lane of the argument, whatever the specifier says.
  EXPECT_EQ(Record("%v4hld").add({PrintfArgKind::Int, 4, {7, 8}, {}}).format(),
            "7,8");

  std::vector<Variant> some;
  for (const Variant &v : variants())
    if (v.flags.size() <= 1 || v.flags == "-+ #0" || v.flags == "--")
      some.push_back(v);
  struct Type {
    PrintfArgKind kind;
    uint32_t bytes;
    std::vector<const char *> lengths;
    const char *conversions;
  };
  std::vector<Type> types = {
      {PrintfArgKind::Int, 4, {"hh", "h", "hl"}, "di"},    // char..int
      {PrintfArgKind::Uint, 4, {"hh", "h", "hl"}, "ouxX"}, // uchar..uint
      {PrintfArgKind::Int, 8, {"l"}, "dx"},                // long
      {PrintfArgKind::Uint, 8, {"l"}, "uX"},               // ulong
      {PrintfArgKind::Float, 4, {"h", "hl"}, "fFeEgGaA"},  // half, float
      {PrintfArgKind::Float, 8, {"l"}, "fFeEgGaA"}};       // double
  std::mt19937_64 rng(20240501);
  std::vector<double> floats = floatEdges();
  Comparison cmp;
  for (const Type &type : types)
    for (size_t lanes : {2, 3, 4, 8, 16})
      for (const char *length : type.lengths)
        for (const char *c = type.conversions; *c; ++c) {
          TestValue value{type.kind, type.bytes, {}, {}};
          for (size_t lane = 0; lane < lanes; ++lane) {
            uint64_t bits = rng();
            if (type.kind == PrintfArgKind::Float) {
              double x = floats[rng() % floats.size()];
              bits = type.bytes == 8 ? doubleBits(x) : floatBits(float(x));
            } else if (lane % 2) {
              bits = int64_t(rng() % 2001) - 1000;
            }
            if (type.bytes == 4)
              bits &= 0xffffffffu;
            value.lanes.push_back(bits);
          }
          for (size_t i = rng() % 4; i < some.size(); i += 4)
            compare(cmp, some[i], length, *c, value, true);
        }
  EXPECT_EQ(cmp.failures, 0);
  EXPECT_GT(cmp.checks, 20000);
}

TEST(PrintfFormat, RandomValuesMatchHost) {
  std::mt19937_64 rng(0x5eed5eed);
  auto pick = [&](size_t n) { return size_t(rng() % n); };
  Comparison cmp;
  const std::string conversions = "diouxXcfFeEgGaAsp";
  for (int i = 0; i < 4000; ++i) {
    char c = conversions[pick(conversions.size())];
    Variant v;
    for (char flag : std::string("-+ #0"))
      if (pick(3) == 0)
        v.flags += flag;
    switch (pick(3)) {
    case 0:
      break;
    case 1:
      v.width = "*";
      v.starWidth = int(pick(61)) - 30;
      break;
    default:
      v.width = std::to_string(pick(30));
    }
    switch (c == 'p' ? 0 : pick(4)) {
    case 0:
      break;
    case 1:
      v.precision = ".";
      break;
    case 2:
      v.precision = ".*";
      v.starPrecision = int(pick(61)) - 30;
      break;
    default:
      v.precision = "." + std::to_string(pick(25));
    }
    std::string length;
    TestValue value;
    if (c == 's') {
      for (size_t n = pick(20); n; --n)
        value.text += char(' ' + pick(95));
      value = stringValue(value.text);
    } else if (c == 'p') {
      value = pointerValue(pick(2) ? rng() : rng() >> 32);
    } else if (isIntegerConversion(c)) {
      const char *lengths[] = {"", "hh", "h", "l"};
      length = c == 'c' ? "" : lengths[pick(4)];
      uint64_t bits = pick(2) ? rng() : rng() >> pick(64);
      bool wide = length == "l" || pick(2);
      value = pick(2) ? intValue(int64_t(bits), wide ? 8 : 4)
                      : uintValue(bits, wide ? 8 : 4);
      if (!wide)
        value.lanes[0] &= 0xffffffffu;
    } else {
      length = pick(4) == 0 ? "l" : "";
      bool wide = length == "l" || pick(2);
      uint64_t bits = rng(); // Raw bits: NaNs, denormals, anything.
      if (pick(2)) {
        double nice = std::ldexp(double(rng() >> 11), int(pick(200)) - 150);
        nice = pick(2) ? -nice : nice;
        bits = wide ? doubleBits(nice) : floatBits(float(nice));
      }
      value = {PrintfArgKind::Float,
               wide ? 8u : 4u,
               {wide ? bits : bits & 0xffffffffu},
               {}};
    }
    compare(cmp, v, length, c, value);
  }
  EXPECT_EQ(cmp.failures, 0);
  EXPECT_EQ(cmp.checks, 4000);
}

TEST(PrintfFormat, LiteralTextAndPercentAroundConversions) {
  EXPECT_EQ(Record("100%% sure: %d%%\n").i32(42).format(), "100% sure: 42%\n");
  EXPECT_EQ(Record("%%%d%%%s%%").i32(-1).add(stringValue("x")).format(),
            "%-1%x%");
  EXPECT_EQ(Record("no conversions \t\xff").format(), "no conversions \t\xff");
  EXPECT_EQ(Record("a%cb").i32('Z').format(), "aZb");
  // %c of 0 writes a NUL byte, as the host's printf does.
  EXPECT_EQ(Record("a%cb").i32(0).format(), std::string("a\0b", 3));
  EXPECT_EQ(Record("%s=%d, %s=%.2f\n")
                .add(stringValue("x"))
                .i32(3)
                .add(stringValue("y"))
                .add(floatValue(0.5f))
                .format(),
            "x=3, y=0.50\n");
}

TEST(PrintfFormat, ExtraAndMissingArguments) {
  EXPECT_EQ(Record("%d!").i32(1).i32(2).add(doubleValue(3)).format(), "1!");
  EXPECT_EQ(Record("<%d,%d>").i32(5).format(), "<5,>");
  EXPECT_EQ(Record("<%*d>").format(), "<>");
  EXPECT_EQ(Record("<%*d>").i32(3).format(), "<>");
  // The words of the extra arguments are not read as the next ones.
  Record record("%ld %d");
  record.add(intValue(-2, 8)).i32(9).add(doubleValue(1.0));
  EXPECT_EQ(record.format(), "-2 9");
}

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

std::vector<PrintfInfo> bufferFormats() {
  std::vector<PrintfInfo> formats(3);
  formats[0] = Record("a=%d\n", 0).i32(0).info;
  formats[1] =
      Record("%s-%.1f\n", 1).add(stringValue("s")).add(doubleValue(0)).info;
  formats[2] = Record("v=%v2hld|%lu\n", 2)
                   .add({PrintfArgKind::Int, 4, {0, 0}, {}})
                   .add(uintValue(0, 8))
                   .info;
  return formats;
}

/// A buffer: header, then records; used and capacity cover them all.
struct Buffer {
  std::vector<uint32_t> words =
      std::vector<uint32_t>(PrintfLayout::HeaderWords, 0);
  void append(std::initializer_list<uint32_t> record) {
    words.insert(words.end(), record);
    uint32_t data = uint32_t(words.size()) - PrintfLayout::HeaderWords;
    words[PrintfLayout::UsedWord] = data;
    words[PrintfLayout::CapacityWord] = data;
  }
  void three() {
    append({0, uint32_t(-5)});
    append({1, 0, 0x40040000}); // 2.5
    append({2, 1, 2, 0, 1});    // <1,2>, 2^32
  }
  PrintfOutput decode(const std::vector<PrintfInfo> &formats) const {
    return decodePrintfBuffer(formats, words.data(), words.size());
  }
};

const char *const ThreeTexts = "a=-5\ns-2.5\nv=1,2|4294967296\n";

TEST(PrintfFormat, DecodesRecordsInOrder) {
  Buffer buffer;
  buffer.three();
  buffer.append({0, 7});
  buffer.append({2, uint32_t(-1), 0, 3, 0});
  buffer.words[PrintfLayout::DroppedWord] = 7;
  PrintfOutput out = buffer.decode(bufferFormats());
  EXPECT_EQ(out.text, std::string(ThreeTexts) + "a=7\nv=-1,0|3\n");
  EXPECT_EQ(out.dropped, 7u);

  // The same format many times: parsed once, printed every time.
  Buffer many;
  for (int i = 0; i < 1000; ++i)
    many.append({0, uint32_t(i)});
  std::string expected;
  for (int i = 0; i < 1000; ++i)
    expected += "a=" + std::to_string(i) + "\n";
  EXPECT_EQ(many.decode(bufferFormats()).text, expected);
}

TEST(PrintfFormat, DecodeFindsFormatsById) {
  std::vector<PrintfInfo> formats = bufferFormats();
  std::swap(formats[0], formats[2]);
  formats.push_back(Record("id9 %d\n", 9).i32(0).info);
  Buffer buffer;
  buffer.three();
  buffer.append({9, 1});
  EXPECT_EQ(buffer.decode(formats).text, std::string(ThreeTexts) + "id9 1\n");
}

TEST(PrintfFormat, DecodeStopsAtEndMarker) {
  Buffer buffer;
  buffer.three();
  buffer.append({PrintfLayout::EndMarker, 0, 9});
  buffer.append({0, 1});
  buffer.words[PrintfLayout::DroppedWord] = 1;
  PrintfOutput out = buffer.decode(bufferFormats());
  EXPECT_EQ(out.text, ThreeTexts);
  EXPECT_EQ(out.dropped, 1u);
}

TEST(PrintfFormat, DecodeClipsUsedToCapacity) {
  Buffer buffer;
  buffer.three();
  buffer.words[PrintfLayout::CapacityWord] = 5; // The first two records.
  buffer.words[PrintfLayout::UsedWord] = 1000;
  EXPECT_EQ(buffer.decode(bufferFormats()).text, "a=-5\ns-2.5\n");
  buffer.words[PrintfLayout::CapacityWord] = 1000;
  buffer.words[PrintfLayout::UsedWord] = 2; // Only the first.
  EXPECT_EQ(buffer.decode(bufferFormats()).text, "a=-5\n");
  buffer.words[PrintfLayout::UsedWord] = 0;
  EXPECT_EQ(buffer.decode(bufferFormats()).text, "");
}

TEST(PrintfFormat, DecodeSkipsTruncatedRecord) {
  Buffer buffer;
  buffer.three();
  for (uint32_t cut = 1; cut < 5; ++cut) {
    Buffer clipped = buffer;
    clipped.words[PrintfLayout::UsedWord] -= cut;
    clipped.words[PrintfLayout::CapacityWord] -= cut;
    EXPECT_EQ(clipped.decode(bufferFormats()).text, "a=-5\ns-2.5\n") << cut;
  }
}

TEST(PrintfFormat, DecodeStopsAtUnknownIdOrBadFormat) {
  Buffer buffer;
  buffer.append({0, 1});
  buffer.append({3, 0});
  buffer.append({0, 2});
  EXPECT_EQ(buffer.decode(bufferFormats()).text, "a=1\n");

  std::vector<PrintfInfo> formats = bufferFormats();
  formats[1].format = "%v5d";
  Buffer bad;
  bad.three();
  EXPECT_EQ(bad.decode(formats).text, "a=-5\n");
}

TEST(PrintfFormat, DecodeNeverReadsPastTheBuffer) {
  Buffer buffer;
  buffer.three();
  // The header claims far more than the buffer holds.
  buffer.words[PrintfLayout::UsedWord] = 1u << 30;
  buffer.words[PrintfLayout::CapacityWord] = 1u << 30;
  EXPECT_EQ(buffer.decode(bufferFormats()).text, ThreeTexts);
  // The last record cut short by the end of the buffer.
  for (size_t cut = 1; cut < 5; ++cut) {
    std::vector<uint32_t> words(buffer.words.begin(), buffer.words.end() - cut);
    PrintfOutput out =
        decodePrintfBuffer(bufferFormats(), words.data(), words.size());
    EXPECT_EQ(out.text, "a=-5\ns-2.5\n") << cut;
  }
  // Only the header, or less.
  std::vector<uint32_t> header(
      buffer.words.begin(), buffer.words.begin() + PrintfLayout::HeaderWords);
  header[PrintfLayout::DroppedWord] = 3;
  PrintfOutput out =
      decodePrintfBuffer(bufferFormats(), header.data(), header.size());
  EXPECT_EQ(out.text, "");
  EXPECT_EQ(out.dropped, 3u);
  std::vector<uint32_t> tiny(header.begin(), header.begin() + 2);
  out = decodePrintfBuffer(bufferFormats(), tiny.data(), tiny.size());
  EXPECT_EQ(out.text, "");
  EXPECT_EQ(out.dropped, 0u);
  out = decodePrintfBuffer(bufferFormats(), nullptr, 0);
  EXPECT_EQ(out.text, "");
  // No formats at all.
  EXPECT_EQ(buffer.decode({}).text, "");
}

} // namespace
} // namespace vkcl
