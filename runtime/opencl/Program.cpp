// Program objects: creation from source or binary, and their queries.
// Building, compiling and linking are in ProgramBuild.cpp.
//
// A program's binary for a device (CL_PROGRAM_BINARIES) is what
// clCreateProgramWithBinary takes back: for an executable the vkcl SPIR-V
// module, whose reflection carries the kernels' interfaces, so no clang is
// needed to run it; for a compiled object or library the record
// ProgramBuild.h describes. There is no intermediate language
// (CL_DEVICE_IL_VERSION is empty), no built-in kernel and no program-scope
// variable with a constructor or destructor.
#include "ProgramBuild.h"

#include <algorithm>

namespace vkcl::ocl {

int Program::deviceIndex(const Device *device) const {
  auto it = std::find(devices.begin(), devices.end(), device);
  return it == devices.end() ? -1 : static_cast<int>(it - devices.begin());
}

} // namespace vkcl::ocl

using namespace vkcl::ocl;

namespace {

/// A binary as words, or an empty vector when its length is no multiple
/// of 4 (neither a SPIR-V module nor a unit record can be).
std::vector<uint32_t> toWords(const unsigned char *bytes, size_t length) {
  if (length % 4)
    return {};
  std::vector<uint32_t> words(length / 4);
  std::memcpy(words.data(), bytes, length);
  return words;
}

/// Loads one binary for `device` into `build`; CL_SUCCESS or
/// CL_INVALID_BINARY (with the reason for VKCL_LOG users).
cl_int loadBinary(Device &device, std::vector<uint32_t> words,
                  Program::Build &build) {
  std::vector<CompileUnit> units;
  cl_program_binary_type type = 0;
  if (decodeUnits(words, type, units)) {
    build.binaryType = type;
    build.spirv = std::move(words);
    return CL_SUCCESS;
  }
  if (words.empty())
    return apiError(CL_INVALID_BINARY, "a binary's length is not a "
                                       "multiple of 4 bytes");
  vkcl::Result<std::shared_ptr<vkcl::Program>> program =
      vkcl::Program::fromSpirv(device.vk(), words);
  if (!program)
    return apiError(CL_INVALID_BINARY, program.error().message);
  build.binaryType = CL_PROGRAM_BINARY_TYPE_EXECUTABLE;
  build.spirv = std::move(words);
  build.program = std::move(*program);
  return CL_SUCCESS;
}

/// The first device's successful executable, or nullptr.
const vkcl::ProgramInfo *executableInfo(const Program &program) {
  for (const Program::Build &b : program.builds)
    if (b.status == CL_BUILD_SUCCESS && b.program)
      return &b.program->info();
  return nullptr;
}

} // namespace

extern "C" CL_API_ENTRY cl_program CL_API_CALL
clCreateProgramWithSource(cl_context c, cl_uint count, const char **strings,
                          const size_t *lengths, cl_int *errcodeRet) {
  Context *context = cast<Context>(c);
  if (!context)
    return withError<cl_program>(errcodeRet, CL_INVALID_CONTEXT, nullptr);
  // "CL_INVALID_VALUE if count is zero or if strings or any entry in
  // strings is NULL."
  if (count == 0 || !strings)
    return withError<cl_program>(errcodeRet, CL_INVALID_VALUE, nullptr);
  std::string source;
  for (cl_uint i = 0; i < count; ++i) {
    if (!strings[i])
      return withError<cl_program>(errcodeRet, CL_INVALID_VALUE, nullptr);
    // "If an element in lengths is zero, its accompanying string is
    // null-terminated."
    if (lengths && lengths[i])
      source.append(strings[i], lengths[i]);
    else
      source.append(strings[i]);
  }
  auto *program = new Program();
  program->context = Ref<Context>(context);
  program->devices = context->devices;
  program->source = std::move(source);
  program->builds.resize(program->devices.size());
  return withError<cl_program>(errcodeRet, CL_SUCCESS, program->handle());
}

