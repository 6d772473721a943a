// async_work_group_copy, async_work_group_strided_copy, wait_group_events,
// prefetch.
//
// Vulkan has no copy engine visible to shaders, so a copy is done by the
// work-group itself: every work-item runs the same loop over the flattened
// local id, and wait_group_events is the work-group barrier that makes the
// copied data visible. The copy then has completed for every work-item, so
// an event is just a value; chaining returns the event it was given.
//
// Copies move bytes, never the gentype's register value: that is what makes
// them run at full width whatever the type. A contiguous copy moves
// n * sizeof(gentype) bytes in 16-byte units when both addresses are
// 16-aligned, in words when they are 4-aligned, else in bytes (the only
// case that pays for sub-word stores), with the remainder in smaller units.
// A strided copy moves whole elements, each in the widest unit its size and
// alignment allow. A 3-component gentype moves its 4-element size, as the
// spec says it behaves as the 4-component one. Because no register ever
// holds a gentype value, 8- and 16-wide vectors copy like any other.
#include "builtins/Builtins.h"

#include <functional>

namespace vkcl {
namespace {

class AsyncCopyLowering {
public:
  explicit AsyncCopyLowering(FunctionEmitter &fe)
      : fe_(fe), m_(fe.mod()), b_(fe.b()) {}

  Id emit(AsyncCopyFn fn, const clang::CallExpr *call) {
    switch (fn) {
    case AsyncCopyFn::Copy:
    case AsyncCopyFn::StridedCopy:
      return copy(call, fn == AsyncCopyFn::StridedCopy);
    case AsyncCopyFn::WaitGroupEvents:
      // The events only name copies that have already run; evaluate the
      // arguments for their side effects (looking through the conversion
      // of the list to a generic pointer, which clang's declaration takes),
      // then make the copies visible.
      for (const clang::Expr *arg : call->arguments()) {
        auto *cast = llvm::dyn_cast<clang::ImplicitCastExpr>(arg);
        if (cast && cast->getCastKind() == clang::CK_AddressSpaceConversion)
          arg = cast->getSubExpr();
        fe_.emitRValue(arg);
      }
      b_.emitVoid(spv::Op::OpControlBarrier,
                  {u32(static_cast<uint32_t>(spv::Scope::Workgroup)),
                   u32(static_cast<uint32_t>(spv::Scope::Workgroup)),
                   u32(static_cast<uint32_t>(
                       spv::MemorySemanticsMask::AcquireRelease |
                       spv::MemorySemanticsMask::WorkgroupMemory |
                       spv::MemorySemanticsMask::UniformMemory))});
      return 0;
    case AsyncCopyFn::Prefetch:
      // A hint with no effect on results; Vulkan has no prefetch.
      for (const clang::Expr *arg : call->arguments())
        fe_.emitRValue(arg);
      return 0;
    }
    return 0;
  }

private:
  Id u32(uint32_t v) { return m_.constU32(v); }
  Id u32Type() { return m_.u32(); }

  Id toU32(Id value, clang::QualType type) {
    if (m_.module().scalarWidth(fe_.typeOf(type, {})) == 64)
      return b_.unary(spv::Op::OpUConvert, u32Type(), value);
    return value;
  }
  /// A u32 byte offset as the signed size_t addressAdd takes.
  Id toSizeT(Id offset) {
    if (m_.sizeType() == u32Type())
      return offset;
    return b_.unary(spv::Op::OpUConvert, m_.sizeType(), offset);
  }
  Id binary(spv::Op op, Id a, Id b) { return b_.binary(op, u32Type(), a, b); }

  /// body(i) for every i < count, shared out over the work-group's
  /// work-items by their local linear id.
  void workGroupLoop(Id count, const std::function<void(Id)> &body) {
    Id lid =
        b_.load(u32Type(),
                m_.builtinInput(spv::BuiltIn::LocalInvocationIndex, u32Type()));
    fe_.emitCooperativeLoop(count, lid, m_.workGroupInvocations(), body);
  }

  void ifElse(Id cond, const std::function<void()> &then,
              const std::function<void()> &otherwise) {
    fe_.emitIfElse(cond, then, otherwise);
  }

  struct Side {
    MemSpace space;
    Id address;
  };

  /// Copies `count` units of `unit` bytes starting `start` bytes in.
  void copyRange(Side dst, Side src, Id start, Id count, unsigned unit) {
    workGroupLoop(count, [&](Id k) {
      Id offset = toSizeT(binary(spv::Op::OpIAdd, start,
                                 binary(spv::Op::OpIMul, k, u32(unit))));
      fe_.copyUnit(dst.space, fe_.addressAdd(dst.space, dst.address, offset),
                   src.space, fe_.addressAdd(src.space, src.address, offset),
                   unit);
    });
  }

