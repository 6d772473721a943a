// Emits one OpenCL C function body as one SPIR-V function.
//
// The class is split across files by concept: statements and structured
// control flow (StmtEmitter.cpp), rvalue expressions (ExprEmitter.cpp),
// lvalues (LValueEmitter.cpp), conversions (Conversions.cpp), the memory
// access layer (MemoryAccess.cpp) and initializers (Initializers.cpp).
// Builtin calls go to one file per family under builtins/.
#pragma once

#include "ModuleEmitter.h"

#include <clang/AST/Expr.h>
#include <clang/AST/Stmt.h>

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <unordered_map>

namespace vkcl {

/// A vector type's element type; any other type itself.
inline clang::QualType elementOf(clang::QualType t) {
  if (auto *vec = t->getAs<clang::VectorType>())
    return vec->getElementType();
  return t;
}
/// A vector type's lane count; 1 for any other type.
inline unsigned countOf(clang::QualType t) {
  if (auto *vec = t->getAs<clang::VectorType>())
    return vec->getNumElements();
  return 1;
}

/// Something that can be assigned to. Register lvalues are Function-storage
/// variables (values whose address is never taken); Memory lvalues are an
/// address in some space; Swizzles select components of a vector lvalue.
struct LValue {
  enum Kind { Register, Memory, Swizzle } kind = Register;
  clang::QualType type;
  Id pointer = 0; ///< Register: pointer (Function storage) to the value.
  MemSpace space = MemSpace::Private; ///< Memory
  Id address = 0;                     ///< Memory
  uint32_t align = 1;                 ///< Memory: bytes known aligned
  std::shared_ptr<LValue> base;       ///< Swizzle: the whole vector
  std::vector<uint32_t> lanes;        ///< Swizzle
};

/// Whether `e` may be evaluated even when C would not evaluate it: no side
/// effects, no calls, and no memory read through a pointer (`p ? p[i] : 0`
/// must not touch `p[i]` when p is NULL). Integer division may be: vkcl's
/// divides by 1 where the divisor is 0.
bool safeToSpeculate(const clang::Expr *e, clang::ASTContext &ast);

class FunctionEmitter {
public:
  /// Case labels per OpSwitch where a switch is split (emitSwitch,
  /// emitSwitchChain): the measured best for 16,000 labels (512: slower).
  static constexpr size_t SwitchRunLabels = 2048;

  FunctionEmitter(ModuleEmitter &module, const clang::FunctionDecl *decl,
                  spirv::Function &function);

  /// Emits parameters' storage and the body.
  void emitBody();

  ModuleEmitter &mod() { return m_; }
  /// The code being emitted relies on fp16 conversions rounding to nearest
  /// even and keeping denormals: the entry points reaching this function
  /// declare so.
  void useFloat16Controls() { m_.facts(decl_).float16Controls = true; }
  spirv::Builder &b() { return builder_; }
  spirv::Module &spv() { return m_.module(); }
  clang::ASTContext &ast() { return m_.ast(); }
  [[noreturn]] void fail(clang::SourceLocation loc, Diag diag,
                         std::initializer_list<std::string> args = {}) {
    m_.fail(loc, diag, args);
  }
  Id typeOf(clang::QualType t, clang::SourceLocation loc) {
    return m_.registerType(t, loc);
  }

  // --- Statements (StmtEmitter.cpp) ---
  void emitStmt(const clang::Stmt *stmt);
  void emitDecl(const clang::Decl *decl);

