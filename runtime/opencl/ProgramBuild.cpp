// clBuildProgram, clCompileProgram and clLinkProgram (ProgramBuild.h says
// what compiling and linking mean here).
//
// Each build compiles through the compiler plugin (vkcl/runtime/Build.h)
// for the device's own profile, one device after the other, with the
// program's lock released so that queries on other threads see
// CL_BUILD_IN_PROGRESS. The calls return once the build is done and call
// pfn_notify before returning, which the specification allows ("does not
// need to wait" is a permission). The options are parsed by the parser the
// `vkcl` tool uses (vkcl/runtime/BuildOptions.h), with OpenCL's default of
// OpenCL C 1.2 when -cl-std is not given.
#include "ProgramBuild.h"

#include "vkcl/runtime/Build.h"

#include <stdlib.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace vkcl::ocl {
namespace {

namespace fs = std::filesystem;

constexpr uint32_t UnitsMagic = 0x4c434b56; // "VKCL": not SPIR-V's 0x07230203
constexpr uint32_t UnitsVersion = 1;

void putString(std::vector<uint32_t> &words, const std::string &s) {
  words.push_back(static_cast<uint32_t>(s.size()));
  size_t at = words.size();
  words.resize(at + (s.size() + 3) / 4, 0);
  std::memcpy(words.data() + at, s.data(), s.size());
}

/// Reads the words of a binary one field at a time; fails, and stays
/// failed, past the end.
class WordReader {
public:
  explicit WordReader(const std::vector<uint32_t> &words) : words_(words) {}
  bool ok() const { return ok_; }
  bool atEnd() const { return at_ == words_.size(); }
  uint32_t word() {
    if (at_ >= words_.size()) {
      ok_ = false;
      return 0;
    }
    return words_[at_++];
  }
  std::string string() {
    uint64_t bytes = word();
    uint64_t count = (bytes + 3) / 4;
    if (!ok_ || count > words_.size() - at_) {
      ok_ = false;
      return {};
    }
    std::string s(reinterpret_cast<const char *>(words_.data() + at_), bytes);
    at_ += count;
    return s;
  }

private:
  const std::vector<uint32_t> &words_;
  size_t at_ = 0;
  bool ok_ = true;
};

/// A header name that stays inside the header directory.
bool validHeaderName(const std::string &name) {
  if (name.empty() || name.find('\0') != std::string::npos)
    return false;
  fs::path path(name);
  if (path.is_absolute())
    return false;
  for (const fs::path &part : path)
    if (part == "..")
      return false;
  return true;
}

/// A private directory (mkdtemp, mode 0700) holding one compile's headers
/// for #include, removed with its contents when the compile is done.
class HeaderDirectory {
public:
  HeaderDirectory() = default;
  HeaderDirectory(const HeaderDirectory &) = delete;
  HeaderDirectory &operator=(const HeaderDirectory &) = delete;
  ~HeaderDirectory() {
    std::error_code ec;
    if (!path_.empty())
      fs::remove_all(path_, ec);
  }

