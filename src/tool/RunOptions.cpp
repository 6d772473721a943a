// Option parsing for `vkcl run` and the check of argument specs against a
// kernel's interface: pure, so both are unit tested.
//
// Compiler options are clBuildProgram's, parsed by the parser `vkcl
// compile` and the OpenCL platform use (vkcl/runtime/BuildOptions.h): -D,
// -I, glued or not, -cl-std=, -cl-*. Long options take their value as the
// next argument or glued with '=' (--global=64,64).
#include "ArgSpec.h"

#include "vkcl/runtime/BuildOptions.h"

#include <charconv>
#include <cstring>
#include <map>

namespace vkcl::tool {
namespace {

/// The whole of `text` as an integer in [least, most].
bool parseCount(const std::string &text, uint64_t least, uint64_t most,
                uint64_t &out) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return !text.empty() && ec == std::errc() &&
         end == text.data() + text.size() && out >= least && out <= most;
}

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
  // NDRange and argument options go to the kernel they follow; those
  // before the first --kernel to the first kernel.
  inv.kernels.assign(1, KernelRun{});
  std::vector<uint32_t> localDims(1, 0), offsetDims(1, 0);
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
    } else if (arg == "--stats") {
      inv.stats = true;
    } else if (arg == "--validate") {
      inv.validate = true;
    } else if (is("--kernel")) {
      if (!takeValue("--kernel"))
        return ParseStatus::UsageError;
      if (value.empty()) {
        error = "empty --kernel name";
        return ParseStatus::UsageError;
      }
      if (!inv.kernels.back().kernel.empty()) {
        inv.kernels.emplace_back();
        localDims.push_back(0);
        offsetDims.push_back(0);
      }
      inv.kernels.back().kernel = value;
    } else if (is("--global")) {
      if (!takeValue("--global"))
        return ParseStatus::UsageError;
      KernelRun &run = inv.kernels.back();
      run.dims = parseSizes(value, run.global, false);
      if (run.dims == 0) {
        error =
            "--global '" + value + "' is not X[,Y[,Z]] of positive integers";
        return ParseStatus::UsageError;
      }
    } else if (is("--local")) {
      if (!takeValue("--local"))
        return ParseStatus::UsageError;
      localDims.back() = parseSizes(value, inv.kernels.back().local, false);
      if (localDims.back() == 0) {
        error = "--local '" + value + "' is not X[,Y[,Z]] of positive integers";
        return ParseStatus::UsageError;
      }
    } else if (is("--offset")) {
      if (!takeValue("--offset"))
        return ParseStatus::UsageError;
      offsetDims.back() = parseSizes(value, inv.kernels.back().offset, true);
      if (offsetDims.back() == 0) {
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
      uint64_t n = 0;
      if (!parseCount(value, 1, UINT32_MAX, n)) {
        error = "--repeat '" + value + "' is not a positive integer";
        return ParseStatus::UsageError;
      }
      inv.repeat = static_cast<uint32_t>(n);
    } else if (is("--printf-buffer")) {
      if (!takeValue("--printf-buffer"))
        return ParseStatus::UsageError;
      uint64_t n = 0;
      if (!parseCount(value, 16, uint64_t(1) << 30, n)) {
        error = "--printf-buffer '" + value +
                "' is not a byte count from 16 to 1073741824";
        return ParseStatus::UsageError;
      }
      inv.printfBufferBytes = static_cast<size_t>(n);
    } else if (is("--arg")) {
      if (!takeValue("--arg"))
        return ParseStatus::UsageError;
      KernelRun &run = inv.kernels.back();
      ArgSpec spec;
      std::string specError;
      if (!parseArgSpec(value, spec, specError)) {
        error = "--arg " + std::to_string(run.args.size()) + " '" + value +
                "': " + specError;
        return ParseStatus::UsageError;
      }
      run.args.push_back(std::move(spec));
      run.argTexts.push_back(value);
    } else {
      // The OpenCL build options; what they ask of a runtime
      // (-cl-kernel-arg-info, ...) does not change the run.
      BuildFlags flags;
      size_t index = i;
      Status status = applyBuildOption(args, index, inv.options, flags);
      if (!status) {
        error = status.message();
        return ParseStatus::UsageError;
      }
      i = index - 1;
    }
  }
  if (inv.input.empty()) {
    error = "no input file (K.cl or K.spv)";
    return ParseStatus::UsageError;
  }
  for (size_t k = 0; k < inv.kernels.size(); ++k) {
    const KernelRun &run = inv.kernels[k];
    // Only named when there are several.
    std::string which = inv.kernels.size() == 1
                            ? ""
                            : "kernel '" + run.kernel + "' (--kernel " +
                                  std::to_string(k + 1) + "): ";
    if (run.dims == 0) {
      error = which + "--global X[,Y[,Z]] is required" +
              (which.empty() ? "" : " (each --kernel takes its own)");
      return ParseStatus::UsageError;
    }
    if (localDims[k] && localDims[k] != run.dims) {
      error = which + "--local has " + std::to_string(localDims[k]) +
              " dimensions, --global " + std::to_string(run.dims);
      return ParseStatus::UsageError;
    }
    if (offsetDims[k] && offsetDims[k] != run.dims) {
      error = which + "--offset has " + std::to_string(offsetDims[k]) +
              " dimensions, --global " + std::to_string(run.dims);
      return ParseStatus::UsageError;
    }
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
  case ArgKind::Image:
  case ArgKind::Sampler:
  case ArgKind::Value:
    break;
  }
  return arg.typeName;
}

