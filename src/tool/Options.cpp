// Argument parsing for `vkcl compile`, and the file handling every command
// shares.
//
// The compiler options are clBuildProgram's, parsed by the parser the
// OpenCL platform uses (vkcl/runtime/BuildOptions.h), so build scripts
// written for an OpenCL driver carry over and the two cannot disagree; the
// glued forms (-DNAME, -IDIR, -oFILE) are accepted as clang accepts them.
// The tool adds its own: -o, -S, -O*, --target, --time.
#include "Commands.h"

#include "vkcl/runtime/BuildOptions.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

namespace vkcl::tool {
namespace {

bool startsWith(const std::string &text, const char *prefix) {
  return text.compare(0, std::strlen(prefix), prefix) == 0;
}

std::string joinPresets() {
  std::string names;
  for (const std::string &name : TargetProfile::presetNames())
    names += (names.empty() ? "" : ", ") + name;
  return names;
}

/// Walks the argument list; an option's value is either glued to it or the
/// next argument.
class ArgCursor {
public:
  explicit ArgCursor(const std::vector<std::string> &all) : args(all) {}

  bool done() const { return next >= args.size(); }
  const std::string &take() { return args[next++]; }

  /// The value of `option` in `arg`: what follows the glued prefix, or the
  /// next argument. False when the option is last.
  bool value(const std::string &arg, const char *option, std::string &out,
             std::string &error) {
    if (arg.size() > std::strlen(option)) {
      out = arg.substr(std::strlen(option));
      return true;
    }
    if (done()) {
      error = std::string("option '") + option + "' needs an argument";
      return false;
    }
    out = take();
    return true;
  }

  /// Applies the OpenCL build option just taken (and its value).
  Status buildOption(CompileOptions &options, BuildFlags &flags) {
    size_t index = next - 1;
    Status status = applyBuildOption(args, index, options, flags);
    next = index;
    return status;
  }

private:
  const std::vector<std::string> &args;
  size_t next = 0;
};

} // namespace

ParseStatus parseCompileArgs(const std::vector<std::string> &args,
                             CompileInvocation &invocation,
                             std::string &error) {
  ArgCursor cursor(args);
  bool optionsEnded = false;
  std::string value;
  while (!cursor.done()) {
    const std::string &arg = cursor.take();
    bool isOption = !optionsEnded && arg.size() > 1 && arg[0] == '-';
    if (!isOption) {
      if (invocation.input.empty())
        invocation.input = arg;
      else
        invocation.moreInputs.push_back(arg);
      continue;
    }
    if (arg == "--") {
      optionsEnded = true;
    } else if (arg == "-h" || arg == "--help") {
      return ParseStatus::Help;
    } else if (arg == "-S") {
      invocation.disassembly = true;
    } else if (arg == "--time") {
      invocation.time = true;
    } else if (arg == "-O0") {
      invocation.options.optimize = false;
    } else if (arg == "-O" || arg == "-O1" || arg == "-O2" || arg == "-O3") {
      invocation.options.optimize = true;
    } else if (arg == "--target" || startsWith(arg, "--target=")) {
      if (arg == "--target") {
        if (!cursor.value(arg, "--target", value, error))
          return ParseStatus::UsageError;
      } else {
        value = arg.substr(9);
      }
      std::optional<TargetProfile> profile = TargetProfile::preset(value);
      if (!profile) {
        error =
            "unknown target '" + value + "' (expected " + joinPresets() + ")";
        return ParseStatus::UsageError;
      }
      invocation.options.target = std::move(*profile);
    } else if (startsWith(arg, "-o")) {
      if (!cursor.value(arg, "-o", invocation.output, error))
        return ParseStatus::UsageError;
      if (invocation.output.empty()) {
        error = "empty output file name";
        return ParseStatus::UsageError;
      }
    } else {
      // What the flags ask of a runtime (-cl-kernel-arg-info, ...) does
      // not change the module.
      BuildFlags flags;
      if (Status status = cursor.buildOption(invocation.options, flags);
          !status) {
        error = status.message();
        return ParseStatus::UsageError;
      }
    }
  }
  if (invocation.input.empty()) {
    error = "no input file";
    return ParseStatus::UsageError;
  }
  for (const std::string &more : invocation.moreInputs)
    if (more == "-" || invocation.input == "-") {
      error = "stdin ('-') must be the only input file";
      return ParseStatus::UsageError;
    }
  if (invocation.output.empty()) {
    invocation.output =
        defaultOutputPath(invocation.input, invocation.disassembly);
    if (invocation.output.empty()) {
      error = "reading stdin needs -o FILE ('-o -' writes to stdout)";
      return ParseStatus::UsageError;
    }
  }
  invocation.options.fileName =
      invocation.input == "-" ? "<stdin>" : invocation.input;
  return ParseStatus::Run;
}

std::string defaultOutputPath(const std::string &input, bool disassembly) {
  // Text may go to a terminal; a binary module may not, unasked.
  if (input == "-")
    return disassembly ? "-" : "";
  size_t base = input.find_last_of('/');
  base = base == std::string::npos ? 0 : base + 1;
  std::string stem = input;
  if (input.size() - base > 3 && input.compare(input.size() - 3, 3, ".cl") == 0)
    stem.resize(input.size() - 3);
  return stem + (disassembly ? ".spvasm" : ".spv");
}

bool readFile(const std::string &path, std::string &data, std::string &error) {
  std::ostringstream buffer;
  if (path == "-") {
    // An empty stdin extracts nothing, which sets failbit on `buffer`:
    // that is an empty source, not an error.
    buffer << std::cin.rdbuf();
    if (std::cin.bad()) {
      error = "cannot read stdin";
      return false;
    }
    data = buffer.str();
    return true;
  }
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    error = "cannot open '" + path + "': " + std::strerror(errno);
    return false;
  }
  buffer << file.rdbuf();
  if (file.bad()) {
    error = "cannot read '" + path + "': " + std::strerror(errno);
    return false;
  }
  data = buffer.str();
  return true;
}

bool writeFile(const std::string &path, const std::string &data,
               std::ostream &out, std::string &error) {
  if (path == "-") {
    out.write(data.data(), static_cast<std::streamsize>(data.size()));
    out.flush();
    if (!out) {
      error = "cannot write to stdout";
      return false;
    }
    return true;
  }
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  if (!file) {
    error = "cannot open '" + path + "' for writing: " + std::strerror(errno);
    return false;
  }
  file.write(data.data(), static_cast<std::streamsize>(data.size()));
  file.close();
  if (!file) {
    error = "cannot write '" + path + "': " + std::strerror(errno);
    return false;
  }
  return true;
}

int usageError(std::ostream &err, const std::string &command,
               const std::string &message) {
  std::string name = command.empty() ? "vkcl" : "vkcl " + command;
  err << ErrorPrefix << message << "\nRun '" << name << " --help' for usage.\n";
  return ExitFailure;
}

} // namespace vkcl::tool
