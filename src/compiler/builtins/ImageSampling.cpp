// Reads through a sampler: OpenCL's addressing and filtering rules
// (OpenCL C 3.0, 8.2 "Addressing and Filter Modes"), through the texture
// unit where a Vulkan sampler gives OpenCL's results, else computed in the
// shader over texel fetches.
//
// Vulkan samplers cannot stand in for every OpenCL sampler: unnormalized
// coordinates are limited to 1-D and 2-D non-array views with clamping
// only, and the border color does not depend on the image's channel order
// (OpenCL's is (0,0,0,1) for CL_R and CL_RG, (0,0,0,0) otherwise). And a
// sampler argument's word is only known at run time. So:
//
// - A sampler known at compile time (nearly all: `constant sampler_t s =
//   CLK_...`) whose rules a VkSampler has (every mode but CLK_ADDRESS_CLAMP;
//   unnormalized only for 1-D and 2-D images, clamping to the edge) reads
//   with one OpImageSampleExplicitLod through an immutable sampler
//   descriptor of the kernel (ModuleEmitter::samplerVariable, reflected for
//   the runtime as ReflectionOp::ConstantSampler). Integer coordinates
//   become texel centres (i + 0.5). Linear filtering needs the format's
//   SAMPLED_IMAGE_FILTER_LINEAR feature, which only the runtime knows: it
//   says so in the image's flags word, and the read branches on it
//   (uniformly) to the texture unit or to the shader's own formulas. The
//   hardware's filter weights have a few bits of sub-texel precision (8 on
//   NVIDIA), within what the CTS allows and what NVIDIA's own OpenCL does.
// - Any other sampler is its 32-bit word (CLK_* bits: from the argument
//   block or a parameter), and the read follows the spec's formulas step
//   by step:
//
//   u = s * size (normalized) or s;  REPEAT: u = (s - floor(s)) * size;
//   MIRRORED_REPEAT: u = |s - 2 rint(s / 2)| * size
//   nearest: i = floor(u), then wrapped (REPEAT) or clamped, or a border
//            texel (CLAMP) when outside [0, size - 1]
//   linear:  i0 = floor(u - 0.5), i1 = i0 + 1, a = frac(u - 0.5), the same
//            per-index rules, and the 2, 4 or 8 texels blended by weight
//   array layer: clamp(rint(layer), 0, layers - 1)
//
// Decisions on the word are selects or branches on its bits: for a
// constant sampler spirv-opt folds them away, leaving one path; for a
// sampler argument the filter is a branch, so nearest reads do one fetch
// and linear ones 2^n. Coordinates are clamped in float before they become
// integers (an out-of-range conversion is undefined) and every fetch index
// is clamped into the image, so no coordinate, however wrong, reads
// outside it.
#include "builtins/ImageSampling.h"

#include <spirv/unified1/GLSL.std.450.h>

namespace vkcl {
namespace {

// cl_channel_order values whose border color has alpha 1 (CL/cl.h).
constexpr uint32_t ClR = 0x10B0, ClRG = 0x10B2, ClRGB = 0x10B4,
                   ClLuminance = 0x10B9;

class Sampling {
public:
  Sampling(FunctionEmitter &fe, const SampledRead &r)
      : fe_(fe), m_(fe.mod()), b_(fe.b()), r_(r), spatial_(spatialLanes()),
        arrayed_(r.type == ImageType::Image1DArray ||
                 r.type == ImageType::Image2DArray ||
                 r.type == ImageType::Image2DArrayDepth) {}

