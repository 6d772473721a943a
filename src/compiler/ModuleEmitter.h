// Module-wide state of the AST → SPIR-V emitter.
//
// The emitter walks clang's AST and writes SPIR-V directly (as DXC's SPIR-V
// backend does), which keeps structured control flow and C layouts. This
// class owns what every function shares: the module, type lowering, the
// arenas that back `__local` and address-taken `__private` memory, the push
// constant block, work-item builtin variables, and the per-function facts
// found before emission (frames, static `__local` layouts, recursion).
#pragma once

#include "Diagnostics.h"
#include "Linker.h"
#include "vkcl/Reflection.h"
#include "vkcl/TargetProfile.h"
#include "vkcl/spirv/Builder.h"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Attr.h>
#include <clang/AST/Decl.h>

#include <functional>
#include <map>
#include <set>
#include <tuple>

namespace vkcl {

using spirv::Id;

/// Thrown after a diagnostic has been reported, to abandon the function
/// being emitted; caught by ModuleEmitter and never leaves the compiler.
struct EmitAbort {};

/// Where a memory address points. Each has its own value representation:
/// device addresses for Global/Constant, byte offsets into an arena for
/// Local/Private, byte offsets into the push-constant block for Args, and
/// a tagged 64-bit value for Generic (GenericAddress.cpp).
enum class MemSpace { Global, Constant, Local, Private, PushConstant, Generic };

/// Program-scope variables of __constant and __global memory, and
/// function-scope `static` ones: they live in the program's data segment
/// (ConstantData.cpp), which persists across the program's dispatches.
bool isSegmentVariable(const clang::VarDecl *var);

/// Where a local variable (or parameter) lives.
struct LocalStorage {
  enum Kind { Register, Memory, Value } kind = Register;
  Id variable = 0; ///< Register: the Function-storage OpVariable.
  Id value = 0;    ///< Value: a parameter the body only reads, itself.
  MemSpace space = MemSpace::Private; ///< Memory: arena it lives in.
  uint32_t offset = 0;                ///< Memory: byte offset in that arena.
};

/// Facts about one function found before any code is emitted.
struct FunctionFacts {
  /// Variables and parameters whose address escapes: they live in the
  /// private arena, everything else in Function variables.
  std::set<const clang::VarDecl *> addressTaken;
  /// Offsets of address-taken variables in the private arena.
  std::map<const clang::VarDecl *, uint32_t> privateOffsets;
  /// Scalar, vector and pointer parameters the body only ever loads (every
  /// reference an lvalue-to-rvalue conversion): each is its SSA value,
  /// never copied into a Function variable. SPIRV-Tools 2023.1's
  /// ssa-rewrite takes time quadratic in the loads of one variable (6 s
  /// for a 20,000-term sum over one pointer parameter).
  std::set<const clang::ParmVarDecl *> readOnlyParams;
  /// Kernel-scope `__local` variables and their offsets in the local arena.
  std::map<const clang::VarDecl *, uint32_t> localOffsets;
  uint32_t staticLocalBytes = 0;
  /// Kernels: the call tree calls printf.
  bool usesPrintf = false;
  Id function = 0; ///< The SPIR-V function id (assigned up front).
  /// Takes an image: emitted once per set of images it is called with
  /// (ModuleEmitter::imageSpecialization), never on its own.
  bool imageParams = false;
  /// Non-zero for a function of more than MaxFunctionParams parameters:
  /// the struct type of its one SPIR-V parameter, which carries them all.
  Id packedParams = 0;
  /// Its code relies on fp16 conversions that round to nearest even and
  /// keep denormals: every entry point whose call tree holds it declares
  /// those execution modes (ModuleEmitter::declareFloatControls).
  bool float16Controls = false;
  Id entryPoint = 0; ///< Kernels: the OpEntryPoint's function.
};

/// An image a function works on: kernel `kernel`'s argument `arg`. OpenCL
/// C images exist only as function parameters, so every image a builtin
/// meets is, through calls, one of the kernel's image arguments: the
/// emitter knows which one at compile time (Images.cpp).
struct ImageRef {
  uint32_t kernel = 0; ///< index in ProgramInfo::kernels
  uint32_t arg = 0;
  bool operator<(const ImageRef &o) const {
    return std::tie(kernel, arg) < std::tie(o.kernel, o.arg);
  }
};

/// SPIR-V's limit on a function's parameters (OpTypeFunction), which
/// OpenCL's 1,024 bytes of kernel arguments can exceed.
constexpr size_t MaxFunctionParams = 255;

class ModuleEmitter {
public:
  /// Emits the program linked from `units` (Linker.h), whose external
  /// names `symbols` resolves; both outlive the emitter.
  ModuleEmitter(const std::vector<SourceUnitAst> &units,
                const SymbolTable &symbols, const TargetProfile &target,
                bool compileOnly = false);

