// Shared by the printf suites (Printf*Test.cpp): a fixture that collects
// every PrintfOutput the queue delivers, the host's own printf as the
// reference (the output must be exactly what it prints for the same
// values), and a text comparison that names the first differing line.
#pragma once

#include "E2eFixture.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>

namespace vkcl::e2e {

/// The host's vsnprintf of `format`, any length (NUL bytes of %c kept).
inline std::string hostf(const char *format, ...) {
  va_list args, copy;
  va_start(args, format);
  va_copy(copy, args);
  int size = std::vsnprintf(nullptr, 0, format, args);
  va_end(args);
  std::string out(size > 0 ? size_t(size) + 1 : 1, '\0');
  if (size > 0)
    std::vsnprintf(&out[0], out.size(), format, copy);
  va_end(copy);
  out.resize(size > 0 ? size_t(size) : 0);
  return out;
}

/// `text` with control characters and bytes above 0x7e as \xNN.
inline std::string escaped(const std::string &text) {
  std::string out;
  for (unsigned char c : text) {
    if (c >= 0x20 && c < 0x7f && c != '\\')
      out += char(c);
    else
      out += hostf("\\x%02x", c);
  }
  return out;
}

/// `text` cut at '\n' (each line without it; a last unterminated piece is a
/// line too).
inline std::vector<std::string> lines(const std::string &text) {
  std::vector<std::string> out;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos)
      end = text.size();
    out.push_back(text.substr(pos, end - pos));
    pos = end + 1;
  }
  return out;
}

/// Equal texts; else the first differing line of each, escaped.
inline ::testing::AssertionResult sameText(const std::string &got,
                                           const std::string &want) {
  if (got == want)
    return ::testing::AssertionSuccess();
  std::vector<std::string> g = lines(got), w = lines(want);
  size_t i = 0;
  while (i < g.size() && i < w.size() && g[i] == w[i])
    ++i;
  auto line = [](const std::vector<std::string> &v, size_t i) {
    return i < v.size() ? "\"" + escaped(v[i]) + "\"" : std::string("(none)");
  };
  return ::testing::AssertionFailure()
         << "texts differ (" << got.size() << " bytes, want " << want.size()
         << "; " << g.size() << " lines, want " << w.size()
         << ") first at line " << i + 1 << ":\n  got  " << line(g, i)
         << "\n  want " << line(w, i);
}

/// The same lines in any order (each as many times).
inline ::testing::AssertionResult sameLines(std::vector<std::string> got,
                                            std::vector<std::string> want) {
  std::sort(got.begin(), got.end());
  std::sort(want.begin(), want.end());
  if (got == want)
    return ::testing::AssertionSuccess();
  std::vector<std::string> extra, missing;
  std::set_difference(got.begin(), got.end(), want.begin(), want.end(),
                      std::back_inserter(extra));
  std::set_difference(want.begin(), want.end(), got.begin(), got.end(),
                      std::back_inserter(missing));
  auto f = ::testing::AssertionFailure()
           << got.size() << " lines, want " << want.size() << "; "
           << extra.size() << " unexpected, " << missing.size() << " missing";
  for (size_t i = 0; i < extra.size() && i < 5; ++i)
    f << "\n  unexpected \"" << escaped(extra[i]) << "\"";
  for (size_t i = 0; i < missing.size() && i < 5; ++i)
    f << "\n  missing    \"" << escaped(missing[i]) << "\"";
  return f;
}

/// Collects the queue's printf output; restores the default handler and
/// buffer size afterwards.
class PrintfFixture : public E2eTest {
protected:
  void SetUp() override {
    E2eTest::SetUp();
    if (sharedQueue())
      queue().setPrintfHandler(
          [this](const PrintfOutput &output) { outputs.push_back(output); });
  }
  void TearDown() override {
    E2eTest::TearDown(); // its finish() may still deliver into `outputs`
    if (!sharedQueue())
      return;
    queue().setPrintfHandler({});
    (void)queue().setPrintfBufferSize(PrintfLayout::DefaultBufferBytes);
  }

  /// The text delivered so far (then forgotten) and the dropped messages.
  std::string takeText(uint64_t *dropped = nullptr) {
    std::string text;
    uint64_t lost = 0;
    for (const PrintfOutput &o : outputs) {
      text += o.text;
      lost += o.dropped;
    }
    outputs.clear();
    if (dropped)
      *dropped = lost;
    else
      EXPECT_EQ(lost, 0u) << "messages dropped";
    return text;
  }

  /// Every printf return value 0 (written).
  void expectAllWritten(const Buffer &ret, size_t count) {
    EXPECT_TRUE(
        allEqual(download<int32_t>(ret, count), std::vector<int32_t>(count, 0)))
        << "printf's return values";
  }

  std::vector<PrintfOutput> outputs;
};

} // namespace vkcl::e2e
