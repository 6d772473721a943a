// Reads through samplers (OpenCL C 3.0, 8.2 "Addressing and Filter
// Modes"): every image type, addressing mode, coordinate normalization and
// filter, the sampler as a kernel argument and as a constant, float and
// integer coordinates, float and integer texels, compared with a host
// reference that follows the spec's formulas in float.
//
// Coordinates are random (and outside the image, for the modes that
// define that), but never within 2% of a texel from where nearest
// sampling changes texel or linear sampling changes its pair: there the
// spec's result depends on the last bit of a float product, which a
// driver may compute fused. Nearest results are exact (normalized formats
// within OpenCL's 1.5 ulp of conversion); linear ones within 2^-16 of
// the blended texels' magnitude, or, where a constant sampler reads
// through the texture unit (docs/mapping.md, "Hardware samplers"), within
// what the device's sub-texel precision allows.
#include "ImageFixture.h"

namespace vkcl::e2e {
namespace {

struct Mode {
  bool normalized;
  SamplerAddressing addressing;
  SamplerFilter filter;
};

std::string modeName(const Mode &m) {
  static const char *names[] = {"none",   "", "clamp_to_edge",  "", "clamp", "",
                                "repeat", "", "mirrored_repeat"};
  return std::string(m.normalized ? "normalized " : "unnormalized ") +
         names[static_cast<uint32_t>(m.addressing)] +
         (m.filter == SamplerFilter::Linear ? " linear" : " nearest");
}

/// Every mode OpenCL defines: repeat and mirrored repeat only with
/// normalized coordinates.
std::vector<Mode> allModes() {
  std::vector<Mode> modes;
  for (bool normalized : {false, true})
    for (SamplerAddressing a :
         {SamplerAddressing::None, SamplerAddressing::ClampToEdge,
          SamplerAddressing::Clamp, SamplerAddressing::Repeat,
          SamplerAddressing::MirroredRepeat})
      for (SamplerFilter f : {SamplerFilter::Nearest, SamplerFilter::Linear})
        if (normalized || (a != SamplerAddressing::Repeat &&
                           a != SamplerAddressing::MirroredRepeat))
          modes.push_back({normalized, a, f});
  return modes;
}

/// An image's pixels on the host, read as OpenCL reads them.
struct HostImage {
  ImageDesc desc;
  std::vector<uint8_t> data;
  uint32_t pixelBytes;