  /// Emits every kernel (and what it calls) of the program's units into one
  /// module. Returns false when a diagnostic was reported.
  bool emitProgram();

  spirv::Module &module() { return module_; }
  /// The unit being emitted: its AST and the engine its diagnostics go to.
  clang::ASTContext &ast() { return *units_[current_].ast; }
  clang::DiagnosticsEngine &diags() { return *units_[current_].diags; }
  const SymbolTable &symbols() const { return symbols_; }
  /// Names no unit defines are left to a later link (CompileOptions).
  bool compileOnly() const { return compileOnly_; }
  const TargetProfile &target() const { return target_; }

  /// While alive, ast() and diags() are those of `decl`'s unit: a source
  /// location means something only to its own unit's SourceManager.
  class UnitScope {
  public:
    UnitScope(ModuleEmitter &m, const clang::Decl *decl);
    ~UnitScope() { m_.current_ = previous_; }
    UnitScope(const UnitScope &) = delete;
    UnitScope &operator=(const UnitScope &) = delete;

  private:
    ModuleEmitter &m_;
    size_t previous_;
  };
  const ProgramInfo &programInfo() const { return info_; }

  [[noreturn]] void fail(clang::SourceLocation loc, Diag diag,
                         std::initializer_list<std::string> args = {});

  // --- Types. ---
  /// The SPIR-V type a value of `type` has in registers. char and short live
  /// in 32-bit integers (kept sign- or zero-extended), bool is OpTypeBool,
  /// pointers are integers (see addressType), unions are arrays of words.
  Id registerType(clang::QualType type, clang::SourceLocation loc);
  /// Register type of a pointer to `pointee`'s address space.
  Id addressType(MemSpace space);
  /// The null pointer of `space`: 0, but all ones for __local memory, whose
  /// offset 0 is a real object (GenericAddress.cpp).
  Id nullAddress(MemSpace space);
  MemSpace spaceOf(clang::QualType pointee, clang::SourceLocation loc);
  /// Checks the target has what `type` needs (int64, fp64, fp16, …).
  void requireType(clang::QualType type, clang::SourceLocation loc);
  uint32_t sizeOf(clang::QualType type);
  uint32_t alignOf(clang::QualType type);
  bool wideAddresses() const { return target_.int64; }

  // --- Common constants and types. ---
  Id u32() { return module_.typeInt(32); }
  Id u64() { return module_.typeInt(64); }
  Id uvec2() { return module_.typeVector(u32(), 2); }
  Id boolType() { return module_.typeBool(); }
  Id constU32(uint32_t v) { return module_.constantInt(u32(), v); }
  /// Integer constant of a register type (scalar or vector, splatted).
  Id constInt(Id type, uint64_t value);
  Id constFloat(Id type, double value);
  /// size_t of the target (u64 on spir64, u32 on spir).
  Id sizeType() { return target_.int64 ? u64() : u32(); }

