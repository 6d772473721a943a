// clGetDeviceInfo: every OpenCL 3.0 query answers CL_SUCCESS with the size
// of its type, and the answers agree with each other and with the minimums
// of the device's profile (OpenCL 3.0, "Device Queries" table).
#include "ClFixture.h"

#include <set>

namespace vkcl::cltest {
namespace {

enum class Kind { Scalar, String, Array };
struct Query {
  cl_device_info param;
  const char *name;
  Kind kind;
  size_t size; ///< scalar size, or array element size
};
#define SCALAR(p, T)                                                           \
  { p, #p, Kind::Scalar, sizeof(T) }
#define STRING(p)                                                              \
  { p, #p, Kind::String, 1 }
#define ARRAY(p, T)                                                            \
  { p, #p, Kind::Array, sizeof(T) }
const Query Queries[] = {
    SCALAR(CL_DEVICE_TYPE, cl_device_type),
    SCALAR(CL_DEVICE_VENDOR_ID, cl_uint),
    SCALAR(CL_DEVICE_MAX_COMPUTE_UNITS, cl_uint),
    SCALAR(CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS, cl_uint),
    ARRAY(CL_DEVICE_MAX_WORK_ITEM_SIZES, size_t),
    SCALAR(CL_DEVICE_MAX_WORK_GROUP_SIZE, size_t),
    SCALAR(CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR, cl_uint),
    SCALAR(CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT, cl_uint),
    SCALAR(CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT, cl_uint),
    SCALAR(CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG, cl_uint),
    SCALAR(CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT, cl_uint),
    SCALAR(CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE, cl_uint),
    SCALAR(CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF, cl_uint),
    SCALAR(CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR, cl_uint),
    SCALAR(CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT, cl_uint),
    SCALAR(CL_DEVICE_NATIVE_VECTOR_WIDTH_INT, cl_uint),
    SCALAR(CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG, cl_uint),
    SCALAR(CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT, cl_uint),
    SCALAR(CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE, cl_uint),
    SCALAR(CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF, cl_uint),
    SCALAR(CL_DEVICE_MAX_CLOCK_FREQUENCY, cl_uint),
    SCALAR(CL_DEVICE_ADDRESS_BITS, cl_uint),
    SCALAR(CL_DEVICE_MAX_MEM_ALLOC_SIZE, cl_ulong),
    SCALAR(CL_DEVICE_IMAGE_SUPPORT, cl_bool),
    SCALAR(CL_DEVICE_MAX_READ_IMAGE_ARGS, cl_uint),
    SCALAR(CL_DEVICE_MAX_WRITE_IMAGE_ARGS, cl_uint),
    SCALAR(CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS, cl_uint),
    STRING(CL_DEVICE_IL_VERSION),
    ARRAY(CL_DEVICE_ILS_WITH_VERSION, cl_name_version),
    SCALAR(CL_DEVICE_IMAGE2D_MAX_WIDTH, size_t),
    SCALAR(CL_DEVICE_IMAGE2D_MAX_HEIGHT, size_t),
    SCALAR(CL_DEVICE_IMAGE3D_MAX_WIDTH, size_t),
    SCALAR(CL_DEVICE_IMAGE3D_MAX_HEIGHT, size_t),
    SCALAR(CL_DEVICE_IMAGE3D_MAX_DEPTH, size_t),
    SCALAR(CL_DEVICE_IMAGE_MAX_BUFFER_SIZE, size_t),
    SCALAR(CL_DEVICE_IMAGE_MAX_ARRAY_SIZE, size_t),
    SCALAR(CL_DEVICE_MAX_SAMPLERS, cl_uint),
    SCALAR(CL_DEVICE_IMAGE_PITCH_ALIGNMENT, cl_uint),
    SCALAR(CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT, cl_uint),
    SCALAR(CL_DEVICE_MAX_PIPE_ARGS, cl_uint),
    SCALAR(CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS, cl_uint),
    SCALAR(CL_DEVICE_PIPE_MAX_PACKET_SIZE, cl_uint),
    SCALAR(CL_DEVICE_MAX_PARAMETER_SIZE, size_t),
    SCALAR(CL_DEVICE_MEM_BASE_ADDR_ALIGN, cl_uint),
    SCALAR(CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE, cl_uint),
    SCALAR(CL_DEVICE_SINGLE_FP_CONFIG, cl_device_fp_config),
    SCALAR(CL_DEVICE_DOUBLE_FP_CONFIG, cl_device_fp_config),
    SCALAR(CL_DEVICE_GLOBAL_MEM_CACHE_TYPE, cl_device_mem_cache_type),
    SCALAR(CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE, cl_uint),
    SCALAR(CL_DEVICE_GLOBAL_MEM_CACHE_SIZE, cl_ulong),
    SCALAR(CL_DEVICE_GLOBAL_MEM_SIZE, cl_ulong),
    SCALAR(CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE, cl_ulong),
    SCALAR(CL_DEVICE_MAX_CONSTANT_ARGS, cl_uint),
    SCALAR(CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE, size_t),
    SCALAR(CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE, size_t),
    SCALAR(CL_DEVICE_LOCAL_MEM_TYPE, cl_device_local_mem_type),
    SCALAR(CL_DEVICE_LOCAL_MEM_SIZE, cl_ulong),
    SCALAR(CL_DEVICE_ERROR_CORRECTION_SUPPORT, cl_bool),
    SCALAR(CL_DEVICE_HOST_UNIFIED_MEMORY, cl_bool),
    SCALAR(CL_DEVICE_PROFILING_TIMER_RESOLUTION, size_t),
    SCALAR(CL_DEVICE_ENDIAN_LITTLE, cl_bool),
    SCALAR(CL_DEVICE_AVAILABLE, cl_bool),
    SCALAR(CL_DEVICE_COMPILER_AVAILABLE, cl_bool),
    SCALAR(CL_DEVICE_LINKER_AVAILABLE, cl_bool),
    SCALAR(CL_DEVICE_EXECUTION_CAPABILITIES, cl_device_exec_capabilities),
    SCALAR(CL_DEVICE_QUEUE_ON_HOST_PROPERTIES, cl_command_queue_properties),
    SCALAR(CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES, cl_command_queue_properties),
    SCALAR(CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE, cl_uint),
    SCALAR(CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE, cl_uint),
    SCALAR(CL_DEVICE_MAX_ON_DEVICE_QUEUES, cl_uint),
    SCALAR(CL_DEVICE_MAX_ON_DEVICE_EVENTS, cl_uint),
    STRING(CL_DEVICE_BUILT_IN_KERNELS),
    ARRAY(CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION, cl_name_version),
    SCALAR(CL_DEVICE_PLATFORM, cl_platform_id),
    STRING(CL_DEVICE_NAME),
    STRING(CL_DEVICE_VENDOR),
    STRING(CL_DRIVER_VERSION),
    STRING(CL_DEVICE_PROFILE),
    STRING(CL_DEVICE_VERSION),
    SCALAR(CL_DEVICE_NUMERIC_VERSION, cl_version),
    STRING(CL_DEVICE_OPENCL_C_VERSION),
    ARRAY(CL_DEVICE_OPENCL_C_ALL_VERSIONS, cl_name_version),
    ARRAY(CL_DEVICE_OPENCL_C_FEATURES, cl_name_version),
    STRING(CL_DEVICE_EXTENSIONS),
    ARRAY(CL_DEVICE_EXTENSIONS_WITH_VERSION, cl_name_version),
    SCALAR(CL_DEVICE_PRINTF_BUFFER_SIZE, size_t),
    SCALAR(CL_DEVICE_PREFERRED_INTEROP_USER_SYNC, cl_bool),
    SCALAR(CL_DEVICE_PARENT_DEVICE, cl_device_id),
    SCALAR(CL_DEVICE_PARTITION_MAX_SUB_DEVICES, cl_uint),
    ARRAY(CL_DEVICE_PARTITION_PROPERTIES, cl_device_partition_property),
    SCALAR(CL_DEVICE_PARTITION_AFFINITY_DOMAIN, cl_device_affinity_domain),
    ARRAY(CL_DEVICE_PARTITION_TYPE, cl_device_partition_property),
    SCALAR(CL_DEVICE_REFERENCE_COUNT, cl_uint),
    SCALAR(CL_DEVICE_SVM_CAPABILITIES, cl_device_svm_capabilities),
    SCALAR(CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT, cl_uint),
    SCALAR(CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT, cl_uint),
    SCALAR(CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT, cl_uint),
    SCALAR(CL_DEVICE_MAX_NUM_SUB_GROUPS, cl_uint),
    SCALAR(CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS, cl_bool),
    SCALAR(CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES, cl_device_atomic_capabilities),
    SCALAR(CL_DEVICE_ATOMIC_FENCE_CAPABILITIES, cl_device_atomic_capabilities),
    SCALAR(CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT, cl_bool),
    SCALAR(CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT, cl_bool),
    SCALAR(CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT, cl_bool),
    SCALAR(CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, size_t),
    SCALAR(CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES,
           cl_device_device_enqueue_capabilities),
    SCALAR(CL_DEVICE_PIPE_SUPPORT, cl_bool),
    STRING(CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED),
};
#undef SCALAR
#undef STRING
#undef ARRAY

class DeviceInfo : public ClTest {
protected:
  template <typename T> T value(cl_device_info p) {
    return deviceValue<T>(device_, p);
  }
  std::vector<cl_name_version> nameVersions(cl_device_info p) {
    size_t size = 0;
    EXPECT_CL(clGetDeviceInfo(device_, p, 0, nullptr, &size));
    std::vector<cl_name_version> list(size / sizeof(cl_name_version));
    if (size) {
      EXPECT_CL(clGetDeviceInfo(device_, p, size, list.data(), nullptr));
    }
    return list;
  }
  std::set<std::string> names(cl_device_info p) {
    std::set<std::string> result;
    for (const cl_name_version &nv : nameVersions(p))
      EXPECT_TRUE(result.insert(nv.name).second) << "duplicate " << nv.name;
    return result;
  }
};

TEST_F(DeviceInfo, EveryQuerySucceedsWithConsistentSizes) {
  for (const Query &q : Queries) {
    SCOPED_TRACE(q.name);
    size_t size = 0;
    ASSERT_CL(clGetDeviceInfo(device_, q.param, 0, nullptr, &size));
    std::vector<unsigned char> data(size + 16, 0xA5);
    size_t again = 0;
    ASSERT_CL(clGetDeviceInfo(device_, q.param, size, data.data(), &again));
    EXPECT_EQ(size, again);
    EXPECT_EQ(0xA5, data[size]) << "wrote past the size it reported";
    switch (q.kind) {
    case Kind::Scalar:
      EXPECT_EQ(q.size, size);
      break;
    case Kind::String:
      ASSERT_GE(size, 1u);
      EXPECT_EQ(0, data[size - 1]) << "not NUL-terminated";
      EXPECT_EQ(size - 1, std::strlen(reinterpret_cast<char *>(data.data())));
      break;
    case Kind::Array:
      EXPECT_EQ(0u, size % q.size);
      break;
    }
    if (size > 0) {
      // A destination smaller than the value is an error.
      EXPECT_CL_ERR(
          CL_INVALID_VALUE,
          clGetDeviceInfo(device_, q.param, size - 1, data.data(), nullptr));
    }
  }
}

TEST_F(DeviceInfo, UnknownQueryIsInvalidValue) {
  size_t size = 0;
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetDeviceInfo(device_, 0x7fff, 0, nullptr, &size));
}

TEST_F(DeviceInfo, VersionStrings) {
  std::string version = deviceString(device_, CL_DEVICE_VERSION);
  EXPECT_EQ(0u, version.rfind("OpenCL 3.0 ", 0)) << version;
  EXPECT_EQ(CL_MAKE_VERSION(3, 0, 0),
            value<cl_version>(CL_DEVICE_NUMERIC_VERSION));
  std::string c = deviceString(device_, CL_DEVICE_OPENCL_C_VERSION);
  unsigned major = 0, minor = 0;
  ASSERT_EQ(2, std::sscanf(c.c_str(), "OpenCL C %u.%u ", &major, &minor)) << c;
  // The reported version is in the list, and every entry is "OpenCL C".
  bool found = false, has12 = false;
  for (const cl_name_version &nv :
       nameVersions(CL_DEVICE_OPENCL_C_ALL_VERSIONS)) {
    EXPECT_STREQ("OpenCL C", nv.name);
    found |= CL_VERSION_MAJOR(nv.version) == major &&
             CL_VERSION_MINOR(nv.version) == minor;
    has12 |= nv.version == CL_MAKE_VERSION(1, 2, 0);
  }
  EXPECT_TRUE(found) << c << " missing from CL_DEVICE_OPENCL_C_ALL_VERSIONS";
  EXPECT_TRUE(has12) << "OpenCL 3.0 devices support OpenCL C 1.2";
  EXPECT_FALSE(deviceString(device_, CL_DRIVER_VERSION).empty());
  EXPECT_FALSE(deviceString(device_, CL_DEVICE_NAME).empty());
}

TEST_F(DeviceInfo, ExtensionStringEqualsExtensionsWithVersion) {
  std::set<std::string> fromString;
  for (const std::string &w :
       splitWords(deviceString(device_, CL_DEVICE_EXTENSIONS)))
    EXPECT_TRUE(fromString.insert(w).second) << "duplicate " << w;
  EXPECT_EQ(fromString, names(CL_DEVICE_EXTENSIONS_WITH_VERSION));
  // Same for ILs and built-in kernels (vkcl has none of the latter).
  std::set<std::string> ils;
  for (const std::string &w :
       splitWords(deviceString(device_, CL_DEVICE_IL_VERSION))) {
    std::string prefix = w.substr(0, w.find('_'));
    ils.insert(prefix);
  }
  EXPECT_EQ(ils, names(CL_DEVICE_ILS_WITH_VERSION));
  EXPECT_EQ(deviceString(device_, CL_DEVICE_BUILT_IN_KERNELS).empty(),
            names(CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION).empty());
}

TEST_F(DeviceInfo, FeaturesAgreeWithQueries) {
  std::set<std::string> features = names(CL_DEVICE_OPENCL_C_FEATURES);
  for (const std::string &f : features)
    EXPECT_EQ(0u, f.rfind("__opencl_c_", 0)) << f;
  auto has = [&](const char *f) { return features.count(f) != 0; };
  EXPECT_EQ(value<cl_device_fp_config>(CL_DEVICE_DOUBLE_FP_CONFIG) != 0,
            has("__opencl_c_fp64"));
  EXPECT_EQ(value<cl_device_fp_config>(CL_DEVICE_DOUBLE_FP_CONFIG) != 0,
            hasExtension("cl_khr_fp64"));
  EXPECT_EQ(value<cl_bool>(CL_DEVICE_IMAGE_SUPPORT) != 0,
            has("__opencl_c_images"));
  EXPECT_EQ(value<cl_bool>(CL_DEVICE_PIPE_SUPPORT) != 0,
            has("__opencl_c_pipes"));
  EXPECT_EQ(value<cl_bool>(CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT) != 0,
            has("__opencl_c_generic_address_space"));
  EXPECT_EQ(value<cl_bool>(CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT) !=
                0,
            has("__opencl_c_work_group_collective_functions"));
  EXPECT_EQ(value<cl_device_device_enqueue_capabilities>(
                CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES) != 0,
            has("__opencl_c_device_enqueue"));
  EXPECT_EQ(value<cl_uint>(CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS) != 0,
            has("__opencl_c_read_write_images"));
  // 64-bit integers: required by the full profile, optional in embedded.
  if (fullProfile())
    EXPECT_TRUE(has("__opencl_c_int64"));
  else
    EXPECT_EQ(has("__opencl_c_int64"), hasExtension("cles_khr_int64"));
}

TEST_F(DeviceInfo, ProfileMinimums) {
  bool full = fullProfile();
  cl_ulong global = value<cl_ulong>(CL_DEVICE_GLOBAL_MEM_SIZE);
  cl_ulong maxAlloc = value<cl_ulong>(CL_DEVICE_MAX_MEM_ALLOC_SIZE);
  EXPECT_LE(maxAlloc, global);
  cl_ulong minAlloc =
      full ? std::max<cl_ulong>(std::min<cl_ulong>(1u << 30, global / 4),
                                32u << 20)
           : 1u << 20;
  EXPECT_GE(maxAlloc, minAlloc);
  EXPECT_GE(value<cl_ulong>(CL_DEVICE_LOCAL_MEM_SIZE), full ? 32768u : 1024u);
  EXPECT_GE(value<cl_ulong>(CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE),
            full ? 65536u : 1024u);
  EXPECT_GE(value<cl_uint>(CL_DEVICE_MAX_CONSTANT_ARGS), full ? 8u : 4u);
  EXPECT_GE(value<size_t>(CL_DEVICE_MAX_PARAMETER_SIZE), full ? 1024u : 256u);
  // The size in bits of the largest built-in type (long16 or int16).
  EXPECT_GE(value<cl_uint>(CL_DEVICE_MEM_BASE_ADDR_ALIGN), full ? 1024u : 512u);
  cl_device_fp_config fp =
      value<cl_device_fp_config>(CL_DEVICE_SINGLE_FP_CONFIG);
  if (full)
    EXPECT_EQ(CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN,
              fp & (CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN));
  else
    EXPECT_NE(0u, fp & (CL_FP_ROUND_TO_NEAREST | CL_FP_ROUND_TO_ZERO));
  // fma() is correctly rounded on every device (the hardware's or the
  // OpenCL C library's emulation).
  EXPECT_TRUE(fp & CL_FP_FMA);
  EXPECT_TRUE(
      value<cl_device_exec_capabilities>(CL_DEVICE_EXECUTION_CAPABILITIES) &
      CL_EXEC_KERNEL);
  EXPECT_TRUE(
      value<cl_command_queue_properties>(CL_DEVICE_QUEUE_ON_HOST_PROPERTIES) &
      CL_QUEUE_PROFILING_ENABLE);
  cl_uint bits = value<cl_uint>(CL_DEVICE_ADDRESS_BITS);
  EXPECT_TRUE(bits == 32 || bits == 64) << bits;
  EXPECT_TRUE(value<cl_bool>(CL_DEVICE_ENDIAN_LITTLE));
  EXPECT_TRUE(value<cl_bool>(CL_DEVICE_AVAILABLE));
  EXPECT_TRUE(value<cl_bool>(CL_DEVICE_COMPILER_AVAILABLE));
  EXPECT_TRUE(value<cl_bool>(CL_DEVICE_LINKER_AVAILABLE));
  EXPECT_EQ(1u, value<cl_uint>(CL_DEVICE_REFERENCE_COUNT));
  EXPECT_EQ(platform_, value<cl_platform_id>(CL_DEVICE_PLATFORM));
}

TEST_F(DeviceInfo, WorkItemLimits) {
  cl_uint dims = value<cl_uint>(CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS);
  EXPECT_GE(dims, 3u);
  size_t size = 0;
  ASSERT_CL(clGetDeviceInfo(device_, CL_DEVICE_MAX_WORK_ITEM_SIZES, 0, nullptr,
                            &size));
  EXPECT_EQ(dims * sizeof(size_t), size);
  std::vector<size_t> sizes(dims);
  ASSERT_CL(clGetDeviceInfo(device_, CL_DEVICE_MAX_WORK_ITEM_SIZES,
                            dims * sizeof(size_t), sizes.data(), nullptr));
  size_t maxGroup = value<size_t>(CL_DEVICE_MAX_WORK_GROUP_SIZE);
  EXPECT_GE(maxGroup, 1u);
  for (size_t s : sizes)
    EXPECT_GE(s, 1u);
  EXPECT_GE(value<size_t>(CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE), 1u);
  EXPECT_GE(value<cl_uint>(CL_DEVICE_MAX_COMPUTE_UNITS), 1u);
}

TEST_F(DeviceInfo, AbsentFeaturesReportZero) {
  if (!value<cl_bool>(CL_DEVICE_IMAGE_SUPPORT)) {
    EXPECT_EQ(0u, value<cl_uint>(CL_DEVICE_MAX_READ_IMAGE_ARGS));
    EXPECT_EQ(0u, value<cl_uint>(CL_DEVICE_MAX_WRITE_IMAGE_ARGS));
    EXPECT_EQ(0u, value<cl_uint>(CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS));
    EXPECT_EQ(0u, value<cl_uint>(CL_DEVICE_MAX_SAMPLERS));
  }
  if (!value<cl_bool>(CL_DEVICE_PIPE_SUPPORT)) {
    EXPECT_EQ(0u, value<cl_uint>(CL_DEVICE_MAX_PIPE_ARGS));
    EXPECT_EQ(0u, value<cl_uint>(CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS));
    EXPECT_EQ(0u, value<cl_uint>(CL_DEVICE_PIPE_MAX_PACKET_SIZE));
  } else {
    EXPECT_GE(value<cl_uint>(CL_DEVICE_MAX_PIPE_ARGS), 16u);
    EXPECT_GE(value<cl_uint>(CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS), 1u);
    EXPECT_GE(value<cl_uint>(CL_DEVICE_PIPE_MAX_PACKET_SIZE), 1024u);
  }
  if (value<cl_device_fp_config>(CL_DEVICE_DOUBLE_FP_CONFIG) == 0) {
    EXPECT_EQ(0u, value<cl_uint>(CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE));
    EXPECT_EQ(0u, value<cl_uint>(CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE));
  }
  if (!hasExtension("cl_khr_fp16")) {
    EXPECT_EQ(0u, value<cl_uint>(CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF));
    EXPECT_EQ(0u, value<cl_uint>(CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF));
  }
  if (value<cl_device_device_enqueue_capabilities>(
          CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES) == 0) {
    EXPECT_EQ(0u, value<cl_command_queue_properties>(
                      CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES));
    EXPECT_EQ(0u, value<cl_uint>(CL_DEVICE_MAX_ON_DEVICE_QUEUES));
  }
  // A root device that cannot be partitioned.
  size_t size = 0;
  ASSERT_CL(
      clGetDeviceInfo(device_, CL_DEVICE_PARTITION_TYPE, 0, nullptr, &size));
  std::vector<cl_device_partition_property> type(
      std::max<size_t>(1, size / sizeof(cl_device_partition_property)), 7);
  if (size) {
    ASSERT_CL(clGetDeviceInfo(device_, CL_DEVICE_PARTITION_TYPE, size,
                              type.data(), nullptr));
  }
  EXPECT_TRUE(size == 0 || type[0] == 0) << "root device has no partition";
}

TEST_F(DeviceInfo, HalfConfigOnlyWithFp16) {
  cl_device_fp_config half = 0;
  cl_int err = clGetDeviceInfo(device_, CL_DEVICE_HALF_FP_CONFIG, sizeof(half),
                               &half, nullptr);
  if (hasExtension("cl_khr_fp16")) {
    EXPECT_CL(err);
    EXPECT_NE(0u, half);
  } else {
    EXPECT_TRUE(err == CL_INVALID_VALUE || (err == CL_SUCCESS && half == 0))
        << errorName(err);
  }
}

} // namespace
} // namespace vkcl::cltest