  unsigned spatial() const {
    switch (desc.type) {
    case ImageType::Image1D:
    case ImageType::Image1DArray:
      return 1;
    case ImageType::Image3D:
      return 3;
    default:
      return 2;
    }
  }
  bool arrayed() const {
    return desc.type == ImageType::Image1DArray ||
           desc.type == ImageType::Image2DArray;
  }
  int size(unsigned lane) const {
    return int(lane == 0 ? desc.width : lane == 1 ? desc.height : desc.depth);
  }
  int layers() const { return int(desc.arraySize); }
  /// The texel at `i` (spatial lanes) of `layer`; the border color outside.
  std::array<double, 4> texel(std::array<int, 3> i, int layer) const {
    for (unsigned l = 0; l < spatial(); ++l)
      if (i[l] < 0 || i[l] >= size(l)) {
        uint32_t order = desc.format.channelOrder;
        return {0, 0, 0, order == CL_R || order == CL_RG ? 1.0 : 0.0};
      }
    size_t w = desc.width, h = desc.height;
    size_t index = i[0];
    if (desc.type == ImageType::Image1DArray)
      index += size_t(layer) * w;
    else if (spatial() >= 2)
      index += w * (i[1] + h * (spatial() == 3 ? i[2] : layer));
    return pixelValue(desc.format, &data[index * pixelBytes]);
  }
};

/// One lane's coordinate in texels before addressing (the spec's u).
float unnormalized(const Mode &m, float s, int size) {
  if (m.addressing == SamplerAddressing::Repeat)
    return (s - std::floor(s)) * float(size);
  if (m.addressing == SamplerAddressing::MirroredRepeat) {
    float sp = 2.0f * std::rint(0.5f * s);
    return std::fabs(s - sp) * float(size);
  }
  return m.normalized ? s * float(size) : s;
}

/// The spec's index rules for one lane; linear gives (i0, i1).
std::array<int, 2> indices(const Mode &m, float u, int size) {
  bool linear = m.filter == SamplerFilter::Linear;
  int i0 = int(std::floor(linear ? u - 0.5f : u)), i1 = i0 + 1;
  switch (m.addressing) {
  case SamplerAddressing::Repeat:
    if (!linear)
      return {i0 > size - 1 ? i0 - size : i0, 0};
    return {i0 < 0 ? size + i0 : i0, i1 > size - 1 ? i1 - size : i1};
  case SamplerAddressing::MirroredRepeat:
    return {linear ? std::max(i0, 0) : std::min(i0, size - 1),
            std::min(i1, size - 1)};
  case SamplerAddressing::Clamp:
    return {std::clamp(i0, -1, size), std::clamp(i1, -1, size)};
  default:
    return {std::clamp(i0, 0, size - 1), std::clamp(i1, 0, size - 1)};
  }
}

/// What read_image* returns at `coord` (spatial lanes, then the layer),
/// and the magnitude of what a linear read blended.
std::array<double, 4> reference(const HostImage &img, const Mode &m,
                                const std::array<float, 4> &coord,
                                double &scale) {
  unsigned n = img.spatial();
  int layer = 0;
  if (img.arrayed())
    layer = std::clamp(int(std::rint(coord[n])), 0, img.layers() - 1);
  std::array<std::array<int, 2>, 3> idx{};
  std::array<float, 3> a{};
  for (unsigned l = 0; l < n; ++l) {
    float u = unnormalized(m, coord[l], img.size(l));
    idx[l] = indices(m, u, img.size(l));
    a[l] = (u - 0.5f) - std::floor(u - 0.5f);
  }
  scale = 0;
  if (m.filter == SamplerFilter::Nearest)
    return img.texel({idx[0][0], idx[1][0], idx[2][0]}, layer);
  std::array<double, 4> sum{};
  for (unsigned corner = 0; corner < (1u << n); ++corner) {
    std::array<int, 3> at{};
    double weight = 1;
    for (unsigned l = 0; l < n; ++l) {
      bool high = corner >> l & 1;
      at[l] = idx[l][high];
      weight *= high ? a[l] : 1.0 - a[l];
    }
    std::array<double, 4> t = img.texel(at, layer);
    for (int c = 0; c < 4; ++c) {
      sum[c] += weight * t[c];
      scale = std::max(scale, std::fabs(t[c]));
    }
  }
  return sum;
}

/// Whether `coord` keeps clear of the places where the spec's result
/// hangs on the last bit of a float (see the header).
bool clearOfEdges(const HostImage &img, const Mode &m,
                  const std::array<float, 4> &coord) {
  for (unsigned l = 0; l < img.spatial(); ++l) {
    float u = unnormalized(m, coord[l], img.size(l));
    if (m.filter == SamplerFilter::Linear)
      u -= 0.5f;
    float frac = u - std::floor(u);
    if (frac < 0.02f || frac > 0.98f || std::fabs(u) > 1e6f)
      return false;
  }
  if (img.arrayed()) {
    float layer = coord[img.spatial()];
    float frac = layer - std::floor(layer);
    if (std::fabs(frac - 0.5f) < 0.02f)
      return false;
  }
  return true;
}

/// Random coordinates for `m`: in-range ones for CLAMP_NONE (outside is
/// undefined), up to two sizes beyond the image otherwise.
std::vector<std::array<float, 4>> randomCoords(std::mt19937_64 &rng,
                                               const HostImage &img,
                                               const Mode &m, size_t count,
                                               bool integers) {
  bool inside = m.addressing == SamplerAddressing::None;
  std::vector<std::array<float, 4>> coords;
  while (coords.size() < count) {
    std::array<float, 4> c{};
    for (unsigned l = 0; l < img.spatial(); ++l) {
      double span = inside ? 1.0 : 3.0, lo = inside ? 0.0 : -1.0;
      double t = lo + span * std::uniform_real_distribution<double>()(rng);
      c[l] = m.normalized ? float(t) : float(t * img.size(l));
      if (integers)
        c[l] = std::floor(c[l]);
    }
    if (img.arrayed())
      c[img.spatial()] = float(std::uniform_real_distribution<double>(
          -1.0, img.layers() + 1.0)(rng));
    if (integers && img.arrayed())
      c[img.spatial()] = std::floor(c[img.spatial()]);
    if (integers ? true : clearOfEdges(img, m, c))
      coords.push_back(c);
  }
  return coords;
}

const char *KernelSource = R"CL(
#define COORD_1D(c) (c).x
#define COORD_1DA(c) (c).xy
#define COORD_2D(c) (c).xy
#define COORD_2DA(c) (c)
#define COORD_3D(c) (c)
#define ICOORD_1D(c) convert_int((c).x)
#define ICOORD_1DA(c) convert_int2((c).xy)
#define ICOORD_2D(c) convert_int2((c).xy)
#define ICOORD_2DA(c) convert_int4(c)
#define ICOORD_3D(c) convert_int4(c)
#define READ(name, type, T, suffix, COORD)                                     \
  kernel void name(read_only type image, sampler_t s,                          \
                   global const float4 *coords, global T *out) {               \
    int i = get_global_id(0);                                                  \
    out[i] = read_image##suffix(image, s, COORD(coords[i]));                   \
  }
READ(f_1d, image1d_t, float4, f, COORD_1D)
READ(f_1da, image1d_array_t, float4, f, COORD_1DA)
READ(f_2d, image2d_t, float4, f, COORD_2D)
READ(f_2da, image2d_array_t, float4, f, COORD_2DA)
READ(f_3d, image3d_t, float4, f, COORD_3D)
READ(fi_1d, image1d_t, float4, f, ICOORD_1D)
READ(fi_1da, image1d_array_t, float4, f, ICOORD_1DA)
READ(fi_2d, image2d_t, float4, f, ICOORD_2D)
READ(fi_2da, image2d_array_t, float4, f, ICOORD_2DA)
READ(fi_3d, image3d_t, float4, f, ICOORD_3D)
READ(i_2d, image2d_t, int4, i, COORD_2D)
READ(ui_3d, image3d_t, uint4, ui, COORD_3D)
)CL";

// read_imageh through a sampler, widened back to float for the buffer.
const char *HalfSource = R"CL(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void h_2d(read_only image2d_t image, sampler_t s,
                 global const float4 *coords, global float4 *out) {
  int i = get_global_id(0);
  out[i] = convert_float4(read_imageh(image, s, coords[i].xy));
}
)CL";