  /// A structured if/else around code emitted by `then` and `otherwise`;
  /// with a `type`, each returns a value and the result is their phi.
  void emitIfElse(Id condition, const std::function<void()> &then,
                  const std::function<void()> &otherwise);
  Id emitIfElse(Id condition, Id type, const std::function<Id()> &then,
                const std::function<Id()> &otherwise);
  /// for (k = start; k < end; k += step) body(k), on 32-bit unsigned k.
  void emitForLoop(Id start, Id end, Id step,
                   const std::function<void(Id)> &body);
  /// The same on a counter of integer type `type` compared with `less`
  /// (OpULessThan or OpSLessThan); body(k, exit, next) may branch to the
  /// loop's merge (`exit`) or continue block (`next`), and falls through to
  /// the next iteration unless it ends in a terminator.
  void emitCountedLoop(
      Id type, spv::Op less, Id start, Id end, Id step,
      const std::function<void(Id, spirv::Block *, spirv::Block *)> &body);
  /// body(k) for k = rank, rank + width, ... < count: `width` cooperating
  /// invocations (this one `rank`-th) sharing out `count` items. Emitted as
  /// a loop over uniform rounds r = 0, width, ... < count with body(r + rank)
  /// when below the count, so every cooperating invocation runs the same
  /// trip count, which the driver can see when `count` and `width` are
  /// constants (`for (k = rank; k < count; k += width)` hides it behind the
  /// rank: 3-5% of a tiled kernel's time on NVIDIA).
  void emitCooperativeLoop(Id count, Id rank, Id width,
                           const std::function<void(Id)> &body);
  /// do { ... } while (body()), `body` returning the bool to go on.
  void emitDoWhile(const std::function<Id()> &body);
  /// for (;;) { if (body()) break; }: the loop leaves from its body, not
  /// from its continue block as emitDoWhile's does.
  void emitLoopUntil(const std::function<Id()> &body);

  // --- Expressions (ExprEmitter.cpp) ---
  /// The value of `expr` in its register type; 0 for void expressions.
  /// False when `expr` is certainly not a constant expression (it reads a
  /// non-const variable or memory, or assigns): clang's evaluator is then
  /// not asked. Memoized, so each node is looked at once.
  bool mayFold(const clang::Expr *expr, uint32_t depth = 0);
  /// clang and the emitter recurse once per level of an expression, on the
  /// compile thread's 512 MiB stack (Compiler.cpp): deeper expressions get
  /// a diagnostic instead of a stack overflow. A sum of 200,000 terms is
  /// fine.
  static constexpr uint32_t MaxExpressionDepth = 262144;
  void checkDepth(uint32_t depth, const clang::Expr *expr);
  Id emitRValue(const clang::Expr *expr);
  /// A scalar condition as an OpTypeBool.
  Id emitCondition(const clang::Expr *expr);
  /// Converts a scalar or vector register value to bool(s): != 0.
  Id toBool(Id value, clang::QualType type);
  /// A bool (vector) as OpenCL's int result of `type`: 1/0 for scalars,
  /// -1/0 for vectors.
  Id boolToInt(Id value, clang::QualType type);
  /// Float x / y within OpenCL's 2.5 ulp for every divisor (Vulkan bounds
  /// OpFDiv only for |y| <= 2^126); `type` is a float or half register type.
  Id floatDivide(Id type, Id lhs, Id rhs);
  Id halfDivide(Id type, Id lhs, Id rhs);
  /// x / y correctly rounded (float or double): `divider` (the library's,
  /// from ModuleEmitter::divisionFunction) called lane by lane.
  Id correctlyRoundedDivide(const clang::FunctionDecl *divider, Id type, Id lhs,
                            Id rhs);

  // --- LValues (LValueEmitter.cpp) ---
  LValue emitLValue(const clang::Expr *expr);
  /// An array index or pointer offset as an integer (a bool becomes 0/1).
  Id emitIndex(const clang::Expr *index);
  Id load(const LValue &lv, clang::SourceLocation loc);
  void store(const LValue &lv, Id value, clang::SourceLocation loc);
  /// A builtin's pointer argument as written: under OpenCL 2.0 builtins
  /// take generic pointers, and the argument's own (named) address space
  /// is under the implicit conversion.
  static const clang::Expr *namedPointer(const clang::Expr *pointer);
  /// The alignment a pointer expression provably has: its pointee's, or
  /// more for a `__local` array (whose arena offset is known) and constant
  /// element offsets from one.
  uint32_t knownAlignment(const clang::Expr *pointer);
  /// The address of an lvalue (for `&x`, array decay).
  Id addressOf(const LValue &lv, clang::SourceLocation loc);
  /// Lvalue of one vector component (constant or dynamic index).
  LValue vectorElement(const LValue &vec, Id index, uint32_t constantIndex,
                       bool isConstant, clang::SourceLocation loc);

