// The subcommands of the `vkcl` tool and the pieces they share.
//
// Every command takes its arguments and its output streams as parameters,
// so the parsing and the exit codes can be tested without a process.
#pragma once

#include "vkcl/Compiler.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace vkcl::tool {

inline constexpr const char *Version = "0.1.0";

/// Exit codes. As clang's driver, every error exits 1: a usage error and a
/// compile error differ in the message ("vkcl: error: unknown option"),
/// not the status, so build systems treat them alike.
enum ExitCode : int {
  ExitSuccess = 0,
  ExitFailure = 1, ///< Any error: options, files, modules, kernels.
};

/// The prefix of every error the tool itself reports (clang's form, as
/// `clang: error:`); errors in a kernel carry `file:line:col: error:`.
inline constexpr const char *ErrorPrefix = "vkcl: error: ";
inline constexpr const char *WarningPrefix = "vkcl: warning: ";
inline constexpr const char *NotePrefix = "vkcl: note: ";

/// What `vkcl compile …` was asked to do.
struct CompileInvocation {
  std::string input; ///< Path, or "-" for stdin: the first unit.
  /// The program's other compilation units (`vkcl compile a.cl b.cl`),
  /// linked with the first into one module.
  std::vector<std::string> moreInputs;
  std::string output;       ///< Path, "-" for stdout; empty: next to the input.
  bool disassembly = false; ///< -S
  bool time = false;        ///< --time
  CompileOptions options;
};

enum class ParseStatus { Run, Help, UsageError };

/// Parses the arguments after `compile`. On UsageError, `error` is a
/// one-line message without the "vkcl: error: " prefix.
ParseStatus parseCompileArgs(const std::vector<std::string> &args,
                             CompileInvocation &invocation, std::string &error);

/// Where output goes when -o is not given: the input with its `.cl`
/// replaced by `.spv` (or `.spvasm` for -S); empty for stdin input, where
/// only -S may go without -o (to stdout).
std::string defaultOutputPath(const std::string &input, bool disassembly);

/// Reads a whole file ("-": stdin) as bytes.
bool readFile(const std::string &path, std::string &data, std::string &error);

/// Writes bytes to a file ("-": `out`).
bool writeFile(const std::string &path, const std::string &data,
               std::ostream &out, std::string &error);

/// Prints "vkcl: error: MESSAGE" and the pointer to COMMAND's --help;
/// returns ExitFailure.
int usageError(std::ostream &err, const std::string &command,
               const std::string &message);

void printCompileHelp(std::ostream &out);
void printReflectHelp(std::ostream &out);
void printDevicesHelp(std::ostream &out);
void printRunHelp(std::ostream &out);

int runCompile(const std::vector<std::string> &args, std::ostream &out,
               std::ostream &err);
int runReflect(const std::vector<std::string> &args, std::ostream &out,
               std::ostream &err);
/// Lists Vulkan devices and their profiles (runtime).
int runDevices(const std::vector<std::string> &args, std::ostream &out,
               std::ostream &err);
/// Runs kernels of a .cl or .spv on a device (runtime + compiler).
int runRun(const std::vector<std::string> &args, std::ostream &out,
           std::ostream &err);

} // namespace vkcl::tool
