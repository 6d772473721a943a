// `vkcl run` argument specs and options: parsing, encoding, formatting and
// checking against a kernel's reflection. Pure functions, unit tested.
#include "ArgSpec.h"

#include "vkcl/PipeLayout.h"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace vkcl::tool {
namespace {

struct ScalarName {
  const char *name;
  ScalarType type;
  uint32_t bytes;
};

constexpr ScalarName ScalarNames[] = {
    {"char", ScalarType::Char, 1},     {"uchar", ScalarType::UChar, 1},
    {"short", ScalarType::Short, 2},   {"ushort", ScalarType::UShort, 2},
    {"int", ScalarType::Int, 4},       {"uint", ScalarType::UInt, 4},
    {"long", ScalarType::Long, 8},     {"ulong", ScalarType::ULong, 8},
    {"half", ScalarType::Half, 2},     {"float", ScalarType::Float, 4},
    {"double", ScalarType::Double, 8},
};

/// C spellings clang writes for kernel argument types, and their OpenCL
/// names.
constexpr std::pair<const char *, const char *> CSpellings[] = {
    {"signed char", "char"},
    {"unsigned char", "uchar"},
    {"short int", "short"},
    {"unsigned short", "ushort"},
    {"unsigned short int", "ushort"},
    {"unsigned int", "uint"},
    {"unsigned", "uint"},
    {"signed int", "int"},
    {"long int", "long"},
    {"unsigned long", "ulong"},
    {"unsigned long int", "ulong"},
};

bool isSigned(ScalarType t) {
  return t == ScalarType::Char || t == ScalarType::Short ||
         t == ScalarType::Int || t == ScalarType::Long;
}

bool isFloating(ScalarType t) {
  return t == ScalarType::Float || t == ScalarType::Double;
}

std::string trim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t");
  if (b == std::string::npos)
    return "";
  size_t e = s.find_last_not_of(" \t");
  return s.substr(b, e - b + 1);
}

std::vector<std::string> split(const std::string &s, char separator) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    size_t at = s.find(separator, start);
    parts.push_back(s.substr(start, at - start));
    if (at == std::string::npos)
      return parts;
    start = at + 1;
  }
}

bool startsWith(const std::string &s, const char *prefix) {
  return s.compare(0, std::strlen(prefix), prefix) == 0;
}

/// Decimal or 0x-hex magnitude with optional sign; the whole text.
bool parseMagnitude(const std::string &text, bool &negative,
                    uint64_t &magnitude) {
  std::string s = text;
  negative = !s.empty() && s[0] == '-';
  if (!s.empty() && (s[0] == '-' || s[0] == '+'))
    s.erase(0, 1);
  int base = 10;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s.erase(0, 2);
  }
  if (s.empty() || !std::isxdigit(static_cast<unsigned char>(s[0])))
    return false;
  auto [end, ec] =
      std::from_chars(s.data(), s.data() + s.size(), magnitude, base);
  return ec == std::errc() && end == s.data() + s.size();
}

/// One scalar number of `type`, stored little-endian at `out`.
bool encodeScalar(const std::string &text, ScalarType type, uint32_t bytes,
                  uint8_t *out, std::string &error) {
  if (isFloating(type)) {
    char *end = nullptr;
    errno = 0;
    double d = 0;
    float f = 0;
    if (type == ScalarType::Float)
      f = std::strtof(text.c_str(), &end);
    else
      d = std::strtod(text.c_str(), &end);
    bool infinite = type == ScalarType::Float ? std::isinf(f) : std::isinf(d);
    if (text.empty() || *end != '\0' || std::isspace(text[0])) {
      error = "'" + text + "' is not a number";
      return false;
    }
    if (errno == ERANGE && infinite) {
      error = "'" + text + "' is out of range";
      return false;
    }
    if (type == ScalarType::Float)
      std::memcpy(out, &f, 4);
    else
      std::memcpy(out, &d, 8);
    return true;
  }
  bool negative = false;
  uint64_t magnitude = 0;
  if (!parseMagnitude(text, negative, magnitude)) {
    error = "'" + text + "' is not an integer";
    return false;
  }
  uint32_t bits = bytes * 8;
  uint64_t unsignedMax = bits == 64 ? ~0ull : (1ull << bits) - 1;
  uint64_t signedMax = unsignedMax >> 1;
  bool hex = text.find_first_of("xX") != std::string::npos;
  bool ok;
  if (isSigned(type))
    // Hex spells a bit pattern (int=0xffffffff is -1), decimal a value.
    ok = negative ? magnitude <= signedMax + 1
                  : magnitude <= (hex ? unsignedMax : signedMax);
  else
    ok = (!negative || magnitude == 0) && magnitude <= unsignedMax;
  if (!ok) {
    error = "'" + text + "' is out of range";
    return false;
  }
  uint64_t value = negative ? 0 - magnitude : magnitude;
  for (uint32_t i = 0; i < bytes; ++i)
    out[i] = static_cast<uint8_t>(value >> (8 * i));
  return true;
}