  // --- Conversions (Conversions.cpp) ---
  Id convert(Id value, clang::QualType from, clang::QualType to,
             clang::SourceLocation loc);
  Id emitCast(const clang::CastExpr *cast);
  /// Re-extends a 32-bit register holding a char/short value after an
  /// operation that may have overflowed its width.
  Id normalize(Id value, clang::QualType type);
  /// Reinterprets the bits of `value` (as_type).
  Id bitcastValue(Id value, clang::QualType from, clang::QualType to,
                  clang::SourceLocation loc);
  /// Bits [offset, offset + bits) of a 32-bit word, sign- or zero-extended;
  /// and `word | (value's low bits << offset)` for a field that is zero in
  /// `word`. Shifts and masks, not OpBitField*: NVIDIA's driver does not
  /// sign-extend OpBitFieldSExtract with a variable offset.
  Id extractBits(Id word, Id offset, unsigned bits, bool isSigned);
  /// (float)u for 32-bit unsigned u, with one rounding on every driver.
  Id exactUintToFloat(Id value, Id fromType, Id toType);
  Id insertBits(Id word, Id value, uint32_t offset, unsigned bits);
  /// Value as little-endian 32-bit words, and back (as_type, unions).
  std::vector<Id> toWords(Id value, clang::QualType type,
                          clang::SourceLocation loc);
  Id fromWords(const std::vector<Id> &words, clang::QualType type,
               clang::SourceLocation loc);

  // --- Memory access layer (MemoryAccess.cpp) ---
  /// Aggregates move between memory and registers element by element:
  /// larger ones than this are refused rather than emitted as millions of
  /// instructions (SPIR-V's id bound is 4,194,303).
  static constexpr uint32_t MaxAggregateCopyBytes = 32768;
  void checkAggregateCopy(clang::QualType canon, clang::SourceLocation loc);

