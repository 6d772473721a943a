// The `vkcl` command-line tool: dispatches to a subcommand.
//
// The commands live in a table rather than an if-chain so that help, the
// unknown-command message and dispatch cannot disagree about what exists.
#include "Commands.h"

#include <iostream>
#include <string>
#include <vector>

namespace vkcl::tool {
namespace {

struct Command {
  const char *name;
  const char *summary;
  int (*run)(const std::vector<std::string> &, std::ostream &, std::ostream &);
};

constexpr Command Commands[] = {
    {"compile", "Compile OpenCL C to a Vulkan SPIR-V module", runCompile},
    {"reflect", "Print a module's kernel interface as JSON", runReflect},
    {"devices", "List Vulkan devices and their target profiles", runDevices},
    {"run", "Run kernels of a .cl or .spv on a Vulkan device", runRun},
};

void printHelp(std::ostream &out) {
  out << "Usage: vkcl COMMAND [options] [args]\n"
         "\n"
         "Commands:\n";
  for (const Command &command : Commands)
    out << "  " << command.name
        << std::string(10 - std::string(command.name).size(), ' ')
        << command.summary << '\n';
  out << "  help      Show this help, or a command's: vkcl help COMMAND\n";
  out << "\n"
         "Options:\n"
         "  -h, --help  Show this help.\n"
         "  --version   Print the version.\n"
         "\n"
         "Run 'vkcl COMMAND --help' for a command's options.\n";
}

const Command *findCommand(const std::string &name) {
  for (const Command &command : Commands)
    if (name == command.name)
      return &command;
  return nullptr;
}

int unknownCommand(std::ostream &err, const std::string &name) {
  std::string message = "unknown command '" + name + "'";
  if (name.size() > 3 && name.compare(name.size() - 3, 3, ".cl") == 0)
    message += " (did you mean 'vkcl compile " + name + "'?)";
  return usageError(err, "", message);
}

int runTool(const std::vector<std::string> &args, std::ostream &out,
            std::ostream &err) {
  if (args.empty()) {
    printHelp(err);
    return ExitFailure;
  }
  const std::string &first = args[0];
  if (first == "-h" || first == "--help") {
    printHelp(out);
    return ExitSuccess;
  }
  if (first == "--version") {
    out << "vkcl " << Version << '\n';
    return ExitSuccess;
  }
  if (first == "help") {
    if (args.size() == 1) {
      printHelp(out);
      return ExitSuccess;
    }
    if (args.size() > 2)
      return usageError(err, "", "help expects at most one command name");
    const Command *command = findCommand(args[1]);
    if (!command)
      return unknownCommand(err, args[1]);
    return command->run({"--help"}, out, err);
  }
  if (first.size() > 1 && first[0] == '-')
    return usageError(err, "", "unknown option '" + first + "'");
  const Command *command = findCommand(first);
  if (!command)
    return unknownCommand(err, first);
  return command->run(std::vector<std::string>(args.begin() + 1, args.end()),
                      out, err);
}

} // namespace
} // namespace vkcl::tool

int main(int argc, char **argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  return vkcl::tool::runTool(args, std::cout, std::cerr);
}
