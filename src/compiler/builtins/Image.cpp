// Image builtins (OpenCL C 3.0, 6.15.15): read_image{f,i,ui,h} with and
// without a sampler (the sampling itself in ImageSampling.cpp),
// write_image{f,i,ui,h} and the get_image_* queries.
//
// A read_only image is a sampled image, read with OpImageFetch at level 0
// (a read_only image1d_buffer_t is a uniform texel buffer, fetched without
// a level, and a writable one a storage texel buffer):
// the texel the integer coordinate names, converted by the format's own
// rules, which Vulkan defines as OpenCL does for every format vkcl maps
// (runtime/lib/ImageFormats.cpp); a missing channel reads as 0, alpha as 1,
// as OpenCL says. A write_only image is a storage image written with
// OpImageWrite, a read_write one is also read with OpImageRead, which
// without a format in the shader needs shaderStorageImageReadWithoutFormat.
// Out-of-range coordinates are undefined in OpenCL without a sampler;
// Vulkan's robust image access, where the device has it, makes them
// harmless. The format's channel order and data type are not something
// Vulkan can query: the runtime puts them in the image's argument slot.
#include "builtins/Builtins.h"
#include "builtins/ImageSampling.h"

#include <spirv/unified1/GLSL.std.450.h>

namespace vkcl {
namespace {

// cl_channel_type values (CL/cl.h) that writes convert for.
constexpr uint32_t ClSignedInt8 = 0x10D7, ClSignedInt16 = 0x10D8,
                   ClUnsignedInt8 = 0x10DA, ClUnsignedInt16 = 0x10DB,
                   ClHalfFloat = 0x10DD, ClFloat = 0x10DE;

/// The numeric type a read or write moves, from its name's suffix.
enum class Texel { Float, Int, Uint, Half };

Texel texelOf(llvm::StringRef name) {
  if (name.endswith("ui"))
    return Texel::Uint;
  if (name.endswith("i"))
    return Texel::Int;
  if (name.endswith("h"))
    return Texel::Half;
  return Texel::Float;
}

class ImageCall {
public:
  ImageCall(FunctionEmitter &fe, const clang::CallExpr *call)
      : fe_(fe), m_(fe.mod()), call_(call), loc_(call->getExprLoc()),
        image_(fe.imageOf(call->getArg(0))),
        arg_(m_.kernelInfo(image_.kernel).args[image_.arg]) {}

  Id read(Texel texel) {
    if (call_->getNumArgs() == 3)
      return sampledRead(texel);
    if (call_->getNumArgs() != 2)
      fe_.fail(loc_, Diag::NotSupportedYet, {"reading a mipmapped image"});
    bool storage = arg_.access != AccessReadOnly;
    if (storage && !m_.target().storageImageReadWithoutFormat)
      fe_.fail(loc_, Diag::TargetLacksFeature,
               {"reading a read_write image",
                "storage image reads without a format "
                "(shaderStorageImageReadWithoutFormat)",
                m_.target().name});
    if (storage)
      m_.module().requireCapability(
          spv::Capability::StorageImageReadWithoutFormat);
    Id sampled = sampledType(texel);
    ModuleEmitter::ImageVariable image = m_.imageVariable(image_, sampled);
    Id loaded = fe_.b().load(image.type, image.variable);
    Id vec4 = m_.module().typeVector(sampled, 4);
    Id coord = coordinate(call_->getArg(1));
    // A texel buffer (image1d_buffer_t) has no levels: no Lod operand.
    std::vector<uint32_t> operands{loaded, coord};
    if (!storage && !texelBuffer()) {
      operands.push_back(static_cast<uint32_t>(spv::ImageOperandsMask::Lod));
      operands.push_back(m_.constU32(0));
    }
    Id value = fe_.b().emit(
        storage ? spv::Op::OpImageRead : spv::Op::OpImageFetch, vec4, operands);
    return fromTexel(value, texel);
  }

