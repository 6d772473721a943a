// Compiler tests: every `*.cl` under VKCL_COMPILER_TEST_DIR (the committed
// tests) and VKCL_COMPILER_GENERATED_DIR (those the folders' generate.py
// write at configure time, CMakeLists.txt) is compiled for each target
// profile, re-validated and its disassembly checked against the directives
// written in its comments:
//
//   // TARGETS: desktop lavapipe        only these targets (default: all)
//   // OPTIONS: -O0 -DN=4 -cl-std=CL2.0  -O0 and the OpenCL build options
//                                        (vkcl/runtime/BuildOptions.h)
//   // CHECK: text                      occurs after the previous CHECK match
//   // CHECK-NOT: text                  absent up to the next CHECK match
//   // CHECK-DAG: text                  a run of CHECK-DAGs match in any
//                                        order after the previous CHECK; the
//                                        next CHECK matches after all of them
//   // CHECK-COUNT-N: text              exactly N occurrences in the module
//   // ERROR: text                      the compile fails; diagnostics hold it
//   // ERROR-AT: LINE:COL               ... at `<file>:LINE:COL: error:` (or
//                                        `fatal error:`)
//   // WARNING: text                    the compile succeeds with a warning
//                                        holding text
//   // LINK: other.unit.cl              another compilation unit (a path
//                                        beside this file) linked into the
//                                        program, with the same options;
//                                        LINK units come first, this file
//                                        last. Files named *.unit.cl are
//                                        only ever LINK units.
//
// Any directive may end in `-desktop`, `-lavapipe` or `-swiftshader` to apply
// to that target only (`// CHECK-NOT-swiftshader: OpTypeInt 64`); a file with
// `ERROR-swiftshader:` must fail there and compile everywhere else. Inside a
// CHECK text, `{{...}}` is an ECMAScript regex fragment matched within one
// line; everything else is literal. A line that looks like a directive but
// is none of these (`// CHECK-NEXT:`, `// CHEKC:`) fails the test instead of
// being skipped in silence.
#include "vkcl/Compiler.h"
#include "vkcl/TargetProfile.h"
#include "vkcl/runtime/BuildOptions.h"
#include "vkcl/spirv/Tools.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <optional>
#include <ostream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#if !defined(VKCL_COMPILER_TEST_DIR) || !defined(VKCL_COMPILER_GENERATED_DIR)
#error "define VKCL_COMPILER_TEST_DIR and VKCL_COMPILER_GENERATED_DIR as the \
directories holding the .cl tests"
#endif

namespace {

namespace fs = std::filesystem;

const std::vector<std::string> AllTargets = {"desktop", "lavapipe",
                                             "swiftshader"};

enum class Kind {
  Check,
  CheckNot,
  CheckDag,
  CheckCount,
  Error,
  ErrorAt,
  Targets,
  Options,
  Warning,
  Link,
  Unknown ///< Looks like a directive, is none; always a failure.
};

struct Directive {
  Kind kind = Kind::Check;
  std::string target; ///< Empty: every target.
  std::string text;
  int count = 0; ///< CHECK-COUNT-N.
  int line = 0;  ///< 1-based line in the .cl file.
};

std::string trim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos)
    return "";
  size_t e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

std::vector<std::string> splitWords(const std::string &s) {
  std::istringstream in(s);
  std::vector<std::string> words;
  for (std::string w; in >> w;)
    words.push_back(w);
  return words;
}

