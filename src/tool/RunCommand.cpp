// `vkcl run`: compiles or loads a kernel, makes its arguments from the
// command line, runs it on a Vulkan device and prints or saves buffers.
//
// Everything a kernel's author would otherwise write a host program for:
// buffers from values, random data or files, NDRange, timing and a
// validation-layer check. The argument syntax is parsed in ArgSpec.cpp.
#include "ArgSpec.h"

#include "vkcl/runtime/Build.h"
#include "vkcl/runtime/Queue.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ostream>

namespace vkcl::tool {

void printRunHelp(std::ostream &out) {
  out << "Usage: vkcl run K.cl|K.spv --global X[,Y[,Z]] [options] "
         "--arg SPEC...\n"
         "\n"
         "Runs one kernel on a Vulkan device. A .cl file is compiled for the\n"
         "device's own profile; a .spv module (from 'vkcl compile') is "
         "loaded.\n"
         "Give one --arg per kernel argument, in order:\n"
         "\n"
         "  buffer:TYPE[COUNT]                 zeroed buffer of COUNT "
         "elements\n"
         "  buffer:TYPE[COUNT]=random[:SEED]   integers over the type's "
         "range,\n"
         "                                     floats in [-1,1); default SEED:"
         "\n"
         "                                     the argument's position\n"
         "  buffer:TYPE[COUNT]=file:PATH       the file's raw bytes (exact "
         "size)\n"
         "  buffer:TYPE[COUNT]=V1,V2,...       COUNT elements (vectors: all\n"
         "                                     components, one after "
         "another)\n"
         "    …then ,out=PATH                  write the raw bytes after the "
         "run\n"
         "    …and/or ,print                   print the values after the run\n"
         "  local:TYPE[COUNT]                  __local memory of that size\n"
         "  TYPE=VALUE                         by-value argument: int=5,\n"
         "                                     float4=1,2,3,4, uchar=200\n"
         "  TYPE[COUNT]=V1,V2,...              a struct by value, as COUNT\n"
         "                                     elements of its size\n"
         "\n"
         "TYPE: char uchar short ushort int uint long ulong half float "
         "double,\n"
         "with an optional width 2, 3, 4, 8 or 16 (3-vectors take the room "
         "of 4).\n"
         "half values are raw 16-bit patterns (half=0x3c00 is 1.0). Integers "
         "may\n"
         "be decimal or 0x-hex (hex is a bit pattern: int=0xffffffff is -1).\n"
         "\n"
         "Options:\n"
         "  --kernel NAME         Kernel to run (optional with one kernel).\n"
         "  --global X[,Y[,Z]]    Global size, 1 to 3 dimensions (required).\n"
         "  --local X[,Y[,Z]]     Work-group size (default: vkcl chooses, or\n"
         "                        reqd_work_group_size).\n"
         "  --offset X[,Y[,Z]]    Global offset.\n"
         "  --device SEL          Device index or name substring (see 'vkcl\n"
         "                        devices'); default $VKCL_DEVICE, else the\n"
         "                        first discrete GPU.\n"
         "  --repeat N            Run N times (buffers keep what the previous\n"
         "                        run wrote).\n"
         "  --time                Print the median GPU time of the dispatch.\n"
         "  --validate            Enable VK_LAYER_KHRONOS_validation; fail if\n"
         "                        it reports anything.\n"
         "  --target NAME         Profile to compile for when no device is\n"
         "                        usable, to check the kernel compiles (a\n"
         "                        device always uses its own profile).\n"
         "  -D NAME[=VALUE], -I DIR, -cl-std=VERSION, -cl-fast-relaxed-math\n"
         "                        As for 'vkcl compile'.\n"
         "  -h, --help            Show this help.\n"
         "\n"
         "Example:\n"
         "  vkcl run vector_add.cl --global 1024 --arg "
         "buffer:float[1024]=random\n"
         "      --arg buffer:float[1024]=random --arg "
         "buffer:float[1024],print\n"
         "      --arg uint=1024\n"
         "\n"
         "Exit status: 0 ran, 1 compile, argument, device or validation "
         "error,\n"
         "2 usage error.\n";
}

namespace {

bool isSpirv(const std::string &path, const std::string &bytes) {
  bool suffix =
      path.size() > 4 && path.compare(path.size() - 4, 4, ".spv") == 0;
  uint32_t magic = 0;
  if (bytes.size() >= 4)
    std::memcpy(&magic, bytes.data(), 4);
  return suffix || magic == 0x07230203;
}

/// No device to run on: say why, and for source whether it at least
/// compiles for the --target profile, so the run is not a total loss.
int noDevice(const RunInvocation &inv, bool module, const std::string &source,
             const Error &error, std::ostream &err) {
  err << "vkcl run: cannot open a Vulkan device: " << error.message << '\n';
  if (!module) {
    Result<CompileResult> compiled = compileWithPlugin(source, inv.options);
    if (!compiled) {
      err << "vkcl run: " << compiled.error().message << '\n';
      return ExitFailure;
    }
    const CompileResult &result = *compiled;
    err << result.diagnostics;
    if (result.success)
      err << "vkcl run: " << inv.input << " compiles for target '"
          << inv.options.target.name << "'"
          << (inv.targetGiven ? "" : " (the default; choose with --target)")
          << ", but there is no device to run it on\n";
  }
  err << "vkcl run: 'vkcl devices' lists the devices and why they are "
         "unusable; VK_ICD_FILENAMES chooses the drivers (e.g. "
         "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json for lavapipe)\n";
  return ExitFailure;
}

int fail(std::ostream &err, const std::string &message) {
  err << "vkcl run: " << message << '\n';
  return ExitFailure;
}

std::string listArgs(const KernelInfo &kernel) {
  std::string list;
  for (size_t i = 0; i < kernel.args.size(); ++i)
    list += "\n  " + std::to_string(i) + ": " + describeArg(kernel.args[i]);
  return list;
}

/// The kernel the invocation names, or the only one.
const KernelInfo *chooseKernel(const RunInvocation &inv,
                               const ProgramInfo &program, std::string &error) {
  std::string names;
  for (const KernelInfo &k : program.kernels)
    names += (names.empty() ? "" : ", ") + k.name;
  if (!inv.kernel.empty()) {
    if (const KernelInfo *k = program.findKernel(inv.kernel))
      return k;
    error =
        "no kernel '" + inv.kernel + "' in " + inv.input +
        (names.empty() ? " (it has no kernels)" : " (kernels: " + names + ")");
    return nullptr;
  }
  if (program.kernels.size() == 1)
    return &program.kernels[0];
  error = program.kernels.empty()
              ? inv.input + " has no kernels"
              : inv.input + " has several kernels; choose one with --kernel (" +
                    names + ")";
  return nullptr;
}

/// Checks every spec against the kernel, reporting all mismatches at once.
bool checkArgs(const RunInvocation &inv, const KernelInfo &kernel,
               std::ostream &err) {
  if (inv.args.size() != kernel.args.size()) {
    err << "vkcl run: kernel '" << kernel.name << "' takes "
        << kernel.args.size() << " argument"
        << (kernel.args.size() == 1 ? "" : "s") << ", " << inv.args.size()
        << " --arg given; it takes:" << listArgs(kernel) << '\n';
    return false;
  }
  bool ok = true;
  for (uint32_t i = 0; i < inv.args.size(); ++i) {
    std::string error;
    if (!checkArgSpec(inv.args[i], kernel.args[i], i, error)) {
      err << "vkcl run: --arg '" << inv.argTexts[i] << "': " << error << '\n';
      ok = false;
    }
  }
  return ok;
}

} // namespace

int runRun(const std::vector<std::string> &args, std::ostream &out,
           std::ostream &err) {
  RunInvocation inv;
  std::string error;
  switch (parseRunArgs(args, inv, error)) {
  case ParseStatus::Help:
    printRunHelp(out);
    return ExitSuccess;
  case ParseStatus::UsageError:
    return usageError(err, "run", error);
  case ParseStatus::Run:
    break;
  }
  std::string input;
  if (!readFile(inv.input, input, error))
    return fail(err, error);
  bool module = isSpirv(inv.input, input);
  if (module && input.size() % 4 != 0)
    return fail(err, inv.input + ": size " + std::to_string(input.size()) +
                         " is not a multiple of 4, so not a SPIR-V module");
  // Read input files before opening a device, so a typo fails fast.
  std::vector<std::string> files(inv.args.size());
  for (size_t i = 0; i < inv.args.size(); ++i)
    if (inv.args[i].init == BufferInit::File &&
        !readFile(inv.args[i].filePath, files[i], error))
      return fail(err, "--arg '" + inv.argTexts[i] + "': " + error);

  DeviceCreateInfo deviceInfo;
  deviceInfo.selector = inv.device;
  deviceInfo.enableValidation = inv.validate;
  // Printed as they come, so a message lands next to the failure it explains.
  deviceInfo.onValidationMessage = [&err](const std::string &message) {
    err << "vkcl run: validation: " << message << '\n';
  };
  Result<std::unique_ptr<Device>> device = Device::create(deviceInfo);
  if (!device)
    return noDevice(inv, module, input, device.error(), err);
  Device &dev = **device;

  Result<std::shared_ptr<Program>> program = makeError(ErrorCode::NotFound, "");
  if (!module) {
    program = buildProgram(dev, input, inv.options);
  } else if (inv.input != "-") {
    program = Program::fromFile(dev, inv.input);
  } else {
    std::vector<uint32_t> words(input.size() / 4);
    std::memcpy(words.data(), input.data(), input.size());
    program = Program::fromSpirv(dev, words);
  }
  if (!program) {
    const std::string &message = program.error().message;
    if (program.error().code == ErrorCode::CompileFailed) {
      // Diagnostics as clang prints them, for editors and CI parsers.
      err << message << (message.empty() || message.back() != '\n' ? "\n" : "");
      return ExitFailure;
    }
    return fail(err, inv.input + ": " + message);
  }
  const KernelInfo *kernelInfo = chooseKernel(inv, (*program)->info(), error);
  if (!kernelInfo)
    return fail(err, error);
  if (!checkArgs(inv, *kernelInfo, err))
    return ExitFailure;

  Result<std::unique_ptr<Queue>> queue = Queue::create(dev);
  if (!queue)
    return fail(err, queue.error().message);
  Result<Kernel> kernel = (*program)->createKernel(kernelInfo->name);
  if (!kernel)
    return fail(err, kernel.error().message);
  std::vector<Buffer> buffers(inv.args.size());
  for (uint32_t i = 0; i < inv.args.size(); ++i) {
    const ArgSpec &spec = inv.args[i];
    std::string where = "argument " + std::to_string(i) + " '" +
                        kernelInfo->args[i].name + "': ";
    Status status;
    if (spec.kind == ArgSpecKind::Value) {
      status = kernel->setArg(i, spec.values.data(), spec.values.size());
    } else if (spec.kind == ArgSpecKind::Local) {
      status = kernel->setLocalArg(i, spec.bytes());
    } else {
      // The device buffer first: a size the device cannot hold fails here
      // with a message rather than in the host allocation below.
      Result<Buffer> buffer = Buffer::create(dev, spec.bytes());
      if (!buffer)
        return fail(err, where + buffer.error().message);
      std::vector<uint8_t> contents;
      if (!makeBufferContents(spec, i, files[i], contents, error))
        return fail(err, where + error);
      buffers[i] = std::move(*buffer);
      status = (*queue)->write(buffers[i], 0, contents.data(), contents.size());
      if (status)
        status = kernel->setArg(i, buffers[i]);
    }
    if (!status)
      return fail(err, where + status.message());
  }

  NDRange range;
  range.dims = inv.dims;
  range.global = inv.global;
  range.local = inv.local;
  range.offset = inv.offset;
  std::vector<double> times;
  for (uint32_t r = 0; r < inv.repeat; ++r) {
    Event event;
    Status status =
        (*queue)->enqueue(*kernel, range, inv.time ? &event : nullptr);
    if (!status)
      return fail(err, status.message());
    if (inv.time) {
      // Waiting per run keeps at most one dispatch's timestamps in flight.
      Result<double> ns = event.gpuTimeNs();
      if (!ns)
        return fail(err, "--time: " + ns.error().message);
      times.push_back(*ns);
    }
  }
  Status finished = (*queue)->finish();
  if (!finished)
    return fail(err, finished.message());

  for (uint32_t i = 0; i < inv.args.size(); ++i) {
    const ArgSpec &spec = inv.args[i];
    if (spec.kind != ArgSpecKind::Buffer ||
        (!spec.print && spec.outPath.empty()))
      continue;
    std::string data(spec.bytes(), '\0');
    Status status = (*queue)->read(buffers[i], 0, data.data(), data.size());
    if (!status)
      return fail(err, "reading '" + kernelInfo->args[i].name +
                           "': " + status.message());
    if (spec.print)
      out << kernelInfo->args[i].name << ": "
          << formatValues(spec.type, data.data(), spec.count) << '\n';
    if (!spec.outPath.empty() && !writeFile(spec.outPath, data, out, error))
      return fail(err, error);
  }
  if (inv.time) {
    std::sort(times.begin(), times.end());
    size_t n = times.size();
    double median =
        n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
    char line[128];
    std::snprintf(
        line, sizeof line, "%s: %.3f µs median GPU time over %zu run%s\n",
        kernelInfo->name.c_str(), median / 1000.0, n, n == 1 ? "" : "s");
    out << line;
  }
  if (inv.validate) {
    size_t count = dev.validationMessages().size();
    if (count)
      return fail(err, std::to_string(count) +
                           " validation message(s); the run does not count");
  }
  return ExitSuccess;
}

} // namespace vkcl::tool