const char *kernelSuffix(ImageType type) {
  switch (type) {
  case ImageType::Image1D:
    return "1d";
  case ImageType::Image1DArray:
    return "1da";
  case ImageType::Image2D:
    return "2d";
  case ImageType::Image2DArray:
    return "2da";
  default:
    return "3d";
  }
}

class ImageSamplers : public ImageKernels {
protected:
  HostImage makeHostImage(ImageType type, ImageFormat format) {
    HostImage img;
    img.desc.type = type;
    img.desc.format = format;
    img.desc.width = type == ImageType::Image3D ? 5 : 7;
    img.desc.height =
        type == ImageType::Image1D || type == ImageType::Image1DArray ? 1 : 4;
    img.desc.depth = type == ImageType::Image3D ? 3 : 1;
    img.desc.arraySize = img.arrayed() ? 3 : 1;
    size_t count = pixels(img.desc);
    img.data = randomPixels(rng(), format, count);
    img.pixelBytes = imageFormatPixelBytes(format);
    return img;
  }

  /// Runs `kernel` (sampler argument 1) or, for a constant sampler, the
  /// kernel of `constants`; compares with the reference. Returns how many
  /// components were wrong.
  size_t compare(Kernel &k, const HostImage &img, const Mode &m, bool integers,
                 Kind texels, const Sampler *sampler) {
    SCOPED_TRACE(modeName(m) + (integers ? ", integer coordinates" : ""));
    const size_t count = 48;
    auto coords = randomCoords(rng(), img, m, count, integers);
    Image image = makeImage(img.desc);
    put(image, img.data);
    std::vector<float> flat;
    for (auto &c : coords)
      flat.insert(flat.end(), c.begin(), c.end());
    Buffer in = upload(flat);
    Buffer out = upload(std::vector<uint32_t>(count * 4, 0xDEADBEEFu));
    if (sampler)
      run(k, NDRange::linear(count), image, *sampler, in, out);
    else
      run(k, NDRange::linear(count), image, in, out);
    std::vector<uint32_t> got = download<uint32_t>(out, count * 4);
    size_t bad = 0;
    for (size_t i = 0; i < count; ++i) {
      double scale = 0;
      std::array<double, 4> want = reference(img, m, coords[i], scale);
      for (int c = 0; c < 4; ++c) {
        uint32_t bits = got[i * 4 + c];
        bool ok;
        if (texels == Kind::Int) {
          ok = int32_t(bits) == int64_t(want[c]);
        } else if (texels == Kind::Uint) {
          ok = bits == uint32_t(want[c]);
        } else {
          float g;
          std::memcpy(&g, &bits, 4);
          double tolerance =
              m.filter == SamplerFilter::Linear
                  ? std::ldexp(std::max(scale, 1e-30), -16) +
                        hardwareBlendError(img, m, scale)
                  : 1.5 * std::ldexp(1.0, std::ilogb(std::max(
                                              std::fabs(want[c]), 0x1p-126)) -
                                              23);
          if (halfResults_) // 11 significant bits
            tolerance =
                std::max(tolerance,
                         std::ldexp(std::max(std::fabs(want[c]), scale), -11));
          ok = std::fabs(g - want[c]) <= tolerance;
          if (isSrgb(img.desc.format) && c < 3) // as the CTS judges sRGB
            ok = std::fabs(linearToSrgb255(g) - linearToSrgb255(want[c])) <=
                 0.5 + 255 * hardwareBlendError(img, m, scale);
        }
        if (!ok && bad++ < 4)
          ADD_FAILURE() << "coordinate (" << coords[i][0] << ", "
                        << coords[i][1] << ", " << coords[i][2] << ", "
                        << coords[i][3] << ") channel " << c << ": got bits "
                        << std::hex << bits << std::dec << ", want " << want[c];
      }
    }
    return bad;
  }

