// OpenCL C atomic functions on SPIR-V atomic instructions.
//
// Two generations share one lowering:
// - OpenCL 1.x `atomic_*` and the `atom_*` names of the cl_khr_*_atomics
//   extensions: relaxed read-modify-writes on int, uint, long and ulong
//   (`atomic_xchg` also on float), at device scope in __global memory and
//   work-group scope in __local memory.
// - OpenCL 2.0 atomics on the `atomic_*` types: load, store, exchange,
//   compare-exchange, fetch-and-op, atomic_flag and atomic_work_item_fence,
//   with a memory order and a memory scope.
//
// Vulkan's memory model orders atomics up to acquire-release, at sub-group,
// work-group or device scope. It has no sequentially consistent ordering
// (SPIR-V's SequentiallyConsistent means AcquireRelease there) and no scope
// beyond one device, so vkcl does not claim OpenCL C 3.0's
// __opencl_c_atomic_order_seq_cst or __opencl_c_atomic_scope_all_devices
// (which also hides the implicit-order forms such as atomic_fetch_add), and
// an explicit memory_order_seq_cst or memory_scope_all_svm_devices (OpenCL C
// 2.0) is refused with a diagnostic rather than silently weakened.
//
// Orders become the semantics of the atomic instruction itself, with both
// memories named (UniformMemory for __global, WorkgroupMemory for __local),
// as an OpenCL release or acquire orders all of a work-item's memory
// accesses. Floats move as their bits: exchange and compare-exchange compare
// representations, as C11 does.
//
// cl_ext_float_atomics' atomic_fetch_{add,sub,min,max} on float and double
// are compare-exchange loops on the value's bits: SPIR-V's OpAtomicFAddEXT
// and OpAtomicFMin/FMaxEXT need VK_EXT_shader_atomic_float(2), which not
// every device has, and a loop is exact everywhere. min and max are fmin and
// fmax (a NaN operand leaves the other value). half has no 16-bit atomic to
// loop on and is refused by name.
//
// Where an ordered atomic or a fence in a loop loses invocations (lavapipe,
// Mesa 22.3: TargetProfile::fencesInDivergentLoops; a compare-exchange loop
// with acquire-release semantics counted 2,928 of 18,432 updates, and the
// CTS's atomic_flag critical sections lost winners to
// atomic_work_item_fence), every atomic is a read-modify-write without
// ordering bits and fences are left out: that driver makes each atomic
// read-modify-write a sequentially consistent LLVM atomicrmw or cmpxchg
// whatever SPIR-V asks, which orders the accesses around it at least as
// strongly as any OpenCL order or fence next to it. Loads there are a
// fetch-and-add of 0 and stores an exchange, as its atomic loads and stores
// are plain ones.
#include "builtins/Builtins.h"

#include <clang/AST/ParentMapContext.h>

#include <optional>

#include <spirv/unified1/GLSL.std.450.h>