/// IEEE binary16 nearest to `f` (ties to even).
uint16_t floatToHalf(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint16_t sign = static_cast<uint16_t>((x >> 16) & 0x8000);
  uint32_t exponent = (x >> 23) & 0xff, mantissa = x & 0x7fffff;
  if (exponent == 0xff)
    return sign | 0x7c00 | (mantissa ? 0x200 : 0);
  int e = static_cast<int>(exponent) - 127 + 15;
  if (e >= 31)
    return sign | 0x7c00;
  uint32_t m = mantissa | 0x800000;
  int shift = e <= 0 ? 14 - e : 13;
  if (shift > 24)
    return sign;
  uint32_t half = m >> shift;
  uint32_t rest = m & ((1u << shift) - 1), midpoint = 1u << (shift - 1);
  if (rest > midpoint || (rest == midpoint && (half & 1)))
    ++half;
  if (e <= 0)
    return sign | static_cast<uint16_t>(half);
  // A rounding carry out of the mantissa bumps the exponent, as it should.
  return sign | static_cast<uint16_t>((static_cast<uint32_t>(e) << 10) +
                                      (half - 0x400));
}

/// splitmix64: tiny, fast and the same on every platform, so a seed gives
/// the same data everywhere (std:: distributions do not promise that).
uint64_t nextRandom(uint64_t &state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void randomScalar(ScalarType type, uint32_t bytes, uint64_t &state,
                  uint8_t *out) {
  uint64_t r = nextRandom(state);
  if (type == ScalarType::Float) {
    // 24 random bits: every value is exact, uniform over [-1, 1).
    float f = static_cast<float>(r >> 40) * 0x1p-23f - 1.0f;
    std::memcpy(out, &f, 4);
  } else if (type == ScalarType::Double) {
    double d = static_cast<double>(r >> 11) * 0x1p-52 - 1.0;
    std::memcpy(out, &d, 8);
  } else if (type == ScalarType::Half) {
    uint16_t h = floatToHalf(static_cast<float>(r >> 53) * 0x1p-10f - 1.0f);
    std::memcpy(out, &h, 2);
  } else {
    for (uint32_t i = 0; i < bytes; ++i)
      out[i] = static_cast<uint8_t>(r >> (8 * i));
  }
}

template <typename T> void appendNumber(const uint8_t *p, std::string &out) {
  T value;
  std::memcpy(&value, p, sizeof value);
  char buffer[64];
  // For floats: the shortest text that reads back to the same bits.
  out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, value).ptr);
}

void formatScalar(ScalarType type, const uint8_t *p, std::string &out) {
  switch (type) {
  case ScalarType::Char:
    return appendNumber<int8_t>(p, out);
  case ScalarType::UChar:
    return appendNumber<uint8_t>(p, out);
  case ScalarType::Short:
    return appendNumber<int16_t>(p, out);
  case ScalarType::UShort:
    return appendNumber<uint16_t>(p, out);
  case ScalarType::Int:
    return appendNumber<int32_t>(p, out);
  case ScalarType::UInt:
    return appendNumber<uint32_t>(p, out);
  case ScalarType::Long:
    return appendNumber<int64_t>(p, out);
  case ScalarType::ULong:
    return appendNumber<uint64_t>(p, out);
  case ScalarType::Float:
    return appendNumber<float>(p, out);
  case ScalarType::Double:
    return appendNumber<double>(p, out);
  case ScalarType::Half: {
    uint16_t bits;
    std::memcpy(&bits, p, 2);
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "0x%04x", bits);
    out += buffer;
    return;
  }
  }
}

bool parseCount(const std::string &text, uint64_t &count) {
  auto [end, ec] =
      std::from_chars(text.data(), text.data() + text.size(), count);
  return !text.empty() && ec == std::errc() && end == text.data() + text.size();
}

