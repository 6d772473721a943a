#include "ModuleEmitter.h"

#include "FunctionEmitter.h"
#include "Library.h"

namespace vkcl {

ModuleEmitter::ModuleEmitter(const std::vector<SourceUnitAst> &units,
                             const SymbolTable &symbols,
                             const TargetProfile &target, bool compileOnly)
    : units_(units), symbols_(symbols), target_(target),
      compileOnly_(compileOnly) {}

ModuleEmitter::UnitScope::UnitScope(ModuleEmitter &m, const clang::Decl *decl)
    : m_(m), previous_(m.current_) {
  const clang::ASTContext *ast = &decl->getASTContext();
  for (size_t i = 0; i < m.units_.size(); ++i)
    if (m.units_[i].ast == ast)
      m.current_ = i;
}

void ModuleEmitter::fail(clang::SourceLocation loc, Diag diag,
                         std::initializer_list<std::string> args) {
  report(diags(), loc, diag, args);
  throw EmitAbort{};
}

bool ModuleEmitter::anyErrors() const {
  for (const SourceUnitAst &unit : units_)
    if (unit.diags->hasErrorOccurred())
      return true;
  return false;
}

bool ModuleEmitter::emitProgram() {
  try {
    collect();
    layoutConstantData();
    layoutKernels();
  } catch (const EmitAbort &) {
    return false;
  }

  // Declare every function first so calls can refer to callees emitted later.
  std::vector<spirv::Function *> spirvFunctions;
  for (const clang::FunctionDecl *fn : functions_) {
    if (std::any_of(fn->param_begin(), fn->param_end(),
                    [](const clang::ParmVarDecl *param) {
                      return param->getType()->isImageType();
                    })) {
      // Emitted per set of images it is called with.
      facts(fn).imageParams = true;
      spirvFunctions.push_back(nullptr);
      continue;
    }
    try {
      UnitScope unit(*this, fn);
      std::vector<Id> params;
      for (const clang::ParmVarDecl *param : fn->parameters())
        params.push_back(registerType(param->getType(), param->getLocation()));
      Id ret = registerType(fn->getReturnType(), fn->getLocation());
      if (params.size() > MaxFunctionParams) {
        facts(fn).packedParams = module_.typeStruct(params);
        params = {facts(fn).packedParams};
      }
      // Library functions stay calls: spirv-opt would inline every one
      // into every lane of every vector call (seconds of optimizer time
      // for a kernel full of math); drivers inline what pays.
      spirv::Function &f = module_.addFunction(
          ret, params,
          isLibraryDecl(fn) ? spv::FunctionControlMask::DontInline
                            : spv::FunctionControlMask::MaskNone);
      module_.name(f.id, fn->getNameAsString());
      facts(fn).function = f.id;
      spirvFunctions.push_back(&f);
    } catch (const EmitAbort &) {
      spirvFunctions.push_back(nullptr);
    }
  }
  for (size_t i = 0; i < functions_.size(); ++i) {
    if (!spirvFunctions[i])
      continue;
    try {
      UnitScope unit(*this, functions_[i]);
      FunctionEmitter(*this, functions_[i], *spirvFunctions[i]).emitBody();
    } catch (const EmitAbort &) {
    }
  }
  if (anyErrors())
    return false;
  try {
    for (const clang::FunctionDecl *kernel : kernels_) {
      UnitScope unit(*this, kernel);
      emitKernelEntry(kernel);
    }
    if (kernels_.empty())
      emitPlaceholderEntry();
    emitImageSpecializations();
    declareFloatControls();
    if (anyErrors())
      return false;
    writeReflection();
  } catch (const EmitAbort &) {
    return false;
  }
  return !anyErrors();
}

Id ModuleEmitter::localArena() {
  if (!localArena_) {
    uint32_t words = 1;
    for (auto &[fn, f] : facts_)
      words = std::max(words, (f.staticLocalBytes + 3) / 4);
    words = (words + 3) / 4 * 4; // whole uvec4s for the quad view
    Id length = module_.specConstantInt(u32(), words, SpecLocalArenaWords);
    module_.name(length, "vkcl.local_arena_words");
    Id type = module_.typeArray(u32(), length);
    if (target_.workgroupExplicitLayout) {
      // Explicitly laid out: a Block of words, and an aliased Block of
      // uvec4 over the same bytes (the runtime rounds the size to 16 bytes).
      module_.requireCapability(
          spv::Capability::WorkgroupMemoryExplicitLayoutKHR);
      module_.requireExtension("SPV_KHR_workgroup_memory_explicit_layout");
      auto block = [&](Id element, uint32_t stride, Id count,
                       const char *name) {
        Id array = module_.typeArray(element, count);
        module_.decorate(array, spv::Decoration::ArrayStride, {stride});
        Id st = module_.typeStructUnique({array});
        module_.decorate(st, spv::Decoration::Block);
        module_.decorateMember(st, 0, spv::Decoration::Offset, {0});
        Id ptr = module_.typePointer(spv::StorageClass::Workgroup, st);
        Id var = module_.globalVariable(ptr, spv::StorageClass::Workgroup);
        module_.decorate(var, spv::Decoration::Aliased);
        module_.name(var, name);
        return var;
      };
      Id quads =
          module_.specConstantOp(u32(), spv::Op::OpUDiv, {length, constU32(4)});
      localArena_ = block(u32(), 4, length, "vkcl.local_arena");
      localQuads_ = block(module_.typeVector(u32(), 4), 16, quads,
                          "vkcl.local_arena_quads");
      // Typed views (ulong for 64-bit atomics, float for float atomics)
      // exist only in modules that make such an access (they need the
      // type's capability).
      makeLocalView_ = [this, block, length](Id element, uint32_t bytes) {
        Id count = bytes == 4
                       ? length
                       : module_.specConstantOp(u32(), spv::Op::OpUDiv,
                                                {length, constU32(bytes / 4)});
        bool longs = element == u64();
        return block(element, bytes, count,
                     longs ? "vkcl.local_arena_longs"
                           : "vkcl.local_arena_floats");
      };
      return localArena_;
    }
    Id ptr = module_.typePointer(spv::StorageClass::Workgroup, type);
    localArena_ = module_.globalVariable(ptr, spv::StorageClass::Workgroup);
    module_.name(localArena_, "vkcl.local_arena");
  }
  return localArena_;
}

Id ModuleEmitter::localArenaQuads() {
  localArena();
  return localQuads_;
}

Id ModuleEmitter::localArenaView(Id element, uint32_t bytes) {
  localArena();
  if (!makeLocalView_)
    return 0;
  Id &view = localViews_[element];
  if (!view)
    view = makeLocalView_(element, bytes);
  return view;
}

Id ModuleEmitter::privateArena() {
  if (!privateArena_) {
    Id type = module_.typeArray(u32(), constU32((privateArenaBytes_ + 3) / 4));
    Id ptr = module_.typePointer(spv::StorageClass::Private, type);
    privateArena_ = module_.globalVariable(ptr, spv::StorageClass::Private);
    module_.name(privateArena_, "vkcl.private_arena");
  }
  return privateArena_;
}

Id ModuleEmitter::pushConstants() {
  if (!pushConstants_) {
    Id array = module_.typeArray(u32(), constU32((pushConstantBytes_ + 3) / 4));
    module_.decorate(array, spv::Decoration::ArrayStride, {4});
    Id block = module_.typeStructUnique({array});
    module_.decorate(block, spv::Decoration::Block);
    module_.decorateMember(block, 0, spv::Decoration::Offset, {0});
    module_.name(block, "vkcl.PushConstants");
    Id ptr = module_.typePointer(spv::StorageClass::PushConstant, block);
    pushConstants_ =
        module_.globalVariable(ptr, spv::StorageClass::PushConstant);
    module_.name(pushConstants_, "vkcl.push_constants");
  }
  return pushConstants_;
}

Id ModuleEmitter::builtinInput(spv::BuiltIn builtin, Id type) {
  auto found = builtins_.find(static_cast<uint32_t>(builtin));
  if (found != builtins_.end())
    return found->second;
  Id ptr = module_.typePointer(spv::StorageClass::Input, type);
  Id var = module_.globalVariable(ptr, spv::StorageClass::Input);
  module_.decorate(var, spv::Decoration::BuiltIn,
                   {static_cast<uint32_t>(builtin)});
  builtins_[static_cast<uint32_t>(builtin)] = var;
  return var;
}

Id ModuleEmitter::privateU32(Id &slot, const char *name) {
  if (!slot) {
    Id ptr = module_.typePointer(spv::StorageClass::Private, u32());
    slot = module_.globalVariable(ptr, spv::StorageClass::Private);
    module_.name(slot, name);
  }
  return slot;
}

Id ModuleEmitter::subgroupSizeVariable() {
  return privateU32(subgroupSize_, "vkcl.sub_group_size");
}

Id ModuleEmitter::subgroupLocalIdVariable() {
  return privateU32(subgroupLocalId_, "vkcl.sub_group_local_id");
}

Id ModuleEmitter::workGroupSize() {
  if (!workGroupSize_) {
    // OpenCL's (x, y, z) work-group size, from spec constants 0-2 ...
    Id x = module_.specConstantInt(u32(), 1, SpecWorkGroupSizeX);
    Id y = module_.specConstantInt(u32(), 1, SpecWorkGroupSizeY);
    Id z = module_.specConstantInt(u32(), 1, SpecWorkGroupSizeZ);
    Id uvec3 = module_.typeVector(u32(), 3);
    workGroupSize_ = module_.specConstantComposite(uvec3, {x, y, z});
    module_.name(workGroupSize_, "vkcl.local_size");
    // ... but Vulkan runs every work-group as 1-D, x*y*z wide: sub-groups are
    // then contiguous runs of the linear local id on every driver (lavapipe
    // forms 2-D sub-groups its own ballot disagrees with), and OpenCL's
    // local ids are rebuilt from LocalInvocationIndex.
    Id xy = module_.specConstantOp(u32(), spv::Op::OpIMul, {x, y});
    Id xyz = module_.specConstantOp(u32(), spv::Op::OpIMul, {xy, z});
    workGroupInvocations_ = xyz;
    Id one = constU32(1);
    Id vulkanSize = module_.specConstantComposite(uvec3, {xyz, one, one});
    module_.decorate(vulkanSize, spv::Decoration::BuiltIn,
                     {static_cast<uint32_t>(spv::BuiltIn::WorkgroupSize)});
    module_.name(vulkanSize, "vkcl.vulkan_work_group_size");
  }
  return workGroupSize_;
}

} // namespace vkcl