namespace vkcl {
namespace {

enum class AtomicOp {
  Add,
  Sub,
  Exchange,
  Increment,
  Decrement,
  CompareExchange, ///< 1.x atomic_cmpxchg: returns the old value
  Min,
  Max,
  And,
  Or,
  Xor,
  Init,
  Load,
  Store,
  CompareExchangeC11, ///< 2.0: updates *expected, returns success
  FlagTestAndSet,
  FlagClear,
  Fence
};

struct AtomicCall {
  AtomicOp op;
  bool c11 = false;           ///< an OpenCL 2.0 function (order and scope)
  bool explicitOrder = false; ///< the _explicit form
};

struct NamedOp {
  const char *name;
  AtomicOp op;
};

/// The 1.x names after `atomic_` or `atom_`.
constexpr NamedOp legacyOps[] = {
    {"add", AtomicOp::Add},       {"sub", AtomicOp::Sub},
    {"xchg", AtomicOp::Exchange}, {"inc", AtomicOp::Increment},
    {"dec", AtomicOp::Decrement}, {"cmpxchg", AtomicOp::CompareExchange},
    {"min", AtomicOp::Min},       {"max", AtomicOp::Max},
    {"and", AtomicOp::And},       {"or", AtomicOp::Or},
    {"xor", AtomicOp::Xor},
};

/// The 2.0 names, each also with `_explicit` (but atomic_init).
constexpr NamedOp c11Ops[] = {
    {"atomic_init", AtomicOp::Init},
    {"atomic_load", AtomicOp::Load},
    {"atomic_store", AtomicOp::Store},
    {"atomic_exchange", AtomicOp::Exchange},
    {"atomic_compare_exchange_strong", AtomicOp::CompareExchangeC11},
    {"atomic_compare_exchange_weak", AtomicOp::CompareExchangeC11},
    {"atomic_fetch_add", AtomicOp::Add},
    {"atomic_fetch_sub", AtomicOp::Sub},
    {"atomic_fetch_or", AtomicOp::Or},
    {"atomic_fetch_xor", AtomicOp::Xor},
    {"atomic_fetch_and", AtomicOp::And},
    {"atomic_fetch_min", AtomicOp::Min},
    {"atomic_fetch_max", AtomicOp::Max},
    {"atomic_flag_test_and_set", AtomicOp::FlagTestAndSet},
    {"atomic_flag_clear", AtomicOp::FlagClear},
};

std::optional<AtomicCall> parseAtomic(llvm::StringRef name) {
  if (name == "atomic_work_item_fence")
    return AtomicCall{AtomicOp::Fence, true, true};
  bool explicitOrder = name.consume_back("_explicit");
  for (const NamedOp &n : c11Ops)
    if (name == n.name && !(explicitOrder && n.op == AtomicOp::Init))
      return AtomicCall{n.op, true, explicitOrder};
  if (explicitOrder)
    return std::nullopt;
  if (!name.consume_front("atomic_") && !name.consume_front("atom_"))
    return std::nullopt;
  for (const NamedOp &n : legacyOps)
    if (name == n.name)
      return AtomicCall{n.op};
  return std::nullopt;
}

// clang's values of memory_order (the __ATOMIC_* constants) and
// memory_scope (__OPENCL_MEMORY_SCOPE_*).
constexpr uint64_t OrderRelaxed = 0, OrderConsume = 1, OrderAcquire = 2,
                   OrderRelease = 3, OrderAcqRel = 4, OrderSeqCst = 5;
constexpr uint64_t ScopeWorkItem = 0, ScopeWorkGroup = 1, ScopeDevice = 2,
                   ScopeAllDevices = 3, ScopeSubGroup = 4;

using Mask = spv::MemorySemanticsMask;

uint32_t bits(Mask m) { return static_cast<uint32_t>(m); }

/// Whether `stmt` lies in the body (or condition) of a loop of its
/// function.
bool insideLoop(clang::ASTContext &ast, const clang::Stmt *stmt) {
  clang::DynTypedNodeList parents = ast.getParents(*stmt);
  while (!parents.empty()) {
    const clang::DynTypedNode &parent = parents[0];
    if (const auto *s = parent.get<clang::Stmt>()) {
      if (llvm::isa<clang::ForStmt, clang::WhileStmt, clang::DoStmt>(s))
        return true;
      parents = ast.getParents(*s);
    } else if (const auto *var = parent.get<clang::VarDecl>()) {
      parents = ast.getParents(*var); // an initializer: on to its statement
    } else {
      return false; // the function itself
    }
  }
  return false;
}

class AtomicLowering {
public:
  AtomicLowering(FunctionEmitter &fe, const clang::CallExpr *call, AtomicCall c)
      : fe_(fe), m_(fe.mod()), b_(fe.b()), call_(call), c_(c),
        loc_(call->getExprLoc()) {}

