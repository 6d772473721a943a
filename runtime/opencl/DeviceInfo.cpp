// What a vkcl device reports: clGetDeviceInfo, the tables of extensions
// and OpenCL C features, and the answers vkcl decides (its capabilities,
// DeviceCaps, and the answers read from Vulkan are in DeviceCaps.cpp).
//
// Every answer is either read from the Vulkan device or is what vkcl's
// compiler and runtime do today, so an application (and the CTS) never
// relies on a feature vkcl lacks: what is missing reports 0, false or an
// empty list, and extensions and OpenCL C features come from one table each
// with the device property each needs. Vulkan does not expose some of what
// OpenCL asks (compute units, clock, caches); those answers are documented
// estimates.
//
// Absent on purpose, until the compiler implements them: sequentially
// consistent atomics and the all-devices scope (Vulkan has neither),
// 64-bit atomics where __local memory has no 64-bit view, sub-group
// independent forward progress (Vulkan promises none; so sub-groups are
// the OpenCL 3.0 feature, not the cl_khr_subgroups extension), 2-D
// images from buffers, the generic address space and pipes where
// the device has no int64 (the compiler's generic pointers are 64-bit),
// OpenCL C 2.0 (which requires SVM and device enqueue), device enqueue, SVM,
// SPIR-V programs (CL_DEVICE_IL_VERSION).
#include "DeviceInfo.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace vkcl::ocl {
namespace {

/// What an extension or OpenCL C feature needs of the device.
enum class Needs {
  Nothing,
  Int64,
  Fp64,
  Fp16,
  PciBusInfo,
  Int64Atomics,
  Collectives,
  /// 3-D storage image writes, and storage image reads without a format
  /// (DeviceCaps::image3DWrites, readWriteImages).
  Image3DWrites,
  ReadWriteImages,
  /// cl_khr_subgroups or a cl_khr_subgroup_* extension, by its name
  /// (TargetProfile::hasSubgroupExtension).
  SubgroupExtension,
  /// Sub-groups, and VK_EXT_subgroup_size_control for compute
  /// (cl_intel_required_subgroup_size).
  RequiredSubgroupSize
};

struct Support {
  bool int64 = false, fp64 = false, fp16 = false, pciBusInfo = false;
  bool int64Atomics = false;
  bool collectives = false;
  bool image3DWrites = false, readWriteImages = false;
  const TargetProfile *profile = nullptr;
};

bool satisfied(Needs needs, const Support &s, const char *name = "") {
  switch (needs) {
  case Needs::Nothing:
    return true;
  case Needs::Int64:
    return s.int64;
  case Needs::Fp64:
    return s.fp64;
  case Needs::Fp16:
    return s.fp16;
  case Needs::PciBusInfo:
    return s.pciBusInfo;
  case Needs::Int64Atomics:
    return s.int64Atomics;
  case Needs::Collectives:
    return s.collectives;
  case Needs::Image3DWrites:
    return s.image3DWrites;
  case Needs::ReadWriteImages:
    return s.readWriteImages;
  case Needs::SubgroupExtension:
    return s.profile && s.profile->hasSubgroupExtension(name);
  case Needs::RequiredSubgroupSize:
    return s.profile && s.profile->requiredSubgroupSizes();
  }
  return false;
}

struct Versioned {
  const char *name;
  cl_version version;
  Needs needs;
};

constexpr cl_version Version1 = CL_MAKE_VERSION(1, 0, 0);
constexpr cl_version Version3 = CL_MAKE_VERSION(3, 0, 0);

/// CL_DEVICE_EXTENSIONS: exactly the extensions that work.
constexpr Versioned extensionTable[] = {
    {"cl_khr_icd", Version1, Needs::Nothing},
    // Sub-word stores are native or word atomics (the memory-access layer).
    {"cl_khr_byte_addressable_store", Version1, Needs::Nothing},
    {"cl_khr_extended_versioning", Version1, Needs::Nothing},
    {"cl_khr_device_uuid", Version1, Needs::Nothing},
    {"cl_khr_fp64", Version1, Needs::Fp64},
    // The `half` type, arithmetic and conversions work with shaderFloat16;
    // the half math library (like the float one) is still an open compiler
    // issue.
    {"cl_khr_fp16", Version1, Needs::Fp16},
    {"cl_khr_pci_bus_info", Version1, Needs::PciBusInfo},
    // Exact integer code on every device (builtins/IntegerDot.cpp); no
    // acceleration is reported.
    {"cl_khr_integer_dot_product", CL_MAKE_VERSION(2, 0, 0), Needs::Nothing},
    // bitfield_insert/extract and bit_reverse on every integer type
    // (builtins/Integer.cpp); the compiler's -cl-ext list enables it.
    {"cl_khr_extended_bit_ops", Version1, Needs::Nothing},
    // builtins/Atomics.cpp; the compiler's -cl-ext list (Frontend.cpp)
    // enables the same.
    {"cl_khr_global_int32_base_atomics", Version1, Needs::Nothing},
    {"cl_khr_global_int32_extended_atomics", Version1, Needs::Nothing},
    {"cl_khr_local_int32_base_atomics", Version1, Needs::Nothing},
    {"cl_khr_local_int32_extended_atomics", Version1, Needs::Nothing},
    {"cl_khr_int64_base_atomics", Version1, Needs::Int64Atomics},
    {"cl_khr_int64_extended_atomics", Version1, Needs::Int64Atomics},
    // Compare-exchange loops on float (and double with 64-bit atomics);
    // none on half (FpAtomicCaps).
    {"cl_ext_float_atomics", Version1, Needs::Nothing},
    // printf's output to a context callback and its buffer size as context
    // properties (Context.cpp, CommandQueue.cpp).
    {"cl_arm_printf", Version1, Needs::Nothing},
    // builtins/SubGroup.cpp, on the device's own sub-group operations, as
    // OpenCL 3.0's __opencl_c_subgroups feature. Not cl_khr_subgroups
    // itself: the extension demands independent forward progress of
    // sub-groups, which Vulkan does not promise (lavapipe runs a
    // work-group's sub-groups one after another between barriers).
    // write_only image3d_t arguments are storage images (runtime Image.h);
    // the compiler defines the macro where the device writes storage
    // images without a format (Frontend.cpp).
    {"cl_khr_3d_image_writes", Version1, Needs::Image3DWrites},
    // CL_DEPTH 2-D images and arrays as one-channel R32/R16 images
    // (runtime ImageFormats.cpp), image2d_depth_t in kernels.
    {"cl_khr_depth_images", Version1, Needs::Nothing},
    {"cl_khr_subgroup_extended_types", Version1, Needs::SubgroupExtension},
    {"cl_khr_subgroup_non_uniform_vote", Version1, Needs::SubgroupExtension},
    {"cl_khr_subgroup_ballot", Version1, Needs::SubgroupExtension},
    {"cl_khr_subgroup_non_uniform_arithmetic", Version1,
     Needs::SubgroupExtension},
    {"cl_khr_subgroup_shuffle", Version1, Needs::SubgroupExtension},
    {"cl_khr_subgroup_shuffle_relative", Version1, Needs::SubgroupExtension},
    {"cl_khr_subgroup_clustered_reduce", Version1, Needs::SubgroupExtension},
    {"cl_khr_subgroup_rotate", Version1, Needs::SubgroupExtension},
    // intel_reqd_sub_group_size: pipelines require the size of Vulkan
    // (VK_EXT_subgroup_size_control); the compiler checks it is one of
    // CL_DEVICE_SUB_GROUP_SIZES_INTEL and defines the macro (Frontend.cpp).
    {"cl_intel_required_subgroup_size", Version1, Needs::RequiredSubgroupSize},
};

/// cl_ext_float_atomics' queries and bits (Debian's OpenCL headers predate
/// the extension). Load/store, add and min/max in both memories: float
/// always, double with 64-bit atomics in both memories, half never (no
/// 16-bit atomics to build on: builtins/Atomics.cpp).
namespace FpAtomicCaps {
constexpr cl_device_info Single = 0x4231, Double = 0x4232, Half = 0x4233;
constexpr cl_bitfield All = (1 << 0) | (1 << 1) | (1 << 2) |   // global
                            (1 << 16) | (1 << 17) | (1 << 18); // local
} // namespace FpAtomicCaps

/// CL_DEVICE_OPENCL_C_FEATURES: the optional OpenCL C 3.0 features that
/// work. The compiler's -cl-ext list (Frontend.cpp) must agree.
constexpr Versioned featureTable[] = {
    {"__opencl_c_int64", Version3, Needs::Int64},
    {"__opencl_c_fp64", Version3, Needs::Fp64},
    {"__opencl_c_atomic_order_acq_rel", Version3, Needs::Nothing},
    {"__opencl_c_atomic_scope_device", Version3, Needs::Nothing},
    // builtins/WorkGroup.cpp (on 16/64-bit types where the device has
    // sub-group operations on them).
    {"__opencl_c_work_group_collective_functions", Version3,
     Needs::Collectives},
    {"__opencl_c_subgroups", Version3, Needs::SubgroupExtension},
    {"__opencl_c_integer_dot_product_input_4x8bit", Version3, Needs::Nothing},
    {"__opencl_c_integer_dot_product_input_4x8bit_packed", Version3,
     Needs::Nothing},
    // GenericAddress.cpp: tagged 64-bit pointers; clang ties pipes to it.
    {"__opencl_c_generic_address_space", Version3, Needs::Int64},
    {"__opencl_c_pipes", Version3, Needs::Int64},
    // ConstantData.cpp: __global variables in the program's data segment.
    {"__opencl_c_program_scope_global_variables", Version3, Needs::Nothing},
    // Images (Image.cpp and the compiler's builtins/Image*.cpp): sampled
    // images for read_only arguments, storage images for the others.
    {"__opencl_c_images", Version3, Needs::Nothing},
    {"__opencl_c_3d_image_writes", Version3, Needs::Image3DWrites},
    // read_write images read storage images without a format.
    {"__opencl_c_read_write_images", Version3, Needs::ReadWriteImages},
};

/// CL_DEVICE_OPENCL_C_ALL_VERSIONS: OpenCL C 2.0 also requires images, SVM
/// and device enqueue, which vkcl lacks (the compiler still accepts
/// -cl-std=CL2.0, for its pipes, generic address space and program-scope
/// variables).
constexpr Versioned openclCVersions[] = {
    {"OpenCL C", CL_MAKE_VERSION(1, 0, 0), Needs::Nothing},
    {"OpenCL C", CL_MAKE_VERSION(1, 1, 0), Needs::Nothing},
    {"OpenCL C", CL_MAKE_VERSION(1, 2, 0), Needs::Nothing},
    {"OpenCL C", CL_MAKE_VERSION(3, 0, 0), Needs::Nothing},
};

cl_name_version nameVersion(const char *name, cl_version version) {
  cl_name_version nv{};
  nv.version = version;
  std::snprintf(nv.name, sizeof nv.name, "%s", name);
  return nv;
}

template <size_t N>
std::vector<cl_name_version> supported(const Versioned (&table)[N],
                                       const Support &s) {
  std::vector<cl_name_version> list;
  for (const Versioned &entry : table)
    if (satisfied(entry.needs, s, entry.name))
      list.push_back(nameVersion(entry.name, entry.version));
  return list;
}

std::string vendorName(uint32_t vendorId) {
  static constexpr std::pair<uint32_t, const char *> vendors[] = {
      {0x1002, "Advanced Micro Devices, Inc."},
      {0x1010, "Imagination Technologies"},
      {0x106B, "Apple Inc."},
      {0x10DE, "NVIDIA Corporation"},
      {0x13B5, "ARM"},
      {0x14E4, "Broadcom"},
      {0x1AE0, "Google"}, // SwiftShader
      {0x5143, "Qualcomm"},
      {0x8086, "Intel(R) Corporation"},
      {VK_VENDOR_ID_VIV, "Vivante"},
      {VK_VENDOR_ID_VSI, "VeriSilicon"},
      {VK_VENDOR_ID_KAZAN, "Kazan"},
      {VK_VENDOR_ID_CODEPLAY, "Codeplay"},
      {VK_VENDOR_ID_MESA, "Mesa"}, // lavapipe
      {VK_VENDOR_ID_POCL, "PoCL"},
  };
  for (const auto &[id, name] : vendors)
    if (id == vendorId)
      return name;
  char unknown[32];
  std::snprintf(unknown, sizeof unknown, "vendor 0x%X", vendorId);
  return unknown;
}

/// Single precision. Round to nearest: Vulkan's fp32 add, sub and mul are
/// correctly rounded and every driver vkcl runs on rounds to nearest even.
/// INF and NaN only where the compiler declares SignedZeroInfNanPreserve
/// (not on SwiftShader, whose driver bug turns it off). Not CL_FP_DENORM:
/// the compiler declares DenormPreserve for 16 bits only, and without it
/// Vulkan lets drivers flush fp32 denormals (report it once the compiler
/// requests DenormPreserve 32 on shaderDenormPreserveFloat32 devices).
/// CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT: sqrt is correctly rounded always,
/// and so is `/` under -cl-fp32-correctly-rounded-divide-sqrt (the OpenCL
/// C library's division, float arithmetic and 32-bit integers only).
/// CL_FP_FMA: fma() is correctly rounded on every device (the hardware's
/// where fused, else the OpenCL C library's exact emulation).
cl_device_fp_config singleConfig(const TargetProfile &p) {
  return CL_FP_ROUND_TO_NEAREST | CL_FP_FMA |
         CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT |
         (p.infNanPreserve32 ? CL_FP_INF_NAN : 0);
}

/// Double precision: the set cl_khr_fp64 requires of OpenCL 2.0 and later
/// devices, or 0 without fp64. shaderFloat64 hardware is IEEE with
/// denormals; fma() is correctly rounded (the hardware's where fused, else
/// the OpenCL C library's exact emulation in 64-bit integers), and so is
/// sqrt (library/double/sqrt.cl). The CTS's math_brute_force still asks
/// for OpenCL 1.x's CL_FP_ROUND_TO_ZERO and CL_FP_ROUND_TO_INF as well.
cl_device_fp_config doubleConfig(const TargetProfile &p) {
  return p.float64
             ? CL_FP_FMA | CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN | CL_FP_DENORM
             : 0;
}

/// Half precision: round to nearest as for fp32, INF and NaN where the
/// compiler declares them preserved for 16 bits; not denormals, whose
/// preservation the compiler declares only for kernels that convert
/// halves.
cl_device_fp_config halfConfig(const TargetProfile &p) {
  if (!p.float16)
    return 0;
  return CL_FP_ROUND_TO_NEAREST | (p.infNanPreserve16 ? CL_FP_INF_NAN : 0);
}

Support support(const TargetProfile &p, bool pciBusInfo) {
  Support s;
  s.int64 = p.int64;
  s.fp64 = p.float64;
  s.fp16 = p.float16;
  s.pciBusInfo = pciBusInfo;
  // 64-bit atomics on __local memory go through its 64-bit view.
  s.int64Atomics = p.int64Atomics && p.workgroupExplicitLayout;
  s.collectives = p.workGroupCollectives();
  s.profile = &p;
  return s;
}

/// The profile's features, and pci-bus-info where caps lists it.
Support support(const Device &d) {
  Support s = support(d.device->profile(),
                      d.caps.extensions.find("cl_khr_pci_bus_info") !=
                          std::string::npos);
  s.image3DWrites = d.caps.image3DWrites;
  s.readWriteImages = d.caps.readWriteImages;
  return s;
}

struct VectorWidth {
  cl_device_info param;
  cl_uint width;
  Needs needs; ///< 0 without the type
};

/// Preferred widths fill a 32-bit register (and the 32-bit words devices
/// without 8/16-bit storage access); native widths are 1, as GPU lanes are
/// scalar. Estimates: Vulkan says nothing about either.
constexpr VectorWidth vectorWidths[] = {
    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR, 4, Needs::Nothing},
    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT, 2, Needs::Nothing},
    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT, 1, Needs::Nothing},
    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG, 1, Needs::Int64},
    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT, 1, Needs::Nothing},
    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE, 1, Needs::Fp64},
    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF, 2, Needs::Fp16},
    {CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR, 1, Needs::Nothing},
    {CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT, 1, Needs::Nothing},
    {CL_DEVICE_NATIVE_VECTOR_WIDTH_INT, 1, Needs::Nothing},
    {CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG, 1, Needs::Int64},
    {CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT, 1, Needs::Nothing},
    {CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE, 1, Needs::Fp64},
    {CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF, 1, Needs::Fp16},
};