std::vector<Directive> parseDirectives(const std::string &source) {
  static const std::regex re(
      "//\\s*(CHECK-NOT|CHECK-DAG|CHECK-COUNT-([0-9]+)|CHECK|ERROR-AT|ERROR|"
      "TARGETS|OPTIONS|WARNING|LINK)(?:-(desktop|lavapipe|swiftshader))?:(.*)"
      "$");
  static const std::regex lookalike(
      "//\\s*(CHECK|ERROR|TARGETS|OPTIONS|WARNING|LINK)[-A-Za-z0-9]*:");
  std::vector<Directive> result;
  std::istringstream in(source);
  int lineNo = 0;
  for (std::string line; std::getline(in, line);) {
    ++lineNo;
    std::smatch m;
    if (!std::regex_search(line, m, re)) {
      if (std::regex_search(line, m, lookalike))
        result.push_back({Kind::Unknown, "", trim(line), 0, lineNo});
      continue;
    }
    Directive d;
    std::string word = m[1].str();
    if (word == "CHECK")
      d.kind = Kind::Check;
    else if (word == "CHECK-NOT")
      d.kind = Kind::CheckNot;
    else if (word == "CHECK-DAG")
      d.kind = Kind::CheckDag;
    else if (word == "ERROR")
      d.kind = Kind::Error;
    else if (word == "ERROR-AT")
      d.kind = Kind::ErrorAt;
    else if (word == "TARGETS")
      d.kind = Kind::Targets;
    else if (word == "OPTIONS")
      d.kind = Kind::Options;
    else if (word == "WARNING")
      d.kind = Kind::Warning;
    else if (word == "LINK")
      d.kind = Kind::Link;
    else {
      d.kind = Kind::CheckCount;
      d.count = std::stoi(m[2].str());
    }
    d.target = m[3].str();
    d.text = trim(m[4].str());
    d.line = lineNo;
    result.push_back(d);
  }
  return result;
}

bool appliesTo(const Directive &d, const std::string &target) {
  return d.target.empty() || d.target == target;
}

/// A CHECK text: a literal, or a regex when it holds `{{...}}`. A regex
/// keeps in `literal` text every match must contain, so that lines without
/// it are skipped before std::regex (slow: the 500 KB disassemblies of the
/// generated pipe tests spent most of their check time in it).
struct Pattern {
  bool isRegex = false;
  std::string literal;
  std::regex re;
};

/// The plain characters a `{{...}}` fragment starts with, less the last
/// (a quantifier after it could make it optional); nothing when the
/// fragment has alternatives.
std::string leadingLiteral(const std::string &fragment) {
  if (fragment.find('|') != std::string::npos)
    return "";
  size_t n = 0;
  while (n < fragment.size() &&
         (std::isalnum(static_cast<unsigned char>(fragment[n])) ||
          fragment[n] == ' ' || fragment[n] == '%' || fragment[n] == '_'))
    ++n;
  return n > 1 ? fragment.substr(0, n - 1) : "";
}

Pattern makePattern(const std::string &text) {
  Pattern p;
  if (text.find("{{") == std::string::npos) {
    p.literal = text;
    return p;
  }
  std::string expr;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t open = text.find("{{", pos);
    size_t close = open == std::string::npos ? open : text.find("}}", open + 2);
    size_t literalEnd = close == std::string::npos ? text.size() : open;
    for (size_t i = pos; i < literalEnd; ++i) {
      if (std::string("\\^$.|?*+()[]{}").find(text[i]) != std::string::npos)
        expr += '\\';
      expr += text[i];
    }
    if (literalEnd - pos > p.literal.size())
      p.literal = text.substr(pos, literalEnd - pos);
    if (close == std::string::npos)
      break;
    std::string fragment = text.substr(open + 2, close - open - 2);
    if (p.literal.empty())
      p.literal = leadingLiteral(fragment);
    expr += "(?:" + fragment + ")";
    pos = close + 2;
  }
  p.isRegex = true;
  p.re = std::regex(expr, std::regex::ECMAScript);
  return p;
}

struct Match {
  size_t begin = 0, end = 0;
};

/// First match of `p` within text[from, to). Regexes match within a line.
std::optional<Match> findIn(const Pattern &p, const std::string &text,
                            size_t from, size_t to) {
  if (!p.isRegex) {
    size_t at = text.find(p.literal, from);
    if (at == std::string::npos || at + p.literal.size() > to)
      return std::nullopt;
    return Match{at, at + p.literal.size()};
  }
  for (size_t lineBegin = from; lineBegin < to;) {
    if (!p.literal.empty()) {
      // Skip to the line of the literal's next occurrence.
      size_t at = text.find(p.literal, lineBegin);
      if (at == std::string::npos || at >= to)
        return std::nullopt;
      size_t nl = at == 0 ? std::string::npos : text.rfind('\n', at - 1);
      lineBegin = std::max(lineBegin, nl == std::string::npos ? 0 : nl + 1);
    }
    size_t lineEnd = std::min(text.find('\n', lineBegin), to);
    std::smatch m;
    if (std::regex_search(text.begin() + lineBegin, text.begin() + lineEnd, m,
                          p.re)) {
      size_t at = lineBegin + m.position(0);
      return Match{at, at + m.length(0)};
    }
    lineBegin = lineEnd + 1;
  }
  return std::nullopt;
}

