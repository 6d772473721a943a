// Math functions (OpenCL C 3.0, 6.15.2) implemented by vkcl's OpenCL C
// library (src/compiler/library/): a call becomes, lane by lane, a call of
// the scalar library function __vkcl_<stem>_<f32|f64|f16>.
//
// - half computes in float where the library has no half function: the
//   float result, rounded once to half, is within the half bounds of every
//   function (each float bound is a small fraction of a half ulp); where
//   half's own units matter (nextafter, fract) or the float result must not
//   be rounded first (fma), a float function made for half operands;
// - fma is GLSL.std.450's Fma where the target's is fused;
// - under -cl-unsafe-math-optimizations (or -cl-fast-relaxed-math), the
//   float functions that the spec relaxes then are the library's relaxed
//   ones, the device's own instructions (library/float/relaxed.cl);
// - a builtin with a pointer result (frexp, modf, sincos, ...) is two
//   library functions: the value and the stored output;
// - vectors are scalarized: drivers vectorize nothing in this code, and the
//   library stays readable scalar C (tests/library/ runs the same text on
//   the host).
#include "Library.h"
#include "builtins/Builtins.h"
#include "builtins/HalfConversion.h"

#include <spirv/unified1/GLSL.std.450.h>

namespace vkcl {
namespace {

struct LibraryBuiltin {
  const char *name;
  const char *stem;   ///< the value's library function
  const char *output; ///< the stored output's library function, or nullptr
  /// The float function half computes with instead of the stem's, where
  /// the result depends on half's own precision (nextafter's step, fract's
  /// largest value below 1) or must be rounded once (fma's sum, to odd).
  const char *halfStem = nullptr;
  /// GLSL.std.450's Fma where the target's is fused (fma only).
  bool fusedHardware = false;
};

const LibraryBuiltin libraryBuiltins[] = {
    {"sqrt", "sqrt", nullptr},
    {"rsqrt", "rsqrt", nullptr},
    {"hypot", "hypot", nullptr},
    {"fdim", "fdim", nullptr},
    {"maxmag", "maxmag", nullptr},
    {"minmag", "minmag", nullptr},
    {"nextafter", "nextafter", nullptr, "nextafter_half"},
    {"ldexp", "ldexp", nullptr},
    {"frexp", "frexp", "frexp_exp"},
    {"ilogb", "ilogb", nullptr},
    {"logb", "logb", nullptr},
    {"fmod", "fmod", nullptr},
    {"remainder", "remainder", nullptr},
    {"remquo", "remquo", "remquo_quo"},
    {"fract", "fract", "fract_floor", "fract_half"},
    {"modf", "modf", "modf_trunc"},
    {"fma", "fma", nullptr, "fma_odd", true},
    {"sin", "sin", nullptr},
    {"cos", "cos", nullptr},
    {"tan", "tan", nullptr},
    {"sincos", "sin", "cos"},
    {"sinpi", "sinpi", nullptr},
    {"cospi", "cospi", nullptr},
    {"tanpi", "tanpi", nullptr},
    {"asin", "asin", nullptr},
    {"acos", "acos", nullptr},
    {"atan", "atan", nullptr},
    {"atan2", "atan2", nullptr},
    {"asinpi", "asinpi", nullptr},
    {"acospi", "acospi", nullptr},
    {"atanpi", "atanpi", nullptr},
    {"atan2pi", "atan2pi", nullptr},
    {"exp", "exp", nullptr},
    {"exp2", "exp2", nullptr},
    {"exp10", "exp10", nullptr},
    {"expm1", "expm1", nullptr},
    {"log", "log", nullptr},
    {"log2", "log2", nullptr},
    {"log10", "log10", nullptr},
    {"log1p", "log1p", nullptr},
    {"cbrt", "cbrt", nullptr},
    {"pow", "pow", nullptr},
    {"powr", "powr", nullptr},
    {"pown", "pown", nullptr},
    {"rootn", "rootn", nullptr},
    {"sinh", "sinh", nullptr},
    {"cosh", "cosh", nullptr},
    {"tanh", "tanh", nullptr},
    {"asinh", "asinh", nullptr},
    {"acosh", "acosh", nullptr},
    {"atanh", "atanh", nullptr},
    {"erf", "erf", nullptr},
    {"erfc", "erfc", nullptr},
    {"tgamma", "tgamma", nullptr},
    {"lgamma", "lgamma", nullptr},
    {"lgamma_r", "lgamma_r", "lgamma_r_sign"},
    // half_* (6.15.3, 8192 ulp): the precise functions.
    {"half_sin", "sin", nullptr},
    {"half_cos", "cos", nullptr},
    {"half_tan", "tan", nullptr},
    {"half_sqrt", "sqrt", nullptr},
    {"half_rsqrt", "rsqrt", nullptr},
    {"half_exp", "exp", nullptr},
    {"half_exp2", "exp2", nullptr},
    {"half_exp10", "exp10", nullptr},
    {"half_log", "log", nullptr},
    {"half_log2", "log2", nullptr},
    {"half_log10", "log10", nullptr},
    {"half_powr", "powr", nullptr},
};

const LibraryBuiltin *findLibraryBuiltin(llvm::StringRef name) {
  for (const LibraryBuiltin &b : libraryBuiltins)
    if (name == b.name)
      return &b;
  return nullptr;
}

/// The library's suffix for a floating-point element type.
const char *suffixOf(clang::QualType element) {
  if (element->isHalfType())
    return "f16";
  if (element->isSpecificBuiltinType(clang::BuiltinType::Double))
    return "f64";
  return "f32";
}

clang::QualType floatingOperand(const clang::CallExpr *call) {
  return elementOf(call->getArg(0)->getType().getCanonicalType());
}

/// The library function for `stem` on `element`: under
/// -cl-unsafe-math-optimizations the relaxed one, where relaxed.cl has one
/// (for float only, and not for half_*, whose bound holds on a wider
/// range); else the precise one, half falling back to float.
const clang::FunctionDecl *libraryFunction(clang::ASTContext &ast,
                                           const LibraryBuiltin &builtin,
                                           llvm::StringRef stem,
                                           clang::QualType element) {
  if (unsafeMathOptimizations(ast) &&
      !llvm::StringRef(builtin.name).startswith("half_") &&
      element->isSpecificBuiltinType(clang::BuiltinType::Float))
    if (const clang::FunctionDecl *fn =
            findLibraryFunction(ast, "__vkcl_relaxed_" + stem.str() + "_f32"))
      return fn;
  std::string base = "__vkcl_" + stem.str() + "_";
  if (const clang::FunctionDecl *fn =
          findLibraryFunction(ast, base + suffixOf(element)))
    return fn;
  if (!element->isHalfType())
    return nullptr;
  if (builtin.halfStem && stem == builtin.stem)
    base = "__vkcl_" + std::string(builtin.halfStem) + "_";
  return findLibraryFunction(ast, base + "f32");
}

class LibraryCall {
public:
  LibraryCall(FunctionEmitter &fe, const clang::CallExpr *call,
              const LibraryBuiltin &builtin)
      : fe_(fe), b_(fe.b()), m_(fe.mod()), call_(call), builtin_(builtin),
        loc_(call->getExprLoc()), element_(floatingOperand(call)) {}