/// "TYPE[COUNT]" of a buffer or local spec.
bool parseTypeAndCount(const std::string &text, const char *what, ArgSpec &spec,
                       std::string &rest, std::string &error) {
  size_t open = text.find('[');
  size_t close = text.find(']');
  if (open == std::string::npos || close == std::string::npos || close < open) {
    error = std::string(what) + " needs TYPE[COUNT], e.g. " + what +
            ":float[1024], in '" + text + "'";
    return false;
  }
  std::string typeName = text.substr(0, open);
  if (!parseElementType(typeName, spec.type)) {
    error = "unknown type '" + typeName +
            "' (expected an OpenCL scalar or vector type: char, uchar, "
            "short, ushort, int, uint, long, ulong, half, float, double, "
            "optionally with 2, 3, 4, 8 or 16)";
    return false;
  }
  std::string count = text.substr(open + 1, close - open - 1);
  if (!parseCount(count, spec.count) || spec.count == 0) {
    error = "element count '" + count + "' is not a positive integer";
    return false;
  }
  if (spec.count > (1ull << 40) / spec.type.bytes()) {
    error = "element count " + count + " is too large";
    return false;
  }
  rest = text.substr(close + 1);
  return true;
}

/// "TYPE[CAPACITY]" or "@NAME" of a pipe spec (after "pipe:").
bool parsePipe(const std::string &text, ArgSpec &spec, std::string &error) {
  spec.kind = ArgSpecKind::Pipe;
  if (!text.empty() && text[0] == '@') {
    spec.pipeRef = text.substr(1);
    if (spec.pipeRef.empty()) {
      error = "no pipe name after '@' (pipe:@NAME names the argument an "
              "earlier pipe was created for)";
      return false;
    }
    return true;
  }
  size_t open = text.find('[');
  size_t close = text.find(']');
  if (open == std::string::npos || close == std::string::npos || close < open) {
    error = "a pipe needs TYPE[CAPACITY], e.g. pipe:int[64], or @NAME for "
            "an earlier pipe, in 'pipe:" +
            text + "'";
    return false;
  }
  std::string typeName = text.substr(0, open);
  if (!parseElementType(typeName, spec.type)) {
    error = "unknown packet type '" + typeName +
            "' (expected an OpenCL scalar or vector type: char, uchar, "
            "short, ushort, int, uint, long, ulong, half, float, double, "
            "optionally with 2, 3, 4, 8 or 16)";
    return false;
  }
  std::string capacity = text.substr(open + 1, close - open - 1);
  if (close + 1 < text.size() && text[close + 1] == '[') {
    // TYPE[N][CAPACITY]: N elements per packet.
    uint64_t elements = 0;
    if (!parseCount(capacity, elements) || elements == 0 ||
        elements > (1u << 20) / spec.type.bytes()) {
      error = "packet element count '" + capacity +
              "' is not a positive integer of at most 1 MiB of packet";
      return false;
    }
    spec.packetElements = static_cast<uint32_t>(elements);
    open = close + 1;
    close = text.find(']', open);
    if (close == std::string::npos) {
      error = "missing ']' after the capacity in 'pipe:" + text + "'";
      return false;
    }
    capacity = text.substr(open + 1, close - open - 1);
  }
  if (!parseCount(capacity, spec.count) || spec.count == 0) {
    error = "pipe capacity '" + capacity + "' is not a positive integer";
    return false;
  }
  if (spec.count > PipeLayout::MaxCapacity) {
    error = "pipe capacity " + capacity + " exceeds the maximum, " +
            std::to_string(PipeLayout::MaxCapacity) + " packets";
    return false;
  }
  if (close + 1 != text.size()) {
    error = "unexpected '" + text.substr(close + 1) +
            "' after ']' in 'pipe:" + text +
            "' (a pipe starts empty; its packets left are printed "
            "after the run)";
    return false;
  }
  return true;
}

bool isOptionItem(const std::string &item) {
  return item == "print" || startsWith(item, "out=");
}

} // namespace

std::string ArgSpec::packetName() const {
  return type.name() + (packetElements == 1
                            ? ""
                            : "[" + std::to_string(packetElements) + "]");
}

uint32_t ElementType::scalarBytes() const {
  for (const ScalarName &s : ScalarNames)
    if (s.type == scalar)
      return s.bytes;
  return 0;
}

std::string ElementType::name() const {
  for (const ScalarName &s : ScalarNames)
    if (s.type == scalar)
      return width == 1 ? s.name : s.name + std::to_string(width);
  return "?";
}