int countIn(const Pattern &p, const std::string &text) {
  int n = 0;
  for (size_t pos = 0; pos <= text.size(); ++n) {
    std::optional<Match> m = findIn(p, text, pos, text.size());
    if (!m)
      break;
    pos = std::max(m->end, m->begin + 1);
  }
  return n;
}

std::string lineAt(const std::string &text, size_t pos) {
  size_t b = text.rfind('\n', pos == 0 ? 0 : pos - 1);
  b = (b == std::string::npos || pos == 0) ? 0 : b + 1;
  return text.substr(b, text.find('\n', b) - b);
}

std::string describe(const Directive &d) {
  static const char *names[] = {
      "CHECK",   "CHECK-NOT", "CHECK-DAG",        "CHECK-COUNT",
      "ERROR",   "ERROR-AT",  "TARGETS",          "OPTIONS",
      "WARNING", "LINK",      "unknown directive"};
  std::string s =
      "line " + std::to_string(d.line) + ": " + names[static_cast<int>(d.kind)];
  if (d.kind == Kind::CheckCount)
    s += "-" + std::to_string(d.count);
  if (!d.target.empty())
    s += "-" + d.target;
  return s + ": " + d.text;
}

/// Applies the CHECK directives for `target` to `text`; returns one line
/// per failure, empty when all hold.
std::string runChecks(const std::vector<Directive> &directives,
                      const std::string &target, const std::string &text) {
  std::string failures;
  size_t pos = 0;
  // A run of CHECK-DAGs all search from where it began; `dagEnd` is the end
  // of its furthest match, where the following directives continue.
  std::optional<size_t> dagEnd;
  std::vector<const Directive *> pendingNot;
  auto flushNot = [&](size_t to) {
    for (const Directive *d : pendingNot)
      if (std::optional<Match> m = findIn(makePattern(d->text), text, pos, to))
        failures +=
            describe(*d) + "\n  found: " + lineAt(text, m->begin) + "\n";
    pendingNot.clear();
  };
  for (const Directive &d : directives) {
    if (!appliesTo(d, target))
      continue;
    if (d.kind == Kind::Unknown) {
      failures += describe(d) + "\n";
      continue;
    }
    if (d.kind == Kind::CheckDag) {
      std::optional<Match> m =
          findIn(makePattern(d.text), text, pos, text.size());
      if (!m) {
        failures += describe(d) + "\n  not found after: " +
                    (pos == 0 ? "<start>" : lineAt(text, pos)) + "\n";
        continue;
      }
      if (!dagEnd)
        flushNot(m->begin);
      dagEnd = std::max(dagEnd.value_or(0), m->end);
      continue;
    }
    if (dagEnd) {
      pos = *dagEnd;
      dagEnd.reset();
    }
    if (d.kind == Kind::CheckNot) {
      pendingNot.push_back(&d);
    } else if (d.kind == Kind::CheckCount) {
      int n = countIn(makePattern(d.text), text);
      if (n != d.count)
        failures +=
            describe(d) + "\n  found " + std::to_string(n) + " occurrences\n";
    } else if (d.kind == Kind::Check) {
      std::optional<Match> m =
          findIn(makePattern(d.text), text, pos, text.size());
      if (!m) {
        failures += describe(d) + "\n  not found after: " +
                    (pos == 0 ? "<start>" : lineAt(text, pos)) + "\n";
        pendingNot.clear();
        continue;
      }
      flushNot(m->begin);
      pos = m->end;
    }
  }
  flushNot(text.size());
  return failures;
}

/// Applies an OPTIONS directive: -O0, or OpenCL build options as
/// clBuildProgram and `vkcl compile` take them. Returns an error or "".
std::string applyOptions(const std::string &text,
                         vkcl::CompileOptions &options) {
  const std::vector<std::string> words = splitWords(text);
  vkcl::BuildFlags flags;
  for (size_t i = 0; i < words.size();) {
    if (words[i] == "-O0") {
      options.optimize = false;
      ++i;
      continue;
    }
    const std::string word = words[i];
    vkcl::Status status = vkcl::applyBuildOption(words, i, options, flags);
    if (status.code() == vkcl::ErrorCode::NotFound)
      return "unsupported option '" + word + "'";
    if (!status)
      return status.message();
  }
  return "";
}