  bool halfResults_ = false; ///< read_imageh: results rounded to half
  /// The kernel compared reads through a hardware sampler.
  bool hardware_ = false;

  /// Where the device filters in hardware (DeviceInfo::
  /// hardwareLinearFilter; VKCL_HARDWARE_FILTER=1 turns it on for CPU
  /// drivers in CI): a texture unit's linear filter quantizes each lane's
  /// weight to the device's subTexelPrecisionBits (an error of up to 2^-bits of
  /// the difference of two texels, at most 2 * scale, per lane) and may round
  /// the blend to the format's own precision (8-bit unorm: 2^-8).
  double hardwareBlendError(const HostImage &img, const Mode &m, double scale) {
    if (!hardware_ || m.filter != SamplerFilter::Linear ||
        !device().info().hardwareLinearFilter)
      return 0;
    VkPhysicalDeviceProperties props;
    vkGetPhysicalDeviceProperties(device().vkPhysicalDevice(), &props);
    int bits = int(props.limits.subTexelPrecisionBits);
    return scale * (2.0 * img.spatial() * std::ldexp(1.0, -bits) + 0x1p-8);
  }

  /// Whether `k` reads through a hardware sampler of `m`'s word, which
  /// the compiler gives every constant sampler but CLK_ADDRESS_CLAMP ones
  /// and unnormalized ones on arrays and 3-D images.
  static bool expectHardware(const HostImage &img, const Mode &m) {
    if (m.addressing == SamplerAddressing::Clamp)
      return false;
    return m.normalized || img.desc.type == ImageType::Image1D ||
           img.desc.type == ImageType::Image2D;
  }

  /// A readable format of `type` for each texel kind, as offered.
  std::vector<ImageFormat> readable(ImageType type, Kind kind) {
    std::vector<ImageFormat> picked;
    for (ImageFormat f :
         Image::supportedFormats(device(), type, AccessReadOnly))
      if (kindOf(f.channelDataType) == kind)
        picked.push_back(f);
    return picked;
  }
};

/// Sampler arguments on every image type and mode, float coordinates, with
/// an 8-bit normalized RGBA image, a one-channel float one (the border
/// of CL_R has alpha 1) and an sRGB one (decoded before filtering).
TEST_F(ImageSamplers, EveryModeOnEveryImageType) {
  auto program = build(KernelSource, cl12());
  for (ImageType type :
       {ImageType::Image1D, ImageType::Image1DArray, ImageType::Image2D,
        ImageType::Image2DArray, ImageType::Image3D}) {
    for (ImageFormat format :
         {ImageFormat{CL_RGBA, CL_UNORM_INT8}, ImageFormat{CL_R, CL_FLOAT},
          ImageFormat{CL_sRGBA, CL_UNORM_INT8}}) {
      SCOPED_TRACE(toString(type) + std::string(" ") + formatName(format));
      auto offered = readable(type, Kind::Float);
      if (std::find(offered.begin(), offered.end(), format) == offered.end())
        continue;
      HostImage img = makeHostImage(type, format);
      Kernel k = std::move(
          *program->createKernel(std::string("f_") + kernelSuffix(type)));
      size_t bad = 0;
      for (const Mode &m : allModes()) {
        Sampler s{m.normalized, m.addressing, m.filter};
        bad += compare(k, img, m, false, Kind::Float, &s);
      }
      EXPECT_EQ(bad, 0u);
    }
  }
}