  Id emit() {
    m_.module().requireCapability(spv::Capability::ImageQuery);
    Id f32 = m_.module().typeFloat(32);
    ivec_ = vec(m_.u32());
    fvec_ = vec(f32);
    bvec_ = vec(m_.boolType());
    texel4_ = m_.module().typeVector(r_.texel, 4);

    unsigned all = spatial_ + (arrayed_ ? 1 : 0);
    Id sizes =
        b_.emit(spv::Op::OpImageQuerySizeLod,
                all == 1 ? m_.u32() : m_.module().typeVector(m_.u32(), all),
                {r_.image, m_.constU32(0)});
    size_ = lanes(sizes, 0, spatial_, m_.u32());
    last_ = b_.binary(spv::Op::OpISub, ivec_, size_, m_.constInt(ivec_, 1));
    if (arrayed_)
      layer_ = layerIndex(b_.compositeExtract(m_.u32(), sizes, {spatial_}));

    Id mode = b_.binary(spv::Op::OpBitwiseAnd, m_.u32(), r_.sampler,
                        m_.constU32(SamplerBits::AddressMask));
    repeat_ = splat(is(mode, SamplerBits::AddressRepeat));
    mirror_ = splat(is(mode, SamplerBits::AddressMirroredRepeat));
    clamp_ = is(mode, SamplerBits::AddressClamp);
    border_ = borderColor();

    if (!r_.floatCoord) // integer coordinates: nearest, as given
      return nearest(lanes(r_.coord, 0, spatial_, m_.u32()));
    Id u = unnormalized();
    if (!r_.mayFilter)
      return nearest(toIndex(floor(fclamp(u, -1, 1))));
    Id filter = b_.binary(spv::Op::OpBitwiseAnd, m_.u32(), r_.sampler,
                          m_.constU32(SamplerBits::FilterMask));
    return fe_.emitIfElse(
        is(filter, SamplerBits::FilterLinear), texel4_,
        [&] { return linear(u); },
        [&] { return nearest(toIndex(floor(fclamp(u, -1, 1)))); });
  }

private:
  unsigned spatialLanes() const {
    switch (r_.type) {
    case ImageType::Image1D:
    case ImageType::Image1DArray:
      return 1;
    case ImageType::Image3D:
      return 3;
    default:
      return 2;
    }
  }

  Id vec(Id scalar) {
    return spatial_ == 1 ? scalar : m_.module().typeVector(scalar, spatial_);
  }
  Id splat(Id boolean) {
    return spatial_ == 1 ? boolean
                         : b_.compositeConstruct(
                               bvec_, std::vector<Id>(spatial_, boolean));
  }
  Id is(Id value, uint32_t constant) {
    return b_.binary(spv::Op::OpIEqual, m_.boolType(), value,
                     m_.constU32(constant));
  }
  Id glsl(uint32_t op, Id type, std::vector<Id> args) {
    return b_.extInst(type, m_.glslStd450(), op, args);
  }
  Id floor(Id v) { return glsl(GLSLstd450Floor, fvec_, {v}); }
  Id toIndex(Id v) { return b_.unary(spv::Op::OpConvertFToS, ivec_, v); }

  /// Lanes [first, first + count) of `value` (a scalar or vector whose
  /// component type is `component`), as a scalar or a vector.
  Id lanes(Id value, unsigned first, unsigned count, Id component) {
    Id type = b_.valueType(value);
    unsigned have = m_.module().componentCount(type);
    if (have == 1)
      return value;
    if (count == 1)
      return b_.compositeExtract(component, value, {first});
    if (first == 0 && count == have)
      return value;
    std::vector<uint32_t> pick;
    for (unsigned i = 0; i < count; ++i)
      pick.push_back(first + i);
    return b_.vectorShuffle(m_.module().typeVector(component, count), value,
                            value, pick);
  }

  /// `v` clamped to [lo, size + hi] in float: wide enough to keep every
  /// result the spec gives, narrow enough to convert to int.
  Id fclamp(Id v, double lo, double hi) {
    Id sizeF = b_.unary(spv::Op::OpConvertSToF, fvec_, size_);
    Id top = b_.binary(spv::Op::OpFAdd, fvec_, sizeF, m_.constFloat(fvec_, hi));
    return glsl(GLSLstd450FClamp, fvec_, {v, m_.constFloat(fvec_, lo), top});
  }

  /// The coordinate in texels, before addressing: s * size for normalized
  /// coordinates, the wrapped forms for the repeat modes.
  Id unnormalized() {
    Id f32 = m_.module().typeFloat(32);
    Id s = lanes(r_.coord, 0, spatial_, f32);
    Id sizeF = b_.unary(spv::Op::OpConvertSToF, fvec_, size_);
    auto scaled = [&](Id v) {
      return b_.binary(spv::Op::OpFMul, fvec_, v, sizeF);
    };
    Id normalized =
        b_.binary(spv::Op::OpINotEqual, m_.boolType(),
                  b_.binary(spv::Op::OpBitwiseAnd, m_.u32(), r_.sampler,
                            m_.constU32(SamplerBits::NormalizedCoords)),
                  m_.constU32(0));
    Id plain = b_.select(fvec_, splat(normalized), scaled(s), s);
    Id repeat = scaled(b_.binary(spv::Op::OpFSub, fvec_, s, floor(s)));
    Id half =
        glsl(GLSLstd450RoundEven, fvec_,
             {b_.binary(spv::Op::OpFMul, fvec_, s, m_.constFloat(fvec_, 0.5))});
    Id mirror = scaled(glsl(GLSLstd450FAbs, fvec_,
                            {b_.binary(spv::Op::OpFSub, fvec_, s,
                                       b_.binary(spv::Op::OpFMul, fvec_, half,
                                                 m_.constFloat(fvec_, 2.0)))}));
    return b_.select(fvec_, repeat_, repeat,
                     b_.select(fvec_, mirror_, mirror, plain));
  }