std::string truncated(const std::string &s, size_t limit = 6000) {
  if (s.size() <= limit)
    return s;
  return s.substr(0, limit) + "\n... (" + std::to_string(s.size() - limit) +
         " more characters)";
}

bool readFile(const fs::path &path, std::string &out) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

struct TestCase {
  std::string path;     ///< Absolute path of the .cl file.
  std::string relative; ///< Path below the test directory.
  std::string target;
};

void PrintTo(const TestCase &c, std::ostream *os) {
  *os << c.relative << " [" << c.target << "]";
}

std::vector<TestCase> collectCases() {
  // (path below its tree, file), sorted by the former across both trees.
  std::vector<std::pair<std::string, fs::path>> files;
  for (const fs::path root : {fs::path(VKCL_COMPILER_TEST_DIR),
                              fs::path(VKCL_COMPILER_GENERATED_DIR)}) {
    std::error_code ec;
    for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end;
         it.increment(ec))
      if (it->is_regular_file(ec) && it->path().extension() == ".cl" &&
          it->path().stem().extension() != ".unit")
        files.emplace_back(it->path().lexically_relative(root).generic_string(),
                           it->path());
  }
  std::sort(files.begin(), files.end());
  std::vector<TestCase> cases;
  for (const auto &[relative, file] : files) {
    std::string source;
    if (!readFile(file, source))
      continue;
    std::vector<std::string> targets = AllTargets;
    for (const Directive &d : parseDirectives(source))
      if (d.kind == Kind::Targets)
        targets = splitWords(d.text);
    for (const std::string &t : targets)
      cases.push_back({file.string(), relative, t});
  }
  return cases;
}

std::string caseName(const testing::TestParamInfo<TestCase> &info) {
  std::string name = info.param.relative;
  if (name.size() > 3 && name.compare(name.size() - 3, 3, ".cl") == 0)
    name.resize(name.size() - 3);
  name += "__" + info.param.target;
  for (char &c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)))
      c = '_';
  return name;
}

class CompilerTest : public testing::TestWithParam<TestCase> {};