/// Sizes, limits, memory and arithmetic.
cl_int limitQuery(const Device &d, cl_device_info param, const Reply &r) {
  const DeviceCaps &c = d.caps;
  const TargetProfile &p = d.device->profile();
  switch (param) {
  case CL_DEVICE_IMAGE_SUPPORT:
    return r.value<cl_bool>(c.images ? CL_TRUE : CL_FALSE);
  case CL_DEVICE_IMAGE2D_MAX_WIDTH:
    return r.value<size_t>(c.image2DMaxWidth);
  case CL_DEVICE_IMAGE2D_MAX_HEIGHT:
    return r.value<size_t>(c.image2DMaxHeight);
  case CL_DEVICE_IMAGE3D_MAX_WIDTH:
    return r.value<size_t>(c.image3DMaxWidth);
  case CL_DEVICE_IMAGE3D_MAX_HEIGHT:
    return r.value<size_t>(c.image3DMaxHeight);
  case CL_DEVICE_IMAGE3D_MAX_DEPTH:
    return r.value<size_t>(c.image3DMaxDepth);
  case CL_DEVICE_IMAGE_MAX_BUFFER_SIZE:
    return r.value<size_t>(c.imageMaxBufferSize);
  case CL_DEVICE_IMAGE_MAX_ARRAY_SIZE:
    return r.value<size_t>(c.imageMaxArraySize);
  case CL_DEVICE_MAX_READ_IMAGE_ARGS:
    return r.value<cl_uint>(c.maxReadImageArgs);
  case CL_DEVICE_MAX_WRITE_IMAGE_ARGS:
    return r.value<cl_uint>(c.maxWriteImageArgs);
  case CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS:
    return r.value<cl_uint>(c.maxReadWriteImageArgs);
  case CL_DEVICE_MAX_SAMPLERS:
    return r.value<cl_uint>(c.maxSamplers);
  case CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS:
    return r.value<cl_uint>(3);
  case CL_DEVICE_MAX_WORK_ITEM_SIZES:
    return r.bytes(c.maxWorkItemSizes, sizeof c.maxWorkItemSizes);
  case CL_DEVICE_MAX_WORK_GROUP_SIZE:
    return r.value<size_t>(c.maxWorkGroupSize);
  case CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
    return r.value<size_t>(c.subgroupSize);
  case CL_DEVICE_MAX_NUM_SUB_GROUPS:
    // A work-group's sub-groups: as many as its largest size holds (OpenCL
    // requires 0 without sub-groups).
    return r.value<cl_uint>(
        p.subGroups()
            ? static_cast<cl_uint>((c.maxWorkGroupSize + c.subgroupSize - 1) /
                                   c.subgroupSize)
            : 0);
  case CL_DEVICE_SUB_GROUP_SIZES_INTEL: {
    // cl_intel_required_subgroup_size: the sizes a kernel may require,
    // Vulkan's powers of two from minSubgroupSize to maxSubgroupSize.
    if (!satisfied(Needs::RequiredSubgroupSize, support(d)))
      return apiError(CL_INVALID_VALUE,
                      "clGetDeviceInfo: CL_DEVICE_SUB_GROUP_SIZES_INTEL needs "
                      "cl_intel_required_subgroup_size, which the device "
                      "does not have");
    std::vector<size_t> sizes;
    for (size_t s = p.minSubgroupSize; s && s <= p.maxSubgroupSize; s *= 2)
      sizes.push_back(s);
    return r.list(sizes);
  }
  case CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT:
    // The runtime runs the partial groups as dispatches of their own.
    return r.value<cl_bool>(CL_TRUE);
  case CL_DEVICE_ADDRESS_BITS:
    return r.value<cl_uint>(c.addressBits);
  case CL_DEVICE_MAX_MEM_ALLOC_SIZE:
    return r.value<cl_ulong>(c.maxMemAllocSize);
  case CL_DEVICE_GLOBAL_MEM_SIZE:
    return r.value<cl_ulong>(c.globalMemSize);
  case CL_DEVICE_HOST_UNIFIED_MEMORY:
    return r.value<cl_bool>(c.hostUnifiedMemory);
  case CL_DEVICE_GLOBAL_MEM_CACHE_TYPE:
    // Vulkan does not describe caches.
    return r.value<cl_device_mem_cache_type>(CL_NONE);
  case CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE:
    return r.value<cl_uint>(0);
  case CL_DEVICE_GLOBAL_MEM_CACHE_SIZE:
    return r.value<cl_ulong>(0);
  case CL_DEVICE_LOCAL_MEM_SIZE:
    return r.value<cl_ulong>(c.localMemSize);
  case CL_DEVICE_LOCAL_MEM_TYPE:
    // CPU drivers keep workgroup memory in ordinary memory.
    return r.value<cl_device_local_mem_type>(
        c.type == CL_DEVICE_TYPE_CPU ? CL_GLOBAL : CL_LOCAL);
  case CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE:
    return r.value<cl_ulong>(c.maxConstantBufferSize);
  case CL_DEVICE_MAX_CONSTANT_ARGS:
    return r.value<cl_uint>(c.maxConstantArgs);
  case CL_DEVICE_MAX_PARAMETER_SIZE:
    return r.value<size_t>(c.maxParameterSize);
  case CL_DEVICE_MEM_BASE_ADDR_ALIGN:
    return r.value<cl_uint>(c.memBaseAddrAlignBits);
  case CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE:
    return r.value<cl_uint>(128); // long16
  case CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT:
    return r.value<cl_bool>(support(d).collectives);
  case CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT:
  case CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT:
  case CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT:
    return r.value<cl_uint>(0); // natural alignment
  case CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES:
  case CL_DEVICE_ATOMIC_FENCE_CAPABILITIES:
    // Vulkan's memory model orders up to acquire-release, at sub-group,
    // work-group and device scope; it has no sequential consistency and no
    // scope beyond the device (builtins/Atomics.cpp), so neither is claimed.
    return r.value<cl_device_atomic_capabilities>(
        CL_DEVICE_ATOMIC_ORDER_RELAXED | CL_DEVICE_ATOMIC_ORDER_ACQ_REL |
        CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP | CL_DEVICE_ATOMIC_SCOPE_DEVICE);
  case FpAtomicCaps::Single:
    return r.value<cl_bitfield>(FpAtomicCaps::All);
  case FpAtomicCaps::Double:
    return r.value<cl_bitfield>(
        support(d).int64Atomics && p.float64 ? FpAtomicCaps::All : 0);
  case FpAtomicCaps::Half:
    return r.value<cl_bitfield>(0);
  case CL_DEVICE_SINGLE_FP_CONFIG:
    return r.value<cl_device_fp_config>(singleConfig(p));
  case CL_DEVICE_DOUBLE_FP_CONFIG:
    return r.value<cl_device_fp_config>(doubleConfig(p));
  case CL_DEVICE_HALF_FP_CONFIG:
    return r.value<cl_device_fp_config>(halfConfig(p));
  case CL_DEVICE_PIPE_SUPPORT:
    return r.value<cl_bool>(c.pipes);
  case CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE:
    // One variable, like all of them, lives in the program's data segment
    // (ConstantData.cpp in the compiler), at most 256 MiB and one buffer.
    return r.value<size_t>(
        std::min<uint64_t>(c.maxMemAllocSize, uint64_t(256) << 20));
  case CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE:
    // The segment is in host-visible memory: beyond a megabyte, a buffer
    // in device memory is faster on a discrete GPU.
    return r.value<size_t>(size_t(1) << 20);
  case CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT:
    return r.value<cl_bool>(p.int64); // as __opencl_c_generic_address_space
  case CL_DEVICE_MAX_PIPE_ARGS:
    return r.value<cl_uint>(c.maxPipeArgs);
  case CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS:
    return r.value<cl_uint>(c.pipeMaxActiveReservations);
  case CL_DEVICE_PIPE_MAX_PACKET_SIZE:
    return r.value<cl_uint>(c.pipeMaxPacketSize);
  default:
    break;
  }
  for (const VectorWidth &w : vectorWidths)
    if (w.param == param)
      return r.value<cl_uint>(satisfied(w.needs, support(d)) ? w.width : 0);
  return NotHandled;
}