  /// clamp(rint(layer), 0, layers - 1), or the integer layer clamped.
  Id layerIndex(Id layers) {
    Id top = b_.binary(spv::Op::OpISub, m_.u32(), layers, m_.constU32(1));
    unsigned lane = spatial_;
    if (!r_.floatCoord) {
      Id l = b_.compositeExtract(m_.u32(), r_.coord, {lane});
      return glsl(GLSLstd450SClamp, m_.u32(), {l, m_.constU32(0), top});
    }
    Id f32 = m_.module().typeFloat(32);
    Id l = b_.compositeExtract(f32, r_.coord, {lane});
    Id topF = b_.unary(spv::Op::OpConvertSToF, f32, top);
    l = glsl(GLSLstd450FClamp, f32, {l, m_.constFloat(f32, 0), topF});
    l = glsl(GLSLstd450RoundEven, f32, {l});
    return glsl(
        GLSLstd450SClamp, m_.u32(),
        {b_.unary(spv::Op::OpConvertFToS, m_.u32(), l), m_.constU32(0), top});
  }

  /// Whether each lane of index `i` lies inside the image.
  Id inside(Id i) {
    Id zero = m_.constInt(ivec_, 0);
    return b_.binary(spv::Op::OpLogicalAnd, bvec_,
                     b_.binary(spv::Op::OpSGreaterThanEqual, bvec_, i, zero),
                     b_.binary(spv::Op::OpSLessThanEqual, bvec_, i, last_));
  }
  Id clampIndex(Id i) {
    return glsl(GLSLstd450SClamp, ivec_, {i, m_.constInt(ivec_, 0), last_});
  }

  /// (0, 0, 0, 0), or (0, 0, 0, 1) for the orders without alpha.
  Id borderColor() {
    Id order = r_.channelOrder;
    Id noAlpha = b_.binary(spv::Op::OpLogicalOr, m_.boolType(),
                           b_.binary(spv::Op::OpLogicalOr, m_.boolType(),
                                     is(order, ClR), is(order, ClRG)),
                           b_.binary(spv::Op::OpLogicalOr, m_.boolType(),
                                     is(order, ClRGB), is(order, ClLuminance)));
    Id zero = m_.module().constantNull(r_.texel);
    bool isFloat = m_.module().isFloatType(r_.texel);
    Id one = isFloat ? m_.constFloat(r_.texel, 1.0) : m_.constInt(r_.texel, 1);
    Id alpha = b_.select(r_.texel, noAlpha, one, zero);
    return b_.compositeConstruct(texel4_, {zero, zero, zero, alpha});
  }

  /// The texel at clamped index `index` (ivec of the spatial lanes), or the
  /// border color when `border` (a bool) holds.
  Id fetch(Id index, Id border) {
    std::vector<Id> parts;
    for (unsigned i = 0; i < spatial_; ++i)
      parts.push_back(
          spatial_ == 1 ? index : b_.compositeExtract(m_.u32(), index, {i}));
    if (arrayed_)
      parts.push_back(layer_);
    Id coord = parts.size() == 1
                   ? parts[0]
                   : b_.compositeConstruct(
                         m_.module().typeVector(m_.u32(), parts.size()), parts);
    Id texel = b_.emit(spv::Op::OpImageFetch, texel4_,
                       {r_.image, coord,
                        static_cast<uint32_t>(spv::ImageOperandsMask::Lod),
                        m_.constU32(0)});
    Id bvec4 = m_.module().typeVector(m_.boolType(), 4);
    return b_.select(
        texel4_, b_.compositeConstruct(bvec4, {border, border, border, border}),
        border_, texel);
  }