  /// read_image*(image, sampler, coord): OpenCL's addressing and filtering
  /// over fetches (ImageSampling.cpp). Only read_only images take a
  /// sampler (clang has no other overloads).
  Id sampledRead(Texel texel) {
    const clang::Expr *coord = call_->getArg(2);
    if (!call_->getArg(1)->getType()->isSamplerT())
      fe_.fail(loc_, Diag::NotSupportedYet, {"reading a mipmapped image"});
    unsigned have = countOf(coord->getType());
    if (have < coordinateCount())
      fe_.fail(coord->getExprLoc(), Diag::InvalidArgument,
               {"the coordinate", "a vector of " +
                                      std::to_string(coordinateCount()) +
                                      " elements for this image type"});
    SampledRead read;
    read.type = arg_.imageType;
    read.texel = sampledType(texel);
    ModuleEmitter::ImageVariable image = m_.imageVariable(image_, read.texel);
    read.image = fe_.b().load(image.type, image.variable);
    read.sampler = fe_.emitRValue(call_->getArg(1));
    read.coord = fe_.emitRValue(coord);
    clang::QualType element = coord->getType();
    if (auto *vec = element->getAs<clang::VectorType>())
      element = vec->getElementType();
    read.floatCoord = element->isRealFloatingType();
    read.mayFilter = texel == Texel::Float || texel == Texel::Half;
    read.channelOrder = formatWord(ImageArgLayout::ChannelOrder);
    read.word = fe_.samplerWord(call_->getArg(1));
    read.kernel = image_.kernel;
    read.flags = formatWord(ImageArgLayout::Flags);
    return fromTexel(emitSampledRead(fe_, read), texel);
  }

  void write(Texel texel) {
    if (call_->getNumArgs() != 3)
      fe_.fail(loc_, Diag::NotSupportedYet, {"writing a mipmapped image"});
    if (!m_.target().storageImageWriteWithoutFormat)
      fe_.fail(loc_, Diag::TargetLacksFeature,
               {"writing an image",
                "storage image writes without a format "
                "(shaderStorageImageWriteWithoutFormat)",
                m_.target().name});
    m_.module().requireCapability(
        spv::Capability::StorageImageWriteWithoutFormat);
    Id sampled = sampledType(texel);
    ModuleEmitter::ImageVariable image = m_.imageVariable(image_, sampled);
    Id loaded = fe_.b().load(image.type, image.variable);
    Id coord = coordinate(call_->getArg(1));
    Id color = fe_.emitRValue(call_->getArg(2));
    if (!call_->getArg(2)->getType()->isVectorType()) { // a depth: (d, 0, 0, 0)
      Id zero = m_.module().constantNull(fe_.b().valueType(color));
      color = fe_.b().compositeConstruct(
          m_.module().typeVector(fe_.b().valueType(color), 4),
          {color, zero, zero, zero});
    }
    color = saturate(color, texel);
    fe_.b().emitVoid(spv::Op::OpImageWrite, {loaded, coord, color});
  }

  /// The image's size as OpImageQuerySize[Lod] gives it: width, then
  /// height, then depth or the layer count, as 32-bit ints.
  Id size(unsigned &count) {
    m_.module().requireCapability(spv::Capability::ImageQuery);
    ModuleEmitter::ImageVariable image = m_.imageVariable(image_, 0);
    Id loaded = fe_.b().load(image.type, image.variable);
    count = coordinateCount();
    Id type = count == 1 ? m_.u32() : m_.module().typeVector(m_.u32(), count);
    if (arg_.access == AccessReadOnly && !texelBuffer())
      return fe_.b().emit(spv::Op::OpImageQuerySizeLod, type,
                          {loaded, m_.constU32(0)});
    return fe_.b().emit(spv::Op::OpImageQuerySize, type, {loaded});
  }

  /// One component of the size (0 width, 1 height, 2 depth; -1 the layer
  /// count, the last), as the call's type. clang declares each query only
  /// for the image types that have its component.
  Id sizeComponent(int which) {
    unsigned count = 0;
    Id all = size(count);
    unsigned index = which < 0 ? count - 1 : static_cast<unsigned>(which);
    Id value =
        count == 1 ? all : fe_.b().compositeExtract(m_.u32(), all, {index});
    return resize(value);
  }

