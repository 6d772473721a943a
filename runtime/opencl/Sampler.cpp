// Sampler objects: clCreateSampler (1.x), clCreateSamplerWithProperties,
// clGetSamplerInfo, reference counts.
//
// A sampler holds a vkcl::Sampler, the (normalized coordinates,
// addressing, filter) triple that a kernel's sampler_t argument receives
// as OpenCL C's sampler word (runtime/include/vkcl/runtime/Sampler.h says
// why no VkSampler is involved); it needs no device memory, so it is
// valid for every device of its context.
#include "Objects.h"

namespace vkcl::ocl {
namespace {

/// The runtime sampler of OpenCL's values; CL_INVALID_VALUE (with a
/// message) for unknown modes and for repeat addressing without
/// normalized coordinates, which OpenCL leaves undefined.
cl_int toSampler(cl_bool normalized, cl_addressing_mode addressing,
                 cl_filter_mode filter, const char *call, vkcl::Sampler &out) {
  std::string name(call);
  if (normalized != CL_TRUE && normalized != CL_FALSE)
    return apiError(CL_INVALID_VALUE,
                    name + ": normalized_coords must be CL_TRUE or CL_FALSE");
  out.normalizedCoords = normalized == CL_TRUE;
  switch (addressing) {
  case CL_ADDRESS_NONE:
    out.addressing = vkcl::SamplerAddressing::None;
    break;
  case CL_ADDRESS_CLAMP_TO_EDGE:
    out.addressing = vkcl::SamplerAddressing::ClampToEdge;
    break;
  case CL_ADDRESS_CLAMP:
    out.addressing = vkcl::SamplerAddressing::Clamp;
    break;
  case CL_ADDRESS_REPEAT:
    out.addressing = vkcl::SamplerAddressing::Repeat;
    break;
  case CL_ADDRESS_MIRRORED_REPEAT:
    out.addressing = vkcl::SamplerAddressing::MirroredRepeat;
    break;
  default:
    return apiError(CL_INVALID_VALUE, name + ": unknown addressing mode " +
                                          std::to_string(addressing));
  }
  switch (filter) {
  case CL_FILTER_NEAREST:
    out.filter = vkcl::SamplerFilter::Nearest;
    break;
  case CL_FILTER_LINEAR:
    out.filter = vkcl::SamplerFilter::Linear;
    break;
  default:
    return apiError(CL_INVALID_VALUE,
                    name + ": unknown filter mode " + std::to_string(filter));
  }
  if (!out.valid())
    return apiError(CL_INVALID_VALUE,
                    name + ": CL_ADDRESS_REPEAT and CL_ADDRESS_MIRRORED_REPEAT "
                           "need normalized coordinates");
  return CL_SUCCESS;
}

cl_sampler create(Context *context, const vkcl::Sampler &sampler,
                  std::vector<cl_sampler_properties> properties,
                  cl_int *errcodeRet) {
  auto *s = new Sampler();
  s->context = Ref<Context>(context);
  s->sampler = sampler;
  s->properties = std::move(properties);
  return withError(errcodeRet, CL_SUCCESS, static_cast<cl_sampler>(s));
}

cl_sampler failure(cl_int *errcodeRet, cl_int code) {
  return withError(errcodeRet, code, cl_sampler(nullptr));
}

} // namespace
} // namespace vkcl::ocl

using namespace vkcl::ocl;

CL_API_ENTRY cl_sampler CL_API_CALL
clCreateSampler(cl_context context, cl_bool normalized_coords,
                cl_addressing_mode addressing_mode, cl_filter_mode filter_mode,
                cl_int *errcode_ret) {
  Context *ctx = cast<Context>(context);
  if (!ctx)
    return failure(errcode_ret, apiError(CL_INVALID_CONTEXT,
                                         "clCreateSampler: invalid context"));
  vkcl::Sampler sampler;
  if (cl_int err = toSampler(normalized_coords, addressing_mode, filter_mode,
                             "clCreateSampler", sampler))
    return failure(errcode_ret, err);
  return create(ctx, sampler, {}, errcode_ret);
}

