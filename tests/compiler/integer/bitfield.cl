// cl_khr_extended_bit_ops for every integer type, scalar and 2-, 3-, 4-, 8-
// and 16-wide (builtins/Integer.cpp). Vulkan allows OpBitFieldInsert,
// OpBitField[SU]Extract and OpBitReverse on 32-bit integers only
// (VUID-StandaloneSpirv-Base-04781), and char/short live in 32-bit
// registers, so:
//  - bitfield_insert, bitfield_extract_signed and bitfield_extract_unsigned
//    (offset and count scalar uints) are shifts and masks on the registers;
//    a count of 0 is a select (base, or 0), never a shift by the width;
//  - bit_reverse reverses 32-bit words: long/ulong both words, swapped;
//    char/short their register, shifted back down.
// OPTIONS-swiftshader: -DNO_INT64
// CHECK-COUNT-48-desktop: OpEntryPoint GLCompute
// CHECK-COUNT-48-lavapipe: OpEntryPoint GLCompute
// CHECK-COUNT-36-swiftshader: OpEntryPoint GLCompute
// CHECK-COUNT-0: {{OpCapability Int(8|16)$}}
// CHECK-COUNT-0: OpBitFieldInsert
// CHECK-COUNT-0: OpBitFieldSExtract
// CHECK-COUNT-0: OpBitFieldUExtract
// The signed field's arithmetic shift, the unsigned one's logical shift.
// CHECK-DAG: OpShiftRightArithmetic
// CHECK-DAG: OpShiftRightLogical
// Two reversals for 64-bit values, one for the others, per type one for the
// scalar and for each 2-, 3- and 4-wide vector, and one per lane of the 8-
// and 16-wide ones (28).
// CHECK-COUNT-280-desktop: {{OpBitReverse %(v[0-9])?uint}}
// CHECK-COUNT-280-lavapipe: {{OpBitReverse %(v[0-9])?uint}}
// CHECK-COUNT-168-swiftshader: {{OpBitReverse %(v[0-9])?uint}}
// CHECK-COUNT-0: {{OpBitReverse %(v[0-9]+)?(uchar|ushort|ulong)}}
#ifndef cl_khr_extended_bit_ops
#error "cl_khr_extended_bit_ops is not defined"
#endif
#define WIDTHS(F, T, S, U) \
  F(T, S, U) F(T##2, S##2, U##2) F(T##3, S##3, U##3) F(T##4, S##4, U##4) \
  F(T##8, S##8, U##8) F(T##16, S##16, U##16)
#ifdef NO_INT64
#define TYPES(F) \
  WIDTHS(F, char, char, uchar) WIDTHS(F, uchar, char, uchar) \
  WIDTHS(F, short, short, ushort) WIDTHS(F, ushort, short, ushort) \
  WIDTHS(F, int, int, uint) WIDTHS(F, uint, int, uint)
#else
#define TYPES(F) \
  WIDTHS(F, char, char, uchar) WIDTHS(F, uchar, char, uchar) \
  WIDTHS(F, short, short, ushort) WIDTHS(F, ushort, short, ushort) \
  WIDTHS(F, int, int, uint) WIDTHS(F, uint, int, uint) \
  WIDTHS(F, long, long, ulong) WIDTHS(F, ulong, long, ulong)
#endif
#define K(V, S, U) \
  kernel void bitfield_##V(global V *p, global S *s, global U *u, uint o, \
                           uint c) { \
    size_t i = get_global_id(0); \
    s[i] = bitfield_extract_signed(p[i], o, c); \
    u[i] = bitfield_extract_unsigned(p[i], o, c); \
    p[i] = bitfield_insert(p[i], p[i + 1], o, c); \
    p[i + 2] = bit_reverse(p[i + 3]); \
  }
TYPES(K)