  Id emit() {
    if (c_.op == AtomicOp::Fence)
      return fence();
    object();
    bool exchange = c_.op == AtomicOp::CompareExchange ||
                    c_.op == AtomicOp::CompareExchangeC11;
    if (exchange && !m_.target().loopCompareExchange &&
        insideLoop(fe_.ast(), call_))
      report(m_.diags(), loc_, Diag::DriverBug,
             {"the value this compare-exchange in a loop finds",
              "SwiftShader returns it right only in the exchange's own "
              "basic block, later lanes that left the loop early read 0 "
              "(docs/mapping.md)"},
             clang::DiagnosticsEngine::Warning);
    // atomic_init is a plain store, which generic pointers take as is.
    if (space_ != MemSpace::Generic || c_.op == AtomicOp::Init)
      return operation();
    // A generic object: the operation on __global or __local memory as its
    // tag says. Atomics on __private memory are undefined (OpenCL C 3.0,
    // 6.15.12.3: atomic objects live in __global or __local memory); that
    // case does nothing and returns zero.
    clang::QualType result = call_->getType();
    Id resultType = result->isVoidType() ? 0 : fe_.typeOf(result, loc_);
    return fe_.onGenericSpaces(
        address_, resultType, [&](MemSpace space, Id at) {
          if (space == MemSpace::Private)
            return resultType ? fe_.zeroValue(result, loc_) : Id(0);
          space_ = space;
          address_ = at;
          return operation();
        });
  }

private:
  Id operation() {
    switch (c_.op) {
    case AtomicOp::Init:
      fe_.storeMemory(value_, space_, address_, bytes_, operand(1), loc_);
      return 0;
    case AtomicOp::Load:
      if (orderedByReadModifyWrite(1))
        return fromBits(b_.emit(
            spv::Op::OpAtomicIAdd, bitsType_,
            {pointer(), scope(1), m_.constU32(0), m_.constInt(bitsType_, 0)}));
      return fromBits(
          b_.emit(spv::Op::OpAtomicLoad, bitsType_,
                  {pointer(), scope(1), semantics(1, Mask::Acquire)}));
    case AtomicOp::Store:
      store(2, toBits(operand(1)));
      return 0;
    case AtomicOp::FlagTestAndSet: {
      Id old = b_.emit(spv::Op::OpAtomicExchange, bitsType_,
                       {pointer(), scope(1), semantics(1), m_.constU32(1)});
      return b_.binary(spv::Op::OpINotEqual, fe_.spv().typeBool(), old,
                       m_.constU32(0));
    }
    case AtomicOp::FlagClear:
      store(1, m_.constU32(0));
      return 0;
    case AtomicOp::CompareExchange:
      return fromBits(b_.emit(spv::Op::OpAtomicCompareExchange, bitsType_,
                              {pointer(), scope(3), semantics(3),
                               semantics(3, Mask::Acquire), toBits(operand(2)),
                               toBits(operand(1))}));
    case AtomicOp::CompareExchangeC11:
      return compareExchangeC11();
    case AtomicOp::Increment:
    case AtomicOp::Decrement:
      return b_.emit(c_.op == AtomicOp::Increment ? spv::Op::OpAtomicIIncrement
                                                  : spv::Op::OpAtomicIDecrement,
                     bitsType_, {pointer(), scope(1), semantics(1)});
    default:
      return readModifyWrite();
    }
  }

private:
  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  const clang::CallExpr *call_;
  AtomicCall c_;
  clang::SourceLocation loc_;

  // The atomic object: its value type, memory and address.
  clang::QualType value_;
  MemSpace space_ = MemSpace::Global;
  Id address_ = 0;
  uint32_t bytes_ = 4;
  Id bitsType_ = 0; ///< u32 or u64: the instructions' type

  void object() {
    const clang::Expr *ptr = FunctionEmitter::namedPointer(call_->getArg(0));
    clang::QualType pointee = ptr->getType()->getPointeeType();
    space_ = m_.spaceOf(pointee, loc_);
    value_ = pointee.getAtomicUnqualifiedType();
    if (auto *atomic = value_->getAs<clang::AtomicType>())
      value_ = atomic->getValueType();
    value_ = value_.getCanonicalType().getUnqualifiedType();
    if (space_ != MemSpace::Global && space_ != MemSpace::Local &&
        space_ != MemSpace::Generic)
      fe_.fail(loc_, Diag::NotSupportedYet,
               {"an atomic on memory other than __global or __local"});
    bytes_ = m_.sizeOf(value_);
    if (bytes_ != 4 && bytes_ != 8)
      fe_.fail(loc_, Diag::NotSupportedYet,
               {"an atomic on a " + std::to_string(bytes_) + "-byte type"});
    if (bytes_ == 8 && !m_.target().int64Atomics)
      fe_.fail(loc_, Diag::TargetLacksFeature,
               {"a 64-bit atomic",
                "64-bit atomics (shaderBufferInt64Atomics, "
                "shaderSharedInt64Atomics)",
                m_.target().name});
    bitsType_ = bytes_ == 8 ? m_.u64() : m_.u32();
    address_ = fe_.emitRValue(ptr);
  }

  /// Whether loads and stores are read-modify-writes, which order by
  /// themselves (see the header comment). Still checks the order at
  /// argument `index`.
  bool orderedByReadModifyWrite(unsigned index) {
    order(index);
    return !m_.target().fencesInDivergentLoops;
  }

