// Kernel objects: creation, arguments and queries.
//
// A kernel holds one runtime kernel per device of its program. Devices the
// program has no executable for get a stand-in, a copy of a built device's
// kernel, so that the interface (Kernel::info()) and argument checks are
// the same everywhere; clEnqueueNDRangeKernel refuses those devices by the
// program's build status. Memory lives on its context's first device
// (MemoryCommon.h), so a buffer or pipe argument is set on that device's
// kernel only.
//
// Everything the queries report comes from the reflection in the module,
// which always has the argument names, types and qualifiers: argument
// information is available whether or not the program was built with
// -cl-kernel-arg-info (the specification lets it be returned then).
#include "MemoryCommon.h"

#include <algorithm>
#include <cstring>

namespace vkcl::ocl {

Kernel::~Kernel() { program->kernelCount.fetch_sub(1); }

Device *queryDevice(const Kernel &kernel, cl_device_id device) {
  const Program &program = *kernel.program;
  if (!device)
    return program.devices.size() == 1 ? program.devices.front() : nullptr;
  Device *d = cast<Device>(device);
  return program.deviceIndex(d) < 0 ? nullptr : d;
}

const vkcl::Kernel &Kernel::on(const Device *d) const {
  int index = program->deviceIndex(d);
  return kernels[index < 0 ? 0 : index];
}

} // namespace vkcl::ocl

using namespace vkcl::ocl;

namespace {

/// CL_KERNEL_ARG_TYPE_NAME: "If argument type name is an unsigned scalar
/// type (i.e. unsigned char, unsigned short, unsigned int, unsigned long),
/// uchar, ushort, uint and ulong will be returned", without whitespace.
std::string clTypeName(std::string name) {
  static const std::pair<const char *, const char *> shortNames[] = {
      {"unsigned char", "uchar"},
      {"unsigned short", "ushort"},
      {"unsigned int", "uint"},
      {"unsigned long", "ulong"},
  };
  for (const auto &[longName, shortName] : shortNames)
    if (name.compare(0, std::strlen(longName), longName) == 0)
      name = shortName + name.substr(std::strlen(longName));
  name.erase(std::remove(name.begin(), name.end(), ' '), name.end());
  return name;
}

} // namespace

