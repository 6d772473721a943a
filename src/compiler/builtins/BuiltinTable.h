// The table of OpenCL C builtins vkcl lowers, by family.
//
// Builtins are looked up once by name and lowered by family (one file per
// family under builtins/), as clspv's builtin map does. A builtin that is
// not in the table is reported by name, never silently mis-lowered.
#pragma once

#include <llvm/ADT/StringRef.h>

#include <vector>

namespace clang {
class ASTContext;
class CallExpr;
class FunctionDecl;
} // namespace clang

namespace vkcl {

struct TargetProfile;

enum class BuiltinFamily {
  WorkItem,
  Synchronization,
  AsyncCopy,
  VectorData,
  Pipe,
  Integer,
  Common,
  Relational,
  Geometric,
  Shuffle,
  Conversion,
  IntegerDot,
  MathExact,
  MathLibrary,
  MathNative,
  Atomic,
  WorkGroup,
  SubGroup,
  Printf,
  Hint,
  AddressSpace,
  Image,
  ClangBits
};

enum class ImageFn {
  Read,
  Write,
  Width,
  Height,
  Depth,
  Dim,
  ArraySize,
  ChannelDataType,
  ChannelOrder
};

enum class WorkItemFn {
  WorkDim,
  GlobalSize,
  GlobalId,
  LocalSize,
  EnqueuedLocalSize,
  LocalId,
  NumGroups,
  GroupId,
  GlobalOffset,
  GlobalLinearId,
  LocalLinearId,
  SubGroupSize,
  MaxSubGroupSize,
  NumSubGroups,
  EnqueuedNumSubGroups,
  SubGroupId,
  SubGroupLocalId,
};

enum class SyncFn {
  Barrier,
  WorkGroupBarrier,
  SubGroupBarrier,
  MemFence,
  ReadMemFence,
  WriteMemFence
};

enum class AsyncCopyFn { Copy, StridedCopy, WaitGroupEvents, Prefetch };

/// Pipe builtins by form; the side (read/write) and scope (work-item,
/// sub-group, work-group) come from the name (Pipes.cpp).
enum class PipeFn {
  ReadWrite,
  Reserve,
  Commit,
  NumPackets,
  MaxPackets,
  IsValidReserveId
};

/// Integer functions (OpenCL C 3.0, 6.15.4), lowered by Integer.cpp.
enum class IntegerFn {
  Abs,
  AbsDiff,
  AddSat,
  SubSat,
  Hadd,
  Rhadd,
  Clamp,
  Min,
  Max,
  Clz,
  Ctz,
  Popcount,
  Rotate,
  MulHi,
  MadHi,
  MadSat,
  Mul24,
  Mad24,
  Upsample,
  // cl_khr_extended_bit_ops
  BitfieldInsert,
  BitfieldExtractSigned,
  BitfieldExtractUnsigned,
  BitReverse
};

/// Common functions (6.15.5) on float, double and half; min, max and clamp
/// on integers are IntegerFn (the table routes by operand type). fmin and
/// fmax (6.15.2) are exact and share the lowering.
enum class CommonFn {
  Clamp,
  Degrees,
  Max,
  Min,
  Mix,
  Radians,
  Step,
  Smoothstep,
  Sign,
  Fmax,
  Fmin
};

/// The math functions (6.15.2) that are exact by definition, lowered by
/// MathExact.cpp.
enum class MathExactFn { Fabs, Copysign, Ceil, Floor, Trunc, Rint, Round, Nan };

/// Relational functions (6.15.6), lowered by Relational.cpp.
enum class RelationalFn {
  IsEqual,
  IsNotEqual,
  IsGreater,
  IsGreaterEqual,
  IsLess,
  IsLessEqual,
  IsLessGreater,
  IsFinite,
  IsInf,
  IsNan,
  IsNormal,
  IsOrdered,
  IsUnordered,
  SignBit,
  Any,
  All,
  BitSelect,
  Select
};

/// clang's own builtins that only inform the optimizer (CompilerHints.cpp):
/// they keep their value's meaning and add nothing to the module.
enum class HintFn { Expect, ExpectWithProbability, Assume, Unreachable };

/// clang's bit builtins (__builtin_popcount, ...; ClangBits.cpp).
enum class ClangBitFn { Popcount, Clz, Ctz, Bswap };

/// to_global, to_local, to_private and get_fence (6.15.10, 6.15.12.2;
/// GenericAddress.cpp).
enum class AddressSpaceFn { ToGlobal, ToLocal, ToPrivate, GetFence };

/// Geometric functions (6.15.7), lowered by Geometric.cpp.
enum class GeometricFn {
  Cross,
  Dot,
  Distance,
  Length,
  Normalize,
  FastDistance,
  FastLength,
  FastNormalize
};

/// shuffle and shuffle2 (6.15.14), lowered by Shuffle.cpp.
enum class ShuffleFn { Shuffle, Shuffle2 };

struct BuiltinInfo {
  BuiltinFamily family;
  unsigned function; ///< the family's enum (WorkItemFn, SyncFn, ...)
};

/// vloadn, vstoren, vload_half*, vstore_half* and their aligned forms (a
/// pattern of names, parsed by VectorData.cpp).
bool isVectorDataBuiltin(llvm::StringRef name);

/// read_pipe, write_pipe, the reserve/commit forms at every scope,
/// get_pipe_num_packets, get_pipe_max_packets, is_valid_reserve_id.
bool isPipeBuiltin(llvm::StringRef name);
/// Whether `name` is work_group_reserve_{read,write}_pipe, which needs the
/// kernel's pipe scratch in __local memory.
bool usesPipeScratch(llvm::StringRef name);

/// convert_<type>[n][_sat][_rte|_rtz|_rtp|_rtn] (a pattern of names, parsed
/// by Convert.cpp).
bool isConversionBuiltin(llvm::StringRef name);

/// dot_acc_sat and the dot*_4x8packed_* names of cl_khr_integer_dot_product
/// (IntegerDot.cpp; `dot` itself is in the table, as a geometric function).
bool isIntegerDotBuiltin(llvm::StringRef name);

/// native_* and half_divide/half_recip (MathNative.cpp).
bool isNativeMathBuiltin(llvm::StringRef name);

/// The math functions vkcl's OpenCL C library implements (MathLibrary.cpp).
bool isMathLibraryBuiltin(llvm::StringRef name);
/// The library functions a call of such a builtin becomes (none for any
/// other call): the emitter emits them like the program's own.
std::vector<const clang::FunctionDecl *>
mathLibraryCallees(clang::ASTContext &ast, const clang::CallExpr *call,
                   bool fusedFma);

/// The OpenCL 1.x atomic_*/atom_* functions and the OpenCL 2.0 atomics
/// (Atomics.cpp).
bool isAtomicBuiltin(llvm::StringRef name);

/// work_group_all/any/broadcast/reduce_*/scan_* (WorkGroup.cpp).
bool isWorkGroupCollective(llvm::StringRef name);

/// The sub-group functions of cl_khr_subgroups and its extensions: votes,
/// broadcasts, ballots, reductions, scans, shuffles (SubGroup.cpp).
bool isSubGroupBuiltin(llvm::StringRef name);
/// Bytes at offset 0 of the local arena that a kernel reaching a
/// work-group collective sets aside (one reaching only work-group pipe
/// reservations: PipeScratchBytes).
uint32_t groupScratchBytes(const TargetProfile &target);

/// The clang builtins (`__builtin_*`) vkcl lowers or folds: exactly the
/// names for which `__has_builtin` answers true (Frontend.cpp).
std::vector<llvm::StringRef> supportedClangBuiltins();

/// nullptr when `name` is not a builtin vkcl lowers.
const BuiltinInfo *lookupBuiltin(llvm::StringRef name);

} // namespace vkcl