  void store(unsigned orderIndex, Id value) {
    if (orderedByReadModifyWrite(orderIndex)) {
      b_.emit(spv::Op::OpAtomicExchange, bitsType_,
              {pointer(), scope(orderIndex), m_.constU32(0), value});
      return;
    }
    b_.emitVoid(spv::Op::OpAtomicStore,
                {pointer(), scope(orderIndex),
                 semantics(orderIndex, Mask::Release), value});
  }

  Id pointer() { return fe_.atomicPointer(space_, address_, bytes_ * 8, loc_); }

  /// Argument `index` converted to the object's value type.
  Id operand(unsigned index) {
    const clang::Expr *arg = call_->getArg(index);
    return fe_.convert(fe_.emitRValue(arg), arg->getType(), value_, loc_);
  }

  Id toBits(Id value) {
    if (!value_->isRealFloatingType())
      return value;
    return b_.unary(spv::Op::OpBitcast, bitsType_, value);
  }
  Id fromBits(Id value) {
    if (!value_->isRealFloatingType())
      return value;
    return b_.unary(spv::Op::OpBitcast, fe_.typeOf(value_, loc_), value);
  }

  /// The call's constant argument `index` (an order or a scope), or
  /// `otherwise` where the form has no such argument.
  uint64_t constantOr(unsigned index, uint64_t otherwise, const char *what) {
    if (!c_.c11 || index >= call_->getNumArgs())
      return otherwise;
    return constantArgument(fe_, call_, index, what);
  }

  /// The memory order at argument `index` (explicit forms); implicit forms
  /// are sequentially consistent and 1.x functions relaxed.
  uint64_t order(unsigned index) {
    if (!c_.c11)
      return OrderRelaxed;
    if (!c_.explicitOrder)
      refuseSeqCst();
    uint64_t o = constantOr(index, OrderSeqCst, "the memory order");
    if (o == OrderSeqCst)
      refuseSeqCst();
    return o;
  }
  [[noreturn]] void refuseSeqCst() {
    fe_.fail(loc_, Diag::AtomicUnsupported,
             {"sequentially consistent ordering (memory_order_seq_cst, also "
              "implied by the forms without _explicit)",
              "use an _explicit form with memory_order_acq_rel"});
  }

  /// SPIR-V semantics for the order at argument `index`, keeping only the
  /// `allowed` ordering bits (loads cannot release, stores cannot acquire).
  Id semantics(unsigned index, Mask allowed = Mask::AcquireRelease) {
    uint32_t ordering = 0;
    switch (order(index)) {
    case OrderConsume:
    case OrderAcquire:
      ordering = bits(Mask::Acquire);
      break;
    case OrderRelease:
      ordering = bits(Mask::Release);
      break;
    case OrderAcqRel:
      ordering = bits(Mask::AcquireRelease);
      break;
    default:
      break;
    }
    if (allowed != Mask::AcquireRelease)
      ordering = ordering ? bits(allowed) : 0;
    if (!m_.target().fencesInDivergentLoops)
      ordering = 0; // read-modify-writes order by themselves there
    if (ordering)
      ordering |= bits(Mask::UniformMemory) | bits(Mask::WorkgroupMemory);
    return m_.constU32(ordering);
  }

  /// The scope argument that follows the order at `orderIndex` (explicit
  /// forms), device scope otherwise; never wider than the object's memory.
  Id scope(unsigned orderIndex) {
    unsigned index = orderIndex + 1;
    if (c_.op == AtomicOp::CompareExchangeC11)
      index = orderIndex + 2; // after the success and failure orders
    uint64_t s = ScopeDevice;
    if (!c_.c11)
      s = space_ == MemSpace::Local ? ScopeWorkGroup : ScopeDevice;
    else
      s = constantOr(index, ScopeDevice, "the memory scope");
    return m_.constU32(static_cast<uint32_t>(spirvScope(s)));
  }

  spv::Scope spirvScope(uint64_t s) {
    if (s == ScopeAllDevices)
      fe_.fail(loc_, Diag::AtomicUnsupported,
               {"memory_scope_all_svm_devices",
                "Vulkan scopes end at the device; use memory_scope_device"});
    bool local = space_ == MemSpace::Local;
    switch (s) {
    case ScopeWorkItem: // only meaningful for image fences
    case ScopeSubGroup:
      return spv::Scope::Subgroup;
    case ScopeWorkGroup:
      return spv::Scope::Workgroup;
    default:
      return local ? spv::Scope::Workgroup : spv::Scope::Device;
    }
  }