CL_API_ENTRY cl_sampler CL_API_CALL clCreateSamplerWithProperties(
    cl_context context, const cl_sampler_properties *sampler_properties,
    cl_int *errcode_ret) {
  const char *call = "clCreateSamplerWithProperties";
  Context *ctx = cast<Context>(context);
  if (!ctx)
    return failure(
        errcode_ret,
        apiError(CL_INVALID_CONTEXT, std::string(call) + ": invalid context"));
  // Defaults: normalized coordinates, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST.
  cl_sampler_properties normalized = CL_TRUE, addressing = CL_ADDRESS_CLAMP,
                        filter = CL_FILTER_NEAREST;
  std::vector<cl_sampler_properties> given;
  if (sampler_properties) {
    bool seen[3] = {false, false, false};
    const cl_sampler_properties *p = sampler_properties;
    for (; *p; p += 2) {
      int which = p[0] == CL_SAMPLER_NORMALIZED_COORDS ? 0
                  : p[0] == CL_SAMPLER_ADDRESSING_MODE ? 1
                  : p[0] == CL_SAMPLER_FILTER_MODE     ? 2
                                                       : -1;
      // CL_INVALID_VALUE if the property name in sampler_properties is not
      // a supported property name, if the value specified for a supported
      // property name is not valid, or if the same property name is
      // specified more than once.
      if (which < 0)
        return failure(errcode_ret,
                       apiError(CL_INVALID_VALUE,
                                std::string(call) + ": unsupported property " +
                                    std::to_string(p[0])));
      if (seen[which])
        return failure(errcode_ret,
                       apiError(CL_INVALID_VALUE,
                                std::string(call) + ": property " +
                                    std::to_string(p[0]) + " given twice"));
      seen[which] = true;
      (which == 0 ? normalized : which == 1 ? addressing : filter) = p[1];
    }
    given.assign(sampler_properties, p + 1);
  }
  vkcl::Sampler sampler;
  if (cl_int err =
          toSampler(cl_bool(normalized), cl_addressing_mode(addressing),
                    cl_filter_mode(filter), call, sampler))
    return failure(errcode_ret, err);
  return create(ctx, sampler, std::move(given), errcode_ret);
}

CL_API_ENTRY cl_int CL_API_CALL clRetainSampler(cl_sampler sampler) {
  Sampler *s = cast<Sampler>(sampler);
  if (!s)
    return apiError(CL_INVALID_SAMPLER, "clRetainSampler: invalid sampler");
  s->retain();
  return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clReleaseSampler(cl_sampler sampler) {
  Sampler *s = cast<Sampler>(sampler);
  if (!s || !s->release())
    return apiError(CL_INVALID_SAMPLER, "clReleaseSampler: invalid sampler");
  return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clGetSamplerInfo(cl_sampler sampler,
                                                 cl_sampler_info param_name,
                                                 size_t param_value_size,
                                                 void *param_value,
                                                 size_t *param_value_size_ret) {
  Sampler *s = cast<Sampler>(sampler);
  if (!s)
    return apiError(CL_INVALID_SAMPLER, "clGetSamplerInfo: invalid sampler");
  size_t size = param_value_size;
  void *value = param_value;
  size_t *sizeRet = param_value_size_ret;
  const vkcl::Sampler &v = s->sampler;
  switch (param_name) {
  case CL_SAMPLER_REFERENCE_COUNT:
    return returnValue(size, value, sizeRet, s->refCount());
  case CL_SAMPLER_CONTEXT:
    return returnValue(size, value, sizeRet,
                       static_cast<cl_context>(s->context.get()));
  case CL_SAMPLER_NORMALIZED_COORDS:
    return returnValue(size, value, sizeRet,
                       cl_bool(v.normalizedCoords ? CL_TRUE : CL_FALSE));
  case CL_SAMPLER_ADDRESSING_MODE: {
    cl_addressing_mode mode = CL_ADDRESS_NONE;
    switch (v.addressing) {
    case vkcl::SamplerAddressing::None:
      mode = CL_ADDRESS_NONE;
      break;
    case vkcl::SamplerAddressing::ClampToEdge:
      mode = CL_ADDRESS_CLAMP_TO_EDGE;
      break;
    case vkcl::SamplerAddressing::Clamp:
      mode = CL_ADDRESS_CLAMP;
      break;
    case vkcl::SamplerAddressing::Repeat:
      mode = CL_ADDRESS_REPEAT;
      break;
    case vkcl::SamplerAddressing::MirroredRepeat:
      mode = CL_ADDRESS_MIRRORED_REPEAT;
      break;
    }
    return returnValue(size, value, sizeRet, mode);
  }
  case CL_SAMPLER_FILTER_MODE:
    return returnValue(size, value, sizeRet,
                       cl_filter_mode(v.filter == vkcl::SamplerFilter::Linear
                                          ? CL_FILTER_LINEAR
                                          : CL_FILTER_NEAREST));
  case CL_SAMPLER_PROPERTIES:
    return returnVector(size, value, sizeRet, s->properties);
  default:
    return apiError(CL_INVALID_VALUE, "clGetSamplerInfo: unknown param_name " +
                                          std::to_string(param_name));
  }
}
