// `vkcl run`'s command line: the kernel argument specs (`--arg …`) and the
// NDRange and device options around them.
//
// Everything here is pure — no Vulkan, no files — so the syntax scripts
// depend on is pinned by unit tests without a device. RunCommand.cpp does
// the I/O and the dispatch.
#pragma once

#include "Commands.h"
#include "vkcl/Reflection.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace vkcl::tool {

enum class ScalarType {
  Char,
  UChar,
  Short,
  UShort,
  Int,
  UInt,
  Long,
  ULong,
  Half, ///< Raw 16-bit patterns: values are given and printed as integers.
  Float,
  Double,
};

/// An OpenCL scalar or vector type: `float`, `uchar16`, `int3`.
struct ElementType {
  ScalarType scalar = ScalarType::Int;
  uint32_t width = 1; ///< 1, 2, 3, 4, 8 or 16.

  uint32_t scalarBytes() const;
  /// Lanes in memory: a 3-vector takes 4, as in OpenCL.
  uint32_t lanes() const { return width == 3 ? 4 : width; }
  uint32_t bytes() const { return scalarBytes() * lanes(); }
  std::string name() const;
  bool operator==(const ElementType &o) const {
    return scalar == o.scalar && width == o.width;
  }
};

/// Parses an OpenCL type name; also accepts C spellings of scalars
/// ("unsigned int", "signed char") as clang writes them in reflection.
bool parseElementType(const std::string &name, ElementType &type);

enum class ArgSpecKind { Buffer, Local, Value, Pipe, Image, Sampler };
enum class BufferInit { Zero, Random, File, Values };

/// One `--arg`.
struct ArgSpec {
  ArgSpecKind kind = ArgSpecKind::Value;
  ElementType type;   ///< Pipes: the packet type.
  uint64_t count = 1; ///< Elements (1 for a plain TYPE=VALUE); pipes: capacity.
  /// `pipe:@NAME`: the pipe of an earlier pipe argument named NAME (then
  /// `type` and `count` are unset).
  std::string pipeRef;
  /// `pipe:TYPE[N][CAPACITY]`: packets of N elements (a struct packet type,
  /// by size).
  uint32_t packetElements = 1;
  BufferInit init = BufferInit::Zero;
  bool seedGiven = false;
  uint64_t seed = 0;
  std::string filePath;
  /// The encoded value list: buffer contents for BufferInit::Values, the
  /// argument bytes for a by-value argument (type.bytes() of them).
  std::vector<uint8_t> values;
  std::string outPath; ///< `,out=PATH`: raw bytes written after the run.
  bool print = false;  ///< `,print`: values printed after the run.

  /// Images (ImageSpec.cpp): the type, the format as OpenCL's enumerants,
  /// and the size (width, then height or layers, then depth or layers);
  /// all 0 when a Netpbm `file:` gives it. `type` is then the element a
  /// channel is printed and randomized as, `count` the channels a pixel
  /// has.
  ImageType imageType = ImageType::None;
  uint32_t channelOrder = 0, channelType = 0;
  std::array<uint64_t, 3> imageSize{0, 0, 0};
  /// Samplers: the CLK_* word.
  uint32_t samplerWord = 0;

  uint64_t bytes() const { return count * type.bytes(); }
  uint64_t packetBytes() const { return packetElements * type.bytes(); }
  /// "int", "float[3]": a pipe's packet type as given.
  std::string packetName() const;
};

/// Parses one argument spec:
///   buffer:TYPE[COUNT][=random[:SEED] | =file:PATH | =V1,V2,…]
///                     [,out=PATH][,print]
///   local:TYPE[COUNT]
///   TYPE=VALUE[,VALUE…]          (a vector takes all its components)
///   TYPE[COUNT]=V1,V2,…          (a struct by value, as COUNT elements)
///   pipe:TYPE[CAPACITY]          (an empty pipe of sizeof(TYPE) packets)
///   pipe:TYPE[N][CAPACITY]       (packets of N elements: structs by size)
///   pipe:@NAME                   (the pipe of an earlier argument NAME)
///   IMAGE:FORMAT[SIZES][=random[:SEED] | =file:PATH][,out=PATH][,print]
///   IMAGE:FORMAT=file:PATH.ppm   (a Netpbm file: .pgm .ppm .pam .pnm)
///   sampler:COORDS,ADDRESSING,FILTER
/// (ImageSpec.cpp says what IMAGE, FORMAT and the sampler's words are.)
bool parseArgSpec(const std::string &text, ArgSpec &spec, std::string &error);

