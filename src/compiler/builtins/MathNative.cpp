// native_* (OpenCL C 3.0, 6.15.3: accuracy implementation-defined) on
// GLSL.std.450, the device's own fast instructions; half_divide and
// half_recip (8192 ulp) on the division every float `/` uses. The other
// half_* functions are the library's precise ones (MathLibrary.cpp): as
// fast as anything that meets their bounds over the whole range, since
// GLSL promises its precision only on small ranges.
#include "builtins/Builtins.h"

#include <spirv/unified1/GLSL.std.450.h>

#include <cmath>

namespace vkcl {
namespace {

enum class Native {
  Sin,
  Cos,
  Tan,
  Exp,
  Exp2,
  Exp10,
  Log,
  Log2,
  Log10,
  Sqrt,
  Rsqrt,
  Powr,
  Recip,
  Divide,
  Mad
};

struct NativeEntry {
  const char *name;
  Native fn;
};

const NativeEntry nativeEntries[] = {
    {"native_sin", Native::Sin},
    {"native_cos", Native::Cos},
    {"native_tan", Native::Tan},
    {"native_exp", Native::Exp},
    {"native_exp2", Native::Exp2},
    {"native_exp10", Native::Exp10},
    {"native_log", Native::Log},
    {"native_log2", Native::Log2},
    {"native_log10", Native::Log10},
    {"native_sqrt", Native::Sqrt},
    {"native_rsqrt", Native::Rsqrt},
    {"native_powr", Native::Powr},
    {"native_recip", Native::Recip},
    {"native_divide", Native::Divide},
    {"half_recip", Native::Recip},
    {"half_divide", Native::Divide},
    {"mad", Native::Mad},
    // The double library's square root and division estimates (library/
    // double/begin.h): no OpenCL C builtins, since native_* are float only.
    {"__vkcl_native_sqrt_f64", Native::Sqrt},
    {"__vkcl_native_divide_f64", Native::Divide},
};

const NativeEntry *findNative(llvm::StringRef name) {
  for (const NativeEntry &e : nativeEntries)
    if (name == e.name)
      return &e;
  return nullptr;
}

} // namespace

bool isNativeMathBuiltin(llvm::StringRef name) {
  return findNative(name) != nullptr;
}

Id emitNativeMathBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                         llvm::StringRef name) {
  Native fn = findNative(name)->fn;
  clang::SourceLocation loc = call->getExprLoc();
  Id type = fe.typeOf(call->getType(), loc);
  spirv::Builder &b = fe.b();
  Id set = fe.mod().glslStd450();
  Id x = fe.emitRValue(call->getArg(0));
  auto glsl = [&](GLSLstd450 inst, std::vector<Id> args) {
    return b.extInst(type, set, inst, args);
  };
  auto k = [&](double v) { return fe.mod().constFloat(type, v); };
  switch (fn) {
  case Native::Sin:
    return glsl(GLSLstd450Sin, {x});
  case Native::Cos:
    return glsl(GLSLstd450Cos, {x});
  case Native::Tan:
    return glsl(GLSLstd450Tan, {x});
  case Native::Exp:
    return glsl(GLSLstd450Exp, {x});
  case Native::Exp2:
    return glsl(GLSLstd450Exp2, {x});
  case Native::Exp10:
    return glsl(GLSLstd450Exp2,
                {b.binary(spv::Op::OpFMul, type, x, k(std::log2(10.0)))});
  case Native::Log:
    return glsl(GLSLstd450Log, {x});
  case Native::Log2:
    return glsl(GLSLstd450Log2, {x});
  case Native::Log10:
    return b.binary(spv::Op::OpFMul, type, glsl(GLSLstd450Log2, {x}),
                    k(std::log10(2.0)));
  case Native::Sqrt:
    return glsl(GLSLstd450Sqrt, {x});
  case Native::Rsqrt:
    return glsl(GLSLstd450InverseSqrt, {x});
  case Native::Powr:
    return glsl(GLSLstd450Pow, {x, fe.emitRValue(call->getArg(1))});
  case Native::Recip:
    return fe.floatDivide(type, k(1.0), x);
  case Native::Divide:
    return fe.floatDivide(type, x, fe.emitRValue(call->getArg(1)));
  case Native::Mad:
    // "either as a correctly rounded fma or as a multiply followed by an
    // add both of which are correctly rounded": GLSL's Fma is one of them.
    return glsl(GLSLstd450Fma, {x, fe.emitRValue(call->getArg(1)),
                                fe.emitRValue(call->getArg(2))});
  }
  return 0;
}

} // namespace vkcl