/// Integer coordinates with an unnormalized nearest sampler (the only
/// kind OpenCL allows with them): the texel at the coordinate, clamped or
/// the border.
TEST_F(ImageSamplers, IntegerCoordinates) {
  auto program = build(KernelSource, cl12());
  for (ImageType type :
       {ImageType::Image1D, ImageType::Image1DArray, ImageType::Image2D,
        ImageType::Image2DArray, ImageType::Image3D}) {
    SCOPED_TRACE(toString(type));
    HostImage img = makeHostImage(type, {CL_RGBA, CL_UNORM_INT8});
    Kernel k = std::move(
        *program->createKernel(std::string("fi_") + kernelSuffix(type)));
    for (SamplerAddressing a :
         {SamplerAddressing::None, SamplerAddressing::ClampToEdge,
          SamplerAddressing::Clamp}) {
      Mode m{false, a, SamplerFilter::Nearest};
      Sampler s{false, a, SamplerFilter::Nearest};
      EXPECT_EQ(compare(k, img, m, true, Kind::Float, &s), 0u);
    }
  }
}

/// read_imagei/ui through samplers: nearest whatever the filter (linear is
/// undefined for integer formats; the reference reads nearest), every
/// integer format offered.
TEST_F(ImageSamplers, IntegerTexels) {
  auto program = build(KernelSource, cl12());
  for (auto [type, kind, name] :
       {std::tuple{ImageType::Image2D, Kind::Int, "i_2d"},
        std::tuple{ImageType::Image3D, Kind::Uint, "ui_3d"}}) {
    Kernel k = std::move(*program->createKernel(name));
    for (ImageFormat format : readable(type, kind)) {
      SCOPED_TRACE(std::string(name) + " " + formatName(format));
      HostImage img = makeHostImage(type, format);
      for (Mode m : allModes()) {
        if (m.filter == SamplerFilter::Linear)
          continue;
        Sampler s{m.normalized, m.addressing, m.filter};
        EXPECT_EQ(compare(k, img, m, false, kind, &s), 0u);
      }
    }
  }
}

/// read_imageh through a sampler, where the target has fp16.
TEST_F(ImageSamplers, HalfTexels) {
  if (!profile().float16)
    GTEST_SKIP() << "no fp16 on " << profile().name;
  auto program = build(HalfSource, cl12());
  Kernel k = std::move(*program->createKernel("h_2d"));
  HostImage img = makeHostImage(ImageType::Image2D, {CL_RGBA, CL_HALF_FLOAT});
  halfResults_ = true;
  for (const Mode &m : allModes()) {
    Sampler s{m.normalized, m.addressing, m.filter};
    EXPECT_EQ(compare(k, img, m, false, Kind::Float, &s), 0u);
  }
}

/// Constant samplers (program scope, kernel scope, a literal in the call),
/// whose decisions the compiler folds: one kernel per mode, the same
/// reference.
TEST_F(ImageSamplers, ConstantSamplers) {
  std::string source;
  std::vector<Mode> modes = allModes();
  static const char *address[] = {
      "CLK_ADDRESS_NONE",           "", "CLK_ADDRESS_CLAMP_TO_EDGE", "",
      "CLK_ADDRESS_CLAMP",          "", "CLK_ADDRESS_REPEAT",        "",
      "CLK_ADDRESS_MIRRORED_REPEAT"};
  for (size_t i = 0; i < modes.size(); ++i) {
    const Mode &m = modes[i];
    std::string word =
        std::string(m.normalized ? "CLK_NORMALIZED_COORDS_TRUE"
                                 : "CLK_NORMALIZED_COORDS_FALSE") +
        " | " + address[static_cast<uint32_t>(m.addressing)] + " | " +
        (m.filter == SamplerFilter::Linear ? "CLK_FILTER_LINEAR"
                                           : "CLK_FILTER_NEAREST");
    std::string n = std::to_string(i), read;
    switch (i % 3) {
    case 0: // program scope
      source += "constant sampler_t s" + n + " = " + word + ";\n";
      read = "read_imagef(image, s" + n + ", c[i].xy)";
      break;
    case 1: // kernel scope
      read = "read_imagef(image, s, c[i].xy)";
      break;
    default: // a literal
      read = "read_imagef(image, " + word + ", c[i].xy)";
      break;
    }
    source += "kernel void k" + n +
              "(read_only image2d_t image, global const float4 *c, "
              "global float4 *out) {\n" +
              (i % 3 == 1 ? "  const sampler_t s = " + word + ";\n" : "") +
              "  int i = get_global_id(0);\n  out[i] = " + read + ";\n}\n";
  }
  auto program = build(source, cl12());
  HostImage img = makeHostImage(ImageType::Image2D, {CL_RGBA, CL_UNORM_INT8});
  size_t bad = 0;
  for (size_t i = 0; i < modes.size(); ++i) {
    Kernel k = std::move(*program->createKernel("k" + std::to_string(i)));
    hardware_ = expectHardware(img, modes[i]);
    EXPECT_EQ(k.info().samplers.size(), hardware_ ? 1u : 0u)
        << modeName(modes[i]);
    bad += compare(k, img, modes[i], false, Kind::Float, nullptr);
  }
  EXPECT_EQ(bad, 0u);
}