  /// Creates the directory with `headers` in it; false and a message when
  /// that fails.
  bool create(const std::vector<Header> &headers, std::string &error) {
    const char *tmp = std::getenv("TMPDIR");
    std::string pattern =
        std::string(tmp && *tmp ? tmp : "/tmp") + "/vkcl-headers-XXXXXX";
    if (!mkdtemp(pattern.data())) {
      error = "cannot create a directory for the headers in '" +
              pattern.substr(0, pattern.rfind('/')) + "'";
      return false;
    }
    path_ = pattern;
    for (const Header &h : headers) {
      if (!validHeaderName(h.name)) {
        error = "header name '" + h.name + "' leaves the include directory";
        return false;
      }
      fs::path file = fs::path(path_) / h.name;
      std::error_code ec;
      fs::create_directories(file.parent_path(), ec);
      std::ofstream out(file, std::ios::binary | std::ios::trunc);
      out.write(h.text.data(), static_cast<std::streamsize>(h.text.size()));
      out.close();
      if (!out) {
        error = "cannot write header '" + h.name + "' to " + path_;
        return false;
      }
    }
    return true;
  }
  const std::string &path() const { return path_; }

private:
  std::string path_;
};

/// What compiling for one device gave.
struct Outcome {
  bool ok = false;
  bool noCompiler = false; ///< the compiler plugin could not be loaded
  std::string log;
  std::vector<uint32_t> spirv;
  std::shared_ptr<vkcl::Program> program; ///< when loaded
  std::vector<IncludedHeader> included;   ///< the user headers read
  bool uniformWorkGroups = false;         ///< see Program::Build
};

/// The compiler's view of `unit` for `device`: its options, then
/// `linkOptions` where it takes them, and its headers written to `headers`
/// (which must outlive the compile). False with `outcome.log` set when an
/// option is invalid or a header cannot be written.
bool prepareUnit(Device &device, const CompileUnit &unit,
                 const std::string &linkOptions, HeaderDirectory &headers,
                 SourceUnit &prepared, Outcome &outcome) {
  CompileOptions &options = prepared.options;
  // "If the -cl-std build option is not specified, the highest OpenCL C
  // 1.x language version supported by each device is used."
  options.clStd = ClStd::CL1_2;
  BuildFlags flags;
  Status parsed = parseBuildOptions(unit.options, options, flags);
  if (parsed && unit.takesLinkOptions)
    parsed = parseBuildOptions(linkOptions, options, flags, OptionStage::Link);
  if (!parsed) {
    outcome.log += "error: " + parsed.message() + "\n";
    return false;
  }
  options.target = device.vk().profile();
  outcome.uniformWorkGroups |=
      flags.uniformWorkGroupSize || options.clStd < ClStd::CL2_0;
  if (!unit.headers.empty()) {
    std::string error;
    if (!headers.create(unit.headers, error)) {
      outcome.log += "error: " + error + "\n";
      return false;
    }
    // Before the -I directories: the headers given by name win.
    options.includeDirs.insert(options.includeDirs.begin(), headers.path());
  }
  prepared.source = unit.source;
  return true;
}

/// Compiles `units` for `device` and links them into one module (one unit:
/// what clBuildProgram or clCompileProgram compiles); loads the module for
/// the device when `load`.
Outcome compileUnits(Device &device, const std::vector<CompileUnit> &units,
                     const std::string &linkOptions, bool load) {
  Outcome outcome;
  std::vector<HeaderDirectory> headers(units.size());
  std::vector<SourceUnit> prepared(units.size());
  for (size_t i = 0; i < units.size(); ++i) {
    if (!prepareUnit(device, units[i], linkOptions, headers[i], prepared[i],
                     outcome))
      return outcome;
    // Without `load`, clCompileProgram checks one unit for a later link.
    prepared[i].options.compileOnly = !load;
    // Diagnostics name the unit they are in.
    if (units.size() > 1)
      prepared[i].options.fileName = "input" + std::to_string(i + 1) + ".cl";
  }
  Result<CompileResult> compiled = compileProgramCached(prepared);
  if (!compiled) {
    outcome.noCompiler = true;
    outcome.log = "error: " + compiled.error().message + "\n";
    return outcome;
  }
  outcome.log = compiled->diagnostics;
  if (!compiled->success)
    return outcome;
  outcome.included = std::move(compiled->includedHeaders);
  if (load) {
    Result<std::shared_ptr<vkcl::Program>> program = vkcl::Program::fromSpirv(
        device.vk(), compiled->spirv, vkcl::Program::Trust::CompiledByVkcl);
    if (!program) {
      outcome.log += "error: " + program.error().message + "\n";
      return outcome;
    }
    outcome.program = std::move(*program);
  }
  outcome.spirv = std::move(compiled->spirv);
  outcome.ok = true;
  return outcome;
}

/// `unit` with the user headers its compile read added to its own, so that
/// the compiled object links the same once they are gone (a header in an
/// -I directory deleted after clCompileProgram). A header included by an
/// absolute path or through '..' is read again at the link.
CompileUnit withIncludes(const CompileUnit &unit, const Outcome &compiled) {
  CompileUnit kept = unit;
  for (const IncludedHeader &h : compiled.included) {
    bool named = false;
    for (const Header &given : kept.headers)
      named |= given.name == h.name;
    if (!named && validHeaderName(h.name))
      kept.headers.push_back({h.name, h.text});
  }
  return kept;
}

/// Indices in program.devices of `list` (every device when it is NULL):
/// CL_INVALID_VALUE for an inconsistent list, CL_INVALID_DEVICE for a
/// device the program is not for.
cl_int selectDevices(const Program &program, cl_uint count,
                     const cl_device_id *list, std::vector<int> &out) {
  // "CL_INVALID_VALUE if device_list is NULL and num_devices is greater
  // than zero, or if device_list is not NULL and num_devices is zero."
  if (!list != (count == 0))
    return CL_INVALID_VALUE;
  if (!list) {
    for (size_t i = 0; i < program.devices.size(); ++i)
      out.push_back(static_cast<int>(i));
    return CL_SUCCESS;
  }
  for (cl_uint i = 0; i < count; ++i) {
    int index = program.deviceIndex(cast<Device>(list[i]));
    if (index < 0)
      return CL_INVALID_DEVICE;
    if (std::find(out.begin(), out.end(), index) == out.end())
      out.push_back(index);
  }
  return CL_SUCCESS;
}

/// CL_INVALID_OPERATION while kernels are attached or a build of one of
/// `targets` is under way. Called with the program's lock held.
cl_int checkIdle(const Program &program, const std::vector<int> &targets) {
  // "CL_INVALID_OPERATION if there are kernel objects attached to program."
  if (program.kernelCount.load() > 0)
    return apiError(CL_INVALID_OPERATION,
                    "the program has kernel objects; release them first");
  for (int d : targets)
    if (program.builds[d].status == CL_BUILD_IN_PROGRESS)
      return apiError(CL_INVALID_OPERATION,
                      "a build of the program has not completed");
  return CL_SUCCESS;
}

/// Marks `targets` as failed for bad options; returns `code`.
cl_int refuseOptions(Program &program, const std::vector<int> &targets,
                     const std::string &options, const Status &status,
                     cl_int code) {
  for (int d : targets) {
    Program::Build &b = program.builds[d];
    b.status = CL_BUILD_ERROR;
    b.options = options;
    b.log = "error: " + status.message() + "\n";
  }
  return apiError(code, status.message());
}

/// The code a failed build returns: `failure`, or CL_COMPILER_NOT_AVAILABLE
/// when there was no compiler to fail.
cl_int failureCode(const std::vector<Outcome> &outcomes, cl_int failure,
                   cl_int noCompiler) {
  for (const Outcome &o : outcomes)
    if (o.noCompiler)
      return noCompiler;
  for (const Outcome &o : outcomes)
    if (!o.ok)
      return failure;
  return CL_SUCCESS;
}

using BuildNotify = void(CL_CALLBACK *)(cl_program, void *);

} // namespace

