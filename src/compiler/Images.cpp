// Images: how OpenCL C's image arguments reach the builtins that use them.
//
// OpenCL C allows an image only as a function parameter (no image
// variables, struct members, pointers or arrays), so every image a builtin
// meets is, through a chain of calls, one of the kernel's own image
// arguments, and the emitter can know which one. Vulkan wants exactly
// that: an image is a descriptor, an OpVariable of UniformConstant storage
// that code loads where it uses it. So an image never becomes a SPIR-V
// value: a function with image parameters is emitted once for each set of
// kernel images it is called with (its image parameters dropped), and a
// builtin loads the variable of the image it names. This is what clspv
// does with its image specialization pass, done here on the AST.
//
// Samplers are words (ImageSampling.cpp): a sampler variable with a
// constant initializer is that constant wherever it is read, so
// program-scope samplers need no storage. A constant sampler the texture
// unit can honour also gets a descriptor of its own (samplerVariable), an
// immutable VkSampler the runtime creates from the word.
//
// Each image argument has one binding in descriptor set 0 (a sampled image
// for read_only, a storage image otherwise; the runtime binds the view).
// image1d_buffer_t is an image of Dim Buffer: a uniform texel buffer for
// read_only, a storage texel buffer otherwise, bound to a VkBufferView.
// The numeric type of the texels (float, int or uint) is part of
// OpTypeImage but not of OpenCL's image types, so a kernel that reads one
// image as floats and as ints gets two variables on the same binding,
// which Vulkan allows.
#include "FunctionEmitter.h"

#include <clang/AST/Type.h>