/// "int (4-byte packets)": a pipe argument's packet type.
std::string packetDescription(const ArgInfo &arg) {
  return "'" + arg.typeName + "' (" + std::to_string(arg.packetSize) +
         "-byte packets)";
}

/// A pipe argument takes pipe:TYPE[CAPACITY] with packets of its size (a
/// reference is checked by planPipes, which knows the pipe).
bool checkPipeSpec(const ArgSpec &spec, const ArgInfo &arg,
                   const std::string &which, std::string &error) {
  // A packet type the parser does not know (a struct) is given by size,
  // as uchar[SIZE].
  ElementType expected;
  std::string packet = parseElementType(arg.typeName, expected)
                           ? expected.name()
                           : "uchar[" + std::to_string(arg.packetSize) + "]";
  if (spec.kind != ArgSpecKind::Pipe) {
    error = which + " is a pipe: give pipe:" + packet +
            "[CAPACITY], e.g. pipe:" + packet +
            "[64], or pipe:@NAME for the pipe of an earlier argument NAME";
    return false;
  }
  if (!spec.pipeRef.empty() || arg.packetSize == 0)
    return true;
  if (spec.packetBytes() != arg.packetSize) {
    error = which + " carries packets of " + packetDescription(arg) +
            "; pipe:" + spec.packetName() + "[…] has " +
            std::to_string(spec.packetBytes()) +
            "-byte packets: give pipe:" + packet + "[CAPACITY]";
    return false;
  }
  return true;
}

} // namespace

bool planPipes(const RunInvocation &inv,
               const std::vector<const KernelInfo *> &kernels,
               std::vector<PipePlan> &pipes,
               std::vector<std::vector<int>> &pipeOf, std::string &error) {
  pipes.clear();
  pipeOf.assign(inv.kernels.size(), {});
  // The latest pipe argument of each name: what pipe:@NAME means.
  std::map<std::string, int> byName;
  for (size_t k = 0; k < inv.kernels.size(); ++k) {
    const KernelRun &run = inv.kernels[k];
    const KernelInfo &info = *kernels[k];
    pipeOf[k].assign(run.args.size(), -1);
    for (uint32_t i = 0; i < run.args.size() && i < info.args.size(); ++i) {
      const ArgSpec &spec = run.args[i];
      const ArgInfo &arg = info.args[i];
      if (spec.kind != ArgSpecKind::Pipe || arg.kind != ArgKind::Pipe)
        continue;
      int pipe = -1;
      if (spec.pipeRef.empty()) {
        PipePlan plan;
        plan.kernel = k;
        plan.arg = i;
        plan.name = arg.name;
        plan.packetName = spec.packetName();
        plan.packetSize = static_cast<uint32_t>(spec.packetBytes());
        plan.capacity = static_cast<uint32_t>(spec.count);
        pipe = static_cast<int>(pipes.size());
        pipes.push_back(plan);
      } else {
        auto found = byName.find(spec.pipeRef);
        if (found == byName.end()) {
          std::string names;
          for (const auto &[name, index] : byName)
            names += (names.empty() ? "" : ", ") + name;
          error = "--arg 'pipe:@" + spec.pipeRef + "' of kernel '" + info.name +
                  "': no earlier pipe argument is named '" + spec.pipeRef +
                  "' (" +
                  (names.empty() ? "no pipe is created before it; create one "
                                   "with pipe:TYPE[CAPACITY]"
                                 : "earlier pipe arguments: " + names) +
                  ")";
          return false;
        }
        pipe = found->second;
        const PipePlan &plan = pipes[pipe];
        if (arg.packetSize && plan.packetSize != arg.packetSize) {
          error = "--arg 'pipe:@" + spec.pipeRef + "': argument " +
                  std::to_string(i) + " '" + arg.name + "' of kernel '" +
                  info.name + "' carries packets of " + packetDescription(arg) +
                  "; pipe '" + plan.name + "' was created with " +
                  std::to_string(plan.packetSize) + "-byte packets (" +
                  plan.packetName + ")";
          return false;
        }
      }
      pipeOf[k][i] = pipe;
      byName[arg.name] = pipe;
    }
  }
  return true;
}

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
    return checkPipeSpec(spec, arg, which, error);
  case ArgKind::Image: {
    std::string type = arg.typeName.substr(0, arg.typeName.size() - 2);
    if (spec.kind != ArgSpecKind::Image || spec.imageType != arg.imageType) {
      ImageType shape = imageShape(arg.imageType);
      error =
          which + " is an image: give " + type + ":FORMAT[SIZES], e.g. " +
          type +
          (isDepthImage(arg.imageType) ? ":depth_float[" : ":rgba_unorm8[") +
          (shape == ImageType::Image1D        ? "64"
           : shape == ImageType::Image1DArray ? "64,4"
           : shape == ImageType::Image2D      ? "64,64"
                                              : "64,64,4") +
          "]";
      return false;
    }
    return true;
  }
  case ArgKind::Sampler:
    if (spec.kind != ArgSpecKind::Sampler) {
      error = which + " is a sampler: give sampler:COORDS,ADDRESSING,FILTER, "
                      "e.g. sampler:normalized,clamp_to_edge,linear";
      return false;
    }
    return true;
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
