// Prints reflection as JSON for `vkcl reflect` and for people.
//
// The key order is fixed and optional keys are left out rather than zeroed,
// so the output can be diffed and checked into tests as text.
#include "vkcl/Reflection.h"

#include <cstdio>
#include <utility>

namespace vkcl {
namespace {

void appendEscaped(std::string &out, const std::string &text) {
  out += '"';
  for (size_t i = 0; i < text.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    switch (c) {
    case '"':
      out += "\\\"";
      continue;
    case '\\':
      out += "\\\\";
      continue;
    case '\n':
      out += "\\n";
      continue;
    case '\r':
      out += "\\r";
      continue;
    case '\t':
      out += "\\t";
      continue;
    case '\b':
      out += "\\b";
      continue;
    case '\f':
      out += "\\f";
      continue;
    default:
      break;
    }
    if (c < 0x20) {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
      out += buffer;
      continue;
    }
    if (c < 0x80) {
      out += static_cast<char>(c);
      continue;
    }
    // Names come from untrusted modules; a byte sequence that is not
    // UTF-8 would make the whole document invalid JSON.
    size_t length = c >= 0xf0 && c <= 0xf4   ? 4
                    : c >= 0xe0 && c <= 0xef ? 3
                    : c >= 0xc2 && c <= 0xdf ? 2
                                             : 0;
    bool valid = length != 0 && i + length <= text.size();
    for (size_t k = 1; valid && k < length; ++k)
      valid = (static_cast<unsigned char>(text[i + k]) & 0xc0) == 0x80;
    if (!valid) {
      out += "\\ufffd";
      continue;
    }
    out.append(text, i, length);
    i += length - 1;
  }
  out += '"';
}

void appendIndent(std::string &out, int level) {
  out.append(static_cast<size_t>(level) * 2, ' ');
}

void appendKey(std::string &out, int level, const char *key) {
  appendIndent(out, level);
  out += '"';
  out += key;
  out += "\": ";
}

void appendSize(std::string &out, const std::array<uint32_t, 3> &size) {
  out += '[' + std::to_string(size[0]) + ", " + std::to_string(size[1]) + ", " +
         std::to_string(size[2]) + ']';
}

bool isSet(const std::array<uint32_t, 3> &size) {
  return size[0] != 0 || size[1] != 0 || size[2] != 0;
}

void appendStringArray(std::string &out, const std::vector<std::string> &all) {
  out += '[';
  for (size_t i = 0; i < all.size(); ++i) {
    if (i)
      out += ", ";
    appendEscaped(out, all[i]);
  }
  out += ']';
}

const char *accessName(uint32_t access) {
  switch (access) {
  case 1:
    return "read_only";
  case 2:
    return "write_only";
  case 3:
    return "read_write";
  }
  return "none";
}

std::vector<std::string> featureNames(uint32_t mask) {
  static constexpr std::pair<uint32_t, const char *> Names[] = {
      {FeatureInt64, "int64"},
      {FeatureInt16, "int16"},
      {FeatureInt8, "int8"},
      {FeatureFloat16, "float16"},
      {FeatureFloat64, "float64"},
      {FeatureStorage8, "storage8"},
      {FeatureStorage16, "storage16"},
      {FeatureSubgroups, "subgroups"},
      {FeatureFloat16Rte, "float16_rte"},
      {FeatureFloat32Rte, "float32_rte"},
      {FeatureFloat16Denormals, "float16_denormals"},
      {FeatureExplicitLayout, "workgroup_explicit_layout"},
      {FeatureInfNanPreserve, "inf_nan_preserve"},
      {FeatureInt64Atomics, "int64_atomics"},
      {FeatureSubgroupClustered, "subgroup_clustered"},
      {FeatureFloat32AtomicAdd, "float32_atomic_add"},
      {FeatureStorageImageWrite, "storage_image_write_without_format"},
      {FeatureStorageImageRead, "storage_image_read_without_format"},
      {FeatureVulkanMemoryModel, "vulkan_memory_model"},
  };
  std::vector<std::string> names;
  for (const auto &[bit, name] : Names) {
    if (mask & bit) {
      names.push_back(name);
      mask &= ~bit;
    }
  }
  // Bits from a newer compiler still show, rather than vanish.
  for (uint32_t bit = 0; bit < 32; ++bit)
    if (mask & (1u << bit))
      names.push_back("bit" + std::to_string(bit));
  return names;
}

void appendArg(std::string &out, const ArgInfo &arg, size_t index) {
  appendIndent(out, 4);
  out += "{\n";
  appendKey(out, 5, "index");
  out += std::to_string(index) + ",\n";
  appendKey(out, 5, "name");
  appendEscaped(out, arg.name);
  out += ",\n";
  appendKey(out, 5, "type");
  appendEscaped(out, arg.typeName);
  out += ",\n";
  appendKey(out, 5, "kind");
  appendEscaped(out, toString(arg.kind));
  out += ",\n";
  appendKey(out, 5, "address_space");
  appendEscaped(out, toString(arg.addressSpace));
  out += ",\n";
  appendKey(out, 5, "offset");
  out += std::to_string(arg.offset) + ",\n";
  appendKey(out, 5, "size");
  out += std::to_string(arg.size) + ",\n";
  std::vector<std::string> qualifiers;
  if (arg.qualifiers & QualConst)
    qualifiers.push_back("const");
  if (arg.qualifiers & QualRestrict)
    qualifiers.push_back("restrict");
  if (arg.qualifiers & QualVolatile)
    qualifiers.push_back("volatile");
  appendKey(out, 5, "qualifiers");
  appendStringArray(out, qualifiers);
  if (arg.kind == ArgKind::Pipe) {
    out += ",\n";
    appendKey(out, 5, "access");
    appendEscaped(out, accessName(arg.access));
    out += ",\n";
    appendKey(out, 5, "packet_size");
    out += std::to_string(arg.packetSize);
  }
  if (arg.kind == ArgKind::Image) {
    out += ",\n";
    appendKey(out, 5, "access");
    appendEscaped(out, accessName(arg.access));
    out += ",\n";
    appendKey(out, 5, "image_type");
    appendEscaped(out, toString(arg.imageType));
    out += ",\n";
    appendKey(out, 5, "binding");
    out += std::to_string(arg.binding);
  }
  out += '\n';
  appendIndent(out, 4);
  out += '}';
}

void appendKernel(std::string &out, const KernelInfo &kernel) {
  appendIndent(out, 2);
  out += "{\n";
  appendKey(out, 3, "name");
  appendEscaped(out, kernel.name);
  out += ",\n";
  appendKey(out, 3, "args");
  if (kernel.args.empty()) {
    out += "[],\n";
  } else {
    out += "[\n";
    for (size_t i = 0; i < kernel.args.size(); ++i) {
      appendArg(out, kernel.args[i], i);
      out += i + 1 < kernel.args.size() ? ",\n" : "\n";
    }
    appendIndent(out, 3);
    out += "],\n";
  }
  appendKey(out, 3, "arg_block_size");
  out += std::to_string(kernel.argBlockSize) + ",\n";
  appendKey(out, 3, "args_in");
  out += kernel.argsInBuffer ? "\"buffer\",\n" : "\"push_constants\",\n";
  if (isSet(kernel.reqdWorkGroupSize)) {
    appendKey(out, 3, "reqd_work_group_size");
    appendSize(out, kernel.reqdWorkGroupSize);
    out += ",\n";
  }
  if (isSet(kernel.workGroupSizeHint)) {
    appendKey(out, 3, "work_group_size_hint");
    appendSize(out, kernel.workGroupSizeHint);
    out += ",\n";
  }
  if (kernel.requiredSubgroupSize) {
    appendKey(out, 3, "required_sub_group_size");
    out += std::to_string(kernel.requiredSubgroupSize) + ",\n";
  }
  if (!kernel.vecTypeHint.empty()) {
    appendKey(out, 3, "vec_type_hint");
    appendEscaped(out, kernel.vecTypeHint);
    out += ",\n";
  }
  if (kernel.usesPrintf)
    out += "      \"uses_printf\": true,\n";
  if (!kernel.samplers.empty()) {
    appendKey(out, 3, "hardware_samplers");
    out += '[';
    for (size_t i = 0; i < kernel.samplers.size(); ++i)
      out += (i ? ", {\"binding\": " : "{\"binding\": ") +
             std::to_string(kernel.samplers[i].binding) +
             ", \"sampler\": " + std::to_string(kernel.samplers[i].word) + '}';
    out += "],\n";
  }
  appendKey(out, 3, "static_local_bytes");
  out += std::to_string(kernel.staticLocalBytes) + '\n';
  appendIndent(out, 2);
  out += '}';
}

} // namespace

std::string reflectionToJson(const ProgramInfo &info) {
  std::string out = "{\n";
  appendKey(out, 1, "kernels");
  if (info.kernels.empty()) {
    out += "[],\n";
  } else {
    out += "[\n";
    for (size_t i = 0; i < info.kernels.size(); ++i) {
      appendKernel(out, info.kernels[i]);
      out += i + 1 < info.kernels.size() ? ",\n" : "\n";
    }
    appendIndent(out, 1);
    out += "],\n";
  }
  appendKey(out, 1, "required_features");
  appendStringArray(out, featureNames(info.requiredFeatures));
  out += ",\n";
  appendKey(out, 1, "constant_data_bytes");
  out += std::to_string(info.constantDataBytes);
  if (!info.dataAddresses.empty()) {
    out += ",\n";
    appendKey(out, 1, "data_addresses");
    out += "[";
    for (size_t i = 0; i < info.dataAddresses.size(); ++i)
      out += (i ? ", [" : "[") + std::to_string(info.dataAddresses[i].slot) +
             ", " + std::to_string(info.dataAddresses[i].target) + "]";
    out += "]";
  }
  if (!info.printfs.empty()) {
    out += ",\n";
    appendKey(out, 1, "printf");
    out += "[\n";
    for (size_t i = 0; i < info.printfs.size(); ++i) {
      const PrintfInfo &site = info.printfs[i];
      appendIndent(out, 2);
      out += "{\"id\": " + std::to_string(site.id) + ", \"format\": ";
      appendEscaped(out, site.format);
      out += ", \"args\": ";
      appendEscaped(out, encodePrintfArgs(site.args));
      std::vector<std::string> texts;
      for (const PrintfArgInfo &arg : site.args)
        if (arg.kind == PrintfArgKind::String)
          texts.push_back(arg.text);
      if (!texts.empty()) {
        out += ", \"strings\": ";
        appendStringArray(out, texts);
      }
      out += i + 1 < info.printfs.size() ? "},\n" : "}\n";
    }
    appendIndent(out, 1);
    out += ']';
  }
  out += "\n}\n";
  return out;
}

} // namespace vkcl
