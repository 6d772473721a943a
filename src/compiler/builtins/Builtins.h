// Entry points of the builtin families, called by emitBuiltinCall.
#pragma once

#include "FunctionEmitter.h"
#include "builtins/BuiltinTable.h"

namespace vkcl {

Id emitWorkItemBuiltin(FunctionEmitter &fe, WorkItemFn fn,
                       const clang::CallExpr *call);
Id emitSynchronizationBuiltin(FunctionEmitter &fe, SyncFn fn,
                              const clang::CallExpr *call);

Id emitAsyncCopyBuiltin(FunctionEmitter &fe, AsyncCopyFn fn,
                        const clang::CallExpr *call);

Id emitVectorDataBuiltin(FunctionEmitter &fe, const clang::CallExpr *call);

Id emitIntegerBuiltin(FunctionEmitter &fe, IntegerFn fn,
                      const clang::CallExpr *call);

/// Fails unless `packet` can travel through a pipe on the target.
void requirePacketType(ModuleEmitter &m, clang::QualType packet,
                       clang::SourceLocation loc);
Id emitPipeBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                   llvm::StringRef name);

/// The integer value of a builtin argument that must be a constant.
uint64_t constantArgument(FunctionEmitter &fe, const clang::CallExpr *call,
                          unsigned index, const char *what);

} // namespace vkcl
