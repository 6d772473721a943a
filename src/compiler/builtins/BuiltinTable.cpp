#include "builtins/BuiltinTable.h"

namespace vkcl {
namespace {

struct Entry {
  const char *name;
  BuiltinInfo info;
};

template <typename E> BuiltinInfo workItem(E fn) {
  return {BuiltinFamily::WorkItem, static_cast<unsigned>(fn)};
}
template <typename E> BuiltinInfo sync(E fn) {
  return {BuiltinFamily::Synchronization, static_cast<unsigned>(fn)};
}
template <typename E> BuiltinInfo async(E fn) {
  return {BuiltinFamily::AsyncCopy, static_cast<unsigned>(fn)};
}
BuiltinInfo integer(IntegerFn fn) {
  return {BuiltinFamily::Integer, static_cast<unsigned>(fn)};
}

BuiltinInfo common(CommonFn fn) {
  return {BuiltinFamily::Common, static_cast<unsigned>(fn)};
}
BuiltinInfo mathExact(MathExactFn fn) {
  return {BuiltinFamily::MathExact, static_cast<unsigned>(fn)};
}
BuiltinInfo relational(RelationalFn fn) {
  return {BuiltinFamily::Relational, static_cast<unsigned>(fn)};
}
BuiltinInfo geometric(GeometricFn fn) {
  return {BuiltinFamily::Geometric, static_cast<unsigned>(fn)};
}
BuiltinInfo shuffle(ShuffleFn fn) {
  return {BuiltinFamily::Shuffle, static_cast<unsigned>(fn)};
}
BuiltinInfo addressSpace(AddressSpaceFn fn) {
  return {BuiltinFamily::AddressSpace, static_cast<unsigned>(fn)};
}
BuiltinInfo image(ImageFn fn) {
  return {BuiltinFamily::Image, static_cast<unsigned>(fn)};
}
BuiltinInfo bits(ClangBitFn fn) {
  return {BuiltinFamily::ClangBits, static_cast<unsigned>(fn)};
}
BuiltinInfo hint(HintFn fn) {
  return {BuiltinFamily::Hint, static_cast<unsigned>(fn)};
}

const Entry entries[] = {
    // Work-item functions (OpenCL C 3.0, 6.15.1).
    {"get_work_dim", workItem(WorkItemFn::WorkDim)},
    {"get_global_size", workItem(WorkItemFn::GlobalSize)},
    {"get_global_id", workItem(WorkItemFn::GlobalId)},
    {"get_local_size", workItem(WorkItemFn::LocalSize)},
    {"get_enqueued_local_size", workItem(WorkItemFn::EnqueuedLocalSize)},
    {"get_local_id", workItem(WorkItemFn::LocalId)},
    {"get_num_groups", workItem(WorkItemFn::NumGroups)},
    {"get_group_id", workItem(WorkItemFn::GroupId)},
    {"get_global_offset", workItem(WorkItemFn::GlobalOffset)},
    {"get_global_linear_id", workItem(WorkItemFn::GlobalLinearId)},
    {"get_local_linear_id", workItem(WorkItemFn::LocalLinearId)},
    {"get_sub_group_size", workItem(WorkItemFn::SubGroupSize)},
    {"get_max_sub_group_size", workItem(WorkItemFn::MaxSubGroupSize)},
    {"get_num_sub_groups", workItem(WorkItemFn::NumSubGroups)},
    {"get_enqueued_num_sub_groups", workItem(WorkItemFn::EnqueuedNumSubGroups)},
    {"get_sub_group_id", workItem(WorkItemFn::SubGroupId)},
    {"get_sub_group_local_id", workItem(WorkItemFn::SubGroupLocalId)},
    // Synchronization (6.15.8, 6.15.12.1).
    {"barrier", sync(SyncFn::Barrier)},
    {"work_group_barrier", sync(SyncFn::WorkGroupBarrier)},
    {"sub_group_barrier", sync(SyncFn::SubGroupBarrier)},
    {"mem_fence", sync(SyncFn::MemFence)},
    {"read_mem_fence", sync(SyncFn::ReadMemFence)},
    {"write_mem_fence", sync(SyncFn::WriteMemFence)},
    // Async copies and prefetch (6.15.11).
    {"async_work_group_copy", async(AsyncCopyFn::Copy)},
    {"async_work_group_strided_copy", async(AsyncCopyFn::StridedCopy)},
    {"wait_group_events", async(AsyncCopyFn::WaitGroupEvents)},
    {"prefetch", async(AsyncCopyFn::Prefetch)},
    // Integer functions (6.15.4). min, max and clamp also name common
    // functions on floats: emitBuiltinCall routes those to Common.cpp.
    {"abs", integer(IntegerFn::Abs)},
    {"abs_diff", integer(IntegerFn::AbsDiff)},
    {"add_sat", integer(IntegerFn::AddSat)},
    {"sub_sat", integer(IntegerFn::SubSat)},
    {"hadd", integer(IntegerFn::Hadd)},
    {"rhadd", integer(IntegerFn::Rhadd)},
    {"clamp", integer(IntegerFn::Clamp)},
    {"min", integer(IntegerFn::Min)},
    {"max", integer(IntegerFn::Max)},
    {"clz", integer(IntegerFn::Clz)},
    {"ctz", integer(IntegerFn::Ctz)},
    {"popcount", integer(IntegerFn::Popcount)},
    {"rotate", integer(IntegerFn::Rotate)},
    {"mul_hi", integer(IntegerFn::MulHi)},
    {"mad_hi", integer(IntegerFn::MadHi)},
    {"mad_sat", integer(IntegerFn::MadSat)},
    {"mul24", integer(IntegerFn::Mul24)},
    {"mad24", integer(IntegerFn::Mad24)},
    {"upsample", integer(IntegerFn::Upsample)},
    // cl_khr_extended_bit_ops.
    {"bitfield_insert", integer(IntegerFn::BitfieldInsert)},
    {"bitfield_extract_signed", integer(IntegerFn::BitfieldExtractSigned)},
    {"bitfield_extract_unsigned", integer(IntegerFn::BitfieldExtractUnsigned)},
    {"bit_reverse", integer(IntegerFn::BitReverse)},
    // Common functions (6.15.5), and fmin/fmax of the math functions.
    {"degrees", common(CommonFn::Degrees)},
    {"radians", common(CommonFn::Radians)},
    {"mix", common(CommonFn::Mix)},
    {"step", common(CommonFn::Step)},
    {"smoothstep", common(CommonFn::Smoothstep)},
    {"sign", common(CommonFn::Sign)},
    {"fmax", common(CommonFn::Fmax)},
    {"fmin", common(CommonFn::Fmin)},
    // The exact math functions (6.15.2).
    {"fabs", mathExact(MathExactFn::Fabs)},
    {"copysign", mathExact(MathExactFn::Copysign)},
    {"ceil", mathExact(MathExactFn::Ceil)},
    {"floor", mathExact(MathExactFn::Floor)},
    {"trunc", mathExact(MathExactFn::Trunc)},
    {"rint", mathExact(MathExactFn::Rint)},
    {"round", mathExact(MathExactFn::Round)},
    {"nan", mathExact(MathExactFn::Nan)},
    // Relational functions (6.15.6).
    {"isequal", relational(RelationalFn::IsEqual)},
    {"isnotequal", relational(RelationalFn::IsNotEqual)},
    {"isgreater", relational(RelationalFn::IsGreater)},
    {"isgreaterequal", relational(RelationalFn::IsGreaterEqual)},
    {"isless", relational(RelationalFn::IsLess)},
    {"islessequal", relational(RelationalFn::IsLessEqual)},
    {"islessgreater", relational(RelationalFn::IsLessGreater)},
    {"isfinite", relational(RelationalFn::IsFinite)},
    {"isinf", relational(RelationalFn::IsInf)},
    {"isnan", relational(RelationalFn::IsNan)},
    {"isnormal", relational(RelationalFn::IsNormal)},
    {"isordered", relational(RelationalFn::IsOrdered)},
    {"isunordered", relational(RelationalFn::IsUnordered)},
    {"signbit", relational(RelationalFn::SignBit)},
    {"any", relational(RelationalFn::Any)},
    {"all", relational(RelationalFn::All)},
    {"bitselect", relational(RelationalFn::BitSelect)},
    {"select", relational(RelationalFn::Select)},
    // Geometric functions (6.15.7).
    {"cross", geometric(GeometricFn::Cross)},
    {"dot", geometric(GeometricFn::Dot)},
    {"distance", geometric(GeometricFn::Distance)},
    {"length", geometric(GeometricFn::Length)},
    {"normalize", geometric(GeometricFn::Normalize)},
    {"fast_distance", geometric(GeometricFn::FastDistance)},
    {"fast_length", geometric(GeometricFn::FastLength)},
    {"fast_normalize", geometric(GeometricFn::FastNormalize)},
    // Vector shuffles (6.15.14).
    {"shuffle", shuffle(ShuffleFn::Shuffle)},
    {"shuffle2", shuffle(ShuffleFn::Shuffle2)},
    // Address space qualifier functions (GenericAddress.cpp).
    {"to_global", addressSpace(AddressSpaceFn::ToGlobal)},
    {"to_local", addressSpace(AddressSpaceFn::ToLocal)},
    {"to_private", addressSpace(AddressSpaceFn::ToPrivate)},
    {"get_fence", addressSpace(AddressSpaceFn::GetFence)},
    // Image functions (6.15.15), without samplers so far (Image.cpp).
    {"read_imagef", image(ImageFn::Read)},
    {"read_imagei", image(ImageFn::Read)},
    {"read_imageui", image(ImageFn::Read)},
    {"read_imageh", image(ImageFn::Read)},
    {"write_imagef", image(ImageFn::Write)},
    {"write_imagei", image(ImageFn::Write)},
    {"write_imageui", image(ImageFn::Write)},
    {"write_imageh", image(ImageFn::Write)},
    {"get_image_width", image(ImageFn::Width)},
    {"get_image_height", image(ImageFn::Height)},
    {"get_image_depth", image(ImageFn::Depth)},
    {"get_image_dim", image(ImageFn::Dim)},
    {"get_image_array_size", image(ImageFn::ArraySize)},
    {"get_image_channel_data_type", image(ImageFn::ChannelDataType)},
    {"get_image_channel_order", image(ImageFn::ChannelOrder)},
    // clang's optimizer hints (CompilerHints.cpp).
    {"__builtin_expect", hint(HintFn::Expect)},
    {"__builtin_expect_with_probability", hint(HintFn::ExpectWithProbability)},
    {"__builtin_assume", hint(HintFn::Assume)},
    {"__builtin_unreachable", hint(HintFn::Unreachable)},
    // clang's bit builtins, which C-minded kernels call (ClangBits.cpp).
    // Not the `ll` forms: OpenCL C's `long long` is a reserved 128-bit
    // type, so __builtin_clzll(1) is 127 there.
    {"__builtin_popcount", bits(ClangBitFn::Popcount)},
    {"__builtin_popcountl", bits(ClangBitFn::Popcount)},
    {"__builtin_clz", bits(ClangBitFn::Clz)},
    {"__builtin_clzl", bits(ClangBitFn::Clz)},
    {"__builtin_ctz", bits(ClangBitFn::Ctz)},
    {"__builtin_ctzl", bits(ClangBitFn::Ctz)},
    {"__builtin_bswap16", bits(ClangBitFn::Bswap)},
    {"__builtin_bswap32", bits(ClangBitFn::Bswap)},
    {"__builtin_bswap64", bits(ClangBitFn::Bswap)},
};

/// clang builtins that clang itself evaluates (the constants INFINITY, NAN
/// and HUGE_VAL expand to, folded by emitRValue) or that are expressions
/// rather than calls (offsetof, as_type).
const char *const foldedClangBuiltins[] = {
    "__builtin_inf",       "__builtin_inff",   "__builtin_huge_val",
    "__builtin_huge_valf", "__builtin_nan",    "__builtin_nanf",
    "__builtin_offsetof",  "__builtin_astype",
};

} // namespace

std::vector<llvm::StringRef> supportedClangBuiltins() {
  std::vector<llvm::StringRef> names(std::begin(foldedClangBuiltins),
                                     std::end(foldedClangBuiltins));
  for (const Entry &e : entries)
    if (llvm::StringRef(e.name).startswith("__builtin_"))
      names.push_back(e.name);
  return names;
}

const BuiltinInfo *lookupBuiltin(llvm::StringRef name) {
  for (const Entry &e : entries)
    if (name == e.name)
      return &e.info;
  static const BuiltinInfo vectorData{BuiltinFamily::VectorData, 0};
  if (isVectorDataBuiltin(name))
    return &vectorData;
  static const BuiltinInfo integerDot{BuiltinFamily::IntegerDot, 0};
  if (isIntegerDotBuiltin(name))
    return &integerDot;
  static const BuiltinInfo conversion{BuiltinFamily::Conversion, 0};
  if (isConversionBuiltin(name))
    return &conversion;
  static const BuiltinInfo mathLibrary{BuiltinFamily::MathLibrary, 0};
  if (isMathLibraryBuiltin(name))
    return &mathLibrary;
  static const BuiltinInfo mathNative{BuiltinFamily::MathNative, 0};
  if (isNativeMathBuiltin(name))
    return &mathNative;
  static const BuiltinInfo workGroup{BuiltinFamily::WorkGroup, 0};
  if (isWorkGroupCollective(name))
    return &workGroup;
  static const BuiltinInfo subGroup{BuiltinFamily::SubGroup, 0};
  if (isSubGroupBuiltin(name))
    return &subGroup;
  static const BuiltinInfo atomic{BuiltinFamily::Atomic, 0};
  if (isAtomicBuiltin(name))
    return &atomic;
  static const BuiltinInfo printf{BuiltinFamily::Printf, 0};
  if (name == "printf")
    return &printf;
  static const BuiltinInfo pipe{BuiltinFamily::Pipe, 0};
  if (isPipeBuiltin(name))
    return &pipe;
  return nullptr;
}

} // namespace vkcl