/// The image and sampler specs (ImageSpec.cpp): `text` after "image...:"
/// or "sampler:".
bool parseImageSpec(const std::string &text, ArgSpec &spec, std::string &error);
bool parseSamplerSpec(const std::string &text, ArgSpec &spec,
                      std::string &error);
/// Whether `path` names a Netpbm file (by its extension).
bool isNetpbmPath(const std::string &path);
/// CL_BGRA and CL_sBGRA store blue first (Netpbm files are RGB(A)).
bool blueFirst(uint32_t channelOrder);
/// "image2d:rgba_unorm8[640,480]": an image spec as a user writes it.
std::string imageSpecName(const ArgSpec &spec);
/// The tail of a buffer or image spec: "INIT,out=PATH,print" split into
/// the initializer and the options, which are stored in `spec`.
bool parseBufferTail(const std::string &tail, std::string &init, ArgSpec &spec,
                     std::string &error);
/// `random[:SEED]` or `file:PATH` (and, for buffers, values) into `spec`.
bool parseInit(const std::string &init, ArgSpec &spec, bool valuesAllowed,
               std::string &error);

/// Encodes `text` (comma-separated numbers) as `count` elements of `type`;
/// exactly count × width numbers must be given (3-vectors: 3 each).
bool encodeValues(const std::string &text, const ElementType &type,
                  uint64_t count, std::vector<uint8_t> &bytes,
                  std::string &error);

/// The initial contents of a buffer spec. `defaultSeed` seeds `random`
/// without a seed; `fileData` is the file's bytes for `file:`.
bool makeBufferContents(const ArgSpec &spec, uint64_t defaultSeed,
                        const std::string &fileData,
                        std::vector<uint8_t> &bytes, std::string &error);

/// `count` elements of `type` at `data`, as "1, 2, 3" or "(1,2), (3,4)";
/// floats with enough digits to read back exactly, halves as 0xhhhh.
std::string formatValues(const ElementType &type, const void *data,
                         uint64_t count);

/// Checks a spec against the kernel argument it is given for: buffer vs
/// local vs value vs pipe, a value's type and size, a new pipe's packet
/// size. `error` names the argument.
bool checkArgSpec(const ArgSpec &spec, const ArgInfo &arg, uint32_t index,
                  std::string &error);

/// "a (global float*)", for messages that list what a kernel takes.
std::string describeArg(const ArgInfo &arg);

/// One kernel to run, with its NDRange and arguments.
struct KernelRun {
  std::string kernel; ///< Empty: the program's only kernel.
  uint32_t dims = 0;
  std::array<uint64_t, 3> global{1, 1, 1};
  std::array<uint64_t, 3> local{0, 0, 0};
  std::array<uint64_t, 3> offset{0, 0, 0};
  std::vector<ArgSpec> args;
  std::vector<std::string> argTexts; ///< As given, for messages.
};

/// What `vkcl run …` was asked to do.
struct RunInvocation {
  std::string input; ///< .cl source or .spv module.
  /// In the order they run, on one queue; at least one. Every `--kernel`
  /// after the first starts the next one.
  std::vector<KernelRun> kernels;
  bool targetGiven = false;
  std::string device;
  uint32_t repeat = 1;
  size_t printfBufferBytes = 0; ///< --printf-buffer; 0: the default
  bool time = false;
  bool stats = false; ///< --stats: the driver's pipeline statistics
  bool validate = false;
  CompileOptions options;
};

/// Parses the arguments after `run`. On UsageError, `error` is a one-line
/// message without the "vkcl run: " prefix.
ParseStatus parseRunArgs(const std::vector<std::string> &args,
                         RunInvocation &invocation, std::string &error);

/// A pipe the run creates, from a `pipe:TYPE[CAPACITY]` argument.
struct PipePlan {
  size_t kernel = 0;      ///< Index in RunInvocation::kernels of its creator,
  uint32_t arg = 0;       ///< and the argument it was created for.
  std::string name;       ///< That argument's name.
  std::string packetName; ///< As given: "int", "float[3]".
  uint32_t packetSize = 0;
  uint32_t capacity = 0;
};

/// Which pipe every pipe argument gets: `pipes` in creation order, and
/// `pipeOf[k][i]`, the index in `pipes` of argument i of kernel k (-1 for
/// arguments that are not pipes). `pipe:@NAME` is the pipe of the latest
/// earlier pipe argument (of any kernel) named NAME; its packet size must
/// be the argument's. `kernels[k]` is the reflection of kernel k, whose
/// specs checkArgSpec accepted.
bool planPipes(const RunInvocation &invocation,
               const std::vector<const KernelInfo *> &kernels,
               std::vector<PipePlan> &pipes,
               std::vector<std::vector<int>> &pipeOf, std::string &error);

} // namespace vkcl::tool
