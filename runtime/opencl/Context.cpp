// Contexts: a set of devices of the platform, with properties and callbacks.
#include "Objects.h"

#include <algorithm>

namespace vkcl::ocl {

Context::~Context() {
  // "called in the reverse order of the registration" when "the context is
  // destroyed", i.e. after its resources are released.
  for (auto it = destructorCallbacks_.rbegin();
       it != destructorCallbacks_.rend(); ++it)
    it->first(handle(), it->second);
}

void Context::addDestructorCallback(void(CL_CALLBACK *fn)(cl_context, void *),
                                    void *data) {
  std::lock_guard<std::mutex> lock(mutex_);
  destructorCallbacks_.emplace_back(fn, data);
}

void Context::report(const std::string &message) const {
  if (notify)
    notify(message.c_str(), nullptr, 0, notifyData);
}

Context::PrintfCallback Context::printfCallback() const {
  for (size_t i = 0; i + 1 < properties.size(); i += 2)
    if (properties[i] == CL_PRINTF_CALLBACK_ARM)
      return reinterpret_cast<PrintfCallback>(properties[i + 1]);
  return nullptr;
}

size_t Context::printfBufferSize() const {
  for (size_t i = 0; i + 1 < properties.size(); i += 2)
    if (properties[i] == CL_PRINTF_BUFFERSIZE_ARM)
      return static_cast<size_t>(properties[i + 1]);
  return 0;
}

bool Context::hasDevice(const Device *device) const {
  return std::find(devices.begin(), devices.end(), device) != devices.end();
}

} // namespace vkcl::ocl

using namespace vkcl::ocl;

namespace {

/// Checks the property list; CL_SUCCESS or the spec's error.
cl_int checkProperties(const cl_context_properties *properties,
                       std::vector<cl_context_properties> &out) {
  if (!properties)
    return CL_SUCCESS;
  std::vector<cl_context_properties> seen;
  for (const cl_context_properties *p = properties; *p; p += 2) {
    cl_context_properties name = p[0], v = p[1];
    // "CL_INVALID_PROPERTY if ... the same property name is specified more
    // than once."
    if (std::find(seen.begin(), seen.end(), name) != seen.end())
      return apiError(CL_INVALID_PROPERTY, "context property given twice");
    seen.push_back(name);
    switch (name) {
    case CL_CONTEXT_PLATFORM:
      // "CL_INVALID_PLATFORM if ... platform value specified in properties
      // is not a valid platform."
      if (!cast<Platform>(reinterpret_cast<cl_platform_id>(v)))
        return CL_INVALID_PLATFORM;
      break;
    case CL_CONTEXT_INTEROP_USER_SYNC:
      // A cl_bool: "CL_INVALID_PROPERTY if ... property value ... is not
      // valid".
      if (v != CL_TRUE && v != CL_FALSE)
        return apiError(CL_INVALID_PROPERTY,
                        "CL_CONTEXT_INTEROP_USER_SYNC takes CL_TRUE or "
                        "CL_FALSE");
      break;
    case CL_PRINTF_CALLBACK_ARM:
      // cl_arm_printf: the context's kernels' printf output goes to this
      // function instead of stdout.
      if (!v)
        return apiError(CL_INVALID_PROPERTY,
                        "CL_PRINTF_CALLBACK_ARM is a null function");
      break;
    case CL_PRINTF_BUFFERSIZE_ARM:
      if (v < 16 || static_cast<uint64_t>(v) > (uint64_t(1) << 30))
        return apiError(CL_INVALID_PROPERTY,
                        "CL_PRINTF_BUFFERSIZE_ARM must be 16 bytes to 1 GiB");
      break;
    default:
      return apiError(CL_INVALID_PROPERTY,
                      "unknown context property " + std::to_string(name));
    }
    out.push_back(name);
    out.push_back(v);
  }
  out.push_back(0);
  return CL_SUCCESS;
}

cl_context createContext(const cl_context_properties *properties,
                         std::vector<Device *> devices, ContextNotify notify,
                         void *userData, cl_int *errcodeRet) {
  std::vector<cl_context_properties> props;
  if (cl_int e = checkProperties(properties, props); e != CL_SUCCESS)
    return withError<cl_context>(errcodeRet, e, nullptr);
  auto *context = new Context();
  context->devices = std::move(devices);
  context->properties = std::move(props);
  context->notify = notify;
  context->notifyData = userData;
  return withError<cl_context>(errcodeRet, CL_SUCCESS, context->handle());
}

} // namespace

