// Option parsing for `vkcl run` and the check of argument specs against a
// kernel's interface: pure, so both are unit tested.
//
// Compiler options use the spellings of `vkcl compile` (and clang's): -D,
// -I, glued or not, -cl-std=. Long options take their value as the next
// argument or glued with '=' (--global=64,64).
#include "ArgSpec.h"

#include <charconv>
#include <cstring>

namespace vkcl::tool {
namespace {

bool startsWith(const std::string &s, const char *prefix) {
  return s.compare(0, std::strlen(prefix), prefix) == 0;
}

/// "X[,Y[,Z]]" into `sizes`; returns the dimension count, 0 on error.
uint32_t parseSizes(const std::string &text, std::array<uint64_t, 3> &sizes,
                    bool allowZero) {
  uint32_t dims = 0;
  size_t start = 0;
  while (true) {
    if (dims == 3)
      return 0;
    size_t comma = text.find(',', start);
    std::string part = text.substr(start, comma - start);
    uint64_t value = 0;
    auto [end, ec] =
        std::from_chars(part.data(), part.data() + part.size(), value);
    if (part.empty() || ec != std::errc() || end != part.data() + part.size())
      return 0;
    if (value == 0 && !allowZero)
      return 0;
    sizes[dims++] = value;
    if (comma == std::string::npos)
      return dims;
    start = comma + 1;
  }
}

} // namespace

ParseStatus parseRunArgs(const std::vector<std::string> &args,
                         RunInvocation &inv, std::string &error) {
  uint32_t localDims = 0, offsetDims = 0;
  bool optionsEnded = false;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &arg = args[i];
    if (optionsEnded || arg.size() < 2 || arg[0] != '-') {
      if (!inv.input.empty()) {
        error =
            "more than one input file ('" + inv.input + "' and '" + arg + "')";
        return ParseStatus::UsageError;
      }
      inv.input = arg;
      continue;
    }
    // `--name VALUE` or `--name=VALUE`; -D/-I also glued (-DX, -Idir).
    std::string value;
    auto takeValue = [&](const char *name) {
      size_t length = std::strlen(name);
      bool shortOption = name[1] != '-';
      if (arg.size() > length) {
        // -DNAME, -IDIR; --name=VALUE
        value = arg.substr(shortOption ? length : length + 1);
        return true;
      }
      if (i + 1 >= args.size()) {
        error = std::string("option '") + name + "' needs an argument";
        return false;
      }
      value = args[++i];
      return true;
    };
    auto is = [&](const char *name) {
      size_t length = std::strlen(name);
      return arg == name || (startsWith(arg, name) && arg[length] == '=') ||
             (name[1] != '-' && startsWith(arg, name));
    };
    if (arg == "--") {
      optionsEnded = true;
    } else if (arg == "-h" || arg == "--help") {
      return ParseStatus::Help;
    } else if (arg == "--time") {
      inv.time = true;
    } else if (arg == "--validate") {
      inv.validate = true;
    } else if (arg == "-cl-fast-relaxed-math") {
      inv.options.fastRelaxedMath = true;
    } else if (startsWith(arg, "-cl-std=")) {
      std::string v = arg.substr(8);
      if (v == "CL1.2")
        inv.options.clStd = ClStd::CL1_2;
      else if (v == "CL2.0")
        inv.options.clStd = ClStd::CL2_0;
      else if (v == "CL3.0")
        inv.options.clStd = ClStd::CL3_0;
      else {
        error = "unknown OpenCL C version '" + v +
                "' (expected CL1.2, CL2.0 or CL3.0)";
        return ParseStatus::UsageError;
      }
    } else if (is("--kernel")) {
      if (!takeValue("--kernel"))
        return ParseStatus::UsageError;
      inv.kernel = value;
    } else if (is("--global")) {
      if (!takeValue("--global"))
        return ParseStatus::UsageError;
      inv.dims = parseSizes(value, inv.global, false);
      if (inv.dims == 0) {
        error =
            "--global '" + value + "' is not X[,Y[,Z]] of positive integers";
        return ParseStatus::UsageError;
      }
    } else if (is("--local")) {
      if (!takeValue("--local"))
        return ParseStatus::UsageError;
      localDims = parseSizes(value, inv.local, false);
      if (localDims == 0) {
        error = "--local '" + value + "' is not X[,Y[,Z]] of positive integers";
        return ParseStatus::UsageError;
      }
    } else if (is("--offset")) {
      if (!takeValue("--offset"))
        return ParseStatus::UsageError;
      offsetDims = parseSizes(value, inv.offset, true);
      if (offsetDims == 0) {
        error = "--offset '" + value + "' is not X[,Y[,Z]] of integers";
        return ParseStatus::UsageError;
      }
    } else if (is("--target")) {
      if (!takeValue("--target"))
        return ParseStatus::UsageError;
      std::optional<TargetProfile> profile = TargetProfile::preset(value);
      if (!profile) {
        std::string names;
        for (const std::string &name : TargetProfile::presetNames())
          names += (names.empty() ? "" : ", ") + name;
        error = "unknown target '" + value + "' (expected " + names + ")";
        return ParseStatus::UsageError;
      }
      inv.options.target = std::move(*profile);
      inv.targetGiven = true;
    } else if (is("--device")) {
      if (!takeValue("--device"))
        return ParseStatus::UsageError;
      if (value.empty()) {
        error = "empty --device selector";
        return ParseStatus::UsageError;
      }
      inv.device = value;
    } else if (is("--repeat")) {
      if (!takeValue("--repeat"))
        return ParseStatus::UsageError;
      uint32_t n = 0;
      auto [end, ec] =
          std::from_chars(value.data(), value.data() + value.size(), n);
      if (value.empty() || ec != std::errc() ||
          end != value.data() + value.size() || n == 0) {
        error = "--repeat '" + value + "' is not a positive integer";
        return ParseStatus::UsageError;
      }
      inv.repeat = n;
    } else if (is("--arg")) {
      if (!takeValue("--arg"))
        return ParseStatus::UsageError;
      ArgSpec spec;
      std::string specError;
      if (!parseArgSpec(value, spec, specError)) {
        error = "--arg " + std::to_string(inv.args.size()) + " '" + value +
                "': " + specError;
        return ParseStatus::UsageError;
      }
      inv.args.push_back(std::move(spec));
      inv.argTexts.push_back(value);
    } else if (is("-D")) {
      if (!takeValue("-D"))
        return ParseStatus::UsageError;
      if (value.empty() || value[0] == '=') {
        error = "macro name missing in '-D" + value + "'";
        return ParseStatus::UsageError;
      }
      inv.options.defines.push_back(value);
    } else if (is("-I")) {
      if (!takeValue("-I"))
        return ParseStatus::UsageError;
      if (value.empty()) {
        error = "empty include directory";
        return ParseStatus::UsageError;
      }
      inv.options.includeDirs.push_back(value);
    } else {
      error = "unknown option '" + arg + "'";
      return ParseStatus::UsageError;
    }
  }
  if (inv.input.empty()) {
    error = "no input file (K.cl or K.spv)";
    return ParseStatus::UsageError;
  }
  if (inv.dims == 0) {
    error = "--global X[,Y[,Z]] is required";
    return ParseStatus::UsageError;
  }
  if (localDims && localDims != inv.dims) {
    error = "--local has " + std::to_string(localDims) +
            " dimensions, --global " + std::to_string(inv.dims);
    return ParseStatus::UsageError;
  }
  if (offsetDims && offsetDims != inv.dims) {
    error = "--offset has " + std::to_string(offsetDims) +
            " dimensions, --global " + std::to_string(inv.dims);
    return ParseStatus::UsageError;
  }
  // clang would read a file named "-" from stdin a second time.
  inv.options.fileName = inv.input == "-" ? "<stdin>" : inv.input;
  return ParseStatus::Run;
}