  // --- Module-scope variables, created on first use. ---
  Id localArena(); ///< Workgroup uint[spec constant]
  /// With explicit workgroup layout (VK_KHR_workgroup_memory_explicit_layout)
  /// the arena is a Block and a second, aliased Block views it as uvec4[],
  /// so 16-byte units are single 128-bit accesses. 0 without.
  Id localArenaQuads();
  /// The same arena as `element`[] of `bytes` each (explicit layout only;
  /// 0 without): ulong for 64-bit atomics, float for float atomics on
  /// __local memory.
  Id localArenaView(Id element, uint32_t bytes);
  bool localArenaIsBlock() const { return target_.workgroupExplicitLayout; }
  Id privateArena();  ///< Private uint[N]
  Id pushConstants(); ///< PushConstant { uint words[N]; }
  Id builtinInput(spv::BuiltIn builtin, Id type);
  Id workGroupSize(); ///< The WorkgroupSize spec-constant composite.
  /// x * y * z of the work-group size: a spec-constant op, also the width of
  /// the 1-D Vulkan work-group.
  Id workGroupInvocations() {
    workGroupSize();
    return workGroupInvocations_;
  }
  /// OpenCL's sub-group size and sub-group local id. Vulkan sub-groups may
  /// have inactive lanes (lavapipe's 2-D/3-D work-groups do), so lane ids
  /// can have gaps; OpenCL's are dense. Each kernel entry computes both from
  /// a ballot while every invocation is active and stores them in these
  /// Private variables.
  Id subgroupSizeVariable();
  Id subgroupLocalIdVariable();
  bool hasSubgroupVariables() const {
    return subgroupSize_ || subgroupLocalId_;
  }
  Id glslStd450() { return module_.importExtInstSet("GLSL.std.450"); }

  FunctionFacts &facts(const clang::FunctionDecl *fn);
  /// The library function a division of `element`s in `body` calls
  /// (libraryDivider: double always, float under -cl-fp32-correctly-
  /// rounded-divide-sqrt), or nullptr (OpFDiv; integer division).
  const clang::FunctionDecl *divisionFunction(const clang::Decl *body,
                                              clang::QualType element) const;
  /// Local aggregates above this live in the private arena, as
  /// address-taken ones do (copies into them are loops there).
  static constexpr uint32_t MemoryLocalBytes = 4096;
  const KernelInfo &kernelInfo(const clang::FunctionDecl *kernel) const {
    return info_.kernels[kernelIndex_.at(kernel)];
  }
  uint32_t kernelIndex(const clang::FunctionDecl *kernel) const {
    return static_cast<uint32_t>(kernelIndex_.at(kernel));
  }
  const KernelInfo &kernelInfo(uint32_t index) const {
    return info_.kernels[index];
  }

  // --- Images (Images.cpp). ---
  /// The SPIR-V function of `fn` (which has image parameters) for the
  /// images `images` (one per image parameter, in order): image
  /// parameters are not SPIR-V parameters, so each set of images gets its
  /// own copy, emitted by emitImageSpecializations.
  Id imageSpecialization(const clang::FunctionDecl *fn,
                         const std::vector<ImageRef> &images);
  /// The UniformConstant variable through which the kernel reads or
  /// writes image `image` as texels of `sampledType` (32-bit float, int or
  /// uint; 0: any the kernel already uses, else float), and its
  /// OpTypeImage: several variables, one per sampled type, may share the
  /// argument's binding.
  struct ImageVariable {
    Id variable;
    Id type;
  };
  ImageVariable imageVariable(const ImageRef &image, Id sampledType);
  /// The UniformConstant OpTypeSampler variable of kernel `kernel`'s
  /// hardware sampler for `word` (SamplerBits), recorded in its
  /// KernelInfo::samplers; one binding per distinct word, after the
  /// bindings of its image arguments.
  Id samplerVariable(uint32_t kernel, uint32_t word);
  /// Fills an image kernel argument's image type and access from `type`;
  /// fails for image types vkcl does not support yet.
  void describeImageArgument(clang::QualType type, clang::SourceLocation loc,
                             ArgInfo &arg);
  /// A segment variable's offset in the data segment (of the definition it
  /// links to); fails at `loc` for one no unit defines.
  uint32_t constantDataOffset(const clang::VarDecl *var,
                              clang::SourceLocation loc);
  /// A string literal's offset in the data segment, where it lies as the
  /// `__constant char[N]` OpenCL C makes it (ConstantData.cpp).
  uint32_t stringLiteralOffset(const clang::StringLiteral *literal,
                               clang::SourceLocation loc);
  /// Registers a printf call site; returns its id (builtins/Printf.cpp).
  uint32_t addPrintf(PrintfInfo site) {
    site.id = static_cast<uint32_t>(info_.printfs.size());
    info_.printfs.push_back(std::move(site));
    return info_.printfs.back().id;
  }

private:
  void collect();
  void checkRecursion();
  void analyzeFunction(const clang::FunctionDecl *fn);
  /// What the call tree of kernel `fn` needs from a dispatch: the bytes of
  /// group scratch at offset 0 of the local arena (into
  /// facts.staticLocalBytes) and a printf buffer (Analysis.cpp).
  void reachDispatchNeeds(const clang::FunctionDecl *fn, FunctionFacts &facts);
  /// `fn` and every function its body reaches through calls (divisions
  /// that call the library included), each once, `fn` first.
  std::vector<const clang::FunctionDecl *>
  callTree(const clang::FunctionDecl *fn);
  void layoutConstantData();
  /// The data segment's pointers to itself (ConstantData.cpp), into
  /// info_.dataAddresses once every variable and literal has its offset.
  void resolveAddresses(const std::vector<struct PendingAddress> &pending,
                        size_t segmentBytes);
  void layoutKernels();
  /// A kernel's intel_reqd_sub_group_size, checked against the target
  /// (with its reqd_work_group_size's `invocations`, 0 when it has none):
  /// the size, or 0 after a diagnostic.
  uint32_t requiredSubgroupSize(uint32_t size, uint32_t invocations,
                                clang::SourceLocation loc);
  void emitKernelEntry(const clang::FunctionDecl *kernel);
  /// The fp16 float controls (FunctionFacts::float16Controls) on each
  /// entry point whose call tree needs them, once every body (image
  /// specializations too) has been emitted. Only there: a float control
  /// changes how the driver compiles the whole kernel (NVIDIA divides
  /// floats the IEEE way under RoundingModeRTE 32, 15.7 times slower).
  void declareFloatControls();
  /// The entry point of a module without kernels: Vulkan requires one.
  void emitPlaceholderEntry();
  /// Emits the specializations imageSpecialization has asked for (and
  /// those they ask for in turn).
  void emitImageSpecializations();
  void writeReflection();