bool parseElementType(const std::string &text, ElementType &type) {
  std::string name = trim(text);
  for (const auto &[c, cl] : CSpellings)
    if (name == c)
      name = cl;
  for (const ScalarName &s : ScalarNames) {
    size_t length = std::strlen(s.name);
    if (name.compare(0, length, s.name) != 0)
      continue;
    std::string suffix = name.substr(length);
    uint32_t width = 1;
    if (suffix == "2" || suffix == "3" || suffix == "4" || suffix == "8" ||
        suffix == "16")
      width = static_cast<uint32_t>(std::stoul(suffix));
    else if (!suffix.empty())
      continue; // "uchar" is not "u" + "char"; keep looking
    type.scalar = s.type;
    type.width = width;
    return true;
  }
  return false;
}

bool encodeValues(const std::string &text, const ElementType &type,
                  uint64_t count, std::vector<uint8_t> &bytes,
                  std::string &error) {
  std::vector<std::string> items = split(text, ',');
  uint64_t needed = count * type.width;
  std::string what = type.name() + (count == 1 && text.find(',') == text.npos
                                        ? ""
                                        : "[" + std::to_string(count) + "]");
  if (items.size() != needed) {
    error = std::to_string(items.size()) + " value" +
            (items.size() == 1 ? "" : "s") + " given, " + what + " needs " +
            std::to_string(needed);
    return false;
  }
  bytes.assign(count * type.bytes(), 0);
  uint32_t scalarBytes = type.scalarBytes();
  for (uint64_t i = 0; i < needed; ++i) {
    uint64_t element = i / type.width, lane = i % type.width;
    uint8_t *out = bytes.data() + element * type.bytes() + lane * scalarBytes;
    if (!encodeScalar(trim(items[i]), type.scalar, scalarBytes, out, error)) {
      error += " for " + type.name();
      return false;
    }
  }
  return true;
}

/// Splits "INIT,out=PATH,print" at the first option item; an out= path
/// keeps commas that are not followed by another option.
bool parseBufferTail(const std::string &tail, std::string &init, ArgSpec &spec,
                     std::string &error) {
  std::vector<std::string> items = split(tail, ',');
  size_t first = 0;
  while (first < items.size() && !isOptionItem(items[first]))
    ++first;
  for (size_t i = 0; i < first; ++i)
    init += (i ? "," : "") + items[i];
  for (size_t i = first; i < items.size(); ++i) {
    if (items[i] == "print") {
      spec.print = true;
    } else if (startsWith(items[i], "out=")) {
      spec.outPath = items[i].substr(4);
      while (i + 1 < items.size() && !isOptionItem(items[i + 1]))
        spec.outPath += "," + items[++i];
      if (spec.outPath.empty()) {
        error = "empty file name in 'out='";
        return false;
      }
    } else {
      error = "unexpected '" + items[i] + "' (expected out=PATH or print)";
      return false;
    }
  }
  return true;
}

bool parseInit(const std::string &init, ArgSpec &spec, bool valuesAllowed,
               std::string &error) {
  if (init.empty()) {
    spec.init = BufferInit::Zero;
  } else if (init == "random" || startsWith(init, "random:")) {
    spec.init = BufferInit::Random;
    if (init != "random") {
      spec.seedGiven = true;
      if (!parseCount(init.substr(7), spec.seed)) {
        error = "seed '" + init.substr(7) + "' is not an unsigned integer";
        return false;
      }
    }
  } else if (startsWith(init, "file:")) {
    spec.init = BufferInit::File;
    spec.filePath = init.substr(5);
    if (spec.filePath.empty()) {
      error = "empty file name in 'file:'";
      return false;
    }
  } else if (valuesAllowed) {
    spec.init = BufferInit::Values;
    if (!encodeValues(init, spec.type, spec.count, spec.values, error))
      return false;
  } else {
    error = "unexpected '" + init + "' (expected random[:SEED] or file:PATH)";
    return false;
  }
  return true;
}