  // --- Aggregate copies in memory (AggregateCopy.cpp) ---
  /// Aggregates above this copy from memory to memory in a loop.
  static constexpr uint32_t LoopCopyBytes = 256;
  /// Stores `src` (an aggregate read) into `dst` as a memory-to-memory
  /// loop where both are memory and the type is above LoopCopyBytes (or
  /// through registers where only `dst` is memory); false, emitting
  /// nothing, otherwise. For assignments whose value is not used and for
  /// initializations.
  bool copyAggregateFrom(const LValue &dst, const clang::Expr *src,
                         clang::SourceLocation loc);
  /// `bytes` from `from` to `to`, 16 per loop step, then the tail.
  void copyMemory(MemSpace toSpace, Id to, uint32_t toAlign, MemSpace fromSpace,
                  Id from, uint32_t fromAlign, uint32_t bytes);
  Id loadMemory(clang::QualType type, MemSpace space, Id address,
                uint32_t align, clang::SourceLocation loc);
  void storeMemory(clang::QualType type, MemSpace space, Id address,
                   uint32_t align, Id value, clang::SourceLocation loc);
  /// address + byteOffset, where byteOffset is a signed size_t value.
  Id addressAdd(MemSpace space, Id address, Id byteOffset);
  Id addressAddConst(MemSpace space, Id address, uint32_t bytes);
  /// The address as a size_t-typed integer (pointer → integer casts).
  Id addressToInt(MemSpace space, Id address, clang::SourceLocation loc);
  Id intToAddress(MemSpace space, Id value, clang::SourceLocation loc);
  /// Copies one unit of `bytes` (16, 4, 2 or 1) between addresses aligned to
  /// it: 16 bytes are one vector access in device memory and four words in
  /// an arena; 1 and 2 are sub-word accesses (atomic stores where shared).
  void copyUnit(MemSpace dstSpace, Id dst, MemSpace srcSpace, Id src,
                unsigned bytes);
  /// Vectors (and device scalars) in the widest units the alignment proves
  /// (VectorAccess.cpp).
  Id loadVector(clang::QualType element, unsigned count, MemSpace space,
                Id address, uint32_t align, clang::SourceLocation loc);
  void storeVector(clang::QualType element, unsigned count, MemSpace space,
                   Id address, uint32_t align, Id value,
                   clang::SourceLocation loc);
  /// Whole 32-bit words, up to four per access where the space allows.
  std::vector<Id> loadWords(MemSpace space, Id address, uint32_t align,
                            uint32_t count);
  void storeWords(MemSpace space, Id address, uint32_t align,
                  const std::vector<Id> &words);
  /// A packet of `bytes` bytes (any type, aligned to `align`) as ceil(bytes
  /// / 4) little-endian words, and back: pipes move packets as words.
  std::vector<Id> loadPacketWords(MemSpace space, Id address, uint32_t align,
                                  uint32_t bytes);
  /// The pieces of a `bytes`-long block, for a copy (memory to memory, a
  /// pipe packet to or from its slot): above LoopCopyBytes a loop of
  /// ChunkBytes per step, then the tail; smaller blocks are one tail.
  /// chunk(byte offset (size_t; 0, no id, at offset 0: addressAt), word
  /// index (u32), a multiple of the byte offset for alignAt (0 for offset
  /// 0), length in bytes).
  static constexpr uint32_t ChunkBytes = 16;
  /// address + byteOffset, or address where byteOffset is 0 (no id).
  Id addressAt(MemSpace space, Id address, Id byteOffset);
  void
  emitChunked(uint32_t bytes,
              const std::function<void(Id, Id, uint32_t, uint32_t)> &chunk);
  void storePacketWords(MemSpace space, Id address, uint32_t align,
                        uint32_t bytes, const std::vector<Id> &words);
  /// A PhysicalStorageBuffer pointer to `pointee` at a device address.
  Id typedPointer(MemSpace space, Id address, Id pointee);
  /// A pointer to the 32-bit word at a 4-aligned byte address.
  Id wordPointer(MemSpace space, Id byteAddress, uint32_t align);
  /// A pointer for an atomic instruction on the naturally aligned 32- or
  /// 64-bit integer at `byteAddress` in __global or __local memory.
  Id atomicPointer(MemSpace space, Id byteAddress, unsigned bits,
                   clang::SourceLocation loc);
  /// A pointer to the `element` (4 or 8 `bytes`) at a `__local` byte
  /// address, through a typed view of the arena; 0 where the target has no
  /// explicit layouts.
  Id localViewPointer(Id element, uint32_t bytes, Id byteAddress);
  /// The low 32 bits of an address (alignment checks).
  Id addressLowWord(MemSpace space, Id address);
  spirv::Function &function() { return function_; }
  /// The address of the constant-data segment (program-scope __constant).
  Id constantDataBase();
  /// One 32-bit word of the push-constant block (dispatch fields).
  Id loadPushConstantWord(Id byteOffset) {
    return loadScalarWord(MemSpace::PushConstant, byteOffset, 4);
  }
  /// Reads an 8-byte device address stored at `address` (kernel arguments,
  /// push-constant fields): uint64, or uvec2 on targets without int64.
  Id loadDeviceAddress(MemSpace space, Id address);
  /// Emits the entry function of `info`'s kernel (KernelInterface.cpp).
  void emitKernelEntry(const KernelInfo &info);

  // --- The generic address space (GenericAddress.cpp) ---
  /// The named space a generic pointer points into, as a 32-bit tag.
  Id genericTag(Id generic);
  /// A pointer of `space` as a generic pointer (its null as generic null).
  Id genericFromNamed(MemSpace space, Id address);
  /// A generic pointer as a pointer of `space`: the address where it points
  /// there, `space`'s null pointer where it does not (to_global & co.).
  Id namedFromGeneric(MemSpace space, Id generic);
  /// Emits `access(space, address)` once for each named space a generic
  /// pointer may hold (global, local, private), branching on its tag, and
  /// returns the results' phi (0 when `resultType` is 0).
  Id onGenericSpaces(Id generic, Id resultType,
                     const std::function<Id(MemSpace, Id)> &access);
  /// A pointer value converted between address spaces (one of them
  /// generic).
  Id convertAddressSpace(Id value, clang::QualType from, clang::QualType to,
                         clang::SourceLocation loc);

