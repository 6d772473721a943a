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
    return emitIntegerBuiltin(*this, static_cast<IntegerFn>(info->function),
                              call);
  }
  return 0;
}

} // namespace vkcl