  Id readModifyWrite() {
    bool isSigned = value_->isSignedIntegerType();
    bool isFloat = value_->isRealFloatingType();
    if (isFloat && c_.op != AtomicOp::Exchange)
      return floatReadModifyWrite();
    spv::Op op = spv::Op::OpAtomicExchange;
    switch (c_.op) {
    case AtomicOp::Add:
      op = spv::Op::OpAtomicIAdd;
      break;
    case AtomicOp::Sub:
      op = spv::Op::OpAtomicISub;
      break;
    case AtomicOp::Min:
      op = isSigned ? spv::Op::OpAtomicSMin : spv::Op::OpAtomicUMin;
      break;
    case AtomicOp::Max:
      op = isSigned ? spv::Op::OpAtomicSMax : spv::Op::OpAtomicUMax;
      break;
    case AtomicOp::And:
      op = spv::Op::OpAtomicAnd;
      break;
    case AtomicOp::Or:
      op = spv::Op::OpAtomicOr;
      break;
    case AtomicOp::Xor:
      op = spv::Op::OpAtomicXor;
      break;
    default:
      break;
    }
    return fromBits(
        b_.emit(op, bitsType_,
                {pointer(), scope(2), semantics(2), toBits(operand(1))}));
  }

  /// A float pointer for OpAtomicFAddEXT where the target adds floats
  /// atomically in this memory, else 0 and the loop below. Its rounding is
  /// the float add's; it may flush denormals (NVIDIA's global float atomics
  /// do: PTX atom.add.f32), which OpenCL allows, as vkcl reports no
  /// CL_FP_DENORM for float (Vulkan lets drivers flush fp32 denormals
  /// unless a module asks DenormPreserve, which vkcl's do not).
  Id nativeFloatAddPointer() {
    const TargetProfile &t = m_.target();
    if ((c_.op != AtomicOp::Add && c_.op != AtomicOp::Sub) || bytes_ != 4)
      return 0;
    Id floatType = fe_.spv().typeFloat(32);
    if (space_ == MemSpace::Global)
      return t.float32AtomicAddGlobal
                 ? fe_.typedPointer(space_, address_, floatType)
                 : 0;
    return t.float32AtomicAddLocal
               ? fe_.localViewPointer(floatType, 4, address_)
               : 0;
  }

  /// atomic_fetch_{add,sub,min,max}[_explicit] on float or double: a
  /// compare-exchange loop from a relaxed load, each round combining the
  /// value found with the operand; returns the value replaced. The order
  /// applies to the exchange that succeeds; one that fails is relaxed.
  Id floatReadModifyWrite() {
    if (c_.op != AtomicOp::Add && c_.op != AtomicOp::Sub &&
        c_.op != AtomicOp::Min && c_.op != AtomicOp::Max)
      fe_.fail(loc_, Diag::NotSupportedYet,
               {"this floating-point atomic function"});
    Id type = fe_.typeOf(value_, loc_);
    Id operandValue = operand(1);
    if (Id pointer = nativeFloatAddPointer()) {
      // a - b is a + (-b), bit for bit (the same single rounding).
      if (c_.op == AtomicOp::Sub)
        operandValue = b_.unary(spv::Op::OpFNegate, type, operandValue);
      return b_.emit(spv::Op::OpAtomicFAddEXT, type,
                     {pointer, scope(2), semantics(2), operandValue});
    }
    Id scopeId = scope(2), equal = semantics(2);
    Id found = fe_.newLocalVariable(bitsType_);
    b_.store(found, b_.emit(spv::Op::OpAtomicLoad, bitsType_,
                            {pointer(), scopeId, m_.constU32(0)}));
    Id old = 0;
    fe_.emitLoopUntil([&] {
      old = b_.load(bitsType_, found);
      Id current = fromBits(old), next;
      switch (c_.op) {
      case AtomicOp::Add:
        next = b_.binary(spv::Op::OpFAdd, type, current, operandValue);
        break;
      case AtomicOp::Sub:
        next = b_.binary(spv::Op::OpFSub, type, current, operandValue);
        break;
      default:
        next =
            b_.extInst(type, m_.glslStd450(),
                       c_.op == AtomicOp::Min ? GLSLstd450NMin : GLSLstd450NMax,
                       {current, operandValue});
        break;
      }
      Id seen = b_.emit(
          spv::Op::OpAtomicCompareExchange, bitsType_,
          {pointer(), scopeId, equal, m_.constU32(0), toBits(next), old});
      b_.store(found, seen);
      return b_.binary(spv::Op::OpIEqual, m_.boolType(), seen, old);
    });
    // The value the successful exchange replaced: `old` of the last round
    // (the loop header's phi once optimized), not the exchange's own result,
    // equal but made in the loop body: SwiftShader reads such a value after
    // the loop as the last round of any lane (every fetch_add of a 4-lane
    // sub-group returned the same value).
    return fromBits(old);
  }