  /// get_image_dim: int2 (width, height) or int4 (width, height, depth, 0).
  Id dim() {
    unsigned count = 0;
    Id all = size(count);
    Id type = fe_.typeOf(call_->getType(), loc_);
    unsigned lanes = countOf(call_->getType());
    std::vector<Id> parts;
    for (unsigned i = 0; i < lanes; ++i)
      parts.push_back(i < 3 && i < count
                          ? fe_.b().compositeExtract(m_.u32(), all, {i})
                          : m_.constU32(0));
    return fe_.b().compositeConstruct(type, parts);
  }

  /// get_image_channel_order / _data_type: the word the runtime wrote.
  Id formatWord(uint32_t offset) {
    MemSpace space;
    Id base = fe_.argumentBlock(m_.kernelInfo(image_.kernel), space);
    Id address = fe_.addressAddConst(space, base, arg_.offset + offset);
    return fe_.loadMemory(fe_.ast().UnsignedIntTy, space, address, 4, loc_);
  }

private:
  Id sampledType(Texel texel) {
    switch (texel) {
    case Texel::Int:
      return m_.module().typeInt(32, true);
    case Texel::Uint:
      return m_.u32();
    default:
      return m_.module().typeFloat(32);
    }
  }

  bool texelBuffer() const {
    return arg_.imageType == ImageType::Image1DBuffer;
  }

  unsigned coordinateCount() const {
    switch (arg_.imageType) {
    case ImageType::Image1D:
    case ImageType::Image1DBuffer:
      return 1;
    case ImageType::Image1DArray:
    case ImageType::Image2D:
    case ImageType::Image2DDepth:
      return 2;
    default:
      return 3;
    }
  }

  /// OpenCL's coordinate (int, int2 or int4, the layer last for arrays)
  /// as Vulkan's (int, ivec2 or ivec3).
  Id coordinate(const clang::Expr *expr) {
    Id value = fe_.emitRValue(expr);
    unsigned have = countOf(expr->getType());
    unsigned want = coordinateCount();
    if (have == want)
      return value;
    if (have < want)
      fe_.fail(expr->getExprLoc(), Diag::InvalidArgument,
               {"the coordinate", "a vector of " + std::to_string(want) +
                                      " integers for this image type"});
    std::vector<uint32_t> lanes;
    for (unsigned i = 0; i < want; ++i)
      lanes.push_back(i);
    Id type = fe_.b().valueType(value);
    Id element = m_.module().componentType(type);
    return fe_.b().vectorShuffle(m_.module().typeVector(element, want), value,
                                 value, lanes);
  }

  /// A texel as read (vec4 of the sampled type) as the call's type: a
  /// depth image's read is its one channel.
  Id fromTexel(Id value, Texel texel) {
    Id type = fe_.typeOf(call_->getType(), loc_);
    if (!call_->getType()->isVectorType())
      return fe_.b().compositeExtract(type, value, {0});
    switch (texel) {
    case Texel::Int:
      return fe_.b().unary(spv::Op::OpBitcast, type, value);
    case Texel::Half:
      return fe_.b().unary(spv::Op::OpFConvert, type, value);
    default:
      return value;
    }
  }

