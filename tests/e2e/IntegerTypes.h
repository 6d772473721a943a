// The OpenCL C names of the host's integer types, for the suites whose
// kernels take the element type as a -D (IntegerTest.cpp,
// ExtendedBitOpsTest.cpp): the type, its signed and unsigned forms, and
// upsample's double-width result (none for long/ulong).
#pragma once

#include <cstdint>

namespace vkcl::e2e {

template <typename T> struct TypeName;
#define VKCL_TYPE_NAME(T, name, sname, uname, up)                              \
  template <> struct TypeName<T> {                                             \
    static constexpr const char *s = name, *signedName = sname, *u = uname,    \
                                *upsample = up;                                \
  };
VKCL_TYPE_NAME(int8_t, "char", "char", "uchar", "ushort")
VKCL_TYPE_NAME(uint8_t, "uchar", "char", "uchar", "ushort")
VKCL_TYPE_NAME(int16_t, "short", "short", "ushort", "uint")
VKCL_TYPE_NAME(uint16_t, "ushort", "short", "ushort", "uint")
VKCL_TYPE_NAME(int32_t, "int", "int", "uint", "ulong")
VKCL_TYPE_NAME(uint32_t, "uint", "int", "uint", "ulong")
VKCL_TYPE_NAME(int64_t, "long", "long", "ulong", nullptr)
VKCL_TYPE_NAME(uint64_t, "ulong", "long", "ulong", nullptr)
#undef VKCL_TYPE_NAME

} // namespace vkcl::e2e
