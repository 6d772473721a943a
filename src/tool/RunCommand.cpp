// `vkcl run`: compiles or loads a kernel, makes its arguments from the
// command line, runs it on a Vulkan device and prints or saves buffers.
//
// Everything a kernel's author would otherwise write a host program for:
// buffers from values, random data or files, NDRange, timing and a
// validation-layer check. The argument syntax is parsed in ArgSpec.cpp.
#include "ArgSpec.h"
#include "Netpbm.h"

#include "vkcl/runtime/Build.h"
#include "vkcl/runtime/Image.h"
#include "vkcl/runtime/Pipe.h"
#include "vkcl/runtime/Queue.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ostream>

namespace vkcl::tool {

void printRunHelp(std::ostream &out) {
  out << R"(Usage: vkcl run K.cl|K.spv --global X[,Y[,Z]] [options] --arg SPEC...
       vkcl run K.cl|K.spv [options] --kernel A --global … --arg …
                                     --kernel B --global … --arg … …

Runs kernels on a Vulkan device. A .cl file is compiled for the device's
own profile; a .spv module (from 'vkcl compile') is loaded.
Give one --arg per kernel argument, in order:

  buffer:TYPE[COUNT]                 zeroed buffer of COUNT elements
  buffer:TYPE[COUNT]=random[:SEED]   integers over the type's range,
                                     floats in [-1,1); default SEED:
                                     the argument's position (counted
                                     on across several kernels)
  buffer:TYPE[COUNT]=file:PATH       the file's raw bytes (exact size)
  buffer:TYPE[COUNT]=V1,V2,...       COUNT elements (vectors: all
                                     components, one after another)
    …then ,out=PATH                  write the raw bytes after the run
    …and/or ,print                   print the values after the run
  local:TYPE[COUNT]                  __local memory of that size
  TYPE=VALUE                         by-value argument: int=5,
                                     float4=1,2,3,4, uchar=200
  TYPE[COUNT]=V1,V2,...              a struct by value, as COUNT
                                     elements of its size
  pipe:TYPE[CAPACITY]                an empty pipe (-cl-std=CL2.0) of
                                     CAPACITY packets of sizeof(TYPE)
  pipe:TYPE[N][CAPACITY]             packets of N elements (a struct
                                     packet type, by size: uchar[12][64])
  pipe:@NAME                         the pipe of an earlier pipe argument
                                     named NAME (of this or an earlier
                                     kernel)
  IMAGE:FORMAT[SIZES]                a zeroed image; then =random[:SEED],
                                     =file:PATH, ,out=PATH and ,print as
                                     for buffers (raw pixels, or for a
                                     2-D unorm8 image a Netpbm file:
                                     .pgm .ppm .pam .pnm)
  IMAGE:FORMAT=file:PATH.ppm         the size from the Netpbm file
  sampler:COORDS,ADDRESSING,FILTER   normalized|unnormalized,
                                     none|clamp_to_edge|clamp|repeat|
                                     mirrored_repeat, nearest|linear

IMAGE: image1d image1d_array image1d_buffer image2d image2d_array image3d,
with SIZES [W] [W,LAYERS] [W] [W,H] [W,H,LAYERS] [W,H,D]. FORMAT:
ORDER_TYPE, ORDER r rg rgba bgra, TYPE unorm8 unorm16 snorm8 snorm16
int8 int16 int32 uint8 uint16 uint32 half float (bgra: unorm8 only).

TYPE: char uchar short ushort int uint long ulong half float double,
with an optional width 2, 3, 4, 8 or 16 (3-vectors take the room of 4).
half values are raw 16-bit patterns (half=0x3c00 is 1.0). Integers may
be decimal or 0x-hex (hex is a bit pattern: int=0xffffffff is -1).

Several kernels: every --kernel after the first starts the next kernel;
--global, --local, --offset and --arg belong to the kernel they follow
(those before the first --kernel to the first). The kernels run in
order on one queue. Each has buffers of its own; pipes carry data from
one to the next: a producer fills a pipe that a consumer then drains.
Printed buffers are labelled KERNEL.ARG. After the run, every pipe
prints how many packets it still holds.

Options:
  --kernel NAME         Kernel to run (optional with one kernel).
  --global X[,Y[,Z]]    Global size, 1 to 3 dimensions (required, for
                        every kernel).
  --local X[,Y[,Z]]     Work-group size (default: vkcl chooses, or
                        reqd_work_group_size).
  --offset X[,Y[,Z]]    Global offset.
  --device SEL          Device index or name substring (see 'vkcl
                        devices'); default $VKCL_DEVICE, else the
                        first discrete GPU.
  --repeat N            Run N times (buffers and pipes keep what the
                        previous run left; several kernels repeat as
                        a sequence).
  --printf-buffer BYTES Size of each dispatch's printf buffer (default
                        1 MiB). Kernels' printf output goes to stdout
                        once their dispatch completes; messages that do
                        not fit are dropped whole and counted on stderr.
  --time                Print the median GPU time of each kernel.
  --stats               Print the driver's statistics of each kernel's
                        pipeline (registers, shared memory, spills), where
                        it offers VK_KHR_pipeline_executable_properties.
  --validate            Enable VK_LAYER_KHRONOS_validation; fail if
                        it reports anything.
  --target NAME         Profile to compile for when no device is
                        usable, to check the kernel compiles (a
                        device always uses its own profile).
  -D NAME[=VALUE], -I DIR, -cl-std=VERSION, -cl-*, -w, -Werror
                        The OpenCL build options, as for 'vkcl
                        compile' (and clBuildProgram).
  -h, --help            Show this help.

Examples:
  vkcl run vector_add.cl --global 1024 --arg buffer:float[1024]=random
      --arg buffer:float[1024]=random --arg buffer:float[1024],print
      --arg uint=1024
  vkcl run blur.cl --global 640,480 --arg image2d:rgba_unorm8=file:in.ppm
      --arg image2d:rgba_unorm8[640,480],out=out.ppm
  vkcl run pipe_producer_consumer.cl -cl-std=CL2.0
      --kernel produce --global 80 --arg pipe:int[64] --arg buffer:int[80]
      --kernel consume --global 100 --arg pipe:@p --arg buffer:int[100],print

Exit status: 0 ran, 1 compile, argument, device or validation error,
2 usage error.
)";
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
  err << ErrorPrefix << "cannot open a Vulkan device: " << error.message
      << '\n';
  if (!module) {
    Result<CompileResult> compiled = compileWithPlugin(source, inv.options);
    if (!compiled) {
      err << ErrorPrefix << compiled.error().message << '\n';
      return ExitFailure;
    }
    const CompileResult &result = *compiled;
    err << result.diagnostics;
    if (result.success)
      err << NotePrefix << inv.input << " compiles for target '"
          << inv.options.target.name << "'"
          << (inv.targetGiven ? "" : " (the default; choose with --target)")
          << ", but there is no device to run it on\n";
  }
  err << NotePrefix
      << "'vkcl devices' lists the devices and why they are "
         "unusable; VK_ICD_FILENAMES chooses the drivers (e.g. "
         "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json for lavapipe)\n";
  return ExitFailure;
}

