// `vkcl reflect`: prints the kernel interface a module carries, as JSON.
#include "Commands.h"

#include "vkcl/Reflection.h"

#include <cstring>
#include <ostream>

namespace vkcl::tool {

void printReflectHelp(std::ostream &out) {
  out << "Usage: vkcl reflect [options] FILE.spv\n"
         "\n"
         "Prints the kernels, their arguments and the features a module\n"
         "compiled by vkcl needs, as JSON on stdout. FILE '-' reads stdin.\n"
         "\n"
         "Options:\n"
         "  -h, --help            Show this help.\n"
         "\n"
         "Exit status: 0 printed, 1 unreadable or not a vkcl module, 2 usage "
         "error.\n";
}

int runReflect(const std::vector<std::string> &args, std::ostream &out,
               std::ostream &err) {
  std::string input;
  bool optionsEnded = false;
  for (const std::string &arg : args) {
    if (!optionsEnded && arg.size() > 1 && arg[0] == '-') {
      if (arg == "-h" || arg == "--help") {
        printReflectHelp(out);
        return ExitSuccess;
      }
      if (arg == "--") {
        optionsEnded = true;
        continue;
      }
      return usageError(err, "reflect", "unknown option '" + arg + "'");
    }
    if (!input.empty())
      return usageError(err, "reflect",
                        "more than one input file ('" + input + "' and '" +
                            arg + "')");
    input = arg;
  }
  if (input.empty())
    return usageError(err, "reflect", "no input file");

  std::string bytes, error;
  if (!readFile(input, bytes, error)) {
    err << ErrorPrefix << error << '\n';
    return ExitFailure;
  }
  if (bytes.size() % 4 != 0) {
    err << ErrorPrefix << input << ": size " << bytes.size()
        << " is not a multiple of 4, so not a SPIR-V module\n";
    return ExitFailure;
  }
  std::vector<uint32_t> words(bytes.size() / 4);
  if (!bytes.empty())
    std::memcpy(words.data(), bytes.data(), bytes.size());
  ProgramInfo info;
  if (!readReflection(words, info, error)) {
    err << ErrorPrefix << input << ": " << error << '\n';
    return ExitFailure;
  }
  out << reflectionToJson(info);
  return ExitSuccess;
}

} // namespace vkcl::tool
