// Host side of OpenCL C printf (OpenCL C 3.0, 6.15.14): parsing call-site
// formats and turning the device's records into text.
//
// The device stores only argument values. Every conversion is formatted
// here by the host's own snprintf, one conversion (one vector lane) at a
// time, with a format spec rebuilt from the parsed one, so the output is
// exactly what the host's printf prints for the same values: rounding,
// the spelling of inf and nan, %a and %p are the host C library's, not a
// reimplementation that could drift from it.
#include "vkcl/Printf.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <optional>

namespace vkcl {

uint32_t PrintfInfo::recordWords() const {
  uint32_t words = 1;
  for (const PrintfArgInfo &arg : args)
    words += arg.words();
  return words;
}

uint32_t PrintfConversion::argumentCount() const {
  if (conversion == '%')
    return 0;
  return 1 + (width == AsteriskAmount ? 1 : 0) +
         (precision == AsteriskAmount ? 1 : 0);
}

namespace {

constexpr std::string_view FlagChars = "-+ #0";
constexpr std::string_view LengthChars = "hlLjzt";
constexpr std::string_view IntegerConversions = "diouxX";
constexpr std::string_view UnsignedConversions = "ouxX";
constexpr std::string_view FloatConversions = "fFeEgGaA";

bool contains(std::string_view set, char c) {
  return set.find(c) != std::string_view::npos;
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }

bool isOneOf(std::string_view text,
             std::initializer_list<std::string_view> choices) {
  return std::find(choices.begin(), choices.end(), text) != choices.end();
}

// ---- Parsing

/// A specification as written, split into its parts, before validation.
struct RawSpec {
  std::string_view text;   ///< From '%' through the conversion character.
  bool hasVector = false;  ///< A 'v' was written.
  std::string_view vector; ///< The digits after 'v'.
  std::string_view length; ///< Every length-like character, as written.
  char conversion = 0;     ///< 0 where the format ended first.
  bool amountTooLarge = false;
};

/// Reads a width or precision at `pos`: '*', digits, or nothing (-1).
int scanAmount(std::string_view format, size_t &pos, bool &tooLarge) {
  if (pos < format.size() && format[pos] == '*') {
    ++pos;
    return PrintfConversion::AsteriskAmount;
  }
  if (pos >= format.size() || !isDigit(format[pos]))
    return -1;
  long long value = 0;
  for (; pos < format.size() && isDigit(format[pos]); ++pos) {
    value = value * 10 + (format[pos] - '0');
    if (value > PrintfConversion::MaxAmount) {
      tooLarge = true;
      value = PrintfConversion::MaxAmount;
    }
  }
  return static_cast<int>(value);
}

/// Splits the specification starting at format[start] == '%'.
RawSpec scanSpec(std::string_view format, size_t start,
                 PrintfConversion &conv) {
  RawSpec raw;
  size_t pos = start + 1;
  size_t size = format.size();
  for (; pos < size && contains(FlagChars, format[pos]); ++pos)
    conv.flags += format[pos];
  conv.width = scanAmount(format, pos, raw.amountTooLarge);
  if (pos < size && format[pos] == '.') {
    ++pos;
    conv.precision = scanAmount(format, pos, raw.amountTooLarge);
    if (conv.precision == -1)
      conv.precision = 0; // A bare '.' means precision 0, as in C.
  }
  if (pos < size && format[pos] == 'v') {
    raw.hasVector = true;
    size_t digits = ++pos;
    while (pos < size && isDigit(format[pos]))
      ++pos;
    raw.vector = format.substr(digits, pos - digits);
  }
  size_t lengthStart = pos;
  while (pos < size && contains(LengthChars, format[pos]))
    ++pos;
  raw.length = format.substr(lengthStart, pos - lengthStart);
  if (pos < size)
    raw.conversion = format[pos++];
  raw.text = format.substr(start, pos - start);
  return raw;
}

uint32_t vectorSizeOf(std::string_view digits) {
  if (!isOneOf(digits, {"2", "3", "4", "8", "16"}))
    return 0;
  return digits == "16" ? 16 : static_cast<uint32_t>(digits[0] - '0');
}

/// Whether `length` may modify `conversion` (with or without a vector).
bool lengthApplies(std::string_view length, char conversion, bool vector) {
  if (length.empty())
    return !vector;
  if (contains(IntegerConversions, conversion))
    return true; // hl without a vector is refused before this.
  if (contains(FloatConversions, conversion))
    return vector ? length != "hh" : length == "l";
  return false; // c, s and p take no length modifier.
}

/// Why `raw` is not a valid OpenCL C specification; empty where it is.
/// Fills conv's vector size, length and conversion.
std::string checkSpec(const RawSpec &raw, PrintfConversion &conv) {
  char c = raw.conversion;
  if (c == 0)
    return "the format ends before the conversion";
  if (!contains(IntegerConversions, c) && !contains(FloatConversions, c) &&
      !contains("csp%", c))
    return std::string("unknown conversion '") + c + "'";
  if (raw.amountTooLarge)
    return "width or precision above " +
           std::to_string(PrintfConversion::MaxAmount);
  std::string length(raw.length);
  if (isOneOf(length, {"ll", "j", "z", "t", "L"}))
    return "length modifier '" + length + "' is reserved in OpenCL C";
  if (!isOneOf(length, {"", "hh", "h", "hl", "l"}))
    return "invalid length modifier '" + length + "'";
  if (c == '%' && raw.text.size() != 2)
    return "'%%' takes no flags, width, precision or modifiers";
  conv.vectorSize = raw.hasVector ? vectorSizeOf(raw.vector) : 0;
  if (raw.hasVector && conv.vectorSize == 0)
    return "vector size must be 2, 3, 4, 8 or 16";
  if (raw.hasVector && length.empty())
    return "a vector specifier needs a length modifier";
  if (!raw.hasVector && length == "hl")
    return "length modifier 'hl' needs a vector specifier";
  if (length == "l" && (c == 'c' || c == 's'))
    return std::string("length modifier 'l' is not allowed with '") + c + "'";
  if (raw.hasVector && (c == 'c' || c == 's' || c == 'p'))
    return std::string("a vector specifier does not apply to '") + c + "'";
  if (!lengthApplies(length, c, raw.hasVector))
    return "length modifier '" + length + "' does not apply to '" + c + "'" +
           (raw.hasVector ? "" : " without a vector specifier");
  conv.length = length;
  conv.conversion = c;
  return {};
}

void appendLiteral(std::vector<PrintfPiece> &pieces, std::string_view text) {
  if (text.empty())
    return;
  if (pieces.empty() || pieces.back().isConversion)
    pieces.emplace_back();
  pieces.back().text.append(text.data(), text.size());
}

// ---- Argument values

/// One argument of a record with its words.
struct ArgRef {
  const PrintfArgInfo *info = nullptr;
  const uint32_t *words = nullptr;
};

/// Hands out a record's arguments in order.
struct ArgCursor {
  const PrintfInfo &info;
  const uint32_t *words;
  size_t index = 0;
  size_t offset = 0; ///< Words of the arguments handed out so far.

