// cl_khr_integer_dot_product: dot and dot_acc_sat of two 4 x 8-bit vectors
// (char4/uchar4 in any signedness mix) and their packed forms, which take
// the four bytes of a uint each (dot_4x8packed_{uu,ss,us,su}_{uint,int},
// dot_acc_sat_4x8packed_*).
//
// Exact integer arithmetic on every target: each product of two 8-bit
// values lies in [-32640, 65025], so the four products and their sum fit a
// 32-bit register with no overflow, and only the accumulation saturates
// (unsigned: a carry out of 32 bits; signed: operands of one sign whose sum
// has the other). char4/uchar4 already sit sign/zero-extended in 32-bit
// lanes (TypeLowering.cpp); packed bytes are extracted the same way.
// SPIR-V's OpSDot/OpUDot/OpSUDot (VK_KHR_shader_integer_dot_product) would
// be the hardware path; the platform reports no acceleration meanwhile.
#include "builtins/Builtins.h"

namespace vkcl {
namespace {

/// The builtins, by name: which operands are signed, whether the operands
/// are packed uints, whether there is a saturating accumulator.
struct DotForm {
  const char *name;
  bool packed;
  bool accumulate;
  bool aSigned, bSigned; ///< packed forms only; else from the types
};

constexpr DotForm forms[] = {
    {"dot", false, false, false, false},
    {"dot_acc_sat", false, true, false, false},
    {"dot_4x8packed_uu_uint", true, false, false, false},
    {"dot_4x8packed_ss_int", true, false, true, true},
    {"dot_4x8packed_us_int", true, false, false, true},
    {"dot_4x8packed_su_int", true, false, true, false},
    {"dot_acc_sat_4x8packed_uu_uint", true, true, false, false},
    {"dot_acc_sat_4x8packed_ss_int", true, true, true, true},
    {"dot_acc_sat_4x8packed_us_int", true, true, false, true},
    {"dot_acc_sat_4x8packed_su_int", true, true, true, false},
};

const DotForm *findForm(llvm::StringRef name) {
  for (const DotForm &f : forms)
    if (name == f.name)
      return &f;
  return nullptr;
}

class DotLowering {
public:
  explicit DotLowering(FunctionEmitter &fe)
      : fe_(fe), m_(fe.mod()), b_(fe.b()), u32_(m_.u32()),
        uvec4_(m_.module().typeVector(u32_, 4)) {}

  Id emit(const DotForm &form, const clang::CallExpr *call) {
    Id a = fe_.emitRValue(call->getArg(0));
    Id b = fe_.emitRValue(call->getArg(1));
    Id acc = form.accumulate ? fe_.emitRValue(call->getArg(2)) : 0;
    if (form.packed) {
      a = unpack(a, form.aSigned);
      b = unpack(b, form.bSigned);
    }
    Id products = b_.binary(spv::Op::OpIMul, uvec4_, a, b);
    Id sum = b_.compositeExtract(u32_, products, {0});
    for (uint32_t i = 1; i < 4; ++i)
      sum = b_.binary(spv::Op::OpIAdd, u32_, sum,
                      b_.compositeExtract(u32_, products, {i}));
    if (!form.accumulate)
      return sum;
    bool signedResult =
        call->getType().getCanonicalType()->isSignedIntegerType();
    return signedResult ? addSatSigned(acc, sum) : addSatUnsigned(acc, sum);
  }

private:
  Id k(uint32_t v) { return m_.constU32(v); }

  /// The four bytes of `word`, low first, sign- or zero-extended.
  Id unpack(Id word, bool isSigned) {
    std::vector<Id> lanes;
    for (uint32_t i = 0; i < 4; ++i)
      lanes.push_back(isSigned
                          ? b_.binary(spv::Op::OpShiftRightArithmetic, u32_,
                                      b_.binary(spv::Op::OpShiftLeftLogical,
                                                u32_, word, k(24 - 8 * i)),
                                      k(24))
                          : b_.binary(spv::Op::OpBitwiseAnd, u32_,
                                      b_.binary(spv::Op::OpShiftRightLogical,
                                                u32_, word, k(8 * i)),
                                      k(0xFF)));
    return b_.compositeConstruct(uvec4_, lanes);
  }

  Id addSatUnsigned(Id acc, Id d) {
    Id sum = b_.binary(spv::Op::OpIAdd, u32_, acc, d);
    Id carry = b_.binary(spv::Op::OpULessThan, m_.boolType(), sum, acc);
    return b_.select(u32_, carry, k(0xFFFFFFFFu), sum);
  }

  Id addSatSigned(Id acc, Id d) {
    // Overflow: acc and d share a sign that the sum lacks.
    Id sum = b_.binary(spv::Op::OpIAdd, u32_, acc, d);
    Id both = b_.binary(spv::Op::OpBitwiseAnd, u32_,
                        b_.binary(spv::Op::OpBitwiseXor, u32_, acc, sum),
                        b_.binary(spv::Op::OpBitwiseXor, u32_, d, sum));
    Id overflow = b_.binary(spv::Op::OpSLessThan, m_.boolType(), both, k(0));
    Id accNegative = b_.binary(spv::Op::OpSLessThan, m_.boolType(), acc, k(0));
    Id limit = b_.select(u32_, accNegative, k(0x80000000u), k(0x7FFFFFFFu));
    return b_.select(u32_, overflow, limit, sum);
  }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  Id u32_, uvec4_;
};

} // namespace

bool isIntegerDotBuiltin(llvm::StringRef name) {
  return findForm(name) != nullptr && name != "dot";
}

Id emitIntegerDotBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                         llvm::StringRef name) {
  return DotLowering(fe).emit(*findForm(name), call);
}

} // namespace vkcl
