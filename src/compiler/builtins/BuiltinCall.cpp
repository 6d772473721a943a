#include "builtins/Builtins.h"

namespace vkcl {

uint64_t constantArgument(FunctionEmitter &fe, const clang::CallExpr *call,
                          unsigned index, const char *what) {
  clang::Expr::EvalResult result;
  const clang::Expr *arg = call->getArg(index);
  if (!arg->EvaluateAsInt(result, fe.ast()))
    fe.fail(arg->getExprLoc(), Diag::NotConstant, {what});
  return result.Val.getInt().getZExtValue();
}

namespace {

clang::QualType firstElement(const clang::CallExpr *call) {
  clang::QualType t = call->getArg(0)->getType().getCanonicalType();
  if (auto *vec = t->getAs<clang::VectorType>())
    t = vec->getElementType();
  return t;
}

bool isIntegerOperand(const clang::CallExpr *call) {
  return call->getNumArgs() > 0 && firstElement(call)->isIntegerType();
}

/// min, max and clamp on floating-point operands are common functions.
bool isCommonForm(const clang::CallExpr *call, unsigned integerFn) {
  auto fn = static_cast<IntegerFn>(integerFn);
  if (fn != IntegerFn::Min && fn != IntegerFn::Max && fn != IntegerFn::Clamp)
    return false;
  return firstElement(call)->isRealFloatingType();
}

CommonFn commonForm(unsigned integerFn) {
  switch (static_cast<IntegerFn>(integerFn)) {
  case IntegerFn::Min:
    return CommonFn::Min;
  case IntegerFn::Max:
    return CommonFn::Max;
  default:
    return CommonFn::Clamp;
  }
}

} // namespace

Id FunctionEmitter::emitBuiltinCall(const clang::CallExpr *call,
                                    const clang::FunctionDecl *callee) {
  const BuiltinInfo *info = lookupBuiltin(callee->getName());
  if (!info)
    fail(call->getExprLoc(), Diag::BuiltinNotSupported,
         {callee->getNameAsString()});
  switch (info->family) {
  case BuiltinFamily::WorkItem:
    return emitWorkItemBuiltin(*this, static_cast<WorkItemFn>(info->function),
                               call);
  case BuiltinFamily::Synchronization:
    return emitSynchronizationBuiltin(
        *this, static_cast<SyncFn>(info->function), call);
  case BuiltinFamily::AsyncCopy:
    return emitAsyncCopyBuiltin(*this, static_cast<AsyncCopyFn>(info->function),
                                call);
  case BuiltinFamily::VectorData:
    return emitVectorDataBuiltin(*this, call);
  case BuiltinFamily::Pipe:
    return emitPipeBuiltin(*this, call, callee->getName());
  case BuiltinFamily::Integer:
    if (isCommonForm(call, info->function))
      return emitCommonBuiltin(*this, commonForm(info->function), call);
    return emitIntegerBuiltin(*this, static_cast<IntegerFn>(info->function),
                              call);
  case BuiltinFamily::Common:
    return emitCommonBuiltin(*this, static_cast<CommonFn>(info->function),
                             call);
  case BuiltinFamily::Relational:
    return emitRelationalBuiltin(
        *this, static_cast<RelationalFn>(info->function), call);
  case BuiltinFamily::Geometric:
    if (isIntegerOperand(call)) // cl_khr_integer_dot_product's dot
      return emitIntegerDotBuiltin(*this, call, callee->getName());
    return emitGeometricBuiltin(*this, static_cast<GeometricFn>(info->function),
                                call);
  case BuiltinFamily::Shuffle:
    return emitShuffleBuiltin(*this, static_cast<ShuffleFn>(info->function),
                              call);
  case BuiltinFamily::Conversion:
    return emitConversionBuiltin(*this, call, callee->getName());
  case BuiltinFamily::IntegerDot:
    return emitIntegerDotBuiltin(*this, call, callee->getName());
  case BuiltinFamily::MathExact:
    return emitMathExactBuiltin(*this, static_cast<MathExactFn>(info->function),
                                call);
  case BuiltinFamily::MathLibrary:
    return emitMathLibraryBuiltin(*this, call, callee->getName());
  case BuiltinFamily::MathNative:
    return emitNativeMathBuiltin(*this, call, callee->getName());
  case BuiltinFamily::WorkGroup:
    return emitWorkGroupCollective(*this, call, callee->getName());
  case BuiltinFamily::SubGroup:
    return emitSubGroupBuiltin(*this, call, callee->getName());
  case BuiltinFamily::Atomic:
    return emitAtomicBuiltin(*this, call, callee->getName());
  case BuiltinFamily::Printf:
    return emitPrintf(*this, call);
  case BuiltinFamily::AddressSpace:
    return emitAddressSpaceBuiltin(
        *this, static_cast<AddressSpaceFn>(info->function), call);
  case BuiltinFamily::Hint:
    return emitHintBuiltin(*this, static_cast<HintFn>(info->function), call);
  case BuiltinFamily::ClangBits:
    return emitClangBitBuiltin(*this, static_cast<ClangBitFn>(info->function),
                               call);
  case BuiltinFamily::Image:
    return emitImageBuiltin(*this, static_cast<ImageFn>(info->function), call,
                            callee->getName());
  }
  return 0;
}

} // namespace vkcl