  Id emit() {
    if (builtin_.fusedHardware && m_.target().fusedFma)
      return hardwareFma();
    const clang::FunctionDecl *value = function(builtin_.stem);
    unsigned values = value->getNumParams();
    std::vector<Id> args;
    for (unsigned i = 0; i < values; ++i)
      args.push_back(fe_.emitRValue(call_->getArg(i)));
    clang::QualType resultType = call_->getType().getCanonicalType();
    Id result = scalarized(value, args, resultType);
    if (builtin_.output) {
      const clang::Expr *pointer =
          FunctionEmitter::namedPointer(call_->getArg(values));
      clang::QualType pointee = pointer->getType()->getPointeeType();
      Id stored = scalarized(function(builtin_.output), args,
                             pointee.getCanonicalType());
      Id address = fe_.emitRValue(pointer);
      fe_.storeMemory(pointee.getUnqualifiedType(), m_.spaceOf(pointee, loc_),
                      address, fe_.knownAlignment(pointer), stored, loc_);
    }
    return result;
  }

private:
  /// fma on a device whose GLSL Fma is fused: one instruction, any width.
  Id hardwareFma() {
    std::vector<Id> operands;
    for (unsigned i = 0; i < 3; ++i)
      operands.push_back(fe_.emitRValue(call_->getArg(i)));
    return b_.extInst(fe_.typeOf(call_->getType(), loc_), m_.glslStd450(),
                      GLSLstd450Fma, operands);
  }

