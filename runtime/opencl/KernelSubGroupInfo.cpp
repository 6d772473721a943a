// clGetKernelSubGroupInfo (and cl_khr_subgroups' clGetKernelSubGroupInfoKHR,
// the same function): how a kernel's work-groups split into sub-groups.
//
// vkcl runs every work-group as a 1-D Vulkan work-group of x*y*z
// invocations, so its sub-groups are consecutive runs of the device's
// sub-group size (VkPhysicalDeviceSubgroupProperties::subgroupSize) in
// local linear id order, the last one partial: every answer follows from
// the work-group's invocation count. A kernel with
// intel_reqd_sub_group_size (cl_intel_required_subgroup_size) runs
// sub-groups of that size instead, and its work-groups hold at most
// maxComputeWorkgroupSubgroups of them (vkcl::Kernel::maxWorkGroupSize).
// OpenCL C names no sub-group count, so CL_KERNEL_COMPILE_NUM_SUB_GROUPS
// is 0.
#include "Objects.h"

#include <algorithm>
#include <vector>

using namespace vkcl::ocl;

namespace {

/// x*y*z of a local size given as 1-3 size_t values, or 0 when the input
/// is not such an array ("CL_INVALID_VALUE if ... the size in bytes
/// specified by input_value_size is not valid or if input_value is NULL").
size_t invocations(size_t inputSize, const void *input) {
  if (!input || inputSize == 0 || inputSize % sizeof(size_t) != 0 ||
      inputSize > 3 * sizeof(size_t))
    return 0;
  const auto *sizes = static_cast<const size_t *>(input);
  size_t product = 1;
  for (size_t i = 0; i < inputSize / sizeof(size_t); ++i)
    product *= sizes[i];
  return product;
}

} // namespace

extern "C" CL_API_ENTRY cl_int CL_API_CALL clGetKernelSubGroupInfo(
    cl_kernel k, cl_device_id device, cl_kernel_sub_group_info param,
    size_t inputSize, const void *input, size_t size, void *value,
    size_t *sizeRet) {
  Kernel *kernel = cast<Kernel>(k);
  if (!kernel)
    return CL_INVALID_KERNEL;
  Device *d = queryDevice(*kernel, device);
  if (!d)
    return CL_INVALID_DEVICE;
  // "CL_INVALID_OPERATION if device does not support subgroups."
  if (!d->device->profile().subGroups())
    return apiError(CL_INVALID_OPERATION,
                    "clGetKernelSubGroupInfo: the device has no sub-groups");
  const vkcl::KernelInfo &info = kernel->info();
  const size_t width = info.requiredSubgroupSize ? info.requiredSubgroupSize
                                                 : d->caps.subgroupSize;
  const auto &reqd = info.reqdWorkGroupSize;
  const size_t largest = reqd[0] ? size_t(reqd[0]) * reqd[1] * reqd[2]
                                 : kernel->on(d).maxWorkGroupSize();
  switch (param) {
  case CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE:
  case CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE: {
    size_t count = invocations(inputSize, input);
    if (count == 0)
      return apiError(CL_INVALID_VALUE,
                      "clGetKernelSubGroupInfo: the input must be a local "
                      "work size of 1 to 3 non-zero size_t values");
    size_t answer = param == CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE
                        ? std::min(width, count)
                        : (count + width - 1) / width;
    return returnValue<size_t>(size, value, sizeRet, answer);
  }
  case CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT: {
    if (!input || inputSize != sizeof(size_t))
      return apiError(CL_INVALID_VALUE,
                      "clGetKernelSubGroupInfo: the input must be one size_t "
                      "sub-group count");
    size_t groups = *static_cast<const size_t *>(input);
    size_t dims = size / sizeof(size_t);
    if (value && (dims == 0 || dims > 3 || size % sizeof(size_t) != 0))
      return apiError(CL_INVALID_VALUE,
                      "clGetKernelSubGroupInfo: the result is 1 to 3 size_t "
                      "values");
    // A 1-D work-group of whole sub-groups (or the required size, when it
    // has that many); "If no work-group size can accommodate the requested
    // number of sub-groups, 0 will be returned in each element of the
    // return array."
    std::vector<size_t> local(std::max<size_t>(dims, 1), 0);
    if (reqd[0]) {
      if ((largest + width - 1) / width == groups)
        for (size_t i = 0; i < local.size(); ++i)
          local[i] = reqd[i];
    } else if (groups > 0 && groups <= (largest + width - 1) / width) {
      local[0] = std::min(groups * width, largest);
      std::fill(local.begin() + 1, local.end(), 1);
    }
    return returnBytes(size, value, sizeRet, local.data(),
                       local.size() * sizeof(size_t));
  }
  case CL_KERNEL_MAX_NUM_SUB_GROUPS:
    return returnValue<size_t>(size, value, sizeRet,
                               (largest + width - 1) / width);
  case CL_KERNEL_COMPILE_NUM_SUB_GROUPS:
    return returnValue<size_t>(size, value, sizeRet, 0);
  case CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL:
    // "the sub-group size specified by the intel_reqd_sub_group_size
    // qualifier [...] If the sub-group size is not specified [...] 0".
    if (!d->device->profile().requiredSubgroupSizes())
      return apiError(CL_INVALID_VALUE,
                      "CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL needs "
                      "cl_intel_required_subgroup_size");
    return returnValue<size_t>(size, value, sizeRet, info.requiredSubgroupSize);
  default:
    return apiError(CL_INVALID_VALUE,
                    "clGetKernelSubGroupInfo: unknown param " +
                        std::to_string(param));
  }
}