  /// atomic_compare_exchange_{strong,weak}[_explicit](object, expected,
  /// desired[, success, failure[, scope]]): on failure *expected receives
  /// the value found. Weak never fails spuriously here.
  Id compareExchangeC11() {
    const clang::Expr *expectedPtr =
        FunctionEmitter::namedPointer(call_->getArg(1));
    MemSpace expectedSpace =
        m_.spaceOf(expectedPtr->getType()->getPointeeType(), loc_);
    Id expectedAddress = fe_.emitRValue(expectedPtr);
    clang::QualType bitsC =
        bytes_ == 8 ? fe_.ast().UnsignedLongTy : fe_.ast().UnsignedIntTy;
    Id expected =
        fe_.loadMemory(bitsC, expectedSpace, expectedAddress, bytes_, loc_);
    uint64_t failure = constantOr(4, OrderSeqCst, "the failure memory order");
    if (c_.explicitOrder && failure == OrderSeqCst)
      refuseSeqCst();
    Id unequal = failure == OrderAcquire || failure == OrderConsume ||
                         failure == OrderAcqRel
                     ? semantics(3, Mask::Acquire)
                     : m_.constU32(0);
    Id old = b_.emit(spv::Op::OpAtomicCompareExchange, bitsType_,
                     {pointer(), scope(3), semantics(3), unequal,
                      toBits(operand(2)), expected});
    Id success =
        b_.binary(spv::Op::OpIEqual, fe_.spv().typeBool(), old, expected);
    fe_.emitIfElse(
        success, [] {},
        [&] {
          fe_.storeMemory(bitsC, expectedSpace, expectedAddress, bytes_, old,
                          loc_);
        });
    return success;
  }

  /// atomic_work_item_fence(flags, order, scope).
  Id fence() {
    uint64_t flags = constantArgument(fe_, call_, 0, "the fence flags");
    uint64_t o = constantArgument(fe_, call_, 1, "the memory order");
    if (o == OrderSeqCst)
      refuseSeqCst();
    uint64_t s = constantArgument(fe_, call_, 2, "the memory scope");
    uint32_t storage = 0;
    if (flags & 1) // CLK_LOCAL_MEM_FENCE
      storage |= bits(Mask::WorkgroupMemory);
    if (flags & 2) // CLK_GLOBAL_MEM_FENCE
      storage |= bits(Mask::UniformMemory);
    if (flags & 4) // CLK_IMAGE_MEM_FENCE
      storage |= bits(Mask::ImageMemory);
    uint32_t ordering = o == OrderRelease   ? bits(Mask::Release)
                        : o == OrderAcqRel  ? bits(Mask::AcquireRelease)
                        : o == OrderRelaxed ? 0
                                            : bits(Mask::Acquire);
    if (!storage || !ordering)
      return 0; // a relaxed fence, or one on no memory, orders nothing
    if (!m_.target().fencesInDivergentLoops)
      return 0; // every atomic is an ordering read-modify-write there
    space_ = MemSpace::Global;
    b_.emitVoid(spv::Op::OpMemoryBarrier,
                {m_.constU32(static_cast<uint32_t>(spirvScope(s))),
                 m_.constU32(storage | ordering)});
    return 0;
  }
};

} // namespace

bool isAtomicBuiltin(llvm::StringRef name) {
  return parseAtomic(name).has_value();
}

Id emitAtomicBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                     llvm::StringRef name) {
  return AtomicLowering(fe, call, *parseAtomic(name)).emit();
}

} // namespace vkcl