  const clang::FunctionDecl *function(llvm::StringRef stem) {
    const clang::FunctionDecl *fn =
        libraryFunction(fe_.ast(), builtin_, stem, element_);
    if (!fn)
      fe_.fail(loc_, Diag::NotSupportedYet,
               {"'" + std::string(builtin_.name) + "' on " +
                (element_->isHalfType() ? std::string("half")
                                        : element_.getAsString())});
    return fn;
  }

  /// `fn` applied lane by lane; the result has type `type` (a scalar or
  /// vector whose lane count matches the call's vector operands).
  Id scalarized(const clang::FunctionDecl *fn, const std::vector<Id> &args,
                clang::QualType type) {
    unsigned lanes = countOf(type);
    clang::QualType laneType = elementOf(type);
    std::vector<Id> results;
    for (unsigned lane = 0; lane < lanes; ++lane) {
      std::vector<Id> laneArgs;
      for (unsigned i = 0; i < args.size(); ++i)
        laneArgs.push_back(parameter(fn->getParamDecl(i)->getType(),
                                     call_->getArg(i)->getType(), args[i],
                                     lane));
      Id r = b_.functionCall(fe_.typeOf(fn->getReturnType(), loc_),
                             m_.facts(fn).function, laneArgs);
      results.push_back(fromLibrary(r, fn->getReturnType(), laneType));
    }
    if (lanes == 1)
      return results[0];
    return b_.compositeConstruct(fe_.typeOf(type, loc_), results);
  }

  /// One lane of a call operand of type `operand`, as the library parameter
  /// of type `param` takes it (half widened to float; scalars broadcast).
  Id parameter(clang::QualType param, clang::QualType operand, Id value,
               unsigned lane) {
    operand = operand.getCanonicalType();
    clang::QualType element = elementOf(operand);
    if (operand->isVectorType())
      value = b_.compositeExtract(fe_.typeOf(element, loc_), value, {lane});
    if (element->isHalfType() && !param->isHalfType())
      value = b_.unary(spv::Op::OpFConvert, fe_.typeOf(param, loc_), value);
    return value;
  }

  /// A library result as a lane of `lane` type: a float result of a half
  /// builtin rounds once to nearest even half.
  Id fromLibrary(Id value, clang::QualType returned, clang::QualType lane) {
    if (!lane->isHalfType() || returned->isHalfType())
      return value;
    spirv::Module &m = m_.module();
    Id bits = floatToHalfBits(fe_, value, 1, HalfRounding::Rte);
    Id pair =
        b_.unary(spv::Op::OpBitcast, m.typeVector(m.typeFloat(16), 2), bits);
    return b_.compositeExtract(m.typeFloat(16), pair, {0});
  }

  FunctionEmitter &fe_;
  spirv::Builder &b_;
  ModuleEmitter &m_;
  const clang::CallExpr *call_;
  const LibraryBuiltin &builtin_;
  clang::SourceLocation loc_;
  clang::QualType element_;
};

} // namespace

bool isMathLibraryBuiltin(llvm::StringRef name) {
  return findLibraryBuiltin(name) != nullptr;
}

std::vector<const clang::FunctionDecl *>
mathLibraryCallees(clang::ASTContext &ast, const clang::CallExpr *call,
                   bool fusedFma) {
  std::vector<const clang::FunctionDecl *> callees;
  const clang::FunctionDecl *callee = call->getDirectCallee();
  if (!callee || !callee->getIdentifier() || call->getNumArgs() == 0)
    return callees;
  const LibraryBuiltin *builtin = findLibraryBuiltin(callee->getName());
  if (!builtin)
    return callees;
  clang::QualType element = floatingOperand(call);
  if (builtin->fusedHardware && fusedFma)
    return callees; // the hardware's
  for (const char *stem : {builtin->stem, builtin->output})
    if (stem)
      if (const clang::FunctionDecl *fn =
              libraryFunction(ast, *builtin, stem, element))
        callees.push_back(fn);
  return callees;
}

Id emitMathLibraryBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                          llvm::StringRef name) {
  return LibraryCall(fe, call, *findLibraryBuiltin(name)).emit();
}

} // namespace vkcl