std::vector<cl_name_version> extensionsWithVersion(const std::string &list) {
  std::vector<cl_name_version> out;
  std::istringstream names(list);
  std::string name;
  while (names >> name)
    for (const Versioned &e : extensionTable)
      if (name == e.name)
        out.push_back(nameVersion(e.name, e.version));
  return out;
}

/// What the device is: names, versions, extensions, features.
cl_int identityQuery(const Device &d, cl_device_info param, const Reply &r) {
  const DeviceInfo &info = d.device->info();
  switch (param) {
  case CL_DEVICE_TYPE:
    return r.value<cl_device_type>(d.caps.type);
  case CL_DEVICE_VENDOR_ID:
    // Vulkan's vendor IDs follow OpenCL's rule: a PCI vendor ID, else a
    // Khronos vendor ID.
    return r.value<cl_uint>(info.vendorId);
  case CL_DEVICE_NAME:
    return r.string(info.name);
  case CL_DEVICE_VENDOR:
    return r.string(vendorName(info.vendorId));
  case CL_DEVICE_PROFILE:
    // The full profile requires 64-bit integers (SwiftShader has none).
    return r.string(info.profile.int64 ? "FULL_PROFILE" : "EMBEDDED_PROFILE");
  case CL_DEVICE_VERSION:
    return r.string("OpenCL 3.0 vkcl " VKCL_VERSION);
  case CL_DEVICE_NUMERIC_VERSION:
    return r.value<cl_version>(Version3);
  case CL_DEVICE_OPENCL_C_VERSION:
    return r.string(d.caps.openclCVersion);
  case CL_DEVICE_OPENCL_C_NUMERIC_VERSION_KHR:
    return r.value<cl_version_khr>(CL_MAKE_VERSION(1, 2, 0));
  case CL_DEVICE_OPENCL_C_ALL_VERSIONS:
    return r.list(supported(openclCVersions, support(d)));
  case CL_DEVICE_OPENCL_C_FEATURES:
    return r.list(supported(featureTable, support(d)));
  case CL_DEVICE_EXTENSIONS:
    return r.string(d.caps.extensions);
  case CL_DEVICE_EXTENSIONS_WITH_VERSION:
    return r.list(extensionsWithVersion(d.caps.extensions));
  case CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED:
    // Not submitted to Khronos: the earliest date the format allows.
    return r.string("v0000-01-01-00");
  case CL_DEVICE_PLATFORM:
    return r.value<cl_platform_id>(d.platform);
  case CL_DEVICE_PARENT_DEVICE:
    return r.value<cl_device_id>(nullptr);
  case CL_DEVICE_REFERENCE_COUNT:
    return r.value<cl_uint>(1); // a root device's count never changes
  case CL_DEVICE_AVAILABLE:
  case CL_DEVICE_COMPILER_AVAILABLE:
  case CL_DEVICE_LINKER_AVAILABLE:
  case CL_DEVICE_ENDIAN_LITTLE:
  case CL_DEVICE_PREFERRED_INTEROP_USER_SYNC:
    return r.value<cl_bool>(CL_TRUE);
  case CL_DEVICE_ERROR_CORRECTION_SUPPORT:
    return r.value<cl_bool>(CL_FALSE); // Vulkan does not say
  case CL_DEVICE_EXECUTION_CAPABILITIES:
    return r.value<cl_device_exec_capabilities>(CL_EXEC_KERNEL);
  case CL_DEVICE_QUEUE_ON_HOST_PROPERTIES:
    return r.value<cl_command_queue_properties>(
        CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE);
  case CL_DEVICE_PROFILING_TIMER_RESOLUTION:
    // GPU timestamps tick every timestampPeriod ns; without them
    // profiling reads the host's nanosecond clock.
    return r.value<size_t>(
        info.timestamps ? std::max(1.0, std::ceil(info.timestampPeriodNs))
                        : 1.0);
  case CL_DEVICE_MAX_CLOCK_FREQUENCY:
    return r.value<cl_uint>(0); // Vulkan does not say
  default:
    return NotHandled;
  }
}

