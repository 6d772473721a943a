// clang's optimizer hints: __builtin_expect, __builtin_expect_with_probability,
// __builtin_assume and __builtin_unreachable.
//
// They promise the optimizer something about a value or a path and never
// change what a correct program computes, and SPIR-V has no instruction that
// carries such a promise to the driver (OpExpectKHR and OpAssumeTrueKHR need
// SPV_KHR_expect_assume, which Vulkan drivers do not consume). So each one
// lowers to its value or to nothing, as an implementation that ignores the
// hint may: __builtin_expect(e, c) is e, __builtin_assume(b) does not evaluate
// b (clang's rule), and reaching __builtin_unreachable() is undefined
// behaviour, for which doing nothing is one outcome.
#include "builtins/Builtins.h"

#include <clang/Basic/Builtins.h>

namespace vkcl {
namespace {

bool isExpect(const clang::CallExpr *call) {
  unsigned id = call->getBuiltinCallee();
  return id == clang::Builtin::BI__builtin_expect ||
         id == clang::Builtin::BI__builtin_expect_with_probability;
}

} // namespace

const clang::Expr *expectedOperand(const clang::Expr *expr) {
  auto *call = llvm::dyn_cast<clang::CallExpr>(expr->IgnoreParens());
  if (!call || !isExpect(call))
    return nullptr;
  for (unsigned i = 1; i < call->getNumArgs(); ++i)
    if (call->getArg(i)->HasSideEffects(call->getCalleeDecl()->getASTContext()))
      return nullptr;
  const clang::Expr *operand = call->getArg(0);
  // The conversion to long that clang adds around a narrower integer.
  if (auto *cast = llvm::dyn_cast<clang::ImplicitCastExpr>(operand))
    if (cast->getCastKind() == clang::CK_IntegralCast)
      return cast->getSubExpr();
  return operand;
}

Id emitHintBuiltin(FunctionEmitter &fe, HintFn fn,
                   const clang::CallExpr *call) {
  switch (fn) {
  case HintFn::Expect:
  case HintFn::ExpectWithProbability: {
    // The expected value and the probability are evaluated only for their
    // side effects (clang requires the probability to be a constant).
    for (unsigned i = 1; i < call->getNumArgs(); ++i)
      if (call->getArg(i)->HasSideEffects(fe.ast()))
        fe.emitRValue(call->getArg(i));
    return fe.emitRValue(call->getArg(0));
  }
  case HintFn::Assume:
  case HintFn::Unreachable:
    return 0;
  }
  return 0;
}

} // namespace vkcl