namespace vkcl {
namespace {

struct ClangImageType {
  clang::BuiltinType::Kind kind;
  const char *name; ///< OpenCL C's, without "_t"
  const char *access;
};

const ClangImageType clangImageTypes[] = {
#define IMAGE_TYPE(Type, Id, SingletonId, Access, Suffix)                      \
  {clang::BuiltinType::Id, #Type, #Suffix},
#include <clang/Basic/OpenCLImageTypes.def>
};

/// The image types vkcl lowers; the others (multi-sample images) are
/// refused by name. A depth image is a one-channel 2-D image (CL_DEPTH
/// formats are R32_SFLOAT and R16_UNORM images: Vulkan's depth formats are
/// rarely storage images), read and written as one float. A 1-D buffer
/// image is a texel buffer (Dim Buffer): uniform for read_only, storage
/// otherwise.
const std::pair<const char *, ImageType> supportedImageTypes[] = {
    {"image1d", ImageType::Image1D},
    {"image1d_buffer", ImageType::Image1DBuffer},
    {"image1d_array", ImageType::Image1DArray},
    {"image2d", ImageType::Image2D},
    {"image2d_array", ImageType::Image2DArray},
    {"image3d", ImageType::Image3D},
    {"image2d_depth", ImageType::Image2DDepth},
    {"image2d_array_depth", ImageType::Image2DArrayDepth},
};

} // namespace

void ModuleEmitter::describeImageArgument(clang::QualType type,
                                          clang::SourceLocation loc,
                                          ArgInfo &arg) {
  const auto *builtin = type->getAs<clang::BuiltinType>();
  for (const ClangImageType &image : clangImageTypes) {
    if (!builtin || builtin->getKind() != image.kind)
      continue;
    for (const auto &[name, imageType] : supportedImageTypes)
      if (llvm::StringRef(image.name) == name)
        arg.imageType = imageType;
    if (arg.imageType == ImageType::None)
      fail(loc, Diag::NotSupportedYet,
           {"the image type '" + std::string(image.name) + "_t'"});
    llvm::StringRef access = image.access;
    arg.access = access == "ro"   ? AccessReadOnly
                 : access == "wo" ? AccessWriteOnly
                                  : AccessReadWrite;
    arg.kind = ArgKind::Image;
    arg.typeName = std::string(image.name) + "_t"; // CL_KERNEL_ARG_TYPE_NAME
    arg.addressSpace = AddressSpace::Global;
    return;
  }
  fail(loc, Diag::NotSupportedYet,
       {"a kernel argument of type '" + type.getAsString() + "'"});
}

Id ModuleEmitter::imageSpecialization(const clang::FunctionDecl *fn,
                                      const std::vector<ImageRef> &images) {
  auto key = std::make_pair(fn, images);
  auto found = imageSpecializations_.find(key);
  if (found != imageSpecializations_.end())
    return found->second;
  UnitScope unit(*this, fn);
  std::vector<Id> params;
  for (const clang::ParmVarDecl *param : fn->parameters())
    if (!param->getType()->isImageType())
      params.push_back(registerType(param->getType(), param->getLocation()));
  if (params.size() > MaxFunctionParams)
    fail(fn->getLocation(), Diag::NotSupportedYet,
         {"a function of images and more than " +
          std::to_string(MaxFunctionParams) + " other parameters"});
  Id ret = registerType(fn->getReturnType(), fn->getLocation());
  spirv::Function &f = module_.addFunction(ret, params);
  module_.name(f.id, fn->getNameAsString());
  imageSpecializations_.emplace(std::move(key), f.id);
  pendingSpecializations_.push_back({fn, images, &f});
  return f.id;
}

void ModuleEmitter::emitImageSpecializations() {
  // Emitting one may ask for more (a helper of a helper): a worklist.
  while (!pendingSpecializations_.empty()) {
    ImageSpecialization next = pendingSpecializations_.back();
    pendingSpecializations_.pop_back();
    try {
      UnitScope unit(*this, next.fn);
      FunctionEmitter emitter(*this, next.fn, *next.function);
      emitter.setImageArguments(next.images);
      emitter.emitBody();
    } catch (const EmitAbort &) {
    }
  }
}

ModuleEmitter::ImageVariable ModuleEmitter::imageVariable(const ImageRef &image,
                                                          Id sampledType) {
  const ArgInfo &arg = info_.kernels[image.kernel].args[image.arg];
  if (!sampledType) {
    // A query: any variable of the binding will do.
    for (const auto &[key, existing] : imageVariables_)
      if (std::get<0>(key) == image.kernel && std::get<1>(key) == image.arg)
        return existing;
    sampledType = module_.typeFloat(32);
  }
  auto key = std::make_tuple(image.kernel, image.arg, sampledType);
  auto found = imageVariables_.find(key);
  if (found != imageVariables_.end())
    return found->second;
  spv::Dim dim = spv::Dim::Dim2D;
  bool arrayed = false;
  switch (arg.imageType) {
  case ImageType::Image1DArray:
    arrayed = true;
    [[fallthrough]];
  case ImageType::Image1D:
    dim = spv::Dim::Dim1D;
    break;
  case ImageType::Image2DArray:
  case ImageType::Image2DArrayDepth:
    arrayed = true;
    break;
  case ImageType::Image3D:
    dim = spv::Dim::Dim3D;
    break;
  case ImageType::Image1DBuffer:
    dim = spv::Dim::Buffer;
    break;
  default:
    break;
  }
  bool sampled = arg.access == AccessReadOnly;
  if (dim == spv::Dim::Dim1D)
    module_.requireCapability(sampled ? spv::Capability::Sampled1D
                                      : spv::Capability::Image1D);
  if (dim == spv::Dim::Buffer) // uniform or storage texel buffer
    module_.requireCapability(sampled ? spv::Capability::SampledBuffer
                                      : spv::Capability::ImageBuffer);
  Id type = module_.typeImage(sampledType, dim, arrayed, sampled ? 1 : 2);
  Id pointer = module_.typePointer(spv::StorageClass::UniformConstant, type);
  Id variable =
      module_.globalVariable(pointer, spv::StorageClass::UniformConstant);
  module_.decorate(variable, spv::Decoration::DescriptorSet, {0});
  module_.decorate(variable, spv::Decoration::Binding, {arg.binding});
  module_.name(variable, info_.kernels[image.kernel].name + "." + arg.name);
  imageVariables_.emplace(key, ImageVariable{variable, type});
  return {variable, type};
}

Id ModuleEmitter::samplerVariable(uint32_t kernel, uint32_t word) {
  auto key = std::make_pair(kernel, word);
  auto found = samplerVariables_.find(key);
  if (found != samplerVariables_.end())
    return found->second;
  KernelInfo &info = info_.kernels[kernel];
  // Image bindings count the kernel's image arguments from 0, so a
  // binding past the argument count is free.
  HardwareSampler sampler;
  sampler.binding =
      static_cast<uint32_t>(info.args.size() + info.samplers.size());
  sampler.word = word;
  info.samplers.push_back(sampler);
  Id pointer = module_.typePointer(spv::StorageClass::UniformConstant,
                                   module_.typeSampler());
  Id variable =
      module_.globalVariable(pointer, spv::StorageClass::UniformConstant);
  module_.decorate(variable, spv::Decoration::DescriptorSet, {0});
  module_.decorate(variable, spv::Decoration::Binding, {sampler.binding});
  module_.name(variable, info.name + ".sampler" +
                             std::to_string(info.samplers.size() - 1));
  samplerVariables_.emplace(key, variable);
  return variable;
}

void FunctionEmitter::setImageArguments(const std::vector<ImageRef> &images) {
  size_t next = 0;
  for (const clang::ParmVarDecl *param : decl_->parameters())
    if (param->getType()->isImageType() && next < images.size())
      imageParams_[param] = images[next++];
}

ImageRef FunctionEmitter::imageOf(const clang::Expr *expr) {
  const clang::Expr *bare = expr->IgnoreParenImpCasts();
  if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(bare))
    if (const auto *param =
            llvm::dyn_cast<clang::ParmVarDecl>(ref->getDecl())) {
      auto found = imageParams_.find(param);
      if (found != imageParams_.end())
        return found->second;
    }
  fail(expr->getExprLoc(), Diag::NotSupportedYet,
       {"an image that is not a parameter of the function"});
}

Id FunctionEmitter::samplerConstant(const clang::Expr *expr) {
  std::optional<uint32_t> word = samplerWord(expr);
  return word ? m_.constU32(*word) : 0;
}

std::optional<uint32_t> FunctionEmitter::samplerWord(const clang::Expr *expr) {
  if (auto *cast = llvm::dyn_cast<clang::CastExpr>(expr->IgnoreParens()))
    if (cast->getCastKind() == clang::CK_IntToOCLSampler) {
      clang::Expr::EvalResult value;
      if (!cast->getSubExpr()->EvaluateAsInt(value, ast()))
        return std::nullopt;
      return static_cast<uint32_t>(value.Val.getInt().getZExtValue());
    }
  auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(expr->IgnoreParenImpCasts());
  auto *var = ref ? llvm::dyn_cast<clang::VarDecl>(ref->getDecl()) : nullptr;
  if (!var || !(var->hasGlobalStorage() || var->getType().isConstQualified()))
    return std::nullopt;
  const clang::VarDecl *def = m_.symbols().definition(var);
  const clang::Expr *init = (def ? def : var)->getAnyInitializer();
  if (!init) {
    if (var->hasGlobalStorage())
      fail(expr->getExprLoc(), Diag::NotSupportedYet,
           {"a sampler declared without its initializer in the program"});
    return std::nullopt;
  }
  init = init->IgnoreParenImpCasts();
  if (init->getType()->isSamplerT())
    return samplerWord(init); // initialized from another sampler
  clang::Expr::EvalResult value;
  if (!init->EvaluateAsInt(value, ast()))
    return std::nullopt;
  return static_cast<uint32_t>(value.Val.getInt().getZExtValue());
}

} // namespace vkcl
