// The kernel interface: argument block layout, entry points, reflection.
//
// All arguments of a kernel are packed into one block with C layout:
// pointers as 8-byte addresses, `__local` pointers as 4-byte arena offsets,
// by-value arguments as clang lays them out. The block follows the dispatch
// fields in push constants when it fits, else it is a buffer whose address
// is in push constants. Each kernel body is an ordinary SPIR-V function
// (kernels may call kernels); a small entry function per kernel loads the
// arguments and calls it.
#include "Alignment.h"
#include "FunctionEmitter.h"
#include "builtins/Builtins.h"

#include <algorithm>

namespace vkcl {
namespace {

std::string argTypeName(clang::QualType type) {
  if (type->isPointerType()) {
    clang::QualType pointee = type->getPointeeType();
    clang::Qualifiers quals = pointee.getQualifiers();
    quals.removeAddressSpace();
    quals.removeCVRQualifiers();
    clang::QualType bare =
        clang::QualType(pointee.getTypePtr(), quals.getAsOpaqueValue());
    return bare.getAsString() + "*";
  }
  return type.getUnqualifiedType().getAsString();
}

} // namespace

void ModuleEmitter::layoutKernels() {
  for (const clang::FunctionDecl *kernel : kernels_) {
    UnitScope unit(*this, kernel);
    KernelInfo k;
    k.name = kernel->getNameAsString();
    uint32_t offset = 0;
    uint32_t images = 0;
    for (const clang::ParmVarDecl *param : kernel->parameters()) {
      ArgInfo a;
      a.name = param->getNameAsString();
      clang::QualType type = param->getOriginalType();
      a.typeName = argTypeName(type);
      uint32_t size = 0, align = 0;
      if (type->isPointerType()) {
        clang::QualType pointee = type->getPointeeType();
        switch (spaceOf(pointee, param->getLocation())) {
        case MemSpace::Global:
          a.kind = ArgKind::GlobalBuffer;
          a.addressSpace = AddressSpace::Global;
          size = align = 8;
          break;
        case MemSpace::Constant:
          a.kind = ArgKind::ConstantBuffer;
          a.addressSpace = AddressSpace::Constant;
          size = align = 8;
          break;
        case MemSpace::Local:
          a.kind = ArgKind::Local;
          a.addressSpace = AddressSpace::Local;
          size = align = 4;
          break;
        default:
          fail(param->getLocation(), Diag::NotSupportedYet,
               {"a __private pointer kernel argument"});
        }
        if (pointee.isConstQualified())
          a.qualifiers |= QualConst;
        if (pointee.isVolatileQualified())
          a.qualifiers |= QualVolatile;
        if (type.isRestrictQualified())
          a.qualifiers |= QualRestrict;
      } else if (auto *pipe = type->getAs<clang::PipeType>()) {
        // The pipe object's device address; the packet type is checked
        // against the Pipe the runtime binds.
        clang::QualType packet = pipe->getElementType();
        requirePacketType(*this, packet, param->getLocation());
        a.kind = ArgKind::Pipe;
        a.addressSpace = AddressSpace::Global;
        a.typeName = packet.getUnqualifiedType().getAsString();
        a.access = pipe->isReadOnly() ? 1 : 2;
        a.packetSize = sizeOf(packet);
        size = align = 8;
      } else if (type->isImageType()) {
        // A descriptor, and the format in the argument block (Images.cpp).
        describeImageArgument(type, param->getLocation(), a);
        a.binding = images++;
        size = ImageArgLayout::Size;
        align = 4;
      } else if (type->isSamplerT()) {
        // Its CLK_* word (SamplerBits): samplers are values.
        a.kind = ArgKind::Sampler;
        a.typeName = "sampler_t";
        size = align = 4;
      } else if (type->isOpenCLSpecificType()) {
        fail(param->getLocation(), Diag::NotSupportedYet,
             {"a kernel argument of type '" + type.getAsString() + "'"});
      } else {
        registerType(type, param->getLocation());
        a.kind = ArgKind::Value;
        size = sizeOf(type);
        align = alignOf(type);
      }
      offset = alignTo(offset, align);
      a.offset = offset;
      a.size = size;
      offset += size;
      k.args.push_back(a);
    }
    k.argBlockSize = alignTo(offset, 4);
    k.argsInBuffer =
        DispatchLayout::ArgsInline + k.argBlockSize > target_.pushConstantBytes;
    if (auto *attr = kernel->getAttr<clang::ReqdWorkGroupSizeAttr>())
      k.reqdWorkGroupSize = {attr->getXDim(), attr->getYDim(), attr->getZDim()};
    if (auto *attr = kernel->getAttr<clang::WorkGroupSizeHintAttr>())
      k.workGroupSizeHint = {attr->getXDim(), attr->getYDim(), attr->getZDim()};
    if (auto *attr = kernel->getAttr<clang::VecTypeHintAttr>())
      k.vecTypeHint = attr->getTypeHint().getAsString();
    k.staticLocalBytes = facts(kernel).staticLocalBytes;
    k.usesPrintf = facts(kernel).usesPrintf;
    uint32_t invocations = k.reqdWorkGroupSize[0] * k.reqdWorkGroupSize[1] *
                           k.reqdWorkGroupSize[2];
    if (invocations > target_.maxWorkGroupInvocations)
      fail(kernel->getLocation(), Diag::TargetLacksFeature,
           {"reqd_work_group_size of " + std::to_string(invocations) +
                " work-items",
            "that many invocations per work-group", target_.name});
    if (auto *attr = kernel->getAttr<clang::OpenCLIntelReqdSubGroupSizeAttr>())
      k.requiredSubgroupSize = requiredSubgroupSize(
          attr->getSubGroupSize(), invocations, attr->getLocation());
    kernelIndex_[kernel] = info_.kernels.size();
    info_.kernels.push_back(std::move(k));
  }
  pushConstantBytes_ = pushConstantBytes(info_);
}

uint32_t ModuleEmitter::requiredSubgroupSize(uint32_t size,
                                             uint32_t invocations,
                                             clang::SourceLocation loc) {
  // cl_intel_required_subgroup_size: the pipeline asks Vulkan for sub-groups
  // of exactly this size (VK_EXT_subgroup_size_control), which must be one
  // the device offers; the runtime checks it again for a loaded module.
  std::string attr = "intel_reqd_sub_group_size(" + std::to_string(size) + ")";
  if (!target_.requiredSubgroupSizes()) {
    fail(loc, Diag::TargetLacksFeature,
         {attr,
          "required sub-group sizes (sub-groups and "
          "VK_EXT_subgroup_size_control)",
          target_.name});
    return 0;
  }
  if (!target_.allowsRequiredSubgroupSize(size)) {
    std::string sizes;
    for (uint32_t s = target_.minSubgroupSize;
         s && s <= target_.maxSubgroupSize; s *= 2)
      sizes += (sizes.empty() ? "" : ", ") + std::to_string(s);
    fail(loc, Diag::InvalidArgument,
         {attr,
          "a sub-group size of target '" + target_.name + "' (" + sizes + ")"});
    return 0;
  }
  uint32_t most = target_.maxInvocationsForSubgroupSize(size);
  if (invocations > most)
    fail(loc, Diag::TargetLacksFeature,
         {"a reqd_work_group_size of " + std::to_string(invocations) +
              " work-items in sub-groups of " + std::to_string(size),
          "more than " + std::to_string(target_.maxWorkGroupSubgroups) +
              " sub-groups per work-group",
          target_.name});
  return size;
}

void ModuleEmitter::emitKernelEntry(const clang::FunctionDecl *kernel) {
  spirv::Function &entry = module_.addFunction(module_.typeVoid(), {});
  const KernelInfo &info = kernelInfo(kernel);
  FunctionEmitter(*this, kernel, entry).emitKernelEntry(info);
  module_.addEntryPoint(spv::ExecutionModel::GLCompute, entry.id, info.name);
  // The kernel's own function carries its name; the wrapper a name of its
  // own, so disassembly (and the compiler tests) can tell entry points apart.
  module_.name(entry.id, "vkcl.entry." + info.name);
  std::array<uint32_t, 3> size = info.reqdWorkGroupSize;
  if (size[0] == 0)
    size = {1, 1, 1};
  // Work-groups run 1-D (see workGroupSize()); the WorkgroupSize built-in
  // overrides this with the specialized size.
  module_.addExecutionMode(entry.id, spv::ExecutionMode::LocalSize,
                           {size[0] * size[1] * size[2], 1, 1});
  // OpenCL's IEEE semantics: NaNs, infinities and signed zeros are values.
  const std::pair<bool, uint32_t> preserve[] = {{target_.infNanPreserve16, 16},
                                                {target_.infNanPreserve32, 32},
                                                {target_.infNanPreserve64, 64}};
  for (const auto &[have, width] : preserve)
    if (have &&
        (width == 32 || (width == 16 ? target_.float16 : target_.float64)))
      module_.addExecutionMode(
          entry.id, spv::ExecutionMode::SignedZeroInfNanPreserve, {width});
  facts(kernel).entryPoint = entry.id;
  workGroupSize();
}

void ModuleEmitter::declareFloatControls() {
  for (const clang::FunctionDecl *kernel : kernels_) {
    UnitScope unit(*this, kernel);
    std::vector<const clang::FunctionDecl *> tree = callTree(kernel);
    if (std::none_of(tree.begin(), tree.end(),
                     [&](const clang::FunctionDecl *fn) {
                       return facts(fn).float16Controls;
                     }))
      continue;
    // Hardware half conversions are exact only with these.
    Id entry = facts(kernel).entryPoint;
    module_.addExecutionMode(entry, spv::ExecutionMode::RoundingModeRTE, {16});
    module_.addExecutionMode(entry, spv::ExecutionMode::DenormPreserve, {16});
  }
}

void ModuleEmitter::emitPlaceholderEntry() {
  spirv::Function &entry = module_.addFunction(module_.typeVoid(), {});
  spirv::Builder builder(module_, entry);
  builder.setInsertPoint(entry.createBlock());
  builder.returnVoid();
  // Not a kernel name (no OpenCL C identifier has a dot), and absent from
  // the reflection, so no runtime offers it as a kernel.
  module_.addEntryPoint(spv::ExecutionModel::GLCompute, entry.id,
                        "vkcl.no_kernel");
  module_.addExecutionMode(entry.id, spv::ExecutionMode::LocalSize, {1, 1, 1});
}

void FunctionEmitter::emitKernelEntry(const KernelInfo &info) {
  b().setInsertPoint(function_.createBlock());
  if (m_.hasSubgroupVariables()) {
    // Every invocation is active here: the ballot of `true` is exactly the
    // sub-group's work-items, whatever lanes Vulkan left empty.
    spirv::Module &m = spv();
    Id scope = m_.constU32(static_cast<uint32_t>(spv::Scope::Subgroup));
    Id ballot =
        b().emit(spv::Op::OpGroupNonUniformBallot, m.typeVector(m_.u32(), 4),
                 {scope, m.constantBool(true)});
    Id size = b().emit(
        spv::Op::OpGroupNonUniformBallotBitCount, m_.u32(),
        {scope, static_cast<uint32_t>(spv::GroupOperation::Reduce), ballot});
    Id local = b().emit(
        spv::Op::OpGroupNonUniformBallotBitCount, m_.u32(),
        {scope, static_cast<uint32_t>(spv::GroupOperation::ExclusiveScan),
         ballot});
    b().store(m_.subgroupSizeVariable(), size);
    b().store(m_.subgroupLocalIdVariable(), local);
  }
  MemSpace space;
  Id base = argumentBlock(info, space);
  std::vector<Id> args;
  std::vector<ImageRef> images;
  for (size_t i = 0; i < info.args.size(); ++i) {
    const ArgInfo &a = info.args[i];
    const clang::ParmVarDecl *param = decl_->getParamDecl(i);
    Id address = addressAddConst(space, base, a.offset);
    clang::QualType type = param->getType();
    if (a.kind == ArgKind::Image) {
      images.push_back({m_.kernelIndex(decl_), static_cast<uint32_t>(i)});
    } else if (a.kind == ArgKind::GlobalBuffer ||
               a.kind == ArgKind::ConstantBuffer || a.kind == ArgKind::Pipe) {
      args.push_back(loadDeviceAddress(space, address));
    } else if (a.kind == ArgKind::Local || a.kind == ArgKind::Sampler) {
      args.push_back(loadMemory(ast().UnsignedIntTy, space, address, 4,
                                param->getLocation()));
    } else {
      args.push_back(loadMemory(type, space, address,
                                std::min<uint32_t>(m_.alignOf(type), 4),
                                param->getLocation()));
    }
  }
  callFunction(decl_, spv().typeVoid(), std::move(args), images);
  b().returnVoid();
}

Id FunctionEmitter::argumentBlock(const KernelInfo &info, MemSpace &space) {
  if (!info.argsInBuffer) {
    space = MemSpace::PushConstant;
    return m_.constU32(DispatchLayout::ArgsInline);
  }
  space = MemSpace::Global;
  return loadDeviceAddress(MemSpace::PushConstant,
                           m_.constU32(DispatchLayout::ArgsAddress));
}

void ModuleEmitter::writeReflection() {
  Id set = module_.importExtInstSet(ReflectionSetName);
  auto op = [&](ReflectionOp code, const std::vector<Id> &operands) {
    module_.globalExtInst(set, static_cast<uint32_t>(code), operands);
  };
  auto str = [&](const std::string &s) { return module_.string(s); };
  auto num = [&](uint32_t v) { return constU32(v); };
  for (const KernelInfo &k : info_.kernels) {
    Id name = str(k.name);
    op(ReflectionOp::Kernel,
       {name, num(static_cast<uint32_t>(k.args.size())), num(k.argBlockSize),
        num(k.argsInBuffer ? 1 : 0)});
    for (size_t i = 0; i < k.args.size(); ++i) {
      const ArgInfo &a = k.args[i];
      op(ReflectionOp::Argument,
         {name, num(static_cast<uint32_t>(i)), str(a.name), str(a.typeName),
          num(static_cast<uint32_t>(a.kind)),
          num(static_cast<uint32_t>(a.addressSpace)), num(a.offset),
          num(a.size), num(a.qualifiers), num(a.access), num(a.packetSize),
          num(a.binding), num(static_cast<uint32_t>(a.imageType))});
    }
    if (k.reqdWorkGroupSize[0])
      op(ReflectionOp::ReqdWorkGroupSize,
         {name, num(k.reqdWorkGroupSize[0]), num(k.reqdWorkGroupSize[1]),
          num(k.reqdWorkGroupSize[2])});
    if (k.requiredSubgroupSize)
      op(ReflectionOp::RequiredSubgroupSize,
         {name, num(k.requiredSubgroupSize)});
    if (k.workGroupSizeHint[0])
      op(ReflectionOp::WorkGroupSizeHint,
         {name, num(k.workGroupSizeHint[0]), num(k.workGroupSizeHint[1]),
          num(k.workGroupSizeHint[2])});
    if (!k.vecTypeHint.empty())
      op(ReflectionOp::VecTypeHint, {name, str(k.vecTypeHint)});
    op(ReflectionOp::StaticLocalSize, {name, num(k.staticLocalBytes)});
    if (k.usesPrintf)
      op(ReflectionOp::KernelPrintf, {name});
    for (const HardwareSampler &sampler : k.samplers)
      op(ReflectionOp::ConstantSampler,
         {name, num(sampler.binding), num(sampler.word)});
  }
  for (const PrintfInfo &site : info_.printfs) {
    std::vector<Id> operands = {num(site.id), str(site.format),
                                str(encodePrintfArgs(site.args))};
    for (const PrintfArgInfo &arg : site.args)
      if (arg.kind == PrintfArgKind::String)
        operands.push_back(str(arg.text));
    op(ReflectionOp::Printf, operands);
  }
  // Required features are not written here: readers derive them from the
  // final module's OpCapability instructions, which the optimizer may have
  // reduced, so they are exact. A module without kernels says so with an
  // empty mask, so that it still carries (and is known by) the reflection.
  if (info_.kernels.empty())
    op(ReflectionOp::RequiredFeatures, {num(0)});
  if (info_.globalVariableBytes)
    op(ReflectionOp::GlobalVariableSize, {num(info_.globalVariableBytes)});
  if (info_.constantDataBytes) {
    std::vector<Id> operands = {num(info_.constantDataBytes)};
    for (const std::string &chunk :
         constantDataChunks(info_.constantData, info_.constantDataBytes))
      operands.push_back(str(chunk));
    op(ReflectionOp::ConstantData, operands);
  }
  const auto &addresses = info_.dataAddresses;
  for (size_t at = 0; at < addresses.size();
       at += DataAddressesPerInstruction) {
    std::vector<Id> operands;
    size_t end =
        std::min<size_t>(addresses.size(), at + DataAddressesPerInstruction);
    for (size_t i = at; i < end; ++i) {
      operands.push_back(num(addresses[i].slot));
      operands.push_back(num(addresses[i].target));
    }
    op(ReflectionOp::DataAddresses, operands);
  }
}

} // namespace vkcl
