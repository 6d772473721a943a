// printf: the contract between the code the compiler emits for an OpenCL C
// `printf` call and the runtime that turns the device's records into text.
//
// The kernel does no formatting. Each call site gets an id; the format
// string, the kind of each argument and the text of string-literal
// arguments travel in the module's reflection (PrintfInfo). At run time a
// call reserves one record in the dispatch's printf buffer with a single
// fetch-and-add and writes its id and argument values as 32-bit words; the
// host formats the records with its own snprintf, so the output is the
// host's printf's for the same values (OpenCL C 3.0, 6.15.14).
//
// Buffer (32-bit words; its address is DispatchLayout::PrintfBufferAddress):
//   [UsedWord]      words reserved so far (may pass the capacity)
//   [CapacityWord]  data words available, written by the runtime
//   [DroppedWord]   messages that did not fit
//   data from HeaderWords on: records, each `id, argument words...`
// A record that does not fit is dropped whole: its writer counts it and,
// when the record starts inside the data area (only one can: reservations
// are disjoint and ascending), writes EndMarker where it would have begun,
// so the host stops there; writers whose record starts at or past the end
// give their words back, so the counter cannot wrap however many calls
// fail. printf returns 0 for a written record and -1 for a dropped one.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace vkcl {

struct PrintfLayout {
  static constexpr uint32_t UsedWord = 0;
  static constexpr uint32_t CapacityWord = 1;
  static constexpr uint32_t DroppedWord = 2;
  static constexpr uint32_t HeaderWords = 4;
  static constexpr uint32_t EndMarker = 0xffffffffu;
  /// The default buffer: CL_DEVICE_PRINTF_BUFFER_SIZE (at least 1 MiB for
  /// the full profile).
  static constexpr uint32_t DefaultBufferBytes = 1u << 20;
};

/// How one printf argument is stored in a record.
enum class PrintfArgKind : uint32_t {
  Int = 0,     ///< signed integer (char and short promoted), 4 or 8 bytes
  Uint = 1,    ///< unsigned integer, 4 or 8 bytes
  Float = 2,   ///< float (half widened to float) or double, 4 or 8 bytes
  Pointer = 3, ///< the pointer's value as size_t, 4 or 8 bytes
  String = 4,  ///< a string literal: no words, its text is `text`
};

struct PrintfArgInfo {
  PrintfArgKind kind = PrintfArgKind::Int;
  uint32_t bytes = 4; ///< Per lane: 4 or 8 (0 for String).
  uint32_t lanes = 1; ///< Vector width; 1 for scalars.
  std::string text;   ///< String only.
  uint32_t words() const { return lanes * bytes / 4; }
};

/// One printf call site.
struct PrintfInfo {
  uint32_t id = 0;
  std::string format;
  std::vector<PrintfArgInfo> args;
  /// Words of one record: the id and every argument's.
  uint32_t recordWords() const;
};

/// One conversion specification of a format:
/// %[flags][width][.precision][vector][length]conversion.
struct PrintfConversion {
  std::string flags;       ///< Any of "-+ #0", as written.
  int width = -1;          ///< -1: none; AsteriskAmount: taken from an arg.
  int precision = -1;      ///< -1: none; AsteriskAmount: taken from an arg.
  uint32_t vectorSize = 0; ///< 0 for scalars; 2, 3, 4, 8 or 16.
  std::string length;      ///< "", "hh", "h", "hl" or "l".
  char conversion = 0;     ///< d i o u x X c s f F e E g G a A p, or '%'.
  static constexpr int AsteriskAmount = -2;
  /// The largest width or precision: a format may not write more, and a
  /// '*' amount above it is taken as this (the one place the output may
  /// differ from the host's printf: a kernel cannot make the host format
  /// gigabytes of padding).
  static constexpr int MaxAmount = 4096;
  /// Arguments it consumes: one per '*', plus the value (none for "%%").
  uint32_t argumentCount() const;
};

/// A format as literal text and conversions, in order.
struct PrintfPiece {
  bool isConversion = false;
  std::string text; ///< Literal text (with "%%" already turned into "%").
  PrintfConversion conversion;
};

/// Splits an OpenCL C printf format (OpenCL C 3.0, 6.15.14.2). Returns
/// false and a message naming the offending specification where the
/// format is not valid OpenCL C: an unknown conversion, a vector size
/// other than 2, 3, 4, 8, 16, a vector without a length modifier, `hl`
/// without a vector, a length modifier or vector with c, s or p, `hh` on
/// float vectors, a width or precision above MaxAmount, or C's ll, j, z, t
/// and L, which OpenCL C reserves.
bool parsePrintfFormat(std::string_view format,
                       std::vector<PrintfPiece> &pieces, std::string &error);

/// Formats one record's argument words (after the id) as the host's
/// snprintf formats the same values: each conversion with its own flags,
/// width and precision; vectors lane by lane, joined with ','; hh and h
/// narrowing as C's printf narrows. `words` must hold info.recordWords() - 1
/// words.
std::string formatPrintfRecord(const PrintfInfo &info,
                               const std::vector<PrintfPiece> &pieces,
                               const uint32_t *words);

/// The text of every complete record of a printf buffer (header included),
/// in buffer order, and how many messages were dropped. Records with an
/// unknown id or running past the data end the walk (a corrupt buffer
/// loses the rest, never reads out of bounds).
struct PrintfOutput {
  std::string text;
  uint64_t dropped = 0;
};
PrintfOutput decodePrintfBuffer(const std::vector<PrintfInfo> &formats,
                                const uint32_t *buffer, size_t bufferWords);

/// The line that reports dropped messages (for stderr), with its newline.
std::string printfDroppedNote(uint64_t dropped, size_t bufferBytes);

} // namespace vkcl