extern "C" CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithBinary(
    cl_context c, cl_uint numDevices, const cl_device_id *deviceList,
    const size_t *lengths, const unsigned char **binaries, cl_int *binaryStatus,
    cl_int *errcodeRet) {
  Context *context = cast<Context>(c);
  if (!context)
    return withError<cl_program>(errcodeRet, CL_INVALID_CONTEXT, nullptr);
  // "CL_INVALID_VALUE if device_list is NULL or num_devices is zero."
  // "CL_INVALID_VALUE if lengths or binaries is NULL."
  if (!deviceList || numDevices == 0 || !lengths || !binaries)
    return withError<cl_program>(errcodeRet, CL_INVALID_VALUE, nullptr);
  std::vector<Device *> devices;
  for (cl_uint i = 0; i < numDevices; ++i) {
    Device *d = cast<Device>(deviceList[i]);
    // "CL_INVALID_DEVICE if any device in device_list is not in the list
    // of devices associated with context."
    if (!d || !context->hasDevice(d))
      return withError<cl_program>(errcodeRet, CL_INVALID_DEVICE, nullptr);
    devices.push_back(d);
  }
  std::vector<Program::Build> builds(numDevices);
  cl_int result = CL_SUCCESS;
  for (cl_uint i = 0; i < numDevices; ++i) {
    cl_int status = CL_SUCCESS;
    // "CL_INVALID_VALUE if any entry in lengths[i] is zero or binaries[i]
    // is NULL" (also the entry's binary_status).
    if (lengths[i] == 0 || !binaries[i])
      status = CL_INVALID_VALUE;
    else
      status =
          loadBinary(*devices[i], toWords(binaries[i], lengths[i]), builds[i]);
    if (binaryStatus)
      binaryStatus[i] = status;
    if (result == CL_SUCCESS)
      result = status;
  }
  if (result != CL_SUCCESS)
    return withError<cl_program>(errcodeRet, result, nullptr);
  auto *program = new Program();
  program->context = Ref<Context>(context);
  program->devices = std::move(devices);
  program->fromBinary = true;
  program->builds = std::move(builds);
  return withError<cl_program>(errcodeRet, CL_SUCCESS, program->handle());
}