  // --- Initializers (Initializers.cpp) ---
  Id emitInitializer(clang::QualType type, const clang::Expr *init);
  Id zeroValue(clang::QualType type, clang::SourceLocation loc);

  // --- Builtins (builtins/*.cpp) ---
  /// Emits a call to an OpenCL builtin (a declaration without a body).
  Id emitBuiltinCall(const clang::CallExpr *call,
                     const clang::FunctionDecl *callee);

  /// A scalar of type `type` as the 32-bit or 64-bit integer constant.
  Id constInt(clang::QualType type, uint64_t value, clang::SourceLocation loc);
  Id stringInitializer(clang::QualType type,
                       const clang::StringLiteral *literal,
                       clang::SourceLocation loc);
  /// A folded C constant, extended as its C type says.
  Id constInt(clang::QualType type, const llvm::APSInt &value,
              clang::SourceLocation loc);
  /// Extends/truncates a scalar integer register to size_t.
  Id toSizeT(Id value, clang::QualType from);
  /// Promotes a register value of `type` to a Function variable (used for
  /// values that need a home, e.g. short-circuit results).
  Id newLocalVariable(Id type);

  /// Storage of locals and parameters.
  std::map<const clang::VarDecl *, LocalStorage> locals;
  /// The value of `expr` when it names a parameter kept as its SSA value
  /// (FunctionFacts::readOnlyParams), else 0.
  Id readOnlyParamValue(const clang::Expr *expr) const;

  /// The start of kernel `info`'s argument block and its space: push
  /// constants, or the buffer whose address they hold (KernelInterface.cpp).
  Id argumentBlock(const KernelInfo &info, MemSpace &space);

  // --- Images (Images.cpp) ---
  /// The images this copy of the function works on, one per image
  /// parameter in order (ModuleEmitter::imageSpecialization).
  void setImageArguments(const std::vector<ImageRef> &images);
  /// The kernel image argument an image-typed expression names: a
  /// parameter of this function, seen through parentheses and casts.
  /// Anything else fails with a diagnostic.
  ImageRef imageOf(const clang::Expr *expr);
  /// samplerWord as a constant id, or 0 for any other sampler expression.
  Id samplerConstant(const clang::Expr *expr);
  /// The word of a sampler whose value is known at compile time: a
  /// sampler variable with a constant initializer (a program-scope
  /// `constant sampler_t`, a `const sampler_t` in a function, through any
  /// chain of such variables) or an integer constant converted to
  /// sampler_t; nullopt otherwise.
  std::optional<uint32_t> samplerWord(const clang::Expr *expr);
  /// mayFold's answers (ExprEmitter.cpp).
  std::unordered_map<const clang::Expr *, bool> mayFold_;
  uint32_t exprDepth_ = 0; ///< emitRValue's nesting

private:
  friend class StmtEmitterImpl;

  ModuleEmitter &m_;
  const clang::FunctionDecl *decl_;
  spirv::Function &function_;
  spirv::Builder builder_;
  std::map<const clang::ParmVarDecl *, ImageRef> imageParams_;

  /// Float multiplies whose consumer is an add or subtract of the same
  /// expression, where FP_CONTRACT allows fusing them (an FMA).
  std::set<const clang::Expr *> contractibleMuls_;
  void markContractibleOperands(const clang::BinaryOperator *op);
  /// Whether `op` (an add or subtract) consumes a contractible multiply.
  bool fusesMultiply(const clang::BinaryOperator *op);

  // Structured control flow targets, innermost last.
  struct BreakTarget {
    spirv::Block *block;
    bool leavesSwitch; ///< a switch's merge, not a loop's
  };
  std::vector<BreakTarget> breakTargets_;
  std::vector<spirv::Block *> continueTargets_;