TEST_P(CompilerTest, Compiles) {
  const TestCase &tc = GetParam();
  const std::string where = tc.relative + " [" + tc.target + "]";
  std::string source;
  ASSERT_TRUE(readFile(tc.path, source)) << where << ": cannot read file";
  const std::vector<Directive> directives = parseDirectives(source);

  std::optional<vkcl::TargetProfile> profile =
      vkcl::TargetProfile::preset(tc.target);
  ASSERT_TRUE(profile) << where << ": unknown target in TARGETS";
  vkcl::CompileOptions options;
  options.target = *profile;
  options.fileName = fs::path(tc.path).filename().string();
  std::vector<const Directive *> errors, links;
  const Directive *errorAt = nullptr;
  for (const Directive &d : directives) {
    if (!appliesTo(d, tc.target))
      continue;
    if (d.kind == Kind::Link)
      links.push_back(&d);
    if (d.kind == Kind::Unknown) {
      ADD_FAILURE() << where << ": " << describe(d);
    } else if (d.kind == Kind::Options) {
      std::string problem = applyOptions(d.text, options);
      ASSERT_TRUE(problem.empty())
          << where << ": " << describe(d) << ": " << problem;
    } else if (d.kind == Kind::Error) {
      errors.push_back(&d);
    } else if (d.kind == Kind::ErrorAt) {
      errorAt = &d;
    }
  }

  std::vector<vkcl::SourceUnit> units;
  for (const Directive *link : links) {
    vkcl::SourceUnit unit{"", options};
    fs::path path = fs::path(tc.path).parent_path() / link->text;
    ASSERT_TRUE(readFile(path, unit.source))
        << where << ": " << describe(*link) << ": cannot read " << path;
    unit.options.fileName = link->text;
    units.push_back(std::move(unit));
  }
  units.push_back({source, options});
  vkcl::CompileResult result = vkcl::compileProgram(units);
  // No input, valid or not, may end in vkcl's own failure.
  ASSERT_FALSE(result.internalError)
      << where << ": internal compiler error\n--- diagnostics ---\n"
      << truncated(result.diagnostics);

  if (!errors.empty()) {
    ASSERT_FALSE(result.success)
        << where << ": compiled, but " << describe(*errors.front())
        << " expects a failure\n--- diagnostics ---\n"
        << result.diagnostics;
    EXPECT_TRUE(result.spirv.empty()) << where << ": failed compile has SPIR-V";
    for (const Directive *e : errors)
      EXPECT_NE(result.diagnostics.find(e->text), std::string::npos)
          << where << ": " << describe(*e) << "\n--- diagnostics ---\n"
          << truncated(result.diagnostics);
    // Every user error carries a location in the file being compiled.
    std::string located =
        errorAt ? options.fileName + ":" + errorAt->text + ": error:"
                : options.fileName + ":";
    const std::string fatal =
        errorAt ? options.fileName + ":" + errorAt->text + ": fatal error:"
                : located;
    EXPECT_TRUE(result.diagnostics.find(located) != std::string::npos ||
                result.diagnostics.find(fatal) != std::string::npos)
        << where << ": "
        << (errorAt ? describe(*errorAt) : "no location in diagnostics")
        << "\n  expected: " << located << "\n--- diagnostics ---\n"
        << truncated(result.diagnostics);
    EXPECT_NE(result.diagnostics.find("error:"), std::string::npos)
        << where << ": diagnostics name no error\n"
        << result.diagnostics;
    return;
  }
  ASSERT_EQ(errorAt, nullptr)
      << where << ": " << describe(*errorAt) << " without an ERROR";

  ASSERT_TRUE(result.success)
      << where << ": compile failed\n--- diagnostics ---\n"
      << truncated(result.diagnostics);
  ASSERT_FALSE(result.spirv.empty()) << where << ": success but no SPIR-V";
  const std::string disassembly = vkcl::spirv::disassemble(result.spirv);
  const std::string invalid = vkcl::spirv::validate(result.spirv);
  ASSERT_TRUE(invalid.empty()) << where << ": spirv-val rejects the module\n"
                               << invalid << "--- disassembly ---\n"
                               << truncated(disassembly);
  for (const Directive &d : directives) {
    if (d.kind != Kind::Warning || !appliesTo(d, tc.target))
      continue;
    size_t at = result.diagnostics.find(d.text);
    EXPECT_TRUE(at != std::string::npos &&
                lineAt(result.diagnostics, at).find("warning:") !=
                    std::string::npos)
        << where << ": " << describe(d) << "\n--- diagnostics ---\n"
        << truncated(result.diagnostics);
  }
  const std::string failures = runChecks(directives, tc.target, disassembly);
  EXPECT_TRUE(failures.empty()) << where << ": check failed\n"
                                << failures << "--- disassembly ---\n"
                                << truncated(disassembly);
}