  /// CLAMP's border test: some lane outside the image.
  Id outside(Id in) {
    Id all = spatial_ == 1 ? in : b_.unary(spv::Op::OpAll, m_.boolType(), in);
    return b_.binary(spv::Op::OpLogicalAnd, m_.boolType(), clamp_,
                     b_.unary(spv::Op::OpLogicalNot, m_.boolType(), all));
  }

  Id nearest(Id i) {
    // REPEAT: i > size - 1 wraps to i - size (u can round up to size).
    Id over = b_.binary(spv::Op::OpSGreaterThan, bvec_, i, last_);
    Id wrap = b_.binary(spv::Op::OpLogicalAnd, bvec_, repeat_, over);
    i = b_.select(ivec_, wrap, b_.binary(spv::Op::OpISub, ivec_, i, size_), i);
    return fetch(clampIndex(i), outside(inside(i)));
  }

  Id linear(Id u) {
    Id half = m_.constFloat(fvec_, 0.5);
    Id f = fclamp(b_.binary(spv::Op::OpFSub, fvec_, u, half), -2, 1);
    Id fl = floor(f);
    Id a = b_.binary(spv::Op::OpFSub, fvec_, f, fl);
    Id i0 = toIndex(fl);
    Id i1 = b_.binary(spv::Op::OpIAdd, ivec_, i0, m_.constInt(ivec_, 1));
    // REPEAT: i0 < 0 wraps to size + i0, i1 > size - 1 to i1 - size.
    Id under =
        b_.binary(spv::Op::OpSLessThan, bvec_, i0, m_.constInt(ivec_, 0));
    i0 = b_.select(ivec_,
                   b_.binary(spv::Op::OpLogicalAnd, bvec_, repeat_, under),
                   b_.binary(spv::Op::OpIAdd, ivec_, i0, size_), i0);
    Id over = b_.binary(spv::Op::OpSGreaterThan, bvec_, i1, last_);
    i1 =
        b_.select(ivec_, b_.binary(spv::Op::OpLogicalAnd, bvec_, repeat_, over),
                  b_.binary(spv::Op::OpISub, ivec_, i1, size_), i1);
    Id in0 = inside(i0), in1 = inside(i1);
    Id c0 = clampIndex(i0), c1 = clampIndex(i1);
    Id f32 = m_.module().typeFloat(32);
    Id one = m_.constFloat(f32, 1.0);
    Id result = 0;
    for (unsigned corner = 0; corner < (1u << spatial_); ++corner) {
      std::vector<Id> index, in;
      Id weight = 0;
      for (unsigned lane = 0; lane < spatial_; ++lane) {
        bool high = corner >> lane & 1;
        auto pick = [&](Id v, Id component) {
          return spatial_ == 1 ? v : b_.compositeExtract(component, v, {lane});
        };
        index.push_back(pick(high ? c1 : c0, m_.u32()));
        in.push_back(pick(high ? in1 : in0, m_.boolType()));
        Id al = pick(a, f32);
        Id w = high ? al : b_.binary(spv::Op::OpFSub, f32, one, al);
        weight = weight ? b_.binary(spv::Op::OpFMul, f32, weight, w) : w;
      }
      Id idx = spatial_ == 1 ? index[0] : b_.compositeConstruct(ivec_, index);
      Id inAll = spatial_ == 1 ? in[0] : b_.compositeConstruct(bvec_, in);
      Id term = b_.binary(spv::Op::OpVectorTimesScalar, texel4_,
                          fetch(idx, outside(inAll)), weight);
      result =
          result ? b_.binary(spv::Op::OpFAdd, texel4_, result, term) : term;
    }
    return result;
  }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  const SampledRead &r_;
  unsigned spatial_;
  bool arrayed_;
  Id ivec_ = 0, fvec_ = 0, bvec_ = 0, texel4_ = 0;
  Id size_ = 0, last_ = 0, layer_ = 0;
  Id repeat_ = 0, mirror_ = 0, clamp_ = 0, border_ = 0;
};

/// The word of a VkSampler that reads as `read`'s constant sampler does,
/// or nullopt where none does (see the top of the file). Address modes a
/// VkSampler cannot tell apart for OpenCL (NONE, CLAMP_TO_EDGE) and filters
/// that do not apply (linear for integer reads or coordinates) are folded,
/// so equal behaviour shares one sampler.
std::optional<uint32_t> hardwareWord(const SampledRead &read) {
  if (!read.word)
    return std::nullopt;
  uint32_t word = *read.word;
  bool normalized = word & SamplerBits::NormalizedCoords;
  uint32_t address = word & SamplerBits::AddressMask;
  switch (address) {
  case SamplerBits::AddressNone:
  case SamplerBits::AddressClampToEdge:
    address = SamplerBits::AddressClampToEdge;
    break;
  case SamplerBits::AddressRepeat:
  case SamplerBits::AddressMirroredRepeat:
    if (!normalized) // undefined in OpenCL: the shader's answer
      return std::nullopt;
    break;
  default: // CLAMP: the border color depends on the channel order
    return std::nullopt;
  }
  if (!normalized && read.type != ImageType::Image1D &&
      read.type != ImageType::Image2D && read.type != ImageType::Image2DDepth)
    return std::nullopt; // Vulkan: unnormalized only for 1-D and 2-D views
  if (normalized && !read.floatCoord) // undefined in OpenCL
    return std::nullopt;
  bool linear = (word & SamplerBits::FilterMask) == SamplerBits::FilterLinear &&
                read.mayFilter && read.floatCoord;
  return (normalized ? SamplerBits::NormalizedCoords : 0) | address |
         (linear ? SamplerBits::FilterLinear : SamplerBits::FilterNearest);
}

/// One OpImageSampleExplicitLod through the kernel's sampler for `word`.
Id hardwareRead(FunctionEmitter &fe, const SampledRead &read, uint32_t word) {
  ModuleEmitter &m = fe.mod();
  spirv::Builder &b = fe.b();
  spirv::Module &module = m.module();
  Id f32 = module.typeFloat(32);
  Id sampler =
      b.load(module.typeSampler(), m.samplerVariable(read.kernel, word));
  Id sampledImage = b.emit(spv::Op::OpSampledImage,
                           module.typeSampledImage(b.valueType(read.image)),
                           {read.image, sampler});
  unsigned count = read.type == ImageType::Image1D ? 1
                   : read.type == ImageType::Image1DArray ||
                           read.type == ImageType::Image2D ||
                           read.type == ImageType::Image2DDepth
                       ? 2
                       : 3;
  Id coord = read.coord;
  Id type = b.valueType(coord);
  if (module.componentCount(type) != count) {
    std::vector<uint32_t> lanes;
    for (unsigned i = 0; i < count; ++i)
      lanes.push_back(i);
    Id component = module.componentType(type);
    coord = count == 1 ? b.compositeExtract(component, coord, {0})
                       : b.vectorShuffle(module.typeVector(component, count),
                                         coord, coord, lanes);
  }
  if (!read.floatCoord) { // the centre of the texel an integer names
    Id fvec = count == 1 ? f32 : module.typeVector(f32, count);
    coord = b.binary(spv::Op::OpFAdd, fvec,
                     b.unary(spv::Op::OpConvertSToF, fvec, coord),
                     m.constFloat(fvec, 0.5));
  }
  return b.emit(
      spv::Op::OpImageSampleExplicitLod, module.typeVector(read.texel, 4),
      {sampledImage, coord, static_cast<uint32_t>(spv::ImageOperandsMask::Lod),
       m.constFloat(f32, 0.0)});
}

} // namespace

Id emitSampledRead(FunctionEmitter &fe, const SampledRead &read) {
  std::optional<uint32_t> word = hardwareWord(read);
  if (!word)
    return Sampling(fe, read).emit();
  if ((*word & SamplerBits::FilterMask) != SamplerBits::FilterLinear)
    return hardwareRead(fe, read, *word);
  ModuleEmitter &m = fe.mod();
  spirv::Builder &b = fe.b();
  Id linearOk = b.binary(spv::Op::OpINotEqual, m.boolType(),
                         b.binary(spv::Op::OpBitwiseAnd, m.u32(), read.flags,
                                  m.constU32(ImageFlagLinearFilter)),
                         m.constU32(0));
  return fe.emitIfElse(
      linearOk, m.module().typeVector(read.texel, 4),
      [&] { return hardwareRead(fe, read, *word); },
      [&] { return Sampling(fe, read).emit(); });
}

} // namespace vkcl