/// Constant unnormalized nearest samplers at integer coordinates (the
/// image-filter idiom: `read_imagef(img, s, (int2)(x + dx, y + dy))`), on
/// every image type: texel centres through the texture unit on 1-D and
/// 2-D images, the shader's rules on the others; exact either way.
TEST_F(ImageSamplers, ConstantSamplersIntegerCoordinates) {
  static const std::pair<SamplerAddressing, const char *> modes[] = {
      {SamplerAddressing::None, "CLK_ADDRESS_NONE"},
      {SamplerAddressing::ClampToEdge, "CLK_ADDRESS_CLAMP_TO_EDGE"},
      {SamplerAddressing::Clamp, "CLK_ADDRESS_CLAMP"}};
  static const std::pair<const char *, const char *> coords[] = {
      {"image1d_t", "ICOORD_1D"},
      {"image1d_array_t", "ICOORD_1DA"},
      {"image2d_t", "ICOORD_2D"},
      {"image2d_array_t", "ICOORD_2DA"},
      {"image3d_t", "ICOORD_3D"}};
  std::string source = KernelSource;
  for (const auto &[type, coord] : coords)
    for (const auto &[mode, address] : modes)
      source += std::string("kernel void c_") + type + "_" + address +
                "(read_only " + type +
                " image, global const float4 *c, global float4 *out) {\n"
                "  const sampler_t s = CLK_NORMALIZED_COORDS_FALSE | " +
                address +
                " | CLK_FILTER_NEAREST;\n"
                "  int i = get_global_id(0);\n"
                "  out[i] = read_imagef(image, s, " +
                coord + "(c[i]));\n}\n";
  auto program = build(source, cl12());
  for (ImageType type :
       {ImageType::Image1D, ImageType::Image1DArray, ImageType::Image2D,
        ImageType::Image2DArray, ImageType::Image3D}) {
    HostImage img = makeHostImage(type, {CL_RGBA, CL_UNORM_INT8});
    for (const auto &[mode, address] : modes) {
      std::string name = std::string("c_") + toString(type) + "_" + address;
      SCOPED_TRACE(name);
      Kernel k = std::move(*program->createKernel(name));
      Mode m{false, mode, SamplerFilter::Nearest};
      hardware_ = expectHardware(img, m);
      EXPECT_EQ(k.info().samplers.size(), hardware_ ? 1u : 0u);
      EXPECT_EQ(compare(k, img, m, true, Kind::Float, nullptr), 0u);
    }
  }
}

/// The runtime's checks of sampler arguments.
TEST_F(ImageSamplers, ArgumentChecks) {
  auto program = build(KernelSource, cl12());
  Kernel k = std::move(*program->createKernel("f_2d"));
  Status repeat = k.setArg(
      1, Sampler{false, SamplerAddressing::Repeat, SamplerFilter::Nearest});
  EXPECT_FALSE(repeat) << "repeat addressing without normalized coordinates";
  EXPECT_NE(describe(repeat).find("normalized"), std::string::npos)
      << describe(repeat);
  Status notSampler = k.setArg(2, Sampler{});
  EXPECT_FALSE(notSampler);
  EXPECT_NE(describe(notSampler).find("not a sampler"), std::string::npos)
      << describe(notSampler);
  Status value = k.setValue(1, uint32_t(0x12));
  EXPECT_FALSE(value) << "a sampler argument set as a value";
  EXPECT_EQ(k.info().args[1].kind, ArgKind::Sampler);
  EXPECT_EQ(k.info().args[1].size, 4u);
}

} // namespace
} // namespace vkcl::e2e
