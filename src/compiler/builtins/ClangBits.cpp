// clang's bit builtins: __builtin_popcount, __builtin_clz, __builtin_ctz
// (and their `l` forms) and __builtin_bswap16/32/64. The `ll` forms take
// OpenCL C's reserved 128-bit `long long` and are refused by name.
//
// Kernels written by C programmers call them (hash and compression code
// above all), and OpenCL C has popcount, clz and ctz of its own: the first
// three are those (Integer.cpp), on the argument's unsigned type, with the
// count converted to the builtin's int. C leaves clz and ctz of 0
// undefined; OpenCL's answer (the width) is as good as any. A byte swap is
// shifts and masks, a byte at a time.
#include "builtins/Builtins.h"

namespace vkcl {

Id emitClangBitBuiltin(FunctionEmitter &fe, ClangBitFn fn,
                       const clang::CallExpr *call) {
  clang::SourceLocation loc = call->getExprLoc();
  Id result = fe.typeOf(call->getType(), loc);
  if (fn != ClangBitFn::Bswap) {
    static const IntegerFn integer[] = {IntegerFn::Popcount, IntegerFn::Clz,
                                        IntegerFn::Ctz};
    Id count = emitIntegerBuiltin(fe, integer[static_cast<unsigned>(fn)], call);
    if (fe.b().valueType(count) == result)
      return count;
    return fe.b().unary(spv::Op::OpUConvert, result, count);
  }
  // The value's bytes in reverse order; char/short registers hold their
  // value zero-extended, so a 16-bit swap is one of the low two bytes.
  Id value = fe.emitRValue(call->getArg(0));
  unsigned bytes =
      static_cast<unsigned>(fe.ast().getTypeSize(call->getType())) / 8;
  ModuleEmitter &m = fe.mod();
  spirv::Builder &b = fe.b();
  Id swapped = 0;
  for (unsigned i = 0; i < bytes; ++i) {
    // Byte i moves to byte (bytes - 1 - i).
    unsigned from = 8 * i, to = 8 * (bytes - 1 - i);
    Id byte = b.binary(spv::Op::OpBitwiseAnd, result,
                       from ? b.binary(spv::Op::OpShiftRightLogical, result,
                                       value, m.constInt(result, from))
                            : value,
                       m.constInt(result, 0xFF));
    if (to)
      byte = b.binary(spv::Op::OpShiftLeftLogical, result, byte,
                      m.constInt(result, to));
    swapped =
        swapped ? b.binary(spv::Op::OpBitwiseOr, result, swapped, byte) : byte;
  }
  return swapped;
}

} // namespace vkcl