namespace {

/// Whether `a` and `b` have the same interface (CL_INVALID_KERNEL_DEFINITION
/// when a kernel differs between devices).
bool sameInterface(const vkcl::KernelInfo &a, const vkcl::KernelInfo &b) {
  if (a.args.size() != b.args.size())
    return false;
  for (size_t i = 0; i < a.args.size(); ++i)
    if (a.args[i].kind != b.args[i].kind || a.args[i].size != b.args[i].size ||
        a.args[i].typeName != b.args[i].typeName)
      return false;
  return true;
}

/// The kernel `name` of `program`: CL_INVALID_PROGRAM_EXECUTABLE without a
/// successful build, CL_INVALID_KERNEL_NAME when no build has the kernel.
Kernel *createKernel(Program &program, const std::string &name, cl_int &error) {
  std::lock_guard<std::mutex> lock(program.mutex);
  std::vector<vkcl::Kernel> kernels(program.devices.size());
  int first = -1;
  for (size_t d = 0; d < program.builds.size(); ++d) {
    const Program::Build &b = program.builds[d];
    if (b.status != CL_BUILD_SUCCESS || !b.program)
      continue;
    vkcl::Result<vkcl::Kernel> k = b.program->createKernel(name);
    if (!k) {
      error = apiError(CL_INVALID_KERNEL_NAME, k.error().message);
      return nullptr;
    }
    if (first >= 0 && !sameInterface(kernels[first].info(), k->info())) {
      error = apiError(CL_INVALID_KERNEL_DEFINITION,
                       "kernel '" + name + "' differs between devices");
      return nullptr;
    }
    kernels[d] = std::move(*k);
    if (first < 0)
      first = static_cast<int>(d);
  }
  if (first < 0) {
    error = apiError(CL_INVALID_PROGRAM_EXECUTABLE,
                     "the program has no successfully built executable");
    return nullptr;
  }
  for (size_t d = 0; d < kernels.size(); ++d)
    if (!program.builds[d].program ||
        program.builds[d].status != CL_BUILD_SUCCESS)
      kernels[d] = kernels[first].clone();
  auto *kernel = new Kernel();
  kernel->program = Ref<Program>(&program);
  kernel->name = name;
  kernel->args.resize(kernels[first].info().args.size());
  kernel->kernels = std::move(kernels);
  // Under the lock: clBuildProgram checks the count under it.
  program.kernelCount.fetch_add(1);
  error = CL_SUCCESS;
  return kernel;
}

/// Whether the kernel of program device `d` is real (not a stand-in).
bool built(const Kernel &kernel, size_t d) {
  const Program::Build &b = kernel.program->builds[d];
  return b.status == CL_BUILD_SUCCESS && b.program;
}

/// Sets a buffer or pipe argument on the kernel of the device holding the
/// memory; `set` does it on one runtime kernel.
cl_int setMemArg(Kernel &kernel, Mem &mem, cl_int failure,
                 const std::function<vkcl::Status(vkcl::Kernel &)> &set) {
  int d = kernel.program->deviceIndex(memDevice(mem));
  if (d < 0 || !built(kernel, static_cast<size_t>(d)))
    return apiError(CL_INVALID_MEM_OBJECT,
                    "the memory object is on a device the kernel's program "
                    "has no executable for");
  vkcl::Status status = set(kernel.kernels[d]);
  return status ? CL_SUCCESS : apiError(failure, status.message());
}

/// Sets an argument that is the same on every device (values, __local
/// sizes, NULL buffers).
cl_int setEverywhere(Kernel &kernel, cl_int failure,
                     const std::function<vkcl::Status(vkcl::Kernel &)> &set) {
  for (size_t d = 0; d < kernel.kernels.size(); ++d) {
    if (!built(kernel, d))
      continue;
    vkcl::Status status = set(kernel.kernels[d]);
    if (!status)
      return apiError(failure, status.message());
  }
  return CL_SUCCESS;
}

/// The memory object an argument's value names (NULL allowed).
cl_mem memHandle(const void *value) {
  return value ? *static_cast<const cl_mem *>(value) : nullptr;
}

cl_int setBufferArg(Kernel &kernel, cl_uint index, size_t size,
                    const void *value) {
  if (size != sizeof(cl_mem))
    return apiError(CL_INVALID_ARG_SIZE,
                    "a buffer argument takes sizeof(cl_mem) bytes");
  Kernel::Arg &arg = kernel.args[index];
  cl_mem handle = memHandle(value);
  // "If the argument is a buffer object, the arg_value pointer can be NULL
  // or point to a NULL value in which case a NULL value will be used as
  // the value for the argument declared as a pointer to global or constant
  // memory in the kernel."
  if (!handle) {
    if (cl_int e =
            setEverywhere(kernel, CL_INVALID_ARG_VALUE,
                          [&](vkcl::Kernel &k) { return k.setNullArg(index); }))
      return e;
    arg.mem = nullptr;
    return CL_SUCCESS;
  }
  Mem *mem = cast<Mem>(handle);
  if (!mem || mem->type != CL_MEM_OBJECT_BUFFER ||
      mem->context.get() != kernel.program->context.get())
    return apiError(CL_INVALID_MEM_OBJECT,
                    "argument " + std::to_string(index) +
                        " takes a buffer of the kernel's context");
  // A sub-buffer's `buffer` is already the view of its range.
  if (cl_int e =
          setMemArg(kernel, *mem, CL_INVALID_MEM_OBJECT, [&](vkcl::Kernel &k) {
            return k.setArg(index, mem->buffer);
          }))
    return e;
  arg.mem = mem;
  return CL_SUCCESS;
}

/// An image argument: an image of the kernel's context whose type is the
/// argument's and which the device can use with the argument's access.
cl_int setImageArg(Kernel &kernel, cl_uint index, size_t size,
                   const void *value) {
  const vkcl::ArgInfo &a = kernel.info().args[index];
  const std::string which =
      "argument " + std::to_string(index) + " ('" + a.name + "')";
  // CL_INVALID_ARG_SIZE if arg_size does not match the size of the data
  // type for an argument that is a memory object.
  if (size != sizeof(cl_mem))
    return apiError(CL_INVALID_ARG_SIZE,
                    which + " is an image and takes sizeof(cl_mem) bytes");
  if (!value)
    return apiError(CL_INVALID_ARG_VALUE, which + " needs an image");
  // CL_INVALID_MEM_OBJECT for an argument declared to be a memory object
  // when the specified arg_value is not a valid memory object.
  Mem *mem = cast<Mem>(memHandle(value));
  if (!mem || !mem->isImage() ||
      mem->context.get() != kernel.program->context.get())
    return apiError(CL_INVALID_MEM_OBJECT,
                    which + " takes an image of the kernel's context");
  // CL_INVALID_ARG_VALUE if the argument is an image declared with the
  // read_only qualifier and arg_value refers to an image object created
  // with cl_mem_flags of CL_MEM_WRITE_ONLY, or with write_only and
  // CL_MEM_READ_ONLY.
  if ((a.access == vkcl::AccessReadOnly && (mem->flags & CL_MEM_WRITE_ONLY)) ||
      (a.access == vkcl::AccessWriteOnly && (mem->flags & CL_MEM_READ_ONLY)) ||
      (a.access == vkcl::AccessReadWrite &&
       (mem->flags & (CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY))))
    return apiError(CL_INVALID_ARG_VALUE,
                    which + ": the image's CL_MEM_READ_ONLY/WRITE_ONLY flag "
                            "contradicts the argument's access qualifier");
  // The image's type must be the argument's (image2d_t takes 2-D images)
  // and the device must support the access for the image's format: the
  // runtime checks both.
  if (mem->image->desc().type != a.imageType)
    return apiError(CL_INVALID_MEM_OBJECT,
                    which + " is an " + vkcl::toString(a.imageType) +
                        "; the image is an " +
                        vkcl::toString(mem->image->desc().type));
  if (cl_int e =
          setMemArg(kernel, *mem, CL_INVALID_ARG_VALUE, [&](vkcl::Kernel &k) {
            return k.setArg(index, *mem->image);
          }))
    return e;
  kernel.args[index].mem = mem;
  return CL_SUCCESS;
}

/// A sampler_t argument: a cl_sampler of the kernel's context.
cl_int setSamplerArg(Kernel &kernel, cl_uint index, size_t size,
                     const void *value) {
  const vkcl::ArgInfo &a = kernel.info().args[index];
  const std::string which =
      "argument " + std::to_string(index) + " ('" + a.name + "')";
  if (size != sizeof(cl_sampler))
    return apiError(CL_INVALID_ARG_SIZE,
                    which + " is a sampler_t and takes sizeof(cl_sampler) "
                            "bytes");
  // CL_INVALID_SAMPLER for an argument declared to be of type sampler_t
  // when the specified arg_value is not a valid sampler object.
  Sampler *sampler =
      value ? cast<Sampler>(*static_cast<const cl_sampler *>(value)) : nullptr;
  if (!sampler || sampler->context.get() != kernel.program->context.get())
    return apiError(CL_INVALID_SAMPLER,
                    which + " takes a sampler of the kernel's context");
  const vkcl::Sampler v = sampler->sampler;
  if (cl_int e =
          setEverywhere(kernel, CL_INVALID_SAMPLER,
                        [&](vkcl::Kernel &k) { return k.setArg(index, v); }))
    return e;
  kernel.args[index].mem = nullptr;
  return CL_SUCCESS;
}

cl_int setPipeArg(Kernel &kernel, cl_uint index, size_t size,
                  const void *value) {
  if (size != sizeof(cl_mem))
    return apiError(CL_INVALID_ARG_SIZE,
                    "a pipe argument takes sizeof(cl_mem) bytes");
  if (!value)
    return apiError(CL_INVALID_ARG_VALUE, "a pipe argument needs a pipe");
  Mem *mem = cast<Mem>(memHandle(value));
  if (!mem || mem->context.get() != kernel.program->context.get())
    return apiError(CL_INVALID_MEM_OBJECT,
                    "argument " + std::to_string(index) +
                        " takes a pipe of the kernel's context");
  if (mem->type != CL_MEM_OBJECT_PIPE || !mem->pipe)
    return apiError(CL_INVALID_ARG_VALUE,
                    "argument " + std::to_string(index) + " is a pipe");
  // The runtime refuses a pipe whose packets are not the argument's size.
  if (cl_int e =
          setMemArg(kernel, *mem, CL_INVALID_ARG_VALUE, [&](vkcl::Kernel &k) {
            return k.setArg(index, *mem->pipe);
          }))
    return e;
  kernel.args[index].mem = mem;
  return CL_SUCCESS;
}

cl_kernel_arg_address_qualifier addressQualifier(const vkcl::ArgInfo &a) {
  switch (a.addressSpace) {
  case vkcl::AddressSpace::Global:
    return CL_KERNEL_ARG_ADDRESS_GLOBAL;
  case vkcl::AddressSpace::Constant:
    return CL_KERNEL_ARG_ADDRESS_CONSTANT;
  case vkcl::AddressSpace::Local:
    return CL_KERNEL_ARG_ADDRESS_LOCAL;
  case vkcl::AddressSpace::Private:
  case vkcl::AddressSpace::Generic:
    break;
  }
  return CL_KERNEL_ARG_ADDRESS_PRIVATE;
}

cl_kernel_arg_type_qualifier typeQualifier(const vkcl::ArgInfo &a) {
  cl_kernel_arg_type_qualifier q = CL_KERNEL_ARG_TYPE_NONE;
  // "CL_KERNEL_ARG_TYPE_CONST is returned if the argument is a pointer and
  // the referenced type is declared with the const qualifier [...] or if
  // the argument is declared with the constant address space qualifier."
  if ((a.qualifiers & vkcl::QualConst) ||
      a.kind == vkcl::ArgKind::ConstantBuffer)
    q |= CL_KERNEL_ARG_TYPE_CONST;
  if (a.qualifiers & vkcl::QualRestrict)
    q |= CL_KERNEL_ARG_TYPE_RESTRICT;
  if (a.qualifiers & vkcl::QualVolatile)
    q |= CL_KERNEL_ARG_TYPE_VOLATILE;
  if (a.kind == vkcl::ArgKind::Pipe)
    q |= CL_KERNEL_ARG_TYPE_PIPE;
  return q;
}

/// CL_KERNEL_ATTRIBUTES: the kernel's attributes as written in
/// __attribute__((...)), space separated.
std::string attributes(const vkcl::KernelInfo &info) {
  auto triple = [](const char *name, const std::array<uint32_t, 3> &v) {
    return std::string(name) + "(" + std::to_string(v[0]) + "," +
           std::to_string(v[1]) + "," + std::to_string(v[2]) + ")";
  };
  std::vector<std::string> parts;
  if (info.reqdWorkGroupSize[0])
    parts.push_back(triple("reqd_work_group_size", info.reqdWorkGroupSize));
  if (info.workGroupSizeHint[0])
    parts.push_back(triple("work_group_size_hint", info.workGroupSizeHint));
  if (!info.vecTypeHint.empty())
    parts.push_back("vec_type_hint(" + info.vecTypeHint + ")");
  std::string text;
  for (const std::string &p : parts)
    text += (text.empty() ? "" : " ") + p;
  return text;
}

} // namespace