std::vector<uint32_t> encodeUnits(cl_program_binary_type type,
                                  const std::vector<CompileUnit> &units) {
  std::vector<uint32_t> words = {UnitsMagic, UnitsVersion,
                                 static_cast<uint32_t>(type),
                                 static_cast<uint32_t>(units.size())};
  for (const CompileUnit &u : units) {
    putString(words, u.source);
    putString(words, u.options);
    words.push_back(u.takesLinkOptions ? 1 : 0);
    words.push_back(static_cast<uint32_t>(u.headers.size()));
    for (const Header &h : u.headers) {
      putString(words, h.name);
      putString(words, h.text);
    }
  }
  return words;
}

bool decodeUnits(const std::vector<uint32_t> &words,
                 cl_program_binary_type &type,
                 std::vector<CompileUnit> &units) {
  WordReader r(words);
  if (r.word() != UnitsMagic || r.word() != UnitsVersion)
    return false;
  type = r.word();
  if (type != CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT &&
      type != CL_PROGRAM_BINARY_TYPE_LIBRARY)
    return false;
  uint32_t count = r.word();
  units.clear();
  for (uint32_t i = 0; i < count && r.ok(); ++i) {
    CompileUnit u;
    u.source = r.string();
    u.options = r.string();
    u.takesLinkOptions = r.word() != 0;
    uint32_t headers = r.word();
    for (uint32_t h = 0; h < headers && r.ok(); ++h) {
      Header header;
      header.name = r.string();
      header.text = r.string();
      u.headers.push_back(std::move(header));
    }
    units.push_back(std::move(u));
  }
  return r.ok() && r.atEnd() && !units.empty();
}

} // namespace vkcl::ocl