INSTANTIATE_TEST_SUITE_P(Kernels, CompilerTest,
                         testing::ValuesIn(collectCases()), caseName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(CompilerTest);

TEST(CompilerTestFiles, Found) {
  EXPECT_FALSE(collectCases().empty())
      << "no .cl files under " << VKCL_COMPILER_TEST_DIR << " or "
      << VKCL_COMPILER_GENERATED_DIR;
}

// The directive parser and matcher, on a fixed module text.
TEST(CompilerTestDirectives, Matcher) {
  const std::string text = "OpCapability Shader\n"
                           "%v4float = OpTypeVector %float 4\n"
                           "%11 = OpLoad %v4float %10 Aligned 16\n"
                           "OpStore %a %11\n"
                           "OpStore %b (x)\n";
  auto check = [&](const std::string &src, const std::string &target) {
    return runChecks(parseDirectives(src), target, text);
  };
  EXPECT_EQ(check("// CHECK: OpCapability\n"
                  "// CHECK-NOT: OpAtomicOr\n"
                  "// CHECK: {{OpLoad %v4float %[0-9a-z_]+ Aligned 16}}\n"
                  "// CHECK-COUNT-2: OpStore\n"
                  "// CHECK-COUNT-0: OpAtomicOr\n"
                  "// CHECK: OpStore %b (x)\n",
                  "desktop"),
            "");
  // Order: a CHECK searches after the previous match only.
  EXPECT_NE(check("// CHECK: OpStore\n// CHECK: OpCapability\n", "desktop"),
            "");
  // CHECK-NOT between two matches, and after the last one.
  EXPECT_NE(check("// CHECK: Shader\n// CHECK-NOT: OpTypeVector\n"
                  "// CHECK: OpLoad\n",
                  "desktop"),
            "");
  EXPECT_EQ(check("// CHECK: OpLoad\n// CHECK-NOT: OpTypeVector\n", "desktop"),
            "");
  EXPECT_NE(check("// CHECK: OpLoad\n// CHECK-NOT: OpStore %b\n", "desktop"),
            "");
  EXPECT_EQ(check("// CHECK-NOT: OpAtomicOr\n", "desktop"), "");
  EXPECT_NE(check("// CHECK-COUNT-1: OpStore\n", "desktop"), "");
  EXPECT_EQ(check("// CHECK-COUNT-2: {{OpStore %[ab]}}\n", "desktop"), "");
  // Regex fragments stay within a line; literal parts are escaped.
  EXPECT_NE(check("// CHECK: {{Shader.*OpTypeVector}}\n", "desktop"), "");
  EXPECT_EQ(check("// CHECK: {{%[0-9]+}} = OpLoad %v4float\n", "desktop"), "");
  EXPECT_NE(check("// CHECK: {{%[0-9]+}} = OpLoad.%v4float\n", "desktop"), "");
  // CHECK-DAG: any order after the previous CHECK; the next CHECK after
  // the furthest of them.
  EXPECT_EQ(check("// CHECK: OpCapability\n// CHECK-DAG: OpStore %a\n"
                  "// CHECK-DAG: OpLoad\n// CHECK: OpStore %b\n",
                  "desktop"),
            "");
  EXPECT_NE(check("// CHECK: OpLoad\n// CHECK-DAG: OpTypeVector\n", "desktop"),
            "");
  EXPECT_NE(check("// CHECK-DAG: OpStore %b\n// CHECK-DAG: OpLoad\n"
                  "// CHECK: OpStore %a\n",
                  "desktop"),
            "");
  EXPECT_NE(
      check("// CHECK-NOT: OpTypeVector\n// CHECK-DAG: OpLoad\n", "desktop"),
      "");
  // A misspelt or unknown directive fails instead of checking nothing.
  EXPECT_NE(check("// CHECK-NEXT: OpCapability\n", "desktop"), "");
  EXPECT_NE(check("// CHECK-DAG-vulkan: OpCapability\n", "desktop"), "");
  // Target suffixes.
  const std::string suffixed = "// CHECK-swiftshader: OpAtomicOr\n"
                               "// CHECK-NOT-desktop: OpCapability\n";
  EXPECT_EQ(check(suffixed, "lavapipe"), "");
  EXPECT_NE(check(suffixed, "swiftshader"), "");
  EXPECT_NE(check(suffixed, "desktop"), "");

  std::vector<Directive> ds =
      parseDirectives("kernel void k() {}\n"
                      "// TARGETS: desktop lavapipe\n"
                      "  // OPTIONS-swiftshader: -O0 -DN=4 -cl-std=CL2.0\n"
                      "// ERROR-AT: 3:14\n"
                      "// CHECK-COUNT-12-lavapipe: x\n");
  ASSERT_EQ(ds.size(), 4u);
  EXPECT_EQ(ds[0].kind, Kind::Targets);
  EXPECT_EQ(splitWords(ds[0].text),
            (std::vector<std::string>{"desktop", "lavapipe"}));
  EXPECT_EQ(ds[1].kind, Kind::Options);
  EXPECT_EQ(ds[1].target, "swiftshader");
  EXPECT_EQ(ds[1].line, 3);
  EXPECT_EQ(ds[2].kind, Kind::ErrorAt);
  EXPECT_EQ(ds[2].text, "3:14");
  EXPECT_EQ(ds[3].kind, Kind::CheckCount);
  EXPECT_EQ(ds[3].count, 12);
  EXPECT_EQ(ds[3].target, "lavapipe");
  vkcl::CompileOptions options;
  EXPECT_EQ(applyOptions(ds[1].text, options), "");
  EXPECT_FALSE(options.optimize);
  EXPECT_EQ(options.defines, std::vector<std::string>{"N=4"});
  EXPECT_EQ(options.clStd, vkcl::ClStd::CL2_0);
  EXPECT_NE(applyOptions("-frobnicate", options), "");
  EXPECT_NE(applyOptions("-cl-std=CL2.1", options), "");
  EXPECT_EQ(applyOptions("-Werror -w -cl-std=CL1.1", options), "");
  EXPECT_EQ(options.clStd, vkcl::ClStd::CL1_1);
}

} // namespace