  /// n * elementBytes contiguous bytes, in the widest units the two
  /// addresses' alignment allows. What the gentype guarantees is used at
  /// compile time (a float4 copy is 16-byte units only, a float copy never
  /// needs bytes); the rest is checked at run time, since either address may
  /// be any pointer into its buffer.
  void copyContiguous(Side dst, Side src, Id bytes, uint32_t elementBytes,
                      uint32_t elementAlign) {
    Id low =
        binary(spv::Op::OpBitwiseOr, fe_.addressLowWord(dst.space, dst.address),
               fe_.addressLowWord(src.space, src.address));
    auto isAligned = [&](uint32_t a) {
      return b_.binary(spv::Op::OpIEqual, m_.boolType(),
                       binary(spv::Op::OpBitwiseAnd, low, u32(a - 1)), u32(0));
    };
    // Whole words from `start`, then the last bytes (none when every
    // element is a whole number of words).
    auto words = [&](Id start) {
      Id end = binary(spv::Op::OpBitwiseAnd, bytes, u32(~3u));
      copyRange(dst, src, start,
                binary(spv::Op::OpShiftRightLogical,
                       binary(spv::Op::OpISub, end, start), u32(2)),
                4);
      if (elementBytes % 4)
        copyRange(dst, src, end, binary(spv::Op::OpBitwiseAnd, bytes, u32(3)),
                  1);
    };
    auto quads = [&] {
      copyRange(dst, src, u32(0),
                binary(spv::Op::OpShiftRightLogical, bytes, u32(4)), 16);
      if (elementBytes % 16)
        words(binary(spv::Op::OpBitwiseAnd, bytes, u32(~15u)));
    };
    auto bytesOnly = [&] { copyRange(dst, src, u32(0), bytes, 1); };
    auto wordsOrBytes = [&] {
      if (elementAlign >= 4)
        words(u32(0));
      else
        ifElse(
            isAligned(4), [&] { words(u32(0)); }, bytesOnly);
    };
    if (elementAlign >= 16)
      quads();
    else
      ifElse(isAligned(16), quads, wordsOrBytes);
  }

  Id copy(const clang::CallExpr *call, bool strided) {
    clang::SourceLocation loc = call->getExprLoc();
    clang::QualType dstType = call->getArg(0)->getType();
    clang::QualType srcType = call->getArg(1)->getType();
    clang::QualType element = dstType->getPointeeType();
    // The gentype must exist on the target (long, double, half), even though
    // only its bytes move.
    m_.requireType(element, loc);
    Side dst{m_.spaceOf(dstType->getPointeeType(), loc),
             fe_.emitRValue(call->getArg(0))};
    Side src{m_.spaceOf(srcType->getPointeeType(), loc),
             fe_.emitRValue(call->getArg(1))};
    Id count =
        toU32(fe_.emitRValue(call->getArg(2)), call->getArg(2)->getType());
    Id stride = 0;
    if (strided)
      stride = fe_.emitRValue(call->getArg(3));
    const clang::Expr *eventArg = call->getArg(strided ? 4 : 3);
    Id event = fe_.emitRValue(eventArg);

    uint32_t bytes = m_.sizeOf(element);
    uint32_t align = m_.alignOf(element);
    if (!strided) {
      copyContiguous(dst, src, binary(spv::Op::OpIMul, count, u32(bytes)),
                     bytes, align);
    } else {
      // The stride applies to the __global side, in elements.
      bool globalIsSource =
          src.space == MemSpace::Global || src.space == MemSpace::Constant;
      unsigned unit = bytes % 16 == 0 && align >= 16 ? 16
                      : bytes % 4 == 0               ? 4
                                                     : bytes;
      Id sizeT = m_.sizeType();
      Id strideBytes =
          b_.binary(spv::Op::OpIMul, sizeT, stride, m_.constInt(sizeT, bytes));
      workGroupLoop(count, [&](Id i) {
        Id packed = toSizeT(binary(spv::Op::OpIMul, i, u32(bytes)));
        Id spread = b_.binary(spv::Op::OpIMul, sizeT, toSizeT(i), strideBytes);
        Side d{dst.space, fe_.addressAdd(dst.space, dst.address,
                                         globalIsSource ? packed : spread)};
        Side s{src.space, fe_.addressAdd(src.space, src.address,
                                         globalIsSource ? spread : packed)};
        for (uint32_t at = 0; at < bytes; at += unit)
          fe_.copyUnit(d.space, fe_.addressAddConst(d.space, d.address, at),
                       s.space, fe_.addressAddConst(s.space, s.address, at),
                       unit);
      });
    }
    // A non-zero event argument is returned (chaining); else a new event.
    Id isSet = b_.binary(spv::Op::OpINotEqual, m_.boolType(), event, u32(0));
    return b_.select(u32Type(), isSet, event, u32(1));
  }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
};

} // namespace

Id emitAsyncCopyBuiltin(FunctionEmitter &fe, AsyncCopyFn fn,
                        const clang::CallExpr *call) {
  return AsyncCopyLowering(fe).emit(fn, call);
}

} // namespace vkcl
