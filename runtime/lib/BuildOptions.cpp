// The OpenCL build options, one table row each: its spelling, how it takes
// a value, which calls accept it and what it does. What each does:
//
// - Math options that permit faster code (-cl-mad-enable, -cl-no-signed-
//   zeros, -cl-unsafe-math-optimizations, -cl-finite-math-only,
//   -cl-fast-relaxed-math) and -cl-single-precision-constant go to clang,
//   which defines their macros and applies them to the AST the emitter
//   reads (contraction, literal types). The specification makes the math
//   ones permissions, so honouring them only partly is conformant.
// - -cl-denorms-are-zero is such a permission too ("a performance hint");
//   clang's front end has no use for it (only its LLVM code generation
//   does), so it has no effect: denormals are what the device makes them.
// - -cl-fp32-correctly-rounded-divide-sqrt goes to the compiler (with the
//   clang options, which carry it to it): the program's own float `/` then
//   calls the library's correctly rounded division (library/float/
//   divide.cl); sqrt is correctly rounded always. Every device reports
//   CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT, so no build refuses it.
// - -w and -Werror go to clang's diagnostics engine (src/compiler/
//   Frontend.cpp applies them; the emitter's own diagnostics are errors).
// - -cl-kernel-arg-info, -cl-uniform-work-group-size, -cl-no-subgroup-ifp
//   and -g are for the runtime (BuildFlags): vkcl's reflection always has
//   the argument information, and -g is accepted without debug output.
// - -cl-strict-aliasing is deprecated since OpenCL 1.1 and has no effect
//   (clang would warn about it, which -Werror would make an error).
#include "vkcl/runtime/BuildOptions.h"

#include <cctype>
#include <cstring>

namespace vkcl {
namespace {

enum class Form {
  Flag,     ///< exactly the name
  Joined,   ///< -cl-std=VALUE
  Separate, ///< -D VALUE or -DVALUE
};

enum StageMask : unsigned {
  BuildStage = 1,
  LinkStage = 2,
  BothStages = BuildStage | LinkStage,
};

struct Option;
using Apply = Status (*)(const Option &, const std::string &value,
                         CompileOptions &, BuildFlags &);

struct Option {
  const char *name;
  Form form;
  unsigned stages;
  Apply apply;
  bool BuildFlags::*flag = nullptr;
};

Status invalid(std::string message) {
  return makeError(ErrorCode::InvalidArgument, std::move(message));
}

Status toClang(const Option &o, const std::string &, CompileOptions &options,
               BuildFlags &) {
  options.extraClangOptions.push_back(o.name);
  return Status::ok();
}

Status setFlag(const Option &o, const std::string &, CompileOptions &,
               BuildFlags &flags) {
  flags.*(o.flag) = true;
  return Status::ok();
}

Status noEffect(const Option &, const std::string &, CompileOptions &,
                BuildFlags &) {
  return Status::ok();
}

Status fastRelaxedMath(const Option &, const std::string &,
                       CompileOptions &options, BuildFlags &) {
  options.fastRelaxedMath = true;
  return Status::ok();
}

Status disableOptimizer(const Option &, const std::string &,
                        CompileOptions &options, BuildFlags &) {
  options.optimize = false;
  return Status::ok();
}

bool isIdentifierStart(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}

Status define(const Option &, const std::string &value, CompileOptions &options,
              BuildFlags &) {
  // NAME, NAME=VALUE or NAME(PARAMS)=VALUE, as clang's -D takes them.
  if (value.empty() || value[0] == '=')
    return invalid("macro name missing in '-D" + value + "'");
  if (!isIdentifierStart(value[0]))
    return invalid("macro name in '-D" + value + "' is not an identifier");
  options.defines.push_back(value);
  return Status::ok();
}

Status includeDir(const Option &, const std::string &value,
                  CompileOptions &options, BuildFlags &) {
  if (value.empty())
    return invalid("empty include directory");
  options.includeDirs.push_back(value);
  return Status::ok();
}

struct Standard {
  const char *name;
  ClStd std;
};

constexpr Standard Standards[] = {
    {"CL1.0", ClStd::CL1_0}, {"CL1.1", ClStd::CL1_1}, {"CL1.2", ClStd::CL1_2},
    {"CL2.0", ClStd::CL2_0}, {"CL3.0", ClStd::CL3_0},
};

Status clStd(const Option &, const std::string &value, CompileOptions &options,
             BuildFlags &) {
  for (const Standard &s : Standards)
    if (value == s.name) {
      options.clStd = s.std;
      return Status::ok();
    }
  return invalid("unknown OpenCL C version '" + value +
                 "' (expected CL1.0, CL1.1, CL1.2, CL2.0 or CL3.0)");
}

constexpr Option Options[] = {
    {"-D", Form::Separate, BuildStage, define},
    {"-I", Form::Separate, BuildStage, includeDir},
    {"-cl-std=", Form::Joined, BuildStage, clStd},
    {"-cl-single-precision-constant", Form::Flag, BuildStage, toClang},
    {"-cl-denorms-are-zero", Form::Flag, BothStages, noEffect},
    {"-cl-fp32-correctly-rounded-divide-sqrt", Form::Flag, BuildStage, toClang},
    {"-cl-opt-disable", Form::Flag, BuildStage, disableOptimizer},
    {"-cl-mad-enable", Form::Flag, BuildStage, toClang},
    {"-cl-no-signed-zeros", Form::Flag, BothStages, toClang},
    {"-cl-unsafe-math-optimizations", Form::Flag, BothStages, toClang},
    {"-cl-finite-math-only", Form::Flag, BothStages, toClang},
    {"-cl-fast-relaxed-math", Form::Flag, BothStages, fastRelaxedMath},
    {"-cl-uniform-work-group-size", Form::Flag, BuildStage, setFlag,
     &BuildFlags::uniformWorkGroupSize},
    {"-cl-no-subgroup-ifp", Form::Flag, BothStages, setFlag,
     &BuildFlags::noSubgroupIfp},
    {"-w", Form::Flag, BuildStage, toClang},
    {"-Werror", Form::Flag, BuildStage, toClang},
    {"-cl-kernel-arg-info", Form::Flag, BuildStage, setFlag,
     &BuildFlags::kernelArgInfo},
    {"-g", Form::Flag, BuildStage, setFlag, &BuildFlags::debugInfo},
    {"-cl-strict-aliasing", Form::Flag, BuildStage, noEffect},
    {"-create-library", Form::Flag, LinkStage, setFlag,
     &BuildFlags::createLibrary},
    {"-enable-link-options", Form::Flag, LinkStage, setFlag,
     &BuildFlags::enableLinkOptions},
};

bool startsWith(const std::string &text, const char *prefix) {
  return text.compare(0, std::strlen(prefix), prefix) == 0;
}

/// The row `arg` names, or nullptr.
const Option *findOption(const std::string &arg) {
  for (const Option &o : Options) {
    bool match = o.form == Form::Flag ? arg == o.name : startsWith(arg, o.name);
    if (match)
      return &o;
  }
  return nullptr;
}

std::string linkOptionNames() {
  std::string names;
  for (const Option &o : Options)
    if (o.stages & LinkStage)
      names += (names.empty() ? "" : " ") + std::string(o.name);
  return names;
}

} // namespace

Result<std::vector<std::string>> splitOptions(const std::string &text) {
  std::vector<std::string> words;
  std::string word;
  bool inWord = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (inWord)
        words.push_back(word);
      word.clear();
      inWord = false;
      continue;
    }
    inWord = true;
    if (c == '\\' && i + 1 < text.size()) {
      word += text[++i];
    } else if (c == '\'' || c == '"') {
      size_t close = i + 1;
      for (; close < text.size() && text[close] != c; ++close) {
        // Inside double quotes a backslash escapes " and \ only.
        if (c == '"' && text[close] == '\\' && close + 1 < text.size() &&
            (text[close + 1] == '"' || text[close + 1] == '\\'))
          ++close;
        word += text[close];
      }
      if (close >= text.size())
        return makeError(ErrorCode::InvalidArgument,
                         std::string("unterminated ") + c + " in the options");
      i = close;
    } else {
      word += c;
    }
  }
  if (inWord)
    words.push_back(word);
  return words;
}