  bool next(ArgRef &arg) {
    if (index >= info.args.size())
      return false;
    arg.info = &info.args[index++];
    arg.words = words + offset;
    offset += arg.info->words();
    return true;
  }
};

/// A lane's stored bits: one word, or two (low word first) for 8 bytes.
uint64_t laneBits(const ArgRef &arg, uint32_t lane) {
  uint64_t words = arg.info->words();
  if (arg.info->bytes == 8) {
    if (2 * uint64_t(lane) + 1 >= words)
      return 0;
    return arg.words[2 * lane] | uint64_t(arg.words[2 * lane + 1]) << 32;
  }
  return lane < words ? arg.words[lane] : 0;
}

double storedFloat(const ArgRef &arg, uint32_t lane) {
  uint64_t bits = laneBits(arg, lane);
  if (arg.info->bytes == 8) {
    double value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
  }
  uint32_t narrow = static_cast<uint32_t>(bits);
  float value;
  std::memcpy(&value, &narrow, sizeof value);
  return value; // Widening a float to double is exact.
}

/// C's conversion to an integer, saturating where C leaves it undefined.
int64_t toInt64(double value) {
  if (std::isnan(value))
    return 0;
  if (value >= 9223372036854775808.0)
    return INT64_MAX;
  if (value < -9223372036854775808.0)
    return INT64_MIN;
  return static_cast<int64_t>(value);
}

/// The lane as an integer: Int sign-extends, Uint and Pointer zero-extend.
int64_t laneInteger(const ArgRef &arg, uint32_t lane) {
  uint64_t bits = laneBits(arg, lane);
  PrintfArgKind kind = arg.info->kind;
  if (kind == PrintfArgKind::Float)
    return toInt64(storedFloat(arg, lane));
  if (kind == PrintfArgKind::String)
    return 0;
  if (kind == PrintfArgKind::Int && arg.info->bytes != 8)
    return static_cast<int32_t>(static_cast<uint32_t>(bits));
  return static_cast<int64_t>(bits);
}

/// The lane as a double: a stored float or double exactly, else converted.
double laneDouble(const ArgRef &arg, uint32_t lane) {
  PrintfArgKind kind = arg.info->kind;
  if (kind == PrintfArgKind::Float)
    return storedFloat(arg, lane);
  if (kind == PrintfArgKind::Int || kind == PrintfArgKind::String)
    return static_cast<double>(laneInteger(arg, lane));
  return static_cast<double>(laneBits(arg, lane));
}

// ---- Formatting

/// Width and precision once the '*' amounts are known.
struct Amounts {
  long long width = -1;
  int precision = -1;
  bool leftAlign = false; ///< A negative '*' width.
};

/// The host's format spec for one value.
std::string hostSpec(const PrintfConversion &conv, const Amounts &amounts,
                     std::string_view length, bool withPrecision) {
  std::string spec = "%" + conv.flags;
  if (amounts.leftAlign)
    spec += '-';
  if (amounts.width >= 0)
    spec += std::to_string(amounts.width);
  if (withPrecision && amounts.precision >= 0)
    spec += "." + std::to_string(amounts.precision);
  spec.append(length.data(), length.size());
  spec += conv.conversion;
  return spec;
}

/// Appends snprintf(spec, value): into a small buffer, or, where the text
/// is longer, a second pass into a buffer of the size the first reported.
template <typename T>
void appendFormatted(std::string &out, const std::string &spec, T value) {
  char small[128];
  int size = std::snprintf(small, sizeof small, spec.c_str(), value);
  if (size < 0)
    return;
  if (static_cast<size_t>(size) < sizeof small) {
    out.append(small, size);
    return;
  }
  size_t at = out.size();
  out.resize(at + size + 1);
  std::snprintf(&out[at], size + 1, spec.c_str(), value);
  out.resize(at + size);
}

void formatInteger(std::string &out, const PrintfConversion &conv,
                   const Amounts &amounts, int64_t value) {
  bool isUnsigned = contains(UnsignedConversions, conv.conversion);
  if (conv.length == "l") {
    std::string spec = hostSpec(conv, amounts, "ll", true);
    if (isUnsigned)
      appendFormatted(out, spec, static_cast<unsigned long long>(value));
    else
      appendFormatted(out, spec, static_cast<long long>(value));
    return;
  }
  // hh and h stay in the spec: the host narrows the int as C's printf does.
  bool narrows = conv.length == "hh" || conv.length == "h";
  std::string spec = hostSpec(conv, amounts, narrows ? conv.length : "", true);
  if (isUnsigned)
    appendFormatted(out, spec, static_cast<unsigned>(value));
  else
    appendFormatted(out, spec, static_cast<int>(value));
}

void formatLane(std::string &out, const PrintfConversion &conv,
                const Amounts &amounts, const ArgRef &arg, uint32_t lane) {
  char c = conv.conversion;
  if (contains(FloatConversions, c)) {
    appendFormatted(out, hostSpec(conv, amounts, "", true),
                    laneDouble(arg, lane));
    return;
  }
  if (c == 'p') {
    auto address = static_cast<uintptr_t>(laneInteger(arg, lane));
    appendFormatted(out, hostSpec(conv, amounts, "", false),
                    reinterpret_cast<void *>(address));
    return;
  }
  formatInteger(out, conv, amounts, laneInteger(arg, lane));
}

/// Fills in the '*' amounts from the arguments; false where they ran out.
bool resolveAmounts(const PrintfConversion &conv, ArgCursor &args,
                    Amounts &amounts) {
  ArgRef arg;
  amounts.width = conv.width;
  if (conv.width == PrintfConversion::AsteriskAmount) {
    if (!args.next(arg))
      return false;
    long long width = static_cast<int>(laneInteger(arg, 0));
    amounts.leftAlign = width < 0;
    amounts.width = static_cast<int>(std::min<long long>(
        width < 0 ? -width : width, PrintfConversion::MaxAmount));
  }
  amounts.precision = conv.precision;
  if (conv.precision == PrintfConversion::AsteriskAmount) {
    if (!args.next(arg))
      return false;
    int precision = static_cast<int>(laneInteger(arg, 0));
    amounts.precision =
        precision < 0 ? -1 : std::min(precision, PrintfConversion::MaxAmount);
  }
  return true;
}

void formatConversion(std::string &out, const PrintfConversion &conv,
                      ArgCursor &args) {
  if (conv.conversion == '%') {
    out += '%';
    return;
  }
  Amounts amounts;
  ArgRef value;
  if (!resolveAmounts(conv, args, amounts) || !args.next(value))
    return;
  if (conv.conversion == 's') {
    bool isString = value.info->kind == PrintfArgKind::String;
    appendFormatted(out, hostSpec(conv, amounts, "", true),
                    isString ? value.info->text.c_str() : "");
    return;
  }
  uint32_t lanes = conv.vectorSize != 0 ? value.info->lanes : 1;
  for (uint32_t lane = 0; lane < lanes; ++lane) {
    if (lane != 0)
      out += ',';
    formatLane(out, conv, amounts, value, lane);
  }
}

constexpr size_t NoFormat = ~size_t(0);

/// The index of the format with `id`: usually `id` itself.
size_t findFormat(const std::vector<PrintfInfo> &formats, uint32_t id) {
  if (id < formats.size() && formats[id].id == id)
    return id;
  for (size_t i = 0; i < formats.size(); ++i)
    if (formats[i].id == id)
      return i;
  return NoFormat;
}

/// Each format parsed at most once per decode.
class ParsedFormats {
public:
  explicit ParsedFormats(const std::vector<PrintfInfo> &all)
      : formats(all), parsed(all.size()) {}
  /// The pieces of formats[index], or null where it does not parse.
  const std::vector<PrintfPiece> *get(size_t index) {
    std::optional<std::vector<PrintfPiece>> &slot = parsed[index];
    if (!slot) {
      std::vector<PrintfPiece> pieces;
      std::string error;
      if (!parsePrintfFormat(formats[index].format, pieces, error))
        return nullptr;
      slot = std::move(pieces);
    }
    return &*slot;
  }

private:
  const std::vector<PrintfInfo> &formats;
  std::vector<std::optional<std::vector<PrintfPiece>>> parsed;
};

} // namespace

bool parsePrintfFormat(std::string_view format,
                       std::vector<PrintfPiece> &pieces, std::string &error) {
  pieces.clear();
  size_t pos = 0;
  while (pos < format.size()) {
    size_t percent = format.find('%', pos);
    if (percent == std::string_view::npos)
      percent = format.size();
    appendLiteral(pieces, format.substr(pos, percent - pos));
    if (percent == format.size())
      break;
    PrintfConversion conv;
    RawSpec raw = scanSpec(format, percent, conv);
    std::string reason = checkSpec(raw, conv);
    if (!reason.empty()) {
      error = "invalid conversion specification '" + std::string(raw.text) +
              "': " + reason;
      return false;
    }
    pos = percent + raw.text.size();
    if (conv.conversion == '%') {
      appendLiteral(pieces, "%");
      continue;
    }
    PrintfPiece piece;
    piece.isConversion = true;
    piece.conversion = std::move(conv);
    pieces.push_back(std::move(piece));
  }
  return true;
}

std::string formatPrintfRecord(const PrintfInfo &info,
                               const std::vector<PrintfPiece> &pieces,
                               const uint32_t *words) {
  std::string out;
  ArgCursor args{info, words};
  for (const PrintfPiece &piece : pieces) {
    if (piece.isConversion)
      formatConversion(out, piece.conversion, args);
    else
      out += piece.text;
  }
  return out;
}

std::string printfDroppedNote(uint64_t dropped, size_t bufferBytes) {
  return "vkcl: printf buffer of " + std::to_string(bufferBytes) +
         " bytes full: " + std::to_string(dropped) + " message" +
         (dropped == 1 ? "" : "s") + " dropped\n";
}

PrintfOutput decodePrintfBuffer(const std::vector<PrintfInfo> &formats,
                                const uint32_t *buffer, size_t bufferWords) {
  PrintfOutput output;
  if (buffer == nullptr || bufferWords < PrintfLayout::HeaderWords)
    return output;
  output.dropped = buffer[PrintfLayout::DroppedWord];
  uint64_t end = PrintfLayout::HeaderWords +
                 std::min<uint64_t>({buffer[PrintfLayout::UsedWord],
                                     buffer[PrintfLayout::CapacityWord],
                                     bufferWords - PrintfLayout::HeaderWords});
  ParsedFormats parsed(formats);
  uint64_t pos = PrintfLayout::HeaderWords;
  while (pos < end) {
    uint32_t id = buffer[pos];
    if (id == PrintfLayout::EndMarker)
      break;
    size_t index = findFormat(formats, id);
    if (index == NoFormat)
      break;
    const PrintfInfo &info = formats[index];
    uint64_t recordWords = info.recordWords();
    const std::vector<PrintfPiece> *pieces = parsed.get(index);
    if (pos + recordWords > end || pieces == nullptr)
      break;
    output.text += formatPrintfRecord(info, *pieces, buffer + pos + 1);
    pos += recordWords;
  }
  return output;
}

} // namespace vkcl