extern "C" CL_API_ENTRY cl_context CL_API_CALL
clCreateContext(const cl_context_properties *properties, cl_uint numDevices,
                const cl_device_id *devices, ContextNotify notify,
                void *userData, cl_int *errcodeRet) {
  // "CL_INVALID_VALUE if devices is NULL ... if num_devices is equal to
  // zero ... if pfn_notify is NULL but user_data is not NULL."
  if (!devices || numDevices == 0 || (!notify && userData))
    return withError<cl_context>(errcodeRet, CL_INVALID_VALUE, nullptr);
  std::vector<Device *> list;
  for (cl_uint i = 0; i < numDevices; ++i) {
    Device *d = cast<Device>(devices[i]);
    if (!d)
      return withError<cl_context>(errcodeRet, CL_INVALID_DEVICE, nullptr);
    // "Duplicate devices specified in devices are ignored."
    if (std::find(list.begin(), list.end(), d) == list.end())
      list.push_back(d);
  }
  return createContext(properties, std::move(list), notify, userData,
                       errcodeRet);
}

extern "C" CL_API_ENTRY cl_context CL_API_CALL clCreateContextFromType(
    const cl_context_properties *properties, cl_device_type type,
    ContextNotify notify, void *userData, cl_int *errcodeRet) {
  if (!notify && userData)
    return withError<cl_context>(errcodeRet, CL_INVALID_VALUE, nullptr);
  cl_platform_id platform = nullptr;
  for (const cl_context_properties *p = properties; p && *p; p += 2)
    if (p[0] == CL_CONTEXT_PLATFORM)
      platform = reinterpret_cast<cl_platform_id>(p[1]);
  if (platform && !cast<Platform>(platform))
    return withError<cl_context>(errcodeRet, CL_INVALID_PLATFORM, nullptr);
  cl_uint count = 0;
  cl_int e = clGetDeviceIDs(platform, type, 0, nullptr, &count);
  if (e != CL_SUCCESS)
    return withError<cl_context>(errcodeRet, e, nullptr);
  std::vector<cl_device_id> ids(count);
  clGetDeviceIDs(platform, type, count, ids.data(), nullptr);
  std::vector<Device *> list;
  for (cl_device_id id : ids)
    list.push_back(cast<Device>(id));
  return createContext(properties, std::move(list), notify, userData,
                       errcodeRet);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clRetainContext(cl_context c) {
  Context *context = cast<Context>(c);
  if (!context)
    return CL_INVALID_CONTEXT;
  context->retain();
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clReleaseContext(cl_context c) {
  Context *context = cast<Context>(c);
  if (!context || !context->release())
    return CL_INVALID_CONTEXT;
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clGetContextInfo(cl_context c, cl_context_info param, size_t size, void *value,
                 size_t *sizeRet) {
  Context *context = cast<Context>(c);
  if (!context)
    return CL_INVALID_CONTEXT;
  switch (param) {
  case CL_CONTEXT_REFERENCE_COUNT:
    return returnValue<cl_uint>(size, value, sizeRet, context->refCount());
  case CL_CONTEXT_NUM_DEVICES:
    return returnValue<cl_uint>(size, value, sizeRet,
                                cl_uint(context->devices.size()));
  case CL_CONTEXT_DEVICES: {
    std::vector<cl_device_id> ids;
    for (Device *d : context->devices)
      ids.push_back(d->handle());
    return returnVector(size, value, sizeRet, ids);
  }
  case CL_CONTEXT_PROPERTIES:
    return returnVector(size, value, sizeRet, context->properties);
  default:
    return apiError(CL_INVALID_VALUE,
                    "clGetContextInfo: unknown param " + std::to_string(param));
  }
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clSetContextDestructorCallback(
    cl_context c, void(CL_CALLBACK *fn)(cl_context, void *), void *data) {
  Context *context = cast<Context>(c);
  if (!context)
    return CL_INVALID_CONTEXT;
  if (!fn)
    return CL_INVALID_VALUE;
  context->addDestructorCallback(fn, data);
  return CL_SUCCESS;
}
