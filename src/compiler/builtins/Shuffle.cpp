// shuffle and shuffle2 (OpenCL C 3.0, 6.15.14): lanes of one or two vectors
// of 2, 4, 8 or 16 elements picked by a mask of 2, 4, 8 or 16 unsigned
// integers as wide as the element.
//
// Only the low ilogb(2m - 1) bits of a mask element count (m: the input
// width; 2m for shuffle2), so every index is masked with m - 1 (2m - 1)
// and no mask can read outside the inputs. A mask clang can evaluate
// becomes one OpVectorShuffle (spirv::Builder handles 8/16-wide inputs,
// which are arrays). Otherwise the inputs are spilled to a Function array
// of m (2m) lanes and each result lane is loaded at its masked index: one
// form for every width, where OpVectorExtractDynamic would cover only
// inputs of up to four lanes.
#include "builtins/Builtins.h"

#include <optional>

namespace vkcl {
namespace {

using clang::QualType;

class ShuffleLowering {
public:
  ShuffleLowering(FunctionEmitter &fe, const clang::CallExpr *call)
      : fe_(fe), m_(fe.mod()), b_(fe.b()), call_(call) {}

  Id emit(ShuffleFn fn) {
    unsigned sources = fn == ShuffleFn::Shuffle2 ? 2 : 1;
    clang::SourceLocation loc = call_->getExprLoc();
    std::vector<Id> inputs;
    for (unsigned i = 0; i < sources; ++i)
      inputs.push_back(fe_.emitRValue(call_->getArg(i)));
    const clang::Expr *maskExpr = call_->getArg(sources);
    QualType inputType = call_->getArg(0)->getType().getCanonicalType();
    unsigned m = inputType->castAs<clang::VectorType>()->getNumElements();
    uint32_t indexMask = sources * m - 1; // m is a power of two
    Id result = fe_.typeOf(call_->getType(), loc);
    Id element = m_.module().componentType(result);

    if (auto lanes = constantMask(maskExpr)) {
      for (uint32_t &lane : *lanes)
        lane &= indexMask;
      return b_.vectorShuffle(result, inputs[0], inputs.back(), *lanes);
    }

    Id mask = fe_.emitRValue(maskExpr);
    Id maskType = b_.valueType(mask);
    Id maskElement = m_.module().componentType(maskType);
    unsigned n = m_.module().componentCount(result);

    Id array = m_.module().typeArray(element, m_.constU32(sources * m));
    Id slots = fe_.newLocalVariable(array);
    Id slotPointer =
        m_.module().typePointer(spv::StorageClass::Function, element);
    for (unsigned s = 0; s < sources; ++s)
      for (unsigned j = 0; j < m; ++j)
        b_.store(b_.accessChain(slotPointer, slots, {m_.constU32(s * m + j)}),
                 b_.compositeExtract(element, inputs[s], {j}));
    std::vector<Id> picked;
    for (unsigned i = 0; i < n; ++i) {
      Id index = b_.compositeExtract(maskElement, mask, {i});
      if (maskElement != m_.u32())
        index = b_.unary(spv::Op::OpUConvert, m_.u32(), index);
      index = b_.binary(spv::Op::OpBitwiseAnd, m_.u32(), index,
                        m_.constU32(indexMask));
      picked.push_back(
          b_.load(element, b_.accessChain(slotPointer, slots, {index})));
    }
    return b_.compositeConstruct(result, picked);
  }

private:
  /// The mask's lanes when clang can evaluate it (a vector literal, a
  /// constant), else nothing. EvaluateAsRValue folds past side effects
  /// (`(n++, (uint4)(1, 0, 3, 2))`); such a mask is emitted, not folded.
  std::optional<std::vector<uint32_t>> constantMask(const clang::Expr *mask) {
    clang::Expr::EvalResult value;
    if (!mask->EvaluateAsRValue(value, fe_.ast()) || value.HasSideEffects ||
        !value.Val.isVector())
      return std::nullopt;
    std::vector<uint32_t> lanes;
    for (unsigned i = 0; i < value.Val.getVectorLength(); ++i) {
      const clang::APValue &lane = value.Val.getVectorElt(i);
      if (!lane.isInt())
        return std::nullopt;
      lanes.push_back(static_cast<uint32_t>(lane.getInt().getZExtValue()));
    }
    return lanes;
  }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  const clang::CallExpr *call_;
};

} // namespace

Id emitShuffleBuiltin(FunctionEmitter &fe, ShuffleFn fn,
                      const clang::CallExpr *call) {
  return ShuffleLowering(fe, call).emit(fn);
}

} // namespace vkcl
