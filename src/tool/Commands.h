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

/// Exit codes: the shell tells "your kernel is wrong" from "you called me
/// wrong" by these.
enum ExitCode : int {
  ExitSuccess = 0,
  ExitFailure = 1, ///< Compile error, unreadable file, bad module.
  ExitUsage = 2,   ///< Unknown command or option, missing argument.
};

/// What `vkcl compile …` was asked to do.
struct CompileInvocation {
  std::string input;        ///< Path, or "-" for stdin.
  std::string output;       ///< Path, "-" for stdout; empty: next to the input.
  bool disassembly = false; ///< -S
  bool time = false;        ///< --time
  CompileOptions options;
};

enum class ParseStatus { Run, Help, UsageError };

/// Parses the arguments after `compile`. On UsageError, `error` is a
/// one-line message without the "vkcl compile: " prefix.
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

/// Prints "vkcl COMMAND: MESSAGE" and the pointer to --help; returns
/// ExitUsage.
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