  bool anyErrors() const;

  const std::vector<SourceUnitAst> &units_;
  const SymbolTable &symbols_;
  size_t current_ = 0;
  TargetProfile target_;
  bool compileOnly_;
  spirv::Module module_;
  ProgramInfo info_;

  std::vector<const clang::FunctionDecl *> kernels_;
  std::vector<const clang::FunctionDecl *> functions_; ///< reachable, in order
  std::map<const clang::FunctionDecl *, FunctionFacts> facts_;
  std::map<const clang::VarDecl *, uint32_t> constantOffsets_;
  std::vector<const clang::VarDecl *> constantVars_;
  /// String literals used as arrays (addressed, not copied), in order.
  std::vector<const clang::StringLiteral *> stringLiterals_;
  std::map<const clang::StringLiteral *, uint32_t> stringOffsets_;
  std::map<const clang::FunctionDecl *, size_t> kernelIndex_;
  uint32_t privateArenaBytes_ = 16; ///< offset 0 stays NULL
  uint32_t pushConstantBytes_ = 0;

  Id localArena_ = 0, localQuads_ = 0, privateArena_ = 0, pushConstants_ = 0;
  std::function<Id(Id, uint32_t)> makeLocalView_;
  std::map<Id, Id> localViews_; ///< element type -> view
  Id workGroupSize_ = 0;
  Id workGroupInvocations_ = 0;
  Id subgroupSize_ = 0, subgroupLocalId_ = 0;
  Id privateU32(Id &slot, const char *name);
  std::map<uint32_t, Id> builtins_;
  std::map<const clang::Type *, Id> recordTypes_;
  struct ImageSpecialization {
    const clang::FunctionDecl *fn;
    std::vector<ImageRef> images;
    spirv::Function *function;
  };
  std::map<std::pair<const clang::FunctionDecl *, std::vector<ImageRef>>, Id>
      imageSpecializations_;
  std::vector<ImageSpecialization> pendingSpecializations_;
  std::map<std::tuple<uint32_t, uint32_t, Id>, ImageVariable> imageVariables_;
  std::map<std::pair<uint32_t, uint32_t>, Id> samplerVariables_;
  /// How deep each registered record's structs nest (SPIR-V allows 255).
  std::map<const clang::Type *, uint32_t> recordDepths_;
};

} // namespace vkcl