extern "C" CL_API_ENTRY cl_kernel CL_API_CALL
clCreateKernel(cl_program p, const char *name, cl_int *errcodeRet) {
  Program *program = cast<Program>(p);
  if (!program)
    return withError<cl_kernel>(errcodeRet, CL_INVALID_PROGRAM, nullptr);
  if (!name)
    return withError<cl_kernel>(errcodeRet, CL_INVALID_VALUE, nullptr);
  cl_int error = CL_SUCCESS;
  Kernel *kernel = createKernel(*program, name, error);
  return withError<cl_kernel>(errcodeRet, error,
                              kernel ? kernel->handle() : nullptr);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clCreateKernelsInProgram(cl_program p, cl_uint numKernels, cl_kernel *kernels,
                         cl_uint *numKernelsRet) {
  Program *program = cast<Program>(p);
  if (!program)
    return CL_INVALID_PROGRAM;
  std::vector<std::string> names;
  bool built = false;
  {
    std::lock_guard<std::mutex> lock(program->mutex);
    for (const Program::Build &b : program->builds)
      if (b.status == CL_BUILD_SUCCESS && b.program) {
        for (const vkcl::KernelInfo &k : b.program->info().kernels)
          names.push_back(k.name);
        built = true;
        break;
      }
  }
  if (!built)
    return CL_INVALID_PROGRAM_EXECUTABLE;
  // "CL_INVALID_VALUE if kernels is not NULL and num_kernels is less than
  // the number of kernels in program."
  if (kernels && numKernels < names.size())
    return CL_INVALID_VALUE;
  if (kernels) {
    std::vector<Kernel *> created;
    for (const std::string &name : names) {
      cl_int error = CL_SUCCESS;
      Kernel *k = createKernel(*program, name, error);
      if (!k) {
        for (Kernel *c : created)
          c->release();
        return error;
      }
      created.push_back(k);
    }
    for (size_t i = 0; i < created.size(); ++i)
      kernels[i] = created[i]->handle();
  }
  if (numKernelsRet)
    *numKernelsRet = static_cast<cl_uint>(names.size());
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clRetainKernel(cl_kernel k) {
  Kernel *kernel = cast<Kernel>(k);
  if (!kernel)
    return CL_INVALID_KERNEL;
  kernel->retain();
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clReleaseKernel(cl_kernel k) {
  Kernel *kernel = cast<Kernel>(k);
  if (!kernel || !kernel->release())
    return CL_INVALID_KERNEL;
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clSetKernelArg(cl_kernel k,
                                                          cl_uint index,
                                                          size_t size,
                                                          const void *value) {
  Kernel *kernel = cast<Kernel>(k);
  if (!kernel)
    return CL_INVALID_KERNEL;
  const vkcl::KernelInfo &info = kernel->info();
  if (index >= info.args.size())
    return apiError(CL_INVALID_ARG_INDEX, "kernel '" + kernel->name + "' has " +
                                              std::to_string(info.args.size()) +
                                              " arguments");
  const vkcl::ArgInfo &a = info.args[index];
  Kernel::Arg &arg = kernel->args[index];
  cl_int e = CL_SUCCESS;
  switch (a.kind) {
  case vkcl::ArgKind::GlobalBuffer:
  case vkcl::ArgKind::ConstantBuffer:
    e = setBufferArg(*kernel, index, size, value);
    break;
  case vkcl::ArgKind::Pipe:
    e = setPipeArg(*kernel, index, size, value);
    break;
  case vkcl::ArgKind::Local:
    // "CL_INVALID_ARG_VALUE if the argument is declared with the local
    // qualifier and arg_value is not NULL"; "CL_INVALID_ARG_SIZE if
    // arg_size is zero and the argument is declared with the local
    // qualifier".
    if (value)
      return apiError(CL_INVALID_ARG_VALUE,
                      "a __local argument takes a size and a NULL value");
    if (size == 0)
      return apiError(CL_INVALID_ARG_SIZE, "a __local argument of 0 bytes");
    e = setEverywhere(*kernel, CL_INVALID_ARG_SIZE, [&](vkcl::Kernel &rk) {
      return rk.setLocalArg(index, size);
    });
    if (e == CL_SUCCESS)
      arg.mem = nullptr;
    break;
  case vkcl::ArgKind::Image:
    e = setImageArg(*kernel, index, size, value);
    break;
  case vkcl::ArgKind::Sampler:
    e = setSamplerArg(*kernel, index, size, value);
    break;
  case vkcl::ArgKind::Value:
    if (!value)
      return apiError(CL_INVALID_ARG_VALUE,
                      "a by-value argument needs a value");
    if (size != a.size)
      return apiError(CL_INVALID_ARG_SIZE,
                      "argument " + std::to_string(index) + " ('" + a.name +
                          "', " + a.typeName + ") takes " +
                          std::to_string(a.size) + " bytes, not " +
                          std::to_string(size));
    e = setEverywhere(*kernel, CL_INVALID_ARG_VALUE, [&](vkcl::Kernel &rk) {
      return rk.setArg(index, value, size);
    });
    if (e == CL_SUCCESS)
      arg.mem = nullptr;
    break;
  }
  if (e == CL_SUCCESS)
    arg.set = true;
  return e;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clGetKernelInfo(cl_kernel k,
                                                           cl_kernel_info param,
                                                           size_t size,
                                                           void *value,
                                                           size_t *sizeRet) {
  Kernel *kernel = cast<Kernel>(k);
  if (!kernel)
    return CL_INVALID_KERNEL;
  switch (param) {
  case CL_KERNEL_FUNCTION_NAME:
    return returnString(size, value, sizeRet, kernel->name);
  case CL_KERNEL_NUM_ARGS:
    return returnValue<cl_uint>(size, value, sizeRet,
                                cl_uint(kernel->info().args.size()));
  case CL_KERNEL_REFERENCE_COUNT:
    return returnValue<cl_uint>(size, value, sizeRet, kernel->refCount());
  case CL_KERNEL_CONTEXT:
    return returnValue<cl_context>(size, value, sizeRet,
                                   kernel->program->context->handle());
  case CL_KERNEL_PROGRAM:
    return returnValue<cl_program>(size, value, sizeRet,
                                   kernel->program->handle());
  case CL_KERNEL_ATTRIBUTES:
    return returnString(size, value, sizeRet, attributes(kernel->info()));
  default:
    return apiError(CL_INVALID_VALUE,
                    "clGetKernelInfo: unknown param " + std::to_string(param));
  }
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clGetKernelArgInfo(cl_kernel k, cl_uint index, cl_kernel_arg_info param,
                   size_t size, void *value, size_t *sizeRet) {
  Kernel *kernel = cast<Kernel>(k);
  if (!kernel)
    return CL_INVALID_KERNEL;
  const vkcl::KernelInfo &info = kernel->info();
  if (index >= info.args.size())
    return CL_INVALID_ARG_INDEX;
  const vkcl::ArgInfo &a = info.args[index];
  // A module without names (unnamed parameters) cannot answer.
  if (a.name.empty() || a.typeName.empty())
    return CL_KERNEL_ARG_INFO_NOT_AVAILABLE;
  switch (param) {
  case CL_KERNEL_ARG_ADDRESS_QUALIFIER:
    return returnValue<cl_kernel_arg_address_qualifier>(size, value, sizeRet,
                                                        addressQualifier(a));
  case CL_KERNEL_ARG_ACCESS_QUALIFIER: {
    // "If argument is not an image type, CL_KERNEL_ARG_ACCESS_NONE is
    // returned."
    cl_kernel_arg_access_qualifier access = CL_KERNEL_ARG_ACCESS_NONE;
    if (a.kind == vkcl::ArgKind::Image)
      access = a.access == vkcl::AccessReadOnly ? CL_KERNEL_ARG_ACCESS_READ_ONLY
               : a.access == vkcl::AccessWriteOnly
                   ? CL_KERNEL_ARG_ACCESS_WRITE_ONLY
                   : CL_KERNEL_ARG_ACCESS_READ_WRITE;
    return returnValue<cl_kernel_arg_access_qualifier>(size, value, sizeRet,
                                                       access);
  }
  case CL_KERNEL_ARG_TYPE_NAME:
    return returnString(size, value, sizeRet, clTypeName(a.typeName));
  case CL_KERNEL_ARG_TYPE_QUALIFIER:
    return returnValue<cl_kernel_arg_type_qualifier>(size, value, sizeRet,
                                                     typeQualifier(a));
  case CL_KERNEL_ARG_NAME:
    return returnString(size, value, sizeRet, a.name);
  default:
    return apiError(CL_INVALID_VALUE, "clGetKernelArgInfo: unknown param " +
                                          std::to_string(param));
  }
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clGetKernelWorkGroupInfo(
    cl_kernel k, cl_device_id device, cl_kernel_work_group_info param,
    size_t size, void *value, size_t *sizeRet) {
  Kernel *kernel = cast<Kernel>(k);
  if (!kernel)
    return CL_INVALID_KERNEL;
  // "CL_INVALID_DEVICE if device is not in the list of devices associated
  // with kernel or if device is NULL but there is more than one device
  // associated with kernel."
  Device *d = queryDevice(*kernel, device);
  if (!d)
    return CL_INVALID_DEVICE;
  const vkcl::KernelInfo &info = kernel->info();
  const auto &reqd = info.reqdWorkGroupSize;
  switch (param) {
  case CL_KERNEL_GLOBAL_WORK_SIZE:
    // "CL_INVALID_VALUE if param_name is CL_KERNEL_GLOBAL_WORK_SIZE and
    // device is not a custom device and kernel is not a built-in kernel."
    return apiError(CL_INVALID_VALUE, "CL_KERNEL_GLOBAL_WORK_SIZE is for "
                                      "custom devices and built-in kernels");
  case CL_KERNEL_WORK_GROUP_SIZE:
    // The device's limit, or less for a kernel that requires a sub-group
    // size (vkcl::Kernel::maxWorkGroupSize).
    return returnValue<size_t>(size, value, sizeRet,
                               reqd[0] ? size_t(reqd[0]) * reqd[1] * reqd[2]
                                       : kernel->on(d).maxWorkGroupSize());
  case CL_KERNEL_COMPILE_WORK_GROUP_SIZE: {
    size_t sizes[3] = {reqd[0], reqd[1], reqd[2]};
    return returnBytes(size, value, sizeRet, sizes, sizeof sizes);
  }
  case CL_KERNEL_LOCAL_MEM_SIZE: {
    // Static __local data and the __local arguments set so far ("if the
    // local memory size [...] is not specified, its size is assumed to be
    // 0"), laid out as a dispatch lays them out.
    cl_ulong bytes = kernel->on(d).localMemoryBytes();
    return returnValue<cl_ulong>(size, value, sizeRet, bytes);
  }
  case CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
    return returnValue<size_t>(size, value, sizeRet,
                               info.requiredSubgroupSize
                                   ? info.requiredSubgroupSize
                                   : d->caps.subgroupSize);
  case CL_KERNEL_SPILL_MEM_SIZE_INTEL:
    // cl_intel_required_subgroup_size. Vulkan shows spills only through
    // driver-specific pipeline statistics (Kernel::statistics(), `vkcl run
    // --stats`), which need the kernel's arguments and local size; the
    // module states none, so 0 (the extension leaves the value's meaning
    // to the implementation).
    if (!d->device->profile().requiredSubgroupSizes())
      return apiError(CL_INVALID_VALUE, "CL_KERNEL_SPILL_MEM_SIZE_INTEL needs "
                                        "cl_intel_required_subgroup_size");
    return returnValue<cl_ulong>(size, value, sizeRet, 0);
  case CL_KERNEL_PRIVATE_MEM_SIZE:
    // Private data is in registers or a per-invocation arena whose size
    // the driver decides; the module states none.
    return returnValue<cl_ulong>(size, value, sizeRet, 0);
  default:
    return apiError(CL_INVALID_VALUE,
                    "clGetKernelWorkGroupInfo: unknown param " +
                        std::to_string(param));
  }
}

extern "C" CL_API_ENTRY cl_kernel CL_API_CALL
clCloneKernel(cl_kernel k, cl_int *errcodeRet) {
  Kernel *source = cast<Kernel>(k);
  if (!source)
    return withError<cl_kernel>(errcodeRet, CL_INVALID_KERNEL, nullptr);
  auto *kernel = new Kernel();
  kernel->program = source->program;
  kernel->name = source->name;
  for (const vkcl::Kernel &rk : source->kernels)
    kernel->kernels.push_back(rk.clone());
  // The argument values, and the memory they name kept alive.
  kernel->args = source->args;
  source->program->kernelCount.fetch_add(1);
  return withError<cl_kernel>(errcodeRet, CL_SUCCESS, kernel->handle());
}