  /// Structured constructs (selections, loops, switches) open around the
  /// insertion point. SPIR-V allows 1023, and SPIRV-Tools' validator takes
  /// time cubic in the depth (256 nested loops: 10 s of a compile), so vkcl
  /// stops at clang's own -fbracket-depth default, with a diagnostic: only
  /// statements nested without braces, or conditions nested in conditions,
  /// reach it. Long else-if chains do not nest (emitIfChain).
  static constexpr uint32_t MaxConstructNesting = 256;
  /// (literal, label) pairs one OpSwitch may take (SPIR-V's limits table).
  static constexpr size_t MaxSwitchLabels = 16383;
  uint32_t constructDepth_ = 0;
  /// Set while conditions known safe to speculate are evaluated
  /// (emitSwitchChain): `&&` and `||` then evaluate both sides, without
  /// branches.
  bool eagerLogical_ = false;
  /// The innermost statement being emitted: where constructs the emitter
  /// adds on its own are reported.
  clang::SourceLocation stmtLoc_;
  /// Counts one construct for its lifetime; fails past the limit.
  class NestedConstruct {
  public:
    NestedConstruct(FunctionEmitter &f, clang::SourceLocation loc);
    ~NestedConstruct() { --f_.constructDepth_; }
    NestedConstruct(const NestedConstruct &) = delete;
    NestedConstruct &operator=(const NestedConstruct &) = delete;

  private:
    FunctionEmitter &f_;
  };
  /// An else-if chain of at least this many links is emitted flat.
  static constexpr size_t FlatChainLinks = 8;

  void emitReturn(const clang::ReturnStmt *stmt);
  void emitIf(const clang::IfStmt *stmt);
  /// Fails on `if (int x = ...)`, which vkcl does not lower.
  void refuseIfDeclaration(const clang::IfStmt *stmt);
  /// A long else-if chain (IfChains.cpp) as a switch on its one tested
  /// value (emitSwitchChain), else as flat selections (emitGuardedChain on
  /// a target that limits nesting); false, emitting nothing, for a short
  /// chain or one that cannot be flattened.
  bool emitIfChain(const clang::IfStmt *stmt);
  /// `if (e == 1) s1 else if (e == 2 || e == 5) s2 ... else sN`, every
  /// condition an equality (or an `||` of them) between one side-effect-free
  /// integer expression and constants, as `switch (e)`: e evaluated once,
  /// one level deep, and linear in the validator, where selections in
  /// sequence form a dominator chain as long as the ladder that
  /// SPIRV-Tools' validator walks once per block (4,000 links: 6 s). A long
  /// chain of other conditions that may all be evaluated early: a switch on
  /// the index of the first that holds. False, emitting nothing, for any
  /// other chain.
  bool emitSwitchChain(const std::vector<const clang::IfStmt *> &links,
                       const clang::Stmt *last);
  /// `if (c1) s1 else if (c2) s2 ... else sN` as one switch construct of a
  /// single case holding a selection per link, each taken branch leaving
  /// the switch: two levels deep however long the chain, where nested
  /// selections would be one level per link.
  void emitFlatChain(const std::vector<const clang::IfStmt *> &links,
                     const clang::Stmt *last);
  /// The chain for a target that limits nesting (TargetProfile::
  /// maxBranchNesting): `if (!done) { if (c) { done = true; s } }` per
  /// link, siblings two levels deep. The flat form's taken branches leave
  /// the switch from inside a selection, and a driver that structures such
  /// an exit moves the rest of the chain one level deeper per link
  /// (lavapipe ran chains of 300 links wrongly; vkcl/spirv/ControlFlowDepth.h).
  void emitGuardedChain(const std::vector<const clang::IfStmt *> &links,
                        const clang::Stmt *last);
  /// A loop's body, with `break` and `continue` branching to the given
  /// targets; falls through to `next`.
  void emitLoopBody(const clang::Stmt *body, spirv::Block *breakTarget,
                    spirv::Block *continueTarget, spirv::Block *next);
  void emitFor(const clang::ForStmt *stmt);
  /// A work-sharing `for` (WorkSharingLoop.cpp) in uniform rounds; false,
  /// emitting nothing, for any other loop.
  bool emitWorkSharingFor(const clang::ForStmt *stmt);
  void emitWhile(const clang::WhileStmt *stmt);
  void emitDo(const clang::DoStmt *stmt);
  void emitSwitch(const clang::SwitchStmt *stmt);
  void emitLoop(const clang::Stmt *init, const clang::Expr *cond,
                const clang::Expr *inc, const clang::Stmt *body,
                bool conditionFirst);
  void startUnreachableBlockIfTerminated();