  /// A color argument as OpenCL converts it for the image's channel data
  /// type, then as a texel to write. Vulkan leaves an integer that does
  /// not fit the format undefined, and says nothing of NaN to a normalized
  /// format; OpenCL saturates (convert_char_sat and friends) and makes NaN
  /// 0 (convert_uchar_sat_rte). The type is only known at run time: it is
  /// read from the argument block, and the bounds selected on it.
  Id saturate(Id value, Texel texel) {
    if (texel == Texel::Half)
      value = toTexel(value, texel);
    spirv::Builder &b = fe_.b();
    Id type = formatWord(ImageArgLayout::ChannelDataType);
    Id u32 = m_.u32(), uvec4 = m_.module().typeVector(u32, 4);
    auto is = [&](uint32_t clType) {
      return b.binary(spv::Op::OpIEqual, m_.boolType(), type,
                      m_.constU32(clType));
    };
    auto pick = [&](uint32_t clType, uint32_t then, Id otherwise) {
      return b.select(u32, is(clType), m_.constU32(then), otherwise);
    };
    auto splat = [&](Id scalar) {
      return b.compositeConstruct(uvec4, {scalar, scalar, scalar, scalar});
    };
    switch (texel) {
    case Texel::Int: {
      Id lo = pick(ClSignedInt8, 0xFFFFFF80u,
                   pick(ClSignedInt16, 0xFFFF8000u, m_.constU32(0x80000000u)));
      Id hi = pick(ClSignedInt8, 0x7F,
                   pick(ClSignedInt16, 0x7FFF, m_.constU32(0x7FFFFFFFu)));
      value = b.extInst(uvec4, m_.glslStd450(), GLSLstd450SClamp,
                        {value, splat(lo), splat(hi)});
      return toTexel(value, texel);
    }
    case Texel::Uint: {
      Id hi = pick(ClUnsignedInt8, 0xFF,
                   pick(ClUnsignedInt16, 0xFFFF, m_.constU32(0xFFFFFFFFu)));
      return b.extInst(uvec4, m_.glslStd450(), GLSLstd450UMin,
                       {value, splat(hi)});
    }
    default: {
      Id vec4 = m_.module().typeVector(m_.module().typeFloat(32), 4);
      Id bvec4 = m_.module().typeVector(m_.boolType(), 4);
      Id normalized = b.binary(
          spv::Op::OpLogicalAnd, m_.boolType(),
          b.unary(spv::Op::OpLogicalNot, m_.boolType(), is(ClHalfFloat)),
          b.unary(spv::Op::OpLogicalNot, m_.boolType(), is(ClFloat)));
      Id nan = b.binary(spv::Op::OpLogicalAnd, bvec4,
                        b.unary(spv::Op::OpIsNan, bvec4, value),
                        b.compositeConstruct(bvec4, {normalized, normalized,
                                                     normalized, normalized}));
      return b.select(vec4, nan, m_.module().constantNull(vec4), value);
    }
    }
  }

  /// A color argument (float4, int4, uint4 or half4) as a texel to write.
  Id toTexel(Id value, Texel texel) {
    switch (texel) {
    case Texel::Int:
      return fe_.b().unary(spv::Op::OpBitcast,
                           m_.module().typeVector(sampledType(texel), 4),
                           value);
    case Texel::Half:
      return fe_.b().unary(spv::Op::OpFConvert,
                           m_.module().typeVector(m_.module().typeFloat(32), 4),
                           value);
    default:
      return value;
    }
  }

  /// A 32-bit size as the call's integer type (int or size_t).
  Id resize(Id value) {
    Id type = fe_.typeOf(call_->getType(), loc_);
    if (type == m_.u32())
      return value;
    return fe_.b().unary(spv::Op::OpUConvert, type, value);
  }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  const clang::CallExpr *call_;
  clang::SourceLocation loc_;
  ImageRef image_;
  const ArgInfo &arg_;
};

} // namespace

Id emitImageBuiltin(FunctionEmitter &fe, ImageFn fn,
                    const clang::CallExpr *call, llvm::StringRef name) {
  ImageCall image(fe, call);
  switch (fn) {
  case ImageFn::Read:
    return image.read(texelOf(name));
  case ImageFn::Write:
    image.write(texelOf(name));
    return 0;
  case ImageFn::Width:
    return image.sizeComponent(0);
  case ImageFn::Height:
    return image.sizeComponent(1);
  case ImageFn::Depth:
    return image.sizeComponent(2);
  case ImageFn::ArraySize:
    return image.sizeComponent(-1);
  case ImageFn::Dim:
    return image.dim();
  case ImageFn::ChannelDataType:
    return image.formatWord(ImageArgLayout::ChannelDataType);
  case ImageFn::ChannelOrder:
    return image.formatWord(ImageArgLayout::ChannelOrder);
  }
  return 0;
}

} // namespace vkcl