int fail(std::ostream &err, const std::string &message) {
  err << ErrorPrefix << message << '\n';
  return ExitFailure;
}

std::string listArgs(const KernelInfo &kernel) {
  std::string list;
  for (size_t i = 0; i < kernel.args.size(); ++i)
    list += "\n  " + std::to_string(i) + ": " + describeArg(kernel.args[i]);
  return list;
}

/// The kernel `run` names, or the only one.
const KernelInfo *chooseKernel(const RunInvocation &inv, const KernelRun &run,
                               const ProgramInfo &program, std::string &error) {
  std::string names;
  for (const KernelInfo &k : program.kernels)
    names += (names.empty() ? "" : ", ") + k.name;
  if (!run.kernel.empty()) {
    if (const KernelInfo *k = program.findKernel(run.kernel))
      return k;
    error =
        "no kernel '" + run.kernel + "' in " + inv.input +
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
bool checkArgs(const KernelRun &run, const KernelInfo &kernel,
               std::ostream &err) {
  if (run.args.size() != kernel.args.size()) {
    err << ErrorPrefix << "kernel '" << kernel.name << "' takes "
        << kernel.args.size() << " argument"
        << (kernel.args.size() == 1 ? "" : "s") << ", " << run.args.size()
        << " --arg given; it takes:" << listArgs(kernel) << '\n';
    return false;
  }
  bool ok = true;
  for (uint32_t i = 0; i < run.args.size(); ++i) {
    std::string error;
    if (!checkArgSpec(run.args[i], kernel.args[i], i, error)) {
      err << ErrorPrefix << "--arg '" << run.argTexts[i] << "': " << error
          << '\n';
      ok = false;
    }
  }
  return ok;
}

NDRange rangeOf(const KernelRun &run) {
  NDRange range;
  range.dims = run.dims;
  range.global = run.global;
  range.local = run.local;
  range.offset = run.offset;
  return range;
}

/// A kernel ready to enqueue: its arguments, and the buffers behind them.
struct Prepared {
  const KernelInfo *info = nullptr;
  Kernel kernel;
  std::vector<Buffer> buffers; ///< Per argument; invalid for non-buffers.
  std::vector<Image> images;   ///< Per argument; invalid for non-images.
  std::vector<double> times;   ///< GPU ns of each run, with --time.
};

/// "out" for one kernel, "consume.out" when several run: what printed
/// values are labelled with.
std::string label(const RunInvocation &inv, const KernelInfo &kernel,
                  uint32_t arg) {
  return (inv.kernels.size() == 1 ? "" : kernel.name + ".") +
         kernel.args[arg].name;
}

/// The image of an image spec, made and filled: zeros, random channels,
/// a raw file or a Netpbm one (which gives the size).
bool prepareImage(Device &dev, Queue &queue, const ArgSpec &spec,
                  const std::string &file, uint64_t position, Image &image,
                  std::string &error) {
  ImageDesc desc;
  desc.type = spec.imageType;
  desc.format = {spec.channelOrder, spec.channelType};
  const std::array<uint64_t, 3> &n = spec.imageSize;
  std::vector<uint8_t> pixels;
  if (spec.init == BufferInit::File && isNetpbmPath(spec.filePath)) {
    NetpbmImage netpbm;
    if (!decodeNetpbm(file, netpbm, error) ||
        !convertChannels(netpbm, spec.type.width, blueFirst(spec.channelOrder),
                         pixels, error)) {
      error = spec.filePath + ": " + error;
      return false;
    }
    desc.width = netpbm.width;
    desc.height = netpbm.height;
  } else {
    desc.width = n[0];
    ImageType shape = imageShape(desc.type);
    bool arrayed =
        shape == ImageType::Image1DArray || shape == ImageType::Image2DArray;
    if (desc.type != ImageType::Image1D && desc.type != ImageType::Image1DArray)
      desc.height = n[1];
    if (shape == ImageType::Image3D)
      desc.depth = n[2];
    if (arrayed)
      desc.arraySize = shape == ImageType::Image1DArray ? n[1] : n[2];
  }
  Result<Image> made = Image::create(dev, desc);
  if (!made) {
    error = made.error().message;
    return false;
  }
  image = std::move(*made);
  if (pixels.empty()) {
    ArgSpec asPixels = spec;
    asPixels.count = desc.width * desc.height * desc.depth * desc.arraySize;
    if (!makeBufferContents(asPixels, position, file, pixels, error))
      return false;
  }
  Status status =
      queue.writeImage(image, ImageRegion::whole(desc), pixels.data());
  if (!status)
    error = status.message();
  return bool(status);
}

/// Creates the kernel of `run`, its buffers, and sets its arguments.
/// `position` is the running argument position across kernels (the default
/// random seed).
bool prepare(Device &dev, Queue &queue, Program &program, const KernelRun &run,
             const std::vector<std::string> &files,
             const std::vector<int> &pipeOf, std::vector<Pipe> &pipes,
             uint64_t &position, Prepared &p, std::ostream &err) {
  auto bad = [&err](const std::string &message) {
    fail(err, message);
    return false;
  };
  std::string error;
  Result<Kernel> kernel = program.createKernel(p.info->name);
  if (!kernel)
    return bad(kernel.error().message);
  p.kernel = std::move(*kernel);
  p.buffers.resize(run.args.size());
  p.images.resize(run.args.size());
  for (uint32_t i = 0; i < run.args.size(); ++i, ++position) {
    const ArgSpec &spec = run.args[i];
    std::string where = (run.kernel.empty() ? "" : run.kernel + ": ") +
                        "argument " + std::to_string(i) + " '" +
                        p.info->args[i].name + "': ";
    Status status;
    if (spec.kind == ArgSpecKind::Value) {
      status = p.kernel.setArg(i, spec.values.data(), spec.values.size());
    } else if (spec.kind == ArgSpecKind::Local) {
      status = p.kernel.setLocalArg(i, spec.bytes());
    } else if (spec.kind == ArgSpecKind::Pipe) {
      status = p.kernel.setArg(i, pipes[pipeOf[i]]);
    } else if (spec.kind == ArgSpecKind::Sampler) {
      uint32_t w = spec.samplerWord;
      status = p.kernel.setArg(
          i, Sampler{(w & SamplerBits::NormalizedCoords) != 0,
                     SamplerAddressing(w & SamplerBits::AddressMask),
                     SamplerFilter(w & SamplerBits::FilterMask)});
    } else if (spec.kind == ArgSpecKind::Image) {
      if (!prepareImage(dev, queue, spec, files[i], position, p.images[i],
                        error))
        return bad(where + error);
      status = p.kernel.setArg(i, p.images[i]);
    } else {
      // The device buffer first: a size the device cannot hold fails here
      // with a message rather than in the host allocation below.
      Result<Buffer> buffer = Buffer::create(dev, spec.bytes());
      if (!buffer)
        return bad(where + buffer.error().message);
      std::vector<uint8_t> contents;
      if (!makeBufferContents(spec, position, files[i], contents, error))
        return bad(where + error);
      p.buffers[i] = std::move(*buffer);
      status = queue.write(p.buffers[i], 0, contents.data(), contents.size());
      if (status)
        status = p.kernel.setArg(i, p.buffers[i]);
    }
    if (!status)
      return bad(where + status.message());
  }
  return true;
}

/// Prints or saves the buffers the run asked for.
bool outputBuffers(const RunInvocation &inv, const KernelRun &run, Prepared &p,
                   Queue &queue, std::ostream &out, std::ostream &err) {
  auto bad = [&err](const std::string &message) {
    fail(err, message);
    return false;
  };
  std::string error;
  for (uint32_t i = 0; i < run.args.size(); ++i) {
    const ArgSpec &spec = run.args[i];
    if (spec.kind != ArgSpecKind::Buffer ||
        (!spec.print && spec.outPath.empty()))
      continue;
    std::string data(spec.bytes(), '\0');
    Status status = queue.read(p.buffers[i], 0, data.data(), data.size());
    if (!status)
      return bad("reading '" + p.info->args[i].name + "': " + status.message());
    if (spec.print)
      out << label(inv, *p.info, i) << ": "
          << formatValues(spec.type, data.data(), spec.count) << '\n';
    if (!spec.outPath.empty() && !writeFile(spec.outPath, data, out, error))
      return bad(error);
  }
  for (uint32_t i = 0; i < run.args.size(); ++i) {
    const ArgSpec &spec = run.args[i];
    if (spec.kind != ArgSpecKind::Image ||
        (!spec.print && spec.outPath.empty()))
      continue;
    const ImageDesc &desc = p.images[i].desc();
    uint64_t count = desc.width * desc.height * desc.depth * desc.arraySize;
    std::string data(count * p.images[i].pixelBytes(), '\0');
    Status status =
        queue.readImage(p.images[i], ImageRegion::whole(desc), data.data());
    if (!status)
      return bad("reading '" + p.info->args[i].name + "': " + status.message());
    if (spec.print)
      out << label(inv, *p.info, i) << ": "
          << formatValues(spec.type, data.data(), count) << '\n';
    if (isNetpbmPath(spec.outPath)) {
      NetpbmImage netpbm;
      netpbm.width = uint32_t(desc.width);
      netpbm.height = uint32_t(desc.height);
      netpbm.channels = spec.type.width;
      netpbm.pixels.assign(data.begin(), data.end());
      if (blueFirst(spec.channelOrder)) // Netpbm is RGB(A)
        for (uint64_t k = 0; k < count; ++k)
          std::swap(netpbm.pixels[k * 4], netpbm.pixels[k * 4 + 2]);
      if (!encodeNetpbm(netpbm, spec.outPath, data, error))
        return bad(spec.outPath + ": " + error);
    }
    if (!spec.outPath.empty() && !writeFile(spec.outPath, data, out, error))
      return bad(error);
  }
  return true;
}

void printTime(const KernelInfo &kernel, std::vector<double> times,
               std::ostream &out) {
  std::sort(times.begin(), times.end());
  size_t n = times.size();
  double median = n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
  char line[256];
  std::snprintf(line, sizeof line,
                "%s: %.3f µs median GPU time over %zu run%s\n",
                kernel.name.c_str(), median / 1000.0, n, n == 1 ? "" : "s");
  out << line;
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
  std::vector<std::vector<std::string>> files(inv.kernels.size());
  for (size_t k = 0; k < inv.kernels.size(); ++k) {
    const KernelRun &run = inv.kernels[k];
    files[k].resize(run.args.size());
    for (size_t i = 0; i < run.args.size(); ++i)
      if ((run.args[i].kind == ArgSpecKind::Buffer ||
           run.args[i].kind == ArgSpecKind::Image) &&
          run.args[i].init == BufferInit::File &&
          !readFile(run.args[i].filePath, files[k][i], error))
        return fail(err, "--arg '" + run.argTexts[i] + "': " + error);
  }

  DeviceCreateInfo deviceInfo;
  deviceInfo.selector = inv.device;
  deviceInfo.enableValidation = inv.validate;
  // Printed as they come, so a message lands next to the failure it explains.
  deviceInfo.onValidationMessage = [&err](const std::string &message) {
    err << WarningPrefix << "validation: " << message << '\n';
  };
  Result<std::unique_ptr<Device>> device = Device::create(deviceInfo);
  if (!device)
    return noDevice(inv, module, input, device.error(), err);
  Device &dev = **device;

  Result<std::shared_ptr<Program>> program = makeError(ErrorCode::NotFound, "");
  if (!module) {
    // Compiled here, not through buildProgram, so that warnings show too.
    CompileOptions options = inv.options;
    options.target = dev.profile();
    Result<CompileResult> compiled = compileCached(input, options);
    if (!compiled)
      return fail(err, inv.input + ": " + compiled.error().message);
    err << compiled->diagnostics;
    if (!compiled->success)
      return ExitFailure;
    program = Program::fromSpirv(dev, compiled->spirv,
                                 Program::Trust::CompiledByVkcl);
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
  // Every kernel and argument is checked before anything runs.
  std::vector<Prepared> prepared(inv.kernels.size());
  std::vector<const KernelInfo *> infos;
  bool argsOk = true;
  for (size_t k = 0; k < inv.kernels.size(); ++k) {
    prepared[k].info =
        chooseKernel(inv, inv.kernels[k], (*program)->info(), error);
    if (!prepared[k].info)
      return fail(err, error);
    infos.push_back(prepared[k].info);
    argsOk &= checkArgs(inv.kernels[k], *prepared[k].info, err);
  }
  if (!argsOk)
    return ExitFailure;
  std::vector<PipePlan> pipePlans;
  std::vector<std::vector<int>> pipeOf;
  if (!planPipes(inv, infos, pipePlans, pipeOf, error))
    return fail(err, error);

  Result<std::unique_ptr<Queue>> queue = Queue::create(dev);
  if (!queue)
    return fail(err, queue.error().message);
  if (inv.printfBufferBytes)
    if (Status s = (*queue)->setPrintfBufferSize(inv.printfBufferBytes); !s)
      return fail(err, s.error().message);
  std::vector<Pipe> pipes;
  for (const PipePlan &plan : pipePlans) {
    Result<Pipe> pipe =
        Pipe::create(dev, **queue, plan.packetSize, plan.capacity);
    if (!pipe)
      return fail(err, "pipe '" + plan.name + "': " + pipe.error().message);
    pipes.push_back(std::move(*pipe));
  }
  uint64_t position = 0;
  for (size_t k = 0; k < inv.kernels.size(); ++k)
    if (!prepare(dev, **queue, **program, inv.kernels[k], files[k], pipeOf[k],
                 pipes, position, prepared[k], err))
      return ExitFailure;

  if (inv.stats)
    for (size_t k = 0; k < inv.kernels.size(); ++k) {
      Result<std::vector<PipelineStatistic>> stats =
          prepared[k].kernel.statistics(rangeOf(inv.kernels[k]));
      if (!stats)
        return fail(err, "--stats: " + stats.error().message);
      out << prepared[k].info->name << ": " << formatStatistics(*stats) << '\n';
    }

  // The kernels in order, --repeat times; each sees what the previous one
  // wrote (the queue is in order).
  for (uint32_t r = 0; r < inv.repeat; ++r)
    for (size_t k = 0; k < inv.kernels.size(); ++k) {
      NDRange range = rangeOf(inv.kernels[k]);
      Event event;
      Status status = (*queue)->enqueue(prepared[k].kernel, range,
                                        inv.time ? &event : nullptr);
      if (!status)
        return fail(err, status.message());
      if (inv.time) {
        // Waiting per run keeps at most one dispatch's timestamps in flight.
        Result<double> ns = event.gpuTimeNs();
        if (!ns)
          return fail(err, "--time: " + ns.error().message);
        prepared[k].times.push_back(*ns);
      }
    }
  Status finished = (*queue)->finish();
  if (!finished)
    return fail(err, finished.message());

  for (size_t k = 0; k < inv.kernels.size(); ++k)
    if (!outputBuffers(inv, inv.kernels[k], prepared[k], **queue, out, err))
      return ExitFailure;
  for (size_t i = 0; i < pipes.size(); ++i) {
    const PipePlan &plan = pipePlans[i];
    Result<uint32_t> left = pipes[i].numPackets(**queue);
    if (!left)
      return fail(err, "pipe '" + plan.name + "': " + left.error().message);
    out << label(inv, *infos[plan.kernel], plan.arg) << ": pipe "
        << plan.packetName << "[" << plan.capacity << "], " << *left
        << " packet" << (*left == 1 ? "" : "s") << " left\n";
  }
  if (inv.time)
    for (const Prepared &p : prepared)
      printTime(*p.info, p.times, out);
  if (inv.validate) {
    size_t count = dev.validationMessages().size();
    if (count)
      return fail(err, std::to_string(count) +
                           " validation message(s); the run does not count");
  }
  return ExitSuccess;
}

} // namespace vkcl::tool
