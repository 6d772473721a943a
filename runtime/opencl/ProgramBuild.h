// What building a program means in the vkcl platform, shared by the program
// API (Program.cpp) and the build calls (ProgramBuild.cpp).
//
// vkcl compiles from clang's AST straight to SPIR-V: there is no object code
// between an OpenCL C source and a module. So a "compiled object"
// (clCompileProgram) is a record of what it was compiled from — the source,
// its options and the headers it was given — kept once the compile has
// shown that it compiles, and linking compiles that record again for the
// device. The record is the object's binary (CL_PROGRAM_BINARIES), so a
// compiled object or library survives clCreateProgramWithBinary; an
// executable's binary is the vkcl SPIR-V module with its reflection.
//
// Linking compiles every unit's record again, each with its own options and
// headers, and joins them into one module as a C linker would
// (vkcl::compileProgram, src/compiler/Linker.h): a function or `extern`
// variable a unit declares runs another unit's definition, static names
// stay in their unit, and a duplicate or undefined name is an error in the
// link log. A library is its units' records, kept for the link that uses
// it.
#pragma once

#include "Objects.h"

#include "vkcl/runtime/BuildOptions.h"

namespace vkcl::ocl {

/// A header given to clCompileProgram: the name #include uses and its text.
struct Header {
  std::string name;
  std::string text;
};

/// One compilation unit as clCompileProgram received it.
struct CompileUnit {
  std::string source;
  std::string options;
  std::vector<Header> headers;
  /// Whether link options apply to it: true for a compiled object; a
  /// library passes them on only when made with -enable-link-options.
  bool takesLinkOptions = true;
};

/// The binary of a compiled object or library (`type`) holding `units`.
std::vector<uint32_t> encodeUnits(cl_program_binary_type type,
                                  const std::vector<CompileUnit> &units);

/// Reads such a binary; false when `words` is not one (an executable's
/// module, or anything malformed).
bool decodeUnits(const std::vector<uint32_t> &words,
                 cl_program_binary_type &type, std::vector<CompileUnit> &units);

} // namespace vkcl::ocl
