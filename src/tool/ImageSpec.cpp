// `vkcl run`'s image and sampler arguments.
//
//   IMAGE:FORMAT[SIZES][=random[:SEED] | =file:PATH][,out=PATH][,print]
//
// IMAGE is the kernel argument's type without "_t" (image1d,
// image1d_array, image1d_buffer, image2d, image2d_array, image3d,
// image2d_depth, image2d_array_depth) and SIZES its sizes in OpenCL's
// order: [W] (1-D and 1-D buffer),
// [W,LAYERS], [W,H], [W,H,LAYERS], [W,H,D]. FORMAT is ORDER_TYPE with
// ORDER one of r, rg, rgba, bgra, srgba, sbgra (sRGB: 8-bit, read-only,
// kernels read linear values; depth for depth images) and TYPE one of
// unorm8, unorm16, snorm8, snorm16, int8, int16, int32, uint8, uint16, uint32,
// half, float (rgba_unorm8 is CL_RGBA / CL_UNORM_INT8). A file is raw
// pixels in the format, or, named .pgm/.ppm/.pam/.pnm, a Netpbm image of an
// 8-bit normalized 2-D format, which then gives the sizes. The image starts
// as zeros without an initializer.
//
//   sampler:COORDS,ADDRESSING,FILTER
//
// COORDS normalized or unnormalized, ADDRESSING none, clamp_to_edge, clamp,
// repeat or mirrored_repeat, FILTER nearest or linear: OpenCL's sampler
// triple, checked as clCreateSampler checks it.
#include "ArgSpec.h"

#include <charconv>
#include <cstring>