bool parseArgSpec(const std::string &text, ArgSpec &spec, std::string &error) {
  spec = ArgSpec{};
  std::string rest;
  if (startsWith(text, "buffer:")) {
    spec.kind = ArgSpecKind::Buffer;
    if (!parseTypeAndCount(text.substr(7), "buffer", spec, rest, error))
      return false;
    std::string init;
    if (!rest.empty() && rest[0] == '=') {
      if (!parseBufferTail(rest.substr(1), init, spec, error))
        return false;
      if (init.empty()) {
        error = "no initial value after '=' in '" + text + "'";
        return false;
      }
    } else if (!rest.empty() && rest[0] == ',') {
      if (!parseBufferTail(rest.substr(1), init, spec, error))
        return false;
      if (!init.empty()) {
        error = "unexpected '" + init + "' (expected out=PATH or print)";
        return false;
      }
    } else if (!rest.empty()) {
      error = "unexpected '" + rest + "' after ']' in '" + text + "'";
      return false;
    }
    return parseInit(init, spec, true, error);
  }
  if (startsWith(text, "image"))
    return parseImageSpec(text, spec, error);
  if (startsWith(text, "sampler:"))
    return parseSamplerSpec(text.substr(8), spec, error);
  if (startsWith(text, "pipe:"))
    return parsePipe(text.substr(5), spec, error);
  if (startsWith(text, "local:")) {
    spec.kind = ArgSpecKind::Local;
    if (!parseTypeAndCount(text.substr(6), "local", spec, rest, error))
      return false;
    if (!rest.empty()) {
      error = "unexpected '" + rest + "' after a local size ('" + text +
              "'); local memory has no contents to set or print";
      return false;
    }
    return true;
  }
  size_t equals = text.find('=');
  if (equals == std::string::npos) {
    error = "'" + text +
            "' is not an argument spec (expected buffer:TYPE[COUNT]…, "
            "local:TYPE[COUNT], pipe:TYPE[CAPACITY], pipe:@NAME or "
            "TYPE=VALUE)";
    return false;
  }
  spec.kind = ArgSpecKind::Value;
  std::string typeName = text.substr(0, equals);
  if (typeName.find('[') != std::string::npos) {
    // TYPE[COUNT]=…: a struct or array by value, checked by size only.
    if (!parseTypeAndCount(typeName, "value", spec, rest, error))
      return false;
    if (!rest.empty()) {
      error = "unexpected '" + rest + "' after ']' in '" + text + "'";
      return false;
    }
  } else if (!parseElementType(typeName, spec.type)) {
    error = "unknown type '" + typeName + "' in '" + text +
            "' (expected buffer:, local:, pipe: or an OpenCL scalar or "
            "vector type)";
    return false;
  }
  std::string value = text.substr(equals + 1);
  if (value.find(",print") != std::string::npos ||
      value.find(",out=") != std::string::npos) {
    error = "print and out= apply to buffers, not to by-value '" + text + "'";
    return false;
  }
  return encodeValues(value, spec.type, spec.count, spec.values, error);
}

bool makeBufferContents(const ArgSpec &spec, uint64_t defaultSeed,
                        const std::string &fileData,
                        std::vector<uint8_t> &bytes, std::string &error) {
  switch (spec.init) {
  case BufferInit::Zero:
    bytes.assign(spec.bytes(), 0);
    return true;
  case BufferInit::Values:
    bytes = spec.values;
    return true;
  case BufferInit::File:
    if (fileData.size() != spec.bytes()) {
      error = "'" + spec.filePath + "' has " + std::to_string(fileData.size()) +
              " bytes, " + spec.type.name() + "[" + std::to_string(spec.count) +
              "] needs " + std::to_string(spec.bytes());
      return false;
    }
    bytes.assign(fileData.begin(), fileData.end());
    return true;
  case BufferInit::Random:
    break;
  }
  bytes.assign(spec.bytes(), 0);
  uint64_t state = spec.seedGiven ? spec.seed : defaultSeed;
  uint32_t scalarBytes = spec.type.scalarBytes();
  for (uint64_t e = 0; e < spec.count; ++e)
    for (uint32_t lane = 0; lane < spec.type.width; ++lane)
      randomScalar(spec.type.scalar, scalarBytes, state,
                   bytes.data() + e * spec.type.bytes() + lane * scalarBytes);
  return true;
}

std::string formatValues(const ElementType &type, const void *data,
                         uint64_t count) {
  const auto *p = static_cast<const uint8_t *>(data);
  std::string out;
  uint32_t scalarBytes = type.scalarBytes();
  for (uint64_t e = 0; e < count; ++e) {
    if (e)
      out += ", ";
    if (type.width > 1)
      out += '(';
    for (uint32_t lane = 0; lane < type.width; ++lane) {
      if (lane)
        out += ',';
      formatScalar(type.scalar, p + e * type.bytes() + lane * scalarBytes, out);
    }
    if (type.width > 1)
      out += ')';
  }
  return out;
}

} // namespace vkcl::tool