Status applyBuildOption(const std::vector<std::string> &args, size_t &index,
                        CompileOptions &options, BuildFlags &flags,
                        OptionStage stage) {
  const std::string &arg = args[index];
  const Option *option = findOption(arg);
  if (!option)
    return makeError(ErrorCode::NotFound, "unknown option '" + arg + "'");
  unsigned want = stage == OptionStage::Link ? LinkStage : BuildStage;
  if (!(option->stages & want)) {
    std::string name = option->form == Form::Flag ? arg : option->name;
    if (stage == OptionStage::Link)
      return invalid("'" + name + "' is not a link option (link options: " +
                     linkOptionNames() + ")");
    return invalid("'" + name + "' is a link option (clLinkProgram only)");
  }
  std::string value;
  if (option->form != Form::Flag) {
    size_t length = std::strlen(option->name);
    if (arg.size() > length || option->form == Form::Joined) {
      value = arg.substr(length);
    } else if (index + 1 < args.size()) {
      value = args[++index];
    } else {
      return invalid(std::string("option '") + option->name +
                     "' needs an argument");
    }
  }
  ++index;
  return option->apply(*option, value, options, flags);
}

Status parseBuildOptions(const std::string &text, CompileOptions &options,
                         BuildFlags &flags, OptionStage stage) {
  Result<std::vector<std::string>> words = splitOptions(text);
  if (!words)
    return words.status();
  for (size_t i = 0; i < words->size();) {
    const std::string &word = (*words)[i];
    Status status = applyBuildOption(*words, i, options, flags, stage);
    if (status.code() == ErrorCode::NotFound)
      return invalid(word.empty() || word[0] != '-'
                         ? "'" + word +
                               "' is not an option (options start "
                               "with '-')"
                         : "unknown option '" + word + "'");
    if (!status)
      return status;
  }
  // "-enable-link-options ... must be specified with -create-library."
  if (flags.enableLinkOptions && !flags.createLibrary)
    return invalid("-enable-link-options is only valid with -create-library");
  return Status::ok();
}

} // namespace vkcl