namespace {

/// "global float*", "uint": the argument as the kernel declares it.
std::string declaredType(const ArgInfo &arg) {
  switch (arg.kind) {
  case ArgKind::GlobalBuffer:
    return "global " + arg.typeName;
  case ArgKind::ConstantBuffer:
    return "constant " + arg.typeName;
  case ArgKind::Local:
    return "local " + arg.typeName;
  case ArgKind::Pipe:
    return "pipe " + arg.typeName;
  case ArgKind::Value:
    break;
  }
  return arg.typeName;
}

} // namespace

std::string describeArg(const ArgInfo &arg) {
  return arg.name + " (" + declaredType(arg) + ")";
}

bool checkArgSpec(const ArgSpec &spec, const ArgInfo &arg, uint32_t index,
                  std::string &error) {
  std::string which = "argument " + std::to_string(index) + " '" + arg.name +
                      "' (" + declaredType(arg) + ")";
  std::string pointee = arg.typeName;
  if (!pointee.empty() && pointee.back() == '*')
    pointee.pop_back();
  switch (arg.kind) {
  case ArgKind::GlobalBuffer:
  case ArgKind::ConstantBuffer:
    if (spec.kind != ArgSpecKind::Buffer) {
      error = which +
              " is a buffer: give buffer:TYPE[COUNT], e.g. buffer:" + pointee +
              "[1024]";
      return false;
    }
    return true;
  case ArgKind::Local:
    if (spec.kind != ArgSpecKind::Local) {
      error = which + " is local memory: give local:TYPE[COUNT], e.g. local:" +
              pointee + "[64]";
      return false;
    }
    return true;
  case ArgKind::Pipe:
    error = which + " is a pipe, which vkcl run cannot pass";
    return false;
  case ArgKind::Value:
    break;
  }
  ElementType expected;
  // A struct or typedef the parser does not know is checked by size only,
  // and given as TYPE[COUNT]=… of the right size.
  bool known = parseElementType(arg.typeName, expected);
  std::string hint =
      known ? expected.name() + "=VALUE"
            : "TYPE[COUNT]=V1,V2,… of " + std::to_string(arg.size) +
                  " bytes, e.g. uchar[" + std::to_string(arg.size) + "]=…";
  if (spec.kind != ArgSpecKind::Value) {
    error = which + " is passed by value: give " + hint;
    return false;
  }
  std::string given = spec.type.name();
  if (spec.count != 1)
    given += "[" + std::to_string(spec.count) + "]";
  if (known && (!(expected == spec.type) || spec.count != 1)) {
    error =
        which + " is " + expected.name() + ", not " + given + ": give " + hint;
    return false;
  }
  if (spec.bytes() != arg.size) {
    error = which + " takes " + std::to_string(arg.size) + " bytes, " + given +
            " is " + std::to_string(spec.bytes()) + ": give " + hint;
    return false;
  }
  return true;
}

} // namespace vkcl::tool
