// `vkcl devices`: every Vulkan device, whether vkcl can use it and the
// target profile it would compile for.
//
// The profile is what decides whether a kernel runs (int64, fp64, 8-bit
// storage, …), so it is printed in full: a user whose kernel fails with
// "device lacks int64" sees here which device has it.
#include "Commands.h"

#include "vkcl/runtime/Device.h"

#include <cstdio>
#include <ostream>
#include <sstream>

namespace vkcl::tool {

void printDevicesHelp(std::ostream &out) {
  out << "Usage: vkcl devices [--json]\n"
         "\n"
         "Lists every Vulkan device with its index (for 'vkcl run --device'\n"
         "and $VKCL_DEVICE), type, driver, Vulkan version, whether vkcl can\n"
         "use it (and why not), and the target profile vkcl compiles for on\n"
         "it: int64, fp64, fp16, int8/16, 8/16-bit storage, subgroup size,\n"
         "work-group limits, shared memory, push-constant size and the\n"
         "largest single allocation.\n"
         "VK_ICD_FILENAMES picks the drivers, as for any Vulkan program.\n"
         "\n"
         "Options:\n"
         "  --json                Print the list as JSON.\n"
         "  -h, --help            Show this help.\n"
         "\n"
         "Exit status: 0 listed (possibly none), 1 no Vulkan driver, 2 usage "
         "error.\n";
}

namespace {

std::string version(uint32_t v) {
  return std::to_string(VK_API_VERSION_MAJOR(v)) + "." +
         std::to_string(VK_API_VERSION_MINOR(v)) + "." +
         std::to_string(VK_API_VERSION_PATCH(v));
}

std::string jsonString(const std::string &s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
      out += buffer;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

const char *yesNo(bool b) { return b ? "yes" : "no"; }
const char *jsonBool(bool b) { return b ? "true" : "false"; }

void printText(std::ostream &out, const std::vector<DeviceInfo> &devices) {
  if (devices.empty())
    out << "No Vulkan devices.\n";
  for (const DeviceInfo &d : devices) {
    const TargetProfile &p = d.profile;
    out << d.index << ": " << d.name << '\n'
        << "   type " << toString(d.type) << ", driver " << d.driverName
        << ", Vulkan " << version(d.apiVersion) << '\n';
    if (d.usable)
      out << "   usable\n";
    else
      out << "   unusable: " << d.unusableReason << '\n';
    out << "   int64 " << yesNo(p.int64) << ", fp64 " << yesNo(p.float64)
        << ", fp16 " << yesNo(p.float16) << ", int8 " << yesNo(p.int8)
        << ", int16 " << yesNo(p.int16) << ", storage8 " << yesNo(p.storage8)
        << ", storage16 " << yesNo(p.storage16) << '\n'
        << "   subgroup size " << p.subgroupSize;
    if (p.subgroupSizeControl)
      out << " (required sizes " << p.minSubgroupSize << "-"
          << p.maxSubgroupSize << ")";
    out << ", max invocations " << p.maxWorkGroupInvocations
        << ", max work-group size " << d.maxWorkGroupSize[0] << 'x'
        << d.maxWorkGroupSize[1] << 'x' << d.maxWorkGroupSize[2] << '\n'
        << "   shared memory " << p.maxSharedMemoryBytes
        << " bytes, push constants " << p.pushConstantBytes
        << " bytes, timestamps " << yesNo(d.timestamps) << '\n'
        << "   largest allocation " << d.maxBufferBytes
        << " bytes (maxMemoryAllocationSize)\n"
        << "   mapped device memory " << (d.mappedDeviceMemoryBytes >> 20)
        << " MiB (program constants, argument blocks)\n"
        << "   pipeline statistics (vkcl run --stats) "
        << yesNo(d.pipelineStatistics) << '\n';
  }
}

void printJson(std::ostream &out, const std::vector<DeviceInfo> &devices) {
  std::ostringstream s;
  s << "[";
  for (size_t i = 0; i < devices.size(); ++i) {
    const DeviceInfo &d = devices[i];
    const TargetProfile &p = d.profile;
    char ids[64];
    std::snprintf(ids, sizeof ids, "\"vendor_id\": %u,\n    \"device_id\": %u",
                  d.vendorId, d.deviceId);
    s << (i ? ",\n" : "\n") << "  {\n"
      << "    \"index\": " << d.index << ",\n"
      << "    \"name\": " << jsonString(d.name) << ",\n"
      << "    \"type\": " << jsonString(toString(d.type)) << ",\n"
      << "    \"driver\": " << jsonString(d.driverName) << ",\n"
      << "    \"api_version\": " << jsonString(version(d.apiVersion)) << ",\n"
      << "    " << ids << ",\n"
      << "    \"usable\": " << jsonBool(d.usable) << ",\n"
      << "    \"unusable_reason\": " << jsonString(d.unusableReason) << ",\n"
      << "    \"timestamps\": " << jsonBool(d.timestamps) << ",\n"
      << "    \"pipeline_statistics\": " << jsonBool(d.pipelineStatistics)
      << ",\n"
      << "    \"max_allocation_bytes\": " << d.maxBufferBytes << ",\n"
      << "    \"mapped_device_memory_bytes\": " << d.mappedDeviceMemoryBytes
      << ",\n"
      << "    \"profile\": {\n"
      << "      \"int64\": " << jsonBool(p.int64) << ",\n"
      << "      \"fp64\": " << jsonBool(p.float64) << ",\n"
      << "      \"fp16\": " << jsonBool(p.float16) << ",\n"
      << "      \"int8\": " << jsonBool(p.int8) << ",\n"
      << "      \"int16\": " << jsonBool(p.int16) << ",\n"
      << "      \"storage8\": " << jsonBool(p.storage8) << ",\n"
      << "      \"storage16\": " << jsonBool(p.storage16) << ",\n"
      << "      \"int64_atomics\": " << jsonBool(p.int64Atomics) << ",\n"
      << "      \"subgroup_size\": " << p.subgroupSize << ",\n"
      << "      \"required_subgroup_size_range\": ["
      << (p.subgroupSizeControl ? std::to_string(p.minSubgroupSize) + ", " +
                                      std::to_string(p.maxSubgroupSize)
                                : std::string())
      << "],\n"
      << "      \"subgroup_operations\": " << p.subgroupOperations << ",\n"
      << "      \"max_invocations\": " << p.maxWorkGroupInvocations << ",\n"
      << "      \"max_work_group_size\": [" << d.maxWorkGroupSize[0] << ", "
      << d.maxWorkGroupSize[1] << ", " << d.maxWorkGroupSize[2] << "],\n"
      << "      \"shared_memory_bytes\": " << p.maxSharedMemoryBytes << ",\n"
      << "      \"push_constant_bytes\": " << p.pushConstantBytes << ",\n"
      << "      \"workgroup_explicit_layout\": "
      << jsonBool(p.workgroupExplicitLayout) << ",\n"
      << "      \"float16_rounding_rte\": " << jsonBool(p.float16RoundingRte)
      << ",\n"
      << "      \"float16_denorm_preserve\": "
      << jsonBool(p.float16DenormPreserve) << ",\n"
      << "      \"float32_rounding_rte\": " << jsonBool(p.float32RoundingRte)
      << "\n"
      << "    }\n"
      << "  }";
  }
  s << (devices.empty() ? "]\n" : "\n]\n");
  out << s.str();
}

} // namespace

int runDevices(const std::vector<std::string> &args, std::ostream &out,
               std::ostream &err) {
  bool json = false;
  for (const std::string &arg : args) {
    if (arg == "-h" || arg == "--help") {
      printDevicesHelp(out);
      return ExitSuccess;
    }
    if (arg == "--json")
      json = true;
    else
      return usageError(err, "devices", "unexpected argument '" + arg + "'");
  }
  Result<std::vector<DeviceInfo>> devices = Device::enumerate();
  if (!devices) {
    err << ErrorPrefix << devices.error().message << '\n';
    return ExitFailure;
  }
  if (json)
    printJson(out, *devices);
  else
    printText(out, *devices);
  return ExitSuccess;
}

} // namespace vkcl::tool
