// OpenCL build options (clBuildProgram, clCompileProgram, clLinkProgram) as
// vkcl CompileOptions.
//
// One parser serves the OpenCL platform and the `vkcl` tool, so a kernel
// that builds with `vkcl compile -cl-std=CL2.0 -DN=4` builds with the same
// string passed to clBuildProgram, and an option either works everywhere or
// is refused everywhere with the same message. The options are those of the
// OpenCL 3.0 API specification (section 5.8.6), each with the effect the
// specification gives it; anything else is an error, never silently
// ignored, because a misspelled option would otherwise change the results
// without a word.
#pragma once

#include "vkcl/Compiler.h"
#include "vkcl/runtime/Result.h"

#include <string>
#include <vector>

namespace vkcl {

/// What an options string asks of the OpenCL runtime rather than of the
/// compiler.
struct BuildFlags {
  bool kernelArgInfo = false;        ///< -cl-kernel-arg-info
  bool uniformWorkGroupSize = false; ///< -cl-uniform-work-group-size
  bool noSubgroupIfp = false;        ///< -cl-no-subgroup-ifp
  bool debugInfo = false; ///< -g (accepted; vkcl emits no debug information)
  bool createLibrary = false;     ///< -create-library (link)
  bool enableLinkOptions = false; ///< -enable-link-options (link)
};

/// Which call the options are for: clLinkProgram takes only the link
/// options; clBuildProgram and clCompileProgram take the compiler options.
enum class OptionStage { Build, Link };

/// Splits an options string into words: white space separates them,
/// "..." and '...' quote (so `-I "my dir"` is one directory) and a
/// backslash outside single quotes takes the next character literally.
/// InvalidArgument on an unterminated quote.
Result<std::vector<std::string>> splitOptions(const std::string &text);

/// Applies the option at args[index] (and the next word where that is its
/// value, as in `-D NAME`), advancing index past what it used. NotFound
/// when args[index] is no OpenCL option (the `vkcl` tool then tries its
/// own); InvalidArgument, with a one-line message naming the option, when
/// it is one but its value is wrong, it is not supported, or it does not
/// belong to `stage`.
Status applyBuildOption(const std::vector<std::string> &args, size_t &index,
                        CompileOptions &options, BuildFlags &flags,
                        OptionStage stage = OptionStage::Build);

/// Applies a whole options string. Fields it does not mention keep their
/// values, so callers set their defaults first (the OpenCL platform: OpenCL
/// C 1.2 and the device's profile). InvalidArgument with a message for the
/// build log on the first bad option.
Status parseBuildOptions(const std::string &text, CompileOptions &options,
                         BuildFlags &flags,
                         OptionStage stage = OptionStage::Build);

} // namespace vkcl
