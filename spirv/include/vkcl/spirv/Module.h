// An in-memory SPIR-V module that an emitter fills and a writer serialises.
//
// Why a module layer of our own rather than writing words directly: types and
// constants must be interned (asking twice for `int4` gives one id), the
// logical-layout sections must come out in the order the spec demands
// whatever order the emitter discovers things in, and capabilities,
// extensions, the addressing model and entry-point interfaces must be
// *derived* from what the module uses so that no emitter path can forget one.
// This layer knows nothing of clang or OpenCL.
#pragma once

#include <spirv/unified1/spirv.hpp11>

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace vkcl::spirv {

using Id = uint32_t;

/// One instruction. `operands` are the words after the result id (or after
/// the opcode word when the instruction has neither type nor result). String
/// literals are packed into operands by `packString`.
struct Instruction {
  spv::Op opcode = spv::Op::OpNop;
  Id resultType = 0; ///< 0 when the opcode has no result type.
  Id result = 0;     ///< 0 when the opcode has no result id.
  std::vector<uint32_t> operands;
};

/// Appends the words of a nul-terminated UTF-8 literal string to `words`.
void packString(std::vector<uint32_t> &words, const std::string &text);

/// A basic block: its label id and body. The terminator is the last
/// instruction once the block is complete.
struct Block {
  Id label = 0;
  std::vector<Instruction> instructions;
  bool placed = false; ///< Whether it is in its function's layout yet.

  /// True when the last instruction is a block terminator.
  bool isTerminated() const;
};

/// A function: blocks in layout order. Blocks are created first and placed
/// later, because structured control flow needs a merge block's id before the
/// blocks of its construct are emitted, while its position comes after them.
class Function {
public:
  Id id = 0;
  Id type = 0;
  Id returnType = 0;
  spv::FunctionControlMask control = spv::FunctionControlMask::MaskNone;
  std::vector<Id> parameters;     ///< OpFunctionParameter result ids.
  std::vector<Id> parameterTypes; ///< Their types, same order.

  /// Creates a block with a fresh label, not yet placed in the layout.
  /// The pointer stays valid for the lifetime of the function.
  Block *createBlock();
  /// Appends `block` to the layout; no effect if it is already placed.
  void place(Block *block);
  /// Declares a Function-storage variable; emitted at the start of the entry
  /// block as SPIR-V requires. Returns the variable id.
  Id addLocalVariable(Id pointerType, Id initializer = 0);

  const std::vector<Block *> &layout() const { return layout_; }
  const std::vector<Instruction> &localVariables() const { return locals_; }

private:
  friend class Module;
  class Module *module_ = nullptr;
  std::vector<std::unique_ptr<Block>> storage_;
  std::vector<Block *> layout_;
  std::vector<Instruction> locals_;
};

/// An entry point; its interface list is inferred when the module is written.
struct EntryPoint {
  spv::ExecutionModel model = spv::ExecutionModel::GLCompute;
  Id function = 0;
  std::string name;
};

/// Options for `Module::write`.
struct WriteOptions {
  uint32_t version = 0x00010500; ///< SPIR-V 1.5, the Vulkan 1.2 version.
  uint32_t generator = 0;
};

class Module {
public:
  Module();
  Module(const Module &) = delete;
  Module &operator=(const Module &) = delete;

  Id newId() { return nextId_++; }
  Id bound() const { return nextId_; }

  // --- Types. All interned except `typeStructUnique`. ---
  Id typeVoid();
  Id typeBool();
  Id typeInt(unsigned width, bool isSigned = false);
  Id typeFloat(unsigned width);
  /// A vector of 2-4 components is an OpTypeVector. Wider ones (OpenCL's 8-
  /// and 16-wide vectors) are an OpTypeArray of the component: Vulkan's
  /// SPIR-V has no wider vectors (Vector16 is a Kernel capability). That array
  /// type is never shared with a C array of the same shape, so
  /// componentCount/componentType and the Builder's lane-wise operations see
  /// it as a vector.
  Id typeVector(Id component, unsigned count);
  /// Whether `type` is a vector wider than 4 (an array, see typeVector).
  bool isWideVector(Id type) const { return wideVectors_.count(type) != 0; }
  /// `length` is the id of an integer constant or specialization constant.
  Id typeArray(Id element, Id length);
  Id typeRuntimeArray(Id element);
  Id typeStruct(const std::vector<Id> &members);
  /// A struct type that is never shared (e.g. one that carries Block and
  /// Offset decorations).
  Id typeStructUnique(const std::vector<Id> &members);
  Id typePointer(spv::StorageClass storage, Id pointee);
  Id typeFunction(Id returnType, const std::vector<Id> &parameters);
  /// OpTypeImage with an Unknown format (the image's format is bound at
  /// run time): `sampled` 1 for a sampled image, 2 for a storage image.
  Id typeImage(Id sampledType, spv::Dim dim, bool arrayed, uint32_t sampled);
  Id typeSampler();
  /// OpTypeSampledImage of `image` (an OpTypeImage with Sampled 1).
  Id typeSampledImage(Id image);

  // --- Constants. Interned by (type, value). ---
  /// Integer constant of `type` (an OpTypeInt); `value` is truncated to the
  /// width (64-bit types take two words).
  Id constantInt(Id type, uint64_t value);
  /// Float constant given by its bit pattern (16, 32 or 64 bits).
  Id constantFloatBits(Id type, uint64_t bits);
  Id constantFloat(Id type, double value); ///< Rounded to the type's width.
  Id constantBool(bool value);
  Id constantComposite(Id type, const std::vector<Id> &constituents);
  Id constantNull(Id type);
  /// Specialization constants are never interned; `specId` is decorated.
  Id specConstantInt(Id type, uint64_t defaultValue, uint32_t specId);
  Id specConstantComposite(Id type, const std::vector<Id> &constituents);
  /// OpSpecConstantOp: `operation` with the given operand ids.
  Id specConstantOp(Id type, spv::Op operation,
                    const std::vector<Id> &operands);

  /// Type information the emitter asks for when building instructions.
  const Instruction *definition(Id id) const; ///< nullptr if not global.
  /// For an OpTypeInt / OpTypeFloat: the width; for vectors: the component's.
  unsigned scalarWidth(Id type) const;
  /// Component count of a vector type (wide ones included), 1 for scalars.
  unsigned componentCount(Id type) const;
  /// Component type of a vector, the type itself for a scalar.
  Id componentType(Id type) const;
  bool isFloatType(Id type) const; ///< Scalar or vector of float.
  bool isIntType(Id type) const;   ///< Scalar or vector of int.
  bool isBoolType(Id type) const;  ///< Scalar or vector of bool.

  // --- Module-level things. ---
  Id importExtInstSet(const std::string &name); ///< Interned.
  Id string(const std::string &text);           ///< OpString, interned.
  void name(Id target, const std::string &text);
  void memberName(Id type, uint32_t member, const std::string &text);
  /// Decorates `target`; a wide-vector result Builder computed lane by lane
  /// (see noteLanes) has each lane's instruction decorated instead, since a
  /// decoration such as NoContraction means nothing on the composite that
  /// gathers the lanes (and is lost when the optimizer splits it).
  void decorate(Id target, spv::Decoration decoration,
                const std::vector<uint32_t> &literals = {});
  /// Records that wide-vector value `wide` gathers the results `lanes`
  /// (one instruction per lane), for decorate().
  void noteLanes(Id wide, std::vector<Id> lanes) {
    laneResults_[wide] = std::move(lanes);
  }
  void decorateMember(Id structType, uint32_t member,
                      spv::Decoration decoration,
                      const std::vector<uint32_t> &literals = {});
  /// A module-scope OpVariable. `pointerType` must be an OpTypePointer whose
  /// storage class is `storage`.
  Id globalVariable(Id pointerType, spv::StorageClass storage,
                    Id initializer = 0);
  /// A module-scope OpExtInst (used for NonSemantic instruction sets, whose
  /// result type is void). Emitted after everything it references.
  Id globalExtInst(Id set, uint32_t instruction,
                   const std::vector<Id> &operands);
  /// An explicitly requested capability/extension (normally inferred).
  void requireCapability(spv::Capability capability);
  void requireExtension(const std::string &name);

  // --- Functions and entry points. ---
  Function &addFunction(
      Id returnType, const std::vector<Id> &parameterTypes,
      spv::FunctionControlMask control = spv::FunctionControlMask::MaskNone);
  void addEntryPoint(spv::ExecutionModel model, Id function,
                     const std::string &name);
  void addExecutionMode(Id function, spv::ExecutionMode mode,
                        const std::vector<uint32_t> &literals = {});

  const std::vector<std::unique_ptr<Function>> &functions() const {
    return functions_;
  }

  /// Serialises the module: infers capabilities, extensions, the addressing
  /// and memory model and each entry point's interface, then writes the
  /// sections in the order the spec's logical layout demands.
  std::vector<uint32_t> write(const WriteOptions &options = {}) const;

private:
  friend class Function;
  Id intern(std::map<std::vector<uint32_t>, Id> &table, spv::Op op,
            Id resultType, const std::vector<uint32_t> &operands);
  Id addGlobal(spv::Op op, Id resultType, std::vector<uint32_t> operands);

  Id nextId_ = 1;
  std::vector<spv::Capability> capabilities_;
  std::vector<std::string> extensions_;
  std::vector<Instruction> extInstImports_;
  std::vector<EntryPoint> entryPoints_;
  std::vector<Instruction> executionModes_;
  std::vector<Instruction> strings_;     ///< OpString
  std::vector<Instruction> names_;       ///< OpName, OpMemberName
  std::vector<Instruction> decorations_; ///< OpDecorate, OpMemberDecorate
  /// Wide-vector results computed lane by lane: their lanes' results.
  std::unordered_map<Id, std::vector<Id>> laneResults_;
  /// Types, constants, global variables and module-level OpExtInst in
  /// creation order, which is always a valid definition order.
  std::vector<Instruction> globals_;
  std::map<Id, size_t> globalIndex_; ///< result id -> index in globals_
  std::map<std::vector<uint32_t>, Id> typeTable_;
  /// Wide vector types: (component, count) -> array type, and back.
  std::map<std::pair<Id, unsigned>, Id> wideVectorTable_;
  std::map<Id, std::pair<Id, unsigned>> wideVectors_;
  std::map<std::vector<uint32_t>, Id> constantTable_;
  std::map<std::string, Id> extInstTable_;
  std::map<std::string, Id> stringTable_;
  std::vector<std::unique_ptr<Function>> functions_;
};

} // namespace vkcl::spirv