using namespace vkcl::ocl;

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clBuildProgram(cl_program p, cl_uint numDevices, const cl_device_id *deviceList,
               const char *options, BuildNotify notify, void *userData) {
  Program *program = cast<Program>(p);
  if (!program)
    return CL_INVALID_PROGRAM;
  std::vector<int> targets;
  if (cl_int e = selectDevices(*program, numDevices, deviceList, targets))
    return e;
  // "CL_INVALID_VALUE if pfn_notify is NULL but user_data is not NULL."
  if (!notify && userData)
    return CL_INVALID_VALUE;
  const std::string text = options ? options : "";
  vkcl::CompileOptions parsed;
  vkcl::BuildFlags flags;
  vkcl::Status valid = vkcl::parseBuildOptions(text, parsed, flags);
  // A binary program: the units of a compiled object or library to link,
  // per target (empty for an executable, which is built already).
  std::vector<std::vector<CompileUnit>> units(targets.size());
  {
    std::lock_guard<std::mutex> lock(program->mutex);
    if (cl_int e = checkIdle(*program, targets))
      return e;
    // "CL_INVALID_BINARY if program is created with
    // clCreateProgramWithBinary and devices listed in device_list do not
    // have a valid program binary loaded."
    if (program->fromBinary)
      for (int d : targets)
        if (program->builds[d].spirv.empty())
          return apiError(CL_INVALID_BINARY,
                          "clBuildProgram: no binary for a device");
    if (!valid)
      return refuseOptions(*program, targets, text, valid,
                           CL_INVALID_BUILD_OPTIONS);
    for (size_t i = 0; i < targets.size(); ++i) {
      Program::Build &b = program->builds[targets[i]];
      cl_program_binary_type type = 0;
      if (program->fromBinary &&
          b.binaryType != CL_PROGRAM_BINARY_TYPE_EXECUTABLE)
        decodeUnits(b.spirv, type, units[i]);
      b.status = CL_BUILD_IN_PROGRESS;
      b.options = text;
      b.log.clear();
    }
  }
  std::vector<Outcome> outcomes(targets.size());
  for (size_t i = 0; i < targets.size(); ++i) {
    Device &device = *program->devices[targets[i]];
    if (!program->fromBinary)
      outcomes[i] =
          compileUnits(device, {{program->source, text, {}}}, "", true);
    else if (!units[i].empty())
      outcomes[i] = compileUnits(device, units[i], "", true);
    else
      outcomes[i].ok = true; // an executable, loaded when it was created
  }
  {
    std::lock_guard<std::mutex> lock(program->mutex);
    for (size_t i = 0; i < targets.size(); ++i) {
      Program::Build &b = program->builds[targets[i]];
      Outcome &o = outcomes[i];
      b.status = o.ok ? CL_BUILD_SUCCESS : CL_BUILD_ERROR;
      b.log = std::move(o.log);
      bool loaded = program->fromBinary && units[i].empty();
      if (loaded || (!o.ok && program->fromBinary))
        continue; // keeps its binary
      b.binaryType = o.ok ? CL_PROGRAM_BINARY_TYPE_EXECUTABLE
                          : CL_PROGRAM_BINARY_TYPE_NONE;
      b.spirv = std::move(o.spirv);
      b.program = std::move(o.program);
      b.uniformWorkGroups = o.uniformWorkGroups;
    }
  }
  if (notify)
    notify(p, userData);
  return failureCode(outcomes, CL_BUILD_PROGRAM_FAILURE,
                     CL_COMPILER_NOT_AVAILABLE);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clCompileProgram(
    cl_program p, cl_uint numDevices, const cl_device_id *deviceList,
    const char *options, cl_uint numHeaders, const cl_program *inputHeaders,
    const char **headerNames, BuildNotify notify, void *userData) {
  Program *program = cast<Program>(p);
  if (!program)
    return CL_INVALID_PROGRAM;
  std::vector<int> targets;
  if (cl_int e = selectDevices(*program, numDevices, deviceList, targets))
    return e;
  // "CL_INVALID_VALUE if num_input_headers is zero and header_include_names
  // or input_headers are not NULL or if num_input_headers is not zero and
  // header_include_names or input_headers are NULL."
  if ((numHeaders == 0) != (!inputHeaders && !headerNames) ||
      (numHeaders && (!inputHeaders || !headerNames)))
    return CL_INVALID_VALUE;
  if (!notify && userData)
    return CL_INVALID_VALUE;
  CompileUnit unit;
  unit.options = options ? options : "";
  for (cl_uint i = 0; i < numHeaders; ++i) {
    Program *header = cast<Program>(inputHeaders[i]);
    if (!header)
      return CL_INVALID_PROGRAM;
    if (!headerNames[i] || !validHeaderName(headerNames[i]))
      return apiError(CL_INVALID_VALUE,
                      "clCompileProgram: header_include_names[" +
                          std::to_string(i) +
                          "] is NULL, empty, absolute or has '..'");
    unit.headers.push_back({headerNames[i], header->source});
  }
  vkcl::CompileOptions parsed;
  vkcl::BuildFlags flags;
  vkcl::Status valid = vkcl::parseBuildOptions(unit.options, parsed, flags);
  {
    std::lock_guard<std::mutex> lock(program->mutex);
    // "CL_INVALID_OPERATION if program has no source or IL available, i.e.
    // it has not been created with clCreateProgramWithSource or
    // clCreateProgramWithIL."
    if (program->fromBinary)
      return apiError(CL_INVALID_OPERATION,
                      "clCompileProgram: the program has no source");
    if (cl_int e = checkIdle(*program, targets))
      return e;
    if (!valid)
      return refuseOptions(*program, targets, unit.options, valid,
                           CL_INVALID_COMPILER_OPTIONS);
    for (int d : targets) {
      Program::Build &b = program->builds[d];
      b.status = CL_BUILD_IN_PROGRESS;
      b.options = unit.options;
      b.log.clear();
    }
  }
  unit.source = program->source;
  std::vector<Outcome> outcomes(targets.size());
  for (size_t i = 0; i < targets.size(); ++i)
    outcomes[i] =
        compileUnits(*program->devices[targets[i]], {unit}, "", /*load=*/false);
  {
    std::lock_guard<std::mutex> lock(program->mutex);
    for (size_t i = 0; i < targets.size(); ++i) {
      Program::Build &b = program->builds[targets[i]];
      const Outcome &o = outcomes[i];
      b.status = o.ok ? CL_BUILD_SUCCESS : CL_BUILD_ERROR;
      b.log = o.log;
      b.binaryType = o.ok ? CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT
                          : CL_PROGRAM_BINARY_TYPE_NONE;
      b.spirv = o.ok ? encodeUnits(b.binaryType, {withIncludes(unit, o)})
                     : std::vector<uint32_t>();
      b.program.reset();
    }
  }
  if (notify)
    notify(p, userData);
  return failureCode(outcomes, CL_COMPILE_PROGRAM_FAILURE,
                     CL_COMPILER_NOT_AVAILABLE);
}

namespace {

/// The units each input holds for `device`: CL_SUCCESS with `units` filled
/// when every input has a compiled object or library for it, CL_SUCCESS
/// with `units` empty when none has, CL_INVALID_OPERATION otherwise.
cl_int gatherUnits(const std::vector<Program *> &inputs, const Device *device,
                   std::vector<CompileUnit> &units) {
  size_t with = 0;
  std::vector<CompileUnit> all;
  for (Program *input : inputs) {
    std::lock_guard<std::mutex> lock(input->mutex);
    int d = input->deviceIndex(device);
    if (d < 0)
      continue;
    const Program::Build &b = input->builds[d];
    if (b.status == CL_BUILD_IN_PROGRESS)
      return apiError(CL_INVALID_OPERATION,
                      "clLinkProgram: an input's build has not completed");
    std::vector<CompileUnit> held;
    cl_program_binary_type type = 0;
    if (b.binaryType == CL_PROGRAM_BINARY_TYPE_EXECUTABLE ||
        !decodeUnits(b.spirv, type, held))
      continue;
    ++with;
    for (CompileUnit &u : held)
      all.push_back(std::move(u));
  }
  if (with != 0 && with != inputs.size())
    return apiError(CL_INVALID_OPERATION,
                    "clLinkProgram: some inputs have a compiled object or "
                    "library for a device and others do not");
  units = std::move(all);
  return CL_SUCCESS;
}

} // namespace

extern "C" CL_API_ENTRY cl_program CL_API_CALL clLinkProgram(
    cl_context c, cl_uint numDevices, const cl_device_id *deviceList,
    const char *options, cl_uint numInputs, const cl_program *inputPrograms,
    BuildNotify notify, void *userData, cl_int *errcodeRet) {
  Context *context = cast<Context>(c);
  if (!context)
    return withError<cl_program>(errcodeRet, CL_INVALID_CONTEXT, nullptr);
  if (!deviceList != (numDevices == 0) || numInputs == 0 || !inputPrograms ||
      (!notify && userData))
    return withError<cl_program>(errcodeRet, CL_INVALID_VALUE, nullptr);
  std::vector<Device *> devices;
  for (cl_uint i = 0; i < numDevices; ++i) {
    Device *d = cast<Device>(deviceList[i]);
    if (!d || !context->hasDevice(d))
      return withError<cl_program>(errcodeRet, CL_INVALID_DEVICE, nullptr);
    if (std::find(devices.begin(), devices.end(), d) == devices.end())
      devices.push_back(d);
  }
  if (devices.empty())
    devices = context->devices;
  std::vector<Program *> inputs;
  for (cl_uint i = 0; i < numInputs; ++i) {
    Program *input = cast<Program>(inputPrograms[i]);
    if (!input || input->context.get() != context)
      return withError<cl_program>(errcodeRet, CL_INVALID_PROGRAM, nullptr);
    inputs.push_back(input);
  }
  const std::string text = options ? options : "";
  vkcl::CompileOptions parsed;
  vkcl::BuildFlags flags;
  vkcl::Status valid =
      vkcl::parseBuildOptions(text, parsed, flags, vkcl::OptionStage::Link);
  if (!valid)
    return withError<cl_program>(
        errcodeRet, apiError(CL_INVALID_LINKER_OPTIONS, valid.message()),
        nullptr);
  std::vector<std::vector<CompileUnit>> units(devices.size());
  bool any = false;
  for (size_t i = 0; i < devices.size(); ++i) {
    if (cl_int e = gatherUnits(inputs, devices[i], units[i]))
      return withError<cl_program>(errcodeRet, e, nullptr);
    any |= !units[i].empty();
  }
  if (!any)
    return withError<cl_program>(errcodeRet,
                                 apiError(CL_INVALID_OPERATION,
                                          "clLinkProgram: no input has a "
                                          "compiled object or library"),
                                 nullptr);

  auto *program = new Program();
  program->context = Ref<Context>(context);
  program->devices = devices;
  program->fromBinary = true; // no source: clCompileProgram refuses it
  program->builds.resize(devices.size());
  std::vector<Outcome> outcomes;
  for (size_t i = 0; i < devices.size(); ++i) {
    if (units[i].empty())
      continue; // "no link is performed" for this device
    Program::Build &b = program->builds[i];
    b.options = text;
    if (flags.createLibrary) {
      for (CompileUnit &u : units[i])
        u.takesLinkOptions = u.takesLinkOptions && flags.enableLinkOptions;
      b.status = CL_BUILD_SUCCESS;
      b.binaryType = CL_PROGRAM_BINARY_TYPE_LIBRARY;
      b.spirv = encodeUnits(b.binaryType, units[i]);
      continue;
    }
    Outcome o = compileUnits(*devices[i], units[i], text, true);
    b.status = o.ok ? CL_BUILD_SUCCESS : CL_BUILD_ERROR;
    b.log = o.log;
    b.binaryType =
        o.ok ? CL_PROGRAM_BINARY_TYPE_EXECUTABLE : CL_PROGRAM_BINARY_TYPE_NONE;
    b.spirv = std::move(o.spirv);
    b.program = std::move(o.program);
    b.uniformWorkGroups = o.uniformWorkGroups;
    outcomes.push_back(std::move(o));
  }
  if (notify)
    notify(program->handle(), userData);
  // A failed link still returns the program, so its log can be read.
  return withError<cl_program>(
      errcodeRet,
      failureCode(outcomes, CL_LINK_PROGRAM_FAILURE, CL_LINKER_NOT_AVAILABLE),
      program->handle());
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clUnloadCompiler() {
  // A hint; the compiler plugin stays loaded (LLVM cannot be unloaded).
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clUnloadPlatformCompiler(cl_platform_id platform) {
  if (!cast<Platform>(platform))
    return CL_INVALID_PLATFORM;
  return CL_SUCCESS;
}