namespace vkcl::tool {
namespace {

struct OrderName {
  const char *name;
  uint32_t order; ///< cl_channel_order
  uint32_t channels;
  bool unorm8Only = false; ///< OpenCL has the order with CL_UNORM_INT8 only
  bool blueFirst = false;  ///< stored B, G, R, A (Netpbm files are RGB(A))
};
constexpr OrderName Orders[] = {
    {"r", 0x10B0, 1},
    {"rg", 0x10B2, 2},
    {"rgba", 0x10B5, 4},
    {"bgra", 0x10B6, 4, true, true},
    {"depth", 0x10BD, 1},             ///< depth images only:
                                      ///< depth_float, depth_unorm16
    {"srgba", 0x10C1, 4, true},       ///< read-only
    {"sbgra", 0x10C2, 4, true, true}, ///< read-only
};

struct TypeName {
  const char *name;
  uint32_t type;     ///< cl_channel_type
  ScalarType scalar; ///< how a channel is printed and randomized
};
constexpr TypeName Types[] = {
    {"snorm8", 0x10D0, ScalarType::Char},
    {"snorm16", 0x10D1, ScalarType::Short},
    {"unorm8", 0x10D2, ScalarType::UChar},
    {"unorm16", 0x10D3, ScalarType::UShort},
    {"int8", 0x10D7, ScalarType::Char},
    {"int16", 0x10D8, ScalarType::Short},
    {"int32", 0x10D9, ScalarType::Int},
    {"uint8", 0x10DA, ScalarType::UChar},
    {"uint16", 0x10DB, ScalarType::UShort},
    {"uint32", 0x10DC, ScalarType::UInt},
    {"half", 0x10DD, ScalarType::Half},
    {"float", 0x10DE, ScalarType::Float},
};

struct ImageTypeName {
  const char *name;
  ImageType type;
  unsigned sizes;
  const char *sizeNames;
};
constexpr ImageTypeName ImageTypes[] = {
    {"image1d", ImageType::Image1D, 1, "[WIDTH]"},
    {"image1d_array", ImageType::Image1DArray, 2, "[WIDTH,LAYERS]"},
    {"image1d_buffer", ImageType::Image1DBuffer, 1, "[WIDTH]"},
    {"image2d", ImageType::Image2D, 2, "[WIDTH,HEIGHT]"},
    {"image2d_array", ImageType::Image2DArray, 3, "[WIDTH,HEIGHT,LAYERS]"},
    {"image3d", ImageType::Image3D, 3, "[WIDTH,HEIGHT,DEPTH]"},
    {"image2d_depth", ImageType::Image2DDepth, 2, "[WIDTH,HEIGHT]"},
    {"image2d_array_depth", ImageType::Image2DArrayDepth, 3,
     "[WIDTH,HEIGHT,LAYERS]"},
};

const ImageTypeName *imageTypeName(ImageType type) {
  for (const ImageTypeName &t : ImageTypes)
    if (t.type == type)
      return &t;
  return nullptr;
}

bool parseFormat(const std::string &text, ArgSpec &spec, std::string &error) {
  size_t cut = text.find('_');
  std::string order = text.substr(0, cut);
  std::string type = cut == std::string::npos ? "" : text.substr(cut + 1);
  const OrderName *o = nullptr;
  const TypeName *t = nullptr;
  for (const OrderName &n : Orders)
    if (order == n.name)
      o = &n;
  for (const TypeName &n : Types)
    if (type == n.name)
      t = &n;
  if (!o || !t) {
    error = "unknown image format '" + text +
            "' (ORDER_TYPE: ORDER r, rg, rgba, bgra, srgba, sbgra or depth; "
            "TYPE unorm8, "
            "unorm16, "
            "snorm8, snorm16, int8, int16, int32, uint8, uint16, uint32, "
            "half or float)";
    return false;
  }
  if (o->unorm8Only && t->type != 0x10D2) {
    error = std::string(o->name) +
            " images are unorm8 only (OpenCL's CL_BGRA, CL_sRGBA and CL_sBGRA "
            "formats)";
    return false;
  }
  spec.channelOrder = o->order;
  spec.channelType = t->type;
  spec.type = ElementType{t->scalar, o->channels};
  spec.count = 1;
  return true;
}

/// "W,H,..." into exactly `want` positive sizes.
bool parseSizes(const std::string &text, unsigned want,
                std::array<uint64_t, 3> &sizes) {
  unsigned n = 0;
  size_t start = 0;
  for (;;) {
    size_t comma = text.find(',', start);
    std::string part = text.substr(start, comma - start);
    uint64_t v = 0;
    auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
    if (n == want || part.empty() || ec != std::errc() ||
        end != part.data() + part.size() || v == 0)
      return false;
    sizes[n++] = v;
    if (comma == std::string::npos)
      return n == want;
    start = comma + 1;
  }
}

} // namespace

bool isNetpbmPath(const std::string &path) {
  for (const char *ext : {".pgm", ".ppm", ".pam", ".pnm"})
    if (path.size() > 4 && path.compare(path.size() - 4, 4, ext) == 0)
      return true;
  return false;
}

bool parseImageSpec(const std::string &text, ArgSpec &spec,
                    std::string &error) {
  spec = ArgSpec{};
  spec.kind = ArgSpecKind::Image;
  size_t colon = text.find(':');
  std::string typeName = text.substr(0, colon);
  const ImageTypeName *type = nullptr;
  for (const ImageTypeName &t : ImageTypes)
    if (typeName == t.name)
      type = &t;
  if (!type || colon == std::string::npos) {
    error = "unknown argument kind '" + typeName +
            "' (images: image1d, image1d_array, image1d_buffer, image2d, "
            "image2d_array, image3d, then ':FORMAT[SIZES]')";
    return false;
  }
  spec.imageType = type->type;
  std::string rest = text.substr(colon + 1);
  size_t open = rest.find('['), end = rest.find_first_of("=,");
  bool sized = open != std::string::npos && open < end;
  if (!parseFormat(rest.substr(0, sized ? open : end), spec, error))
    return false;
  if ((spec.channelOrder == 0x10BD) != isDepthImage(spec.imageType)) {
    error = std::string("depth formats (depth_float, depth_unorm16) are for "
                        "image2d_depth and image2d_array_depth, and those "
                        "take no others ('") +
            text + "')";
    return false;
  }
  if (sized) {
    size_t close = rest.find(']', open);
    if (close == std::string::npos ||
        !parseSizes(rest.substr(open + 1, close - open - 1), type->sizes,
                    spec.imageSize)) {
      error = std::string(type->name) + " takes " + type->sizeNames +
              " (positive integers) in '" + text + "'";
      return false;
    }
    rest = rest.substr(close + 1);
  } else {
    rest = end == std::string::npos ? "" : rest.substr(end);
  }
  std::string init;
  if (!rest.empty() && (rest[0] == '=' || rest[0] == ',')) {
    if (!parseBufferTail(rest.substr(1), init, spec, error))
      return false;
    if (rest[0] == ',' && !init.empty()) {
      error = "unexpected '" + init + "' (expected out=PATH or print)";
      return false;
    }
  } else if (!rest.empty()) {
    error = "unexpected '" + rest + "' in '" + text + "'";
    return false;
  }
  if (!parseInit(init, spec, false, error))
    return false;
  bool netpbmIn = spec.init == BufferInit::File && isNetpbmPath(spec.filePath);
  bool netpbmOut = isNetpbmPath(spec.outPath);
  if ((netpbmIn || netpbmOut) &&
      (spec.channelType != 0x10D2 || spec.imageType != ImageType::Image2D)) {
    error = "Netpbm files (.pgm, .ppm, .pam, .pnm) hold 2-D images of an "
            "unorm8 format; use a raw file for '" +
            text + "'";
    return false;
  }
  if (!sized && !netpbmIn) {
    error = std::string(type->name) + " needs its sizes, " + type->sizeNames +
            ", unless a Netpbm file gives them ('" + text + "')";
    return false;
  }
  if (sized && netpbmIn) {
    error = "the Netpbm file gives the image's size: leave out " +
            std::string(type->sizeNames) + " in '" + text + "'";
    return false;
  }
  return true;
}

bool parseSamplerSpec(const std::string &text, ArgSpec &spec,
                      std::string &error) {
  spec = ArgSpec{};
  spec.kind = ArgSpecKind::Sampler;
  static const std::pair<const char *, uint32_t> words[] = {
      {"unnormalized", SamplerBits::AddressNone},
      {"normalized", SamplerBits::NormalizedCoords},
      {"none", SamplerBits::AddressNone},
      {"clamp_to_edge", SamplerBits::AddressClampToEdge},
      {"clamp", SamplerBits::AddressClamp},
      {"repeat", SamplerBits::AddressRepeat},
      {"mirrored_repeat", SamplerBits::AddressMirroredRepeat},
      {"nearest", SamplerBits::FilterNearest},
      {"linear", SamplerBits::FilterLinear},
  };
  const char *usage = "sampler:COORDS,ADDRESSING,FILTER (COORDS normalized or "
                      "unnormalized; ADDRESSING none, clamp_to_edge, clamp, "
                      "repeat or mirrored_repeat; FILTER nearest or linear)";
  std::array<std::string, 3> parts;
  size_t start = 0;
  for (unsigned i = 0; i < 3; ++i) {
    size_t comma = text.find(',', start);
    if ((comma == std::string::npos) != (i == 2)) {
      error = std::string("expected ") + usage + ", got 'sampler:" + text + "'";
      return false;
    }
    parts[i] = text.substr(start, comma - start);
    start = comma + 1;
  }
  for (unsigned i = 0; i < 3; ++i) {
    // Position i takes words[first, last) of the table.
    size_t first = i == 0   ? 0
                   : i == 1 ? 2
                            : 7,
           last = i == 0   ? 2
                  : i == 1 ? 7
                           : 9;
    bool found = false;
    for (size_t w = first; w < last; ++w)
      if (parts[i] == words[w].first) {
        spec.samplerWord |= words[w].second;
        found = true;
      }
    if (!found) {
      error = "unknown sampler word '" + parts[i] + "': " + usage;
      return false;
    }
  }
  uint32_t address = spec.samplerWord & SamplerBits::AddressMask;
  if (!(spec.samplerWord & SamplerBits::NormalizedCoords) &&
      (address == SamplerBits::AddressRepeat ||
       address == SamplerBits::AddressMirroredRepeat)) {
    error = "repeat and mirrored_repeat addressing need normalized "
            "coordinates (sampler:" +
            text + ")";
    return false;
  }
  return true;
}

bool blueFirst(uint32_t channelOrder) {
  for (const OrderName &o : Orders)
    if (o.order == channelOrder)
      return o.blueFirst;
  return false;
}

std::string imageSpecName(const ArgSpec &spec) {
  std::string name = imageTypeName(spec.imageType)->name;
  name += ":";
  for (const OrderName &o : Orders)
    if (o.order == spec.channelOrder)
      name += o.name;
  for (const TypeName &t : Types)
    if (t.type == spec.channelType)
      name += std::string("_") + t.name;
  unsigned n = imageTypeName(spec.imageType)->sizes;
  name += "[";
  for (unsigned i = 0; i < n; ++i)
    name += (i ? "," : "") + std::to_string(spec.imageSize[i]);
  return name + "]";
}

} // namespace vkcl::tool