  Id emitBinary(const clang::BinaryOperator *op);
  Id emitArithmetic(clang::BinaryOperatorKind op, Id lhs, Id rhs,
                    clang::QualType lhsType, clang::QualType rhsType,
                    clang::QualType resultType, clang::SourceLocation loc,
                    bool mayContract = false);
  /// OpUDiv/OpUMod/OpSDiv on a non-zero, non-overflowing divisor; 64-bit
  /// scalars take a 32-bit path when both operands fit.
  Id divide(spv::Op op, Id type, Id lhs, Id rhs);
  Id emitComparison(clang::BinaryOperatorKind op, Id lhs, Id rhs,
                    clang::QualType operandType, clang::SourceLocation loc);
  Id emitLogical(const clang::BinaryOperator *op);
  Id emitAssign(const clang::BinaryOperator *op);
  Id emitCompoundAssign(const clang::CompoundAssignOperator *op);
  Id emitUnary(const clang::UnaryOperator *op);
  Id emitIncDec(const clang::UnaryOperator *op);
  Id emitConditional(const clang::ConditionalOperator *op);
  /// OpFunctionCall of `def`, its arguments packed into one struct where
  /// it takes more than MaxFunctionParams; `images` are its image
  /// arguments, which pick the copy of `def` called.
  Id callFunction(const clang::FunctionDecl *def, Id type, std::vector<Id> args,
                  const std::vector<ImageRef> &images);
  Id emitCall(const clang::CallExpr *call);
  Id emitVectorElements(const clang::ExtVectorElementExpr *expr);
  Id emitPointerArithmetic(clang::BinaryOperatorKind op, Id ptr, Id offset,
                           clang::QualType ptrType, clang::QualType intType,
                           clang::SourceLocation loc);
  Id emitPointerDifference(Id a, Id b, clang::QualType ptrType,
                           clang::SourceLocation loc);

  void requireReservationInMemory(clang::QualType type,
                                  clang::SourceLocation loc);
  Id loadLeaf(clang::QualType type, MemSpace space, Id address, uint32_t align,
              clang::SourceLocation loc);
  void storeLeaf(clang::QualType type, MemSpace space, Id address,
                 uint32_t align, Id value, clang::SourceLocation loc);
  Id loadScalarWord(MemSpace space, Id byteAddress, uint32_t align);
  Id loadSubWord(MemSpace space, Id byteAddress, unsigned bits, bool isSigned);
  void storeSubWord(MemSpace space, Id byteAddress, unsigned bits, Id value);
  /// Whether `element` has native storage here and `align` suits one access.
  bool nativeStorage(clang::QualType element, MemSpace space, uint32_t align);
  /// A lane's bits in the low bits of a word, and back (half lanes are f16).
  Id laneFromBits(Id bits, clang::QualType element);
  Id laneToBits(Id lane, clang::QualType element);
  /// The 16-aligned uvec4 at `byteAddress` of the local arena's quad view
  /// (targets with explicit workgroup layout only).
  Id localQuadPointer(Id byteAddress);
  Id loadElementFromWords(MemSpace space, Id address, uint32_t align,
                          clang::QualType element, clang::SourceLocation loc);
  void storeElementToWords(MemSpace space, Id address, uint32_t align,
                           clang::QualType element, Id value,
                           clang::SourceLocation loc);
};

} // namespace vkcl