extern "C" CL_API_ENTRY cl_program CL_API_CALL
clCreateProgramWithBuiltInKernels(cl_context c, cl_uint numDevices,
                                  const cl_device_id *deviceList,
                                  const char *kernelNames, cl_int *errcodeRet) {
  Context *context = cast<Context>(c);
  if (!context)
    return withError<cl_program>(errcodeRet, CL_INVALID_CONTEXT, nullptr);
  if (!deviceList || numDevices == 0 || !kernelNames)
    return withError<cl_program>(errcodeRet, CL_INVALID_VALUE, nullptr);
  for (cl_uint i = 0; i < numDevices; ++i) {
    Device *d = cast<Device>(deviceList[i]);
    if (!d || !context->hasDevice(d))
      return withError<cl_program>(errcodeRet, CL_INVALID_DEVICE, nullptr);
  }
  // "CL_INVALID_VALUE if ... kernel_names contains a kernel name that is
  // not supported by any of the devices": the devices have none
  // (CL_DEVICE_BUILT_IN_KERNELS is empty).
  return withError<cl_program>(
      errcodeRet,
      apiError(CL_INVALID_VALUE, std::string("no built-in kernel '") +
                                     kernelNames + "': vkcl has none"),
      nullptr);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clRetainProgram(cl_program p) {
  Program *program = cast<Program>(p);
  if (!program)
    return CL_INVALID_PROGRAM;
  program->retain();
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clReleaseProgram(cl_program p) {
  Program *program = cast<Program>(p);
  if (!program || !program->release())
    return CL_INVALID_PROGRAM;
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clGetProgramInfo(cl_program p, cl_program_info param, size_t size, void *value,
                 size_t *sizeRet) {
  Program *program = cast<Program>(p);
  if (!program)
    return CL_INVALID_PROGRAM;
  std::lock_guard<std::mutex> lock(program->mutex);
  switch (param) {
  case CL_PROGRAM_REFERENCE_COUNT:
    return returnValue<cl_uint>(size, value, sizeRet, program->refCount());
  case CL_PROGRAM_CONTEXT:
    return returnValue<cl_context>(size, value, sizeRet,
                                   program->context->handle());
  case CL_PROGRAM_NUM_DEVICES:
    return returnValue<cl_uint>(size, value, sizeRet,
                                cl_uint(program->devices.size()));
  case CL_PROGRAM_DEVICES: {
    std::vector<cl_device_id> ids;
    for (Device *d : program->devices)
      ids.push_back(d->handle());
    return returnVector(size, value, sizeRet, ids);
  }
  case CL_PROGRAM_SOURCE:
    // Empty ("a null string") for programs from binaries or a link.
    return returnString(size, value, sizeRet, program->source);
  case CL_PROGRAM_IL:
    // "If program is created with clCreateProgramWithSource,
    // clCreateProgramWithBinary or clCreateProgramWithBuiltInKernels the
    // memory pointed to by param_value will be unchanged and
    // param_value_size_ret will be set to 0."
    return returnBytes(size, value, sizeRet, nullptr, 0);
  case CL_PROGRAM_BINARY_SIZES: {
    std::vector<size_t> sizes;
    for (const Program::Build &b : program->builds)
      sizes.push_back(b.spirv.size() * sizeof(uint32_t));
    return returnVector(size, value, sizeRet, sizes);
  }
  case CL_PROGRAM_BINARIES: {
    // An array of one pointer per device, each to memory of that device's
    // CL_PROGRAM_BINARY_SIZES; a NULL entry skips the device.
    size_t bytes = program->builds.size() * sizeof(unsigned char *);
    if (value && size < bytes)
      return CL_INVALID_VALUE;
    if (value) {
      auto **out = static_cast<unsigned char **>(value);
      for (size_t i = 0; i < program->builds.size(); ++i) {
        const std::vector<uint32_t> &words = program->builds[i].spirv;
        if (out[i] && !words.empty())
          std::memcpy(out[i], words.data(), words.size() * sizeof(uint32_t));
      }
    }
    if (sizeRet)
      *sizeRet = bytes;
    return CL_SUCCESS;
  }
  case CL_PROGRAM_NUM_KERNELS:
  case CL_PROGRAM_KERNEL_NAMES: {
    // "CL_INVALID_PROGRAM_EXECUTABLE if param_name is
    // CL_PROGRAM_NUM_KERNELS or CL_PROGRAM_KERNEL_NAMES and a successful
    // program executable has not been built for at least one device."
    const vkcl::ProgramInfo *info = executableInfo(*program);
    if (!info)
      return CL_INVALID_PROGRAM_EXECUTABLE;
    if (param == CL_PROGRAM_NUM_KERNELS)
      return returnValue<size_t>(size, value, sizeRet, info->kernels.size());
    std::string names;
    for (const vkcl::KernelInfo &k : info->kernels)
      names += (names.empty() ? "" : ";") + k.name;
    return returnString(size, value, sizeRet, names);
  }
  case CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT:
  case CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT:
    return returnValue<cl_bool>(size, value, sizeRet, CL_FALSE);
  default:
    return apiError(CL_INVALID_VALUE,
                    "clGetProgramInfo: unknown param " + std::to_string(param));
  }
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clGetProgramBuildInfo(
    cl_program p, cl_device_id device, cl_program_build_info param, size_t size,
    void *value, size_t *sizeRet) {
  Program *program = cast<Program>(p);
  if (!program)
    return CL_INVALID_PROGRAM;
  // "CL_INVALID_DEVICE if device is not in the list of devices associated
  // with program."
  int index = program->deviceIndex(cast<Device>(device));
  if (index < 0)
    return CL_INVALID_DEVICE;
  std::lock_guard<std::mutex> lock(program->mutex);
  const Program::Build &b = program->builds[index];
  switch (param) {
  case CL_PROGRAM_BUILD_STATUS:
    return returnValue<cl_build_status>(size, value, sizeRet, b.status);
  case CL_PROGRAM_BUILD_OPTIONS:
    return returnString(size, value, sizeRet, b.options);
  case CL_PROGRAM_BUILD_LOG:
    return returnString(size, value, sizeRet, b.log);
  case CL_PROGRAM_BINARY_TYPE:
    return returnValue<cl_program_binary_type>(size, value, sizeRet,
                                               b.binaryType);
  case CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE:
    // "the total amount of storage, in bytes, used by program variables in
    // the global address space": __constant data is not counted.
    return returnValue<size_t>(size, value, sizeRet,
                               b.program ? b.program->info().globalVariableBytes
                                         : 0);
  default:
    return apiError(CL_INVALID_VALUE, "clGetProgramBuildInfo: unknown param " +
                                          std::to_string(param));
  }
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clSetProgramReleaseCallback(
    cl_program p, void(CL_CALLBACK *notify)(cl_program, void *), void *) {
  if (!cast<Program>(p))
    return CL_INVALID_PROGRAM;
  if (!notify)
    return CL_INVALID_VALUE;
  // Deprecated in OpenCL 3.0: "CL_INVALID_OPERATION if no devices in the
  // context associated with program support destructors for program scope
  // global variables."
  return apiError(CL_INVALID_OPERATION,
                  "clSetProgramReleaseCallback: no program-scope destructors");
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clSetProgramSpecializationConstant(
    cl_program p, cl_uint, size_t, const void *) {
  if (!cast<Program>(p))
    return CL_INVALID_PROGRAM;
  // "CL_INVALID_OPERATION if no devices associated with program support
  // intermediate language programs."
  return apiError(CL_INVALID_OPERATION,
                  "clSetProgramSpecializationConstant: the devices take no "
                  "intermediate language");
}
