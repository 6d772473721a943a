// Entry points of the builtin families, called by emitBuiltinCall.
#pragma once

#include "FunctionEmitter.h"
#include "builtins/BuiltinTable.h"

namespace vkcl {

Id emitWorkItemBuiltin(FunctionEmitter &fe, WorkItemFn fn,
                       const clang::CallExpr *call);
/// A work-item function without arguments (a sub-group size or id) as the
/// 32-bit word it is computed in, whatever type the caller needs.
Id emitWorkItemWord(FunctionEmitter &fe, WorkItemFn fn);
Id emitSynchronizationBuiltin(FunctionEmitter &fe, SyncFn fn,
                              const clang::CallExpr *call);

Id emitAsyncCopyBuiltin(FunctionEmitter &fe, AsyncCopyFn fn,
                        const clang::CallExpr *call);

/// to_global, to_local, to_private and get_fence (GenericAddress.cpp).
Id emitAddressSpaceBuiltin(FunctionEmitter &fe, AddressSpaceFn fn,
                           const clang::CallExpr *call);
/// __builtin_expect and the other optimizer hints (CompilerHints.cpp).
Id emitHintBuiltin(FunctionEmitter &fe, HintFn fn, const clang::CallExpr *call);
/// The operand of `__builtin_expect[_with_probability](e, c)` before its
/// conversion to long, or nullptr when `expr` is no such call: a cast of
/// the call is the same cast of that operand (the widening keeps the
/// value), which keeps `if (__builtin_expect(x, 0))` free of 64-bit
/// integers.
const clang::Expr *expectedOperand(const clang::Expr *expr);

Id emitVectorDataBuiltin(FunctionEmitter &fe, const clang::CallExpr *call);

Id emitIntegerBuiltin(FunctionEmitter &fe, IntegerFn fn,
                      const clang::CallExpr *call);

Id emitCommonBuiltin(FunctionEmitter &fe, CommonFn fn,
                     const clang::CallExpr *call);
Id emitMathExactBuiltin(FunctionEmitter &fe, MathExactFn fn,
                        const clang::CallExpr *call);
/// Which lanes of `value`, of the type `call` returns (half, float or
/// double, scalar or vector), are NaNs: a bool (vector), from the bits.
Id emitIsNan(FunctionEmitter &fe, Id value, const clang::CallExpr *call);
Id emitRelationalBuiltin(FunctionEmitter &fe, RelationalFn fn,
                         const clang::CallExpr *call);
Id emitGeometricBuiltin(FunctionEmitter &fe, GeometricFn fn,
                        const clang::CallExpr *call);
Id emitShuffleBuiltin(FunctionEmitter &fe, ShuffleFn fn,
                      const clang::CallExpr *call);
/// cl_khr_integer_dot_product's functions, by name (`dot` on char4/uchar4
/// included).
Id emitIntegerDotBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                         llvm::StringRef name);
/// convert_* by name: destination type from the call, saturation and
/// rounding from the name's suffixes.
Id emitConversionBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                         llvm::StringRef name);
/// `value` converted as convert_<to>(value) would: exact, every rounding
/// to nearest even (half division's widening and narrowing).
Id convertExactly(FunctionEmitter &fe, Id value, clang::QualType from,
                  clang::QualType to, clang::SourceLocation loc);

/// A math function of the OpenCL C library (MathLibrary.cpp), by name.
Id emitMathLibraryBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                          llvm::StringRef name);

/// native_* and half_divide/half_recip (MathNative.cpp), by name.
Id emitNativeMathBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                         llvm::StringRef name);

/// An atomic function or atomic_work_item_fence (Atomics.cpp), by name.
Id emitAtomicBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                     llvm::StringRef name);

/// A work-group collective function (WorkGroup.cpp), by name.
Id emitWorkGroupCollective(FunctionEmitter &fe, const clang::CallExpr *call,
                           llvm::StringRef name);

/// A sub-group function (SubGroup.cpp), by name.
Id emitSubGroupBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                       llvm::StringRef name);

/// __builtin_popcount, __builtin_clz, __builtin_ctz (and their `l`
/// forms) and __builtin_bswap16/32/64 (ClangBits.cpp).
Id emitClangBitBuiltin(FunctionEmitter &fe, ClangBitFn fn,
                       const clang::CallExpr *call);

/// An image function (Image.cpp); `name` tells the texel type.
Id emitImageBuiltin(FunctionEmitter &fe, ImageFn fn,
                    const clang::CallExpr *call, llvm::StringRef name);

/// printf: a record in the dispatch's printf buffer (Printf.cpp).
Id emitPrintf(FunctionEmitter &fe, const clang::CallExpr *call);

/// Fails unless `packet` can travel through a pipe on the target.
void requirePacketType(ModuleEmitter &m, clang::QualType packet,
                       clang::SourceLocation loc);
Id emitPipeBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                   llvm::StringRef name);

/// The integer value of a builtin argument that must be a constant.
uint64_t constantArgument(FunctionEmitter &fe, const clang::CallExpr *call,
                          unsigned index, const char *what);

} // namespace vkcl