/// What vkcl does not implement: 0, false, empty.
cl_int absentQuery(const Device &, cl_device_info param, const Reply &r) {
  switch (param) {
  case CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS:
    return r.value<cl_bool>(CL_FALSE);
  // Images from buffers (cl_khr_image2d_from_buffer) are not supported:
  // their pitch and base address alignments are 0.
  case CL_DEVICE_IMAGE_PITCH_ALIGNMENT:
  case CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT:
  case CL_DEVICE_PARTITION_MAX_SUB_DEVICES:
  case CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE:
  case CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE:
  case CL_DEVICE_MAX_ON_DEVICE_QUEUES:
  case CL_DEVICE_MAX_ON_DEVICE_EVENTS:
    return r.value<cl_uint>(0);
  case CL_DEVICE_PRINTF_BUFFER_SIZE:
    // Each dispatch's own buffer (Queue::setPrintfBufferSize; a context
    // may ask for another size with cl_arm_printf's property).
    return r.value<size_t>(vkcl::PrintfLayout::DefaultBufferBytes);
  case CL_DEVICE_IL_VERSION:
  case CL_DEVICE_BUILT_IN_KERNELS:
    return r.string("");
  case CL_DEVICE_ILS_WITH_VERSION:
  case CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION:
    return r.list(std::vector<cl_name_version>());
  case CL_DEVICE_PARTITION_PROPERTIES:
    // "If the device cannot be partitioned ... a value of 0 will be
    // returned."
    return r.list(std::vector<cl_device_partition_property>{0});
  case CL_DEVICE_PARTITION_TYPE:
    // A root device has no partition type: size 0.
    return r.list(std::vector<cl_device_partition_property>());
  case CL_DEVICE_PARTITION_AFFINITY_DOMAIN:
    return r.value<cl_device_affinity_domain>(0);
  case CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES:
    return r.value<cl_command_queue_properties>(0);
  case CL_DEVICE_SVM_CAPABILITIES:
    return r.value<cl_device_svm_capabilities>(0);
  case CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES:
    return r.value<cl_device_device_enqueue_capabilities>(0);
  default:
    return NotHandled;
  }
}

} // namespace

std::string extensionList(const TargetProfile &profile, bool pciBusInfo,
                          const DeviceCaps &caps) {
  Support s = support(profile, pciBusInfo);
  s.image3DWrites = caps.image3DWrites;
  s.readWriteImages = caps.readWriteImages;
  std::string list;
  for (const cl_name_version &e : supported(extensionTable, s))
    list += (list.empty() ? "" : " ") + std::string(e.name);
  return list;
}

} // namespace vkcl::ocl

using namespace vkcl::ocl;

extern "C" CL_API_ENTRY cl_int CL_API_CALL clGetDeviceInfo(cl_device_id device,
                                                           cl_device_info param,
                                                           size_t size,
                                                           void *value,
                                                           size_t *sizeRet) {
  Device *d = cast<Device>(device);
  if (!d)
    return CL_INVALID_DEVICE;
  Reply r(size, value, sizeRet);
  using Query = cl_int (*)(const Device &, cl_device_info, const Reply &);
  for (Query query : {limitQuery, identityQuery, absentQuery, vulkanQuery}) {
    cl_int result = query(*d, param, r);
    if (result != NotHandled)
      return result;
  }
  return apiError(CL_INVALID_VALUE,
                  "clGetDeviceInfo: unknown param " + std::to_string(param));
}
